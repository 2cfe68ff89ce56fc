import { useState, type ReactNode } from "react";
import { calendarFor } from "#domain/season/calendars";
import type { SportsbookGame } from "#domain/sportsbook/contract";
import { Badge } from "#web/ui/badge";
import { Icon } from "#web/ui/icons";
import { LockCountdown } from "#web/ui/countdown";
import { formatKickoff } from "#web/lib/format";
import { lazyPart } from "#web/ui/lazy-dialog";
import { CardLockButtons, type LockChoice } from "./card-lock";
import { linesUnpriced, MarketRows, type MarketProps } from "./market-rows";

export interface GameCardProps extends MarketProps {
  game: SportsbookGame;
  /** The sport shown (sports.key): its calendar says how its markets and prices look. */
  sport: string;
  lockAtMs: number;
  isPostseason: boolean;
  submitted: boolean;
  available: boolean;
  /** True when every market shown is already submitted (the card dims). */
  dimmed: boolean;
  showPortion: (portion: string) => boolean;
  /** The fan's pending picks on this game that can be made (or are) the week's lock. */
  lockChoices?: LockChoice[];
  onLock?: (key: string, on: boolean) => void;
  /** What the screen adds under the markets (/sportsbook-new: the submitted picks, Set lock). */
  children?: ReactNode;
}

/** Halves, quarters and props: their code loads when the fan opens them (most never do). */
const MoreMarkets = lazyPart(() => import("./more-markets").then((m) => m.MoreMarkets));
/** Soccer's three-way match result in decimal odds: loaded with the first soccer card. */
const ThreeWayMarkets = lazyPart(() =>
  import("./three-way-markets").then((m) => m.ThreeWayMarkets),
);
/** An unpriced sport's line shows alone (no dash where no price exists at all). */
const lineAlone = () => null;

const NO_LINES = {
  home_spread: null,
  away_spread: null,
  home_spread_odds: null,
  away_spread_odds: null,
  total_points: null,
  over_odds: null,
  under_odds: null,
  home_ml_odds: null,
  away_ml_odds: null,
  draw_ml_odds: null,
};

export function GameCard(p: GameCardProps) {
  const { game } = p;
  const [more, setMore] = useState(false);
  const halves = game.game_portion_odds.filter(
    (o) =>
      (o.game_portion === "first_half" || o.game_portion === "second_half") &&
      p.showPortion(o.game_portion),
  );
  const quarters = game.game_portion_odds.filter(
    (o) =>
      (o.game_portion === "first_quarter" || o.game_portion === "fourth_quarter") &&
      p.showPortion(o.game_portion),
  );
  const playerProps = p.showBet("player_prop") ? game.player_props : [];
  const teamPropList = p.showBet("team_prop") ? game.team_props : [];
  const extra = [
    halves.length > 0 && "Halves",
    quarters.length > 0 && "Quarters",
    playerProps.length + teamPropList.length > 0 &&
      `${playerProps.length + teamPropList.length} props`,
  ].filter(Boolean);
  const cal = calendarFor(p.sport);
  // A straight-up sport (MLB) has no odds row: its board is the pick of the winner.
  const odds = game.current_odds ?? (cal.straightUp ? NO_LINES : null);
  const showFull = odds && p.showPortion("full_game");
  return (
    <article
      className={`game-card${p.dimmed ? " game-card-dimmed" : ""}`}
      data-testid={`game-${game.id}`}
      aria-label={`${game.away_team.name} at ${game.home_team.name}`}
    >
      <header className="game-card-head">
        <div className="small muted game-when">
          {formatKickoff(game.game_time)}
          {game.venue ? <span className="game-venue"> · {game.venue}</span> : null}
        </div>
        <div className="row game-tags">
          {p.isPostseason && <Badge tone="info">Post-Season</Badge>}
          {/* One tag says it: a picked game that takes no more picks is 'Submitted' (its faded
              buttons say the rest); 'Not Available' is grey, a fact rather than an error. */}
          {p.submitted && <Badge tone="success">Submitted</Badge>}
          {!p.available && !p.submitted && <Badge>Not Available</Badge>}
          {p.available && <LockCountdown at={p.lockAtMs} testId="lock-countdown" />}
        </div>
      </header>
      <h3 className={showFull ? "matchup sr-only" : "matchup"}>
        {game.away_team.name} <span className="muted">@</span> {game.home_team.name}
      </h3>
      {showFull && (
        <section className="game-section" aria-label="Full Game">
          {cal.drawOutcome ? (
            <ThreeWayMarkets game={game} odds={odds} props={p} />
          ) : (
            <MarketRows
              game={game}
              portion="full_game"
              odds={odds}
              props={p}
              price={linesUnpriced(cal) ? lineAlone : undefined}
              winner={cal.straightUp}
            />
          )}
        </section>
      )}
      {p.lockChoices && p.onLock && <CardLockButtons choices={p.lockChoices} onLock={p.onLock} />}
      {extra.length > 0 && (
        <button
          type="button"
          className="more-markets"
          aria-expanded={more}
          onClick={() => setMore((m) => !m)}
        >
          <span>{more ? "Fewer bets" : `More bets · ${extra.join(" · ")}`}</span>
          <Icon name={more ? "chevronUp" : "chevronDown"} size={18} />
        </button>
      )}
      {more && <MoreMarkets {...p} halves={halves} quarters={quarters} />}
      {p.children}
    </article>
  );
}
