/**
 * Season calls on the replayed 2024 season: weeks, the scores ticker (spec 000 "Ticker game") and
 * the AP, Coaches and CFP polls (spec 001 "Ranking entry", "Rankings response"), current by the
 * server clock.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#data/csv";
import { call, setClock } from "./support";
import { importTestSeason, seasonFiles, shifted } from "./season-support";

beforeAll(async () => {
  await importTestSeason();
}, 120_000);

describe("GET /api/games/available_weeks/", () => {
  it("lists app weeks 0–22 and which are complete by the server clock", async () => {
    await setClock((await shifted("2024-11-26T12:00:00.000Z")).toISOString()); // Tuesday before week 14
    const res = await call("/api/games/available_weeks/");
    expect(res.status).toBe(200);
    const weeks = res.json.weeks as Array<{ week: number; all_games_complete: boolean }>;
    expect(weeks.map((w) => w.week)).toEqual([...Array(23).keys()]);
    expect(weeks.find((w) => w.week === 13)!.all_games_complete).toBe(true);
    expect(weeks.find((w) => w.week === 14)!.all_games_complete).toBe(false);
  }, 120_000);
});

describe("GET /api/ticker/", () => {
  it("shows today's live, upcoming and final games with the ticker fields", async () => {
    // Saturday 30 Nov 2024, 5 PM ET (replayed): noon games final or late, afternoon games live.
    await setClock((await shifted("2024-11-30T22:00:00.000Z")).toISOString());
    const res = await call("/api/ticker/?sport=ncaa-football&today_only=true");
    expect(res.status).toBe(200);
    const games = res.json.games as Array<Record<string, unknown>>;
    const statuses = new Set(games.map((g) => g.status));
    expect(statuses).toEqual(new Set(["live", "scheduled", "final"]));
    const live = games.find((g) => g.is_live)!;
    expect(live).toMatchObject({
      is_finished: false,
      quarter: expect.any(Number),
      time_remaining: expect.any(String),
    });
    expect(live.home_team).toMatchObject({
      name: expect.any(String),
      conference: expect.any(String),
    });
    // A college team's short name is its school, its name.
    const home = live.home_team as { name: string; compact_name: string };
    expect(home.compact_name).toBe(home.name);
    expect(Object.keys(live).sort()).toEqual(
      [
        "id",
        "home_team",
        "away_team",
        "home_score",
        "away_score",
        "quarter",
        "time_remaining",
        "is_live",
        "is_finished",
        "status",
        "current_odds",
        "game_time",
        "venue",
        "tv_network",
      ].sort(),
    );
    // Live games first.
    expect(games[0]!.is_live).toBe(true);

    const liveOnly = await call("/api/ticker/?live_only=true");
    expect((liveOnly.json.games as Array<{ is_live: boolean }>).every((g) => g.is_live)).toBe(true);
    expect(liveOnly.json.games.length).toBe(games.filter((g) => g.is_live).length);

    const ohioState = games.find((g) => g.id === 401628566); // Michigan at Ohio State, noon ET, final
    expect(ohioState).toMatchObject({
      is_finished: true,
      home_score: 10,
      away_score: 13,
      current_odds: { home_spread: -20.5, away_spread: 20.5, total_points: expect.any(Number) },
    });
  }, 120_000);

  it("answers other sports with no games and rejects bad parameters", async () => {
    expect((await call("/api/ticker/?sport=nfl")).json).toEqual({ games: [] });
    const bad = await call("/api/ticker/?sport=cricket&live_only=maybe");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json)).toEqual(expect.arrayContaining(["sport", "live_only"]));
  });
});

describe("rankings", () => {
  const poll = parseCsv(seasonFiles.apPoll);
  const rankIn = (week: number, teamId: number) =>
    poll.find(
      (r) => r.season_type === "regular" && Number(r.week) === week && Number(r.team_id) === teamId,
    );

  it("the current poll is the one released by the replayed clock", async () => {
    await setClock((await shifted("2024-12-03T12:00:00.000Z")).toISOString()); // after the week-15 poll
    const res = await call("/api/rankings/top25/?poll=ap");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      week: 15,
      week_label: "Week 15",
      is_preseason: false,
      last_updated: expect.any(String),
    });
    expect(res.json.rankings.length).toBe(25);
    const texas = res.json.rankings.find((r: { team_id: number }) => r.team_id === 251);
    expect(texas).toMatchObject({
      rank: 2,
      team_name: "Texas",
      team_short_name: "TEX",
      points: 1484,
      first_place_votes: 0,
      previous_rank: Number(rankIn(14, 251)!.rank),
    });
    expect(texas.team_logo_url).toMatch(/^https?:\/\//);
    // The badge is drawn from the team's colours in the season data.
    expect(texas.team_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(texas.team_alternate_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(res.json.rankings[0]).toMatchObject({
      rank: 1,
      team_name: "Oregon",
      first_place_votes: 62,
      points: 1550,
    });

    const sidebar = await call("/api/rankings/?sport=ncaa-football");
    expect(sidebar.json.rankings[0]).toEqual({
      id: 2483,
      rank: 1,
      name: "Oregon",
      wins: 12,
      losses: 0,
      conference: "Big Ten",
      points: 1550,
    });
    expect((await call("/api/rankings/?sport=nba")).json).toEqual({ rankings: [] });
  }, 120_000);

  it("historical weeks: only released polls, preseason first poll, the poll in effect for a week", async () => {
    await setClock((await shifted("2024-12-03T12:00:00.000Z")).toISOString());
    const weeks = await call("/api/rankings/available_weeks/?poll=ap");
    expect(weeks.json.weeks[0]).toEqual({ value: 15, label: "Week 15", is_preseason: false });
    expect(weeks.json.weeks.at(-1)).toEqual({ value: 0, label: "Preseason", is_preseason: true });
    expect(weeks.json.weeks.some((w: { value: number }) => w.value === 16 || w.value === 23)).toBe(
      false,
    );

    const pre = await call("/api/rankings/historical/?week=0&poll=ap");
    expect(pre.json).toMatchObject({ week_label: "Preseason", is_preseason: true });
    expect(pre.json.rankings[0]).toMatchObject({
      rank: 1,
      team_name: "Georgia",
      first_place_votes: 46,
      points: 1532,
      previous_rank: null,
    });
    // App week 1 is played under the preseason poll.
    expect((await call("/api/rankings/historical/?week=1&poll=ap")).json.week_label).toBe(
      "Preseason",
    );
    // A future poll is not revealed: week 20 gives the newest released (week 15).
    expect((await call("/api/rankings/historical/?week=20&poll=ap")).json.week).toBe(15);

    expect((await call("/api/rankings/historical/?week=abc&poll=ap")).status).toBe(400);
    const missing = await call("/api/rankings/historical/?poll=ap");
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("week is required");
    expect((await call("/api/rankings/historical/?poll=ap")).status).toBe(400);
    expect((await call("/api/rankings/top25/?poll=bogus")).status).toBe(400);
  }, 120_000);

  it("the final poll appears after the title game", async () => {
    await setClock((await shifted("2025-01-21T18:00:00.000Z")).toISOString());
    const res = await call("/api/rankings/top25/?poll=ap");
    expect(res.json).toMatchObject({ week: 23, week_label: "Final" });
    expect(res.json.rankings[0]).toMatchObject({
      team_name: "Ohio State",
      first_place_votes: 56,
      points: 1400,
    });
    const count = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM rankings WHERE poll = 'ap' AND week = 6",
    ).first<{ n: number }>();
    expect(count!.n).toBe(26); // the tie at #25
  }, 120_000);
});

describe("the Coaches Poll and the CFP rankings", () => {
  const top = (json: { rankings: Array<Record<string, unknown>> }, n: number) =>
    json.rankings.slice(0, n).map((r) => r.team_name);

  it("the Coaches Poll is current by the replayed clock, with its own points and votes", async () => {
    await setClock((await shifted("2024-12-03T12:00:00.000Z")).toISOString());
    const res = await call("/api/rankings/top25/?poll=coaches");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ week: 15, week_label: "Week 15", is_preseason: false });
    expect(res.json.rankings.length).toBe(25);
    expect(res.json.rankings[0]).toMatchObject({
      rank: 1,
      team_name: "Oregon",
      first_place_votes: 53,
      points: 1325,
      record: "12-0",
    });
    const weeks = (await call("/api/rankings/available_weeks/?poll=coaches")).json.weeks;
    expect(weeks[0]).toEqual({ value: 15, label: "Week 15", is_preseason: false });
    expect(weeks.at(-1)).toEqual({ value: 0, label: "Preseason", is_preseason: true });
    const pre = await call("/api/rankings/historical/?week=0&poll=coaches");
    expect(pre.json.rankings[0]).toMatchObject({
      team_name: "Georgia",
      first_place_votes: 46,
      points: 1364,
    });

    await setClock((await shifted("2025-01-21T18:00:00.000Z")).toISOString());
    const final = await call("/api/rankings/top25/?poll=coaches");
    expect(final.json).toMatchObject({ week: 23, week_label: "Final" });
    expect(top(final.json, 2)).toEqual(["Ohio State", "Notre Dame"]);
    expect(final.json.rankings[0]).toMatchObject({ first_place_votes: 53, points: 1325 });
    // A tie is kept as published: two teams at #11, no #12.
    const ranks = final.json.rankings.map((r: { rank: number }) => r.rank);
    expect(ranks.filter((r: number) => r === 11).length).toBe(2);
    expect(ranks).not.toContain(12);
  }, 120_000);

  it("the CFP rankings start in November, have no points or votes, and end on selection day", async () => {
    await setClock((await shifted("2024-10-15T12:00:00.000Z")).toISOString());
    expect((await call("/api/rankings/top25/?poll=cfp")).json).toEqual({
      rankings: [],
      last_updated: null,
      week: null,
      week_label: null,
      is_preseason: false,
    });
    expect((await call("/api/rankings/available_weeks/?poll=cfp")).json).toEqual({ weeks: [] });

    await setClock((await shifted("2024-11-06T12:00:00.000Z")).toISOString());
    const first = await call("/api/rankings/top25/?poll=cfp");
    expect(first.json).toMatchObject({ week: 11, week_label: "Week 11" });
    expect(top(first.json, 4)).toEqual(["Oregon", "Ohio State", "Georgia", "Miami"]);
    expect(first.json.rankings[0]).toMatchObject({
      points: null,
      first_place_votes: null,
      record: "9-0",
      previous_rank: null,
    });

    // Selection day's ranking stays current through the bowls and the playoff.
    await setClock((await shifted("2025-01-21T18:00:00.000Z")).toISOString());
    const final = await call("/api/rankings/top25/?poll=cfp");
    expect(final.json).toMatchObject({ week: 16, week_label: "Week 16" });
    expect(top(final.json, 5)).toEqual(["Oregon", "Georgia", "Texas", "Penn State", "Notre Dame"]);
    expect(final.json.rankings[1]).toMatchObject({ previous_rank: 5 });
    const weeks = (await call("/api/rankings/available_weeks/?poll=cfp")).json.weeks;
    expect(weeks.map((w: { value: number }) => w.value)).toEqual([16, 15, 14, 13, 12, 11]);
    // A week before the first release has no ranking in effect.
    expect((await call("/api/rankings/historical/?week=8&poll=cfp")).json.rankings).toEqual([]);
    // The AP poll is untouched by the other two.
    expect((await call("/api/rankings/top25/?poll=ap")).json.rankings[0].points).toBe(1400);
  }, 120_000);
});
