// @moves-clock: it moves the dev clock, so it runs on the clock server (e2e/groups.ts).
// The NFL season on a phone (issue 16): a new fan Quick Joins the public NFL demo league from
// League Central, picks an NFL game on /sportsbook, and once the dev clock has passed the game's
// final whistle sees the pick graded on the league's leaderboard — graded by the same rules as
// college picks, from the real 2024 final score.
import { expect, test } from "./fixtures";
import {
  apiToken,
  auth,
  login,
  newAccount,
  quickJoin,
  setClock,
  upcomingLeagueGames,
} from "./support";

test.use({ serviceWorkers: "block" });

const NFL_LEAGUE = "Sunday Gridiron";

test("a fan joins the NFL demo league, picks an NFL game and sees it graded", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "nfl");
  await login(page, fan.email);

  // League Central lists the NFL league with its sport; Quick Join makes the fan a member.
  const league = await quickJoin(page, request, fan, NFL_LEAGUE, "NFL");
  expect(league.sport_key).toBe("nfl");

  // The sportsbook shows the league's NFL week: full-game markets only.
  const [game] = await upcomingLeagueGames(
    request,
    fan,
    league.id,
    (g) => g.current_odds?.home_spread != null,
  );
  // The fan's one league plays the NFL: the screen opens on it without downloading a college
  // week first (the week's games wait for the league status).
  const weekLoads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/sportsbook/games/")) weekLoads.push(new URL(r.url()).search);
  });
  // The screen's first answers start at boot, beside the profile check rather than after it,
  // and each is asked for once (the screen takes the answer already on its way).
  const boot: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) boot.push(`ask ${url.pathname}${url.search}`);
  });
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/api/users/profile/") boot.push("profile answered");
  });
  await page.goto("/sportsbook");
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
  await expect(page.locator('[data-testid^="game-"]').first()).toBeVisible();
  expect(weekLoads.length).toBeGreaterThan(0);
  expect(weekLoads.filter((q) => !q.includes("sport=nfl"))).toEqual([]);
  for (const first of [
    "/api/sportsbook/league_status/",
    "/api/notifications/unread_count/",
    "/api/ticker/?sport=ncaa-football&live_only=false&today_only=true",
  ]) {
    expect(
      boot.filter((e) => e === `ask ${first}`),
      first,
    ).toHaveLength(1);
    expect(boot.indexOf(`ask ${first}`), first).toBeLessThan(boot.indexOf("profile answered"));
  }
  await page.getByRole("combobox", { name: "League" }).selectOption(String(league.id));
  await page.getByRole("combobox", { name: "Week", exact: true }).selectOption(String(game!.week));
  const card = page.getByTestId(`game-${game!.id}`);
  await card.scrollIntoViewIfNeeded();
  await expect(card).not.toHaveClass(/game-card-shell/);
  await card.locator(".market").first().getByRole("button").first().tap();
  await page.getByRole("button", { name: /^Review 1 pick/ }).tap();
  await page
    .getByRole("dialog", { name: `Pending picks — ${NFL_LEAGUE}` })
    .getByRole("button", { name: "Submit 1 pick" })
    .tap();
  await expect(page.getByText("Picks submitted successfully!").first()).toBeVisible();

  // Past the final whistle: the minute jobs replay the real final score and grade the pick.
  await setClock(request, new Date(Date.parse(game!.game_time) + 5 * 3600_000));
  fan.token = await apiToken(request, fan.email);
  const res = await request.get(`/api/user-picks/?league_id=${league.id}`, { headers: auth(fan) });
  const { picks } = (await res.json()) as {
    picks: { game_id: number; result: string | null; points: number }[];
  };
  expect(picks).toHaveLength(1);
  expect(picks[0]!.game_id).toBe(game!.id);
  expect(["win", "loss", "push"]).toContain(picks[0]!.result);

  // The leaderboard shows the graded pick in the record and the points it earned.
  await page.goto(`/leagues/${league.id}`);
  const self = page.getByRole("list", { name: "Leaderboard" }).locator("li.is-self");
  const record = { win: "1-0", loss: "0-1", push: "0-0" }[picks[0]!.result as "win"];
  await expect(self).toContainText(record);
  await expect(self.locator(".lb-points strong")).toHaveText(String(picks[0]!.points));
});
