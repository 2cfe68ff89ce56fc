/**
 * Membership writes and the reads that decide them. Each write is a D1 statement for one
 * `writeBatch` (the request's Idempotency-Key answer commits with it).
 *
 * The join is trigger-guarded SQL (ADR 0402): the seat is taken by a conditional UPDATE and the
 * membership row is written only if that UPDATE changed a row, in the same batch, so `max_members`
 * holds under concurrent joins. Every other statement is drizzle over worker/db/schema.
 */
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { asStatement, getDb } from "#worker/db/client";
import { leagueInvitations, leagueMembers, leagues, users } from "#worker/db/schema";

/** The three statements of a join: seat, membership, the invitation it used. */
export function joinStatements(
  db: D1Database,
  leagueId: number,
  userId: number,
  email: string,
  now: string,
) {
  return [
    db
      .prepare(
        `UPDATE leagues SET member_count = member_count + 1, updated_at = ?
         WHERE id = ? AND is_active = 1 AND member_count < max_members
           AND NOT EXISTS (SELECT 1 FROM league_members WHERE league_id = ? AND user_id = ? AND status = 'active')`,
      )
      .bind(now, leagueId, leagueId, userId),
    db
      .prepare(
        `INSERT INTO league_members (league_id, user_id, role, status, joined_at)
         SELECT ?, ?, 'member', 'active', ? WHERE changes() = 1
         ON CONFLICT (league_id, user_id) DO UPDATE SET status = 'active', role = 'member', joined_at = excluded.joined_at, left_at = NULL`,
      )
      .bind(leagueId, userId, now),
    db
      .prepare(
        `UPDATE league_invitations SET accepted_at = ?
         WHERE league_id = ? AND email = ? AND accepted_at IS NULL
           AND EXISTS (SELECT 1 FROM league_members WHERE league_id = ? AND user_id = ? AND status = 'active' AND joined_at = ?)`,
      )
      .bind(now, leagueId, email, leagueId, userId, now),
  ];
}

/** The league's creator becomes its commissioner, in the batch that created the league. */
export const commissionerStatement = (db: D1Database, userId: number, now: string) =>
  asStatement(
    db,
    getDb(db)
      .insert(leagueMembers)
      .values({
        leagueId: sql`last_insert_rowid()`,
        userId,
        role: "admin",
        status: "active",
        joinedAt: now,
      }),
  );

/** A member leaves ('left') or is removed ('removed'); the commissioner never is. */
export const endMembershipStatement = (
  db: D1Database,
  leagueId: number,
  userId: number,
  status: "left" | "removed",
  now: string,
) =>
  asStatement(
    db,
    getDb(db)
      .update(leagueMembers)
      .set({ status, leftAt: now })
      .where(
        and(
          eq(leagueMembers.leagueId, leagueId),
          eq(leagueMembers.userId, userId),
          eq(leagueMembers.status, "active"),
          ne(leagueMembers.role, "admin"),
        ),
      ),
  );

/** The league's member count, recounted after someone left. */
export const recountMembersStatement = (db: D1Database, leagueId: number, now: string) =>
  asStatement(
    db,
    getDb(db)
      .update(leagues)
      .set({
        memberCount: sql`(SELECT COUNT(*) FROM league_members WHERE league_id = ${leagueId} AND status = 'active')`,
        updatedAt: now,
      })
      .where(eq(leagues.id, leagueId)),
  );

/** An invitation (a newer one replaces the last to the same address). */
export const invitationStatement = (
  db: D1Database,
  leagueId: number,
  email: string,
  invitedBy: number,
  now: string,
) =>
  asStatement(
    db,
    getDb(db)
      .insert(leagueInvitations)
      .values({ leagueId, email, invitedBy, createdAt: now })
      .onConflictDoUpdate({
        target: [leagueInvitations.leagueId, leagueInvitations.email],
        set: { invitedBy, createdAt: now, acceptedAt: null },
      }),
  );

/** The active member's username, or null when they are not an active member. */
export async function activeMemberName(db: D1Database, leagueId: number, userId: number) {
  const row = await getDb(db)
    .select({ username: users.username })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(
      and(
        eq(leagueMembers.leagueId, leagueId),
        eq(leagueMembers.userId, userId),
        eq(leagueMembers.status, "active"),
      ),
    )
    .get();
  return row?.username ?? null;
}

/** Whether an active member of the league has this e-mail. */
export async function isMemberEmail(db: D1Database, leagueId: number, email: string) {
  const row = await getDb(db)
    .select({ id: users.id })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(
      and(
        eq(leagueMembers.leagueId, leagueId),
        eq(leagueMembers.status, "active"),
        eq(users.email, email),
      ),
    )
    .get();
  return row !== undefined;
}

/** Whether an unused invitation to this address was sent after `since`. */
export async function hasInvitationSince(
  db: D1Database,
  leagueId: number,
  email: string,
  since: string,
) {
  const row = await getDb(db)
    .select({ id: leagueInvitations.id })
    .from(leagueInvitations)
    .where(
      and(
        eq(leagueInvitations.leagueId, leagueId),
        eq(leagueInvitations.email, email),
        isNull(leagueInvitations.acceptedAt),
        gt(leagueInvitations.createdAt, since),
      ),
    )
    .get();
  return row !== undefined;
}

// ---- invitation limits ----

/** One invitation per league and address per 10 minutes; a commissioner sends 50 a day. */
export const INVITATION_LIMITS = {
  perAddress: { limit: 1, windowMs: 10 * 60 * 1000 },
  perSender: { limit: 50, windowMs: 24 * 60 * 60 * 1000 },
} as const;

export const invitationEvents = (leagueId: number, email: string, senderId: number) => ({
  toAddress: { scope: "invitation" as const, subject: `${leagueId}|${email}` },
  bySender: { scope: "invitation_sender" as const, subject: String(senderId) },
});

export const invitationLimits = (events: ReturnType<typeof invitationEvents>) => [
  { ...events.toAddress, ...INVITATION_LIMITS.perAddress },
  { ...events.bySender, ...INVITATION_LIMITS.perSender },
];

/** A league name as a mail subject may carry it: one line, at most 40 characters. */
export function subjectName(name: string): string {
  const line = name.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ").trim();
  return line.length > 40 ? `${line.slice(0, 39).trimEnd()}…` : line;
}
