import { describe, expect, it } from "vitest";
import { cardFullyPicked } from "./card-markets";
import type { PickChoice } from "./rules";

const line = {
  home_spread: -3.5,
  away_spread: 3.5,
  home_spread_odds: -110,
  away_spread_odds: -110,
  total_points: 51.5,
  over_odds: -110,
  under_odds: -110,
  home_ml_odds: -160,
  away_ml_odds: 140,
  draw_ml_odds: null,
};
const prop = (id: number) => ({ id, line_value: 1, over_odds: -110, under_odds: -110 });
const game = {
  id: 7,
  current_odds: line,
  game_portion_odds: [
    { ...line, game_portion: "first_half" },
    { ...line, game_portion: "first_quarter" },
    { ...line, game_portion: "third_quarter" }, // not drawn on a card
  ],
  player_props: [prop(701) as never],
  team_props: [prop(702) as never],
};
const pick = (pickType: PickChoice["pickType"], gamePortion = "full_game", propId?: number) =>
  ({ gameId: 7, pickType, gamePortion, side: "home", propId, odds: -110 }) as PickChoice;
const fullGame = [pick("spread"), pick("over_under"), pick("moneyline")];
const everything = [
  ...fullGame,
  ...["first_half", "first_quarter"].flatMap((p) => [
    pick("spread", p),
    pick("over_under", p),
    pick("moneyline", p),
  ]),
  pick("player_prop", "full_game", 701),
  pick("team_prop", "full_game", 702),
];
const all = () => true;

describe("a sportsbook card dims when every market it offers is submitted", () => {
  it("full-game picks alone leave a card with halves, quarters and props bright", () => {
    expect(cardFullyPicked(game, fullGame, all)).toBe(false);
  });
  it("dims once every portion and every prop has a pick", () => {
    expect(cardFullyPicked(game, everything, all)).toBe(true);
  });
  it("a prop without a pick keeps it bright", () => {
    expect(cardFullyPicked(game, everything.slice(0, -1), all)).toBe(false);
  });
  it("counts only what the league and filters offer", () => {
    const fullGameOnly = (_: string, portion: string) => portion === "full_game";
    const noProps = (t: string, portion: string) =>
      portion === "full_game" && t !== "player_prop" && t !== "team_prop";
    expect(cardFullyPicked(game, fullGame, fullGameOnly)).toBe(false); // the props are offered
    expect(cardFullyPicked(game, fullGame, noProps)).toBe(true);
    expect(cardFullyPicked(game, [], () => false)).toBe(false); // nothing offered, nothing to dim
  });
  it("a market with no line is not offered", () => {
    const spreadOnly = { ...line, total_points: null, home_ml_odds: null, away_ml_odds: null };
    const bare = {
      ...game,
      current_odds: spreadOnly,
      game_portion_odds: [],
      player_props: [],
      team_props: [],
    };
    expect(cardFullyPicked(bare, [pick("spread")], all)).toBe(true);
  });
});
