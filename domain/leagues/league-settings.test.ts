import { describe, expect, it } from "vitest";
import { LEAGUE_MESSAGES, sportDefaultBetTypes, validateLeagueSettings } from "./league-settings";
import { limitSettingsToSport } from "./sport-limits";
import { resetClashingSecondary, secondaryTiebreakerOptions } from "./tiebreaker-choice";
import { generateLeagueCode, CODE_ALPHABET } from "./league-code";
import {
  MLB_CALENDAR,
  NBA_CALENDAR,
  NCAA_CALENDAR,
  NFL_CALENDAR,
  SOCCER_CALENDAR,
} from "../season/calendars";

describe("create-league rules shared by the dialog and the server", () => {
  it("secondary tiebreaker options exclude the primary; a clashing secondary resets", () => {
    expect(secondaryTiebreakerOptions("random")).not.toContain("random");
    expect(resetClashingSecondary("average_odds", "average_odds")).not.toBe("average_odds");
    expect(resetClashingSecondary("random", "average_odds")).toBe("average_odds");
  });

  it("accepts form strings for numbers and applies defaults", () => {
    const r = validateLeagueSettings({ name: "Crew", max_members: "12", picks_per_week: "3" });
    expect(r.ok && r.value).toMatchObject({ max_members: 12, picks_per_week: 3, min_odds: -120 });
  });

  it("switching odds restriction off drops the odds requirement", () => {
    const r = validateLeagueSettings({ name: "Crew", odds_range_enabled: false, min_odds: "" });
    expect(r.ok).toBe(true);
    const on = validateLeagueSettings({ name: "Crew", min_odds: "", max_odds: "" });
    expect(!on.ok && on.errors.min_odds).toEqual([LEAGUE_MESSAGES.minOddsRequired]);
  });

  it("codes have 8 characters from an alphabet without look-alikes", () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 50; i++) expect(generateLeagueCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });
});

describe("a league limited to its sport's markets", () => {
  const settings = (input: Record<string, unknown>) => {
    const r = validateLeagueSettings({ name: "Sunday Crew", ...input });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.value;
  };

  it("an NFL league refuses props, halves and quarters on their fields", () => {
    const r = limitSettingsToSport(
      settings({
        allowed_bet_types: ["spread", "team_props"],
        allowed_game_portions: ["quarter_game"],
      }),
      NFL_CALENDAR,
    );
    expect(!r.ok && r.errors).toEqual({
      allowed_bet_types: ["NFL leagues offer spread, over/under and moneyline only"],
      allowed_game_portions: ["NFL leagues offer full-game picks only"],
    });
  });

  it("an NFL league drops week 0, bowls, conference championships and the conference filter", () => {
    const r = limitSettingsToSport(
      settings({
        allowed_bet_types: ["spread", "moneyline"],
        include_week_0: true,
        include_bowl_games: true,
        include_conf_championship: true,
        include_playoffs: true,
        conference_filter: "sec",
      }),
      NFL_CALENDAR,
    );
    expect(r.ok && r.value).toMatchObject({
      allowed_bet_types: ["spread", "moneyline"],
      include_week_0: false,
      include_bowl_games: false,
      include_conf_championship: false,
      include_playoffs: true,
      conference_filter: "all_fbs",
    });
  });

  it("a college league keeps every setting", () => {
    const value = settings({
      allowed_bet_types: ["player_props"],
      allowed_game_portions: ["half_game"],
      include_bowl_games: true,
      conference_filter: "sec",
    });
    expect(limitSettingsToSport(value, NCAA_CALENDAR)).toEqual({ ok: true, value });
  });

  it("the daily sports refuse what their calendars lack, in each sport's words", () => {
    const bets = (allowed_bet_types: string[]) => settings({ allowed_bet_types });
    const nba = limitSettingsToSport(bets(["spread", "moneyline"]), NBA_CALENDAR);
    expect(!nba.ok && nba.errors).toEqual({
      allowed_bet_types: ["NBA leagues offer spread and over/under only"],
    });
    const mlb = limitSettingsToSport(bets(["spread", "over_under"]), MLB_CALENDAR);
    expect(!mlb.ok && mlb.errors).toEqual({
      allowed_bet_types: ["MLB leagues play straight-up: pick the winner"],
    });
    expect(limitSettingsToSport(bets(["moneyline"]), MLB_CALENDAR).ok).toBe(true);
    expect(limitSettingsToSport(bets(["moneyline", "spread"]), SOCCER_CALENDAR).ok).toBe(true);
  });

  it("a league that names no bet types gets its sport's: MLB the moneyline, the others the defaults", () => {
    expect(sportDefaultBetTypes(MLB_CALENDAR)).toEqual(["moneyline"]);
    expect(sportDefaultBetTypes(NBA_CALENDAR)).toEqual(["spread", "over_under"]);
    // Soccer's main market, the three-way match result, is on by default.
    expect(sportDefaultBetTypes(SOCCER_CALENDAR)).toEqual(["spread", "over_under", "moneyline"]);
    const r = limitSettingsToSport(settings({}), MLB_CALENDAR, { betTypesGiven: false });
    expect(r.ok && r.value.allowed_bet_types).toEqual(["moneyline"]);
    // Named, the same bet types are refused rather than replaced.
    expect(limitSettingsToSport(settings({}), MLB_CALENDAR).ok).toBe(false);
  });

  it("each sport with a season is a sport type; anything else is refused with the list", () => {
    for (const sport_type of ["ncaa", "nfl", "nba", "nhl", "mlb", "soccer"]) {
      const r = validateLeagueSettings({ name: "Crew", sport_type });
      expect(r.ok && [r.value.sport_type, r.value.sport, r.value.sport_type_sport]).toEqual([
        "single",
        sport_type,
        sport_type,
      ]);
    }
    const r = validateLeagueSettings({ name: "Crew", sport_type: "cricket" });
    expect(!r.ok && r.errors.sport_type).toEqual([
      "Sport type must be ncaa, nfl, nba, nhl, mlb, soccer or custom",
    ]);
  });

  it("a league's default bet types are those its sport offers: MLB's straight-up moneyline", () => {
    const mlb = settings({ sport_type: "mlb" });
    expect(mlb.allowed_bet_types).toEqual(["moneyline"]);
    expect(limitSettingsToSport(mlb, MLB_CALENDAR).ok).toBe(true);
    expect(settings({ sport_type: "nba" }).allowed_bet_types).toEqual(["spread", "over_under"]);
    expect(
      settings({ sport_type: "mlb", allowed_bet_types: ["spread"] }).allowed_bet_types,
    ).toEqual(["spread"]);
    const refused = limitSettingsToSport(
      settings({ sport_type: "nba", allowed_bet_types: ["moneyline"] }),
      NBA_CALENDAR,
    );
    expect(!refused.ok && refused.errors.allowed_bet_types).toEqual([
      "NBA leagues offer spread and over/under only",
    ]);
  });

  it("a season without a postseason (the Premier League) has the playoffs off", () => {
    const r = limitSettingsToSport(
      settings({ sport_type: "soccer", include_playoffs: true }),
      SOCCER_CALENDAR,
    );
    expect(r.ok && r.value.include_playoffs).toBe(false);
  });
});
