import { describe, expect, it } from "vitest";
import {
  NO_GAMES_LEFT,
  firstPickWeek,
  nextDeadline,
  nothingLeftToPick,
  weekTakesPicks,
  type OwesPicksLeague,
  type ScheduledGame,
  weekNotPlayed,
} from "./owes-picks";

// The replayed December: Wednesday 2 Dec 2026; conference championships on Saturday 5 Dec
// (week 15), Army–Navy on 12 Dec (week 16), bowls and the playoff from 19 Dec (weeks 17+).
const NOW = new Date("2026-12-02T02:00:00Z");
const league = (over: Partial<OwesPicksLeague> = {}): OwesPicksLeague => ({
  name: "Saturday Showdown",
  sport_key: "ncaa-football",
  submission_deadline: "game_time",
  include_week_0: true,
  include_conf_championship: false,
  include_bowl_games: false,
  include_playoffs: false,
  ...over,
});
const game = (week: number, kickoff_at: string, over: Partial<ScheduledGame> = {}) => ({
  week,
  kickoff_at,
  status: "scheduled",
  venue: null,
  ...over,
});
const SEC_TITLE = game(15, "2026-12-05T21:00:00Z", { venue: "Mercedes-Benz Stadium" });
const ARMY_NAVY = game(16, "2026-12-12T20:00:00Z");
const BOWL = game(17, "2026-12-19T19:00:00Z", { venue: "Cure Bowl" });
const PLAYOFF = game(17, "2026-12-20T01:00:00Z", { venue: "CFP First Round" });
const DECEMBER = [SEC_TITLE, ARMY_NAVY, BOWL, PLAYOFF];
const ALL_POSTSEASON = {
  include_conf_championship: true,
  include_bowl_games: true,
  include_playoffs: true,
};

describe("a league owes picks for a week only when it can still pick a game of it", () => {
  it("owes nothing in conference-championship week when the league leaves the postseason out", () => {
    expect(weekTakesPicks(league(), DECEMBER, "postseason", NOW)).toBe(false);
    expect(weekTakesPicks(league(), DECEMBER, 15, NOW)).toBe(false);
  });

  it("owes picks when the league includes the postseason", () => {
    expect(weekTakesPicks(league(ALL_POSTSEASON), DECEMBER, "postseason", NOW)).toBe(true);
  });

  it("a league with bowls only owes postseason picks in week 15: its card holds the bowls", () => {
    const bowls = league({ include_bowl_games: true });
    expect(weekTakesPicks(bowls, [SEC_TITLE, BOWL], "postseason", NOW)).toBe(true);
    expect(weekTakesPicks(bowls, [SEC_TITLE, PLAYOFF], "postseason", NOW)).toBe(false);
  });

  it("game_time: open until kickoff, closed at it", () => {
    const l = league(ALL_POSTSEASON);
    const before = new Date("2026-12-05T20:59:59Z");
    const at = new Date("2026-12-05T21:00:00Z");
    expect(weekTakesPicks(l, [SEC_TITLE], 15, before)).toBe(true);
    expect(weekTakesPicks(l, [SEC_TITLE], 15, at)).toBe(false);
  });

  it("saturday_noon: closed at Saturday 12:00 PM ET though the game kicks off later", () => {
    const l = league({ ...ALL_POSTSEASON, submission_deadline: "saturday_noon" });
    expect(weekTakesPicks(l, [SEC_TITLE], 15, new Date("2026-12-05T16:59:00Z"))).toBe(true);
    expect(weekTakesPicks(l, [SEC_TITLE], 15, new Date("2026-12-05T17:00:00Z"))).toBe(false);
  });

  it("custom: closed at the league's day and time of the game's week (Thursday 7:00 PM ET)", () => {
    const l = league({
      ...ALL_POSTSEASON,
      submission_deadline: "custom",
      custom_deadline_day: 3,
      custom_deadline_time: "19:00",
    });
    expect(weekTakesPicks(l, [SEC_TITLE], 15, new Date("2026-12-03T23:59:00Z"))).toBe(true);
    expect(weekTakesPicks(l, [SEC_TITLE], 15, new Date("2026-12-04T00:00:00Z"))).toBe(false);
  });

  it("a game no longer scheduled (postponed, under way) takes no picks", () => {
    const l = league(ALL_POSTSEASON);
    expect(weekTakesPicks(l, [{ ...SEC_TITLE, status: "postponed" }], 15, NOW)).toBe(false);
  });

  it("a regular week owes picks while a game is open; week 0 only when the league plays it", () => {
    const saturday = game(8, "2026-10-24T16:00:00Z");
    const week0 = game(0, "2026-08-29T16:00:00Z");
    const early = new Date("2026-08-20T12:00:00Z");
    expect(weekTakesPicks(league(), [saturday], 8, early)).toBe(true);
    expect(weekTakesPicks(league(), [week0], 0, early)).toBe(true);
    expect(weekTakesPicks(league({ include_week_0: false }), [week0], 0, early)).toBe(false);
  });

  it("an NFL league owes playoff picks only when it includes the playoffs", () => {
    const wildCard = game(19, "2027-01-16T21:30:00Z");
    const nfl = league({ sport_key: "nfl" });
    expect(weekTakesPicks(nfl, [wildCard], "postseason", NOW)).toBe(false);
    expect(weekTakesPicks({ ...nfl, include_playoffs: true }, [wildCard], "postseason", NOW)).toBe(
      true,
    );
  });
});

describe("where a fan can still pick, and why not", () => {
  it("the first week with a game the league allows", () => {
    expect(firstPickWeek(league(ALL_POSTSEASON), DECEMBER, NOW)).toBe(15);
    expect(firstPickWeek(league({ include_bowl_games: true }), DECEMBER, NOW)).toBe(17);
    expect(firstPickWeek(league(), DECEMBER, NOW)).toBeNull();
  });

  it("the next deadline: the first game ahead the league allows, by its deadline kind", () => {
    expect(nextDeadline(league(ALL_POSTSEASON), DECEMBER, NOW)?.toISOString()).toBe(
      "2026-12-05T21:00:00.000Z",
    );
    expect(nextDeadline(league({ include_bowl_games: true }), DECEMBER, NOW)?.toISOString()).toBe(
      "2026-12-19T19:00:00.000Z",
    );
    // Saturday noon ET of the title game's week.
    const noon = league({ ...ALL_POSTSEASON, submission_deadline: "saturday_noon" });
    expect(nextDeadline(noon, DECEMBER, NOW)?.toISOString()).toBe("2026-12-05T17:00:00.000Z");
    // A grouped row closes at its first game ahead.
    const week = {
      ...ARMY_NAVY,
      kickoff_at: "2026-12-13T01:00:00Z",
      first_kickoff_at: ARMY_NAVY.kickoff_at,
    };
    expect(nextDeadline(league(ALL_POSTSEASON), [week], NOW)?.toISOString()).toBe(
      "2026-12-12T20:00:00.000Z",
    );
    expect(nextDeadline(league(), DECEMBER, NOW)).toBeNull();
  });

  it("says which stages the league leaves out and who can change that", () => {
    expect(nothingLeftToPick(league(), [BOWL], NOW)).toBe(
      "This league does not include bowl games — the commissioner can change that in settings.",
    );
    expect(nothingLeftToPick(league(), DECEMBER, NOW)).toBe(
      "This league does not include conference championship games, bowl games or playoff games — the commissioner can change that in settings.",
    );
    expect(nothingLeftToPick(league(ALL_POSTSEASON), DECEMBER, NOW)).toBeNull();
  });

  it("says the season is over when no game is left", () => {
    const after = new Date("2027-01-30T00:00:00Z");
    expect(nothingLeftToPick(league(ALL_POSTSEASON), DECEMBER, after)).toBe(NO_GAMES_LEFT);
  });

  it("a week the league does not play says why, told apart from one whose games have started", () => {
    expect(weekNotPlayed(league(), DECEMBER, 15)).toBe(
      'League "Saturday Showdown" does not allow Conference Championship picks',
    );
    const titles = league({ include_conf_championship: true });
    const later = new Date("2026-12-06T12:00:00Z");
    expect(weekNotPlayed(titles, DECEMBER, 15)).toBeNull();
    expect(weekTakesPicks(titles, [SEC_TITLE], 15, later)).toBe(false);
  });
});
