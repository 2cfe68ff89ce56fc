import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MemberLeague } from "#domain/leagues/contract";

vi.mock("#web/api/session", () => ({ onSignOut: () => () => undefined }));

const store = new Map<string, string>();
vi.stubGlobal("location", { origin: "http://localhost" });
vi.stubGlobal("navigator", { onLine: true });
vi.stubGlobal("localStorage", {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => store.set(k, v),
  removeItem: (k: string) => store.delete(k),
});

const { apiUrl } = await import("#web/api/client");
const { leagueRequests, prefetchLeagues } = await import("./prefetch");
const { leagueQuery, standingsQuery, weeklyPicksQuery } =
  await import("#web/features/leagues/api/leagues-api");
const { boardQuery } = await import("#web/features/board/api/board-api");
const { liveQuery } = await import("#web/features/gameday/api/live");
const { commissionerLogQuery } = await import("#web/features/commissioner/api/commissioner-api");
const { fetchGames, userPicksQuery } = await import("#web/features/sportsbook/api/sportsbook-api");
const { DEFAULT_FILTERS, restrictionsFilters } =
  await import("#web/features/sportsbook/components/league-filters");
const { seasonCalendar } = await import("#web/features/sportsbook/components/format");
const { readStoredWeek } = await import("#web/lib/stored-week");

const league = {
  id: 7,
  current_week: 8,
  next_pick_week: 8,
  sport_key: "ncaa-football",
  sport_name: "College Football",
  conference_filter: "all_fbs",
  allowed_bet_types: ["spread", "over_under"],
  allowed_game_portions: ["full_game"],
} as unknown as MemberLeague;

const url = (q: { queryKey: readonly unknown[] }) =>
  apiUrl(q.queryKey[1] as string, q.queryKey[2] as Record<string, string>);

describe("the league prefetch", () => {
  beforeEach(() => store.clear());
  it("asks with exactly the addresses the league screens read (or the offline copy is missed)", () => {
    const asked = leagueRequests(league).map((r) => apiUrl(r.path, r.query));
    for (const query of [
      leagueQuery(7),
      standingsQuery(7),
      weeklyPicksQuery(7, 8),
      boardQuery(7, "all", ""),
      liveQuery(7, 8),
      commissionerLogQuery(7),
      userPicksQuery(7, 8),
    ])
      expect(asked).toContain(url(query));
  });
});

/** Every address the network is asked for from now on, each GET answered with `answer(url)`. */
function network(answer: (url: string) => unknown) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (address: string) => {
    asked.push(address.replace("http://localhost", ""));
    return new Response(JSON.stringify(answer(address)), { status: 200 });
  });
  return asked;
}

/**
 * The games address /sportsbook asks for when a first visit opens it on `league`: the league's
 * filters over the week last shown (SportsbookPage), sent as useWeekGames sends them (a market
 * list holding 'all' goes as none), through the real fetchGames.
 */
async function sportsbookOpens(on: MemberLeague): Promise<string> {
  const filters = restrictionsFilters(on, {
    ...DEFAULT_FILTERS,
    week: readStoredWeek("ncaa-football"),
  });
  const sent = (list: string[]) => (list.includes("all") ? [] : list);
  const asked = network(() => ({}));
  await fetchGames({
    week: filters.week ?? undefined,
    sport: seasonCalendar(filters.sport).sport,
    conference: filters.conference,
    leagueId: on.id,
    betTypes: sent(filters.betTypes),
    gamePortions: sent(filters.gamePortions),
  });
  return asked[0]!;
}

describe("the sportsbook of a fan who never opened it, kept on the device (ADR 1111)", () => {
  beforeEach(() => store.clear());
  const games = (l: MemberLeague) =>
    leagueRequests(l)
      .map((r) => apiUrl(r.path, r.query))
      .filter((u) => u.startsWith("/api/sportsbook/games/"));
  const leagues = {
    college: league,
    open: { ...league, id: 8, allowed_bet_types: [], allowed_game_portions: [] },
    sec: { ...league, id: 9, conference_filter: "sec", allowed_bet_types: ["all"] },
    nfl: { ...league, id: 10, sport_key: "nfl", sport_name: "NFL", current_week: 12 },
  } as unknown as Record<"college" | "open" | "sec" | "nfl", MemberLeague>;

  it("asks for the games with the league, its conference and markets, as the sportsbook opens on it", async () => {
    for (const l of Object.values(leagues)) expect(games(l)).toEqual([await sportsbookOpens(l)]);
    expect(games(leagues.college)).toEqual([
      "/api/sportsbook/games/?sport=ncaa-football&conference=all&league_id=7&bet_types=spread%2Cover_under&game_portions=full_game",
    ]);
    expect(games(leagues.nfl)[0]).toContain("?week=12&sport=nfl&");
  });

  it("asks for the week last shown of the league's sport", async () => {
    store.set("pickem_sportsbook_week_ncaa-football", "9");
    store.set("pickem_sportsbook_week_nfl", "13");
    for (const l of Object.values(leagues)) expect(games(l)).toEqual([await sportsbookOpens(l)]);
    expect(games(leagues.college)[0]).toContain("?week=9&");
    expect(games(leagues.nfl)[0]).toContain("?week=13&");
  });

  /** What one run asks the network for, the fan (bob) being in `member` only. */
  const run = async (member: MemberLeague) => {
    store.set("pickem_user", JSON.stringify({ id: 3, username: "bob" }));
    const weeks = [7, 8, 9].map((week) => ({ week, all_games_complete: week < 8 }));
    const asked = network((address) =>
      address.endsWith("/api/leagues/")
        ? { results: [member] }
        : { games: [], filter_options: { weeks, sports: [], conferences: [] } },
    );
    await prefetchLeagues();
    return asked;
  };
  const ask = "sport=ncaa-football&conference=all&league_id=7&bet_types=spread%2Cover_under";

  it("follows the screen to the league's next week it can still pick, and that week's status", async () => {
    const asked = await run({ ...league, id: 7, next_pick_week: 9 });
    expect(asked).toContain(`/api/sportsbook/games/?${ask}&game_portions=full_game`);
    expect(asked).toContain(`/api/sportsbook/games/?week=9&${ask}&game_portions=full_game`);
    expect(asked).toContain("/api/sportsbook/league_status/?week=8");
    expect(asked).toContain("/api/sportsbook/league_status/?week=9");
  });

  it("asks for no other week when the league can pick the one the screen opens on", async () => {
    // Another league id: the run before fetched league 7's answers, not asked again for 10 min.
    const asked = await run({ ...league, id: 11, next_pick_week: 8 });
    expect(asked.filter((u) => u.startsWith("/api/sportsbook/games/"))).toEqual([
      `/api/sportsbook/games/?${ask.replace("league_id=7", "league_id=11")}&game_portions=full_game`,
    ]);
    expect(asked.some((u) => u.includes("week=9"))).toBe(false);
  });
});
