/**
 * GET /api/user-stats/my_stats/ and /available_filters/ (issue 15, ADR 1501) on a seeded history
 * in the real D1: the records are checked against the computation in user-stats-support.ts (not
 * domain/stats), so a wrong definition in either place fails. The weekly progress:
 * user-stats-progress.test.ts.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { call, createUser, type TestUser as User } from "./support";
import { createLeague, ensureSeason, joinWithCode } from "./fixtures/leagues";
import { countingDb } from "./season-support";
import { expected, seedPick, type Names, type Outcome, type Seeded } from "./user-stats-support";

// ---- the seeded history ----

let fan: User;
let rival: User;
let fanHistory: Seeded[] = [];
let names: Names;
const season2023 = { id: 0 };
let collegeSeasonId = 0;

beforeAll(async () => {
  const season = await ensureSeason();
  collegeSeasonId = season.seasonId;
  const db = env.DB;
  await db
    .prepare(
      "INSERT OR IGNORE INTO seasons (sport_id, year, name, is_current) VALUES (?, 2023, '2023 Season', 0)",
    )
    .bind(season.sportId)
    .run();
  season2023.id = (await db
    .prepare("SELECT id FROM seasons WHERE sport_id = ? AND year = 2023")
    .bind(season.sportId)
    .first<{ id: number }>())!.id;
  // An independent (no conference) team too.
  await db
    .prepare(
      "INSERT OR IGNORE INTO teams (id, school, abbreviation, conference_id) VALUES (87, 'Notre Dame', 'ND', NULL)",
    )
    .run();
  const teamRows = (
    await db
      .prepare(
        "SELECT t.id, t.school, t.abbreviation, t.conference_id, c.name FROM teams t LEFT JOIN conferences c ON c.id = t.conference_id",
      )
      .all<{
        id: number;
        school: string;
        abbreviation: string;
        conference_id: number | null;
        name: string | null;
      }>()
  ).results;
  names = { team: new Map(), conference: new Map() };
  for (const t of teamRows) {
    names.team.set(t.id, {
      name: t.school,
      short_name: t.abbreviation,
      conference: t.conference_id,
    });
    if (t.conference_id !== null) names.conference.set(t.conference_id, t.name!);
  }

  fan = await createUser();
  rival = await createUser();
  const first = await createLeague(fan.token);
  const second = await createLeague(rival.token);
  expect((await joinWithCode(fan.token, second.code)).status).toBe(200);

  const { home: ALA, away: FLA, third: BSU, fourth: AFA } = season.teams;
  const ND = 87;
  const outcomes: Outcome[] = ["win", "loss", "push", "push_win", "void", "pending", "win", "loss"];
  const spreads = [-7, 7, -6.5, 7.5, 0, -3, 14, -10.5];
  const totalsAt = [45, 44.5, 45.5, 52, 38, 61];
  const matchups = [
    { home: ALA, away: FLA },
    { home: BSU, away: AFA },
    { home: ND, away: ALA },
  ];
  const kinds: Omit<Seeded, "year" | "seasonId" | "sport" | "outcome">[] = [];
  spreads.forEach((s, i) => {
    const side = i % 2 === 0 ? "home" : "away";
    kinds.push({ type: "spread", team: null, side, spread: s, total: null, over: null });
  });
  totalsAt.forEach((t, i) =>
    kinds.push({
      type: "over_under",
      team: null,
      side: null,
      spread: null,
      total: t,
      over: i % 2 === 0,
    }),
  );
  kinds.push({
    type: "moneyline",
    team: null,
    side: "home",
    spread: null,
    total: null,
    over: null,
  });
  kinds.push({
    type: "moneyline",
    team: null,
    side: "away",
    spread: null,
    total: null,
    over: null,
  });
  kinds.push({ type: "team_prop", team: null, side: null, spread: null, total: null, over: true });
  kinds.push({
    type: "player_prop",
    team: null,
    side: null,
    spread: null,
    total: null,
    over: false,
  });

  const history: Seeded[] = [];
  let n = 0;
  for (const [year, seasonId] of [
    [2024, season.seasonId],
    [2023, season2023.id],
  ] as const)
    for (const k of kinds)
      for (const league of year === 2024 ? [first.id, second.id] : [first.id]) {
        const matchup = matchups[n % matchups.length]!;
        const outcome = outcomes[n % outcomes.length]!;
        n += 1;
        const team =
          k.type === "spread" || k.type === "moneyline"
            ? k.side === "home"
              ? matchup.home
              : matchup.away
            : k.type === "team_prop"
              ? matchup.away
              : null;
        history.push(await seedPick(fan, league, seasonId, year, { ...k, team, outcome }, matchup));
      }
  fanHistory = history;
  // The rival's picks (same leagues, other games) are never the fan's.
  for (const k of kinds.slice(0, 6))
    await seedPick(
      rival,
      first.id,
      season.seasonId,
      2024,
      { ...k, team: k.side === "home" ? BSU : AFA, outcome: "win" },
      { home: BSU, away: AFA },
    );
});

describe("GET /api/user-stats/my_stats/", () => {
  it("answers the records of every pick the user made, computed independently here", async () => {
    const res = await call("/api/user-stats/my_stats/", { token: fan.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual(expected(fanHistory, names, { st: 7, so: "gte", tt: 45, to: "gte" }));
    // The history has what the definitions are about.
    expect(res.json.seasons.map((s: { name: string }) => s.name)).toEqual([
      "2024 NCAA Football",
      "2023 NCAA Football",
    ]);
    expect(res.json.spread.withSpread.wins + res.json.spread.withSpread.losses).toBeGreaterThan(0);
    expect(res.json.spread.againstSpread.wins).toBeGreaterThan(0);
    expect(res.json.conferences.all.length).toBeGreaterThan(1);
  });

  it("the thresholds change the custom records, at the boundary by both operators", async () => {
    for (const q of [
      { st: 7, so: "lte", tt: 45, to: "lte" },
      { st: 7.5, so: "gte", tt: 44.5, to: "lte" },
      { st: 0, so: "gte", tt: 0, to: "gte" },
      { st: 6.5, so: "lte", tt: 61, to: "gte" },
    ] as const) {
      const res = await call(
        `/api/user-stats/my_stats/?spread_threshold=${q.st}&spread_operator=${q.so}&total_threshold=${q.tt}&total_operator=${q.to}`,
        { token: fan.token },
      );
      expect(res.status, res.text).toBe(200);
      const want = expected(fanHistory, names, q);
      expect(res.json.customSpread).toEqual(want.customSpread);
      expect(res.json.customTotal).toEqual(want.customTotal);
      expect(res.json.thresholds).toEqual(want.thresholds);
    }
    const at = (query: string) =>
      call(`/api/user-stats/my_stats/?${query}`, { token: fan.token }).then((r) => r.json);
    expect((await at("spread_threshold=7")).customSpread).not.toEqual(
      (await at("spread_threshold=7.5")).customSpread,
    );
  });

  it("bad thresholds and operators are a 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["spread_threshold=abc", "spread_threshold"],
      ["spread_threshold=-1", "spread_threshold"],
      ["spread_threshold=1000", "spread_threshold"],
      ["spread_threshold=7.25", "spread_threshold"],
      ["spread_threshold=1&spread_threshold=2", "spread_threshold"],
      ["spread_operator=gt", "spread_operator"],
      ["total_threshold=45.3", "total_threshold"],
      ["total_threshold=1e3", "total_threshold"],
      ["total_operator=", "total_operator"],
      ["total_operator=%00", "total_operator"],
    ];
    for (const [query, field] of cases) {
      const res = await call(`/api/user-stats/my_stats/?${query}`, { token: fan.token });
      expect(res.status, `${query}: ${res.text}`).toBe(400);
      expect(Object.keys(res.json), query).toContain(field);
    }
  });

  it("another user's picks are never counted; a user without picks has empty records", async () => {
    const rivalStats = await call("/api/user-stats/my_stats/", { token: rival.token });
    expect(rivalStats.json.allTime).toEqual({ wins: 6, losses: 0, percentage: 100 });
    const stranger = await createUser();
    const res = await call("/api/user-stats/my_stats/", { token: stranger.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected([], names, { st: 7, so: "gte", tt: 45, to: "gte" }));
  });

  it("keeps a year's college and NFL picks apart: one season each, named with its sport", async () => {
    const db = env.DB;
    const nflSport = (await db.prepare("SELECT id FROM sports WHERE key = 'nfl'").first<{
      id: number;
    }>())!.id;
    await db
      .prepare(
        "INSERT OR IGNORE INTO seasons (sport_id, year, name, is_current) VALUES (?, 2024, '2024 Season', 0)",
      )
      .bind(nflSport)
      .run();
    const nflSeason = (await db
      .prepare("SELECT id FROM seasons WHERE sport_id = ? AND year = 2024")
      .bind(nflSport)
      .first<{ id: number }>())!.id;
    const both = await createUser();
    const league = await createLeague(both.token);
    const { home, away } = (await ensureSeason()).teams;
    const pick = (outcome: Outcome) => ({
      type: "spread" as const,
      team: home,
      side: "home" as const,
      spread: -3,
      total: null,
      over: null,
      outcome,
    });
    const history = [
      await seedPick(both, league.id, collegeSeasonId, 2024, pick("win"), { home, away }),
      await seedPick(both, league.id, nflSeason, 2024, pick("loss"), { home, away }, "NFL"),
      await seedPick(both, league.id, nflSeason, 2024, pick("loss"), { home, away }, "NFL"),
    ];
    const res = await call("/api/user-stats/my_stats/", { token: both.token });
    expect(res.json.seasons).toEqual([
      {
        id: collegeSeasonId,
        year: 2024,
        name: "2024 NCAA Football",
        wins: 1,
        losses: 0,
        percentage: 100,
      },
      { id: nflSeason, year: 2024, name: "2024 NFL", wins: 0, losses: 2, percentage: 0 },
    ]);
    expect(res.json).toEqual(expected(history, names, { st: 7, so: "gte", tt: 45, to: "gte" }));
    const filters = await call("/api/user-stats/available_filters/", { token: both.token });
    expect(filters.json.seasons).toEqual([
      { id: collegeSeasonId, year: 2024, name: "2024 NCAA Football" },
      { id: nflSeason, year: 2024, name: "2024 NFL" },
    ]);
  });

  it("needs a signed-in user", async () => {
    for (const path of ["my_stats", "available_filters", "progress"])
      expect((await call(`/api/user-stats/${path}/`)).status).toBe(401);
  });

  it("reads a fixed number of D1 statements, however long the history", async () => {
    const stranger = await createUser();
    const count = async (user: User, path: string) => {
      const { db, counter } = countingDb(env.DB);
      const res = await app.fetch(
        new Request(`http://localhost/api/user-stats/${path}`, {
          headers: { authorization: `Bearer ${user.token}` },
        }),
        { ...env, DB: db },
        { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
      );
      expect(res.status).toBe(200);
      return counter.statements;
    };
    for (const path of ["my_stats/", "available_filters/", "progress/"]) {
      const long = await count(fan, path);
      expect(long, path).toBe(await count(stranger, path));
      // The clock, the signed-in user, and one statement.
      expect(long, path).toBeLessThanOrEqual(3);
    }
  });
});

describe("GET /api/user-stats/available_filters/", () => {
  it("lists only the seasons, conferences and teams the user picked", async () => {
    const res = await call("/api/user-stats/available_filters/", { token: fan.token });
    expect(res.status, res.text).toBe(200);
    const teamIds = [...new Set(fanHistory.filter((p) => p.team !== null).map((p) => p.team!))];
    const teams = teamIds
      .map((id) => ({
        id,
        name: names.team.get(id)!.name,
        short_name: names.team.get(id)!.short_name,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const confIds = [
      ...new Set(teamIds.map((id) => names.team.get(id)!.conference).filter((c) => c !== null)),
    ] as number[];
    expect(res.json).toEqual({
      seasons: [
        { id: collegeSeasonId, year: 2024, name: "2024 NCAA Football" },
        { id: season2023.id, year: 2023, name: "2023 NCAA Football" },
      ],
      conferences: confIds
        .map((id) => ({ id, name: names.conference.get(id)! }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      teams,
    });
    // The rival picked only Boise State / Air Force in 2024.
    const rivalRes = await call("/api/user-stats/available_filters/", { token: rival.token });
    expect(rivalRes.json.seasons).toEqual([
      { id: collegeSeasonId, year: 2024, name: "2024 NCAA Football" },
    ]);
    expect(rivalRes.json.teams.map((t: { short_name: string }) => t.short_name)).toEqual([
      "AFA",
      "BSU",
    ]);
    expect(rivalRes.json.conferences.map((c: { name: string }) => c.name)).toEqual([
      "Mountain West",
    ]);
  });
});
