// A member's screens on a 390 × 844 phone (e2e/phone-checks.ts says what is checked): bob's
// signed-in routes, his first league, a league that does not exist and a wrong address.
import { expect, test } from "./fixtures";
import { checkRoute, leagueIds, SIGNED_IN, watch } from "./phone-checks";
import { login } from "./support";

// The journeys here are read-only; the service worker stays out so every request is seen.
test.use({ serviceWorkers: "block" });
// Each test walks several routes at two sizes with axe at each.
test.setTimeout(240_000);

test("a member's screens fit a phone", async ({ page, request, baseURL }, info) => {
  const found = watch(page, baseURL!);
  const [league] = await leagueIds(request, "bob@pickem.dev");
  await login(page, "bob@pickem.dev");
  for (const path of [...SIGNED_IN, `/leagues/${league!.id}`, "/leagues/999999", "/nowhere"])
    await checkRoute(page, info, path, `member ${path}`);
  expect(found.foreign).toEqual([]);
  expect(found.dialogs).toEqual([]);
});
