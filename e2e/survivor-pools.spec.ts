// @moves-clock: it plays a survivor week through its final and the next week's auto-pick moment
// A survivor pool on a phone (issue 47, ADR 0407): a fan joins a friend's NFL survivor pool (three
// lives, auto-pick on), picks one team to win this week with a tap and Confirm, plays a what-if on
// the live leaderboard while its game is on, and once the dev clock has passed the week's final
// the pool's grid shows the result; the next week that team is greyed as used, and the fan, who made no pick for it, gets the server's auto-pick an hour
// before its last game, with its "Auto" badge. Its own pool, not the demo's: the journeys before
// it on this server move the clock past whole weeks, in which the demo's fans pick nothing.
import { expect, test } from "./fixtures";
import {
  auth,
  joinByCode,
  login,
  newAccount,
  PHONE_390,
  setClock,
  upcomingLeagueGames,
  type ApiGame,
  type Fan,
} from "./support";
import type { APIRequestContext } from "@playwright/test";

test.use(PHONE_390);

const MINUTE = 60_000;

interface Team {
  id: number;
  name: string;
  abbreviation: string;
}
type WeekGame = ApiGame & { home_team: Team; away_team: Team };
interface Entry {
  user_id: number;
  status: string;
  picks: { week: number; team_id: number | null; result: string; is_auto: boolean }[];
}

/** Every game of a week of the fan's league, whatever its state. */
async function weekGames(request: APIRequestContext, fan: Fan, league: number, week: number) {
  const res = await request.get(`/api/sportsbook/games/?league_id=${league}&week=${week}`, {
    headers: auth(fan),
  });
  expect(res.status()).toBe(200);
  return (await res.json()).games as WeekGame[];
}

const lastKickoff = (games: readonly WeekGame[]) =>
  Math.max(...games.map((g) => Date.parse(g.game_time)));

test("a new fan picks a survivor team, sees the result after the final, the team used, and an auto-pick", async ({
  page,
  request,
}) => {
  const friend = await newAccount(request, "svfriend");
  const made = await request.post("/api/leagues/", {
    headers: auth(friend),
    data: {
      name: "Last Fan Standing Sundays",
      sport_type: "single",
      sport: "nfl",
      pool_format: "survivor",
      survivor_lives: 3,
      auto_pick: "favorite",
      auto_pick_limit: 3,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const league = (await made.json()) as { id: number };
  const fan = await newAccount(request, "survivor");
  await joinByCode(request, friend, fan, league.id);
  await login(page, fan.email);

  // This week's next games with a line; the favourite of one whose team also plays next week.
  const upcoming = await upcomingLeagueGames<WeekGame>(
    request,
    fan,
    league.id,
    (g) => g.current_odds?.home_spread != null && g.current_odds.home_spread !== 0,
  );
  const week = upcoming[0]!.week;
  const next = await weekGames(request, fan, league.id, week + 1);
  const playsNext = (t: Team) =>
    next.some((g) => g.home_team.id === t.id || g.away_team.id === t.id);
  const favourite = (g: WeekGame) => (g.current_odds!.home_spread! < 0 ? g.home_team : g.away_team);
  const game = upcoming.find((g) => playsNext(favourite(g)))!;
  const team = favourite(game);

  await page.goto(`/leagues/${league.id}`);
  await expect(page.getByText("Still alive: 2 of 2", { exact: true })).toBeVisible();
  await expect(page.getByText("You are alive · 3 lives left")).toBeVisible();
  const rows = page.getByRole("list", { name: `Week ${week} teams` });
  await rows.getByRole("button", { name: new RegExp(`^${team.name} `) }).tap();
  const confirm = page.getByRole("region", { name: "Confirm your pick" });
  await expect(confirm).toContainText(`Pick ${team.name}`);
  await confirm.getByRole("button", { name: "Confirm pick" }).tap();
  await expect(page.locator(".survivor-current")).toContainText(
    `Your Week ${week} pick: ${team.name}`,
  );
  // The pick reached the server (through the outbox), and nobody else reads it before kickoff.
  await expect(async () => {
    const res = await request.get(`/api/leagues/${league.id}/survivor/`, { headers: auth(fan) });
    const mine = ((await res.json()).entries as Entry[]).find((e) => e.user_id === fan.id)!;
    expect(mine.picks).toEqual([expect.objectContaining({ week, team_id: team.id })]);
  }).toPass();

  // This week's and next week's last kickoffs (read while the fan's token is fresh).
  const weekEnd = lastKickoff(await weekGames(request, fan, league.id, week));
  const nextEnd = lastKickoff(next);
  const afterFinal = weekEnd + 12 * 60 * MINUTE;
  expect(nextEnd - 60 * MINUTE).toBeGreaterThan(afterFinal);

  // The game on: the live leaderboard's what-if, worked out on the phone, takes a life for the
  // other side's win (3 → 2, still alive) and none for the team's; Reset gives the real row back.
  await setClock(request, new Date(Date.parse(game.game_time) + 30 * MINUTE));
  await page.reload();
  await page.locator(".live-slot").scrollIntoViewIfNeeded();
  const board = page.locator(".live-board");
  await board.scrollIntoViewIfNeeded();
  const row = board.locator(`.live-row[data-user="${fan.username}"]`);
  await expect(row).toBeVisible();
  await board.getByRole("button", { name: "What if…" }).tap();
  const outcomes = board.locator(".live-whatif-game").first().locator(".tab");
  const teamIsHome = game.home_team.id === team.id;
  await outcomes.nth(teamIsHome ? 0 : 2).tap();
  await expect(row.locator(".live-status")).toHaveText("Alive · 2 ♥");
  await outcomes.nth(teamIsHome ? 2 : 0).tap();
  await expect(row.locator(".live-status")).toHaveText("Alive · 3 ♥");
  await board.getByRole("button", { name: "Reset" }).tap();
  await expect(board.getByText("What-if ranks, not the real ones.", { exact: false })).toHaveCount(
    0,
  );

  // The clock passes this week's final (the day after its last game): the week is graded.
  await setClock(request, new Date(afterFinal));
  await page.reload();
  const grid = page.getByRole("table");
  await expect(
    grid.getByText(new RegExp(`^Week ${week}: ${team.abbreviation}, (won|lost)$`)),
  ).toBeAttached();
  // Next week the team is greyed as used (it is not tappable again this season).
  const nextRows = page.getByRole("list", { name: `Week ${week + 1} teams` });
  const used = nextRows.getByRole("button", { name: new RegExp(`^${team.name} `) });
  await expect(used).toContainText(`Used in Week ${week}`);
  await expect(used).toBeDisabled();

  // The fan makes no pick: half an hour before next week's last game (past its auto-pick
  // moment, an hour before) the server has picked for them, with the badge beside the pick and
  // in the grid.
  await setClock(request, new Date(nextEnd - 30 * MINUTE));
  await page.reload();
  const current = page.locator(".survivor-current");
  await expect(current).toContainText(`Your Week ${week + 1} pick:`);
  await expect(current.getByText("Auto", { exact: true })).toBeVisible();
  await expect(
    grid.getByText(new RegExp(`^Week ${week + 1}: .+ \\(auto-pick\\), not played yet$`)),
  ).toBeAttached();
});
