/**
 * The score push (issue 49, ADR 0416): after a graded game, each member it touched who opted in on
 * a device (push_subscriptions.scores) gets one push per device and league — the league's name
 * and their week so far ('Week 9 so far: 3–1 · 4 pts') — opening the league page. A push only:
 * nothing is stored in the notification centre, and nothing changes for a fan who did not opt in.
 *
 * Guarantees:
 * - The push carries the Web Push `Topic` `score-<league>` and the tag `score-<league>`: a newer
 *   score replaces an older one still waiting at the push service, and the one already shown.
 * - A device is sent a text only when it differs from the last one it was sent for that league
 *   (score_pushes, migrations/0038): the text is claimed before the POST (an upsert that changes
 *   only a different text), so a redelivered queue message sends nothing twice; a failed POST puts
 *   back what was there and answers "retry" (the queue retries with backoff, ADR 0411).
 * - 404/410 delete the subscription (./push-sender.ts); its score_pushes go with it.
 * - Never throws (a failure is logged and answered "retry"); without VAPID keys does nothing.
 */
import { scorePushText } from "#domain/notifications/score-push";
import type { Env } from "#worker/env";
import type { FanoutOutcome } from "#worker/http/fanout";
import { liveSubscriptions, sendPushes, vapidConfig, type PushJob } from "./push-sender";

/** A score is stale once the next games are graded; a few hours covers a phone off for a game. */
const SCORE_DELIVERY = { ttl: 3 * 60 * 60, urgency: "normal" } as const;

interface MemberWeek {
  user_id: number;
  league_name: string;
  sport_key: string | null;
  wins: number;
  losses: number;
  pushes: number;
  points: number;
}

interface SentRow {
  subscription_id: number;
  week: number;
  body: string;
  sent_at: string;
}

type ScoreJob = PushJob & { week: number };

/** The week's record of these active members with a device that asked for score pushes. */
async function optedInWeeks(env: Env, leagueId: number, week: number, userIds: number[]) {
  const { results } = await env.DB.prepare(
    `SELECT p.user_id, l.name AS league_name, s.key AS sport_key, p.wins, p.losses, p.pushes, p.points
       FROM league_week_points p
       JOIN leagues l ON l.id = p.league_id
       JOIN sports s ON s.id = l.sport_id
       JOIN league_members m ON m.league_id = p.league_id AND m.user_id = p.user_id AND m.status = 'active'
      WHERE p.league_id = ? AND p.week = ? AND p.user_id IN (SELECT value FROM json_each(?))
        AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = p.user_id AND ps.scores = 1)`,
  )
    .bind(leagueId, week, JSON.stringify(userIds))
    .all<MemberWeek>();
  return results;
}

/**
 * Claims each job's text in score_pushes: inserted, or replacing a different text. Resolves with
 * the jobs claimed (the rest were sent that text already) and what their rows held before.
 */
async function claim(env: Env, leagueId: number, jobs: ScoreJob[], now: Date) {
  const ids = JSON.stringify(jobs.map((j) => j.subscription.id));
  const [before, claimed] = await env.DB.batch([
    env.DB.prepare(
      `SELECT subscription_id, week, body, sent_at FROM score_pushes
        WHERE league_id = ? AND subscription_id IN (SELECT value FROM json_each(?))`,
    ).bind(leagueId, ids),
    env.DB.prepare(
      `INSERT INTO score_pushes (subscription_id, league_id, week, body, sent_at)
       SELECT value ->> 0, ?, value ->> 1, value ->> 2, ? FROM json_each(?) WHERE true
       ON CONFLICT (subscription_id, league_id) DO UPDATE
         SET week = excluded.week, body = excluded.body, sent_at = excluded.sent_at
         WHERE score_pushes.body IS NOT excluded.body
       RETURNING subscription_id`,
    ).bind(
      leagueId,
      now.toISOString(),
      JSON.stringify(jobs.map((j) => [j.subscription.id, j.week, j.payload.body])),
    ),
  ]);
  const mine = new Set(
    (claimed!.results as { subscription_id: number }[]).map((r) => r.subscription_id),
  );
  const previous = new Map(
    (before!.results as SentRow[]).map((r) => [r.subscription_id, r] as const),
  );
  return { jobs: jobs.filter((j) => mine.has(j.subscription.id)), previous };
}

/** A failed push's claim is undone (unless a newer text took its place meanwhile). */
function restore(env: Env, leagueId: number, job: ScoreJob, previous: SentRow | undefined) {
  const key = [job.subscription.id, leagueId, job.payload.body] as const;
  const where = "WHERE subscription_id = ? AND league_id = ? AND body = ?";
  return previous
    ? env.DB.prepare(`UPDATE score_pushes SET week = ?, body = ?, sent_at = ? ${where}`).bind(
        previous.week,
        previous.body,
        previous.sent_at,
        ...key,
      )
    : env.DB.prepare(`DELETE FROM score_pushes ${where}`).bind(...key);
}

/**
 * The fan-out queue's score push after grading (ADR 0416): each of these members' opted-in
 * devices is pushed their latest week of `weeks` so far in the league (see the file header).
 */
export async function pushLeagueScores(
  env: Env,
  graded: { leagueId: number; weeks: number[]; userIds: number[] },
  now: Date,
): Promise<FanoutOutcome> {
  const { leagueId, weeks, userIds } = graded;
  try {
    const vapid = vapidConfig(env);
    if (!vapid || !weeks.length || !userIds.length) return "done";
    const week = Math.max(...weeks);
    const members = await optedInWeeks(env, leagueId, week, userIds);
    if (!members.length) return "done";
    const byUser = new Map(members.map((m) => [m.user_id, m] as const));
    const devices = (await liveSubscriptions(env, [...byUser.keys()])).filter((s) => s.scores);
    const all: ScoreJob[] = devices.map((subscription) => {
      const m = byUser.get(subscription.user_id)!;
      return {
        subscription,
        week,
        payload: {
          title: m.league_name,
          body: scorePushText({ ...m, week, sport: m.sport_key }),
          url: `/leagues/${leagueId}`,
          tag: `score-${leagueId}`,
        },
        delivery: { ...SCORE_DELIVERY, topic: `score-${leagueId}` },
      };
    });
    if (!all.length) return "done";
    const { jobs, previous } = await claim(env, leagueId, all, now);
    const { failed } = await sendPushes(env, jobs, vapid);
    if (!failed.length) return "done";
    await env.DB.batch(
      failed.map((j) => restore(env, leagueId, j, previous.get(j.subscription.id))),
    );
    return "retry";
  } catch (error) {
    console.error("score push failed", leagueId, error);
    return "retry";
  }
}
