/**
 * A fan's submitted picks (spec section 7), beside the pick writes of ./routes.ts:
 *   POST /api/picks/{id}/set_lock/         make a submitted pick the week's lock
 *   GET  /api/user-picks/?league_id=&week= the user's submitted picks
 *   PUT  /api/users/picks/{id}/sharing/    {is_shared_early}
 * The edits only for the pick's owner while still an active member of its league, through
 * `writeBatch`.
 */
import { Hono, type Context } from "hono";
import { sql, and, eq } from "drizzle-orm";
import { checkSetLock } from "#domain/picks/checks";
import {
  SharingSchema,
  UserPicksQuerySchema,
  type SetLockResponse,
  type SharingResponse,
  type UserPicksResponse,
} from "#domain/picks/contract";
import { PICK_TEXTS } from "#domain/picks/rules";
import { SERVER_PICK_TEXTS } from "#domain/picks/server-texts";
import { asStatement, getDb } from "#worker/db/client";
import { picks as pickTable } from "#worker/db/schema";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { badRequest, forbidden, notFound } from "#worker/http/errors";
import { writeBatch } from "#worker/http/idempotency";
import { validateJson, validateQuery } from "#worker/http/validate";
import { parseWeekParam } from "#worker/season/queries";
import { guardError } from "./pick-writer";
import { pickRows, userPicksByIdsStatement, userPicksStatement } from "./pick-rows";

type Ctx = Context<AppBindings>;

/** SQL: the owner of the pick row `pick` is still an active member of its league. */
const activeMember = (pick: string) => `EXISTS (SELECT 1 FROM league_members m
  WHERE m.league_id = ${pick}.league_id AND m.user_id = ${pick}.user_id AND m.status = 'active')`;

const leagueRulesStub = {
  id: 0,
  name: "",
  allowed_bet_types: [],
  allowed_game_portions: [],
  odds_range_enabled: false,
  min_odds: null,
  max_odds: null,
  picks_per_week: null,
  postseason_pick_limit: null,
  enable_locks: true,
  include_week_0: true,
  include_conf_championship: false,
  include_bowl_games: false,
  include_playoffs: false,
};

async function picksByIds(c: Ctx, ids: number[]) {
  return pickRows(await userPicksByIdsStatement(c.env.DB, c.var.userId, ids).all());
}

export const pickEditRoutes = new Hono<AppBindings>()
  .post("/picks/:id/set_lock/", requireAuth, async (c) => {
    const id = Number(c.req.param("id"));
    if (!Number.isInteger(id) || id <= 0) throw notFound(SERVER_PICK_TEXTS.pickNotFound);
    const db = c.env.DB;
    const row = await db
      .prepare(
        `SELECT p.id, p.league_id, p.week, p.is_lock, g.kickoff_at, g.status, l.enable_locks,
           EXISTS (SELECT 1 FROM picks o WHERE o.user_id = p.user_id AND o.league_id = p.league_id AND o.week = p.week
             AND o.is_lock = 1 AND o.id <> p.id) AS other_lock,
           ${activeMember("p")} AS member
         FROM picks p JOIN games g ON g.id = p.game_id JOIN leagues l ON l.id = p.league_id
         WHERE p.id = ? AND p.user_id = ?`,
      )
      .bind(id, c.var.userId)
      .first<{
        id: number;
        league_id: number;
        week: number;
        is_lock: number;
        kickoff_at: string;
        status: string;
        enable_locks: number;
        other_lock: number;
        member: number;
      }>();
    if (!row) throw notFound(SERVER_PICK_TEXTS.pickNotFound);
    if (row.member !== 1) throw forbidden(SERVER_PICK_TEXTS.notMember);
    const started =
      row.status !== "scheduled" || c.var.now.getTime() >= new Date(row.kickoff_at).getTime();
    const error = checkSetLock({
      league: { enable_locks: row.enable_locks === 1 },
      pickIsLock: row.is_lock === 1,
      weekHasOtherLock: row.other_lock === 1,
      gameStarted: started,
    });
    if (error) throw badRequest(error);
    const nowIso = c.var.now.toISOString();
    const [current] = await picksByIds(c, [id]);
    const body: SetLockResponse = {
      pick: { ...current!, is_lock: true },
      message: "Lock set successfully!",
    };
    let changes = 0;
    try {
      const { results } = await writeBatch(
        c,
        [
          db
            .prepare(
              `UPDATE picks SET is_lock = 1, lock_set_at = ?
               WHERE id = ? AND user_id = ? AND is_lock = 0
                 AND ${activeMember("picks")}
                 AND EXISTS (SELECT 1 FROM games g WHERE g.id = picks.game_id AND g.status = 'scheduled'
                   AND julianday(g.kickoff_at) > julianday(?))`,
            )
            .bind(nowIso, id, c.var.userId, nowIso),
        ],
        // The lock may miss (the game kicked off meanwhile): then the 400 below is what is stored.
        {
          status: 200,
          body,
          storedIf: sql`EXISTS (SELECT 1 FROM picks WHERE id = ${id} AND is_lock = 1 AND lock_set_at = ${nowIso})`,
        },
      );
      changes = results[0]!.meta.changes;
    } catch (err) {
      guardError(err, { ...leagueRulesStub, enable_locks: true }, row.week);
    }
    if (changes !== 1) throw badRequest(PICK_TEXTS.lockAfterStart);
    return c.json(body);
  })
  .get("/user-picks/", requireAuth, validateQuery(UserPicksQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const res = await userPicksStatement(c.env.DB, c.var.userId, {
      leagueId: q.league_id ? Number(q.league_id) : null,
      week: parseWeekParam(q.week),
    }).all();
    return c.json({ picks: pickRows(res) } satisfies UserPicksResponse);
  })
  .put("/users/picks/:id/sharing/", requireAuth, validateJson(SharingSchema), async (c) => {
    const id = Number(c.req.param("id"));
    const { is_shared_early } = c.req.valid("json");
    const owned =
      Number.isInteger(id) && id > 0
        ? await c.env.DB.prepare(
            `SELECT ${activeMember("p")} AS member FROM picks p WHERE p.id = ? AND p.user_id = ?`,
          )
            .bind(id, c.var.userId)
            .first<{ member: number }>()
        : null;
    if (!owned) throw notFound(SERVER_PICK_TEXTS.pickNotFound);
    // A removed member's old picks stay in the league's history, frozen.
    if (owned.member !== 1) throw forbidden(SERVER_PICK_TEXTS.notMember);
    const body: SharingResponse = { id, is_shared_early };
    await writeBatch(
      c,
      [
        asStatement(
          c.env.DB,
          getDb(c.env.DB)
            .update(pickTable)
            .set({ isSharedEarly: is_shared_early })
            .where(and(eq(pickTable.id, id), eq(pickTable.userId, c.var.userId))),
        ),
      ],
      { status: 200, body },
    );
    return c.json(body);
  });
