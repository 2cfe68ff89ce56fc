import { describe, expect, it } from "vitest";
import { LEAGUE_DEFAULTS } from "#domain/leagues/league-settings";
import { limitToSport, sportOptions } from "./sport-options";

const collegeChoices = {
  allowed_bet_types: ["spread", "player_props", "moneyline"],
  allowed_game_portions: ["full_game", "half_game", "quarter_game"],
  include_week_0: true,
  include_conf_championship: true,
  include_bowl_games: true,
  include_playoffs: true,
  conference_filter: "sec",
};

describe("Create League options by sport", () => {
  it("an NFL league offers spread, over/under and moneyline, full game only, playoffs only, no week 0 or conference filter", () => {
    const nfl = sportOptions("nfl");
    expect(nfl.betTypes).toEqual(["spread", "over_under", "moneyline"]);
    expect(nfl.portions).toEqual(["full_game"]);
    expect(nfl.postseason.map((p) => p.flag)).toEqual(["include_playoffs"]);
    expect(nfl.postseason[0]!.label).toBe("Include Playoffs (Wild Card to Super Bowl)");
    expect(nfl.week0).toBe(false);
    expect(nfl.conferenceFilter).toBe(false);
  });

  it("a custom league plays its first allowed sport that has a season", () => {
    expect(sportOptions("custom", ["NBA", "NFL", "NCAA Football"]).calendar.sport).toBe("nba");
    expect(sportOptions("custom", ["NCAA Football", "NFL"]).calendar.sport).toBe("ncaa-football");
    expect(sportOptions("custom", ["Soccer"]).calendar.sport).toBe("soccer");
    expect(sportOptions("custom", []).betTypes).toHaveLength(5);
  });

  it("each new sport offers what its file has: NBA lines without a moneyline, MLB straight-up, soccer without playoffs", () => {
    const nba = sportOptions("nba");
    expect(nba.betTypes).toEqual(["spread", "over_under"]);
    expect(nba.postseason.map((p) => p.label)).toEqual(["Include Playoffs"]);
    expect(sportOptions("nhl").betTypes).toEqual(["spread", "over_under", "moneyline"]);
    const mlb = sportOptions("mlb");
    expect(mlb.betTypes).toEqual(["moneyline"]);
    expect(mlb.postseason).toEqual([]);
    expect(mlb.offers).toBe(
      "MLB plays straight-up: pick the winner, one point a correct pick — there are no lines.",
    );
    const soccer = sportOptions("soccer");
    expect(soccer.postseason).toEqual([]);
    expect(soccer.week0).toBe(false);
    expect(soccer.offers).toMatch(/draw/);
    expect(soccer.offers).toMatch(/Asian \(quarter lines/);
  });

  it("an MLB payload picks the winner whatever bet types were ticked for another sport", () => {
    const mlb = limitToSport(collegeChoices, sportOptions("mlb"));
    expect(mlb.allowed_bet_types).toEqual(["moneyline"]);
    expect(mlb.include_playoffs).toBe(false);
    expect(limitToSport(collegeChoices, sportOptions("nba")).allowed_bet_types).toEqual(["spread"]);
  });

  it("college football (and a custom league without sports yet) keeps every college option", () => {
    for (const sport of ["ncaa", "custom", "ncaa-football", null]) {
      const college = sportOptions(sport);
      expect(college.betTypes).toEqual([
        "spread",
        "over_under",
        "moneyline",
        "player_props",
        "team_props",
      ]);
      expect(college.portions).toEqual(["full_game", "half_game", "quarter_game"]);
      expect(college.postseason.map((p) => p.label)).toEqual([
        "Include Conference Championships",
        "Include Bowl Games",
        "Include Playoffs",
      ]);
      expect(college.week0).toBe(true);
      expect(college.conferenceFilter).toBe(true);
    }
  });

  it("an NFL payload keeps only what the NFL has; switching back to college keeps the college choices", () => {
    expect(limitToSport(collegeChoices, sportOptions("nfl"))).toEqual({
      allowed_bet_types: ["spread", "moneyline"],
      allowed_game_portions: ["full_game"],
      include_week_0: false,
      include_conf_championship: false,
      include_bowl_games: false,
      include_playoffs: true,
      conference_filter: "all_fbs",
    });
    expect(limitToSport(collegeChoices, sportOptions("ncaa"))).toEqual(collegeChoices);
  });

  it("the dialog's defaults are valid for an NFL league as they are", () => {
    const defaults = {
      allowed_bet_types: LEAGUE_DEFAULTS.allowed_bet_types,
      allowed_game_portions: LEAGUE_DEFAULTS.allowed_game_portions,
      include_week_0: LEAGUE_DEFAULTS.include_week_0,
      include_conf_championship: LEAGUE_DEFAULTS.include_conf_championship,
      include_bowl_games: LEAGUE_DEFAULTS.include_bowl_games,
      include_playoffs: LEAGUE_DEFAULTS.include_playoffs,
      conference_filter: LEAGUE_DEFAULTS.conference_filter,
    };
    const nfl = limitToSport(defaults, sportOptions("nfl"));
    expect(nfl.allowed_bet_types).toEqual(["spread", "over_under"]);
    expect(nfl.allowed_game_portions).toEqual(["full_game"]);
    expect(nfl.include_week_0).toBe(false);
  });
});
