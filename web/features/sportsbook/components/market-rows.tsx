/**
 * The odds buttons and the market board (spread, total, moneyline) of one portion of a game: the
 * game card draws the full game's, and the lazily loaded more-markets (ADR 0603) the halves',
 * quarters' and props' — so both import them from here, and more-markets nothing from the card.
 */
import type { CSSProperties, ReactNode } from "react";
import type { OddsLine, SportsbookGame } from "#domain/sportsbook/contract";
import type { ButtonState, PickChoice } from "#domain/picks/rules";
import type { PickType } from "#domain/picks/vocabulary";
import { portionSuffix } from "#domain/picks/describe";
import type { SportCalendar } from "#domain/season/calendars";
import { Icon } from "#web/ui/icons";
import { TeamBadge, teamAccents } from "#web/ui/team-badge";
import { formatLine, formatOdds } from "#web/lib/format";

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

/**
 * A price as the card shows it; null: the button shows its line alone (a sport whose lines have
 * no prices). Soccer's cards pass decimal odds.
 */
export type PriceText = (odds: number | null) => string | null;

/**
 * Whether the sport's lines come without prices: the NBA file's spreads and totals, MLB's
 * straight-up winner. Such a line is shown, and taken, at no price.
 */
export const linesUnpriced = (cal: SportCalendar) => cal.linesUnpriced === true;

/** What the odds buttons of a card need from the screen: which bets show, how each looks, a tap. */
export interface MarketProps {
  showBet: (pickType: PickType) => boolean;
  stateOf: (offer: Offer) => OddsLook;
  onPick: (offer: Offer) => void;
}

export function OddsButton({
  label,
  short,
  odds,
  offer,
  teamColour,
  stateOf,
  onPick,
  price = formatOdds,
}: {
  /** The whole pick, for screen readers and the slip ('WKU +1.5'). */
  label: string;
  /** What the button shows where the row already names the team ('+1.5'). */
  short?: string;
  odds: number | null;
  offer: Offer;
  /** The picked team's colour on a light and on a dark card: a submitted pick wears it. */
  teamColour?: ReturnType<typeof teamAccents>;
  stateOf: MarketProps["stateOf"];
  onPick: MarketProps["onPick"];
  price?: PriceText;
}) {
  const state = stateOf(offer);
  const priceText = price(odds);
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
      {priceText !== null && <span className="odds-price">{priceText}</span>}
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
  price,
  winner,
}: {
  game: SportsbookGame;
  portion: string;
  odds: OddsLine;
  props: MarketProps;
  price?: PriceText;
  /** A straight-up sport (MLB): the moneyline is the pick of the winner, with no prices. */
  winner?: boolean;
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
          price={price}
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
          price={price}
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
          price={price}
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
          price={price}
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
  if (
    props.showBet("moneyline") &&
    (winner || odds.home_ml_odds !== null || odds.away_ml_odds !== null)
  ) {
    cells.push(
      <div className="market" key="ml">
        {/* A phone's narrow column says 'ML' (as its buttons do), not 'MONEYL…'. */}
        <span className="market-name">
          {winner ? (
            "Pick the winner"
          ) : (
            <>
              <span className="team-name-full">Moneyline</span>
              <span className="team-name-compact">ML</span>
            </>
          )}
        </span>
        <OddsButton
          {...props}
          price={price}
          label={`${away.abbreviation} ML`}
          short={winner ? "Win" : "ML"}
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
          price={price}
          label={`${home.abbreviation} ML`}
          short={winner ? "Win" : "ML"}
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
