// @moves-clock: it moves the dev clock, so it runs on the clock server (e2e/groups.ts).
// The 2024 NFL season beside college football (issue 16), on a phone: a fan opens the scores
// ticker's NFL tab and sees the replayed day's real NFL games (badges with the abbreviations of
// data/nfl_teams_2024.csv); a game is 'Live' with no made-up score until its final, then shows the
// real final score of data/nfl_games_2024.csv. On /sportsbook the Sport filter 'NFL' shows the NFL
// week's games with full-game spread, total and moneyline only.
import { readFileSync } from "node:fs";
import { devices, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { auth, login, newAccount, scrollTickerTo, serverNow, setClock, type Fan } from "./support";

// The phone: 390 × 844, touch, mobile (as the phone project).
const { defaultBrowserType: _browser, ...pixel } = devices["Pixel 7"];
test.use({ ...pixel, viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

/** Rows of one of the NFL data files, by column name (plain CSV: no quoted commas). */
function csv(path: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(path, "utf8").trim().split("\n");
  const names = head!.split(",");
  return rows.map((row) => {
    const cells = row.split(",");
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ""]));
  });
}
const ABBREVIATIONS = new Map(
  csv("data/nfl_teams_2024.csv").map((t) => [Number(t.team_id), t.abbreviation!]),
);
const FINALS = new Map(
  csv("data/nfl_games_2024.csv").map((g) => [
    Number(g.espn),
    { away: Number(g.away_score), home: Number(g.home_score) },
  ]),
);

interface NflGame {
  id: number;
  week: number;
  game_time: string;
  status: string;
  home_team: { id: number; name: string };
  away_team: { id: number; name: string };
}
interface GamesAnswer {
  games: NflGame[];
  filter_options: { weeks: { week: number; all_games_complete: boolean }[] };
}

const easternHour = (iso: string) =>
  Number(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hour: "numeric",
      hourCycle: "h23",
    }).format(new Date(iso)),
  );

/**
 * The next NFL game that kicks off before 20:00 ET, so that its final whistle (3.5 h on) falls on
 * the same Eastern day as its kickoff: the ticker shows today's games.
 */
async function nextDayGame(request: APIRequestContext, fan: Fan): Promise<NflGame> {
  const now = (await serverNow(request)).getTime();
  const first = (await (
    await request.get("/api/sportsbook/games/?sport=nfl", { headers: auth(fan) })
  ).json()) as GamesAnswer;
  for (const { week } of first.filter_options.weeks.filter((w) => !w.all_games_complete)) {
    const res = await request.get(`/api/sportsbook/games/?sport=nfl&week=${week}`, {
      headers: auth(fan),
    });
    const games = ((await res.json()) as GamesAnswer).games
      .filter((g) => g.status === "scheduled" && Date.parse(g.game_time) > now + 60 * 60_000)
      .filter((g) => easternHour(g.game_time) < 20)
      .sort((a, b) => a.game_time.localeCompare(b.game_time));
    if (games.length) return games[0]!;
  }
  throw new Error("no upcoming NFL day game in the replayed season");
}

test("the ticker's NFL tab shows the day's real NFL games: live without a score, then the final", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "nflticker");
  const game = await nextDayGame(request, fan);
  const kickoff = Date.parse(game.game_time);
  const away = ABBREVIATIONS.get(game.away_team.id)!;
  const home = ABBREVIATIONS.get(game.home_team.id)!;
  expect(away && home, "both teams are in data/nfl_teams_2024.csv").toBeTruthy();

  // An hour before kickoff, on the game's day.
  await setClock(request, new Date(kickoff - 60 * 60_000));
  await login(page, fan.email);
  const ticker = page.getByRole("region", { name: "Scores ticker" });
  const openNfl = async () => {
    await ticker.getByRole("combobox", { name: "Sport" }).selectOption("nfl");
    await expect(ticker.getByRole("group", { name: "NFL games today" })).toBeVisible();
  };
  await openNfl();
  const badge = (abbreviation: string) =>
    page.locator(".team-badge text").getByText(abbreviation, { exact: true });
  const card = ticker
    .getByTestId("ticker-game")
    .filter({ has: badge(away) })
    .filter({ has: badge(home) });
  await scrollTickerTo(ticker, card);
  await expect(card).toHaveAttribute("data-status", "upcoming");
  // The badges carry the data's abbreviations, away team first.
  await expect(card.locator(".team-badge text")).toHaveText([away, home]);
  // Every NFL game of the day is a real one: every badge is one of the 32 teams'.
  const badges = await ticker
    .locator("[data-testid=ticker-game] .team-badge text")
    .allTextContents();
  expect(badges.length).toBeGreaterThanOrEqual(2);
  for (const badge of badges) expect([...ABBREVIATIONS.values()]).toContain(badge);

  // Half an hour in: live, with no score (the data has none before the final) and a note saying so.
  await setClock(request, new Date(kickoff + 30 * 60_000));
  await page.reload();
  await openNfl();
  await scrollTickerTo(ticker, card);
  await expect(card).toHaveAttribute("data-status", "live");
  await expect(card).toContainText("Live");
  await expect(card).toContainText("Score at the final");
  await expect(card.locator(".ticker-score")).toHaveCount(0);

  // Past the final whistle: the real final score of the 2024 game.
  await setClock(request, new Date(kickoff + 215 * 60_000));
  await page.reload();
  await openNfl();
  await scrollTickerTo(ticker, card);
  await expect(card).toHaveAttribute("data-status", "final");
  await expect(card).toContainText("Final");
  const final = FINALS.get(game.id)!;
  await expect(card.locator(".ticker-score")).toHaveText([String(final.away), String(final.home)]);
});

test("the sportsbook's NFL filter shows the NFL week with spread, total and moneyline only", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "nflbook");
  const current = (await (
    await request.get("/api/sportsbook/games/?sport=nfl", { headers: auth(fan) })
  ).json()) as GamesAnswer;
  const week = current.games[0]!.week;
  await login(page, fan.email);
  await page.goto("/sportsbook");

  // A fan without a league: the Filters sheet's Sport choice NFL shows the NFL's current week.
  await page.getByRole("button", { name: "Filters" }).tap();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await sheet.getByRole("combobox", { name: "Sport" }).selectOption("NFL");
  // Only what the NFL's data has: full game; spread, over/under and moneyline.
  await sheet.getByText(/^Game Portions:/).tap();
  await sheet.getByText(/^Bet Types:/).tap();
  const choices = sheet.locator(".multi-select").getByRole("checkbox");
  const names = await choices.evaluateAll((boxes) =>
    boxes.map((b) => (b.parentElement?.textContent ?? "").trim()),
  );
  expect(names).toEqual(["All", "Full Game", "All", "Spread", "Over/Under", "Moneyline"]);
  await sheet.getByRole("button", { name: /^Show \d+ games?$/ }).tap();

  await expect(page.getByRole("combobox", { name: "Week", exact: true })).toHaveValue(String(week));
  // A phone folds the games already started (how many depends on the dev clock): unfolded, all.
  await expect(page.locator("article.game-card").first()).toBeVisible();
  const fold = page.getByRole("button", { name: /already started$/ });
  if (await fold.isVisible()) await fold.tap();
  const cards = page.locator("article.game-card");
  await expect(cards).toHaveCount(current.games.length);
  const first = page.getByTestId(`game-${current.games[0]!.id}`);
  await expect(first).toBeVisible();
  await expect(first).toContainText(current.games[0]!.away_team.name);
  // Full-game markets only: spread, total and moneyline, and no 'More bets' for halves or props
  // (the headers as shown: a phone's narrow column says 'ML').
  await expect(first.locator(".market-name")).toHaveText(
    [/^\s*$/, /^spread$/i, /^total$/i, /^(moneyline|ml)$/i],
    { useInnerText: true },
  );
  await expect(page.locator(".more-markets")).toHaveCount(0);
});
