import { describe, expect, it } from "vitest";
import {
  betListAllows,
  portionListAllows,
  toClientBetType,
  toLeagueBetType,
  pickTypeOf,
} from "./vocabulary";
import {
  checkPostseasonEligibility,
  isPostseasonGame,
  leagueHasPostseason,
  postseasonStage,
} from "./postseason";
import {
  PICK_TEXTS,
  isShowableOdds,
  oddsButtonState,
  pickCap,
  type LeagueRules,
  type PickChoice,
  type PickFilters,
} from "./rules";
import { checkMakePick, checkNewScreenPick, checkSetLock, checkSubmission } from "./checks";
import { cardWeekOf, defaultWeek, nextCardWeek, previousCardWeek, weekLabel } from "./weeks";
import { calendarFor } from "../season/calendars";

const league = (over: Partial<LeagueRules> = {}): LeagueRules => ({
  id: 1,
  name: "Saturday Crew",
  allowed_bet_types: ["spread", "over_under", "moneyline", "player_props", "team_props"],
  allowed_game_portions: ["full_game", "half_game", "quarter_game"],
  odds_range_enabled: true,
  min_odds: null,
  max_odds: null,
  picks_per_week: 3,
  postseason_pick_limit: 2,
  enable_locks: true,
  include_week_0: true,
  include_conf_championship: false,
  include_bowl_games: false,
  include_playoffs: false,
  ...over,
});

const game = { id: 10, week: 5, venue: "Kyle Field", is_postseason: false };
const spreadHome: PickChoice = {
  gameId: 10,
  pickType: "spread",
  gamePortion: "full_game",
  side: "home",
  odds: -110,
};
const choice = (over: Partial<PickChoice>): PickChoice => ({ ...spreadHome, ...over });
const filters = (over: Partial<PickFilters> = {}): PickFilters => ({
  betTypes: ["all"],
  gamePortions: ["all"],
  oddsRestrictionEnabled: false,
  minOdds: -200,
  maxOdds: 200,
  ...over,
});

const make = (over: Partial<Parameters<typeof checkMakePick>[0]> = {}) =>
  checkMakePick({
    league: league(),
    filters: filters(),
    game,
    choice: spreadHome,
    pending: [],
    submitted: [],
    ...over,
  });

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

describe("postseason eligibility", () => {
  const post = (week: number, venue: string | null = null, is_postseason = true) => ({
    week,
    venue,
    is_postseason,
  });
  it("is postseason when flagged or from week 15", () => {
    expect(isPostseasonGame(post(3, null, true))).toBe(true);
    expect(isPostseasonGame(post(15, null, false))).toBe(true);
    expect(isPostseasonGame(post(14, null, false))).toBe(false);
  });
  it.each([
    [15, null, "conference_championship"],
    [16, "Mercedes-Benz Stadium", "conference_championship"],
    [17, "CFP First Round", "playoff"],
    [18, "Playoff Quarterfinal", "playoff"],
    [19, "Semifinal at the Rose Bowl", "playoff"],
    [17, "Lambeau Field", "bowl"],
    [19, null, "bowl"],
    [21, "Sugar Bowl", "bowl"],
    [20, "Hard Rock Stadium", "playoff"],
    [22, "National Championship", "playoff"],
    [22, null, "playoff"],
    [23, null, "any"],
    [5, null, "any"],
  ])("week %s at %s follows the %s setting", (week, venue, stage) => {
    expect(postseasonStage(post(week, venue))).toBe(stage);
  });
  const none = {
    name: "Crew",
    include_conf_championship: false,
    include_bowl_games: false,
    include_playoffs: false,
  };
  it.each([
    [post(15), 'League "Crew" does not allow Conference Championship picks'],
    [post(20), 'League "Crew" does not allow Playoff picks'],
    [post(18, "Cotton Bowl"), 'League "Crew" does not allow Bowl Game picks'],
    [post(5, null, true), 'League "Crew" does not allow Postseason picks'],
  ])("blocks %o with its text", (g, message) => {
    expect(checkPostseasonEligibility(none, g)).toBe(message);
  });
  it("each setting opens its stage only", () => {
    expect(
      checkPostseasonEligibility({ ...none, include_conf_championship: true }, post(16)),
    ).toBeNull();
    expect(
      checkPostseasonEligibility({ ...none, include_conf_championship: true }, post(18)),
    ).not.toBeNull();
    expect(
      checkPostseasonEligibility({ ...none, include_playoffs: true }, post(17, "CFP Quarterfinal")),
    ).toBeNull();
    expect(
      checkPostseasonEligibility({ ...none, include_bowl_games: true }, post(21, "Orange Bowl")),
    ).toBeNull();
    expect(
      checkPostseasonEligibility({ ...none, include_bowl_games: true }, post(5, null, true)),
    ).toBeNull();
    expect(checkPostseasonEligibility(none, post(4, null, false))).toBeNull();
  });
  it("knows when a league has no postseason", () => {
    expect(leagueHasPostseason(none)).toBe(false);
    expect(leagueHasPostseason({ ...none, include_playoffs: true })).toBe(true);
  });
  it("the make-pick check reports the postseason text", () => {
    expect(make({ game: { id: 10, week: 20, venue: null, is_postseason: true } })).toBe(
      'League "Saturday Crew" does not allow Playoff picks',
    );
  });
});

describe("submitting", () => {
  const pick = (over: Partial<{ name: string; week: number; odds: number | null }> = {}) => ({
    name: "Texas -3.5",
    week: 5,
    odds: -110,
    ...over,
  });
  it.each<[string, Parameters<typeof checkSubmission>[0], string | null]>([
    ["nothing to send", { leagueId: 1, league: league(), picks: [] }, "No picks to submit"],
    [
      "no league",
      { leagueId: null, league: null, picks: [pick()] },
      "Please select a specific league",
    ],
    ["unknown league", { leagueId: 9, league: null, picks: [pick()] }, "League not found"],
    [
      "two weeks",
      { leagueId: 1, league: league(), picks: [pick(), pick({ week: 6 })] },
      "All picks must be from the same week",
    ],
    [
      "college postseason weeks are one card week",
      { leagueId: 1, league: league(), picks: [pick({ week: 15 }), pick({ week: 20 })] },
      null,
    ],
    [
      "a regular week and a postseason week",
      { leagueId: 1, league: league(), picks: [pick({ week: 14 }), pick({ week: 15 })] },
      "All picks must be from the same week",
    ],
    [
      "NFL Wild Card and Divisional are one card week",
      {
        leagueId: 1,
        league: league({ sport_key: "nfl" }),
        picks: [pick({ week: 19 }), pick({ week: 20 })],
      },
      null,
    ],
    [
      "NFL weeks 15 and 16 are two weeks",
      {
        leagueId: 1,
        league: league({ sport_key: "nfl" }),
        picks: [pick({ week: 15 }), pick({ week: 16 })],
      },
      "All picks must be from the same week",
    ],
    [
      "odds out of range",
      {
        leagueId: 1,
        league: league({ min_odds: -200, max_odds: 200 }),
        picks: [pick(), pick({ name: "Army ML", odds: 450 })],
      },
      'Pick "Army ML" doesn\'t meet league odds requirements (-200 to 200). All picks rejected.',
    ],
    ["a valid set", { leagueId: 1, league: league(), picks: [pick(), pick({ odds: null })] }, null],
  ])("%s", (_n, args, message) => expect(checkSubmission(args)).toBe(message));
});

describe("locks", () => {
  const base = {
    league: { enable_locks: true },
    pickIsLock: false,
    weekHasOtherLock: false,
    gameStarted: false,
  };
  it.each<[string, Partial<Parameters<typeof checkSetLock>[0]>, string | null]>([
    ["locks off", { league: { enable_locks: false } }, "Locks are not enabled for this league"],
    ["game started", { gameStarted: true }, "Cannot change lock status - game has already started"],
    [
      "another lock this week",
      { weekHasOtherLock: true },
      "You already have a lock pick for this week",
    ],
    [
      "already the lock (permanent)",
      { pickIsLock: true },
      "A lock pick cannot be changed once set",
    ],
    ["a free week", {}, null],
  ])("%s", (_n, over, message) => expect(checkSetLock({ ...base, ...over })).toBe(message));
});

describe("newer-screen alerts", () => {
  const args = (over: Partial<Parameters<typeof checkNewScreenPick>[0]> = {}) =>
    checkNewScreenPick({
      league: league(),
      game,
      choice: spreadHome,
      existing: [],
      isLock: false,
      weekHasLock: false,
      submittedCount: 0,
      ...over,
    });
  it.each<[string, Partial<Parameters<typeof checkNewScreenPick>[0]>, string | null]>([
    ["no league", { league: null }, "Please select a league first"],
    [
      "bet type restricted",
      { league: league({ allowed_bet_types: ["moneyline"] }) },
      "This pick violates league restrictions",
    ],
    [
      "odds restricted",
      { choice: choice({ odds: 900 }) },
      "This pick violates league restrictions",
    ],
    [
      "postseason restricted",
      { game: { id: 10, week: 18, venue: null, is_postseason: true } },
      "This pick violates league restrictions",
    ],
    [
      "same game and bet type",
      { existing: [choice({ side: "away" })] },
      "You already have a pick for this game and bet type",
    ],
    [
      "lock without locks",
      { isLock: true, league: league({ enable_locks: false }) },
      "Locks are not enabled for this league",
    ],
    ["cap reached", { submittedCount: 3 }, "You can only make 3 picks per week"],
    ["fine", {}, null],
  ])("%s", (_n, over, message) => expect(args(over)).toBe(message));
  it("keeps the other alert texts", () => {
    expect(PICK_TEXTS.lockAfterStart).toBe("Cannot change lock status - game has already started");
  });
  it.each([
    [0, false],
    [Number.NaN, false],
    ["-110", false],
    [null, false],
    [-110, true],
  ])("odds %s showable: %s", (odds, shown) => expect(isShowableOdds(odds)).toBe(shown));
});

describe("odds button states", () => {
  const ctx = (over: Partial<Parameters<typeof oddsButtonState>[0]> = {}) =>
    oddsButtonState({
      league: league(),
      filters: filters(),
      game,
      choice: spreadHome,
      pending: [],
      submitted: [],
      gameAvailable: true,
      ...over,
    });
  it("available, selected, and each disabled reason", () => {
    expect(ctx()).toEqual({ state: "available" });
    expect(ctx({ pending: [spreadHome] })).toEqual({ state: "selected" });
    expect(ctx({ gameAvailable: false })).toMatchObject({ state: "disabled" });
    expect(ctx({ submitted: [spreadHome] })).toMatchObject({
      state: "disabled",
      reason: expect.stringContaining("Cannot modify"),
    });
    expect(ctx({ pending: [choice({ side: "away" })] })).toMatchObject({
      reason: PICK_TEXTS.oppositeChosen,
    });
    expect(ctx({ choice: choice({ odds: 700 }) })).toMatchObject({
      reason: "Pick doesn't meet league odds requirements (-500 to 500)",
    });
  });
  it("disabled with the league's reason for a game the league does not play", () => {
    const bowl = { id: 30, week: 17, venue: "Rose Bowl", is_postseason: true };
    expect(
      ctx({
        game: bowl,
        choice: choice({ gameId: 30 }),
        league: league({ include_bowl_games: false }),
      }),
    ).toEqual({
      state: "disabled",
      reason: checkPostseasonEligibility(league({ include_bowl_games: false }), bowl),
    });
    expect(
      ctx({
        game: bowl,
        choice: choice({ gameId: 30 }),
        league: league({ include_bowl_games: true }),
      }),
    ).toEqual({
      state: "available",
    });
    const week0 = { id: 31, week: 0, venue: null, is_postseason: false };
    expect(
      ctx({
        game: week0,
        choice: choice({ gameId: 31 }),
        league: league({ include_week_0: false }),
      }),
    ).toEqual({ state: "disabled", reason: PICK_TEXTS.week0Disabled("Saturday Crew") });
  });
});

describe("card weeks", () => {
  it("steps 0..14 then postseason and back", () => {
    expect(previousCardWeek(0)).toBeNull();
    expect(nextCardWeek(13)).toBe(14);
    expect(nextCardWeek(14)).toBe("postseason");
    expect(nextCardWeek("postseason")).toBeNull();
    expect(previousCardWeek("postseason")).toBe(14);
  });
  it("defaults to the first incomplete week, else the first, else 0", () => {
    expect(
      defaultWeek([
        { week: 1, all_games_complete: true },
        { week: 2, all_games_complete: false },
      ]),
    ).toBe(2);
    expect(defaultWeek([{ week: 3, all_games_complete: true }])).toBe(3);
    expect(defaultWeek([])).toBe(0);
  });
  it("labels complete weeks", () => {
    expect(weekLabel({ week: 4, all_games_complete: true })).toBe("Week 4 (Complete)");
    expect(weekLabel({ week: 5, all_games_complete: false })).toBe("Week 5");
  });
});

describe("an NFL league", () => {
  const nfl = (over: Partial<LeagueRules> = {}) =>
    league({ name: "Sunday Crew", sport_key: "nfl", include_playoffs: true, ...over });
  const ctx = (over: Partial<Parameters<typeof checkMakePick>[0]> = {}) =>
    checkMakePick({ league: nfl(), game, choice: spreadHome, pending: [], submitted: [], ...over });

  it("refuses halves, quarters and props whatever its stored settings allow", () => {
    expect(ctx()).toBeNull();
    expect(ctx({ choice: choice({ gamePortion: "first_half" }) })).toBe(
      PICK_TEXTS.portionNotAllowed("First Half", "Sunday Crew"),
    );
    expect(ctx({ choice: choice({ pickType: "team_prop", side: "over", propId: 4 }) })).toBe(
      PICK_TEXTS.betTypeNotAllowed("Team Props", "Sunday Crew"),
    );
    expect(
      checkNewScreenPick({
        league: nfl(),
        game,
        choice: choice({ gamePortion: "fourth_quarter" }),
        existing: [],
        isLock: false,
        weekHasLock: false,
        submittedCount: 0,
      }),
    ).toBe(PICK_TEXTS.portionNotAllowed("4th Quarter", "Sunday Crew"));
  });

  it("counts weeks 15-18 under picks_per_week and 19-22 under the postseason limit", () => {
    const week = (n: number) => ({ ...game, week: n });
    const three = [1, 2, 3].map((gameId) => choice({ gameId }));
    expect(ctx({ game: week(18), pending: three.slice(1) })).toBeNull();
    expect(ctx({ game: week(15), pending: three })).toBe(PICK_TEXTS.capPerWeek(3));
    expect(ctx({ game: week(19), pending: three.slice(1) })).toBe(PICK_TEXTS.capPerPostseason(2));
    expect(isPostseasonGame({ week: 18 }, "nfl")).toBe(false);
    expect(isPostseasonGame({ week: 19 }, "nfl")).toBe(true);
    expect(ctx({ game: week(20), league: nfl({ include_playoffs: false }) })).toBe(
      'League "Sunday Crew" does not allow Playoff picks',
    );
  });

  it("steps weeks 1..18 then the postseason", () => {
    const cal = calendarFor("nfl");
    expect(previousCardWeek(1, cal)).toBeNull();
    expect(nextCardWeek(14, cal)).toBe(15);
    expect(nextCardWeek(18, cal)).toBe("postseason");
    expect(previousCardWeek("postseason", cal)).toBe(18);
    expect(cardWeekOf(19, cal)).toBe("postseason");
    expect(cardWeekOf(15, cal)).toBe(15);
  });
});
