/**
 * The fan-out queue's messages (ADR 0411): everything a request or the minute cron hands to the
 * queue instead of doing it itself. Plain JSON (the queue carries them as `contentType: "json"`);
 * `now` is the producer's server clock, so a message consumed later still dates its work then.
 * Each is idempotent: consuming it twice writes nothing twice (see each type).
 */
import type { LeagueDraft, NotificationDraft } from "#domain/notifications/drafts";

export type FanoutMessage =
  /** Notifications to a league's members (deduped by (user_id, dedupe_key)), then their push. */
  | { type: "notify"; now: string; drafts: NotificationDraft[]; leagueDrafts: LeagueDraft[] }
  /** Web Push of stored notifications (push_deliveries: each device once per notification). */
  | { type: "push"; notificationIds: number[] }
  /** An achievement award run (user_achievements: ON CONFLICT DO NOTHING). */
  | { type: "award"; now: string; userIds: number[] }
  /**
   * One league's grading of finished games (worker/season/league-grading.ts: its picks and
   * league_week_points, rewritten whole per game), then its weeks' automatic posts (auto_key,
   * INSERT OR IGNORE) and its members' achievements.
   */
  | { type: "grade_league"; now: string; leagueId: number; gameIds: number[] };

export type FanoutType = FanoutMessage["type"];

export const FANOUT_TYPES: readonly FanoutType[] = ["notify", "push", "award", "grade_league"];

/** Whether a queue body is one of ours (its type known to this deploy). */
export function isFanoutMessage(body: unknown): body is FanoutMessage {
  const type = (body as { type?: unknown } | null)?.type;
  return typeof type === "string" && (FANOUT_TYPES as readonly string[]).includes(type);
}
