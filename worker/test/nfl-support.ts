/**
 * What the NFL tests share (issue 16, ADR 1601). The league tests (nfl-leagues-*.test.ts): the
 * real 2024 NFL season imported beside a college fixture season, the clock two days before week
 * 15's Thursday game, and the calls that make an NFL league and submit its picks. The season tests
 * (nfl-season*.test.ts): the NFL season imported beside the real college season, and the raw rows
 * of its games file.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect } from "vitest";
import { parseCsv } from "#data/csv";
import { HOUR } from "./accounts-support";
import { call, setClock, type TestUser as User } from "./support";
import { ensureSeason, insertGame, type SeasonFixture } from "./fixtures/sportsbook";
import { importTestNflSeason, nflFiles, shiftWeeks } from "./season-support";

export interface NflGame {
  id: number;
  week: number;
  kickoff_at: string;
  home_team_id: number;
  away_team_id: number;
  home_spread: number;
}

export let college: SeasonFixture;
export let nflSeasonId: number;
let games: NflGame[];
let clock: Date;
export const week = (n: number) => games.filter((g) => g.week === n);

/** The games file's rows, each by its key ('2024_14_SEA_ARI'), and a game's id (its ESPN id). */
export const raw = parseCsv(nflFiles.games);
export const rawByKey = new Map(raw.map((r) => [r.game_id!, r]));
export const idOf = (key: string) => Number(rawByKey.get(key)!.espn);

/** The college season's replay shift, read after loadNflBesideCollege's import. */
export let collegeShift: number;

/** Imports the real college season and the NFL season once before a file's tests. */
export function loadNflBesideCollege() {
  beforeAll(async () => {
    // As `npm start`: the college season first (it writes the replay shift), then the NFL.
    await importTestNflSeason({ withCollege: true });
    collegeShift = await shiftWeeks();
    nflSeasonId = (await env.DB.prepare(
      "SELECT s.id FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE sp.key = 'nfl' AND s.year = 2024",
    ).first<{ id: number }>())!.id;
  }, 180_000);
}

/** Loads the seasons and sets the clock, once before a file's tests. */
export function loadNflSeason() {
  beforeAll(async () => {
    // A college season (the sportsbook's default sport) and the real NFL season beside it.
    college = await ensureSeason();
    await importTestNflSeason();
    nflSeasonId = (await env.DB.prepare(
      "SELECT s.id FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE sp.key = 'nfl'",
    ).first<{ id: number }>())!.id;
    games = (
      await env.DB.prepare(
        `SELECT g.id, g.week, g.kickoff_at, g.home_team_id, g.away_team_id, o.home_spread
         FROM games g JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
         WHERE g.season_id = ? ORDER BY g.kickoff_at, g.id`,
      )
        .bind(nflSeasonId)
        .all<NflGame>()
    ).results;
    // Two days before week 15's Thursday game: the replay has played weeks 1-14 to the end.
    clock = new Date(Date.parse(week(15)[0]!.kickoff_at) - 48 * HOUR);
    await setClock(clock.toISOString());
    await insertGame(college, { week: 5, kickoffAt: new Date(clock.getTime() + 5 * HOUR) });
  }, 120_000);
}

/** POST /api/leagues/ as `user`. */
export const postLeague = (user: User, body: Record<string, unknown>) =>
  call("/api/leagues/", { token: user.token, body: { name: "Sunday Crew", ...body } });

export async function nflLeague(user: User, body: Record<string, unknown> = {}) {
  const res = await postLeague(user, { sport_type: "nfl", ...body });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; name: string };
}

export const spread = (g: NflGame, portion = "full_game") => ({
  game_id: g.id,
  pick_type: "spread",
  game_portion: portion,
  picked_team_id: g.home_team_id,
});

export const submit = (
  user: User,
  leagueId: number,
  weekValue: number | string,
  picks: unknown[],
) =>
  call("/api/weekly-picks/submit_picks/", {
    token: user.token,
    body: { league_id: leagueId, week: weekValue, picks },
  });
