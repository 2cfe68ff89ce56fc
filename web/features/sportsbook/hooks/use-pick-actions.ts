/**
 * The pick actions of both screens on top of the domain rules: toggle a pending pick (checked with
 * checkMakePick before it is stored), submit a league's pending picks (outbox), set a lock and
 * share a pick (outbox). Results come back through the outbox's applied/rejected hooks.
 */
import { useEffect } from "react";
import { pickDeadline } from "#domain/calendar";
import { isPostseasonGame } from "#domain/picks/postseason";
import {
  checkMakePick,
  checkSubmission,
  oddsButtonState,
  sameChoice,
  type PickChoice,
  type PickFilters,
  choiceOfSubmittedPick,
} from "#domain/picks/rules";
import type { SportsbookGame, SportsbookLeague } from "#domain/sportsbook/contract";
import type { SubmittedPick } from "#domain/picks/contract";
import { cardWeekOf } from "#domain/picks/weeks";
import { errorMessage } from "#web/api/errors";
import { db, type PendingPickRow } from "#web/offline/db";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import {
  SET_LOCK_KIND,
  SUBMIT_KIND,
  queueSetLock,
  queueSharing,
  queueSubmitPicks,
} from "../api/sportsbook-api";
import type { Offer } from "../components/game-card";
import { pendingKey, pendingOf, type PendingPick } from "./use-sportsbook-data";

/** The rules' view of a submitted pick (one mapping, shared with the server). */
export const submittedChoice = (p: SubmittedPick): PickChoice => choiceOfSubmittedPick(p);

export const lockAtOf = (league: SportsbookLeague | null, game: SportsbookGame) =>
  pickDeadline(league ?? { submission_deadline: "game_time" }, {
    kickoff_at: game.game_time,
  }).getTime();

export interface PickContext {
  userId: number | null;
  league: SportsbookLeague | null;
  filters: PickFilters | null;
  pendingRows: PendingPickRow[];
  submitted: SubmittedPick[];
  nowMs: number;
}

const sameCardWeek = (a: number, b: number) => cardWeekOf(a) === cardWeekOf(b);

/** Pending picks of the same league and card week as `game` that still count (not rejected). */
function livePending(ctx: PickContext, game: SportsbookGame) {
  return ctx.pendingRows.map(pendingOf).filter((p, i) => {
    const row = ctx.pendingRows[i]!;
    return sameCardWeek(row.week, game.week) && !p.rejection;
  });
}

function submittedFor(ctx: PickContext, game: SportsbookGame) {
  return ctx.submitted.filter(
    (s) => s.league_id === ctx.league?.id && sameCardWeek(s.week, game.week),
  );
}

export function buttonState(ctx: PickContext, game: SportsbookGame, offer: Offer) {
  const pending = livePending(ctx, game).map(toChoice);
  return oddsButtonState({
    league: ctx.league,
    filters: ctx.filters,
    game,
    choice: offer.choice,
    pending,
    submitted: submittedFor(ctx, game).map(submittedChoice),
    gameAvailable: game.status === "scheduled" && ctx.nowMs < lockAtOf(ctx.league, game),
  });
}

const toChoice = (p: PendingPick): PickChoice => ({
  gameId: p.gameId,
  pickType: p.pickType as PickChoice["pickType"],
  gamePortion: p.gamePortion,
  side: p.side,
  propId: p.propId,
  odds: p.odds,
});

/** Adds the offer to the pending list, or removes it when it is already there. Returns an error text. */
export async function togglePick(
  ctx: PickContext,
  game: SportsbookGame,
  offer: Offer,
): Promise<string | null> {
  if (!ctx.league || ctx.userId === null) return "Please select a specific league to make picks";
  const key = pendingKey(ctx.userId, ctx.league.id, {
    ...offer.choice,
    propId: offer.choice.propId ?? null,
  });
  const existing = ctx.pendingRows.find((r) => r.key === key);
  if (existing) {
    await db.pendingPicks.delete(key);
    return null;
  }
  const pending = livePending(ctx, game);
  const submitted = submittedFor(ctx, game);
  const error = checkMakePick({
    league: ctx.league,
    filters: ctx.filters,
    game,
    choice: offer.choice,
    pending: pending.map(toChoice).filter((c) => !sameChoice(c, offer.choice)),
    submitted: submitted.map(submittedChoice),
  });
  if (error) return error;
  const pick: PendingPick = {
    gameId: game.id,
    pickType: offer.choice.pickType,
    gamePortion: offer.choice.gamePortion,
    side: offer.choice.side,
    propId: offer.choice.propId ?? null,
    pickedTeamId: offer.pickedTeamId,
    odds: offer.choice.odds,
    line: offer.line,
    name: offer.name,
    gameTime: game.game_time,
    lockAt: new Date(lockAtOf(ctx.league, game)).toISOString(),
    isLock: false,
    batchId: null,
    rejection: null,
  };
  await db.pendingPicks.put({
    key,
    userId: ctx.userId,
    leagueId: ctx.league.id,
    week: game.week,
    gameId: game.id,
    pick: pick as unknown as Record<string, unknown>,
    mutationId: null,
    updatedAt: Date.now(),
  });
  return null;
}

/** Makes one pending pick the lock (and no other). */
export async function setPendingLock(rows: PendingPickRow[], key: string, on: boolean) {
  await db.transaction("rw", db.pendingPicks, async () => {
    for (const row of rows) {
      const isLock = on && row.key === key;
      if (pendingOf(row).isLock !== isLock)
        await db.pendingPicks.update(row.key, { pick: { ...row.pick, isLock } });
    }
  });
}

export function submitBody(p: PendingPick) {
  const isProp = p.pickType === "player_prop" || p.pickType === "team_prop";
  return {
    game_id: p.gameId,
    pick_type: p.pickType,
    game_portion: p.gamePortion,
    picked_value:
      p.pickType === "spread" ? String(p.line ?? "") : p.pickType === "moneyline" ? null : p.side,
    value: p.line,
    ...(p.pickType === "spread" || p.pickType === "moneyline"
      ? { picked_team_id: p.pickedTeamId }
      : {}),
    ...(isProp
      ? { prop_id: p.propId, prop_type: p.pickType === "player_prop" ? "player" : "team" }
      : {}),
    display_name: p.name,
  };
}

/** Validates and queues the league's unsent pending picks. Returns an error text or null. */
export async function submitPending(
  ctx: PickContext,
  seasonId: number | null,
): Promise<string | null> {
  const rows = ctx.pendingRows.filter((r) => {
    const p = pendingOf(r);
    return !p.batchId || p.rejection;
  });
  const picks = rows.map(pendingOf);
  const error = checkSubmission({
    leagueId: ctx.league?.id ?? null,
    league: ctx.league,
    picks: picks.map((p, i) => ({ name: p.name, week: rows[i]!.week, odds: p.odds })),
  });
  if (error) return error;
  const lockIndex = picks.findIndex((p) => p.isLock);
  await queueSubmitPicks(
    {
      league_id: ctx.league!.id,
      week: rows[0]!.week,
      season_id: seasonId ?? 1,
      lock_pick_index: lockIndex >= 0 ? lockIndex : null,
      picks: picks.map(submitBody),
    },
    rows.map((r) => r.key),
    `Submit ${picks.length} ${picks.length === 1 ? "pick" : "picks"} — ${ctx.league!.name}`,
  );
  return null;
}

export const setLockOnSubmitted = (pick: SubmittedPick, label: string) =>
  queueSetLock(pick.id, label);
export const shareSubmitted = (pick: SubmittedPick, shared: boolean) =>
  queueSharing(pick.id, shared);

/** Section 8 banners for submit and lock results. */
export function useWriteResults(
  show: (kind: "success" | "error", text: string) => void,
  onChange: () => void,
) {
  useEffect(() => {
    const offs = [
      onMutationApplied(() => {
        show("success", "Picks submitted successfully!");
        onChange();
      }, SUBMIT_KIND),
      onMutationRejected((row) => {
        show("error", row.lastError || "Failed to submit picks");
        onChange();
      }, SUBMIT_KIND),
      onMutationApplied(() => {
        show("success", "Lock set successfully!");
        onChange();
      }, SET_LOCK_KIND),
      onMutationRejected((row) => {
        show("error", row.lastError || "Failed to set lock");
        onChange();
      }, SET_LOCK_KIND),
    ];
    return () => offs.forEach((off) => off());
  }, [show, onChange]);
}

export const describeError = (e: unknown, fallback: string) => errorMessage(e, fallback);
export { isPostseasonGame };
