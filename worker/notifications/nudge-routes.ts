/**
 * POST /api/leagues/{id}/nudge/ `{week}` (issue 48, ADR 0410): the commissioner's nudge. Refused
 * as every commissioner route (worker/leagues/access.ts: 404 for an unknown league or a private
 * league of others, 403 for anyone but its commissioner).
 *
 * Guarantees:
 * - Reaches every active member whose week is not complete by the weekly picks answer's own rule
 *   (`weeklyPicksAnswer`: the who-has-not-picked list, survivor weeks included), never the
 *   commissioner: one in-app notification each (a pick reminder, so Web Push carries it too), with
 *   the week's next deadline by the league's own rule (domain/calendar.ts `pickDeadline`, server
 *   clock) in the text.
 * - Once per league and card week: the nudge's row (migration 0035) commits with the request's
 *   Idempotency-Key; a second nudge of the week is a 429 that stores nothing, and the dedupe key
 *   `nudge:<league>:<week>` tells each member once however the request is replayed.
 * - A week whose picks are closed, or where nobody owes picks, is a 400 that stores nothing.
 * - Answers `{week, nudged, deadline}`: how many members were nudged.
 */
import { Hono } from "hono";
import { pickDeadline } from "#domain/calendar";
import {
  NUDGE_TEXTS,
  NudgeSchema,
  nudgeCopy,
  type NudgeResponse,
} from "#domain/notifications/nudge";
import { gameTakesPicks, type ScheduledGame } from "#domain/picks/owes-picks";
import { cardWeekOf, cardWeekRange } from "#domain/picks/weeks";
import { calendarFor, weekTitle } from "#domain/season/calendars";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { ApiError, badRequest } from "#worker/http/errors";
import { writeBatch } from "#worker/http/idempotency";
import { validateJson } from "#worker/http/validate";
import { leagueRules, requireCommissioner } from "#worker/leagues/queries";
import { weeklyPicksAnswer } from "#worker/picks/queries";
import { insertNotifications, pushRaised, type NotificationDraft } from "./raise";

interface WeekGame extends ScheduledGame {
  kickoff_at: string;
}

export const nudgeRoutes = new Hono<AppBindings>().post(
  "/leagues/:id/nudge/",
  requireAuth,
  validateJson(NudgeSchema),
  async (c) => {
    const row = await requireCommissioner(c);
    const db = c.env.DB;
    const now = c.var.now;
    const answer = await weeklyPicksAnswer(c, row, c.req.valid("json").week);
    const cal = calendarFor(row.sport_key);
    const card = cardWeekOf(answer.week, cal);
    const [low, high] = cardWeekRange(card, cal);
    const title = weekTitle(answer.week, cal);
    const tooMany = () => new ApiError(429, NUDGE_TEXTS.already(title));

    const [nudged, games] = await db.batch([
      db.prepare("SELECT 1 FROM league_nudges WHERE league_id = ? AND week = ?").bind(row.id, low),
      db
        .prepare(
          `SELECT week, kickoff_at, status, venue, is_postseason FROM games
           WHERE season_id = ? AND week BETWEEN ? AND ?`,
        )
        .bind(row.season_id, low, high),
    ]);
    if (nudged!.results.length) throw tooMany();
    // The week's next deadline still ahead, among the games the league lets its members pick.
    const rules = leagueRules(row);
    let deadline: Date | null = null;
    for (const g of games!.results as unknown as WeekGame[]) {
      if (!gameTakesPicks(rules, g, now)) continue;
      const at = pickDeadline(row, g);
      if (!deadline || at.getTime() < deadline.getTime()) deadline = at;
    }
    if (!deadline) throw badRequest(NUDGE_TEXTS.closed(title));
    const due = answer.weekly_picks.filter((m) => !m.is_complete && m.user_id !== c.var.userId);
    if (!due.length) throw badRequest(NUDGE_TEXTS.nobody(title));

    let body: NudgeResponse;
    try {
      ({ body } = await writeBatch(
        c,
        [
          db
            .prepare(
              "INSERT INTO league_nudges (league_id, week, nudged_by, members, created_at) VALUES (?, ?, ?, ?, ?)",
            )
            .bind(row.id, low, c.var.userId, due.length, now.toISOString()),
        ],
        {
          status: 201,
          body: { week: answer.week, nudged: due.length, deadline: deadline.toISOString() },
        },
      ));
    } catch (err) {
      // Two nudges of the week at once: the table's key refuses the second.
      if (String(err).includes("UNIQUE constraint failed")) throw tooMany();
      throw err;
    }

    const survivor = row.pool_format === "survivor";
    const copy = nudgeCopy({
      actor: c.var.username,
      league: row.name,
      week: title,
      deadline,
      survivor,
    });
    const drafts: NotificationDraft[] = due.map((m) => ({
      ...copy,
      userId: m.user_id,
      type: "pick_reminder",
      dedupeKey: `nudge:${row.id}:${low}`,
      actorId: c.var.userId,
      leagueId: row.id,
      objectType: "league",
      objectId: row.id,
      // A survivor pick is made on the league page, not the sportsbook.
      actionUrl: survivor ? `/leagues/${row.id}` : `/sportsbook?league=${row.id}&week=${card}`,
    }));
    await pushRaised(c.env, await insertNotifications(c.env, drafts, now));
    return c.json(body, 201);
  },
);
