/**
 * Pick writes and reads (spec section 7):
 *   POST /api/weekly-picks/submit_picks/   all-or-nothing submit of a week's picks (+ lock index)
 *   POST /api/picks/                       the newer screen's one pick
 *   POST /api/picks/{id}/set_lock/, GET /api/user-picks/, PUT /api/users/picks/{id}/sharing/
 *                                          a fan's submitted picks (./pick-edit-routes.ts)
 *   GET  /api/leagues/{id}/weekly_picks/   every member's visible picks of a week (./weekly-picks.ts)
 * Every write goes through `writeBatch` (Idempotency-Key) and the picks table's guard triggers;
 * rules come from domain/picks and are checked against the server's markets and clock.
 */
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
  SubmitPicksSchema,
  type SubmitPicksResponse,
  type SubmittedPick,
} from "#domain/picks/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { badRequest, notFound } from "#worker/http/errors";
import { CONFIDENCE_MESSAGES } from "#domain/leagues/pool-format";
import { SURVIVOR_TEXTS } from "#domain/survivor/rules";
import { confidenceRanks } from "./confidence";
import { assertOnCard } from "./bowl-card";
import { tiebreakerGuessWrites } from "./tiebreaker-guess";
import { validateJson } from "#worker/http/validate";
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
import { pickRows, userPicksStatement } from "./queries";
import { emitPickEvents } from "./events";
import { pickEditRoutes } from "./pick-edit-routes";
import { weeklyPicksRoutes } from "./weekly-picks";

type Ctx = Context<AppBindings>;

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
    if (row.pool_format === "survivor") throw badRequest(SURVIVOR_TEXTS.useSurvivorPick);
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
    if (row.pool_format === "survivor") throw badRequest(SURVIVOR_TEXTS.useSurvivorPick);
    // One pick alone carries no rank: a confidence week is submitted ranked, all together.
    if (row.pool_format === "confidence") throw badRequest(CONFIDENCE_MESSAGES.rankedTogether);
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
  .route("/", pickEditRoutes)
  .route("/", weeklyPicksRoutes);
