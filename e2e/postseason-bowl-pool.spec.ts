// @moves-clock: it replays the bowls' finals, on the december server only (named to run after the other phone specs there)
// @demo-weeks: 15
// The bowl pool on a phone (issue 46, ADR 0406): a new fan Quick Joins the public demo bowl pool
// from League Central, picks five bowls of the replayed 2024 postseason card, ranks them in the
// slip, enters the total-points guess and submits; once the dev clock has passed four of the
// bowls' finals, the league's leaderboard shows the points their ranks scored and the rank of the
// bowl still to play as points still possible.
import { expect, test } from "./fixtures";
import {
  apiToken,
  auth,
  login,
  newAccount,
  PHONE_390,
  quickJoin,
  setClock,
  upcomingLeagueGames,
  type ApiGame,
} from "./support";

test.use(PHONE_390);

const BOWL_POOL = "Bowl Mania at the Office";
const HOUR = 3600_000;

type CardGame = ApiGame & { current_odds: { home_spread: number | null } | null };
interface ApiPick {
  game_id: number;
  confidence: number;
  result: string | null;
  points: number;
}

test("a new fan joins the bowl pool, ranks five bowls, and sees points and points still possible", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "bowls");
  await login(page, fan.email);
  const league = await quickJoin(page, request, fan, BOWL_POOL, "NCAA Football");

  // The four first bowls on the card with a spread, and the last one: four are played first.
  const card = await upcomingLeagueGames<CardGame>(
    request,
    fan,
    league.id,
    (g) => g.current_odds?.home_spread != null,
  );
  expect(card.length).toBeGreaterThanOrEqual(5);
  const games = [...card.slice(0, 4), card[card.length - 1]!];
  const lastKickoff = Date.parse(games[4]!.game_time);
  const afterFourth = Date.parse(games[3]!.game_time) + 5 * HOUR;
  expect(lastKickoff).toBeGreaterThan(afterFourth);

  await page.goto(`/sportsbook?league=${league.id}`);
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
  const weekBox = page.getByRole("combobox", { name: "Week", exact: true });
  for (const game of games) {
    const gameCard = page.getByTestId(`game-${game.id}`);
    if ((await weekBox.inputValue()) !== String(game.week))
      await weekBox.selectOption(String(game.week));
    // The list draws a card as it comes near the screen (and again once the week has loaded).
    await expect(async () => {
      await gameCard.scrollIntoViewIfNeeded({ timeout: 1000 });
      await expect(gameCard).not.toHaveClass(/game-card-shell/, { timeout: 1000 });
    }).toPass();
    await gameCard.locator(".market").first().getByRole("button").first().tap();
  }
  // A confidence league has no lock.
  await expect(page.getByRole("button", { name: /your lock/ })).toHaveCount(0);

  await page.getByRole("button", { name: /^Review 5 picks/ }).tap();
  const slip = page.getByRole("dialog", { name: `Pending picks — ${BOWL_POOL}` });
  const ranks = slip.getByRole("combobox", { name: /^Rank for / });
  await expect(ranks).toHaveCount(5);
  const submit = slip.getByRole("button", { name: "Submit 5 picks" });
  // Nothing goes until every pick is ranked.
  await expect(submit).toBeDisabled();
  // Rank by tap, one thumb: the surest pick (the first) gets 5, the last bowl 1.
  for (let i = 0; i < 5; i++) await ranks.nth(i).selectOption(String(5 - i));
  await expect(slip.getByTestId("slip-ranked")).toContainText(/^5 of \d+ ranked/);
  const guess = slip.getByLabel(/^Tiebreaker: total points of/);
  await expect(guess).toBeVisible();
  await guess.fill("52");
  await page.screenshot({ path: "test-results/bowl-pool-slip-390.png" });
  await expect(submit).toBeEnabled();
  await submit.tap();
  await expect(page.getByText("Picks submitted successfully!").first()).toBeVisible();

  // Stored ranked: the ranks as set, the last bowl's 1.
  const stored = await request.get(`/api/user-picks/?league_id=${league.id}`, {
    headers: auth(fan),
  });
  const before = ((await stored.json()) as { picks: ApiPick[] }).picks;
  expect(before.map((p) => p.confidence).sort()).toEqual([1, 2, 3, 4, 5]);
  const rankOf = (gameId: number) => before.find((p) => p.game_id === gameId)!.confidence;

  // Past the fourth bowl's final whistle, before the last one kicks off: the minute jobs replay
  // the real scores and grade the four picks by their ranks.
  await setClock(request, new Date(afterFourth));
  fan.token = await apiToken(request, fan.email);
  const res = await request.get(`/api/user-picks/?league_id=${league.id}`, { headers: auth(fan) });
  const picks = ((await res.json()) as { picks: ApiPick[] }).picks;
  const graded = picks.filter((p) => p.result !== null);
  expect(graded).toHaveLength(4);
  // A correct pick scores its rank, a wrong one nothing (an independent sum of the ranks).
  const points = graded.filter((p) => p.result === "win").reduce((sum, p) => sum + p.confidence, 0);
  expect(graded.reduce((sum, p) => sum + p.points, 0)).toBe(points);
  const stillPossible = rankOf(games[4]!.id);

  await page.goto(`/leagues/${league.id}`);
  const self = page.getByRole("list", { name: "Leaderboard" }).locator("li.is-self");
  await expect(self.locator(".lb-points strong")).toHaveText(String(points));
  await expect(self).toContainText(`${stillPossible} still possible`);
  await page.screenshot({ path: "test-results/bowl-pool-league-390.png", fullPage: true });
});
