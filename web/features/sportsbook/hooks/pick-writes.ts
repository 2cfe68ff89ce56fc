/**
 * What a tap on an odds button and a submission write (both sportsbook screens): the checks a new
 * pick must pass (domain/picks/checks.ts), the pending pick stored on the device, the submission
 * queued in the outbox. Loaded with the first tap (`pickWrites()` in ./use-pick-actions.ts): a
 * first visit draws the board without it.
 */
import { checkMakePick, checkNewScreenPick, checkSubmission } from "#domain/picks/checks";
import { PICK_TEXTS, sameChoice } from "#domain/picks/rules";
import type { SportsbookGame, SportsbookLeague } from "#domain/sportsbook/contract";
import { onMutationApplied } from "#web/offline/outbox";
import { createPickBody } from "../api/pick-mutations";
import type { Offer } from "../components/market-rows";
import {
  draftPick,
  isUnsent,
  pendingKey,
  queueCreatePick,
  queueSubmitPicks,
  removePending,
  unsentNow,
  type PendingPick,
} from "./pending-picks";
import {
  livePending,
  lockAtOf,
  submittedChoice,
  submittedFor,
  toChoice,
  type PickCheck,
  type PickContext,
} from "./use-pick-actions";

/** The picks this tab queued: the first to land may bring the offer of Web Push (ADR 0410). */
const queued = new Set<string>();
let listening = false;

/** Watches a queued pick; once applied, the offer (a phone, once per device) loads and runs. */
function offerPushAfter(row: { mutationId: string }) {
  queued.add(row.mutationId);
  if (listening) return;
  listening = true;
  onMutationApplied((applied) => {
    if (queued.delete(applied.mutationId))
      void import("./push-offer").then((m) => m.offerPushOnce());
  });
}

/** /sportsbook: the filters and caps of spec section 5. */
export const mainScreenCheck: PickCheck = (ctx, game, choice) =>
  checkMakePick({
    league: ctx.league!,
    filters: ctx.filters,
    game,
    choice,
    pending: livePending(ctx, game)
      .map(toChoice)
      .filter((c) => !sameChoice(c, choice)),
    submitted: submittedFor(ctx, game).map(submittedChoice),
  });

/** /sportsbook-new: the newer screen's alerts (spec section 5 "Newer-screen alerts"). */
export const newScreenCheck: PickCheck = (ctx, game, choice) => {
  const submitted = submittedFor(ctx, game);
  const pending = livePending(ctx, game);
  return checkNewScreenPick({
    league: ctx.league!,
    game,
    choice,
    existing: [...submitted.map(submittedChoice), ...pending.map(toChoice)],
    isLock: false,
    weekHasLock: false,
    submittedCount: submitted.length + pending.length,
  });
};

/** /sportsbook-new: one POST /api/picks/ per unsent pending pick (spec section 7). */
export async function submitEach(ctx: PickContext): Promise<string | null> {
  if (!ctx.league) return PICK_TEXTS.selectLeagueFirst;
  // Ranks and the tiebreaker guess belong to the week's submission (one submit_picks call).
  if (playsPool(ctx.league)) return submitAll(ctx, ctx.league.season.id);
  for (const row of await unsentNow(ctx.pendingRows.filter(isUnsent))) {
    offerPushAfter(
      await queueCreatePick(createPickBody(row, ctx.league.id), row.key, `Pick: ${row.pick.name}`),
    );
  }
  return null;
}
/**
 * Adds the offer to the pending list, or removes it when it is already there. Returns the rule it
 * breaks (shown as a toast by the caller), or null.
 */
export async function togglePick(
  ctx: PickContext,
  game: SportsbookGame,
  offer: Offer,
  check: PickCheck = mainScreenCheck,
): Promise<string | null> {
  if (!ctx.league || ctx.userId === null) return PICK_TEXTS.selectLeague;
  const choice = { ...offer.choice, propId: offer.choice.propId ?? null };
  const key = pendingKey(ctx.userId, ctx.league.id, choice);
  if (ctx.pendingRows.some((r) => r.key === key)) {
    await removePending(key);
    return null;
  }
  const error = check(ctx, game, offer.choice);
  if (error) return error;
  await draftPick({
    key,
    userId: ctx.userId,
    leagueId: ctx.league.id,
    week: game.week,
    gameId: game.id,
    pick: {
      gameId: game.id,
      pickType: choice.pickType,
      gamePortion: choice.gamePortion,
      side: choice.side,
      propId: choice.propId,
      pickedTeamId: offer.pickedTeamId,
      odds: choice.odds,
      line: offer.line,
      name: offer.name,
      gameTime: game.game_time,
      lockAt: new Date(lockAtOf(ctx.league, game)).toISOString(),
      isLock: false,
    },
  });
  return null;
}

/** The submit_picks body of one pending pick. */
export function submitBody(p: PendingPick) {
  const isProp = p.pickType === "player_prop" || p.pickType === "team_prop";
  return {
    game_id: p.gameId,
    pick_type: p.pickType,
    game_portion: p.gamePortion,
    picked_value:
      p.pickType === "spread" ? String(p.line ?? "") : p.pickType === "moneyline" ? null : p.side,
    value: p.line,
    // A draw (soccer's three-way moneyline) is a moneyline on no team: picked_outcome 'draw'.
    ...(p.side === "draw"
      ? { picked_team_id: null, picked_outcome: "draw" }
      : p.pickType === "spread" || p.pickType === "moneyline"
        ? { picked_team_id: p.pickedTeamId }
        : {}),
    ...(isProp
      ? { prop_id: p.propId, prop_type: p.pickType === "player_prop" ? "player" : "team" }
      : {}),
    display_name: p.name,
    // A confidence league's rank (issue 46); a standard pick has none and sends none.
    ...(p.confidence ? { confidence: p.confidence } : {}),
  };
}

/** A league whose slip ranks its picks or asks the total-points guess (./confidence.ts). */
export const playsPool = (league: SportsbookLeague) =>
  league.pool_format === "confidence" || "pool_week" in league;

/** /sportsbook: validates and queues the league's unsent pending picks as one submission. */
export async function submitAll(ctx: PickContext, seasonId: number | null): Promise<string | null> {
  const rows = await unsentNow(ctx.pendingRows.filter(isUnsent));
  if (!rows.length) return null;
  const picks = rows.map((r) => r.pick);
  const error = checkSubmission({
    leagueId: ctx.league?.id ?? null,
    league: ctx.league,
    picks: picks.map((p, i) => ({ name: p.name, week: rows[i]!.week, odds: p.odds })),
  });
  if (error) return error;
  // A confidence league's ranks and the tiebreaker guess, checked before anything is queued.
  const pool = playsPool(ctx.league!) ? await import("./confidence") : null;
  const problem = pool?.slipProblem(pool.slipProblems(ctx.league!, rows, ctx.nowMs));
  if (problem) return problem;
  const lockIndex = picks.findIndex((p) => p.isLock);
  const queuedRow = await queueSubmitPicks(
    {
      league_id: ctx.league!.id,
      week: rows[0]!.week,
      season_id: seasonId ?? 1,
      lock_pick_index: lockIndex >= 0 ? lockIndex : null,
      picks: picks.map(submitBody),
      ...pool?.guessField(ctx.league!, rows),
    },
    rows.map((r) => r.key),
    `Submit ${picks.length} ${picks.length === 1 ? "pick" : "picks"} — ${ctx.league!.name}`,
  );
  offerPushAfter(queuedRow);
  return null;
}
