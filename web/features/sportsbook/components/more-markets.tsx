import type { SportsbookGame } from "#domain/sportsbook/contract";
import { MarketRows, OddsButton, type MarketProps } from "./market-rows";

const PORTION_TITLES: Record<string, string> = {
  first_half: "First Half",
  second_half: "Second Half",
  first_quarter: "1st Quarter",
  fourth_quarter: "4th Quarter",
};

function PropButtons({
  game,
  prop,
  kind,
  props,
}: {
  game: SportsbookGame;
  prop: {
    id: number;
    line_value: number;
    over_odds: number | null;
    under_odds: number | null;
    display_name: string;
  };
  kind: "player_prop" | "team_prop";
  props: Pick<MarketProps, "stateOf" | "onPick">;
}) {
  const base = {
    gameId: game.id,
    gamePortion: "full_game",
    pickType: kind,
    propId: prop.id,
  } as const;
  return (
    <div className="prop-row">
      <span className="prop-name">
        {prop.display_name} <span className="muted">{prop.line_value}</span>
      </span>
      <OddsButton
        {...props}
        label="Over"
        odds={prop.over_odds}
        offer={{
          choice: { ...base, side: "over", odds: prop.over_odds },
          pickedTeamId: null,
          line: prop.line_value,
          name: `${prop.display_name} Over ${prop.line_value}`,
        }}
      />
      <OddsButton
        {...props}
        label="Under"
        odds={prop.under_odds}
        offer={{
          choice: { ...base, side: "under", odds: prop.under_odds },
          pickedTeamId: null,
          line: prop.line_value,
          name: `${prop.display_name} Under ${prop.line_value}`,
        }}
      />
    </div>
  );
}

/** Halves, quarters and props: drawn only when the fan opens them (most never do). */
export function MoreMarkets({
  halves,
  quarters,
  ...p
}: MarketProps & {
  game: SportsbookGame;
  halves: SportsbookGame["game_portion_odds"];
  quarters: SportsbookGame["game_portion_odds"];
}) {
  const { game } = p;
  const bySubcategory = new Map<string, SportsbookGame["player_props"]>();
  for (const prop of game.player_props) {
    const list = bySubcategory.get(prop.prop_type.subcategory) ?? [];
    list.push(prop);
    bySubcategory.set(prop.prop_type.subcategory, list);
  }
  const teamProps = [game.away_team, game.home_team].map((team) => ({
    team,
    props: game.team_props.filter((tp) => tp.team.id === team.id),
  }));
  return (
    <>
      {halves.length > 0 && (
        <section className="game-section">
          <h4>Half Game</h4>
          {halves.map((o) => (
            <div key={o.game_portion}>
              <h5>{PORTION_TITLES[o.game_portion]}</h5>
              <MarketRows game={game} portion={o.game_portion} odds={o} props={p} />
            </div>
          ))}
        </section>
      )}
      {quarters.length > 0 && (
        <section className="game-section">
          <h4>Quarter Game</h4>
          {quarters.map((o) => (
            <div key={o.game_portion}>
              <h5>{PORTION_TITLES[o.game_portion]}</h5>
              <MarketRows game={game} portion={o.game_portion} odds={o} props={p} />
            </div>
          ))}
        </section>
      )}
      {p.showBet("player_prop") && game.player_props.length > 0 && (
        <section className="game-section">
          <h4>Player Props</h4>
          <div className="props-scroll">
            {[...bySubcategory].map(([sub, list]) => (
              <div key={sub}>
                <h5>{sub}</h5>
                {list.map((prop) => (
                  <PropButtons key={prop.id} game={game} prop={prop} kind="player_prop" props={p} />
                ))}
              </div>
            ))}
          </div>
        </section>
      )}
      {p.showBet("team_prop") && game.team_props.length > 0 && (
        <section className="game-section">
          <h4>Team Props</h4>
          {teamProps
            .filter((t) => t.props.length > 0)
            .map((t) => (
              <div key={t.team.id}>
                <h5>{t.team.name}</h5>
                {t.props.map((prop) => (
                  <PropButtons key={prop.id} game={game} prop={prop} kind="team_prop" props={p} />
                ))}
              </div>
            ))}
        </section>
      )}
    </>
  );
}
