/**
 * Pick writes and reads (spec section 7):
 *   POST /api/weekly-picks/submit_picks/   all-or-nothing submit of a week's picks (+ lock index)
 *   POST /api/picks/                       the newer screen's one pick
 *   POST /api/picks/{id}/set_lock/         make a submitted pick the week's lock
 *   GET  /api/user-picks/?league_id=&week= the user's submitted picks
 *   PUT  /api/users/picks/{id}/sharing/    {is_shared_early}
 *   GET  /api/leagues/{id}/weekly_picks/   every member's visible picks of a week (./weekly-picks.ts)
 * Every write goes through `writeBatch` (Idempotency-Key) and the picks table's guard triggers;
 * rules come from domain/picks and are checked against the server's markets and clock.
 */
import { SERVER_PICK_TEXTS } from "#domain/picks/server-texts";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  betListAllows,
  toLeagueBetType,
  pickTypeOf,
  type PickType,
} from "#domain/picks/vocabulary";
import { cardWeekOf } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import { PICK_TEXTS, choiceOfSubmittedPick, type PickChoice } from "#domain/picks/rules";
import {
  checkMakePick,
  checkNewScreenPick,
  checkSetLock,
  checkSubmission,
} from "#domain/picks/checks";
import {
  NewPickSchema,
  SharingSchema,
  SubmitPicksSchema,
  UserPicksQuerySchema,
  type SetLockResponse,
  type SharingResponse,
  type SubmitPicksResponse,
  type SubmittedPick,
  type UserPicksResponse,
} from "#domain/picks/contract";
import { and, eq, sql } from "drizzle-orm";
import { asStatement, getDb } from "#worker/db/client";
import { picks as pickTable } from "#worker/db/schema";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { badRequest, forbidden, notFound } from "#worker/http/errors";
import { confidenceRanks } from "./confidence";
import { assertOnCard } from "./bowl-card";
import { tiebreakerGuessWrites } from "./tiebreaker-guess";
import { validateJson, validateQuery } from "#worker/http/validate";
import { insertedId, writeBatch } from "#worker/http/idempotency";
import {
  assertBeforeDeadline,
  draftPickJson,
  guardError,
  insertStatement,
  leagueGame,
  loadMarkets,
  pricePick,
  type PricedPick,
  type RequestedPick,
  type ServerGame,
} from "#worker/picks/pick-writer";
import { leagueRules, memberLeagueStatement, type LeagueRow } from "#worker/leagues/queries";
import { parseWeekParam } from "#worker/season/queries";
import { pickRows, userPicksByIdsStatement, userPicksStatement } from "./queries";
import { emitPickEvents } from "./events";
import { weeklyPicksRoutes } from "./weekly-picks";

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

/**
 * The league (if the user is an active member) and the user's picks of the game's card week: its
 * week, or the whole postseason by the calendar of the game's sport.
 */
async function leagueAndWeekPicks(c: Ctx, leagueId: number, game: ServerGame) {
  const db = c.env.DB;
  const [leagueRes, picksRes] = await db.batch([
    memberLeagueStatement(db, leagueId, c.var.userId),
    userPicksStatement(db, c.var.userId, {
      leagueId,
      week: cardWeekOf(game.week, calendarFor(game.sport_key)),
    }),
  ]);
  const league = ((leagueRes!.results ?? [])[0] as LeagueRow | undefined) ?? null;
  return { league, stored: pickRows(picksRes!) };
}

async function picksByIds(c: Ctx, ids: number[]) {
  return pickRows(await userPicksByIdsStatement(c.env.DB, c.var.userId, ids).all());
}

function requested(
  p: v.InferOutput<typeof SubmitPicksSchema>["picks"][number],
  index: number,
): RequestedPick {
  const pickType = pickTypeOf(toLeagueBetType(p.pick_type)!);
  const raw = String(p.picked_value ?? p.value ?? "").toLowerCase();
  return {
    gameId: p.game_id,
    pickType,
    gamePortion: p.game_portion || "full_game",
    pickedTeamId: p.picked_team_id ?? null,
    pickedOutcome: p.picked_outcome ?? null,
    outcomeField: `picks.${index}.picked_outcome`,
    overUnder: raw === "over" || raw === "under" ? raw : null,
    propId: p.prop_id ?? null,
    displayName: p.display_name ?? null,
  };
}

/** Mounted at the API root: every path is spelled out in full (trailing slashes as the spec). */
export const picksRoutes = new Hono<AppBindings>()
  .post("/weekly-picks/submit_picks/", requireAuth, validateJson(SubmitPicksSchema), async (c) => {
    const body = c.req.valid("json");
    const reqs = (body.picks ?? []).map(requested);
    const early = checkSubmission({
      leagueId: body.league_id,
      league: null,
      picks: reqs.map(() => ({ name: "", week: 0, odds: null })),
    });
    if (early && early !== PICK_TEXTS.leagueNotFound) throw badRequest(early);
    const leagueId = body.league_id!;

    const markets = await loadMarkets(
      c.env.DB,
      reqs.map((r) => r.gameId),
      reqs.flatMap((r) => (r.propId ? [r.propId] : [])),
    );
    // The week is the games' week on the server, whatever the client says (several postseason
    // weeks are one card week; checkSubmission refuses any other mix).
    const weeks = new Set(reqs.map((r) => markets.games.get(r.gameId)?.week));
    if (weeks.has(undefined)) throw badRequest("Game not found");
    const week = [...weeks][0]!;
    const first = markets.games.get(reqs[0]!.gameId)!;
    const { league: row, stored } = await leagueAndWeekPicks(c, leagueId, first);
    if (!row) throw notFound(PICK_TEXTS.leagueNotFound);
    const league = leagueRules(row);
    const cal = calendarFor(row.sport_key);
    for (const r of reqs) leagueGame(r, markets.games, row);
    await assertOnCard(c.env.DB, row, reqs);
    const priced: PricedPick[] = reqs.map((r) =>
      pricePick(r, markets.games, markets.odds, markets.props, row),
    );
    const submissionError = checkSubmission({
      leagueId,
      league,
      picks: priced.map((p) => ({ name: p.name, week: p.game.week, odds: p.choice.odds })),
    });
    if (submissionError) throw badRequest(submissionError);
    // The client's week must name the same card week as the games (the sport's postseason weeks
    // are one 'postseason').
    if (body.week !== undefined && body.week !== null) {
      const claimed =
        body.week === "postseason" ? "postseason" : cardWeekOf(Number(body.week), cal);
      if (claimed !== cardWeekOf(week, cal)) throw badRequest(PICK_TEXTS.sameWeek);
    }

    for (const p of priced) assertBeforeDeadline(p, c.var.now);

    const submitted = stored.map(choiceOfSubmittedPick);
    const pending: PickChoice[] = [];
    for (const p of priced) {
      const error = checkMakePick({
        league,
        game: {
          id: p.game.id,
          week: p.game.week,
          venue: p.game.venue,
          is_postseason: p.game.is_postseason,
        },
        choice: p.choice,
        pending,
        submitted,
        submittedCount: stored.length,
      });
      if (error) throw badRequest(error);
      pending.push(p.choice);
    }

    const lockIndex = body.lock_pick_index ?? null;
    const ranks = await confidenceRanks({
      db: c.env.DB,
      league: row,
      postseason: cardWeekOf(week, cal) === "postseason",
      picks: body.picks ?? [],
      lockIndex,
      stored,
    });
    if (lockIndex !== null) {
      if (lockIndex < 0 || lockIndex >= priced.length)
        throw badRequest("lock_pick_index must point at one of the picks");
      const lockError = checkSetLock({
        league,
        pickIsLock: false,
        // A lock is one per game week (the unique index): the locked pick's own week.
        weekHasOtherLock: stored.some((s) => s.is_lock && s.week === priced[lockIndex]!.game.week),
        gameStarted: false,
      });
      if (lockError) throw badRequest(lockError);
    }

    const guessWrites = await tiebreakerGuessWrites(c, row, cardWeekOf(week, cal), body);
    const statements = priced.map((p, i) =>
      insertStatement(c.env.DB, p, c.var.userId, leagueId, i === lockIndex, c.var.now, ranks[i]!),
    );
    statements.push(...guessWrites);
    // The answer commits with the picks (insertedId(i) becomes pick i's id), in the order reads
    // list picks: by week and kickoff, then as sent.
    const draft = priced
      .map((p, i) =>
        draftPickJson(p, {
          id: insertedId(i),
          userId: c.var.userId,
          leagueId,
          isLock: i === lockIndex,
          now: c.var.now,
          confidence: ranks[i]!,
        }),
      )
      .sort(
        (a, b) => a.week - b.week || a.game_detail.game_time.localeCompare(b.game_detail.game_time),
      );
    try {
      const { body } = await writeBatch(c, statements, {
        status: 201,
        body: {
          picks: draft,
          message: "Picks submitted successfully!",
        } satisfies SubmitPicksResponse,
      });
      await emitPickEvents(
        c.env,
        [{ type: "submitted", userId: c.var.userId, leagueId }],
        c.var.now,
      );
      return c.json(body, 201);
    } catch (err) {
      guardError(err, league, week);
    }
  })
  .post("/picks/", requireAuth, validateJson(NewPickSchema), async (c) => {
    const body = c.req.valid("json");
    if (!body.leagueId) throw badRequest(PICK_TEXTS.selectLeagueFirst);
    const pickType: PickType = pickTypeOf(toLeagueBetType(body.betType)!);
    const markets = await loadMarkets(c.env.DB, [body.game], body.propId ? [body.propId] : []);
    const found = markets.games.get(body.game);
    if (!found) throw badRequest("Game not found");
    const { league: row, stored } = await leagueAndWeekPicks(c, body.leagueId, found);
    if (!row) throw notFound(PICK_TEXTS.leagueNotFound);
    const league = leagueRules(row);
    const game = leagueGame(
      { gameId: found.id, pickType, gamePortion: body.gamePortion ?? "full_game" },
      markets.games,
      row,
    );
    await assertOnCard(c.env.DB, row, [{ gameId: game.id }], "game");
    if (!betListAllows(league.allowed_bet_types, pickType))
      throw badRequest(PICK_TEXTS.violatesRestrictions);
    const isDraw = body.selection === "draw";
    const isHomeAway = body.selection === "home" || body.selection === "away";
    if ((pickType === "spread" || pickType === "moneyline") !== (isHomeAway || isDraw))
      throw badRequest("selection does not match the bet type");
    const priced = pricePick(
      {
        gameId: game.id,
        pickType,
        gamePortion: body.gamePortion ?? "full_game",
        pickedTeamId: isHomeAway
          ? body.selection === "home"
            ? game.home_team_id
            : game.away_team_id
          : null,
        pickedOutcome: isDraw ? "draw" : null,
        outcomeField: "selection",
        overUnder: isHomeAway || isDraw ? null : (body.selection as "over" | "under"),
        propId: body.propId ?? null,
      },
      markets.games,
      markets.odds,
      markets.props,
      row,
    );
    assertBeforeDeadline(priced, c.var.now);
    const error = checkNewScreenPick({
      league,
      game: { id: game.id, week: game.week, venue: game.venue, is_postseason: game.is_postseason },
      choice: priced.choice,
      existing: stored.map(choiceOfSubmittedPick),
      isLock: body.isLock ?? false,
      weekHasLock: stored.some((s) => s.is_lock && s.week === game.week),
      submittedCount: stored.length,
    });
    if (error) throw badRequest(error);
    const isLock = body.isLock ?? false;
    const draft = draftPickJson(priced, {
      id: insertedId(0),
      userId: c.var.userId,
      leagueId: league.id,
      isLock,
      now: c.var.now,
    });
    try {
      const { body: pick } = await writeBatch(
        c,
        [insertStatement(c.env.DB, priced, c.var.userId, league.id, isLock, c.var.now)],
        { status: 201, body: draft satisfies SubmittedPick },
      );
      await emitPickEvents(
        c.env,
        [{ type: "submitted", userId: c.var.userId, leagueId: league.id }],
        c.var.now,
      );
      return c.json(pick, 201);
    } catch (err) {
      guardError(err, league, game.week);
    }
  })
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
  })
  .route("/", weeklyPicksRoutes);
