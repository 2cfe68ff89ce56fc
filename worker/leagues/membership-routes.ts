/**
 * Membership (spec 001 section 7 "Leagues"): POST /api/leagues/join/ (by code or id), and a
 * league's leave/, kick_member/ and invite_user/. Mounted by ./routes.ts behind its requireAuth.
 *
 * - `max_members` holds under concurrent joins: the seat is taken by a conditional UPDATE and the
 *   membership row is written only if that UPDATE changed a row, in the same D1 batch (ADR 0402).
 * - A member who left or was removed rejoins only with an invitation newer than their leaving.
 * - Only the commissioner invites and kicks; the commissioner can neither leave nor be kicked.
 */
import { Hono, type Context } from "hono";
import {
  InviteSchema,
  JoinSchema,
  KickSchema,
  type InviteResponse,
  type JoinResponse,
  type KickResponse,
  type LeaveResponse,
} from "#domain/leagues/contract";
import { normaliseLeagueCode } from "#domain/leagues/league-code";
import type { AppBindings } from "#worker/env";
import { badRequest, fieldError, forbidden, notFound } from "#worker/http/errors";
import { validateJson } from "#worker/http/validate";
import { writeBatch } from "#worker/http/idempotency";
import { sql } from "drizzle-orm";
import { findUserById } from "#worker/accounts/queries";
import { recordEventsStatement, retryText, throttle } from "#worker/http/throttle";
import { requireCommissioner, requireMember } from "./access";
import {
  isActiveMember,
  isCommissioner,
  loadLeague,
  loadVisibleLeague,
  loadLeagueByCode,
  type LeagueRow,
} from "./queries";
import { emitLeagueEvents } from "./events";
import {
  activeMemberName,
  invitationEvents,
  invitationLimits,
  subjectName,
  endMembershipStatement,
  hasInvitationSince,
  invitationStatement,
  isMemberEmail,
  joinStatements,
  recountMembersStatement,
} from "./membership";
import { appLink, sendMail } from "#worker/mail/mail";
import { membershipPostStatement } from "#worker/board/queries";

import { LEAGUE_TEXT } from "./texts";

type Ctx = Context<AppBindings>;

/** The seat-guarded join (ADR 0402): seat, membership and invitation in one batch. */
async function joinLeague(c: Ctx, row: LeagueRow, email: string) {
  const db = c.env.DB;
  const now = c.var.now.toISOString();
  const userId = c.var.userId;
  const body: JoinResponse = {
    message: LEAGUE_TEXT.joined,
    league_id: row.id,
    league: { id: row.id, name: row.name, league_type: row.league_type },
  };
  const {
    results: [seat],
  } = await writeBatch(
    c,
    [
      ...joinStatements(db, row.id, userId, email, now),
      membershipPostStatement(
        db,
        "join",
        { leagueId: row.id, userId, username: c.var.username },
        now,
      ),
    ],
    {
      status: 200,
      body,
      storedIf: sql`EXISTS (SELECT 1 FROM league_members WHERE league_id = ${row.id} AND user_id = ${userId} AND status = 'active' AND joined_at = ${now})`,
    },
  );
  // meta.changes also counts rows the triggers touch (the standings cache version): 0 = no seat.
  if (seat!.meta.changes === 0) {
    const fresh = await loadLeague(db, row.id, userId);
    if (fresh && isActiveMember(fresh)) throw badRequest(LEAGUE_TEXT.alreadyMember);
    if (fresh && !fresh.is_active) throw badRequest(LEAGUE_TEXT.inactive);
    throw badRequest(LEAGUE_TEXT.full);
  }
  await emitLeagueEvents(c.env, [{ type: "joined", leagueId: row.id, userId }], c.var.now);
  return c.json(body, 200);
}

export const leagueMembershipRoutes = new Hono<AppBindings>()
  .post("/leagues/join/", validateJson(JoinSchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.env.DB;
    const email = ((await findUserById(db, c.var.userId))?.email ?? "").toLowerCase();
    let row: LeagueRow | null;
    if (body.code && body.code.trim()) {
      const code = normaliseLeagueCode(body.code);
      row = await loadLeagueByCode(db, code, c.var.userId);
      if (!row) throw notFound(LEAGUE_TEXT.badCode);
    } else if (body.league_id !== undefined && body.league_id !== null) {
      row = await loadVisibleLeague(db, body.league_id, c.var.userId);
      if (!row) throw notFound(LEAGUE_TEXT.notFound);
    } else {
      throw badRequest(LEAGUE_TEXT.joinNeedsTarget);
    }
    if (isActiveMember(row)) throw badRequest(LEAGUE_TEXT.alreadyMember);
    if (!row.is_active) throw badRequest(LEAGUE_TEXT.inactive);
    if (row.member_status === "left" || row.member_status === "removed") {
      if (!(await hasInvitationSince(db, row.id, email, row.member_left_at ?? "")))
        throw forbidden(LEAGUE_TEXT.needInvitation);
    }
    if (row.member_count >= row.max_members) throw badRequest(LEAGUE_TEXT.full);
    return joinLeague(c, row, email);
  })
  .post("/leagues/:id/leave/", async (c) => {
    const row = await requireMember(c);
    if (isCommissioner(row, c.var.userId)) throw badRequest(LEAGUE_TEXT.commissionerCannotLeave);
    const now = c.var.now.toISOString();
    const body: LeaveResponse = { message: LEAGUE_TEXT.left, league_id: row.id };
    await writeBatch(
      c,
      [
        endMembershipStatement(c.env.DB, row.id, c.var.userId, "left", now),
        recountMembersStatement(c.env.DB, row.id, now),
        membershipPostStatement(
          c.env.DB,
          "leave",
          { leagueId: row.id, userId: c.var.userId, username: c.var.username },
          now,
        ),
      ],
      { status: 200, body },
    );
    return c.json(body, 200);
  })
  .post("/leagues/:id/kick_member/", validateJson(KickSchema), async (c) => {
    const row = await requireCommissioner(c);
    const { user_id: target } = c.req.valid("json");
    if (target === c.var.userId || target === row.creator_id)
      throw badRequest(LEAGUE_TEXT.cannotRemoveSelf);
    const username = await activeMemberName(c.env.DB, row.id, target);
    if (username === null) throw notFound(LEAGUE_TEXT.memberNotFound);
    const now = c.var.now.toISOString();
    const body: KickResponse = {
      message: LEAGUE_TEXT.removed,
      user_id: target,
      username,
    };
    await writeBatch(
      c,
      [
        endMembershipStatement(c.env.DB, row.id, target, "removed", now),
        recountMembersStatement(c.env.DB, row.id, now),
        membershipPostStatement(
          c.env.DB,
          "remove",
          { leagueId: row.id, userId: target, username },
          now,
        ),
      ],
      { status: 200, body },
    );
    return c.json(body, 200);
  })
  .post("/leagues/:id/invite_user/", validateJson(InviteSchema), async (c) => {
    const row = await requireCommissioner(c);
    const email = c.req.valid("json").email.toLowerCase();
    if (await isMemberEmail(c.env.DB, row.id, email))
      throw fieldError({ email: [LEAGUE_TEXT.alreadyInLeague] });
    const events = invitationEvents(row.id, email, c.var.userId);
    const [perAddress, perSender] = invitationLimits(events);
    const again = await throttle(c.env, [perAddress!], c.var.now);
    if (again)
      return c.json({ error: LEAGUE_TEXT.invitedRecently(retryText(again)) }, 429, {
        "Retry-After": String(again.retryAfterSeconds),
      });
    const daily = await throttle(c.env, [perSender!], c.var.now);
    if (daily)
      return c.json({ error: LEAGUE_TEXT.invitationsPerDay(retryText(daily)) }, 429, {
        "Retry-After": String(daily.retryAfterSeconds),
      });
    const now = c.var.now.toISOString();
    const body: InviteResponse = {
      message: `Invitation sent to ${email}`,
      email,
      league_id: row.id,
    };
    await writeBatch(
      c,
      [
        invitationStatement(c.env.DB, row.id, email, c.var.userId, now),
        recordEventsStatement(c.env, [events.toAddress, events.bySender], c.var.now),
      ],
      { status: 200, body },
    );
    const link = appLink(c.env, "/leagues", { join: row.code });
    await sendMail(
      c.env,
      {
        to: email,
        subject: `You're invited to join ${subjectName(row.name)} on NCAA Pick'em`,
        text:
          `${c.var.username} invited you to join the league "${row.name}" on NCAA Pick'em.\n\n` +
          `Join it here: ${link}\n\nOr enter the league code ${row.code} on the Leagues page.\n`,
      },
      c.var.now,
    );
    return c.json(body, 200);
  });
