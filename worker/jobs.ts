/**
 * Scheduled work (cron triggers in wrangler.toml). Every job is idempotent: running it twice in a
 * row changes nothing. The dev clock route runs all of them at once after moving time.
 */
import type { Env } from "#worker/env";
import { purgeIdempotencyKeys } from "#worker/http/idempotency";
import { purgeThrottleEvents } from "#worker/http/throttle";
import { purgeExpiredAccountData } from "#worker/accounts/jobs";
import { runSeasonDailyJobs, runSeasonHourlyJobs, runSeasonMinuteJobs } from "#worker/season/jobs";
import { postWeekResults } from "#worker/board/auto-posts";
import { onFanout } from "#worker/http/fanout";
import { gradeLeagueGames } from "#worker/season/league-grading";
import { raiseNotifications } from "#worker/notifications/raise";
import { pushStored } from "#worker/notifications/push";
import { pushLeagueScores } from "#worker/notifications/score-push";
import { onBoardEvent } from "#worker/board/events";
import { onLeagueEvent } from "#worker/leagues/events";
import { onSocialEvent } from "#worker/social/events";
import {
  notifyBoardEvent,
  notifyLeagueEvent,
  notifySocialEvent,
  notifyAchievementEvent,
  notifyPickEvent,
} from "#worker/notifications/listeners";
import { purgeClearedNotifications, sendPickReminders } from "#worker/notifications/jobs";
import {
  awardAchievements,
  awardAfterBoardEvent,
  awardAfterLeagueEvent,
  awardAfterPickEvent,
  awardAfterSocialEvent,
} from "#worker/achievements/award";
import { onAchievementEvent } from "#worker/achievements/events";
import { onPickEvent } from "#worker/picks/events";
import { runAutoPicks } from "#worker/picks/auto-pick-job";
import { runSurvivorAutoPicks } from "#worker/survivor/auto-pick-job";
import { gradeSurvivorLeagues } from "#worker/survivor/grading";
import { onSurvivorEvent } from "#worker/survivor/events";
import { notifySurvivorEvent } from "#worker/notifications/survivor-listener";
import { onCommissionerEvent } from "#worker/commissioner/events";
import { notifyCommissionerEvent } from "#worker/notifications/commissioner-listener";

// The fan-out queue's handlers (worker/http/fanout.ts): each message type has one.
onFanout("notify", async (env, m) => {
  await raiseNotifications(env, m.drafts, new Date(m.now), { leagueWide: m.leagueDrafts });
});
onFanout("push", (env, m) => pushStored(env, m.notificationIds));
onFanout("award", async (env, m) => {
  await awardAchievements(env, m.userIds, new Date(m.now));
});
// One league's grading (ADR 0411), then what it earns: the weeks' automatic posts, achievements.
onFanout("grade_league", async (env, m) => {
  const now = new Date(m.now);
  const { weeks, userIds } = await gradeLeagueGames(env, m.leagueId, m.gameIds, now);
  for (const week of weeks) await postWeekResults(env, m.leagueId, week, now);
  await awardAchievements(env, userIds, now);
  // The opted-in members' week so far (ADR 0416); "retry" when a push failed (the grading and
  // the posts run again then, writing nothing twice).
  return pushLeagueScores(env, { leagueId: m.leagueId, weeks, userIds }, now);
});
// What the board, friendships, league settings and achievements raise: notifications (ADR 1401).
onBoardEvent(notifyBoardEvent);
onSocialEvent(notifySocialEvent);
onLeagueEvent(notifyLeagueEvent);
onSurvivorEvent(notifySurvivorEvent);
onCommissionerEvent(notifyCommissionerEvent);
onAchievementEvent(notifyAchievementEvent);
// What auto-pick raises (issue 47): the member hears their week was picked for them.
onPickEvent(notifyPickEvent);
// What earns achievements (ADR 1502): picks (their grading: grade_league above), leagues created
// or joined, board posts and highlights, new friends.
onBoardEvent(awardAfterBoardEvent);
onSocialEvent(awardAfterSocialEvent);
onLeagueEvent(awardAfterLeagueEvent);
onPickEvent(awardAfterPickEvent);

export type JobSet = "minute" | "hourly" | "daily" | "all";

export function jobSetForCron(cron: string): JobSet {
  if (cron === "* * * * *") return "minute";
  if (cron.startsWith("0 ")) return "hourly";
  return "daily";
}

type Job = (env: Env, now: Date) => Promise<void>;

const survivorJob: Job = async (env, now) => {
  await gradeSurvivorLeagues(env, now);
};

/** Jobs by cadence; areas register theirs here (scores and grading, odds, rankings, purges). */
const jobs: Record<Exclude<JobSet, "all">, Job[]> = {
  // Survivor weeks grade after the season's games and picks (worker/survivor/grading.ts); auto-pick
  // (standard and confidence, then survivor) runs last, so the week's scores and lines are current.
  minute: [runSeasonMinuteJobs, survivorJob, runAutoPicks, runSurvivorAutoPicks],
  hourly: [runSeasonHourlyJobs, sendPickReminders],
  daily: [
    runSeasonDailyJobs,
    purgeExpiredAccountData,
    purgeIdempotencyKeys,
    purgeThrottleEvents,
    purgeClearedNotifications,
  ],
};

export async function runScheduledJobs(env: Env, now: Date, set: JobSet): Promise<void> {
  const selected = set === "all" ? [...jobs.minute, ...jobs.hourly, ...jobs.daily] : jobs[set];
  for (const job of selected) await job(env, now);
}
