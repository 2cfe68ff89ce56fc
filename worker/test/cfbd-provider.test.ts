/**
 * The CollegeFootballData provider against recorded responses (worker/test/fixtures/cfbd/):
 * the fetch it is given serves fixtures and fails on anything else, so no test reaches the network.
 */
import { describe, expect, it } from "vitest";
import { CfbdProvider } from "#worker/season/providers/cfbd";
import type { TrackedGame } from "#worker/season/providers/provider";
import games14 from "./fixtures/cfbd/games-2024-regular-14.json";
import lines14 from "./fixtures/cfbd/lines-2024-regular-14.json";
import rankingsPost from "./fixtures/cfbd/rankings-2024-postseason.json";
import rankingsRegular from "./fixtures/cfbd/rankings-2024-regular.json";

const KEY = "test-cfbd-key";

function recordedFetch() {
  const requests: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push(url.pathname + url.search);
    expect(new Headers(init?.headers).get("authorization")).toBe(`Bearer ${KEY}`);
    const q = url.searchParams;
    const key = `${url.pathname}|${q.get("year")}|${q.get("seasonType")}|${q.get("week") ?? ""}`;
    const fixtures: Record<string, unknown> = {
      "/games|2024|regular|14": games14,
      "/lines|2024|regular|14": lines14,
      "/rankings|2024|regular|": rankingsRegular,
      "/rankings|2024|postseason|": rankingsPost,
    };
    if (!(key in fixtures)) return new Response("not recorded", { status: 404 });
    return Response.json(fixtures[key]);
  }) as typeof fetch;
  return { fetcher, requests };
}

const tracked = (id: number, kickoffAt: string, home: number, away: number): TrackedGame => ({
  id,
  sport: "ncaa-football",
  kickoffAt,
  sourceKickoffAt: kickoffAt,
  seasonType: "regular",
  sourceWeek: 14,
  seasonYear: 2024,
  homeTeamId: home,
  awayTeamId: away,
});

describe("CfbdProvider", () => {
  it("maps /games to final and in-progress states with quarter scores", async () => {
    const { fetcher, requests } = recordedFetch();
    const provider = new CfbdProvider(KEY, fetcher);
    const states = await provider.gameStates(
      [
        tracked(401628566, "2024-11-30T17:00:00.000Z", 194, 130),
        tracked(401628439, "2024-11-30T00:30:00.000Z", 61, 59),
      ],
      new Date("2024-11-30T02:30:00.000Z"),
    );
    expect(requests).toEqual(["/games?year=2024&week=14&seasonType=regular"]);
    const byId = new Map(states.map((s) => [s.id, s.state]));
    expect(byId.get(401628566)).toMatchObject({
      status: "final",
      homeScore: 10,
      awayScore: 13,
      home: { q1: 3, q2: 7, q3: 0, q4: 0, ot: 0 },
      away: { q1: 0, q2: 10, q3: 0, q4: 3, ot: 0 },
    });
    expect(byId.get(401628439)).toMatchObject({
      status: "live",
      period: 3,
      homeScore: 0,
      awayScore: 17,
      away: { q1: 3, q2: 14, q3: null, q4: null, ot: null },
    });
    expect(byId.has(401999999)).toBe(false);
  });

  it("takes lines from the preferred bookmaker (ESPN Bet, then DraftKings, then Bovada)", async () => {
    const { fetcher } = recordedFetch();
    const lines = await new CfbdProvider(KEY, fetcher).lines([
      tracked(401628439, "2024-11-30T00:30:00.000Z", 61, 59),
      tracked(401628566, "2024-11-30T17:00:00.000Z", 194, 130),
    ]);
    expect(lines).toEqual([
      {
        gameId: 401628439,
        homeSpread: -17.5,
        total: 48.5,
        homeMl: -1000,
        awayMl: 600,
        provider: "ESPN Bet",
      },
      {
        gameId: 401628566,
        homeSpread: -19.5,
        total: 41.5,
        homeMl: -1350,
        awayMl: 800,
        provider: "DraftKings",
      },
    ]);
  });

  it("reads the AP and Coaches polls each under its key, preseason as week 0, the final as 23", async () => {
    const { fetcher } = recordedFetch();
    const polls = await new CfbdProvider(KEY, fetcher).rankings(2024);
    expect(polls).toEqual([
      { poll: "ap", week: 0, rank: 1, teamId: 61, points: 1532, firstPlaceVotes: 46 },
      { poll: "ap", week: 0, rank: 2, teamId: 194, points: 1490, firstPlaceVotes: 15 },
      { poll: "coaches", week: 0, rank: 1, teamId: 61, points: 1618, firstPlaceVotes: 35 },
      { poll: "ap", week: 15, rank: 1, teamId: 2483, points: 1550, firstPlaceVotes: 62 },
      { poll: "ap", week: 15, rank: 2, teamId: 251, points: 1484, firstPlaceVotes: 0 },
      { poll: "ap", week: 23, rank: 1, teamId: 194, points: 1400, firstPlaceVotes: 56 },
    ]);
  });

  it("answers nothing for NFL games, without asking CFBD", async () => {
    const { fetcher, requests } = recordedFetch();
    const provider = new CfbdProvider(KEY, fetcher);
    // Super Bowl LIX (ESPN event id), postseason week 22: CFBD has no such week.
    const superBowl: TrackedGame = {
      ...tracked(401671889, "2025-02-09T23:30:00.000Z", 100021, 100012),
      sport: "nfl",
      seasonType: "postseason",
      sourceWeek: 22,
    };
    const now = new Date("2025-02-10T05:00:00.000Z");
    expect(await provider.gameStates([superBowl], now)).toEqual([]);
    expect(await provider.lines([superBowl])).toEqual([]);
    expect(requests).toEqual([]);
    // Beside a college game, only the college game is asked for and answered.
    const states = await provider.gameStates(
      [superBowl, tracked(401628566, "2024-11-30T17:00:00.000Z", 194, 130)],
      now,
    );
    expect(states.map((s) => s.id)).toEqual([401628566]);
    expect(requests).toEqual(["/games?year=2024&week=14&seasonType=regular"]);
  });

  it("a failed response is an error the job surfaces, not silent data", async () => {
    const { fetcher } = recordedFetch();
    const provider = new CfbdProvider(KEY, fetcher);
    await expect(
      provider.gameStates(
        [{ ...tracked(1, "2024-09-07T16:00:00.000Z", 1, 2), sourceWeek: 2 }],
        new Date(),
      ),
    ).rejects.toThrow(/CFBD \/games answered 404/);
  });
});
