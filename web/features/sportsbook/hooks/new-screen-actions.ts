/**
 * The newer sportsbook's odds buttons' looks (/sportsbook-new, spec 2 §4). Kept apart from
 * use-pick-actions.ts so /sportsbook's first visit does not download them; its alerts and its one
 * call per pending pick are written at the first tap (./pick-writes.ts).
 */
import {
  PICK_TEXTS,
  checkOdds,
  isShowableOdds,
  marketTaken,
  sameChoice,
  type PickFilters,
} from "#domain/picks/rules";
import type { SportsbookGame } from "#domain/sportsbook/contract";
import type { Offer, OddsLook } from "../components/market-rows";
import {
  livePending,
  submittedChoice,
  submittedFor,
  submittedLook,
  toChoice,
  type PickContext,
} from "./use-pick-actions";

/**
 * /sportsbook-new: an odds button's look. The fan's submitted pick wears its colours and a check;
 * a drafted one is selected (and can be taken back); an offer is disabled when the game takes no
 * picks, it has no odds (zero or none: the spec hides those, the board keeps their place) where
 * the sport's lines have prices (an NBA line or an MLB winner has none and is taken as it is), its
 * market already has a pick (the other side, drafted or submitted), or its odds are outside the
 * league's range or the fan's own odds restriction.
 */
export function newScreenLook(
  ctx: PickContext,
  game: SportsbookGame,
  offer: Offer,
  available: boolean,
  restriction: PickFilters,
  unpriced = false,
): OddsLook {
  const submitted = submittedFor(ctx, game);
  const mine = submittedLook(submitted, offer);
  if (mine) return mine;
  const pending = livePending(ctx, game).map(toChoice);
  if (pending.some((p) => sameChoice(p, offer.choice))) return { state: "selected" };
  const reason = !available
    ? PICK_TEXTS.gameNotAvailable
    : !isShowableOdds(offer.choice.odds) && !(unpriced && offer.choice.odds === null)
      ? PICK_TEXTS.noOdds
      : marketTaken([...submitted.map(submittedChoice), ...pending], offer.choice)
        ? PICK_TEXTS.oppositeChosen
        : ctx.league && checkOdds(ctx.league, restriction, offer.choice.odds);
  return reason ? { state: "disabled", reason } : { state: "available" };
}
