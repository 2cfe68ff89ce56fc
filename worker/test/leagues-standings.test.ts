/**
 * League standings: the rows, their order by points and tiebreakers, the dashboard's standings,
 * the per-league cache (migration 0014) and the member totals (migration 0011). The weekly picks
 * and the week's games: leagues-week.test.ts.
 */
import { describe, expect, it } from "vitest";
import { TIEBREAKERS } from "#domain/leagues/enums";
import { call, createUser } from "./support";
import { insertGame, joinWithCode, leagueWith, setWeekPoints } from "./fixtures/leagues";

type StandingJson = { weekly_points: Record<string, number> };

describe("standings", () => {
  it("rows carry the standing fields, ordered by points then tiebreakers then username", async () => {
    const { league, users } = await leagueWith(3, {
      primary_tiebreaker: "lock_percentage",
      secondary_tiebreaker: "average_odds",
    });
    const [a, b, c] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    await setWeekPoints(league.id, a.id, 1, {
      points: 4,
      wins: 3,
      losses: 2,
      correct: 3,
      lock_total: 1,
      lock_correct: 1,
      odds_sum: -550,
      odds_count: 5,
    });
    await setWeekPoints(league.id, b.id, 1, {
      points: 4,
      wins: 4,
      losses: 1,
      correct: 4,
      lock_total: 1,
      lock_correct: 0,
      odds_sum: -550,
      odds_count: 5,
    });
    await setWeekPoints(league.id, c.id, 1, { points: 2, wins: 2, losses: 3, correct: 2 });
    await setWeekPoints(league.id, c.id, 2, {
      points: 3,
      wins: 3,
      losses: 2,
      correct: 3,
      odds_sum: 500,
      odds_count: 5,
    });
    const res = await call(`/api/leagues/${league.id}/standings/`, { token: b.token });
    expect(res.status, res.text).toBe(200);
    const rows = res.json.standings;
    expect(rows.map((r: { user_id: number }) => r.user_id)).toEqual([c.id, a.id, b.id]);
    expect(rows[0]).toMatchObject({
      id: c.id,
      user_id: c.id,
      username: c.username,
      rank: 1,
      total_points: 5,
      total_picks: 10,
      correct_picks: 5,
      pick_ratio: "5-5",
      lock_ratio: "0/0",
      average_odds: 100,
    });
    expect(rows[0].weekly_points).toMatchObject({ week_1: 2, week_2: 3 });
    expect(rows[1]).toMatchObject({ lock_ratio: "1/1", average_odds: -110 });
    const full = await call(`/api/standings/${league.id}/full_standings/`, { token: a.token });
    expect(full.json.members.map((r: { user_id: number }) => r.user_id)).toEqual([
      c.id,
      a.id,
      b.id,
    ]);
    expect(full.json.total_members).toBe(3);
  });

  for (const primary of TIEBREAKERS) {
    it(`breaks a points tie by ${primary}`, async () => {
      const secondary = primary === "random" ? "pick_percentage" : "random";
      const { league, users } = await leagueWith(2, {
        primary_tiebreaker: primary,
        secondary_tiebreaker: secondary,
      });
      const [weak, strong] = users as [(typeof users)[0], (typeof users)[0]];
      // Equal points; `strong` is better on every measure (and wins both weeks head to head).
      await setWeekPoints(league.id, weak.id, 1, {
        points: 3,
        wins: 2,
        losses: 3,
        correct: 2,
        lock_total: 1,
        lock_correct: 1,
        odds_sum: -600,
        odds_count: 5,
      });
      await setWeekPoints(league.id, weak.id, 2, {
        points: 1,
        wins: 1,
        losses: 3,
        correct: 1,
        lock_total: 1,
        lock_correct: 0,
        odds_sum: -440,
        odds_count: 4,
      });
      await setWeekPoints(league.id, strong.id, 1, {
        points: 4,
        wins: 4,
        losses: 0,
        correct: 4,
        lock_total: 1,
        lock_correct: 0,
        odds_sum: 400,
        odds_count: 4,
      });
      await setWeekPoints(league.id, strong.id, 2, { points: 0, wins: 0, losses: 0, correct: 0 });
      const res = await call(`/api/leagues/${league.id}/standings/`, { token: weak.token });
      const ids = res.json.standings.map((r: { user_id: number }) => r.user_id);
      if (primary === "random") {
        // A fixed draw: the same answer on every request.
        const again = await call(`/api/leagues/${league.id}/standings/`, { token: strong.token });
        expect(again.json.standings.map((r: { user_id: number }) => r.user_id)).toEqual(ids);
      } else if (primary === "head_to_head") {
        // Week 1 to strong (4-3), week 2 to weak (1-0): a split, so the random draw decides — stable.
        const again = await call(`/api/leagues/${league.id}/standings/`, { token: strong.token });
        expect(again.json.standings.map((r: { user_id: number }) => r.user_id)).toEqual(ids);
      } else if (primary === "lock_percentage") {
        // weak 1/2 locks vs strong 0/1.
        expect(ids).toEqual([weak.id, strong.id]);
      } else {
        expect(ids).toEqual([strong.id, weak.id]);
      }
    });
  }

  it("dashboard_standings gives top members, the user's position and stats per league", async () => {
    const { league, users } = await leagueWith(7);
    for (const [i, u] of users.entries())
      await setWeekPoints(league.id, u.id, 1, { points: i, wins: i, correct: i });
    const last = users[0]!;
    const res = await call("/api/standings/dashboard_standings/", { token: last.token });
    const entry = res.json.leagues.find((l: { id: number }) => l.id === league.id);
    expect(entry.top_members).toHaveLength(5);
    expect(entry.total_members).toBe(7);
    expect(entry.user_position).toBe(7);
    expect(entry.user_stats).toMatchObject({
      current_week_picks_made: 0,
      current_week_lock_made: false,
    });
  });
});

describe("standings served from the per-league cache (migration 0014)", () => {
  const order = (body: { standings: { user_id: number }[] }) =>
    body.standings.map((r) => r.user_id);

  it("a read after grading, a join, a rename or a removal shows the change", async () => {
    const { league, users } = await leagueWith(3);
    const [a, b, c] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    await setWeekPoints(league.id, a.id, 1, { points: 1, wins: 1, correct: 1 });
    await setWeekPoints(league.id, b.id, 1, { points: 2, wins: 2, correct: 2 });
    const path = `/api/leagues/${league.id}/standings/`;
    expect(order((await call(path, { token: a.token })).json)).toEqual([b.id, a.id, c.id]);
    // The same answer twice (the second from the cache).
    expect(order((await call(path, { token: a.token })).json)).toEqual([b.id, a.id, c.id]);

    // Grading moves c to the top.
    await setWeekPoints(league.id, c.id, 2, { points: 5, wins: 5, correct: 5 });
    let body = (await call(path, { token: a.token })).json;
    expect(order(body)).toEqual([c.id, b.id, a.id]);
    expect(body.standings[0]).toMatchObject({ total_points: 5, rank: 1 });
    expect(body.standings[0].weekly_points).toMatchObject({ week_2: 5 });

    // A new member is listed at once.
    const d = await createUser();
    const joined = await joinWithCode(d.token, league.code);
    expect(joined.status, joined.text).toBe(200);
    body = (await call(path, { token: a.token })).json;
    expect(body.total_members).toBe(4);
    expect(order(body)).toContain(d.id);

    // A rename shows on the row.
    const renamed = `renamed_${Date.now().toString(36)}`;
    const patch = await call("/api/users/profile/", {
      method: "PATCH",
      token: b.token,
      body: { username: renamed },
    });
    expect(patch.status, patch.text).toBe(200);
    body = (await call(path, { token: a.token })).json;
    expect(body.standings.find((r: { user_id: number }) => r.user_id === b.id).username).toBe(
      renamed,
    );

    // A removed member is gone.
    const kick = await call(`/api/leagues/${league.id}/kick_member/`, {
      token: a.token,
      body: { user_id: c.id },
    });
    expect(kick.status, kick.text).toBe(200);
    body = (await call(`/api/standings/${league.id}/full_standings/`, { token: a.token })).json;
    expect(body.members.map((r: { user_id: number }) => r.user_id)).not.toContain(c.id);
    expect(body.total_members).toBe(3);
  });

  it("the League Summary columns are the completed weeks, newest first", async () => {
    const { league, users } = await leagueWith(1, { include_week_0: false });
    await insertGame({ week: 9, kickoff: "2029-10-27T16:00:00.000Z", status: "final" });
    const detail = await call(`/api/leagues/${league.id}/`, { token: users[0]!.token });
    const completed: number[] = detail.json.completed_weeks;
    expect(completed).toContain(9);
    const newestFirst = [...completed].sort((a, b) => b - a);
    const standings = await call(`/api/leagues/${league.id}/standings/`, {
      token: users[0]!.token,
    });
    expect(standings.json.weeks).toEqual(newestFirst);
    const dash = await call("/api/standings/dashboard_standings/", { token: users[0]!.token });
    const entry = dash.json.leagues.find((l: { id: number }) => l.id === league.id);
    expect(Object.keys(entry.user_row.weekly_points)).toEqual(
      expect.arrayContaining(newestFirst.map((w) => `week_${w}`)),
    );
  });

  it("a week under way that no member has a graded pick in has no points key; a played 0 stays 0", async () => {
    const { league, users } = await leagueWith(2, { include_week_0: false });
    const [a] = users as [(typeof users)[0]];
    await insertGame({ week: 9, kickoff: "2029-10-27T16:00:00.000Z", status: "final" });
    // The week under way: its game has not kicked off, nobody has a graded pick in it.
    await insertGame({ week: 10, kickoff: "2029-11-03T16:00:00.000Z" });
    await setWeekPoints(league.id, a.id, 9, { points: 0, losses: 1 });
    const standings = (await call(`/api/leagues/${league.id}/standings/`, { token: a.token })).json;
    const current: number = standings.current_week;
    expect(standings.weeks).toContain(current);
    expect(standings.weeks).toContain(9);
    expect(current).not.toBe(9);
    for (const row of standings.standings) {
      expect(row.weekly_points.week_9).toBe(0);
      expect(row.weekly_points).not.toHaveProperty(`week_${current}`);
    }
    // Once a member's pick in it is graded, the week is played for everyone: 0 for the others.
    await setWeekPoints(league.id, a.id, current, { points: 2, wins: 1, correct: 1 });
    const after = (await call(`/api/leagues/${league.id}/standings/`, { token: a.token })).json;
    expect(after.standings.map((r: StandingJson) => r.weekly_points[`week_${current}`])).toEqual([
      2, 0,
    ]);
  });

  it("marks only the viewer's row as the current user, whoever asks", async () => {
    const { league, users } = await leagueWith(3);
    for (const [i, u] of users.entries())
      await setWeekPoints(league.id, u.id, 1, { points: i, wins: i, correct: i });
    for (const viewer of users) {
      const res = await call(`/api/leagues/${league.id}/standings/`, { token: viewer.token });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/json");
      const mine = res.json.standings.filter(
        (r: { is_current_user: boolean }) => r.is_current_user,
      );
      expect(mine.map((r: { user_id: number }) => r.user_id)).toEqual([viewer.id]);
      const dash = await call("/api/standings/dashboard_standings/", { token: viewer.token });
      const entry = dash.json.leagues.find((l: { id: number }) => l.id === league.id);
      expect(entry.user_row).toMatchObject({ user_id: viewer.id, is_current_user: true });
      expect(
        entry.top_members.filter((r: { is_current_user: boolean }) => r.is_current_user),
      ).toHaveLength(1);
    }
    // A public league's visitor (not a member) sees no row marked.
    const { league: open } = await leagueWith(2, { league_type: "public" });
    const visitor = await createUser();
    const res = await call(`/api/leagues/${open.id}/standings/`, { token: visitor.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.standings.some((r: { is_current_user: boolean }) => r.is_current_user)).toBe(
      false,
    );
  });

  it("a tiebreaker change by the commissioner reorders tied members at once", async () => {
    const { league, users } = await leagueWith(2, {
      primary_tiebreaker: "pick_percentage",
      secondary_tiebreaker: "random",
    });
    const [commish, other] = users as [(typeof users)[0], (typeof users)[0]];
    // Equal points: `other` has the better pick percentage, `commish` the better lock record.
    await setWeekPoints(league.id, commish.id, 1, {
      points: 3,
      wins: 2,
      losses: 3,
      correct: 2,
      lock_total: 1,
      lock_correct: 1,
    });
    await setWeekPoints(league.id, other.id, 1, {
      points: 3,
      wins: 3,
      losses: 0,
      correct: 3,
      lock_total: 1,
      lock_correct: 0,
    });
    const path = `/api/leagues/${league.id}/standings/`;
    expect(order((await call(path, { token: commish.token })).json)).toEqual([
      other.id,
      commish.id,
    ]);
    const patch = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: commish.token,
      body: { primary_tiebreaker: "lock_percentage" },
    });
    expect(patch.status, patch.text).toBe(200);
    expect(order((await call(path, { token: commish.token })).json)).toEqual([
      commish.id,
      other.id,
    ]);
  });
});

describe("league_member_totals (migration 0011)", () => {
  it("follows grading's delta upserts, replacements and deletes of league_week_points", async () => {
    const { env } = await import("cloudflare:test");
    const { league, users } = await leagueWith(2);
    const [a, b] = users as [(typeof users)[0], (typeof users)[0]];
    const upsert = (userId: number, week: number, points: number, wins: number) =>
      env.DB.prepare(
        `INSERT INTO league_week_points (league_id, user_id, week, points, wins, correct) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (league_id, user_id, week) DO UPDATE SET points = points + excluded.points,
           wins = wins + excluded.wins, correct = correct + excluded.correct`,
      )
        .bind(league.id, userId, week, points, wins, wins)
        .run();
    await upsert(a.id, 1, 2, 2);
    await upsert(a.id, 1, 1, 1);
    await upsert(a.id, 2, 3, 3);
    await upsert(b.id, 1, 5, 5);
    const standings = async () =>
      (await call(`/api/leagues/${league.id}/standings/`, { token: a.token })).json.standings;
    const totals = (rows: { user_id: number; total_points: number }[]) =>
      rows.map((r) => [r.user_id, r.total_points]);
    let rows = await standings();
    expect(totals(rows)).toEqual([
      [a.id, 6],
      [b.id, 5],
    ]);
    expect(rows[0].weekly_points).toMatchObject({ week_1: 3, week_2: 3 });
    // A re-grade subtracts a game's contribution again.
    await upsert(a.id, 2, -3, -3);
    await env.DB.prepare("DELETE FROM league_week_points WHERE league_id = ? AND user_id = ?")
      .bind(league.id, b.id)
      .run();
    rows = await standings();
    expect(totals(rows)).toEqual([
      [a.id, 3],
      [b.id, 0],
    ]);
  });
});
