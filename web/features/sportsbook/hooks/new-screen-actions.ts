/**
 * The newer sportsbook's own pick actions (/sportsbook-new, spec 2 §5 and §7): its odds buttons'
 * looks, its alerts and one call per pending pick. Kept
 * apart from use-pick-actions.ts so /sportsbook's first visit does not download them.
 */
import {
  PICK_TEXTS,
  checkNewScreenPick,
  checkOdds,
  isShowableOdds,
  marketTaken,
  sameChoice,
  type PickFilters,
} from "#domain/picks/rules";
import type { SportsbookGame } from "#domain/sportsbook/contract";
import { createPickBody } from "../api/pick-mutations";
import type { Offer, OddsLook } from "../components/game-card";
import { isUnsent, queueCreatePick, unsentNow } from "./pending-picks";
import {
  livePending,
  oneAtATime,
  submittedChoice,
  submittedFor,
  submittedLook,
  toChoice,
  type PickCheck,
  type PickContext,
} from "./use-pick-actions";

/**
 * /sportsbook-new: an odds button's look. The fan's submitted pick wears its colours and a check;
 * a drafted one is selected (and can be taken back); an offer is disabled when the game takes no
 * picks, it has no odds (zero or none: the spec hides those, the board keeps their place), its
 * market already has a pick (the other side, drafted or submitted), or its odds are outside the
 * league's range or the fan's own odds restriction.
 */
export function newScreenLook(
  ctx: PickContext,
  game: SportsbookGame,
  offer: Offer,
  available: boolean,
  restriction: PickFilters,
): OddsLook {
  const submitted = submittedFor(ctx, game);
  const mine = submittedLook(submitted, offer);
  if (mine) return mine;
  const pending = livePending(ctx, game).map(toChoice);
  if (pending.some((p) => sameChoice(p, offer.choice))) return { state: "selected" };
  const reason = !available
    ? PICK_TEXTS.gameNotAvailable
    : !isShowableOdds(offer.choice.odds)
      ? PICK_TEXTS.noOdds
      : marketTaken([...submitted.map(submittedChoice), ...pending], offer.choice)
        ? PICK_TEXTS.oppositeChosen
        : ctx.league && checkOdds(ctx.league, restriction, offer.choice.odds);
  return reason ? { state: "disabled", reason } : { state: "available" };
}

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
export const submitEachPending = (ctx: PickContext) => oneAtATime(() => submitEach(ctx));

async function submitEach(ctx: PickContext): Promise<string | null> {
  if (!ctx.league) return PICK_TEXTS.selectLeagueFirst;
  for (const row of await unsentNow(ctx.pendingRows.filter(isUnsent))) {
    await queueCreatePick(createPickBody(row, ctx.league.id), row.key, `Pick: ${row.pick.name}`);
  }
  return null;
}
