import { describe, expect, it } from "vitest";
import { BET_TYPES, GAME_PORTIONS } from "../picks/vocabulary";
import { CALENDARS, calendarFor } from "./calendars";
import {
  ALLOWED_SPORTS,
  LEAGUE_SPORTS,
  SEASON_SPORTS,
  SPORTS,
  SPORT_TYPE_CHOICES,
  sportKeyOf,
  sportOf,
  TICKER_SPORTS,
} from "./sports";

describe("the table of sports", () => {
  it("names each sport once, by key and by name", () => {
    expect(new Set(SPORTS.map((s) => s.key)).size).toBe(SPORTS.length);
    expect(new Set(SPORTS.map((s) => s.name.toLowerCase())).size).toBe(SPORTS.length);
  });

  it("holds every calendar, under its key and name, and only those sports have a season", () => {
    expect(SEASON_SPORTS.map((s) => s.calendar)).toEqual([...CALENDARS]);
    for (const sport of SEASON_SPORTS) {
      expect(sport.calendar!.sport).toBe(sport.key);
      expect(sport.calendar!.name).toBe(sport.name);
      expect(calendarFor(sport.key)).toBe(sport.calendar);
      expect(sport.sportType).toBeDefined();
      expect(SPORT_TYPE_CHOICES).toContainEqual({ value: sport.sportType, label: sport.name });
    }
  });

  it("offers only known bet types and portions, at least one of each where it has a season", () => {
    for (const sport of SEASON_SPORTS) {
      const cal = sport.calendar!;
      expect(cal.betTypes.length).toBeGreaterThan(0);
      expect(cal.portions).toContain("full_game");
      for (const b of cal.betTypes) expect(BET_TYPES).toContain(b);
      for (const p of cal.portions) expect(GAME_PORTIONS).toContain(p);
    }
  });

  it("draws every screen's list from the table", () => {
    for (const list of [TICKER_SPORTS, LEAGUE_SPORTS])
      for (const key of list) expect(sportOf(key).key).toBe(key);
    expect(ALLOWED_SPORTS).toEqual(["NCAA Football", "NFL", "NBA", "NHL", "MLB", "Soccer"]);
  });

  it("reads a sport named by key, name or the dialog's sport type, any case", () => {
    expect(sportKeyOf("ncaa")).toBe("ncaa-football");
    expect(sportKeyOf("NCAA Football")).toBe("ncaa-football");
    expect(sportKeyOf("NFL")).toBe("nfl");
    expect(sportKeyOf("College Basketball")).toBe("ncaa-basketball");
    expect(sportKeyOf("7")).toBe("7");
    expect(sportKeyOf("Curling")).toBe("Curling");
  });
});
