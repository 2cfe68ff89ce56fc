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
import { Hono } from "hono";
import {
  betListAllows,
  toLeagueBetType,
  pickTypeOf,
  type PickType,
} from "#domain/picks/vocabulary";
import { PICK_TEXTS, choiceOfSubmittedPick } from "#domain/picks/rules";
import { checkNewScreenPick } from "#domain/picks/checks";
import { NewPickSchema, SubmitPicksSchema, type SubmittedPick } from "#domain/picks/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { badRequest, notFound } from "#worker/http/errors";
import { CONFIDENCE_MESSAGES } from "#domain/leagues/pool-format";
import { SURVIVOR_TEXTS } from "#domain/survivor/rules";
import { assertOnCard } from "./bowl-card";
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
} from "#worker/picks/pick-writer";
import { leagueRules } from "#worker/leagues/queries";
import { leagueAndWeekPicks, submitWeekPicks } from "./submit-week";
import { emitPickEvents } from "./events";
import { pickEditRoutes } from "./pick-edit-routes";
import { weeklyPicksRoutes } from "./weekly-picks";

/** Mounted at the API root: every path is spelled out in full (trailing slashes as the spec). */
export const picksRoutes = new Hono<AppBindings>()
  .post("/weekly-picks/submit_picks/", requireAuth, validateJson(SubmitPicksSchema), async (c) => {
    const body = await submitWeekPicks(c, c.var.userId, c.req.valid("json"));
    return c.json(body, 201);
  })
  .post("/picks/", requireAuth, validateJson(NewPickSchema), async (c) => {
    const body = c.req.valid("json");
    if (!body.leagueId) throw badRequest(PICK_TEXTS.selectLeagueFirst);
    const pickType: PickType = pickTypeOf(toLeagueBetType(body.betType)!);
    const markets = await loadMarkets(c.env.DB, [body.game], body.propId ? [body.propId] : []);
    const found = markets.games.get(body.game);
    if (!found) throw badRequest("Game not found");
    const { league: row, stored } = await leagueAndWeekPicks(c, body.leagueId, c.var.userId, found);
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
