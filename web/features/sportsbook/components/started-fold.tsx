import { useState, type ReactNode } from "react";
import type { SportsbookGame } from "#domain/sportsbook/contract";
import { Icon } from "#web/ui/icons";
import { gameOpen, type PickContext } from "../hooks/use-pick-actions";

type FoldProps<G extends SportsbookGame> = {
  /** The week's shown games, in kickoff order. */
  games: G[];
  /** The week shown: a new week is a new look (the fold and its clock start again). */
  week: number | string | null;
  ctx: Pick<PickContext, "league" | "nowMs">;
  /** Only on phones: a desktop has room for the whole week. */
  enabled: boolean;
  /** Draws a run of games (called for the open ones, and for the started ones when unfolded). */
  children: (games: G[]) => ReactNode;
};

/**
 * On a phone the week opens on the games a fan can still pick: the games that had already kicked
 * off (or locked) when the fan opened the week are folded into one row above them, in kickoff
 * order once unfolded. The fold is decided at the time the week was opened, so a game kicking off
 * while the fan looks at it does not jump away. A week with nothing left to pick (or nothing
 * started) shows every game as it is.
 */
export function StartedFold<G extends SportsbookGame>(props: FoldProps<G>) {
  return <Fold key={`${props.ctx.league?.id ?? 0}:${props.week}`} {...props} />;
}

function Fold<G extends SportsbookGame>({ games, ctx, enabled, children }: FoldProps<G>) {
  const [openedAt] = useState(ctx.nowMs);
  const [unfolded, setUnfolded] = useState(false);
  const firstOpen = enabled
    ? games.findIndex((g) => gameOpen({ league: ctx.league, nowMs: openedAt }, g))
    : 0;
  if (firstOpen <= 0) return children(games);
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
      {unfolded && children(started)}
      {children(games.slice(firstOpen))}
    </>
  );
}
