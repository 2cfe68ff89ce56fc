import { describe, expect, it } from "vitest";
import { NFL_CALENDAR } from "#domain/season/calendars";
import {
  cardWeekLabel,
  filterSummary,
  leagueRestrictionLabels,
  marketChoices,
  seasonCalendar,
  weekOptions,
} from "./format";

const WEEKS = [
  { week: 13, all_games_complete: true },
  { week: 14, all_games_complete: false },
  { week: 15, all_games_complete: true },
  { week: 16, all_games_complete: false },
  { week: 17, all_games_complete: false },
];

describe("week filter options", () => {
  it("lists every server week, postseason ones too, as 'Week N' with ' (Complete)'", () => {
    expect(weekOptions(WEEKS, 14)).toEqual([
      { value: 13, label: "Week 13 (Complete)" },
      { value: 14, label: "Week 14" },
      { value: 15, label: "Week 15 (Complete)" },
      { value: 16, label: "Week 16" },
      { value: 17, label: "Week 17" },
    ]);
    expect(weekOptions(WEEKS, 14).some((o) => /postseason/i.test(o.label))).toBe(false);
  });
  it("keeps the selected week listed while the server's weeks are unknown", () => {
    expect(weekOptions([], 5)).toEqual([{ value: 5, label: "Week 5" }]);
    expect(weekOptions([], null)).toEqual([]);
  });
  it("names the NFL's postseason weeks (Wild Card to Super Bowl)", () => {
    const nfl = [
      { week: 18, all_games_complete: true },
      { week: 19, all_games_complete: true },
      { week: 20, all_games_complete: false },
      { week: 21, all_games_complete: false },
      { week: 22, all_games_complete: false },
    ];
    expect(weekOptions(nfl, 20, NFL_CALENDAR).map((o) => o.label)).toEqual([
      "Week 18 (Complete)",
      "Wild Card (Complete)",
      "Divisional Round",
      "Conference Championships",
      "Super Bowl",
    ]);
  });
});

describe("the sport shown", () => {
  it("the Sport filter picks the season: NFL, else college football", () => {
    expect(seasonCalendar("NFL")).toBe(NFL_CALENDAR);
    expect(seasonCalendar("all").name).toBe("NCAA Football");
    expect(seasonCalendar("NCAA Football").name).toBe("NCAA Football");
  });
  it("an NFL league card steps regular weeks, then one Postseason", () => {
    expect(cardWeekLabel(15, NFL_CALENDAR)).toBe("Week 15");
    expect(cardWeekLabel("postseason", NFL_CALENDAR)).toBe("Postseason");
    expect(cardWeekLabel(15)).toBe("Week 15");
  });
  it("NFL games offer only full-game spread, over/under and moneyline", () => {
    const nfl = marketChoices(NFL_CALENDAR);
    expect(nfl.portions.map((c) => c.label)).toEqual(["Full Game"]);
    expect(nfl.betTypes.map((c) => c.label)).toEqual(["Spread", "Over/Under", "Moneyline"]);
    const college = marketChoices(seasonCalendar("all"));
    expect(college.portions.map((c) => c.value)).toEqual([
      "full_game",
      "half_game",
      "quarter_game",
    ]);
    expect(college.betTypes).toHaveLength(5);
  });
});

describe("filter summary line", () => {
  const base = {
    sport: "all",
    week: 16,
    conference: "all",
    oddsRestrictionEnabled: false,
    minOdds: -200,
    maxOdds: 200,
    gamePortions: ["all"],
    betTypes: ["all"],
  };
  const options = { weeks: WEEKS, conferences: [{ name: "Big Ten", slug: "big-ten" }] };

  it("names the defaults with the controls' labels, never raw ids", () => {
    const text = filterSummary(base, options);
    expect(text).toBe(
      "Week 16 · All Sports · All Conferences · Game Portions: All · Bet Types: All",
    );
    expect(text).not.toMatch(/\ball\b/);
  });

  it("labels chosen portions, bet types, conference and odds", () => {
    const text = filterSummary(
      {
        ...base,
        week: 15,
        sport: "NCAA Football",
        conference: "big-ten",
        gamePortions: ["full_game", "half_game"],
        betTypes: ["spread", "over_under"],
        oddsRestrictionEnabled: true,
      },
      options,
    );
    expect(text).toBe(
      "Week 15 (Complete) · NCAA Football · Big Ten · Game Portions: Full Game, Half Game · " +
        "Bet Types: Spread, Over/Under · Odds -200 to 200",
    );
    expect(text).not.toMatch(/full_game|over_under|big-ten/);
  });

  it("uses the fixed conference choices' labels", () => {
    expect(filterSummary({ ...base, conference: "top_25" }, options)).toContain("· Top 25 ·");
    expect(filterSummary({ ...base, conference: "power_5" }, options)).toContain("· Power 5 ·");
  });
});

describe("league restrictions in the summary", () => {
  it("labels a league's bet types and portions", () => {
    expect(
      leagueRestrictionLabels({
        allowed_bet_types: ["spread", "over_under", "player_props"],
        allowed_game_portions: ["full_game", "first_half"],
      }),
    ).toEqual({ betTypes: "Spread, Over/Under, Player Props", portions: "Full Game, First Half" });
    expect(leagueRestrictionLabels({ allowed_bet_types: [], allowed_game_portions: [] })).toEqual({
      betTypes: "any bet",
      portions: "any portion",
    });
  });
});
