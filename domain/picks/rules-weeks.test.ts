/**
 * The weeks a pick belongs to: postseason eligibility and stages, the card weeks and their labels,
 * and an NFL league's markets and calendar (weeks 15–18 regular, 19–22 one postseason).
 */
import { describe, expect, it } from "vitest";
import {
  checkPostseasonEligibility,
  isPostseasonGame,
  leagueHasPostseason,
  postseasonStage,
} from "./postseason";
import { PICK_TEXTS, type LeagueRules } from "./rules";
import { checkMakePick, checkNewScreenPick } from "./checks";
import { choice, game, league, make, spreadHome } from "./rules-fixtures";
import { cardWeekOf, defaultWeek, nextCardWeek, previousCardWeek, weekLabel } from "./weeks";
import { calendarFor } from "../season/calendars";

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
  it("a bowl pool (postseason card only) blocks every regular-season game and plays its stages", () => {
    const bowlPool = {
      ...none,
      include_bowl_games: true,
      include_playoffs: true,
      postseason_only: true,
    };
    expect(checkPostseasonEligibility(bowlPool, post(4, null, false))).toBe(
      'League "Crew" does not allow Regular Season picks',
    );
    expect(checkPostseasonEligibility(bowlPool, post(21, "Orange Bowl"))).toBeNull();
    expect(checkPostseasonEligibility(bowlPool, post(18, "Playoff Quarterfinal"))).toBeNull();
    expect(checkPostseasonEligibility(bowlPool, post(15))).not.toBeNull();
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
