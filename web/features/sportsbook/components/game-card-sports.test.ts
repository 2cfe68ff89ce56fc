// How one game card draws each sport's markets (issue 45): soccer's three-way match result and
// its decimal odds, the NBA's lines without prices, MLB's straight-up pick of the winner.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { OddsLine, SportsbookGame } from "#domain/sportsbook/contract";
import type { SubmittedPick } from "#domain/picks/contract";
import { GameCard } from "./game-card";
import { pickText } from "./pick-text";
import type { MarketProps, Offer } from "./market-rows";
import { ThreeWayMarkets } from "./three-way-markets";

const team = (id: number, abbreviation: string, name: string) => ({
  id,
  name,
  compact_name: name,
  abbreviation,
  conference: null,
  color: "#aa0000",
  alternate_color: "#ffffff",
});
const NO_LINES: OddsLine = {
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
const game = (
  odds: OddsLine | null,
  home = team(1, "ARS", "Arsenal"),
  away = team(2, "CHE", "Chelsea"),
) =>
  ({
    id: 9_300_001,
    season_id: 5,
    week: 3,
    game_time: "2024-09-14T14:00:00.000Z",
    venue: null,
    notes: null,
    is_postseason: false,
    status: "scheduled",
    is_finished: false,
    home_score: null,
    away_score: null,
    home_team: home,
    away_team: away,
    current_odds: odds,
    game_portion_odds: [],
    player_props: [],
    team_props: [],
    lock_at: "2024-09-14T14:00:00.000Z",
    is_available: true,
    odds_updated_at: null,
  }) as SportsbookGame;

/** The card's markets with every offer it draws collected (each button asks for its look). */
function markets() {
  const offers: Offer[] = [];
  const props: MarketProps = {
    showBet: () => true,
    stateOf: (offer) => {
      offers.push(offer);
      return { state: "available" };
    },
    onPick: () => undefined,
  };
  return { offers, props };
}
const text = (html: string) =>
  html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

function card(sport: string, g: SportsbookGame) {
  const { offers, props } = markets();
  const html = renderToStaticMarkup(
    createElement(GameCard, {
      ...props,
      game: g,
      sport,
      lockAtMs: Date.parse(g.lock_at),
      isPostseason: false,
      submitted: false,
      available: true,
      dimmed: false,
      showPortion: () => true,
    }),
  );
  return { html, offers };
}

describe("a soccer card", () => {
  // Closing 1X2 prices 2.50 / 3.40 / 3.00, an Asian handicap of -0.25 at 1.95 / 1.95, over/under
  // 2.5 at 2.10 / 1.80, stored as American odds.
  const odds = {
    ...NO_LINES,
    home_spread: -0.25,
    away_spread: 0.25,
    home_spread_odds: -105,
    away_spread_odds: -105,
    total_points: 2.5,
    over_odds: 110,
    under_odds: -125,
    home_ml_odds: 150,
    away_ml_odds: 200,
    draw_ml_odds: 240,
  };

  it("offers home, draw and away in decimal odds under the handicap and total, with no two-way moneyline", () => {
    const { offers, props } = markets();
    const html = renderToStaticMarkup(
      createElement(ThreeWayMarkets, { game: game(odds), odds, props }),
    );
    const shown = text(html);
    expect(shown).toContain("Match result ARS 2.50 Draw 3.40 CHE 3.00");
    expect(shown).toContain("+0.25 1.95");
    expect(shown).toContain("O 2.5 2.10");
    expect(shown).toContain("U 2.5 1.80");
    expect(shown).not.toMatch(/Moneyline|\+150|-105/);
    const result = offers.filter((o) => o.choice.pickType === "moneyline");
    expect(result.map((o) => [o.choice.side, o.pickedTeamId, o.choice.odds, o.name])).toEqual([
      ["home", 1, 150, "ARS ML"],
      ["draw", null, 240, "CHE/ARS Draw"],
      ["away", 2, 200, "CHE ML"],
    ]);
  });

  it("a match without a draw price still offers it, as a side without a price", () => {
    const { props } = markets();
    const noDraw = { ...odds, draw_ml_odds: null };
    const html = renderToStaticMarkup(
      createElement(ThreeWayMarkets, { game: game(noDraw), odds: noDraw, props }),
    );
    expect(text(html)).toContain("Draw —");
  });
});

describe("a soccer draw pick", () => {
  it("reads 'Draw' on the card's pick list, with the match it is on", () => {
    const draw = {
      pick_type: "moneyline",
      picked_team: null,
      picked_team_short: null,
      picked_value: "draw",
      game_portion: "full_game",
      game_detail: { away_team_short: "CHE", home_team_short: "ARS" },
    } as unknown as SubmittedPick;
    expect(pickText(draw)).toBe("CHE/ARS Draw");
  });
});

describe("an NBA card", () => {
  it("shows its spread and total lines with no price (the file has none), not a dash", () => {
    const odds = { ...NO_LINES, home_spread: -5.5, away_spread: 5.5, total_points: 221.5 };
    const { html, offers } = card(
      "nba",
      game(odds, team(200_002, "BOS", "Celtics"), team(200_020, "NYK", "Knicks")),
    );
    const shown = text(html);
    expect(shown).toContain("Spread +5.5 -5.5");
    expect(shown).toContain("Total O 221.5 U 221.5");
    expect(shown).not.toContain("—");
    expect(html).not.toContain("odds-price");
    expect(offers.map((o) => o.choice.odds)).toEqual([null, null, null, null]);
  });
});

describe("an MLB card", () => {
  it("has no odds row, and offers the pick of the winner: one button per team, no price", () => {
    const { html, offers } = card(
      "mlb",
      game(null, team(400_014, "LAD", "Dodgers"), team(400_001, "ARI", "Diamondbacks")),
    );
    const shown = text(html);
    expect(shown).toContain("Pick the winner");
    expect(html).not.toContain("odds-price");
    expect(
      offers.map((o) => [o.choice.pickType, o.choice.side, o.pickedTeamId, o.choice.odds, o.name]),
    ).toEqual([
      ["moneyline", "away", 400_001, null, "ARI ML"],
      ["moneyline", "home", 400_014, null, "LAD ML"],
    ]);
  });

  it("a college card without an odds row still shows no markets", () => {
    const { offers } = card("ncaa-football", game(null));
    expect(offers).toEqual([]);
  });
});
