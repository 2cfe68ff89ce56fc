import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { NCAA_CALENDAR, NFL_CALENDAR } from "#domain/season/calendars";
import type {
  GamesResponse,
  LeagueRestrictions,
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
const { answersWeek, readWeek, storeWeek, weekKey } = await import("./use-sportsbook-data");

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

  const all = { conference: "" };
  const sec = { conference: "SEC" };
  const copyOf = (games: SportsbookGame[], restrictions: LeagueRestrictions | null = null) => ({
    games,
    filterOptions: options,
    restrictions,
  });

  it("reads back every game of the week with its odds and props, in kickoff order", async () => {
    const games = [game(2, "2024-11-30T17:00:00Z"), game(1, "2024-11-30T20:30:00Z")];
    await storeWeek(NCAA_CALENDAR, 14, all, copyOf(games), 1234);
    const copy = await readWeek(NCAA_CALENDAR, 14, all);
    expect(copy).toEqual({
      week: 14,
      games,
      filterOptions: options,
      restrictions: null,
      fetchedAt: 1234,
    });
  });

  it("keeps each sport, week and conference filter apart, and has nothing for an unknown week", async () => {
    await storeWeek(NCAA_CALENDAR, 13, sec, copyOf([game(3, "2024-11-23T17:00:00Z")]), 1);
    expect((await readWeek(NCAA_CALENDAR, 13, sec)).games.map((g) => g.id)).toEqual([3]);
    expect((await readWeek(NCAA_CALENDAR, 13, all)).games).toEqual([]);
    expect((await readWeek(NFL_CALENDAR, 13, sec)).games).toEqual([]);
    expect(await readWeek(NCAA_CALENDAR, null, all)).toEqual({
      week: null,
      games: [],
      filterOptions: null,
      restrictions: null,
      fetchedAt: null,
    });
  });

  it("replaces the copy with the newer answer", async () => {
    await storeWeek(NCAA_CALENDAR, 12, all, copyOf([game(4, "2024-11-16T17:00:00Z")]), 1);
    await storeWeek(NCAA_CALENDAR, 12, all, copyOf([game(5, "2024-11-16T19:00:00Z")]), 2);
    const copy = await readWeek(NCAA_CALENDAR, 12, all);
    expect(copy.games.map((g) => g.id)).toEqual([5]);
    expect(copy.fetchedAt).toBe(2);
  });

  it("keeps each league's week and restrictions apart: offline, one league never shows another's", async () => {
    const rules = (bets: string[]): LeagueRestrictions => ({
      sport_type: "ncaa",
      conference_filter: "all_fbs",
      allowed_bet_types: bets,
      allowed_game_portions: ["full_game"],
      min_odds: -200,
      max_odds: 200,
    });
    const seven = { conference: "", leagueId: 7, betTypes: ["spread"], gamePortions: ["all"] };
    const eight = { conference: "", leagueId: 8, betTypes: ["spread"], gamePortions: ["all"] };
    await storeWeek(NCAA_CALENDAR, 11, seven, copyOf([game(6, "x")], rules(["spread"])), 1);
    await storeWeek(NCAA_CALENDAR, 11, eight, copyOf([game(7, "x")], rules(["moneyline"])), 2);
    expect((await readWeek(NCAA_CALENDAR, 11, seven)).restrictions?.allowed_bet_types).toEqual([
      "spread",
    ]);
    expect((await readWeek(NCAA_CALENDAR, 11, eight)).restrictions?.allowed_bet_types).toEqual([
      "moneyline",
    ]);
    // No league chosen ('All Leagues'), or other markets asked: not these copies.
    expect((await readWeek(NCAA_CALENDAR, 11, all)).fetchedAt).toBeNull();
    expect(
      (await readWeek(NCAA_CALENDAR, 11, { ...seven, betTypes: ["moneyline"] })).fetchedAt,
    ).toBeNull();
  });
});

describe("the games call's query (spec 2 §7)", () => {
  it("names the league and the market lists in the device key, 'all' as none", () => {
    expect(weekKey(NCAA_CALENDAR, 9, { conference: "sec" })).toBe(`${NCAA_CALENDAR.sport}:9:sec`);
    expect(
      weekKey(NCAA_CALENDAR, "current", {
        conference: "all",
        leagueId: 4,
        betTypes: ["spread", "over_under"],
        gamePortions: ["all"],
      }),
    ).toBe(`${NCAA_CALENDAR.sport}:current:all:league=4:bets=spread,over_under`);
  });

  it("sends league_id, bet_types and game_portions comma-joined", async () => {
    const asked: string[] = [];
    vi.stubGlobal("location", { origin: "http://x" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input instanceof Request ? input.url : input));
        return new Response("{}", { headers: { "content-type": "application/json" } });
      }),
    );
    const { fetchGames } = await import("../api/sportsbook-api");
    await fetchGames({
      week: 9,
      sport: "ncaa_football",
      conference: "all",
      leagueId: 4,
      betTypes: ["spread", "player_props"],
      gamePortions: ["full_game", "half_game"],
    }).catch(() => undefined);
    const url = new URL(asked[0]!, "http://x");
    expect(url.pathname).toMatch(/\/api\/sportsbook\/games\/$/);
    expect(url.searchParams.get("league_id")).toBe("4");
    expect(url.searchParams.get("bet_types")).toBe("spread,player_props");
    expect(url.searchParams.get("game_portions")).toBe("full_game,half_game");
  });
});
