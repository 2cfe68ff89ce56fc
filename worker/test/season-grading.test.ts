/**
 * Grading the replayed 2024 college season in the Workers runtime: player props from the real box
 * score, and spread, total and moneyline of every 2024 game with a line against an independent
 * calculation from the raw CSV.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseCsv } from "#data/csv";
import { gradeFinishedGames } from "#worker/season/grading";
import { createUser, setClock } from "./support";
import {
  expectPointsMatchPicks,
  loadReplaySeason,
  seasonId,
  TITLE,
  UGA_GT,
} from "./replay-support";
import {
  addMember,
  createLeague,
  insertPicks,
  seasonFiles,
  shifted,
  type PickInsert,
} from "./season-support";

loadReplaySeason();

describe("player props", () => {
  it("grade from the real box score, against the line stored on the pick", async () => {
    const { results: props } = await env.DB.prepare(
      "SELECT id, player_id, prop_type, line_value FROM props WHERE game_id = ? AND kind = 'player' ORDER BY id",
    )
      .bind(UGA_GT)
      .all<{ id: number; player_id: number; prop_type: string; line_value: number }>();
    expect(props.length).toBeGreaterThan(0);
    const stats = parseCsv(seasonFiles.playerStats).filter((r) => r.game_id === String(UGA_GT));
    const u = await createUser();
    const league = await createLeague(u.id, seasonId);
    await addMember(league, u.id);
    await insertPicks(
      props.map((p) => ({
        userId: u.id,
        leagueId: league,
        gameId: UGA_GT,
        seasonId,
        week: 14,
        pickType: "player_prop",
        propId: p.id,
        pickedValue: "over",
        propLineAtPick: p.line_value,
      })),
    );
    await setClock((await shifted("2024-11-30T05:00:00.000Z")).toISOString());
    const { results } = await env.DB.prepare("SELECT prop_id, result FROM picks WHERE user_id = ?")
      .bind(u.id)
      .all<{ prop_id: number; result: string }>();
    for (const p of props) {
      const row = stats.find((s) => Number(s.player_id) === p.player_id)!;
      const raw = row[p.prop_type];
      const expected = raw === "" ? "void" : Number(raw) > p.line_value ? "win" : "loss";
      expect([p.prop_type, results.find((r) => r.prop_id === p.id)!.result]).toEqual([
        p.prop_type,
        expected,
      ]);
    }
  }, 120_000);
});

describe("the whole 2024 season", () => {
  it("grades spread, total and moneyline of every game with a line as the raw CSV says", async () => {
    await setClock((await shifted("2025-01-22T00:00:00.000Z")).toISOString());
    const { results: open } = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM games WHERE status NOT IN ('final', 'void')",
    ).all<{ n: number }>();
    expect(open[0]!.n).toBe(0);

    const users = [];
    for (let i = 0; i < 6; i++) users.push(await createUser());
    const league = await createLeague(users[0]!.id, seasonId);
    for (const u of users) await addMember(league, u.id);
    const rawGames = new Map(parseCsv(seasonFiles.games).map((g) => [g.game_id!, g]));
    const lines = parseCsv(seasonFiles.closingLines);
    const weeks = new Map(
      (
        await env.DB.prepare("SELECT id, week FROM games").all<{ id: number; week: number }>()
      ).results.map((g) => [g.id, g.week]),
    );
    const picks: PickInsert[] = [];
    const expected = new Map<string, string>();
    const sign = (x: number) => (x > 0 ? "win" : x < 0 ? "loss" : "push");
    for (const l of lines) {
      const g = rawGames.get(l.game_id!)!;
      const gameId = Number(l.game_id);
      const base = { gameId, seasonId, week: weeks.get(gameId)!, leagueId: league };
      const home = Number(g.home_points);
      const away = Number(g.away_points);
      const cancelled = g.completed !== "true";
      const outcome = (x: number) => (cancelled ? "void" : sign(x));
      if (l.spread_home) {
        const s = Number(l.spread_home);
        picks.push({
          ...base,
          userId: users[0]!.id,
          pickType: "spread",
          pickedTeamId: Number(g.home_id),
          spreadAtPick: s,
        });
        picks.push({
          ...base,
          userId: users[1]!.id,
          pickType: "spread",
          pickedTeamId: Number(g.away_id),
          spreadAtPick: -s,
        });
        expected.set(`${users[0]!.id}:${gameId}:spread`, outcome(home - away + s));
        expected.set(`${users[1]!.id}:${gameId}:spread`, outcome(away - home - s));
      }
      if (l.over_under) {
        const t = Number(l.over_under);
        picks.push({
          ...base,
          userId: users[2]!.id,
          pickType: "over_under",
          pickedValue: "over",
          totalAtPick: t,
        });
        picks.push({
          ...base,
          userId: users[3]!.id,
          pickType: "over_under",
          pickedValue: "under",
          totalAtPick: t,
        });
        expected.set(`${users[2]!.id}:${gameId}:over_under`, outcome(home + away - t));
        expected.set(`${users[3]!.id}:${gameId}:over_under`, outcome(t - home - away));
      }
      if (l.home_moneyline && l.away_moneyline) {
        picks.push({
          ...base,
          userId: users[4]!.id,
          pickType: "moneyline",
          pickedTeamId: Number(g.home_id),
          oddsAtPick: Number(l.home_moneyline),
        });
        picks.push({
          ...base,
          userId: users[5]!.id,
          pickType: "moneyline",
          pickedTeamId: Number(g.away_id),
          oddsAtPick: Number(l.away_moneyline),
        });
        expected.set(`${users[4]!.id}:${gameId}:moneyline`, outcome(home - away));
        expected.set(`${users[5]!.id}:${gameId}:moneyline`, outcome(away - home));
      }
    }
    await insertPicks(picks);
    await gradeFinishedGames(env, new Date());
    const { results } = await env.DB.prepare(
      "SELECT user_id, game_id, pick_type, result FROM picks WHERE league_id = ?",
    )
      .bind(league)
      .all<{ user_id: number; game_id: number; pick_type: string; result: string }>();
    expect(results.length).toBe(expected.size);
    const mismatches = results.filter(
      (r) => expected.get(`${r.user_id}:${r.game_id}:${r.pick_type}`) !== r.result,
    );
    expect(mismatches).toEqual([]);
    // Spot check from the data README: the title game, Ohio State −8.5 won 34–23 and the total 44.5 went over.
    const title = results
      .filter((r) => r.game_id === TITLE)
      .map((r) => [r.user_id, r.pick_type, r.result]);
    expect(title).toContainEqual([users[1]!.id, "spread", "win"]);
    expect(title).toContainEqual([users[2]!.id, "over_under", "win"]);
    expect(title).toContainEqual([users[5]!.id, "moneyline", "win"]);
    await expectPointsMatchPicks();
  }, 300_000);
});
