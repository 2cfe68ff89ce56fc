/**
 * POST /api/leagues/{id}/commissioner/adjust_points/: a signed, whole-number correction of a
 * member's week (−100..100 per act and net per week) that the standings carry at once (the
 * standings stamp moves, so a kept copy is never served), logged with before and after.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { commissionerKit } from "./commissioner-support";

const { setup, homeSpread, act, submit, finishAndGrade, log, standings, bell } = commissionerKit();

interface Row {
  user_id: number;
  total_points: number;
  rank: number;
  weekly_points: Record<string, number>;
}

const rowOf = (answer: { standings: Row[] }, id: number) =>
  answer.standings.find((r) => r.user_id === id)!;

describe("POST /api/leagues/{id}/commissioner/adjust_points/", () => {
  it("adds the correction to the member's week in the standings and logs before and after", async () => {
    const { owner, member, games, league } = await setup();
    expect((await submit(member, league.id, [homeSpread(games[0]!)])).status).toBe(201);
    await finishAndGrade(games[0]!);
    const before = await standings(owner, league.id);
    expect(rowOf(before, member.id).total_points).toBe(1);
    const stamp = await env.DB.prepare(
      "SELECT version FROM league_standings_versions WHERE league_id = ?",
    )
      .bind(league.id)
      .first<{ version: number }>();

    const res = await act(owner, league.id, "adjust_points", {
      user_id: member.id,
      week: 5,
      points: 3,
      reason: "Scoring error on the Texas game",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.entry).toMatchObject({
      action: "adjust_points",
      target_username: member.username,
      before: { week: 5, week_points: 1, adjustment: 0 },
      after: { week: 5, week_points: 4, adjustment: 3, points: 3 },
    });
    const moved = await env.DB.prepare(
      "SELECT version FROM league_standings_versions WHERE league_id = ?",
    )
      .bind(league.id)
      .first<{ version: number }>();
    expect(moved!.version).not.toBe(stamp!.version);

    const after = await standings(member, league.id);
    expect(rowOf(after, member.id)).toMatchObject({ total_points: 4, rank: 1 });
    expect(rowOf(after, member.id).weekly_points.week_5).toBe(4);

    // A take-away in another week, and the week's net kept within the bound.
    const down = await act(owner, league.id, "adjust_points", {
      user_id: member.id,
      week: 6,
      points: -2,
      reason: "Duplicate pick",
    });
    expect(down.status).toBe(201);
    expect(rowOf(await standings(owner, league.id), member.id).total_points).toBe(2);
    const past = await act(owner, league.id, "adjust_points", {
      user_id: member.id,
      week: 5,
      points: 98,
      reason: "too much",
    });
    expect(past.status).toBe(400);
    expect(past.json.points[0]).toMatch(/within -100 to 100/);

    const told = (await bell(member)).filter((n) => n.notification_type === "league_update");
    expect(told.map((n) => n.message)).toEqual([
      expect.stringContaining("took off 2 points"),
      expect.stringContaining("added 3 points"),
    ]);
    expect(
      (await log(member, league.id)).json.entries.map((e: { reason: string }) => e.reason),
    ).toEqual(["Duplicate pick", "Scoring error on the Texas game"]);
  });

  it("refuses points that are not a whole number from -100 to 100, or 0, and stores nothing", async () => {
    const { owner, member, league } = await setup();
    for (const points of [0, 2.5, 101, -101, "3", null]) {
      const res = await act(owner, league.id, "adjust_points", {
        user_id: member.id,
        week: 5,
        points,
        reason: "bad",
      });
      expect(res.status, String(points)).toBe(400);
      expect(res.json.points, String(points)).toBeDefined();
    }
    const week = await act(owner, league.id, "adjust_points", {
      user_id: member.id,
      week: 99,
      points: 1,
      reason: "bad week",
    });
    expect(week.status).toBe(400);
    expect(week.json.week).toBeDefined();
    expect((await log(owner, league.id)).json.entries).toEqual([]);
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM league_point_adjustments WHERE league_id = ?",
    )
      .bind(league.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it("is applied once however often the outbox retries it (Idempotency-Key)", async () => {
    const { owner, member, league } = await setup();
    const key = crypto.randomUUID();
    const body = { user_id: member.id, week: 5, points: 2, reason: "retry" };
    const first = await act(owner, league.id, "adjust_points", body, key);
    const again = await act(owner, league.id, "adjust_points", body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    expect((await log(owner, league.id)).json.entries).toHaveLength(1);
    expect(rowOf(await standings(owner, league.id), member.id).total_points).toBe(2);
    expect(
      (await bell(member)).filter((n) => n.notification_type === "league_update"),
    ).toHaveLength(1);
  });
});
