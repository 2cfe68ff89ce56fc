/**
 * A soccer game card's full-game markets (loaded with the first card of a sport with a draw, so a
 * college or NFL fan's first visit does not download it): the Asian handicap and the total on the
 * board, and under it the three-way match result — home, draw, away — all in decimal odds, the way
 * the league's fans read them (every price stays American underneath: what is stored, checked
 * against the league's range and graded).
 */
import type { OddsLine, SportsbookGame } from "#domain/sportsbook/contract";
import { formatPrice } from "#web/lib/format";
import { teamAccents } from "#web/ui/team-badge";
import { MarketRows, OddsButton, type MarketProps, type Offer } from "./market-rows";

const DECIMAL = { oddsFormat: "decimal" } as const;
/** A decimal price ('2.10'); a side without one shows a dash, as every unpriced side does. */
export const decimalPrice = (odds: number | null) => formatPrice(odds, DECIMAL);

export function ThreeWayMarkets({
  game,
  odds,
  props,
}: {
  game: SportsbookGame;
  odds: OddsLine;
  props: MarketProps;
}) {
  const { home_team: home, away_team: away } = game;
  const draw = odds.draw_ml_odds;
  const result =
    props.showBet("moneyline") &&
    (odds.home_ml_odds !== null || draw !== null || odds.away_ml_odds !== null);
  const side = (
    outcome: "home" | "draw" | "away",
    price: number | null,
    pickedTeamId: number | null,
    name: string,
  ): Offer => ({
    choice: {
      gameId: game.id,
      gamePortion: "full_game",
      pickType: "moneyline",
      side: outcome,
      odds: price,
    },
    pickedTeamId,
    line: null,
    name,
  });
  return (
    <>
      {/* The board without its moneyline column: the match result has three outcomes. */}
      <MarketRows
        game={game}
        portion="full_game"
        odds={{ ...odds, home_ml_odds: null, away_ml_odds: null }}
        props={props}
        price={decimalPrice}
      />
      {result && (
        <div className="three-way">
          <span className="market-name">Match result</span>
          <OddsButton
            {...props}
            price={decimalPrice}
            label={`${home.abbreviation} to win`}
            short={home.abbreviation}
            teamColour={teamAccents(home)}
            odds={odds.home_ml_odds}
            offer={side("home", odds.home_ml_odds, home.id, `${home.abbreviation} ML`)}
          />
          <OddsButton
            {...props}
            price={decimalPrice}
            label={`${away.abbreviation}/${home.abbreviation} Draw`}
            short="Draw"
            odds={draw}
            offer={side("draw", draw, null, `${away.abbreviation}/${home.abbreviation} Draw`)}
          />
          <OddsButton
            {...props}
            price={decimalPrice}
            label={`${away.abbreviation} to win`}
            short={away.abbreviation}
            teamColour={teamAccents(away)}
            odds={odds.away_ml_odds}
            offer={side("away", odds.away_ml_odds, away.id, `${away.abbreviation} ML`)}
          />
        </div>
      )}
    </>
  );
}
