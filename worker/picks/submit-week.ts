/**
 * A week's submission (POST /api/weekly-picks/submit_picks/), all or nothing, as one member makes
 * it: the fan themself, or the commissioner entering the week of a member who could not
 * (worker/commissioner/, issue 48). Either way the same checks run against the server's markets
 * and clock (the league's rules, caps, odds range, locks, confidence ranks, the tiebreaker guess),
 * the line and price stored are the server's at that moment, and the picks table's guard
 * triggers re-check the deadline and cap inside the one D1 batch (Idempotency-Key).
 *
 * The commissioner's entry (`asCommissioner`) differs in two things only: its deadline is each
 * game's kickoff (a late pick, never one after kickoff), and its extra statements (the audit row)
 * commit in the same batch as the picks.
 */
import type { Context } from "hono";
import type * as v from "valibot";
import { toLeagueBetType, pickTypeOf } from "#domain/picks/vocabulary";
import { cardWeekOf, type CardWeek } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import { PICK_TEXTS, choiceOfSubmittedPick, type PickChoice } from "#domain/picks/rules";
import { checkMakePick, checkSetLock, checkSubmission } from "#domain/picks/checks";
import {
  type SubmitPicksSchema,
  type SubmitPicksResponse,
  type SubmittedPick,
} from "#domain/picks/contract";
import { SURVIVOR_TEXTS } from "#domain/survivor/rules";
import type { AppBindings } from "#worker/env";
import { badRequest, notFound } from "#worker/http/errors";
import { insertedId, writeBatch } from "#worker/http/idempotency";
import { leagueRules, memberLeagueStatement, type LeagueRow } from "#worker/leagues/queries";
import { assertOnCard } from "./bowl-card";
import { confidenceRanks } from "./confidence";
import { emitPickEvents } from "./events";
import { pickRows, userPicksStatement } from "./pick-rows";
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
} from "./pick-writer";
import { tiebreakerGuessWrites } from "./tiebreaker-guess";

type Ctx = Context<AppBindings>;
type SubmitBody = v.InferOutput<typeof SubmitPicksSchema>;

/** What the commissioner's entry sees of the week before it commits (its audit row's facts). */
export interface WeekSubmission {
  league: LeagueRow;
  cardWeek: CardWeek;
  /** The member's picks of the card week before this submission. */
  before: SubmittedPick[];
  /** The new picks as they will be stored (the answer's picks, ids filled in by the batch). */
  after: SubmittedPick[];
}

export interface SubmitOptions {
  /**
   * The commissioner enters the week: kickoff is the deadline, and `extra`'s statements commit
   * with the picks (the first at batch index `firstIndex`) and its `answer` fields join the answer.
   */
  asCommissioner?: {
    extra: (
      week: WeekSubmission,
      firstIndex: number,
    ) => { statements: D1PreparedStatement[]; answer: Record<string, unknown> };
  };
}

/**
 * The league (if `userId` is an active member) and that member's picks of the game's card week:
 * its week, or the whole postseason by the calendar of the game's sport.
 */
export async function leagueAndWeekPicks(
  c: Ctx,
  leagueId: number,
  userId: number,
  game: ServerGame,
) {
  const db = c.env.DB;
  const [leagueRes, picksRes] = await db.batch([
    memberLeagueStatement(db, leagueId, userId),
    userPicksStatement(db, userId, {
      leagueId,
      week: cardWeekOf(game.week, calendarFor(game.sport_key)),
    }),
  ]);
  const league = ((leagueRes!.results ?? [])[0] as LeagueRow | undefined) ?? null;
  return { league, stored: pickRows(picksRes!) };
}

function requested(p: SubmitBody["picks"][number], index: number): RequestedPick {
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

/**
 * Submits `body` as `userId`'s week: checks everything, writes the picks (and what goes with
 * them) in one batch, emits the picks' event. Returns the 201 answer; throws the 4xx.
 */
export async function submitWeekPicks(
  c: Ctx,
  userId: number,
  body: SubmitBody,
  options: SubmitOptions = {},
): Promise<SubmitPicksResponse | undefined> {
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
  const { league: row, stored } = await leagueAndWeekPicks(c, leagueId, userId, first);
  if (!row) throw notFound(PICK_TEXTS.leagueNotFound);
  if (row.pool_format === "survivor") throw badRequest(SURVIVOR_TEXTS.useSurvivorPick);
  const league = leagueRules(row);
  const cal = calendarFor(row.sport_key);
  for (const r of reqs) leagueGame(r, markets.games, row);
  await assertOnCard(c.env.DB, row, reqs);
  const priced: PricedPick[] = reqs.map((r) => {
    const p = pricePick(r, markets.games, markets.odds, markets.props, row);
    // The commissioner's late pick: until the game kicks off, past the league's own deadline.
    return options.asCommissioner ? { ...p, deadline: new Date(p.game.kickoff_at) } : p;
  });
  const submissionError = checkSubmission({
    leagueId,
    league,
    picks: priced.map((p) => ({ name: p.name, week: p.game.week, odds: p.choice.odds })),
  });
  if (submissionError) throw badRequest(submissionError);
  // The client's week must name the same card week as the games (the sport's postseason weeks
  // are one 'postseason').
  if (body.week !== undefined && body.week !== null) {
    const claimed = body.week === "postseason" ? "postseason" : cardWeekOf(Number(body.week), cal);
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

  const cardWeek = cardWeekOf(week, cal);
  const guessWrites = await tiebreakerGuessWrites(c, row, cardWeek, body, userId);
  const statements = priced.map((p, i) =>
    insertStatement(c.env.DB, p, userId, leagueId, i === lockIndex, c.var.now, ranks[i]!),
  );
  statements.push(...guessWrites);
  // The answer commits with the picks (insertedId(i) becomes pick i's id), in the order reads
  // list picks: by week and kickoff, then as sent.
  const draft = priced
    .map((p, i) =>
      draftPickJson(p, {
        id: insertedId(i),
        userId,
        leagueId,
        isLock: i === lockIndex,
        now: c.var.now,
        confidence: ranks[i]!,
      }),
    )
    .sort(
      (a, b) => a.week - b.week || a.game_detail.game_time.localeCompare(b.game_detail.game_time),
    );
  const extra = options.asCommissioner?.extra(
    { league: row, cardWeek, before: stored, after: draft },
    statements.length,
  );
  statements.push(...(extra?.statements ?? []));
  const response: SubmitPicksResponse = { picks: draft, message: "Picks submitted successfully!" };
  try {
    const { body: answer } = await writeBatch(c, statements, {
      status: 201,
      body: { ...response, ...extra?.answer },
    });
    await emitPickEvents(c.env, [{ type: "submitted", userId, leagueId }], c.var.now);
    return answer;
  } catch (err) {
    guardError(err, league, week);
  }
}
