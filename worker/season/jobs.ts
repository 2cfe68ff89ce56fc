/**
 * The season's scheduled work, by cadence (registered in scheduled.ts):
 * - minute: live scores from the provider, then grading of finished games. When nothing is due
 *   and nothing is ungraded this is two indexed queries.
 * - hourly: current lines of the next 7 days' games.
 * - daily: AP polls.
 * Each step is idempotent, so the dev clock route can run everything at any instant.
 */
import type { Env } from "#worker/env";
import { gradeFinishedGames } from "#worker/season/grading";
import { syncLiveScores } from "#worker/season/live-scores";
import { syncOdds } from "#worker/season/odds-sync";
import { syncRankings } from "#worker/season/rankings-sync";

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
