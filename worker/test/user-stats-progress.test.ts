/**
 * GET /api/user-stats/progress/ (issue 15, ADR 1501): a user's points by week in each league, with
 * the running total and the rank after each week.
 */
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser as User } from "./support";
import { createLeague, joinWithCode, setWeekPoints } from "./fixtures/leagues";

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
