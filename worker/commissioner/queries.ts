/**
 * The commissioner's log (migrations/0034, ADR 0408): the one INSERT of an act's audit row (it
 * goes in the act's own D1 batch, so an act is never stored without its row nor a row without its
 * act), and the one read of a league's log as a reader may see it: an entered pick whose game has
 * not kicked off shows only to its member and the commissioner, unless the league shows picks
 * before lock (domain/leagues/pick-visibility.ts, the rule of the weekly picks).
 */
import type {
  CommissionerAction,
  CommissionerLogEntry,
  LoggedPick,
} from "#domain/commissioner/contract";
import { isPickVisible } from "#domain/leagues/pick-visibility";
import { describePick } from "#domain/picks/describe";
import type { SubmittedPick } from "#domain/picks/contract";

/** The newest entries a log answer lists. */
export const LOG_LIMIT = 500;

export interface LogWrite {
  leagueId: number;
  actorId: number;
  action: CommissionerAction;
  targetUserId: number | null;
  week: number | null;
  gameId: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason: string;
  now: Date;
}

export function logInsertStatement(db: D1Database, w: LogWrite) {
  return db
    .prepare(
      `INSERT INTO commissioner_log (league_id, actor_id, action, target_user_id, week, game_id,
         before_json, after_json, reason, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      w.leagueId,
      w.actorId,
      w.action,
      w.targetUserId,
      w.week,
      w.gameId,
      JSON.stringify(w.before),
      JSON.stringify(w.after),
      w.reason,
      w.now.toISOString(),
    );
}

/** A pick as the log keeps it: what was picked, at which line, on which game. */
export const loggedPick = (p: SubmittedPick): LoggedPick => ({
  game_id: p.game_id,
  kickoff_at: p.game_detail.game_time,
  pick_type: p.pick_type,
  game_portion: p.game_portion,
  pick: describePick(p),
  is_lock: p.is_lock,
  confidence: p.confidence ?? null,
});

interface LogRow {
  id: number;
  actor_id: number;
  actor_username: string;
  action: CommissionerAction;
  target_user_id: number | null;
  target_username: string | null;
  before_json: string;
  after_json: string;
  reason: string;
  created_at: string;
}

export interface LogReader {
  viewerId: number;
  showPicksBeforeLock: boolean;
  now: Date;
}

/** An entered pick not visible to this reader: which game, nothing of the pick. */
function forReader(json: Record<string, unknown>, row: LogRow, reader: LogReader) {
  if (row.action !== "enter_pick" || !Array.isArray(json.picks)) return json;
  const mayKnow = reader.viewerId === row.actor_id;
  const picks = (json.picks as LoggedPick[]).map((p) =>
    mayKnow ||
    isPickVisible({
      ownerId: row.target_user_id ?? 0,
      viewerId: reader.viewerId,
      kickoffAt: p.kickoff_at,
      gameStatus: "scheduled",
      weekOver: false,
      showPicksBeforeLock: reader.showPicksBeforeLock,
      sharedEarly: false,
      now: reader.now,
    })
      ? p
      : { game_id: p.game_id, kickoff_at: p.kickoff_at, hidden: true },
  );
  return { ...json, picks };
}

export function entryJson(row: LogRow, reader: LogReader): CommissionerLogEntry {
  return {
    id: row.id,
    actor_username: row.actor_username,
    action: row.action,
    target_username: row.target_username,
    before: forReader(JSON.parse(row.before_json) as Record<string, unknown>, row, reader),
    after: forReader(JSON.parse(row.after_json) as Record<string, unknown>, row, reader),
    reason: row.reason,
    created_at: row.created_at,
  };
}

/** A league's log, newest first (one statement). */
export async function readLog(
  db: D1Database,
  leagueId: number,
  reader: LogReader,
): Promise<CommissionerLogEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.actor_id, a.username AS actor_username, c.action, c.target_user_id,
         t.username AS target_username, c.before_json, c.after_json, c.reason, c.created_at
       FROM commissioner_log c
       JOIN users a ON a.id = c.actor_id
       LEFT JOIN users t ON t.id = c.target_user_id
       WHERE c.league_id = ?
       ORDER BY c.id DESC LIMIT ?`,
    )
    .bind(leagueId, LOG_LIMIT)
    .all<LogRow>();
  return results.map((r) => entryJson(r, reader));
}

/** The entry of an act just written, as the log will list it (the act's answer). */
export function draftEntry(
  w: LogWrite,
  names: { id: number; actor: string; target: string | null },
): CommissionerLogEntry {
  return {
    id: names.id,
    actor_username: names.actor,
    action: w.action,
    target_username: names.target,
    before: w.before,
    after: w.after,
    reason: w.reason,
    created_at: w.now.toISOString(),
  };
}
