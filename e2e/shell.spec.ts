import { expect, test } from "./fixtures";

test("the built app serves the SPA and the API on one origin", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.ok()).toBe(true);
  await page.goto("/");
  await expect(page).toHaveTitle("NCAA Pick'em");
});
