/**
 * The one way a notification is created (ADR 1401). Every area's event reaches here through the
 * listeners (./listeners.ts), the reminder job (./jobs.ts), the announce script (same SQL shape)
 * and, later, the stats area's achievements (`raiseNotifications`).
 *
 * Guarantees:
 * - Exactly once per event and user: each draft carries a dedupe key naming its event, and
 *   UNIQUE (user_id, dedupe_key) with INSERT … ON CONFLICT DO NOTHING drops a second raise, however
 *   often a request is replayed, a listener re-runs or a job repeats.
 * - Never to the user who caused it (actor), and, for anything about a league, only to its active
 *   members at that moment: the checks are in the INSERT itself, so they hold under races.
 * - One D1 batch for every draft of a call; the rows that were really inserted (and only those)
 *   are returned and, for the pushed types, handed to Web Push (./push.ts) through the fan-out
 *   queue (ADR 0411). Drafts for a whole league are inserted by the queue too (`raiseLater`).
 */
import type { Env } from "#worker/env";
import { enqueueFanout } from "#worker/http/fanout";
import { PUSHED_TYPES, type Notification } from "#domain/notifications/contract";
import type { LeagueDraft, NotificationDraft } from "#domain/notifications/drafts";
import { notificationsByIds } from "./queries";

export type { LeagueDraft, NotificationDraft } from "#domain/notifications/drafts";

/** A notification just inserted, for Web Push. */
export interface RaisedNotification {
  userId: number;
  notification: Notification;
}

const COLUMNS = `(user_id, notification_type, dedupe_key, actor_id, league_id, object_type, object_id,
  title, message, action_url, created_at)`;

function insertOne(db: D1Database, d: NotificationDraft, now: string) {
  return db
    .prepare(
      `INSERT INTO notifications ${COLUMNS}
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11
       WHERE ?1 IS NOT ?4
         AND (?5 IS NULL OR EXISTS (SELECT 1 FROM league_members m
               WHERE m.league_id = ?5 AND m.user_id = ?1 AND m.status = 'active'))
       ON CONFLICT (user_id, dedupe_key) DO NOTHING
       RETURNING id`,
    )
    .bind(
      d.userId,
      d.type,
      d.dedupeKey,
      d.actorId ?? null,
      d.leagueId ?? null,
      d.objectType ?? null,
      d.objectId ?? null,
      d.title,
      d.message,
      d.actionUrl,
      now,
    );
}

function insertForLeague(db: D1Database, d: LeagueDraft, now: string) {
  return db
    .prepare(
      `INSERT INTO notifications ${COLUMNS}
       SELECT m.user_id, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
       FROM league_members m
       WHERE m.league_id = ?4 AND m.status = 'active' AND m.user_id IS NOT ?11 AND m.user_id IS NOT ?3
       ON CONFLICT (user_id, dedupe_key) DO NOTHING
       RETURNING id`,
    )
    .bind(
      d.type,
      d.dedupeKey,
      d.actorId ?? null,
      d.leagueId,
      d.objectType ?? null,
      d.objectId ?? null,
      d.title,
      d.message,
      d.actionUrl,
      now,
      d.exceptUserId,
    );
}

/**
 * Inserts the drafts (per user first, then league-wide, so a member both named and reached by the
 * league gets the named one when they share a dedupe key), in one batch. Returns what was new.
 */
export async function insertNotifications(
  env: Env,
  drafts: readonly NotificationDraft[],
  now: Date,
  leagueDrafts: readonly LeagueDraft[] = [],
): Promise<RaisedNotification[]> {
  const stamp = now.toISOString();
  const statements = [
    ...drafts.filter((d) => d.userId !== d.actorId).map((d) => insertOne(env.DB, d, stamp)),
    ...leagueDrafts.map((d) => insertForLeague(env.DB, d, stamp)),
  ];
  if (!statements.length) return [];
  const results = await env.DB.batch<{ id: number }>(statements);
  const ids = results.flatMap((r) => r.results.map((row) => row.id));
  return notificationsByIds(env.DB, ids, now);
}

/** Notification ids per push message: one consumer call pushes this many at most. */
const PUSH_MESSAGE_IDS = 100;

/**
 * Hands the pushed types among `raised` to Web Push (./push.ts, never throws) through the fan-out
 * queue, in messages of at most PUSH_MESSAGE_IDS notifications.
 */
export async function pushRaised(env: Env, raised: readonly RaisedNotification[]): Promise<void> {
  const ids = raised
    .filter((r) => PUSHED_TYPES.includes(r.notification.notification_type))
    .map((r) => r.notification.id);
  const messages = [];
  for (let i = 0; i < ids.length; i += PUSH_MESSAGE_IDS)
    messages.push({ type: "push" as const, notificationIds: ids.slice(i, i + PUSH_MESSAGE_IDS) });
  await enqueueFanout(env, messages);
}

/**
 * Drafts that reach a whole league, raised by the fan-out queue (ADR 0411): the request answers
 * without inserting a row per member. Inserted (and pushed) exactly as `raiseNotifications` does.
 */
export async function raiseLater(
  env: Env,
  items: NotificationDraft[],
  now: Date,
  leagueWide: LeagueDraft[],
): Promise<void> {
  await enqueueFanout(env, [
    { type: "notify", now: now.toISOString(), drafts: items, leagueDrafts: leagueWide },
  ]);
}

/**
 * Raises notifications from anywhere in the Worker (the stats area's achievement_earned, jobs):
 * inserted at most once per (user, dedupe key), never to their actor or to a non-member of their
 * league, then pushed when their type is pushed. Returns the notifications that were new.
 */
export async function raiseNotifications(
  env: Env,
  items: readonly NotificationDraft[],
  now: Date,
  options: { leagueWide?: readonly LeagueDraft[] } = {},
): Promise<RaisedNotification[]> {
  const raised = await insertNotifications(env, items, now, options.leagueWide);
  await pushRaised(env, raised);
  return raised;
}
