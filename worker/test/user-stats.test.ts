/**
 * GET /api/user-stats/my_stats/, /available_filters/ and /progress/ (issue 15, ADR 1501) on a
 * seeded history in the real D1: the records are checked against a computation written here
 * (not domain/stats), so a wrong definition in either place fails.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { call, createUser, type TestUser as User } from "./support";
import { createLeague, ensureSeason, joinWithCode, setWeekPoints } from "./fixtures/leagues";
import { countingDb } from "./season-support";

type Outcome = "win" | "loss" | "push" | "push_win" | "void" | "pending";

/** What the test knows about each pick it seeds (the expected answer is computed from these). */
interface Seeded {
  year: number;
  /** The pick's season (seasons.id) and its sport's name. */
  seasonId: number;
  sport: string;
  type: "spread" | "moneyline" | "over_under" | "team_prop" | "player_prop";
  /** The team of the picked side, as the test means it (null: totals and player props). */
  team: number | null;
  side: "home" | "away" | null;
  spread: number | null;
  total: number | null;
  over: boolean | null;
  outcome: Outcome;
}

const CORRECT: Record<Outcome, number | null> = {
  win: 1,
  loss: 0,
  push: null,
  push_win: 1,
  void: null,
  pending: null,
};
const RESULT: Record<Outcome, string | null> = {
  win: "win",
  loss: "loss",
  push: "push",
  push_win: "push",
  void: "void",
  pending: null,
};

let gameId = 7_300_000;
let propId = 0;

/** A final game (in the given season) and one pick on it, straight into D1. */
async function seedPick(
  user: User,
  leagueId: number,
  seasonId: number,
  year: number,
  pick: Omit<Seeded, "year" | "seasonId" | "sport">,
  teams: { home: number; away: number },
  sport = "NCAA Football",
): Promise<Seeded> {
  const db = env.DB;
  gameId += 1;
  const game = gameId;
  await db
    .prepare(
      `INSERT INTO games (id, season_id, week, season_type, source_week, kickoff_at, source_kickoff_at,
         home_team_id, away_team_id, status, updated_at)
       VALUES (?, ?, 3, 'regular', 3, '2024-09-14T16:00:00.000Z', '2024-09-14T16:00:00.000Z', ?, ?, 'final', '2024-09-14T16:00:00.000Z')`,
    )
    .bind(game, seasonId, teams.home, teams.away)
    .run();
  let prop: number | null = null;
  if (pick.type === "team_prop" || pick.type === "player_prop") {
    propId += 1;
    const row = await db
      .prepare(
        `INSERT INTO props (game_id, kind, team_id, player_id, prop_type, subcategory, display_name, line_value, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'Prop', 27.5, '2024-09-14T16:00:00.000Z') RETURNING id`,
      )
      .bind(
        game,
        pick.type === "team_prop" ? "team" : "player",
        pick.type === "team_prop" ? pick.team : teams.home,
        pick.type === "player_prop" ? 4_000_000 + propId : null,
        pick.type === "team_prop" ? "team_total_points" : "passing_yards",
        pick.type === "team_prop" ? "Team Total" : "Passing",
      )
      .first<{ id: number }>();
    prop = row!.id;
  }
  const pickedTeam =
    pick.type === "spread" || pick.type === "moneyline"
      ? pick.side === "home"
        ? teams.home
        : teams.away
      : null;
  const pickedValue =
    pick.over === null
      ? pick.spread === null
        ? null
        : String(pick.spread)
      : pick.over
        ? "over"
        : "under";
  await db
    .prepare(
      `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion, picked_team_id,
         picked_value, prop_id, spread_at_pick, total_at_pick, odds_at_pick, submitted_at, result, is_correct)
       VALUES (?, ?, ?, ?, 3, ?, 'full_game', ?, ?, ?, ?, ?, -110, '2024-09-01T00:00:00.000Z', ?, ?)`,
    )
    .bind(
      user.id,
      leagueId,
      game,
      seasonId,
      pick.type,
      pickedTeam,
      pickedValue,
      prop,
      pick.spread,
      pick.total,
      RESULT[pick.outcome],
      CORRECT[pick.outcome],
    )
    .run();
  return { year, seasonId, sport, ...pick };
}

// ---- the independent computation ----

const wl = (list: readonly Seeded[]) => {
  const wins = list.filter((p) => CORRECT[p.outcome] === 1).length;
  const losses = list.filter((p) => CORRECT[p.outcome] === 0).length;
  const n = wins + losses;
  return { wins, losses, percentage: n ? Math.round((wins * 1000) / n) / 10 : 0 };
};

interface Names {
  team: Map<number, { name: string; short_name: string; conference: number | null }>;
  conference: Map<number, string>;
}

function expected(
  all: readonly Seeded[],
  names: Names,
  q: { st: number; so: "gte" | "lte"; tt: number; to: "gte" | "lte" },
) {
  const cmp = (v: number, t: number, op: "gte" | "lte") => (op === "gte" ? v >= t : v <= t);
  const spread = all.filter((p) => p.type === "spread");
  const totals = all.filter((p) => p.type === "over_under");
  const order = <T extends { name: string; wins: number; losses: number; percentage: number }>(
    list: T[],
  ) =>
    list.sort(
      (a, b) =>
        b.wins + b.losses - (a.wins + a.losses) ||
        b.percentage - a.percentage ||
        a.name.localeCompare(b.name),
    );
  const withTeam = all.filter((p) => p.team !== null);
  const teamIds = [...new Set(withTeam.map((p) => p.team!))];
  const teams = order(
    teamIds.map((id) => ({
      id,
      name: names.team.get(id)!.name,
      short_name: names.team.get(id)!.short_name,
      ...wl(withTeam.filter((p) => p.team === id)),
    })),
  );
  const confOf = (p: Seeded) => names.team.get(p.team!)!.conference;
  const confIds = [...new Set(withTeam.map(confOf).filter((c) => c !== null))] as number[];
  const conferences = order(
    confIds.map((id) => ({
      id,
      name: names.conference.get(id)!,
      ...wl(withTeam.filter((p) => confOf(p) === id)),
    })),
  );
  const most = <T extends { wins: number; losses: number }>(list: T[]) =>
    list[0] && list[0].wins + list[0].losses > 0 ? list[0] : null;
  return {
    allTime: wl(all),
    // One per season, named with its sport; newest year first, then by name.
    seasons: [...new Map(all.map((p) => [p.seasonId, p])).values()]
      .map((p) => ({ id: p.seasonId, year: p.year, name: `${p.year} ${p.sport}` }))
      .sort((a, b) => b.year - a.year || a.name.localeCompare(b.name))
      .map((season) => ({ ...season, ...wl(all.filter((p) => p.seasonId === season.id)) })),
    conferences: { most_picked: most(conferences), all: conferences },
    teams: { most_picked: most(teams), all: teams },
    spread: {
      total: wl(spread),
      withSpread: wl(spread.filter((p) => p.spread! < 0)),
      againstSpread: wl(spread.filter((p) => p.spread! > 0)),
      home: wl(spread.filter((p) => p.side === "home")),
      away: wl(spread.filter((p) => p.side === "away")),
    },
    overUnder: {
      total: wl(totals),
      over: wl(totals.filter((p) => p.over === true)),
      under: wl(totals.filter((p) => p.over === false)),
    },
    customSpread: wl(spread.filter((p) => cmp(Math.abs(p.spread!), q.st, q.so))),
    customTotal: wl(totals.filter((p) => cmp(p.total!, q.tt, q.to))),
    thresholds: {
      spread_threshold: q.st,
      spread_operator: q.so,
      total_threshold: q.tt,
      total_operator: q.to,
    },
  };
}

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

describe("GET /api/user-stats/progress/", () => {
  it("points by week, running total and rank after each week (ties share a place) per league", async () => {
    const users = [await createUser(), await createUser(), await createUser(), await createUser()];
    const [me, b, c, d] = users as [User, User, User, User];
    const gone = await createUser();
    const league = await createLeague(me.token);
    const quiet = await createLeague(me.token);
    for (const u of [b, c, d, gone])
      expect((await joinWithCode(u.token, league.code)).status).toBe(200);
    // Week 1: me 5, b 5, c 3, d nothing. Week 2: me 0 (no row), b 2, c 4. Week 3: me 4, d 20.
    await setWeekPoints(league.id, me.id, 1, { points: 5 });
    await setWeekPoints(league.id, b.id, 1, { points: 5 });
    await setWeekPoints(league.id, c.id, 1, { points: 3 });
    await setWeekPoints(league.id, b.id, 2, { points: 2 });
    await setWeekPoints(league.id, c.id, 2, { points: 4 });
    await setWeekPoints(league.id, me.id, 3, { points: 4 });
    await setWeekPoints(league.id, d.id, 3, { points: 20 });
    // A member who left: their points are not ranked, and their week 9 is no week of the league.
    await setWeekPoints(league.id, gone.id, 9, { points: 50 });
    await setWeekPoints(league.id, gone.id, 1, { points: 50 });
    const left = await call(`/api/leagues/${league.id}/leave/`, { token: gone.token, body: {} });
    expect(left.status, left.text).toBeLessThan(300);

    const res = await call("/api/user-stats/progress/", { token: me.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.leagues).toEqual([
      // The sport names the league's weeks on the dashboard (an NFL league's 'Wild Card').
      { id: quiet.id, name: quiet.name, sport: "ncaa-football", weeks: [] },
      {
        id: league.id,
        name: league.name,
        sport: "ncaa-football",
        weeks: [
          { week: 1, points: 5, total_points: 5, rank: 1, members: 4 },
          // totals: me 5, b 7, c 7, d 0 → b and c share 1st, me 3rd.
          { week: 2, points: 0, total_points: 5, rank: 3, members: 4 },
          // totals: me 9, b 7, c 7, d 20.
          { week: 3, points: 4, total_points: 9, rank: 2, members: 4 },
        ],
      },
    ]);
    const bRes = await call("/api/user-stats/progress/", { token: b.token });
    expect(bRes.json.leagues[0].weeks.map((w: { rank: number }) => w.rank)).toEqual([1, 1, 3]);
    // d: nothing until week 3, then alone at the top.
    const dRes = await call("/api/user-stats/progress/", { token: d.token });
    expect(dRes.json.leagues[0].weeks.map((w: { rank: number }) => w.rank)).toEqual([4, 4, 1]);
  });
});
