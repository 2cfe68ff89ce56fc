/**
 * The four seasons of issue 45 (NBA, NHL, MLB, Premier League) imported into a Worker test's D1
 * from the same files and importers `npm start` uses, at season-support's fixed anchor; and the
 * reads their tests share.
 */
import { env } from "cloudflare:test";
import { beforeAll } from "vitest";
import eplMatches from "#data/epl_2024_25.csv?raw";
import eplTeams from "#data/epl_teams_2024_25.csv?raw";
import mlbGameLog from "#data/mlb_gl2024.txt?raw";
import mlbTeams from "#data/mlb_teams_2024.csv?raw";
import nbaGames from "#data/nba_games_2024_25.csv?raw";
import nbaTeams from "#data/nba_teams_2024_25.csv?raw";
import nhlOdds from "#data/nhl_odds_2024_25_gameday_noon_et.csv?raw";
import nhlResults from "#data/nhl_results_2024_25.csv?raw";
import nhlTeams from "#data/nhl_teams_2024_25.csv?raw";
import { importMlbSeason, type MlbFiles } from "#data/import-mlb";
import { importNbaSeason, type NbaFiles } from "#data/import-nba";
import { importNhlSeason, type NhlFiles } from "#data/import-nhl";
import { importSoccerSeason, type SoccerFiles } from "#data/import-soccer";
import type { SportImportSummary } from "#data/import-sport";
import { IMPORT_NOW } from "./season-support";

export const nbaFiles: NbaFiles = { games: nbaGames, teams: nbaTeams };
export const nhlFiles: NhlFiles = { results: nhlResults, odds: nhlOdds, teams: nhlTeams };
export const mlbFiles: MlbFiles = { gameLog: mlbGameLog, teams: mlbTeams };
export const soccerFiles: SoccerFiles = { matches: eplMatches, teams: eplTeams };

export const IMPORTERS: Record<string, () => Promise<SportImportSummary>> = {
  nba: () => importNbaSeason(env.DB, nbaFiles, { now: IMPORT_NOW }),
  nhl: () => importNhlSeason(env.DB, nhlFiles, { now: IMPORT_NOW }),
  mlb: () => importMlbSeason(env.DB, mlbFiles, { now: IMPORT_NOW }),
  soccer: () => importSoccerSeason(env.DB, soccerFiles, { now: IMPORT_NOW }),
};

/** Imports the given sports once before a file's tests; `summaries` holds the first import's. */
export const summaries: Record<string, SportImportSummary> = {};
export function loadSports(...sports: string[]) {
  beforeAll(async () => {
    for (const sport of sports) summaries[sport] = await IMPORTERS[sport]!();
  }, 180_000);
}

export type Row = Record<string, unknown>;

/** Every game of a sport's season, by id. */
export async function gamesOf(sport: string): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    `SELECT g.* FROM games g JOIN seasons s ON s.id = g.season_id JOIN sports sp ON sp.id = s.sport_id
      WHERE sp.key = ? ORDER BY g.id`,
  )
    .bind(sport)
    .all<Row>();
  return results;
}

/** A sport's teams with their conference's name. */
export async function teamsOf(classification: string): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    "SELECT t.*, c.name AS conference FROM teams t LEFT JOIN conferences c ON c.id = t.conference_id WHERE t.classification = ? ORDER BY t.id",
  )
    .bind(classification)
    .all<Row>();
  return results;
}

export async function oddsOf(gameId: number): Promise<Row | null> {
  return env.DB.prepare("SELECT * FROM odds WHERE game_id = ? AND game_portion = 'full_game'")
    .bind(gameId)
    .first<Row>();
}

export async function sourceOf(gameId: number): Promise<Row | null> {
  return env.DB.prepare("SELECT * FROM game_source_results WHERE game_id = ?")
    .bind(gameId)
    .first<Row>();
}

/** Each sport's rows of the season tables, to show a second import changes nothing. */
export async function sportSnapshot(sport: string) {
  const ids = (await gamesOf(sport)).map((g) => g.id as number);
  const inList = `(SELECT g.id FROM games g JOIN seasons s ON s.id = g.season_id JOIN sports sp ON sp.id = s.sport_id WHERE sp.key = '${sport}')`;
  const out: Record<string, unknown[]> = { ids };
  for (const t of ["games", "game_source_results", "odds", "odds_history"]) {
    const key = t === "games" ? "id" : "game_id";
    out[t] = (
      await env.DB.prepare(`SELECT * FROM ${t} WHERE ${key} IN ${inList} ORDER BY 1, 2, 3`).all()
    ).results;
  }
  out.teams = await teamsOf(sport);
  return out;
}

/** The distinct weeks of a list of games, in order. */
export const weeksOf = (games: Row[]) =>
  [...new Set(games.map((g) => g.week as number))].sort((a, b) => a - b);

/** 1..n */
export const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);
