/**
 * Sending the card (domain/picks/rules.ts): the submission check, locks, the newer screen's alerts
 * and each odds button's state.
 */
import { describe, expect, it } from "vitest";
import { checkPostseasonEligibility } from "./postseason";
import { PICK_TEXTS, isShowableOdds, oddsButtonState } from "./rules";
import { checkNewScreenPick, checkSetLock, checkSubmission } from "./checks";
import { choice, filters, game, league, spreadHome } from "./rules-fixtures";

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
