/**
 * A game card of /sportsbook-new as its grid draws it, with the fan's submitted picks under it; it
 * reads the screen's state from NewCardEnvContext, so only the cards drawn re-render.
 */
import { createContext, useContext } from "react";
import type { SubmittedPick } from "#domain/picks/contract";
import { isPostseasonGame } from "#domain/picks/postseason";
import { calendarFor } from "#domain/season/calendars";
import { lazyPart } from "#web/ui/lazy-dialog";
import { newScreenLook } from "../hooks/new-screen-actions";
import { gameAvailable, lockAtOf, type PickContext } from "../hooks/use-pick-actions";
import type { useNewScreenFilters } from "../hooks/use-new-screen-filters";
import type { useWeekGames } from "../hooks/use-sportsbook-data";
import { CardPicks } from "./card-picks";
import type { LockChoice } from "./card-lock";
import { GameCard } from "./game-card";
import { linesUnpriced, type Offer } from "./market-rows";

/** How the league picked a kicked-off game (issue 48): loaded with the first such card drawn. */
const CardSplits = lazyPart(() => import("./card-splits").then((m) => m.CardSplits));

type WeekGame = ReturnType<typeof useWeekGames>["games"][number];

/** What every drawn card reads; only cards near the screen re-render when it changes. */
interface NewCardEnv {
  ctx: PickContext;
  sport: string;
  state: ReturnType<typeof useNewScreenFilters>[0];
  onPick: (game: WeekGame, offer: Offer) => void;
  canSetLock: (pick: SubmittedPick) => boolean;
  onSetLock: (pick: SubmittedPick) => void;
  lockChoices: (gameId: number) => LockChoice[];
  onLock: (key: string, on: boolean) => void;
}
export const NewCardEnvContext = createContext<NewCardEnv | null>(null);

/** A game as /sportsbook draws it (one board row per team), with the fan's picks under it. */
export function LiveNewGameCard({ game }: { game: WeekGame }) {
  const env = useContext(NewCardEnvContext)!;
  const { ctx, state } = env;
  const { league } = ctx;
  // Not pickable: started or locked, or a game the league does not play.
  const available = gameAvailable(ctx, game);
  const restriction = {
    betTypes: state.bets,
    gamePortions: state.portions,
    oddsRestrictionEnabled: state.odds.enabled,
    minOdds: state.odds.min,
    maxOdds: state.odds.max,
  };
  const picks = ctx.submitted.filter((s) => s.game_id === game.id);
  const cal = calendarFor(env.sport);
  const unpriced = linesUnpriced(cal);
  return (
    <GameCard
      game={game}
      sport={env.sport}
      lockAtMs={lockAtOf(league, game)}
      isPostseason={isPostseasonGame(game, env.sport)}
      submitted={picks.length > 0}
      available={available}
      dimmed={false}
      showBet={(type) => state.bets.includes(type)}
      showPortion={(portion) => state.portions.includes(portion)}
      stateOf={(offer) => newScreenLook(ctx, game, offer, available, restriction, unpriced)}
      onPick={(offer) => env.onPick(game, offer)}
      lockChoices={env.lockChoices(game.id)}
      onLock={env.onLock}
    >
      <CardPicks picks={picks} cal={cal} canSetLock={env.canSetLock} onSetLock={env.onSetLock} />
      {league && Date.parse(game.game_time) <= ctx.nowMs && (
        <CardSplits leagueId={league.id} week={game.week} gameId={game.id} />
      )}
    </GameCard>
  );
}
