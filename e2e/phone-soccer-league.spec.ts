// @moves-clock: it moves the dev clock, so it runs on the clock server (e2e/groups.ts).
// The Premier League season on a phone (issue 45): a new fan Quick Joins the public soccer demo
// league from League Central, picks a draw and an over 2.5 on one match of the replayed 2024-25
// season (decimal prices, three-way match result), submits them, and once the dev clock has
// passed the final whistle sees both graded from the match's real score in data/epl_2024_25.csv.
import { readFileSync } from "node:fs";
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

const SOCCER_LEAGUE = "Matchday Club";
/** The product's soccer game id is 9,300,000 + the match's row in the file (ADR 1602). */
const MATCHES = readFileSync("data/epl_2024_25.csv", "utf8")
  .replace(/^\uFEFF/, "")
  .trim()
  .split("\n");
const HEAD = MATCHES[0]!.split(",");
function finalScore(gameId: number) {
  const cells = MATCHES[gameId - 9_300_000]!.split(",");
  const cell = (name: string) => Number(cells[HEAD.indexOf(name)]);
  return { home: cell("FTHG"), away: cell("FTAG") };
}

type SoccerGame = ApiGame & { current_odds: { draw_ml_odds: number | null } | null };

test("a fan joins the soccer demo league, picks a draw and an over 2.5, and sees them graded", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "soccer");
  await login(page, fan.email);

  const league = await quickJoin(page, request, fan, SOCCER_LEAGUE, "Soccer");
  expect(league.sport_key).toBe("soccer");

  // A match with a draw price and the 2.5 total.
  const [match] = await upcomingLeagueGames<SoccerGame>(
    request,
    fan,
    league.id,
    (g) => g.current_odds?.draw_ml_odds != null && g.current_odds.total_points === 2.5,
  );
  await page.goto("/sportsbook");
  await page.getByRole("combobox", { name: "League" }).selectOption(String(league.id));
  await page.getByRole("combobox", { name: "Week", exact: true }).selectOption(String(match!.week));
  // The league's calendar names its weeks as the Premier League does.
  await expect(page.getByRole("combobox", { name: "Week", exact: true })).toContainText(
    `Matchweek ${match!.week}`,
  );
  const card = page.getByTestId(`game-${match!.id}`);
  await card.scrollIntoViewIfNeeded();
  await expect(card).not.toHaveClass(/game-card-shell/);
  // The match result has three outcomes, priced in decimal odds ('3.40', not '+240').
  const draw = card.getByRole("button", { name: /Draw \d+\.\d\d$/ });
  await expect(draw).toBeVisible();
  await expect(card.getByRole("button", { name: / to win \d+\.\d\d$/ })).toHaveCount(2);
  await draw.tap();
  await card.getByRole("button", { name: /^Over 2\.5 \d+\.\d\d$/ }).tap();
  await page.getByRole("button", { name: /^Review 2 picks/ }).tap();
  const slip = page.getByRole("dialog", { name: `Pending picks — ${SOCCER_LEAGUE}` });
  await expect(slip).toContainText("Draw");
  await slip.getByRole("button", { name: "Submit 2 picks" }).tap();
  await expect(page.getByText("Picks submitted successfully!").first()).toBeVisible();

  // Past the final whistle: the minute jobs replay the real final score and grade both picks.
  await setClock(request, new Date(Date.parse(match!.game_time) + 5 * 3600_000));
  fan.token = await apiToken(request, fan.email);
  const res = await request.get(`/api/user-picks/?league_id=${league.id}`, { headers: auth(fan) });
  const { picks } = (await res.json()) as {
    picks: {
      game_id: number;
      pick_type: string;
      picked_outcome: string | null;
      result: string | null;
      points: number;
    }[];
  };
  expect(picks).toHaveLength(2);
  const score = finalScore(match!.id);
  const drawPick = picks.find((p) => p.pick_type === "moneyline")!;
  expect(drawPick.picked_outcome).toBe("draw");
  expect(drawPick.result).toBe(score.home === score.away ? "win" : "loss");
  const overPick = picks.find((p) => p.pick_type === "over_under")!;
  expect(overPick.result).toBe(score.home + score.away >= 3 ? "win" : "loss");

  // The leaderboard counts both graded picks.
  const wins = picks.filter((p) => p.result === "win").length;
  await page.goto(`/leagues/${league.id}`);
  const self = page.getByRole("list", { name: "Leaderboard" }).locator("li.is-self");
  await expect(self).toContainText(`${wins}-${2 - wins}`);
});
