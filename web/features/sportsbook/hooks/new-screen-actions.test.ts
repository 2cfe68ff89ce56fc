// How /sportsbook-new draws an odds button (newScreenLook): the fan's own pick, a drafted one, and
// each reason a side is out of reach.
import { describe, expect, it } from "vitest";
import type { SubmittedPick } from "#domain/picks/contract";
import { PICK_TEXTS, type PickFilters } from "#domain/picks/rules";
import type { SportsbookGame, SportsbookLeague } from "#domain/sportsbook/contract";
import type { PendingPickRow } from "#web/offline/db";
import type { Offer } from "../components/market-rows";
import { newScreenLook } from "./new-screen-actions";
import { lockRetryText } from "./lock-actions";

const game = { id: 10, week: 2, home_team: { id: 251 }, away_team: { id: 245 } } as SportsbookGame;
const league = {
  id: 3,
  sport_key: "ncaa-football",
  odds_range_enabled: false,
  min_odds: null,
  max_odds: null,
} as unknown as SportsbookLeague;
const off: PickFilters = {
  betTypes: [],
  gamePortions: [],
  oddsRestrictionEnabled: false,
  minOdds: -120,
  maxOdds: 120,
};
const spread = (side: "home" | "away", odds: number | null = -110): Offer => ({
  choice: { gameId: 10, pickType: "spread", gamePortion: "full_game", side, odds },
  pickedTeamId: side === "home" ? 251 : 245,
  line: side === "home" ? -3.5 : 3.5,
  name: "",
});
const drafted = (side: "home" | "away"): PendingPickRow => ({
  key: `7:3:10:spread:full_game:null:${side}`,
  userId: 7,
  leagueId: 3,
  week: 2,
  gameId: 10,
  pick: {
    gameId: 10,
    pickType: "spread",
    gamePortion: "full_game",
    side,
    propId: null,
    pickedTeamId: side === "home" ? 251 : 245,
    odds: -110,
    line: -3.5,
    name: "",
    gameTime: "2024-09-07T23:30:00.000Z",
    lockAt: "2024-09-07T23:30:00.000Z",
    isLock: false,
  },
  mutationId: null,
  rejection: null,
  updatedAt: 0,
});
const submitted = (isLock: boolean, isCorrect: boolean | null = null) =>
  ({
    id: 1,
    game_id: 10,
    league_id: 3,
    week: 2,
    pick_type: "spread",
    picked_team: 251,
    picked_value: null,
    game_portion: "full_game",
    prop_id: null,
    odds_at_pick: -110,
    is_lock: isLock,
    is_correct: isCorrect,
    game_detail: { home_team_id: 251 },
  }) as SubmittedPick;
const ctx = (over: { pendingRows?: PendingPickRow[]; submitted?: SubmittedPick[] } = {}) => ({
  userId: 7,
  league,
  filters: null,
  pendingRows: [],
  submitted: [],
  nowMs: 0,
  ...over,
});

describe("an odds button on the newer screen", () => {
  it("shows the fan's submitted pick as theirs (with its lock), never as disabled", () => {
    expect(
      newScreenLook(ctx({ submitted: [submitted(false)] }), game, spread("home"), false, off),
    ).toEqual({ state: "submitted", lock: false, outcome: null });
    expect(
      newScreenLook(ctx({ submitted: [submitted(true)] }), game, spread("home"), true, off),
    ).toEqual({ state: "submitted", lock: true, outcome: null });
  });

  it("says whether a graded pick was correct, as the card's pick list does", () => {
    const look = (isCorrect: boolean) =>
      newScreenLook(
        ctx({ submitted: [submitted(false, isCorrect)] }),
        game,
        spread("home"),
        false,
        off,
      );
    expect(look(true)).toEqual({ state: "submitted", lock: false, outcome: "correct" });
    expect(look(false)).toEqual({ state: "submitted", lock: false, outcome: "wrong" });
  });

  it("is selected when drafted, and its market's other side is out of reach", () => {
    const c = ctx({ pendingRows: [drafted("home")] });
    expect(newScreenLook(c, game, spread("home"), true, off)).toEqual({ state: "selected" });
    expect(newScreenLook(c, game, spread("away"), true, off)).toEqual({
      state: "disabled",
      reason: PICK_TEXTS.oppositeChosen,
    });
  });

  it("is disabled once the game takes no picks, or when it has no odds", () => {
    expect(newScreenLook(ctx(), game, spread("away"), false, off)).toEqual({
      state: "disabled",
      reason: PICK_TEXTS.gameNotAvailable,
    });
    for (const odds of [0, null])
      expect(newScreenLook(ctx(), game, spread("away", odds), true, off)).toEqual({
        state: "disabled",
        reason: PICK_TEXTS.noOdds,
      });
  });

  it("takes a priceless line of a sport whose lines have no prices (an NBA spread, an MLB winner)", () => {
    expect(newScreenLook(ctx(), game, spread("away", null), true, off, true)).toEqual({
      state: "available",
    });
    // A zero price is still no price anywhere.
    expect(newScreenLook(ctx(), game, spread("away", 0), true, off, true)).toEqual({
      state: "disabled",
      reason: PICK_TEXTS.noOdds,
    });
  });

  it("a soccer draw the fan submitted is theirs; its market's home and away sides are then taken", () => {
    const draw = {
      ...submitted(false),
      pick_type: "moneyline",
      picked_team: null,
      picked_value: "draw",
      odds_at_pick: 240,
    } as SubmittedPick;
    const ml = (side: "home" | "away" | "draw"): Offer => ({
      choice: { gameId: 10, pickType: "moneyline", gamePortion: "full_game", side, odds: 150 },
      pickedTeamId: side === "home" ? 251 : side === "away" ? 245 : null,
      line: null,
      name: "",
    });
    const c = ctx({ submitted: [draw] });
    expect(newScreenLook(c, game, ml("draw"), true, off)).toEqual({
      state: "submitted",
      lock: false,
      outcome: null,
    });
    expect(newScreenLook(c, game, ml("home"), true, off)).toEqual({
      state: "disabled",
      reason: PICK_TEXTS.oppositeChosen,
    });
  });

  it("is disabled outside the fan's own odds restriction while it is on", () => {
    const on = { ...off, oddsRestrictionEnabled: true };
    expect(newScreenLook(ctx(), game, spread("away", -150), true, off)).toEqual({
      state: "available",
    });
    expect(newScreenLook(ctx(), game, spread("away", -150), true, on)).toEqual({
      state: "disabled",
      reason: PICK_TEXTS.oddsOutside(-120, 120),
    });
  });
});

describe("a lock sent online that got no answer (spec 2 §8)", () => {
  it("says the server may have set it, in the spec's words", () => {
    expect(lockRetryText(503)).toBe("Server error (503). Lock may have been set - try refreshing.");
    expect(lockRetryText(0)).toBe(
      "Network error. Lock may have been set - try refreshing the page.",
    );
    // A busy server (429) asked to try later: nothing was set, and the retry is not a failure.
    expect(lockRetryText(429)).toBeNull();
  });
});
