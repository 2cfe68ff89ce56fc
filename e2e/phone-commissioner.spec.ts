// A commissioner's screens on a 390 × 844 phone (e2e/phone-checks.ts says what is checked):
// alice's signed-in routes and every league she plays or runs.
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { checkRoute, leagueIds, SIGNED_IN, watch } from "./phone-checks";
import { login } from "./support";

// The journeys here are read-only; the service worker stays out so every request is seen.
test.use({ serviceWorkers: "block" });
// Each test walks several routes at two sizes with axe at each.
test.setTimeout(240_000);

/** alice's walk through `paths` (given her leagues): each route checked, nothing foreign, no pop-up. */
async function walk(
  { page, request, baseURL }: { page: Page; request: APIRequestContext; baseURL?: string },
  info: TestInfo,
  paths: (leagues: { id: number }[]) => string[],
) {
  const found = watch(page, baseURL!);
  const leagues = await leagueIds(request, "alice@pickem.dev");
  await login(page, "alice@pickem.dev");
  for (const path of paths(leagues)) await checkRoute(page, info, path, `commissioner ${path}`);
  expect(found.foreign).toEqual([]);
  expect(found.dialogs).toEqual([]);
}

// Two walks, each within its own time: the shared screens, then her leagues (four league pages,
// each checked at two sizes and in both themes).
test("a commissioner's screens fit a phone", async ({ page, request, baseURL }, info) => {
  await walk({ page, request, baseURL }, info, () => SIGNED_IN);
});

test("every league a commissioner plays or runs fits a phone", async ({
  page,
  request,
  baseURL,
}, info) => {
  await walk({ page, request, baseURL }, info, (leagues) => leagues.map((l) => `/leagues/${l.id}`));
});
