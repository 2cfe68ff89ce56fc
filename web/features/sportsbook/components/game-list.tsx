import { useState, type ComponentType } from "react";
import type { SportsbookGame } from "#domain/sportsbook/contract";
import { Icon } from "#web/ui/icons";
import { gameOpen, type PickContext } from "../hooks/use-pick-actions";
import { GameSlot } from "./game-slot";

type GameListProps = {
  /** The week's shown games, in kickoff order. */
  games: SportsbookGame[];
  /** The week shown: a new week is a new look (the fold and its clock start again). */
  week: number | string | null;
  ctx: Pick<PickContext, "league" | "nowMs">;
  /**
   * The phone layout: the games already started are folded (a desktop has room for the whole
   * week), and three cards fill the first screen (a desktop's column shows four).
   */
  phone: boolean;
  /** Height of a card not drawn yet, px. */
  estimate: number;
  Card: ComponentType<{ game: SportsbookGame }>;
};

/**
 * A sportsbook week's games (both screens), drawn near the screen only (GameSlot).
 *
 * On a phone the week opens on the games a fan can still pick: the games that had already kicked
 * off (or locked) when the fan opened the week are folded into one row above them, in kickoff
 * order once unfolded. The fold is decided at the time the week was opened, so a game kicking off
 * while the fan looks at it does not jump away. A week with nothing left to pick (or nothing
 * started) shows every game as it is.
 */
export function GameList(props: GameListProps) {
  return <Fold key={`${props.ctx.league?.id ?? 0}:${props.week}`} {...props} />;
}

function Fold({ games, ctx, phone, estimate, Card }: GameListProps) {
  const [openedAt] = useState(ctx.nowMs);
  const [unfolded, setUnfolded] = useState(false);
  const firstOpen = phone
    ? games.findIndex((g) => gameOpen({ league: ctx.league, nowMs: openedAt }, g))
    : 0;
  // The first screen's cards are drawn at once, the rest as they come near it.
  const slots = (run: SportsbookGame[]) =>
    run.map((game, index) => (
      <GameSlot
        key={game.id}
        game={game}
        eager={index < (phone ? 3 : 4)}
        estimate={estimate}
        Card={Card}
      />
    ));
  if (firstOpen <= 0) return slots(games);
  const started = games.slice(0, firstOpen);
  const count = started.length === 1 ? "1 game" : `${started.length} games`;
  return (
    <>
      <button
        type="button"
        className="started-fold"
        aria-expanded={unfolded}
        onClick={() => setUnfolded((u) => !u)}
      >
        <span>{unfolded ? `Hide ${count} already started` : `${count} already started`}</span>
        <Icon name={unfolded ? "chevronUp" : "chevronDown"} size={18} />
      </button>
      {unfolded && slots(started)}
      {slots(games.slice(firstOpen))}
    </>
  );
}
