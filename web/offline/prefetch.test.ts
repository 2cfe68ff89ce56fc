import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MemberLeague } from "#domain/leagues/contract";

vi.mock("#web/api/session", () => ({ onSignOut: () => () => undefined }));

const store = new Map<string, string>();
vi.stubGlobal("location", { origin: "http://localhost" });
vi.stubGlobal("localStorage", {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => store.set(k, v),
  removeItem: (k: string) => store.delete(k),
});

const { apiUrl } = await import("#web/api/client");
const { leagueRequests } = await import("./prefetch");
const { leagueQuery, standingsQuery, weeklyPicksQuery } =
  await import("#web/features/leagues/api/leagues-api");
const { boardQuery } = await import("#web/features/board/api/board-api");
const { userPicksQuery } = await import("#web/features/sportsbook/api/sportsbook-api");

const league = {
  id: 7,
  current_week: 8,
  sport_key: "ncaa-football",
  sport_name: "College Football",
  conference_filter: "all_fbs",
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
      userPicksQuery(7, 8),
    ])
      expect(asked).toContain(url(query));
  });
  it("asks the sportsbook's week as the sportsbook opens it", () => {
    const games = () =>
      leagueRequests(league)
        .map((r) => apiUrl(r.path, r.query))
        .find((u) => u.startsWith("/api/sportsbook/games/"));
    expect(games()).toBe("/api/sportsbook/games/?sport=ncaa-football&conference=all");
    store.set("pickem_sportsbook_week_ncaa-football", "9");
    expect(games()).toBe("/api/sportsbook/games/?week=9&sport=ncaa-football&conference=all");
  });
});
