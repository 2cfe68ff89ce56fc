import { useState, type CSSProperties, type ReactNode } from "react";
import type { OddsLine, SportsbookGame } from "#domain/sportsbook/contract";
import type { ButtonState, PickChoice } from "#domain/picks/rules";
import type { PickType } from "#domain/picks/vocabulary";
import { portionSuffix } from "#domain/picks/describe";
import { Badge } from "#web/ui/badge";
import { Icon } from "#web/ui/icons";
import { TeamBadge, teamAccents } from "#web/ui/team-badge";
import { LockCountdown } from "#web/ui/countdown";
import { formatKickoff, formatLine, formatOdds } from "#web/lib/format";
import { lazyPart } from "#web/ui/lazy-dialog";
import { CardLockButtons, type LockChoice } from "./card-lock";

/** What an odds button would pick, with the words the pick list shows. */
export interface Offer {
  choice: PickChoice;
  pickedTeamId: number | null;
  line: number | null;
  name: string;
}

/**
 * How an odds button looks: the rules' state, or 'submitted' (the user's pick, with its lock and,
 * once graded, whether it was correct).
 */
export type OddsLook =
  ButtonState | { state: "submitted"; lock: boolean; outcome: "correct" | "wrong" | null };

export interface GameCardProps {
  game: SportsbookGame;
  lockAtMs: number;
  isPostseason: boolean;
  submitted: boolean;
  available: boolean;
  /** True when every market shown is already submitted (the card dims). */
  dimmed: boolean;
  showBet: (pickType: PickType) => boolean;
  showPortion: (portion: string) => boolean;
  stateOf: (offer: Offer) => OddsLook;
  onPick: (offer: Offer) => void;
  /** The fan's pending picks on this game that can be made (or are) the week's lock. */
  lockChoices?: LockChoice[];
  onLock?: (key: string, on: boolean) => void;
  /** What the screen adds under the markets (/sportsbook-new: the submitted picks, Set lock). */
  children?: ReactNode;
}

export function OddsButton({
  label,
  short,
  odds,
  offer,
  teamColour,
  stateOf,
  onPick,
}: {
  /** The whole pick, for screen readers and the slip ('WKU +1.5'). */
  label: string;
  /** What the button shows where the row already names the team ('+1.5'). */
  short?: string;
  odds: number | null;
  offer: Offer;
  /** The picked team's colour on a light and on a dark card: a submitted pick wears it. */
  teamColour?: ReturnType<typeof teamAccents>;
  stateOf: GameCardProps["stateOf"];
  onPick: GameCardProps["onPick"];
}) {
  const state = stateOf(offer);
  const submitted = state.state === "submitted";
  const disabled = state.state === "disabled" || submitted;
  return (
    <button
      type="button"
      className={`odds-btn odds-${state.state}`}
      aria-pressed={state.state === "selected"}
      disabled={disabled}
      title={state.state === "disabled" ? state.reason : undefined}
      style={
        submitted && teamColour
          ? ({
              ...(teamColour.light && {
                "--team-light": teamColour.light,
                "--team-light-ink": teamColour.lightInk,
              }),
              ...(teamColour.dark && {
                "--team-dark": teamColour.dark,
                "--team-dark-ink": teamColour.darkInk,
              }),
            } as CSSProperties)
          : undefined
      }
      onClick={() => onPick(offer)}
    >
      {short === undefined ? (
        <span className="odds-label">{label}</span>
      ) : (
        <>
          <span className="sr-only">{label}</span>
          <span className="odds-label" aria-hidden="true">
            {short}
          </span>
        </>
      )}
      <span className="odds-price">{formatOdds(odds)}</span>
      {submitted && (
        // A graded pick's mark says how it went (as the pick lists do): ✓ on green, ✗ on red.
        <span className={`odds-check${state.outcome ? ` odds-${state.outcome}` : ""}`}>
          <Icon
            name={state.outcome === "wrong" ? "cross" : state.lock ? "lock" : "check"}
            size={14}
          />
          <span className="sr-only">
            {state.lock ? "Your lock pick" : "Your pick"}
            {state.outcome && (state.outcome === "wrong" ? ", incorrect" : ", correct")}
          </span>
        </span>
      )}
    </button>
  );
}

const colourOf = (team: SportsbookGame["home_team"]) => teamAccents(team);

export function MarketRows({
  game,
  portion,
  odds,
  props,
}: {
  game: SportsbookGame;
  portion: string;
  odds: OddsLine;
  props: Pick<GameCardProps, "showBet" | "stateOf" | "onPick">;
}) {
  const { home_team: home, away_team: away } = game;
  const base = { gameId: game.id, gamePortion: portion };
  const suffix = portionSuffix(portion);
  const cells: ReactNode[] = [];
  if (props.showBet("spread") && odds.home_spread !== null && odds.away_spread !== null) {
    cells.push(
      <div className="market" key="spread">
        <span className="market-name">Spread</span>
        <OddsButton
          {...props}
          label={`${away.abbreviation} ${formatLine(odds.away_spread)}`}
          short={formatLine(odds.away_spread)}
          teamColour={colourOf(away)}
          odds={odds.away_spread_odds}
          offer={{
            choice: { ...base, pickType: "spread", side: "away", odds: odds.away_spread_odds },
            pickedTeamId: away.id,
            line: odds.away_spread,
            name: `${away.abbreviation} ${formatLine(odds.away_spread)}${suffix}`,
          }}
        />
        <OddsButton
          {...props}
          label={`${home.abbreviation} ${formatLine(odds.home_spread)}`}
          short={formatLine(odds.home_spread)}
          teamColour={colourOf(home)}
          odds={odds.home_spread_odds}
          offer={{
            choice: { ...base, pickType: "spread", side: "home", odds: odds.home_spread_odds },
            pickedTeamId: home.id,
            line: odds.home_spread,
            name: `${home.abbreviation} ${formatLine(odds.home_spread)}${suffix}`,
          }}
        />
      </div>,
    );
  }
  if (props.showBet("over_under") && odds.total_points !== null) {
    cells.push(
      <div className="market" key="total">
        <span className="market-name">Total</span>
        <OddsButton
          {...props}
          label={`Over ${odds.total_points}`}
          short={`O ${odds.total_points}`}
          odds={odds.over_odds}
          offer={{
            choice: { ...base, pickType: "over_under", side: "over", odds: odds.over_odds },
            pickedTeamId: null,
            line: odds.total_points,
            name: `${away.abbreviation}/${home.abbreviation} Over ${odds.total_points}${suffix}`,
          }}
        />
        <OddsButton
          {...props}
          label={`Under ${odds.total_points}`}
          short={`U ${odds.total_points}`}
          odds={odds.under_odds}
          offer={{
            choice: { ...base, pickType: "over_under", side: "under", odds: odds.under_odds },
            pickedTeamId: null,
            line: odds.total_points,
            name: `${away.abbreviation}/${home.abbreviation} Under ${odds.total_points}${suffix}`,
          }}
        />
      </div>,
    );
  }
  if (props.showBet("moneyline") && (odds.home_ml_odds !== null || odds.away_ml_odds !== null)) {
    cells.push(
      <div className="market" key="ml">
        {/* A phone's narrow column says 'ML' (as its buttons do), not 'MONEYL…'. */}
        <span className="market-name">
          <span className="team-name-full">Moneyline</span>
          <span className="team-name-compact">ML</span>
        </span>
        <OddsButton
          {...props}
          label={`${away.abbreviation} ML`}
          short="ML"
          teamColour={colourOf(away)}
          odds={odds.away_ml_odds}
          offer={{
            choice: { ...base, pickType: "moneyline", side: "away", odds: odds.away_ml_odds },
            pickedTeamId: away.id,
            line: null,
            name: `${away.abbreviation} ML${suffix}`,
          }}
        />
        <OddsButton
          {...props}
          label={`${home.abbreviation} ML`}
          short="ML"
          teamColour={colourOf(home)}
          odds={odds.home_ml_odds}
          offer={{
            choice: { ...base, pickType: "moneyline", side: "home", odds: odds.home_ml_odds },
            pickedTeamId: home.id,
            line: null,
            name: `${home.abbreviation} ML${suffix}`,
          }}
        />
      </div>,
    );
  }
  if (!cells.length) return null;
  // A sportsbook board: a team column, then one column per market (away above home).
  return (
    <div className="markets" style={{ "--markets": cells.length } as CSSProperties}>
      <div className="market-teams" aria-hidden="true">
        <span className="market-name">&nbsp;</span>
        {[away, home].map((team) => (
          <span key={team.id} className="market-team">
            <TeamBadge team={team} size={24} />
            <span className="market-team-name">
              {/* A week kept on the device before compact names has none: the full name. */}
              {!team.compact_name || team.compact_name === team.name ? (
                team.name
              ) : (
                // A phone's team column has room for 'Bears', not 'Chicago Bears'.
                <>
                  <span className="team-name-full">{team.name}</span>
                  <span className="team-name-compact">{team.compact_name}</span>
                </>
              )}
            </span>
          </span>
        ))}
      </div>
      {cells}
    </div>
  );
}

/** Halves, quarters and props: their code loads when the fan opens them (most never do). */
const MoreMarkets = lazyPart(() => import("./more-markets").then((m) => m.MoreMarkets));

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
  const showFull = game.current_odds && p.showPortion("full_game");
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
          <MarketRows game={game} portion="full_game" odds={game.current_odds!} props={p} />
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
