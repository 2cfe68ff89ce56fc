import { describe, expect, it } from "vitest";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import {
  MLB_CALENDAR,
  NBA_CALENDAR,
  NCAA_CALENDAR,
  NFL_CALENDAR,
  SOCCER_CALENDAR,
} from "#domain/season/calendars";
import {
  initialNewScreen,
  newScreenReducer,
  POSTSEASON_STAGES,
  stagesOf,
  weekChoices,
} from "./use-new-screen-filters";

const nflLeague = {
  id: 7,
  sport_key: "nfl",
  current_week: 9,
  allowed_bet_types: ["spread", "moneyline"],
} as SportsbookLeague;
const collegeLeague = { ...nflLeague, id: 8, sport_key: "ncaa-football", current_week: 4 };

describe("newer sportsbook choices", () => {
  it("offers the sport's weeks: college 0-14, the NFL 1-18, then Postseason", () => {
    const college = weekChoices(NCAA_CALENDAR).map((c) => c.label);
    expect(college[0]).toBe("Week 0");
    expect(college.at(-2)).toBe("Week 14");
    expect(college.at(-1)).toBe("Postseason");
    const nfl = weekChoices(NFL_CALENDAR).map((c) => c.value);
    expect(nfl).toEqual([...Array.from({ length: 18 }, (_, i) => String(i + 1)), "postseason"]);
  });

  it("a season without a postseason offers no Postseason choice; the Premier League's weeks are matchweeks", () => {
    const soccer = weekChoices(SOCCER_CALENDAR).map((c) => c.label);
    expect(soccer).toHaveLength(41);
    expect([soccer[0], soccer.at(-1)]).toEqual(["Matchweek 1", "Matchweek 41"]);
    expect(weekChoices(MLB_CALENDAR).at(-1)).toEqual({ value: "29", label: "Week 29" });
    expect(stagesOf(MLB_CALENDAR)).toEqual([]);
    expect(stagesOf(SOCCER_CALENDAR)).toEqual([]);
    expect(stagesOf(NBA_CALENDAR)).toEqual(["playoff"]);
    expect(weekChoices(NBA_CALENDAR).at(-1)!.value).toBe("postseason");
  });

  it("choosing NFL shows the NFL's current week, its playoffs and its leagues", () => {
    const chosen = { ...initialNewScreen, week: 5 as const, conference: "sec" };
    const nfl = newScreenReducer(chosen, { type: "sport", sport: "NFL" });
    expect(nfl).toMatchObject({
      sport: "NFL",
      week: null,
      conference: "all",
      postseason: ["playoff"],
      portions: ["full_game"],
      leagueSport: "NFL",
    });
    const back = newScreenReducer(nfl, { type: "sport", sport: "NCAA Football" });
    expect(back.postseason).toEqual([...POSTSEASON_STAGES]);
    expect(back.leagueSport).toBe("NCAA Football");
  });

  it("an NFL league opens on its own current week; the sidebar's sport list stays", () => {
    const state = newScreenReducer(initialNewScreen, { type: "league", league: nflLeague });
    expect(state).toMatchObject({
      sport: "NFL",
      week: 9,
      leagueId: 7,
      bets: ["spread", "moneyline"],
      leagueSport: "all",
    });
    // A league of the sport already shown keeps the week on screen.
    const same = newScreenReducer(
      { ...initialNewScreen, week: 3 },
      { type: "league", league: collegeLeague },
    );
    expect(same.week).toBe(3);
  });

  it("the sidebar's NFL choice shows NFL games; 'All Sports' only lists leagues", () => {
    const nfl = newScreenReducer(initialNewScreen, { type: "leagueSport", sport: "NFL" });
    expect(nfl.sport).toBe("NFL");
    const all = newScreenReducer(nfl, { type: "leagueSport", sport: "all" });
    expect(all).toMatchObject({ sport: "NFL", leagueSport: "all" });
    // The NBA has a season now (issue 45): its choice shows its games; a sport without one does not.
    const nba = newScreenReducer(initialNewScreen, { type: "leagueSport", sport: "NBA" });
    expect(nba).toMatchObject({ sport: "NBA", leagueSport: "NBA" });
    const cbb = newScreenReducer(initialNewScreen, {
      type: "leagueSport",
      sport: "College Basketball",
    });
    expect(cbb).toMatchObject({ sport: "NCAA Football", leagueSport: "College Basketball" });
  });
});
