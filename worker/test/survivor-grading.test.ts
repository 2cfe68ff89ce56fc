/**
 * Survivor grading against the real 2024 college season (issue 47, ADR 0407): picks seeded onto
 * the replayed weeks, graded by the cron's survivor job, and every result, life and elimination
 * checked against outcomes worked out here from the raw CSV scores and closing lines.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseCsv } from "#data/csv";
import { SURVIVOR_TEXTS } from "#domain/survivor/rules";
import { gradeSurvivorLeagues } from "#worker/survivor/grading";
import { freshToken } from "./fixtures/leagues";
import { call, createUser, setClock, type TestUser } from "./support";
import { loadReplaySeason, seasonId } from "./replay-support";
import { createLeague, seasonFiles } from "./season-support";

loadReplaySeason();

interface RawGame {
  id: number;
  week: number;
  home: number;
  away: number;
  homePoints: number;
  awayPoints: number;
  line: number | null;
}

/** The regular-season games of app weeks 1..6 with their raw scores (completed ones only). */
async function rawWeeks() {
  const db = await env.DB.prepare(
    "SELECT id, week, kickoff_at FROM games WHERE season_id = ? AND week BETWEEN 1 AND 6",
  )
    .bind(seasonId)
    .all<{ id: number; week: number; kickoff_at: string }>();
  const appWeek = new Map(db.results.map((g) => [g.id, g.week]));
  const lastKickoff = new Map<number, string>();
  for (const g of db.results)
    if ((lastKickoff.get(g.week) ?? "") < g.kickoff_at) lastKickoff.set(g.week, g.kickoff_at);
  const lines = new Map(parseCsv(seasonFiles.closingLines).map((l) => [l.game_id!, l.spread_home]));
  const games: RawGame[] = [];
  for (const g of parseCsv(seasonFiles.games)) {
    const week = appWeek.get(Number(g.game_id));
    if (week === undefined || g.completed !== "true") continue;
    const line = lines.get(g.game_id!);
    games.push({
      id: Number(g.game_id),
      week,
      home: Number(g.home_id),
      away: Number(g.away_id),
      homePoints: Number(g.home_points),
      awayPoints: Number(g.away_points),
      line: line ? Number(line) : null,
    });
  }
  return { games, lastKickoff };
}

async function survivorLeague(users: TestUser[], settings: string) {
  const league = await createLeague(users[0]!.id, seasonId);
  await env.DB.prepare(`UPDATE leagues SET pool_format = 'survivor', ${settings} WHERE id = ?`)
    .bind(league)
    .run();
  await env.DB.batch(
    users.map((u) =>
      env.DB.prepare(
        "INSERT INTO league_members (league_id, user_id, role, status, joined_at) VALUES (?, ?, 'member', 'active', '2024-01-01T00:00:00.000Z')",
      ).bind(league, u.id),
    ),
  );
  return league;
}

/** Seeds a pick onto a past game (the pick route's rules are under test elsewhere). */
const seed = (league: number, user: TestUser, game: RawGame, team: number, spread?: number) =>
  env.DB.prepare(
    `INSERT INTO survivor_picks (league_id, user_id, week, game_id, team_id, spread_at_pick, submitted_at)
     VALUES (?, ?, ?, ?, ?, ?, '2024-01-01T00:00:00.000Z')`,
  )
    .bind(league, user.id, game.week, game.id, team, spread ?? null)
    .run();

const rows = async (league: number) =>
  (
    await env.DB.prepare(
      "SELECT user_id, week, game_id, result FROM survivor_picks WHERE league_id = ? ORDER BY user_id, week",
    )
      .bind(league)
      .all<{ user_id: number; week: number; game_id: number | null; result: string | null }>()
  ).results;

const entry = async (viewer: TestUser, league: number, user: TestUser) =>
  (
    await call(`/api/leagues/${league}/survivor/`, { token: await freshToken(viewer) })
  ).json.entries.find((e: { user_id: number }) => e.user_id === user.id);

/** Moves the clock past `week`'s last kickoff: the cron scores the replayed games and grades. */
async function after(lastKickoff: Map<number, string>, week: number) {
  const now = new Date(Date.parse(lastKickoff.get(week)!) + 6 * 3600_000);
  await setClock(now.toISOString());
  return now;
}

/** Games of `week` the home team won (or lost), none of whose teams is in `used`. */
function pickable(games: RawGame[], week: number, homeWon: boolean, used: Set<number>) {
  return games.filter(
    (g) =>
      g.week === week &&
      (homeWon ? g.homePoints > g.awayPoints : g.homePoints < g.awayPoints) &&
      !used.has(g.home),
  );
}

describe("survivor grading on the 2024 season", () => {
  it("wins, losses, lives, a missed week and eliminations; the last fan is announced once", async () => {
    const { games, lastKickoff } = await rawWeeks();
    const [a, b, c, d] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
    ];
    const league = await survivorLeague([a, b, c, d], "survivor_lives = 2");
    // Home winners and home losers per week, each team used once per fan.
    const plan: [TestUser, (boolean | null)[]][] = [
      [a, [true, true, true]],
      [b, [false, true, false]],
      [c, [true, null, false]],
      [d, [false, false]],
    ];
    for (const [user, weeks] of plan) {
      const used = new Set<number>();
      for (const [i, homeWon] of weeks.entries()) {
        if (homeWon === null) continue;
        const game = pickable(games, i + 1, homeWon, used)[plan.findIndex((p) => p[0] === user)]!;
        used.add(game.home);
        await seed(league, user, game, game.home);
      }
    }
    const now = await after(lastKickoff, 3);
    expect(Date.parse(lastKickoff.get(4)!)).toBeGreaterThan(now.getTime());
    const graded = await rows(league);
    const results = (u: TestUser) => graded.filter((r) => r.user_id === u.id).map((r) => r.result);
    expect(results(a)).toEqual(["win", "win", "win"]);
    expect(results(b)).toEqual(["loss", "win", "loss"]);
    expect(results(c)).toEqual(["win", "loss", "loss"]);
    // The missed week is a loss row with no game; D, out in week 2, has no week 3 row.
    expect(graded.find((r) => r.user_id === c.id && r.week === 2)).toMatchObject({ game_id: null });
    expect(results(d)).toEqual(["loss", "loss"]);
    expect(await entry(b, league, a)).toMatchObject({
      status: "alive",
      lives_left: 2,
      weeks_survived: 3,
    });
    expect(await entry(a, league, b)).toMatchObject({
      status: "eliminated",
      lives_left: 0,
      eliminated_week: 3,
      weeks_survived: 2,
    });
    expect(await entry(a, league, c)).toMatchObject({ status: "eliminated", eliminated_week: 3 });
    expect(await entry(a, league, d)).toMatchObject({
      status: "eliminated",
      eliminated_week: 2,
      weeks_survived: 1,
    });
    const missed = (await entry(a, league, c)).picks.find((p: { week: number }) => p.week === 2);
    expect(missed).toEqual({
      week: 2,
      game_id: null,
      team_id: null,
      team_abbreviation: null,
      result: "loss",
      is_auto: false,
    });

    const standings = await call(`/api/leagues/${league}/standings/`, {
      token: await freshToken(a),
    });
    expect(standings.status, standings.text).toBe(200);
    const order = standings.json.standings.map((r: Record<string, unknown>) => [
      r.user_id,
      r.rank,
      r.survivor_status,
      r.lives_left,
    ]);
    expect(order).toEqual([
      [a.id, 1, "alive", 2],
      [b.id, 2, "eliminated", 0],
      [c.id, 3, "eliminated", 0],
      [d.id, 4, "eliminated", 0],
    ]);
    expect(standings.json.pool_format).toBe("survivor");
    // The pool's answer names the winner and the week they won it (its last week: the season's).
    const pool = await call(`/api/leagues/${league}/survivor/`, { token: await freshToken(b) });
    expect(pool.json).toMatchObject({
      winner: { user_id: a.id, username: a.username, week: 3 },
      last_week: 14,
      alive_count: 1,
    });

    const posts = await env.DB.prepare(
      "SELECT content FROM board_messages WHERE league_id = ? AND auto_key = 'survivor_winner'",
    )
      .bind(league)
      .all<{ content: string }>();
    expect(posts.results.map((p) => p.content)).toEqual([
      `${a.username} is the last fan standing after Week 3: the survivor pool's winner!`,
    ]);
    const told = await env.DB.prepare(
      "SELECT user_id FROM notifications WHERE league_id = ? AND dedupe_key = ? ORDER BY user_id",
    )
      .bind(league, `survivor_winner:${league}`)
      .all<{ user_id: number }>();
    expect(told.results.map((r) => r.user_id)).toEqual(
      [a, b, c, d].map((u) => u.id).sort((x, y) => x - y),
    );

    // A fan who is out can pick no more.
    const future = games.find((x) => x.week === 5)!;
    const out = await call(`/api/leagues/${league}/survivor/pick/`, {
      token: await freshToken(d),
      body: { week: 5, game_id: future.id, team_id: future.home },
    });
    expect([out.status, out.json]).toEqual([400, { week: [SURVIVOR_TEXTS.eliminated] }]);

    // A second run grades nothing and changes nothing, nor announces the winner again.
    expect(await gradeSurvivorLeagues(env, now)).toBe(0);
    await setClock(now.toISOString());
    expect(await rows(league)).toEqual(graded);
    const again = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM notifications WHERE dedupe_key = ?",
    )
      .bind(`survivor_winner:${league}`)
      .first<{ n: number }>();
    expect(again?.n).toBe(4);
  });

  it("the all-out rule: when every fan alive goes out in the same week, they all survive it", async () => {
    const { games, lastKickoff } = await rawWeeks();
    const [e, f] = [await createUser(), await createUser()];
    const league = await survivorLeague([e, f], "survivor_lives = 1");
    const losers = pickable(games, 1, false, new Set());
    await seed(league, e, losers[0]!, losers[0]!.home);
    await seed(league, f, losers[1]!, losers[1]!.home);
    const winner = pickable(games, 2, true, new Set([losers[0]!.home]))[0]!;
    const loser = pickable(games, 2, false, new Set([losers[1]!.home]))[0]!;
    await seed(league, e, winner, winner.home);
    await seed(league, f, loser, loser.home);
    await after(lastKickoff, 2);
    const week1 = await env.DB.prepare(
      "SELECT week, all_out FROM survivor_weeks WHERE league_id = ? ORDER BY week",
    )
      .bind(league)
      .all();
    expect(week1.results).toEqual([
      { week: 1, all_out: 1 },
      { week: 2, all_out: 0 },
    ]);
    expect(await entry(e, league, e)).toMatchObject({
      status: "alive",
      lives_left: 1,
      weeks_survived: 2,
    });
    expect(await entry(e, league, f)).toMatchObject({
      status: "eliminated",
      eliminated_week: 2,
      weeks_survived: 1,
    });
  });

  it("against the spread: the line stored at pick time decides, and a push costs a life under 'lose'", async () => {
    const { games, lastKickoff } = await rawWeeks();
    const [g, h] = [await createUser(), await createUser()];
    const league = await survivorLeague(
      [g, h],
      "survivor_lives = 3, survivor_pick_type = 'spread', survivor_push = 'lose'",
    );
    const expected: string[] = [];
    const used = new Set<number>();
    const coverUsed = new Set<number>();
    const margin = (x: RawGame) => x.awayPoints - x.homePoints - x.line!;
    for (const week of [1, 2, 3, 4, 5, 6]) {
      // Prefer an exact push when the week has one, so the push rule is graded on real scores.
      const lined = games.filter((x) => x.week === week && x.line !== null && !used.has(x.away));
      const game = lined.find((x) => margin(x) === 0) ?? lined[week]!;
      used.add(game.away);
      await seed(league, g, game, game.away, -game.line!);
      expected.push(margin(game) > 0 ? "win" : margin(game) < 0 ? "loss" : "push");
      // H takes an away team that covered, so G never goes out alone (the all-out rule).
      const cover = games.find(
        (x) =>
          x.week === week &&
          x.line !== null &&
          margin(x) > 0 &&
          x !== game &&
          !coverUsed.has(x.away),
      )!;
      coverUsed.add(cover.away);
      await seed(league, h, cover, cover.away, -cover.line!);
    }
    await after(lastKickoff, 6);
    // Worked out here: each loss or push costs one of 3 lives; out at 0, later picks dropped.
    let lives = 3;
    let outWeek: number | null = null;
    const graded: string[] = [];
    for (const [i, r] of expected.entries()) {
      graded.push(r);
      if (r !== "win") lives -= 1;
      if (lives === 0) {
        outWeek = i + 1;
        break;
      }
    }
    expect((await rows(league)).filter((r) => r.user_id === g.id).map((r) => r.result)).toEqual(
      graded,
    );
    expect(await entry(g, league, h)).toMatchObject({ status: "alive", lives_left: 3 });
    expect(await entry(g, league, g)).toMatchObject({
      status: outWeek === null ? "alive" : "eliminated",
      lives_left: lives,
      eliminated_week: outWeek,
    });
  });
});
