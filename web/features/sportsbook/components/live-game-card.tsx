/**
 * A game card of /sportsbook as the list draws it: it reads the screen's picks and rules from
 * CardEnvContext, so only the cards drawn re-render when a tap or a deadline changes them.
 */
import { createContext, memo, useContext } from "react";
import { betListAllows, portionListAllows, type PickType } from "#domain/picks/vocabulary";
import { cardFullyPicked } from "#domain/picks/card-markets";
import { isPostseasonGame } from "#domain/picks/postseason";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import type { SubmittedPick } from "#domain/picks/contract";
import { lazyPart } from "#web/ui/lazy-dialog";
import { canLockPending } from "../hooks/pending-picks";
import {
  buttonState,
  gameAvailable,
  lockAtOf,
  submittedChoice,
  type PickContext,
} from "../hooks/use-pick-actions";
import type { useWeekGames } from "../hooks/use-sportsbook-data";
import { GameCard, type GameCardProps } from "./game-card";
import type { Offer } from "./market-rows";

/** How the league picked a kicked-off game (issue 48): loaded with the first such card drawn. */
const CardSplits = lazyPart(() => import("./card-splits").then((m) => m.CardSplits));

type WeekGame = ReturnType<typeof useWeekGames>["games"][number];

/** What every drawn card reads: a tap or a deadline changes it, and only drawn cards re-render. */
interface CardEnv {
  ctx: PickContext;
  /** The sport of the season shown. */
  sport: string;
  rules: Pick<SportsbookLeague, "allowed_bet_types" | "allowed_game_portions"> | null;
  leagueSubmitted: SubmittedPick[];
  showBet: (t: PickType) => boolean;
  showPortion: (portion: string) => boolean;
  onPick: (game: WeekGame, offer: Offer) => void;
  /** Whether the league's week already has a submitted lock. */
  weekHasLock: boolean;
  onLock: (key: string, on: boolean) => void;
}
export const CardEnvContext = createContext<CardEnv | null>(null);

export function LiveGameCard({ game }: { game: WeekGame }) {
  const env = useContext(CardEnvContext)!;
  const { ctx } = env;
  // 'Not Available': started or locked, or a game the league does not play.
  const available = gameAvailable(ctx, game);
  const onGame = env.leagueSubmitted.filter((s) => s.game_id === game.id);
  const pendingOnGame = ctx.pendingRows.filter((r) => r.gameId === game.id);
  const lockable = ctx.league
    ? pendingOnGame.filter((r) =>
        canLockPending(ctx.league!, r, ctx.pendingRows, () => env.weekHasLock, ctx.nowMs),
      )
    : [];
  // Every input of this card's button looks (the rules only compare picks of the same game).
  const looksKey = [
    ctx.league?.id ?? 0,
    ctx.filters ? JSON.stringify(ctx.filters) : "",
    ...pendingOnGame.map((r) => `${r.key}:${r.week}:${r.rejection === null}:${r.pick.isLock}`),
    `lockable:${lockable.map((r) => r.key).join(",")}`,
    ...onGame.map((s) => `${s.id}:${s.week}:${s.is_lock}`),
  ].join("|");
  return (
    <MemoGameCard
      looksKey={looksKey}
      league={ctx.league}
      game={game}
      sport={env.sport}
      lockAtMs={lockAtOf(ctx.league, game)}
      isPostseason={isPostseasonGame(game, env.sport)}
      submitted={onGame.length > 0}
      available={available}
      dimmed={onGame.length > 0 && allMarketsSubmitted(ctx, game, onGame, env)}
      showBet={env.showBet}
      showPortion={env.showPortion}
      stateOf={(offer) => buttonState(ctx, game, offer)}
      onPick={(offer) => env.onPick(game, offer)}
      lockChoices={lockable.map((r) => ({ key: r.key, name: r.pick.name, isLock: r.pick.isLock }))}
      onLock={env.onLock}
    >
      {ctx.league && Date.parse(game.game_time) <= ctx.nowMs && (
        <CardSplits leagueId={ctx.league.id} week={game.week} gameId={game.id} />
      )}
    </MemoGameCard>
  );
}

/**
 * A card re-renders when what it shows changes: its game, its picks (`looksKey`), the league,
 * the clock's verdict on it. Its callbacks read the newest context, so they are not compared.
 */
const MemoGameCard = memo(
  function MemoGameCard(p: GameCardProps & { looksKey: string; league: SportsbookLeague | null }) {
    return <GameCard {...p} />;
  },
  (a, b) =>
    a.game === b.game &&
    a.looksKey === b.looksKey &&
    a.league === b.league &&
    a.lockAtMs === b.lockAtMs &&
    a.available === b.available &&
    a.dimmed === b.dimmed &&
    a.submitted === b.submitted &&
    a.isPostseason === b.isPostseason &&
    a.showBet === b.showBet &&
    a.showPortion === b.showPortion,
);

/** A card dims when the user has submitted every market it offers that the league allows. */
function allMarketsSubmitted(
  ctx: PickContext,
  game: WeekGame,
  onGame: SubmittedPick[],
  env: CardEnv,
) {
  const league = env.rules;
  return (
    !!league &&
    cardFullyPicked(
      game,
      onGame.map(submittedChoice),
      (t, portion) =>
        env.showBet(t) &&
        env.showPortion(portion) &&
        betListAllows(league.allowed_bet_types, t) &&
        portionListAllows(league.allowed_game_portions, portion),
    )
  );
}
