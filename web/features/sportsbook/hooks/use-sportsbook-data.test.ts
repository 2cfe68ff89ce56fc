import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { NCAA_CALENDAR, NFL_CALENDAR } from "#domain/season/calendars";
import type {
  GamesResponse,
  LeagueStatusResponse,
  SportsbookGame,
  SportsbookLeague,
} from "#domain/sportsbook/contract";

vi.stubGlobal("localStorage", {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  key: () => null,
  length: 0,
});
const { answersWeek, readWeek, storeWeek } = await import("./use-sportsbook-data");

const status = (current: number, picksWeeks: number[]): LeagueStatusResponse => ({
  current_week: current,
  current_season: { id: 1, name: "2024" },
  user_picks: [],
  leagues: picksWeeks.map((w, i) => ({ id: i + 1, picks_week: w }) as SportsbookLeague),
});

describe("a first visit's league status, asked for once", () => {
  it("takes the answer for no week as its week's when the season and every league are in it", () => {
    expect(answersWeek(status(14, [14, 14]), 14)).toBe(true);
    expect(answersWeek(status(14, []), 14)).toBe(true);
  });

  it("asks again for another week, or when a league plays another week (an NFL league)", () => {
    expect(answersWeek(status(14, [14]), 13)).toBe(false);
    expect(answersWeek(status(14, [14, 13]), 14)).toBe(false);
    expect(answersWeek(status(14, [14]), "postseason")).toBe(false);
  });
});

describe("a week kept on the device for an offline start", () => {
  const game = (id: number, kickoff: string) =>
    ({
      id,
      week: 14,
      game_time: kickoff,
      current_odds: { spread: { home: -3.5 } },
      game_portion_odds: [{ portion: "1H" }],
      player_props: [{ id: id * 10 }],
      team_props: [],
    }) as unknown as SportsbookGame;
  const options = { weeks: [{ week: 14 }] } as unknown as GamesResponse["filter_options"];

  it("reads back every game of the week with its odds and props, in kickoff order", async () => {
    const games = [game(2, "2024-11-30T17:00:00Z"), game(1, "2024-11-30T20:30:00Z")];
    await storeWeek(NCAA_CALENDAR, 14, "", games, options, 1234);
    const copy = await readWeek(NCAA_CALENDAR, 14, "");
    expect(copy).toEqual({ week: 14, games, filterOptions: options, fetchedAt: 1234 });
  });

  it("keeps each sport, week and conference filter apart, and has nothing for an unknown week", async () => {
    await storeWeek(NCAA_CALENDAR, 13, "SEC", [game(3, "2024-11-23T17:00:00Z")], options, 1);
    expect((await readWeek(NCAA_CALENDAR, 13, "SEC")).games.map((g) => g.id)).toEqual([3]);
    expect((await readWeek(NCAA_CALENDAR, 13, "")).games).toEqual([]);
    expect((await readWeek(NFL_CALENDAR, 13, "SEC")).games).toEqual([]);
    expect(await readWeek(NCAA_CALENDAR, null, "")).toEqual({
      week: null,
      games: [],
      filterOptions: null,
      fetchedAt: null,
    });
  });

  it("replaces the copy with the newer answer", async () => {
    await storeWeek(NCAA_CALENDAR, 12, "", [game(4, "2024-11-16T17:00:00Z")], options, 1);
    await storeWeek(NCAA_CALENDAR, 12, "", [game(5, "2024-11-16T19:00:00Z")], options, 2);
    const copy = await readWeek(NCAA_CALENDAR, 12, "");
    expect(copy.games.map((g) => g.id)).toEqual([5]);
    expect(copy.fetchedAt).toBe(2);
  });
});
