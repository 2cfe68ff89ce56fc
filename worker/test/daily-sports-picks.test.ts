/**
 * Picks and grading of the four daily sports on real D1 (issue 45, ADR 1602): a soccer draw is a
 * moneyline with no team at the draw price and every pick answer says so; Asian quarter lines
 * settle half on each neighbouring line; an NBA line without a price and an MLB straight-up winner
 * are picked without odds and graded; each sport's league refuses the markets it lacks.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PICK_TEXTS } from "#domain/picks/rules";
import { SERVER_PICK_TEXTS } from "#domain/picks/server-texts";
import { gradeFinishedGames } from "#worker/season/grading";
import { HOUR } from "./accounts-support";
import {
  ensureSportSeason,
  finishGame,
  insertDailyGame,
  type DailyGame,
} from "./fixtures/daily-sports";
import {
  countPicks,
  ensureSeason,
  insertGame,
  insertLeague,
  type SeasonFixture,
} from "./fixtures/sportsbook";
import { call, createUser, serverNowForTests, type TestUser } from "./support";

let now: Date;
let soccer: SeasonFixture;
let nba: SeasonFixture;
let mlb: SeasonFixture;
const soon = () => new Date(now.getTime() + 6 * HOUR);

beforeAll(async () => {
  now = await serverNowForTests();
  await ensureSeason();
  soccer = await ensureSportSeason("soccer", "Soccer");
  nba = await ensureSportSeason("nba", "NBA");
  mlb = await ensureSportSeason("mlb", "MLB");
});

/** A three-way soccer match: home 2.10 (+110), draw 3.40 (+240), away 3.60 (+260), AH and 2.5. */
const soccerLine = (homeSpread: number) => ({
  homeSpread,
  homeSpreadOdds: -105,
  awaySpreadOdds: -115,
  total: 2.5,
  overOdds: -110,
  underOdds: -110,
  homeMl: 110,
  awayMl: 260,
  drawMl: 240,
});

async function leagueOf(season: SeasonFixture, user: TestUser, betTypes: string[]) {
  return insertLeague(season, [user], {
    allowedBetTypes: betTypes,
    allowedGamePortions: ["full_game"],
    minOdds: -500,
    maxOdds: 500,
  });
}

const submit = (user: TestUser, leagueId: number, picks: unknown[]) =>
  call("/api/weekly-picks/submit_picks/", {
    token: user.token,
    body: { league_id: leagueId, picks },
  });
const draw = (g: DailyGame) => ({
  game_id: g.id,
  pick_type: "moneyline",
  picked_team_id: null,
  picked_outcome: "draw",
});
const team = (g: DailyGame, pickType: string, side: "home" | "away" = "home") => ({
  game_id: g.id,
  pick_type: pickType,
  picked_team_id: side === "home" ? g.homeTeamId : g.awayTeamId,
});

/** Finals the game at the score and grades; the user's picks on it as stored. */
async function finalAndGrade(game: DailyGame, home: number, away: number) {
  await finishGame(game, home, away, soon());
  await gradeFinishedGames(env, soon());
  const { results } = await env.DB.prepare(
    "SELECT user_id, pick_type, picked_value, result, points FROM picks WHERE game_id = ? ORDER BY id",
  )
    .bind(game.id)
    .all<{
      user_id: number;
      pick_type: string;
      picked_value: string;
      result: string;
      points: number;
    }>();
  return results;
}

describe("soccer: a draw is a three-way moneyline", () => {
  it("the games answer carries the draw price; a draw pick is stored at it and every pick answer says draw", async () => {
    const user = await createUser();
    const league = await leagueOf(soccer, user, ["spread", "over_under", "moneyline"]);
    const game = await insertDailyGame(soccer, { kickoffAt: soon(), line: soccerLine(-0.25) });
    const games = await call(`/api/sportsbook/games/?league_id=${league.id}&week=3`, {
      token: user.token,
    });
    expect(games.status, games.text).toBe(200);
    const shown = games.json.games.find((g: { id: number }) => g.id === game.id);
    expect(shown.current_odds).toMatchObject({ draw_ml_odds: 240, home_ml_odds: 110 });

    const res = await submit(user, league.id, [draw(game)]);
    expect(res.status, res.text).toBe(201);
    expect(res.json.picks[0]).toMatchObject({
      pick_type: "moneyline",
      picked_team: null,
      picked_value: "draw",
      picked_outcome: "draw",
      odds_at_pick: 240,
    });
    const mine = await call(`/api/user-picks/?league_id=${league.id}`, { token: user.token });
    expect(mine.json.picks.map((p: { picked_outcome: string }) => p.picked_outcome)).toEqual([
      "draw",
    ]);
    const weekly = await call(`/api/leagues/${league.id}/weekly_picks/?week=3`, {
      token: user.token,
    });
    expect(weekly.status, weekly.text).toBe(200);
    expect(JSON.stringify(weekly.json)).toContain('"picked_outcome":"draw"');
    // A team's moneyline on the same match is the one moneyline already taken.
    const again = await submit(user, league.id, [team(game, "moneyline")]);
    expect([again.status, again.json.error]).toEqual([
      400,
      PICK_TEXTS.submittedLocked("moneyline"),
    ]);
  });

  it("the newer sportsbook's one-pick call takes the draw as selection 'draw', and refuses it on a spread or in a sport without draws", async () => {
    const user = await createUser();
    const league = await leagueOf(soccer, user, ["spread", "moneyline"]);
    const game = await insertDailyGame(soccer, { kickoffAt: soon(), line: soccerLine(-0.25) });
    const one = (body: Record<string, unknown>, leagueId = league.id) =>
      call("/api/picks/", { token: user.token, body: { game: game.id, leagueId, ...body } });
    const onSpread = await one({ betType: "spread", selection: "draw" });
    expect([onSpread.status, onSpread.json.selection]).toEqual([
      400,
      [SERVER_PICK_TEXTS.drawIsMoneyline],
    ]);
    const res = await one({ betType: "moneyline", selection: "draw" });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      pick_type: "moneyline",
      picked_team: null,
      picked_outcome: "draw",
      odds_at_pick: 240,
    });
    const college = await ensureSeason();
    const collegeLeague = await leagueOf(college, user, ["moneyline"]);
    const collegeGame = await insertGame(college, { kickoffAt: soon() });
    const noDraw = await call("/api/picks/", {
      token: user.token,
      body: {
        game: collegeGame.id,
        leagueId: collegeLeague.id,
        betType: "moneyline",
        selection: "draw",
      },
    });
    expect([noDraw.status, noDraw.json.selection], noDraw.text).toEqual([
      400,
      [PICK_TEXTS.noDraw("NCAA Football")],
    ]);
    expect(await countPicks(user.id, collegeLeague.id)).toBe(0);
  });

  it("answers a team pick with picked_outcome null", async () => {
    const user = await createUser();
    const league = await leagueOf(soccer, user, ["spread", "moneyline"]);
    const game = await insertDailyGame(soccer, { kickoffAt: soon(), line: soccerLine(-0.75) });
    const res = await submit(user, league.id, [
      team(game, "moneyline", "away"),
      team(game, "spread"),
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.json.picks.map((p: { picked_outcome: unknown }) => p.picked_outcome)).toEqual([
      null,
      null,
    ]);
  });

  it("refuses a draw on a spread, with a team, or in a sport without draws, under the field, storing nothing", async () => {
    const user = await createUser();
    const league = await leagueOf(soccer, user, ["spread", "moneyline"]);
    const game = await insertDailyGame(soccer, { kickoffAt: soon(), line: soccerLine(0) });
    const field = "picks.1.picked_outcome";
    const onSpread = await submit(user, league.id, [
      team(game, "spread"),
      { ...draw(game), pick_type: "spread" },
    ]);
    expect([onSpread.status, onSpread.json]).toEqual([
      400,
      { [field]: [SERVER_PICK_TEXTS.drawIsMoneyline] },
    ]);
    const withTeam = await submit(user, league.id, [
      team(game, "spread"),
      { ...draw(game), picked_team_id: game.homeTeamId },
    ]);
    expect(withTeam.json).toEqual({ [field]: [SERVER_PICK_TEXTS.drawIsMoneyline] });
    const unknownOutcome = await submit(user, league.id, [
      { ...draw(game), picked_outcome: "tie" },
    ]);
    expect([unknownOutcome.status, unknownOutcome.json]).toEqual([
      400,
      { "picks.0.picked_outcome": ["picked_outcome must be draw"] },
    ]);
    expect(await countPicks(user.id, league.id)).toBe(0);

    const college = await ensureSeason();
    const collegeLeague = await leagueOf(college, user, ["moneyline"]);
    const collegeGame = await insertGame(college, { kickoffAt: soon() });
    const noDraw = await submit(user, collegeLeague.id, [
      { game_id: collegeGame.id, pick_type: "moneyline", picked_outcome: "draw" },
    ]);
    expect([noDraw.status, noDraw.json]).toEqual([
      400,
      { "picks.0.picked_outcome": [PICK_TEXTS.noDraw("NCAA Football")] },
    ]);
    expect(await countPicks(user.id, collegeLeague.id)).toBe(0);
  });

  it("grades a draw pick a win on 1–1 and a home pick a loss on it", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const game = await insertDailyGame(soccer, { kickoffAt: soon(), line: soccerLine(-0.25) });
    for (const [user, pick] of [
      [a, draw(game)],
      [b, team(game, "moneyline")],
    ] as const) {
      const league = await leagueOf(soccer, user, ["moneyline"]);
      expect((await submit(user, league.id, [pick])).status).toBe(201);
    }
    const graded = await finalAndGrade(game, 1, 1);
    expect(graded.map((p) => [p.user_id, p.picked_value, p.result, p.points])).toEqual([
      [a.id, "draw", "win", 1],
      [b.id, null, "loss", 0],
    ]);
  });

  it("grades Asian quarter lines: −0.25 loses on 0–0 and wins on 1–0, −0.75 wins on 1–0, from either side", async () => {
    const user = await createUser();
    const league = await leagueOf(soccer, user, ["spread"]);
    const cases: Array<[number, number, number, string, number]> = [
      [-0.25, 0, 0, "loss", 0],
      [-0.25, 1, 0, "win", 1],
      [-0.75, 1, 0, "win", 1],
      // Home +0.25 / +0.75: the away side picked at −0.25 / −0.75.
      [0.25, 0, 0, "loss", 0],
      [0.75, 0, 1, "win", 1],
    ];
    for (const [line, home, away, result, points] of cases) {
      const game = await insertDailyGame(soccer, { kickoffAt: soon(), line: soccerLine(line) });
      const pick = line > 0 ? team(game, "spread", "away") : team(game, "spread");
      const res = await submit(user, league.id, [pick]);
      expect(res.status, res.text).toBe(201);
      // The away side is stored at its own line (+0.75 from the home −0.75).
      expect(res.json.picks[0].spread_at_pick).toBe(line > 0 ? -line : line);
      const [graded] = await finalAndGrade(game, home, away);
      expect([line, home, away, graded!.result, graded!.points]).toEqual([
        line,
        home,
        away,
        result,
        points,
      ]);
    }
  });
});

describe("NBA: lines without prices", () => {
  it("picks a priceless spread and total with odds_at_pick null, whatever the odds range, and grades them", async () => {
    const user = await createUser();
    const league = await insertLeague(nba, [user], {
      allowedBetTypes: ["spread", "over_under"],
      allowedGamePortions: ["full_game"],
      minOdds: -110,
      maxOdds: 110,
    });
    const game = await insertDailyGame(nba, {
      kickoffAt: soon(),
      line: { homeSpread: -6.5, total: 221.5 },
    });
    const res = await submit(user, league.id, [
      team(game, "spread"),
      { game_id: game.id, pick_type: "over_under", picked_value: "under" },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.json.picks.map((p: { odds_at_pick: unknown }) => p.odds_at_pick)).toEqual([
      null,
      null,
    ]);
    const graded = await finalAndGrade(game, 112, 104);
    expect(graded.map((p) => [p.pick_type, p.result, p.points])).toEqual([
      ["spread", "win", 1],
      ["over_under", "win", 1],
    ]);
  });

  it("refuses a moneyline: the NBA has none", async () => {
    const user = await createUser();
    const league = await insertLeague(nba, [user], { name: "Hoops" });
    const game = await insertDailyGame(nba, { kickoffAt: soon(), line: { homeSpread: -2 } });
    const res = await submit(user, league.id, [team(game, "moneyline")]);
    expect([res.status, res.json.error]).toEqual([
      400,
      PICK_TEXTS.betTypeNotAllowed("Moneyline", "Hoops"),
    ]);
    expect(await countPicks(user.id, league.id)).toBe(0);
  });
});

describe("MLB: straight-up", () => {
  it("picks the winner without any odds row, stores no price, and grades it one point", async () => {
    const user = await createUser();
    const league = await leagueOf(mlb, user, ["moneyline"]);
    const game = await insertDailyGame(mlb, { kickoffAt: soon(), line: null });
    const res = await submit(user, league.id, [team(game, "moneyline", "away")]);
    expect(res.status, res.text).toBe(201);
    expect(res.json.picks[0]).toMatchObject({ odds_at_pick: null, picked_outcome: null });
    const [graded] = await finalAndGrade(game, 3, 5);
    expect([graded!.result, graded!.points]).toEqual(["win", 1]);
  });

  it("refuses a spread by name, and has no draw", async () => {
    const user = await createUser();
    const league = await insertLeague(mlb, [user], { name: "Diamond" });
    const game = await insertDailyGame(mlb, { kickoffAt: soon(), line: null });
    const spread = await submit(user, league.id, [team(game, "spread")]);
    expect([spread.status, spread.json.error]).toEqual([
      400,
      PICK_TEXTS.betTypeNotAllowed("Spread", "Diamond"),
    ]);
    const noDraw = await submit(user, league.id, [draw(game)]);
    expect(noDraw.json).toEqual({ "picks.0.picked_outcome": [PICK_TEXTS.noDraw("MLB")] });
    expect(await countPicks(user.id, league.id)).toBe(0);
  });
});

describe("a league of each sport offers only its sport's markets", () => {
  const create = (user: TestUser, body: Record<string, unknown>) =>
    call("/api/leagues/", {
      token: user.token,
      body: { name: "Daily Crew", sport_type: "single", ...body },
    });

  it("refuses what the calendar lacks, on the field, with the sport's words", async () => {
    const user = await createUser();
    const nbaMl = await create(user, { sport: "nba", allowed_bet_types: ["spread", "moneyline"] });
    expect([nbaMl.status, nbaMl.json]).toEqual([
      400,
      { allowed_bet_types: ["NBA leagues offer spread and over/under only"] },
    ]);
    const mlbSpread = await create(user, { sport: "mlb", allowed_bet_types: ["spread"] });
    expect([mlbSpread.status, mlbSpread.json]).toEqual([
      400,
      { allowed_bet_types: ["MLB leagues play straight-up: pick the winner"] },
    ]);
    const soccerHalf = await create(user, {
      sport: "soccer",
      allowed_game_portions: ["half_game"],
    });
    expect(soccerHalf.json).toEqual({
      allowed_game_portions: ["Soccer leagues offer full-game picks only"],
    });
  });

  it("gives a league that names no bet types its sport's: MLB plays the moneyline", async () => {
    const user = await createUser();
    const mlbLeague = await create(user, { sport: "mlb" });
    expect(mlbLeague.status, mlbLeague.text).toBe(201);
    expect(mlbLeague.json.allowed_bet_types).toEqual(["moneyline"]);
    const nbaLeague = await create(user, { sport: "nba" });
    expect(nbaLeague.json.allowed_bet_types).toEqual(["spread", "over_under"]);
  });
});
