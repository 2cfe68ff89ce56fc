/**
 * Seed step (Node, `npm start`): imports the bundled 2024 college season, then the 2024 NFL season
 * on the same replay shift, into the local D1 and replays both up to the server clock, so games
 * before "now" are final and graded and the ticker is live. DEMO_WEEK (environment or .dev.vars)
 * picks the college app week "now" falls in; the NFL follows the same shift.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Env } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import { gradeFinishedGames } from "#worker/season/grading";
import { syncLiveScores } from "#worker/season/live-scores";
import { importNflSeason, type NflFiles } from "./import-nfl";
import { importSeason, type SeasonFiles } from "./import-season";

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
  const live = await syncLiveScores(env, now);
  const graded = await gradeFinishedGames(env, now);
  return (
    `${summary.games} games, ${summary.odds} lines, ${summary.props} props, ${summary.rankings} poll rows; ` +
    `NFL ${nfl.games} games of ${nfl.teams} teams, ${nfl.odds} lines${nfl.reset ? ` (${nfl.reset} moved)` : ""}; ` +
    `shifted ${summary.shiftWeeks} weeks${summary.reanchored ? " (re-anchored)" : ""}; ` +
    `${live.updated} game states replayed, ${graded.games} games graded`
  );
}
