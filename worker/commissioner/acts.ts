/**
 * The commissioner's three acts (issue 48, ADR 0408), each with a reason, each refused to anyone
 * but the league's commissioner (worker/leagues/access.ts: 404 for an unknown league or a private
 * league of others, 403 for a member):
 *   POST /api/leagues/{id}/commissioner/enter_pick/     a member's week, as the member submits it
 *   POST /api/leagues/{id}/commissioner/void_game/      a game voided for this league only
 *   POST /api/leagues/{id}/commissioner/adjust_points/  a correction of a member's week points
 * Every act writes its audit row in its own D1 batch (with the Idempotency-Key), answers
 * `{entry}` as the log will list it (enter_pick: with the picks), and then tells the member
 * concerned (worker/notifications/commissioner-listener.ts). Survivor leagues are refused: their
 * weeks are survivor picks and lives, not points (ADR 0408).
 */
import { Hono, type Context } from "hono";
import {
  AdjustPointsSchema,
  COMMISSIONER_TEXTS,
  EnterPickSchema,
  MAX_POINTS_ADJUSTMENT,
  VoidGameSchema,
  type CommissionerLogEntry,
} from "#domain/commissioner/contract";
import { calendarFor } from "#domain/season/calendars";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { ApiError, badRequest, fieldError, notFound } from "#worker/http/errors";
import { insertedId, writeBatch } from "#worker/http/idempotency";
import { validateJson } from "#worker/http/validate";
import { activeMemberName, requireCommissioner, type LeagueRow } from "#worker/leagues/queries";
import { submitWeekPicks } from "#worker/picks/queries";
import { leagueVoidStatements } from "#worker/season/queries";
import { emitCommissionerEvents } from "./events";
import { draftEntry, logInsertStatement, loggedPick, type LogWrite } from "./queries";

type Ctx = Context<AppBindings>;

/** The league, if the caller is its commissioner and it is not a survivor pool. */
async function commissionerLeague(c: Ctx, survivorText: string): Promise<LeagueRow> {
  const row = await requireCommissioner(c);
  if (row.pool_format === "survivor") throw badRequest(survivorText);
  return row;
}

async function memberName(c: Ctx, row: LeagueRow, userId: number): Promise<string> {
  const name = await activeMemberName(c.env.DB, row.id, userId);
  if (name === null) throw notFound(COMMISSIONER_TEXTS.memberNotFound);
  return name;
}

const actBase = (c: Ctx, row: LeagueRow) => ({
  leagueId: row.id,
  leagueName: row.name,
  sportKey: row.sport_key,
  actorId: c.var.userId,
  actorName: c.var.username,
});

/** Writes an act (its statements, then its log row) and answers its entry. */
async function commitAct(
  c: Ctx,
  statements: D1PreparedStatement[],
  write: LogWrite,
  target: string | null,
): Promise<CommissionerLogEntry> {
  const index = statements.length;
  const entry = draftEntry(write, { id: insertedId(index), actor: c.var.username, target });
  try {
    const { body } = await writeBatch(c, [...statements, logInsertStatement(c.env.DB, write)], {
      status: 201,
      body: { entry },
    });
    return body.entry;
  } catch (err) {
    // Two corrections at once past the week's bound: the table's CHECK refuses the second.
    if (String(err).includes("CHECK constraint failed"))
      throw fieldError({ points: [COMMISSIONER_TEXTS.points] });
    throw err;
  }
}

interface GameFacts {
  id: number;
  season_id: number;
  week: number;
  kickoff_at: string;
  status: string;
  matchup: string;
  voided: number;
  picks: number;
  graded: number;
  points: number | null;
}

export const commissionerActRoutes = new Hono<AppBindings>()
  .post(
    "/leagues/:id/commissioner/enter_pick/",
    requireAuth,
    validateJson(EnterPickSchema),
    async (c) => {
      const row = await commissionerLeague(c, COMMISSIONER_TEXTS.survivorEnterPick);
      const body = c.req.valid("json");
      const target = await memberName(c, row, body.user_id);
      const answer = await submitWeekPicks(
        c,
        body.user_id,
        {
          league_id: row.id,
          week: body.week,
          picks: body.picks,
          lock_pick_index: body.lock_pick_index,
          tiebreaker_guess: body.tiebreaker_guess,
        },
        {
          asCommissioner: {
            extra: (week, firstIndex) => {
              const write: LogWrite = {
                leagueId: row.id,
                actorId: c.var.userId,
                action: "enter_pick",
                targetUserId: body.user_id,
                week: week.cardWeek === "postseason" ? null : week.cardWeek,
                gameId: null,
                before: { week: week.cardWeek, picks: week.before.map(loggedPick) },
                after: { week: week.cardWeek, picks: week.after.map(loggedPick) },
                reason: body.reason,
                now: c.var.now,
              };
              const entry = draftEntry(write, {
                id: insertedId(firstIndex),
                actor: c.var.username,
                target,
              });
              return { statements: [logInsertStatement(c.env.DB, write)], answer: { entry } };
            },
          },
        },
      );
      const { entry } = answer as unknown as { entry: CommissionerLogEntry };
      await emitCommissionerEvents(
        c.env,
        [
          {
            type: "picks_entered",
            ...actBase(c, row),
            logId: entry.id,
            userId: body.user_id,
            week: (entry.after as { week: number | "postseason" }).week,
          },
        ],
        c.var.now,
      );
      return c.json(answer, 201);
    },
  )
  .post(
    "/leagues/:id/commissioner/void_game/",
    requireAuth,
    validateJson(VoidGameSchema),
    async (c) => {
      const row = await commissionerLeague(c, COMMISSIONER_TEXTS.survivorVoid);
      const { game_id: gameId, reason } = c.req.valid("json");
      const db = c.env.DB;
      const game = await db
        .prepare(
          `SELECT g.id, g.season_id, g.week, g.kickoff_at, g.status,
           at.abbreviation || ' @ ' || ht.abbreviation AS matchup,
           EXISTS (SELECT 1 FROM league_game_voids v WHERE v.league_id = ?1 AND v.game_id = g.id) AS voided,
           (SELECT COUNT(*) FROM picks p WHERE p.league_id = ?1 AND p.game_id = g.id) AS picks,
           (SELECT COUNT(*) FROM picks p WHERE p.league_id = ?1 AND p.game_id = g.id AND p.result IS NOT NULL) AS graded,
           (SELECT SUM(p.points) FROM picks p WHERE p.league_id = ?1 AND p.game_id = g.id) AS points
         FROM games g JOIN teams ht ON ht.id = g.home_team_id JOIN teams at ON at.id = g.away_team_id
         WHERE g.id = ?2`,
        )
        .bind(row.id, gameId)
        .first<GameFacts>();
      if (!game) throw notFound(COMMISSIONER_TEXTS.gameNotFound);
      if (game.season_id !== row.season_id) throw badRequest(COMMISSIONER_TEXTS.gameNotInLeague);
      if (game.voided) throw new ApiError(409, COMMISSIONER_TEXTS.alreadyVoided);
      const facts = {
        game_id: game.id,
        game: game.matchup,
        week: game.week,
        kickoff_at: game.kickoff_at,
      };
      const write: LogWrite = {
        leagueId: row.id,
        actorId: c.var.userId,
        action: "void_game",
        targetUserId: null,
        week: game.week,
        gameId: game.id,
        before: {
          ...facts,
          status: game.status,
          voided: false,
          picks: game.picks,
          picks_graded: game.graded,
          points: game.points ?? 0,
        },
        after: { ...facts, voided: true, picks: game.picks, picks_graded: game.picks, points: 0 },
        reason,
        now: c.var.now,
      };
      const entry = await commitAct(
        c,
        [
          db
            .prepare(
              "INSERT INTO league_game_voids (league_id, game_id, voided_at, voided_by) VALUES (?, ?, ?, ?)",
            )
            .bind(row.id, game.id, c.var.now.toISOString(), c.var.userId),
          ...leagueVoidStatements(db, row.id, game, c.var.now),
        ],
        write,
        null,
      );
      await emitCommissionerEvents(
        c.env,
        [
          {
            type: "game_voided",
            ...actBase(c, row),
            logId: entry.id,
            gameId: game.id,
            game: game.matchup,
          },
        ],
        c.var.now,
      );
      return c.json({ entry }, 201);
    },
  )
  .post(
    "/leagues/:id/commissioner/adjust_points/",
    requireAuth,
    validateJson(AdjustPointsSchema),
    async (c) => {
      const row = await commissionerLeague(c, COMMISSIONER_TEXTS.survivorVoid);
      const body = c.req.valid("json");
      const cal = calendarFor(row.sport_key);
      if (body.week < cal.firstWeek || body.week > cal.postseasonLast)
        throw fieldError({
          week: [COMMISSIONER_TEXTS.weekOutside(cal.firstWeek, cal.postseasonLast)],
        });
      const target = await memberName(c, row, body.user_id);
      const db = c.env.DB;
      const now = c.var.now.toISOString();
      const stored = await db
        .prepare(
          `SELECT
             (SELECT points FROM league_week_points WHERE league_id = ?1 AND user_id = ?2 AND week = ?3) AS week_points,
             (SELECT points FROM league_point_adjustments WHERE league_id = ?1 AND user_id = ?2 AND week = ?3) AS adjustment`,
        )
        .bind(row.id, body.user_id, body.week)
        .first<{ week_points: number | null; adjustment: number | null }>();
      const weekPoints = stored?.week_points ?? 0;
      const adjustment = stored?.adjustment ?? 0;
      const net = adjustment + body.points;
      if (Math.abs(net) > MAX_POINTS_ADJUSTMENT)
        throw fieldError({ points: [COMMISSIONER_TEXTS.netTooLarge(net)] });
      const write: LogWrite = {
        leagueId: row.id,
        actorId: c.var.userId,
        action: "adjust_points",
        targetUserId: body.user_id,
        week: body.week,
        gameId: null,
        before: { week: body.week, week_points: weekPoints, adjustment },
        after: {
          week: body.week,
          week_points: weekPoints + body.points,
          adjustment: net,
          points: body.points,
        },
        reason: body.reason,
        now: c.var.now,
      };
      const entry = await commitAct(
        c,
        [
          db
            .prepare(
              `INSERT INTO league_point_adjustments (league_id, user_id, week, points, updated_at)
               VALUES (?, ?, ?, ?, ?)
               ON CONFLICT (league_id, user_id, week)
               DO UPDATE SET points = points + excluded.points, updated_at = excluded.updated_at`,
            )
            .bind(row.id, body.user_id, body.week, body.points, now),
          // The week's points carry the correction: the totals' triggers (migration 0011) and
          // the standings stamps (0014, 0024) follow, so every reader refetches.
          db
            .prepare(
              `INSERT INTO league_week_points (league_id, user_id, week, points) VALUES (?, ?, ?, ?)
               ON CONFLICT (league_id, user_id, week) DO UPDATE SET points = points + excluded.points`,
            )
            .bind(row.id, body.user_id, body.week, body.points),
        ],
        write,
        target,
      );
      await emitCommissionerEvents(
        c.env,
        [
          {
            type: "points_adjusted",
            ...actBase(c, row),
            logId: entry.id,
            userId: body.user_id,
            week: body.week,
            points: body.points,
          },
        ],
        c.var.now,
      );
      return c.json({ entry }, 201);
    },
  );
