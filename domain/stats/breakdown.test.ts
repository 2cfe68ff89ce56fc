import { describe, expect, it } from "vitest";
import { availableFilters, userStats, type StatsPick, type StatsTeam } from "./breakdown";
import { STATS_DEFAULTS, type StatsQuery } from "./contract";

const HOME = 1;
const AWAY = 2;
const INDEPENDENT = 3;
const teams: StatsTeam[] = [
  { id: HOME, name: "Alabama", short_name: "ALA", conference_id: 10, conference_name: "SEC" },
  { id: AWAY, name: "Boise State", short_name: "BSU", conference_id: 20, conference_name: "MWC" },
  {
    id: INDEPENDENT,
    name: "Notre Dame",
    short_name: "ND",
    conference_id: null,
    conference_name: null,
  },
];

const base: StatsPick = {
  season_id: 24,
  season_year: 2024,
  season_sport: "NCAA Football",
  pick_type: "spread",
  picked_value: null,
  picked_team_id: HOME,
  prop_team_id: null,
  picked_side: "home",
  spread_at_pick: -3.5,
  total_at_pick: null,
  is_correct: true,
};
const spread = (
  line: number,
  is_correct: boolean | null,
  team = HOME,
  more: Partial<StatsPick> = {},
) => ({
  ...base,
  picked_team_id: team,
  // The games here are Alabama (home) against Boise State (away).
  picked_side: team === HOME ? ("home" as const) : team === AWAY ? ("away" as const) : null,
  spread_at_pick: line,
  is_correct,
  ...more,
});
const total = (side: "over" | "under", line: number, is_correct: boolean | null) => ({
  ...base,
  pick_type: "over_under",
  picked_value: side,
  picked_team_id: null,
  picked_side: null,
  spread_at_pick: null,
  total_at_pick: line,
  is_correct,
});
const stats = (picks: StatsPick[], query: Partial<StatsQuery> = {}) =>
  userStats(picks, teams, { ...STATS_DEFAULTS, ...query });
const wl = (wins: number, losses: number, percentage: number) => ({ wins, losses, percentage });

describe("user stats (ADR 1501)", () => {
  it("with the spread is the favourite, against it the underdog; a pick'em is neither", () => {
    const s = stats([spread(-3.5, true), spread(-7, false), spread(6.5, true), spread(0, false)]);
    expect(s.spread.total).toEqual(wl(2, 2, 50));
    expect(s.spread.withSpread).toEqual(wl(1, 1, 50));
    expect(s.spread.againstSpread).toEqual(wl(1, 0, 100));
  });

  it("home and away follow the picked side, not the line", () => {
    const s = stats([
      spread(-3.5, true, HOME),
      spread(3.5, false, AWAY),
      spread(7, true, AWAY),
      // A moneyline pick is no spread pick: it counts for the team, not the spread splits.
      { ...spread(0, true, HOME), pick_type: "moneyline", spread_at_pick: null },
    ]);
    expect(s.spread.home).toEqual(wl(1, 0, 100));
    expect(s.spread.away).toEqual(wl(1, 1, 50));
    expect(s.teams.all.find((t) => t.id === HOME)).toMatchObject(wl(2, 0, 100));
  });

  it("over and under by the side taken", () => {
    const s = stats([total("over", 50, true), total("over", 41, false), total("under", 60, true)]);
    expect(s.overUnder).toEqual({
      total: wl(2, 1, 66.7),
      over: wl(1, 1, 50),
      under: wl(1, 0, 100),
    });
  });

  it("custom spread: the absolute spread at pick, at the threshold counted by gte and lte", () => {
    const picks = [spread(-7, true), spread(7, false), spread(6.5, true), spread(7.5, false)];
    expect(stats(picks, { spread_threshold: 7, spread_operator: "gte" }).customSpread).toEqual(
      wl(1, 2, 33.3),
    );
    expect(stats(picks, { spread_threshold: 7, spread_operator: "lte" }).customSpread).toEqual(
      wl(2, 1, 66.7),
    );
    expect(stats(picks, { spread_threshold: 7.5, spread_operator: "gte" }).customSpread).toEqual(
      wl(0, 1, 0),
    );
  });

  it("custom total: the total at pick, at the threshold counted by gte and lte", () => {
    const picks = [
      total("over", 45, true),
      total("under", 44.5, false),
      total("over", 45.5, false),
    ];
    expect(stats(picks, { total_threshold: 45, total_operator: "gte" }).customTotal).toEqual(
      wl(1, 1, 50),
    );
    expect(stats(picks, { total_threshold: 45, total_operator: "lte" }).customTotal).toEqual(
      wl(1, 1, 50),
    );
    expect(stats(picks, { total_threshold: 44.5, total_operator: "lte" }).customTotal).toEqual(
      wl(0, 1, 0),
    );
    // The threshold used is part of the answer.
    expect(stats(picks, { total_threshold: 44.5 }).thresholds.total_threshold).toBe(44.5);
  });

  it("pushes, voids and pending picks count for neither wins nor losses", () => {
    const s = stats([
      spread(-3, true),
      spread(-3, null),
      spread(-3, null),
      total("over", 50, null),
    ]);
    expect(s.allTime).toEqual(wl(1, 0, 100));
    expect(s.spread.total).toEqual(wl(1, 0, 100));
    expect(s.overUnder.total).toEqual(wl(0, 0, 0));
  });

  it("a pick made in two leagues counts twice, as two rows or one row of two", () => {
    const once = spread(-3, true);
    for (const s of [stats([once, { ...once }]), stats([{ ...once, count: 2 }])]) {
      expect(s.allTime).toEqual(wl(2, 0, 100));
      expect(s.spread.withSpread).toEqual(wl(2, 0, 100));
      expect(s.spread.home).toEqual(wl(2, 0, 100));
      expect(s.seasons).toEqual([
        { id: 24, year: 2024, name: "2024 NCAA Football", ...wl(2, 0, 100) },
      ]);
      expect(s.teams.all[0]).toMatchObject({ id: HOME, wins: 2 });
    }
  });

  it("teams and conferences of the picked side: team props by the prop's team, totals and player props none", () => {
    const s = stats([
      spread(3, true, AWAY),
      { ...total("over", 30, false), pick_type: "team_prop", prop_team_id: HOME },
      { ...total("under", 250, true), pick_type: "player_prop", prop_team_id: AWAY },
      total("over", 50, true),
      spread(-10, false, INDEPENDENT),
    ]);
    expect(s.teams.all.map((t) => [t.name, t.wins, t.losses])).toEqual([
      ["Boise State", 1, 0],
      ["Alabama", 0, 1],
      ["Notre Dame", 0, 1],
    ]);
    expect(s.teams.all[0]).toEqual({
      id: AWAY,
      name: "Boise State",
      short_name: "BSU",
      ...wl(1, 0, 100),
    });
    // An independent team has no conference.
    expect(s.conferences.all).toEqual([
      { id: 20, name: "MWC", ...wl(1, 0, 100) },
      { id: 10, name: "SEC", ...wl(0, 1, 0) },
    ]);
  });

  it("most picked: most decided picks, then percentage, then name; undecided teams listed but never most picked", () => {
    const tie = stats([
      spread(-3, true, AWAY),
      spread(-3, false, HOME),
      spread(3, null, INDEPENDENT),
    ]);
    expect(tie.teams.most_picked?.name).toBe("Boise State");
    expect(tie.teams.all.map((t) => t.name)).toEqual(["Boise State", "Alabama", "Notre Dame"]);
    const byName = stats([spread(-3, true, AWAY), spread(-3, true, HOME)]);
    expect(byName.teams.most_picked?.name).toBe("Alabama");
    const pending = stats([spread(-3, null, HOME)]);
    expect(pending.teams.all).toEqual([
      { id: HOME, name: "Alabama", short_name: "ALA", ...wl(0, 0, 0) },
    ]);
    expect(pending.teams.most_picked).toBeNull();
    expect(pending.conferences.most_picked).toBeNull();
  });

  it("seasons by the pick's season, newest first, including one with only pending picks", () => {
    const s = stats([
      spread(-3, true, HOME, { season_id: 23, season_year: 2023 }),
      spread(-3, false, HOME),
      spread(-3, null, HOME, { season_id: 25, season_year: 2025 }),
    ]);
    expect(s.seasons).toEqual([
      { id: 25, year: 2025, name: "2025 NCAA Football", ...wl(0, 0, 0) },
      { id: 24, year: 2024, name: "2024 NCAA Football", ...wl(0, 1, 0) },
      { id: 23, year: 2023, name: "2023 NCAA Football", ...wl(1, 0, 100) },
    ]);
  });

  it("a year of two sports is two seasons, each named with its sport", () => {
    const nfl = { season_id: 40, season_sport: "NFL" };
    const s = stats([
      spread(-3, true, HOME),
      spread(-3, true, HOME, nfl),
      spread(-3, false, AWAY, nfl),
    ]);
    expect(s.seasons).toEqual([
      { id: 24, year: 2024, name: "2024 NCAA Football", ...wl(1, 0, 100) },
      { id: 40, year: 2024, name: "2024 NFL", ...wl(1, 1, 50) },
    ]);
    expect(s.allTime).toEqual(wl(2, 1, 66.7));
  });

  it("no picks: every record 0-0 and nothing most picked", () => {
    const s = stats([]);
    expect(s.allTime).toEqual(wl(0, 0, 0));
    expect(s.seasons).toEqual([]);
    expect(s.teams).toEqual({ most_picked: null, all: [] });
  });
});

describe("available filters", () => {
  it("only the seasons, conferences and teams picked: newest first, names A–Z", () => {
    const f = availableFilters(
      [
        spread(-3, null, INDEPENDENT, { season_id: 23, season_year: 2023 }),
        spread(-3, true, AWAY),
        spread(-3, true, AWAY, { season_id: 40, season_sport: "NFL" }),
        total("over", 50, true),
        { ...total("under", 250, true), pick_type: "player_prop", prop_team_id: HOME },
      ],
      teams,
    );
    expect(f).toEqual({
      seasons: [
        { id: 24, year: 2024, name: "2024 NCAA Football" },
        { id: 40, year: 2024, name: "2024 NFL" },
        { id: 23, year: 2023, name: "2023 NCAA Football" },
      ],
      conferences: [{ id: 20, name: "MWC" }],
      teams: [
        { id: AWAY, name: "Boise State", short_name: "BSU" },
        { id: INDEPENDENT, name: "Notre Dame", short_name: "ND" },
      ],
    });
  });
});
