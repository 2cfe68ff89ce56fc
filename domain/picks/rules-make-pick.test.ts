/**
 * Making a pick (domain/picks/rules.ts): the client and league names of bet types and portions,
 * and every reason checkMakePick refuses a pick — markets, odds ranges, caps, one pick per market.
 */
import { describe, expect, it } from "vitest";
import {
  betListAllows,
  portionListAllows,
  toClientBetType,
  toLeagueBetType,
  pickTypeOf,
} from "./vocabulary";
import { PICK_TEXTS, pickCap } from "./rules";
import { checkMakePick } from "./checks";
import { choice, filters, game, league, make, spreadHome } from "./rules-fixtures";

describe("client ↔ league bet-type names", () => {
  it.each([
    ["total", "over_under"],
    ["player_prop", "player_props"],
    ["team_prop", "team_props"],
    ["spread", "spread"],
    ["moneyline", "moneyline"],
  ])("%s maps to %s and back", (client, leagueName) => {
    expect(toLeagueBetType(client)).toBe(leagueName);
    expect(toLeagueBetType(toClientBetType(toLeagueBetType(client)!))).toBe(leagueName);
  });
  it("maps league bet types to stored pick types", () => {
    expect(pickTypeOf("player_props")).toBe("player_prop");
    expect(pickTypeOf("over_under")).toBe("over_under");
  });
  it("unknown names map to nothing", () => expect(toLeagueBetType("parlay")).toBeNull());
  it("lists in client names allow the matching pick types", () => {
    expect(betListAllows(["total", "team_prop"], "over_under")).toBe(true);
    expect(betListAllows(["total"], "team_prop")).toBe(false);
    expect(betListAllows([], "moneyline")).toBe(true);
  });
  it("portion lists accept groups and single portions", () => {
    expect(portionListAllows(["half_game"], "second_half")).toBe(true);
    expect(portionListAllows(["quarter_game"], "fourth_quarter")).toBe(true);
    expect(portionListAllows(["full_game"], "first_quarter")).toBe(false);
    expect(portionListAllows(["first_half"], "first_half")).toBe(true);
  });
});

describe("making a pick", () => {
  it("accepts a valid pick", () => expect(make()).toBeNull());

  it.each<[string, Partial<Parameters<typeof checkMakePick>[0]>, string]>([
    ["no league chosen", { league: null }, "Please select a specific league to make picks"],
    [
      "bet type outside the filter",
      { filters: filters({ betTypes: ["moneyline"] }) },
      "Spread is not in your selected bet types",
    ],
    [
      "bet type outside the league list",
      { league: league({ allowed_bet_types: ["over_under"] }) },
      'Spread picks are not allowed in league "Saturday Crew"',
    ],
    [
      "portion outside the filter",
      {
        choice: choice({ gamePortion: "first_half" }),
        filters: filters({ gamePortions: ["full_game"] }),
      },
      "First Half is not in your selected game portions",
    ],
    [
      "portion outside the league list",
      {
        choice: choice({ gamePortion: "fourth_quarter" }),
        league: league({ allowed_game_portions: ["full_game"] }),
      },
      '4th Quarter picks are not allowed in league "Saturday Crew"',
    ],
    [
      "odds outside the user's restriction",
      {
        choice: choice({ odds: -150 }),
        filters: filters({ oddsRestrictionEnabled: true, minOdds: -120, maxOdds: 120 }),
      },
      "Pick doesn't meet league odds requirements (-120 to 120)",
    ],
    [
      "odds outside the default league range",
      { choice: choice({ odds: -600 }) },
      "Pick doesn't meet league odds requirements (-500 to 500)",
    ],
    [
      "odds outside the league's own range",
      { choice: choice({ odds: 150 }), league: league({ min_odds: -130, max_odds: 130 }) },
      "Pick doesn't meet league odds requirements (-130 to 130)",
    ],
    [
      "the market was submitted",
      { submitted: [spreadHome] },
      "Cannot modify spread picks for games that have already been submitted",
    ],
    [
      "a submitted total",
      {
        choice: choice({ pickType: "over_under", side: "under" }),
        submitted: [choice({ pickType: "over_under", side: "over" })],
      },
      "Cannot modify over/under picks for games that have already been submitted",
    ],
    [
      "the other spread side is drafted",
      { choice: choice({ side: "away" }), pending: [spreadHome] },
      "You already have a pick for this game and bet type",
    ],
    [
      "the other total side is drafted",
      {
        choice: choice({ pickType: "over_under", side: "over" }),
        pending: [choice({ pickType: "over_under", side: "under" })],
      },
      "You already have a pick for this game and bet type",
    ],
    [
      "a second moneyline in a portion",
      {
        choice: choice({ pickType: "moneyline", side: "away" }),
        pending: [choice({ pickType: "moneyline", side: "home" })],
      },
      "You already have a pick for this game and bet type",
    ],
    [
      "the opposite prop side is drafted",
      {
        choice: choice({ pickType: "player_prop", propId: 7, side: "under" }),
        pending: [choice({ pickType: "player_prop", propId: 7, side: "over" })],
      },
      "You already have a pick for this game and bet type",
    ],
    [
      "the opposite prop side is submitted",
      {
        choice: choice({ pickType: "team_prop", propId: 8, side: "under" }),
        submitted: [choice({ pickType: "team_prop", propId: 8, side: "over" })],
      },
      "Cannot modify team prop picks for games that have already been submitted",
    ],
    [
      "pending plus submitted would pass picks_required",
      {
        pending: [choice({ gameId: 11 }), choice({ gameId: 12 })],
        submitted: [choice({ gameId: 13 })],
      },
      "You can only make 3 picks per week",
    ],
    [
      "week 0 is excluded",
      { game: { ...game, week: 0 }, league: league({ include_week_0: false }) },
      'League "Saturday Crew" does not include week 0',
    ],
  ])("rejects when %s", (_name, over, message) => {
    expect(make(over)).toBe(message);
  });

  it("lets null odds pass both ranges", () => {
    expect(
      make({
        choice: choice({ odds: null }),
        filters: filters({ oddsRestrictionEnabled: true, minOdds: -120, maxOdds: 120 }),
      }),
    ).toBeNull();
  });
  it("holds the default -500 to 500 when the league turned its own range off", () => {
    const off = league({ odds_range_enabled: false, min_odds: -2000, max_odds: 2000 });
    expect(make({ choice: choice({ odds: -900 }), league: off })).toBe(
      PICK_TEXTS.oddsOutside(-500, 500),
    );
    expect(make({ choice: choice({ odds: -450 }), league: off })).toBeNull();
  });
  it("allows different moneyline portions and different props", () => {
    expect(
      make({
        choice: choice({ pickType: "moneyline", gamePortion: "first_half" }),
        pending: [choice({ pickType: "moneyline" })],
      }),
    ).toBeNull();
    expect(
      make({
        choice: choice({ pickType: "player_prop", propId: 2, side: "under" }),
        pending: [choice({ pickType: "player_prop", propId: 1, side: "over" })],
      }),
    ).toBeNull();
  });
  it("uses postseason_pick_limit in the postseason", () => {
    const post = league({ include_bowl_games: true });
    const bowl = { id: 20, week: 17, venue: "Rose Bowl", is_postseason: true };
    expect(pickCap(post, true)).toBe(2);
    expect(
      make({
        league: post,
        game: bowl,
        choice: choice({ gameId: 20 }),
        pending: [choice({ gameId: 21 })],
        submittedCount: 1,
      }),
    ).toBe("You can only make 2 picks per postseason");
  });
  it("defaults the cap to 5 when picks_required is absent", () => {
    expect(pickCap(league({ picks_per_week: null }), false)).toBe(5);
  });
});

describe("a draw and a priceless pick (issue 45)", () => {
  const drawChoice = choice({ pickType: "moneyline", side: "draw", odds: 240 });
  const soccer = league({ sport_key: "soccer", allowed_game_portions: ["full_game"] });
  it("a draw is only a three-way sport's moneyline", () => {
    expect(make({ choice: drawChoice })).toBe(PICK_TEXTS.noDraw("NCAA Football"));
    expect(make({ league: soccer, choice: drawChoice })).toBeNull();
  });
  it("a draw takes the match's one moneyline: a team's is then refused", () => {
    const home = choice({ pickType: "moneyline", side: "home", odds: 110 });
    expect(make({ league: soccer, choice: home, pending: [drawChoice] })).toBe(
      PICK_TEXTS.oppositeChosen,
    );
  });
  it("a line without a price (NBA) or an MLB winner is outside the odds range", () => {
    const tight = league({ min_odds: -110, max_odds: 110 });
    expect(make({ league: tight, choice: choice({ odds: null }) })).toBeNull();
    const mlb = league({ sport_key: "mlb", allowed_bet_types: ["moneyline"] });
    expect(make({ league: mlb, choice: choice({ pickType: "moneyline", odds: null }) })).toBeNull();
  });
});
