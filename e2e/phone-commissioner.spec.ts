// A commissioner's screens on a 390 × 844 phone (e2e/phone-checks.ts says what is checked):
// alice's signed-in routes and every league she plays or runs.
import { expect, test } from "./fixtures";
import { checkRoute, leagueIds, SIGNED_IN, watch } from "./phone-checks";
import { login } from "./support";

// The journeys here are read-only; the service worker stays out so every request is seen.
test.use({ serviceWorkers: "block" });
// Each test walks several routes at two sizes with axe at each.
test.setTimeout(240_000);

test("a commissioner's screens fit a phone", async ({ page, request, baseURL }, info) => {
  const found = watch(page, baseURL!);
  const leagues = await leagueIds(request, "alice@pickem.dev");
  await login(page, "alice@pickem.dev");
  for (const path of [...SIGNED_IN, ...leagues.map((l) => `/leagues/${l.id}`)])
    await checkRoute(page, info, path, `commissioner ${path}`);
  expect(found.foreign).toEqual([]);
  expect(found.dialogs).toEqual([]);
});
