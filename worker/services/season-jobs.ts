/**
 * The season's scheduled work, by cadence (registered in scheduled.ts):
 * - minute: live scores from the provider, then grading of finished games. When nothing is due
 *   and nothing is ungraded this is two indexed queries.
 * - hourly: current lines of the next 7 days' games.
 * - daily: AP polls.
 * Each step is idempotent, so the dev clock route can run everything at any instant.
 */
import type { Env } from "../env";
import { gradeFinishedGames } from "./grading";
import { syncLiveScores } from "./live-scores";
import { syncOdds } from "./odds-sync";
import { syncRankings } from "./rankings-sync";

export async function runSeasonMinuteJobs(env: Env, now: Date): Promise<void> {
  await syncLiveScores(env, now);
  await gradeFinishedGames(env, now);
}

export async function runSeasonHourlyJobs(env: Env, now: Date): Promise<void> {
  await syncOdds(env, now);
}

export async function runSeasonDailyJobs(env: Env, now: Date): Promise<void> {
  await syncRankings(env, now);
}
