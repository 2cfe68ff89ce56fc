/**
 * The pick actions of both sportsbook screens on top of the domain rules: what the board draws
 * with (each odds button's look, the clock of deadlines, the context a tap is checked in) and
 * sharing; the writes a tap, a submission and a lock make load with their first use
 * (./write-actions.ts). Every write goes through the outbox (hooks/pending-picks.ts); results come
 * back as toasts.
 */
import { useEffect, useMemo, useRef } from "react";
import { pickDeadline } from "#domain/calendar";
import type { SubmittedPick } from "#domain/picks/contract";
import {
  choiceOfSubmittedPick,
  leagueGameBlock,
  oddsButtonState,
  sameChoice,
  type PickChoice,
  type PickFilters,
} from "#domain/picks/rules";
import { cardWeekOf } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import type { SportsbookGame, SportsbookLeague } from "#domain/sportsbook/contract";
import { useServerNowCrossing } from "#web/lib/server-time";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { toast } from "#web/ui/toast";
import { CREATE_PICK_KIND, SET_LOCK_KIND, SUBMIT_KIND } from "../api/pick-mutations";
import { queueSharing } from "../api/sportsbook-api";
import type { Offer, OddsLook } from "../components/market-rows";
import { isLive, type PendingPick, type PendingPickRow } from "./pending-picks";

/** The rules' view of a submitted pick (one mapping, shared with the server). */
export const submittedChoice = (p: SubmittedPick): PickChoice => choiceOfSubmittedPick(p);

export const lockAtOf = (league: SportsbookLeague | null, game: SportsbookGame) =>
  pickDeadline(league ?? { submission_deadline: "game_time" }, {
    kickoff_at: game.game_time,
  }).getTime();

/**
 * The server's clock as the screen reads it: what can be picked changes at each game's deadline
 * and kickoff, so the screen re-renders then (and each minute), not every second; the countdowns
 * tick on their own.
 */
export function usePickClock(games: readonly SportsbookGame[], league: SportsbookLeague | null) {
  const deadlines = useMemo(
    () => games.flatMap((g) => [lockAtOf(league, g), Date.parse(g.game_time)]),
    [games, league],
  );
  return useServerNowCrossing(deadlines);
}

export interface PickContext {
  userId: number | null;
  league: SportsbookLeague | null;
  /** The user's own filters (/sportsbook), or none. */
  filters: PickFilters | null;
  pendingRows: PendingPickRow[];
  submitted: SubmittedPick[];
  nowMs: number;
}

/** Two game weeks of the league's sport count together (its postseason weeks are one card week). */
const sameCardWeek = (ctx: PickContext, a: number, b: number) => {
  const cal = calendarFor(ctx.league?.sport_key);
  return cardWeekOf(a, cal) === cardWeekOf(b, cal);
};

export const toChoice = (p: PendingPick): PickChoice => ({
  gameId: p.gameId,
  pickType: p.pickType as PickChoice["pickType"],
  gamePortion: p.gamePortion,
  side: p.side,
  propId: p.propId,
  odds: p.odds,
});

/** Pending picks of the same league and card week as `game` that still count. */
export const livePending = (ctx: PickContext, game: SportsbookGame) =>
  ctx.pendingRows
    .filter((r) => sameCardWeek(ctx, r.week, game.week) && isLive(r))
    .map((r) => r.pick);

export const submittedFor = (ctx: PickContext, game: SportsbookGame) =>
  ctx.submitted.filter(
    (s) => s.league_id === ctx.league?.id && sameCardWeek(ctx, s.week, game.week),
  );

/** Whether the game can still take picks in the league: scheduled and before its deadline. */
export const gameOpen = (ctx: Pick<PickContext, "league" | "nowMs">, game: SportsbookGame) =>
  game.status === "scheduled" && ctx.nowMs < lockAtOf(ctx.league, game);

/**
 * Whether the fan can pick on the game in the league: open, and a game the league plays (a card
 * says 'Not Available' otherwise).
 */
export const gameAvailable = (ctx: Pick<PickContext, "league" | "nowMs">, game: SportsbookGame) =>
  gameOpen(ctx, game) && !(ctx.league && leagueGameBlock(ctx.league, game));

/**
 * The fan's own submitted pick on the offer, if any: it wears its team colour and a check (a lock
 * for the lock pick), never the disabled grey, and once graded says whether it won.
 */
export function submittedLook(submitted: SubmittedPick[], offer: Offer): OddsLook | null {
  const mine = submitted.find((s) => sameChoice(submittedChoice(s), offer.choice));
  if (!mine) return null;
  const outcome = mine.is_correct === null ? null : mine.is_correct ? "correct" : "wrong";
  return { state: "submitted", lock: mine.is_lock, outcome };
}

export function buttonState(ctx: PickContext, game: SportsbookGame, offer: Offer): OddsLook {
  const mine = submittedLook(submittedFor(ctx, game), offer);
  if (mine) return mine;
  return oddsButtonState({
    league: ctx.league,
    filters: ctx.filters,
    game,
    choice: offer.choice,
    pending: livePending(ctx, game).map(toChoice),
    submitted: submittedFor(ctx, game).map(submittedChoice),
    gameAvailable: gameOpen(ctx, game),
  });
}

/** The rule a new pick breaks on the screen it is made on, or null. */
export type PickCheck = (
  ctx: PickContext,
  game: SportsbookGame,
  choice: PickChoice,
) => string | null;

export const shareSubmitted = (pick: SubmittedPick, shared: boolean) =>
  queueSharing(pick.id, shared);

/** Calls `flush` with everything `add`ed within `ms` of the last add (one message per batch). */
function collector<T>(ms: number, flush: (items: T[]) => void) {
  let items: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(item: T) {
      items.push(item);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const all = items;
        items = [];
        flush(all);
      }, ms);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * The results of pick writes in the spec's words (section 8): success 3 s, errors 5 s. The newer
 * screen sends one call per pick: its results are reported once per batch. `onChange` reloads.
 */
export function useWriteResults(onChange: () => void, screen: "main" | "new") {
  // The latest reload, read when a result comes: a new `onChange` each render must not end the
  // listeners, and with them the newer screen's batched "Picks submitted successfully!".
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    const onChange = () => changed.current();
    const created = collector<true>(400, () => toast.success("Picks submitted successfully!"));
    const failed = collector<string>(400, (errors) =>
      toast.error(`Some picks failed to submit: ${errors.join("; ")}`, { ms: 5000 }),
    );
    const offs = [
      onMutationApplied(() => {
        toast.success("Picks submitted successfully!");
        onChange();
      }, SUBMIT_KIND),
      onMutationRejected((row) => {
        toast.error(row.lastError || "Failed to submit picks", { ms: 5000 });
        onChange();
        return true;
      }, SUBMIT_KIND),
      onMutationApplied(() => {
        created.add(true);
        onChange();
      }, CREATE_PICK_KIND),
      onMutationRejected((row) => {
        failed.add(row.lastError || "Unknown error");
        onChange();
        return true;
      }, CREATE_PICK_KIND),
      onMutationApplied(() => {
        toast.success("Lock set successfully!");
        onChange();
      }, SET_LOCK_KIND),
      onMutationRejected((row) => {
        const reason = row.lastError || (screen === "new" ? "Unknown error" : "Failed to set lock");
        toast.error(screen === "new" ? `Failed to set lock: ${reason}` : reason, { ms: 5000 });
        onChange();
        return true;
      }, SET_LOCK_KIND),
    ];
    return () => {
      offs.forEach((off) => off());
      created.cancel();
      failed.cancel();
    };
  }, [screen]);
}
