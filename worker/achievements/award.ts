/**
 * Awards achievements from history (ADR 1502). `awardAchievements` reads the facts of any number
 * of users in one batch (facts + stored dates, GROUP BY user_id), inserts what is newly earned in
 * one statement (ON CONFLICT DO NOTHING) and emits the rows really inserted (./events.ts), from
 * which notifications raise `achievement_earned` through their one insert path (worker/jobs.ts).
 * Running it again earns, emits and raises nothing new.
 *
 * It runs after the events that change the facts (listeners below: board posts and highlights,
 * accepted friendships; graded games through the fan-out queue's grade_league message,
 * worker/jobs.ts) and before GET /api/achievements/ answers.
 */
import { earnedIds, type AchievementFacts } from "#domain/achievements/catalogue";
import type { Env } from "#worker/env";
import { enqueueFanout } from "#worker/http/fanout";
import type { BoardEvent } from "#worker/board/events";
import type { SocialEvent } from "#worker/social/events";
import type { LeagueEvent } from "#worker/leagues/events";
import type { PickEvent } from "#worker/picks/events";
import { emitAchievementEvents } from "./events";
import {
  earnedStatement,
  factsOf,
  factsStatement,
  insertEarnedStatement,
  type EarnedRow,
  type FactsRow,
} from "./queries";

export interface AwardResult {
  /** Each user's facts as read by this run. */
  facts: Map<number, AchievementFacts>;
  /** Each user's earned achievements (id → earned_at), including the ones earned by this run. */
  earned: Map<number, Map<string, string>>;
  /** The rows this run inserted. */
  awarded: EarnedRow[];
}

/**
 * Earns what the users' history earns and is not stored yet, stamped `now` (the moment the award
 * saw it). At most three round trips whatever the number of users: one read batch, one insert when
 * something is new, and (through the listener) the notification batch for the new rows.
 */
export async function awardAchievements(
  env: Env,
  userIds: readonly number[],
  now: Date,
): Promise<AwardResult> {
  const ids = [...new Set(userIds)];
  const result: AwardResult = { facts: new Map(), earned: new Map(), awarded: [] };
  if (!ids.length) return result;
  const db = env.DB;
  const [factRows, earnedRows] = await db.batch([
    factsStatement(db, ids),
    earnedStatement(db, ids),
  ]);
  for (const id of ids) result.earned.set(id, new Map());
  for (const row of earnedRows!.results as unknown as EarnedRow[])
    result.earned.get(row.user_id)?.set(row.achievement_id, row.earned_at);
  const pairs: Array<[number, string]> = [];
  for (const row of factRows!.results as unknown as FactsRow[]) {
    const facts = factsOf(row);
    result.facts.set(row.user_id, facts);
    const stored = result.earned.get(row.user_id)!;
    for (const id of earnedIds(facts)) if (!stored.has(id)) pairs.push([row.user_id, id]);
  }
  if (!pairs.length) return result;
  const { results: inserted } = await insertEarnedStatement(
    db,
    pairs,
    now.toISOString(),
  ).all<EarnedRow>();
  for (const row of inserted)
    result.earned.get(row.user_id)?.set(row.achievement_id, row.earned_at);
  result.awarded = inserted;
  // Notifications listen (worker/jobs.ts): achievement_earned for exactly these rows.
  await emitAchievementEvents(
    env,
    [
      {
        type: "earned",
        earned: inserted.map((r) => ({ userId: r.user_id, achievementId: r.achievement_id })),
      },
    ],
    now,
  );
  return result;
}

/**
 * Runs the award on the fan-out queue (ADR 0411; inline, awaited, in the worker tests). Never
 * throws: a run that fails is retried by the queue, and the next event or dashboard visit earns
 * it anyway.
 */
async function awardLater(env: Env, userIds: readonly number[], now: Date): Promise<void> {
  if (!userIds.length) return;
  await enqueueFanout(env, [
    { type: "award", now: now.toISOString(), userIds: [...new Set(userIds)] },
  ]);
}

/** Board listener: a post or reply (first post), a highlight (the author's highlighted post). */
export async function awardAfterBoardEvent(env: Env, event: BoardEvent, now: Date) {
  switch (event.type) {
    case "posted":
    case "commented":
      return awardLater(env, [event.authorId], now);
    case "highlighted":
      if (event.highlighted && event.authorId !== null)
        return awardLater(env, [event.authorId], now);
      return;
    default:
      return;
  }
}

/** League listener: a league created (commissioner) or joined (member of three). */
export async function awardAfterLeagueEvent(env: Env, event: LeagueEvent, now: Date) {
  if (event.type === "created" || event.type === "joined")
    return awardLater(env, [event.userId], now);
}

/** Picks listener: new picks (first pick, 100 picks). */
export async function awardAfterPickEvent(env: Env, event: PickEvent, now: Date) {
  // Picks the server made for a member (auto-pick) are not the member's doing.
  if (event.type !== "submitted") return;
  return awardLater(env, [event.userId], now);
}

/** Social listener: an accepted friendship counts for both friends. */
export async function awardAfterSocialEvent(env: Env, event: SocialEvent, now: Date) {
  if (event.type === "friend_accepted") return awardLater(env, [event.requesterId, event.by], now);
}
