// @moves-clock: it moves the dev clock through two replayed games' kickoffs and one final
// The live leaderboard on a phone (issue 48, ADR 0409): two fans of a new league pick the same two
// games on opposite sides, the second with their lock. With both games live the sportsbook's card
// of each says "50 % took …", and the league page shows
// both rows at 0 with pulsing chips; when the dev clock moves the first game to final, the open
// page shows the winner's point within a minute without a reload (the once-a-minute poll). Then,
// offline, a what-if tap on the second game for the trailing fan's side reorders the ranks on the
// phone, and Reset returns to the real ones.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  apiToken,
  auth,
  createLeague,
  joinByCode,
  login,
  newAccount,
  PHONE_390,
  setClock,
  upcomingGames,
  type ApiGame,
  type Fan,
} from "./support";

test.use(PHONE_390);

const MINUTE = 60_000;
/** The replay's final whistle, minutes after kickoff (domain/replay/timeline.ts). */
const GAME_LENGTH_MIN = 210;

/** Two upcoming games: the second kicks off while the first is on, and is still on at its final. */
function overlapping(games: ApiGame[]): [ApiGame, ApiGame] {
  for (const first of games)
    for (const second of games) {
      const k1 = Date.parse(first.game_time);
      const k2 = Date.parse(second.game_time);
      if (k2 > k1 && k2 + 10 * MINUTE < k1 + GAME_LENGTH_MIN * MINUTE) return [first, second];
    }
  throw new Error("no two overlapping games in the current week");
}

async function pick(
  request: APIRequestContext,
  fan: Fan,
  league: number,
  game: ApiGame,
  selection: "home" | "away",
  lock = false,
) {
  const res = await request.post("/api/picks/", {
    headers: auth(fan),
    data: { game: game.id, betType: "spread", selection, leagueId: league },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (!lock) return;
  const { id } = (await res.json()) as { id: number };
  const locked = await request.post(`/api/picks/${id}/set_lock/`, { headers: auth(fan) });
  expect(locked.status(), await locked.text()).toBe(200);
}

test("the live leaderboard follows a final without a reload, and a what-if re-ranks offline", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(4 * MINUTE);
  const home = await newAccount(request, "livehome");
  const away = await newAccount(request, "liveaway");
  const league = await createLeague(request, home, `Live ${home.username}`);
  await joinByCode(request, home, away, league.id);
  const [first, second] = overlapping(await upcomingGames(request, home, 12));
  // Finding them may have moved the clock on a day: the other fan's token is fresh again.
  away.token = await apiToken(request, away.email);
  await pick(request, home, league.id, first, "home");
  await pick(request, home, league.id, second, "home", true);
  await pick(request, away, league.id, first, "away");
  await pick(request, away, league.id, second, "away", true);

  // Both games on: two rows at 0 points, every chip in play.
  await setClock(request, new Date(Date.parse(second.game_time) + 5 * MINUTE));
  // The screen's polls name the answer they have (If-None-Match, ADR 0409).
  const polls: Array<string | null> = [];
  page.on("request", (r) => {
    if (/\/api\/leagues\/\d+\/live\//.test(r.url()))
      polls.push(r.headers()["if-none-match"] ?? null);
  });
  await login(page, home.email);
  // The sportsbook's card of a kicked-off game says how the league picked it (folded on a phone
  // with the other started games).
  await page.goto(`/sportsbook?league=${league.id}&week=${first.week}`);
  await page.getByRole("button", { name: /already started/ }).click();
  await expect(page.getByTestId(`game-${first.id}`).locator(".card-splits")).toContainText(
    "50 % took",
  );
  await page.goto(`/leagues/${league.id}`);
  // Below the season's leaderboard on a phone; its code loads as it comes onto the screen.
  await page.locator(".live-slot").scrollIntoViewIfNeeded();
  const board = page.locator(".live-board");
  await board.scrollIntoViewIfNeeded();
  const rows = board.locator(".live-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("0 pts");
  await expect(board.locator(".live-chip-live")).toHaveCount(4);
  await expect(board.getByText(/50 % took/).first()).toBeAttached();
  await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));

  // The first game final (and graded by the same cron run): within a minute the open page shows it.
  await setClock(request, new Date(Date.parse(first.game_time) + (GAME_LENGTH_MIN + 1) * MINUTE));
  await expect(rows.first()).toContainText("1 pts", { timeout: 75_000 });
  await expect(board.locator(".live-chip-won")).toHaveCount(1);
  await expect(board.locator(".live-chip-lost")).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded),
  ).toBe(true);
  expect(polls.some((tag) => tag?.startsWith('W/"live-'))).toBe(true);
  const leader = (await rows.first().getAttribute("data-user"))!;
  const trailer = leader === home.username ? away.username : home.username;
  const trailerSide = trailer === home.username ? "home" : "away";

  // Offline: the trailing fan's side wins the second game (their lock: 2 points) and leads.
  await context.setOffline(true);
  await board.getByRole("button", { name: "What if…" }).click();
  const game = board.locator(".live-whatif-game").first();
  await game
    .locator(".tab")
    .nth(trailerSide === "away" ? 0 : 2)
    .click();
  await expect(rows.first()).toHaveAttribute("data-user", trailer);
  await expect(rows.first()).toContainText("2 pts");
  await expect(
    board.getByText("What-if ranks, not the real ones.", { exact: false }),
  ).toBeVisible();
  await board.getByRole("button", { name: "Reset" }).click();
  await expect(rows.first()).toHaveAttribute("data-user", leader);
  await context.setOffline(false);
});
