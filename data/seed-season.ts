/**
 * Seed step (Node, `npm start`): imports the bundled 2024 college season, then the 2024 NFL season
 * and the NBA, NHL, MLB and Premier League seasons on the same replay shift, into the local D1 and
 * replays them all up to the server clock, so games before "now" are final and graded and the
 * ticker is live. DEMO_WEEK (environment or .dev.vars) picks the college app week "now" falls in;
 * every other sport follows the same shift.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Env } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import { gradeFinishedGames } from "#worker/season/grading";
import { syncLiveScores } from "#worker/season/live-scores";
import { importMlbSeason, type MlbFiles } from "./import-mlb";
import { importNbaSeason, type NbaFiles } from "./import-nba";
import { importNflSeason, type NflFiles } from "./import-nfl";
import { importNhlSeason, type NhlFiles } from "./import-nhl";
import { importSeason } from "./import-season";
import { type SeasonFiles } from "./season-source";
import { importSoccerSeason, type SoccerFiles } from "./import-soccer";
import type { SportImportSummary } from "./import-sport";

const read = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), "utf8");

export function readSeasonFiles(): SeasonFiles {
  return {
    games: read("games_2024.csv"),
    teams: read("teams_2024.csv"),
    closingLines: read("lines_2024_closing.csv"),
    apPoll: read("ap_poll_2024.csv"),
    coachesPoll: read("coaches_poll_2024.csv"),
    cfpRankings: read("cfp_rankings_2024.csv"),
    playerStats: read("player_game_stats_2024.csv"),
  };
}

export function readNflFiles(): NflFiles {
  return { games: read("nfl_games_2024.csv"), teams: read("nfl_teams_2024.csv") };
}

/** The four seasons of issue 45, as data/ bundles them. */
export function readDailyFiles(): {
  nba: NbaFiles;
  nhl: NhlFiles;
  mlb: MlbFiles;
  soccer: SoccerFiles;
} {
  return {
    nba: { games: read("nba_games_2024_25.csv"), teams: read("nba_teams_2024_25.csv") },
    nhl: {
      results: read("nhl_results_2024_25.csv"),
      odds: read("nhl_odds_2024_25_gameday_noon_et.csv"),
      teams: read("nhl_teams_2024_25.csv"),
    },
    mlb: { gameLog: read("mlb_gl2024.txt"), teams: read("mlb_teams_2024.csv") },
    soccer: { matches: read("epl_2024_25.csv"), teams: read("epl_teams_2024_25.csv") },
  };
}

const sportLine = (name: string, s: SportImportSummary) =>
  `${name} ${s.games} games of ${s.teams} teams, ${s.odds} lines${s.reset ? ` (${s.reset} moved)` : ""}`;

export function parseDemoWeek(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const week = Number(value);
  if (!Number.isInteger(week) || week < 0 || week > 22) {
    throw new Error(`DEMO_WEEK must be a whole number from 0 to 22, got "${value}"`);
  }
  return week;
}

export async function seedSeason(env: Env): Promise<string> {
  const now = await serverNow(env);
  const demoWeek = parseDemoWeek(process.env.DEMO_WEEK ?? env.DEMO_WEEK);
  const summary = await importSeason(env.DB, readSeasonFiles(), { now, demoWeek });
  // After college, which writes (or re-anchors) the replay shift the NFL kickoffs follow.
  const nfl = await importNflSeason(env.DB, readNflFiles(), { now });
  const daily = readDailyFiles();
  const others = [
    sportLine("NBA", await importNbaSeason(env.DB, daily.nba, { now })),
    sportLine("NHL", await importNhlSeason(env.DB, daily.nhl, { now })),
    sportLine("MLB", await importMlbSeason(env.DB, daily.mlb, { now })),
    sportLine("Premier League", await importSoccerSeason(env.DB, daily.soccer, { now })),
  ];
  const live = await syncLiveScores(env, now);
  const graded = await gradeFinishedGames(env, now);
  return (
    `${summary.games} games, ${summary.odds} lines, ${summary.props} props, ${summary.rankings} poll rows; ` +
    `${[sportLine("NFL", nfl), ...others].join("; ")}; ` +
    `shifted ${summary.shiftWeeks} weeks${summary.reanchored ? " (re-anchored)" : ""}; ` +
    `${live.updated} game states replayed, ${graded.games} games graded`
  );
}
