/**
 * The jobs on the real 2024 NFL season beside college football, in the Workers runtime: the hourly
 * odds job, an NFL game replayed on the dev clock (live without a score, then final) through the
 * minute and grading jobs, every line graded by the same grader against an independent
 * computation from the raw CSV, and re-anchoring the replay.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseCsv } from "#data/csv";
import { GAME_LENGTH_MIN } from "#domain/replay/timeline";
import { importSeason } from "#data/import-season";
import { WEEK_MS } from "#data/season-source";
import { gradeFinishedGames } from "#worker/season/grading";
import { syncLiveScores } from "#worker/season/live-scores";
import { syncOdds } from "#worker/season/odds-sync";
import type { SportsDataProvider, TrackedGame } from "#worker/season/providers";
import {
  collegeShift,
  idOf,
  loadNflBesideCollege,
  nflSeasonId,
  raw,
  rawByKey,
} from "./nfl-support";
import { createUser } from "./support";
import {
  addMember,
  createLeague,
  IMPORT_NOW,
  importTestNflSeason,
  insertPicks,
  nflFiles,
  seasonFiles,
  shiftWeeks,
  type PickInsert,
} from "./season-support";

const teamIdOf = new Map(parseCsv(nflFiles.teams).map((t) => [t.abbreviation!, Number(t.team_id)]));

loadNflBesideCollege();

async function game(id: number) {
  return (await env.DB.prepare("SELECT * FROM games WHERE id = ?")
    .bind(id)
    .first<Record<string, unknown>>())!;
}

async function fullGameOdds(id: number) {
  return (await env.DB.prepare(
    "SELECT home_spread, away_spread, total_points, home_ml_odds, away_ml_odds FROM odds WHERE game_id = ? AND game_portion = 'full_game'",
  )
    .bind(id)
    .first<{
      home_spread: number;
      away_spread: number;
      total_points: number;
      home_ml_odds: number;
      away_ml_odds: number;
    }>())!;
}

async function nflLeague(userIds: number[]) {
  const league = await createLeague(userIds[0]!, nflSeasonId, { sport: "nfl" });
  for (const id of userIds) await addMember(league, id);
  return league;
}

describe("the hourly odds job beside the NFL", () => {
  it("tells the provider each game's sport, so a college feed is asked for college games only", async () => {
    // The provider seam: a real feed answers by sport; this one records what the job asks.
    const asked: TrackedGame[] = [];
    const recorder: SportsDataProvider = {
      name: "recorder",
      gameStates: async () => [],
      lines: async (games) => {
        asked.push(...games);
        return [];
      },
      rankings: async () => [],
    };
    // Three days before an NFL Sunday two weeks after the import: both sports' games are ahead.
    const sunday = new Date((await game(idOf("2024_14_SEA_ARI"))).kickoff_at as string);
    await syncOdds(env, new Date(sunday.getTime() - 3 * 24 * 3600_000), recorder);
    const sports = new Set(asked.map((g) => g.sport));
    expect(sports).toEqual(new Set(["ncaa-football", "nfl"]));
    const nflId = idOf("2024_14_SEA_ARI");
    expect(asked.find((g) => g.id === nflId)?.sport).toBe("nfl");
  });
  it("writes an NFL line at the feed's prices and derives no halves or quarters; college keeps them", async () => {
    const seaAri = idOf("2024_14_SEA_ARI");
    const sunday = new Date((await game(seaAri)).kickoff_at as string);
    const now = new Date(sunday.getTime() - 3 * 24 * 3600_000);
    const nflOther = idOf("2024_14_NYJ_MIA");
    const all = `SELECT * FROM odds WHERE game_id = ? ORDER BY game_portion`;
    const saved = new Map<number, Record<string, unknown>[]>();
    for (const id of [seaAri, nflOther])
      saved.set(id, (await env.DB.prepare(all).bind(id).all<Record<string, unknown>>()).results);
    let collegeId = 0;
    const feed: SportsDataProvider = {
      name: "feed",
      gameStates: async () => [],
      lines: async (games) => {
        collegeId = games.find((g) => g.sport === "ncaa-football")!.id;
        const line = { homeSpread: -4.5, total: 47.5, homeMl: -200, awayMl: 170, provider: "feed" };
        return [
          {
            ...line,
            gameId: seaAri,
            homeSpreadOdds: -105,
            awaySpreadOdds: -115,
            overOdds: -108,
            underOdds: -112,
          },
          { ...line, gameId: nflOther },
          { ...line, gameId: collegeId },
        ];
      },
      rankings: async () => [],
    };
    await syncOdds(env, now, feed);
    const rows = async (id: number) =>
      (
        await env.DB.prepare(all).bind(id).all<{
          game_portion: string;
          home_spread: number;
          home_spread_odds: number;
          away_spread_odds: number;
          over_odds: number;
          under_odds: number;
        }>()
      ).results;
    const priced = await rows(seaAri);
    expect(priced.map((o) => o.game_portion)).toEqual(["full_game"]);
    expect(priced[0]).toMatchObject({
      home_spread: -4.5,
      home_spread_odds: -105,
      away_spread_odds: -115,
      over_odds: -108,
      under_odds: -112,
    });
    const standard = await rows(nflOther);
    expect(standard.map((o) => o.game_portion)).toEqual(["full_game"]);
    expect(standard[0]).toMatchObject({
      home_spread: -4.5,
      home_spread_odds: -110,
      over_odds: -110,
    });
    // A college game's halves and quarters are still derived from its new line.
    const college = await rows(collegeId);
    expect(college.map((o) => o.game_portion)).toEqual(
      expect.arrayContaining(["first_half", "first_quarter", "full_game"]),
    );

    // The grading test below reads the file's lines: put them back.
    for (const [id, list] of saved) {
      await env.DB.prepare("DELETE FROM odds WHERE game_id = ?").bind(id).run();
      for (const o of list) {
        const cols = Object.keys(o);
        await env.DB.prepare(
          `INSERT INTO odds (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
        )
          .bind(...cols.map((c) => o[c]))
          .run();
      }
    }
  });
});

describe("replaying an NFL game on the dev clock", () => {
  it("is scheduled, then live with no score, then final with the file's score, and its picks graded", async () => {
    // Week 1 opener: Chiefs (home, −3 on a ticket) 27, Ravens 20; total 46 went over (47).
    const id = idOf("2024_01_BAL_KC");
    const [kc, bal] = [teamIdOf.get("KC")!, teamIdOf.get("BAL")!];
    const kickoff = Date.parse((await game(id)).kickoff_at as string);
    const odds = await fullGameOdds(id);
    expect([odds.home_spread, odds.away_spread, odds.total_points]).toEqual([-3, 3, 46]);
    const [u1, u2] = [await createUser(), await createUser()];
    const league = await nflLeague([u1.id, u2.id]);
    const base = { gameId: id, seasonId: nflSeasonId, week: 1, leagueId: league };
    await insertPicks([
      { ...base, userId: u1.id, pickType: "spread", pickedTeamId: kc, spreadAtPick: -3 },
      {
        ...base,
        userId: u1.id,
        pickType: "over_under",
        pickedValue: "over",
        totalAtPick: 46,
        isLock: true,
      },
      { ...base, userId: u2.id, pickType: "spread", pickedTeamId: bal, spreadAtPick: 3 },
      {
        ...base,
        userId: u2.id,
        pickType: "moneyline",
        pickedTeamId: bal,
        oddsAtPick: odds.away_ml_odds,
      },
      // A half pick stored before the sport's markets were enforced: it can never be settled.
      {
        ...base,
        userId: u2.id,
        pickType: "spread",
        portion: "first_half",
        pickedTeamId: kc,
        spreadAtPick: -1.5,
      },
    ]);

    const at = (minutes: number) => new Date(kickoff + minutes * 60_000);
    await syncLiveScores(env, at(-1));
    await gradeFinishedGames(env, at(-1));
    expect((await game(id)).status).toBe("scheduled");

    await syncLiveScores(env, at(60));
    await gradeFinishedGames(env, at(60));
    let g = await game(id);
    expect([g.status, g.period, g.clock, g.home_score, g.away_score, g.home_q1]).toEqual([
      "live",
      null,
      "Live",
      null,
      null,
      null,
    ]);
    // Later in the game still no score: nothing is invented between kickoff and the final.
    await syncLiveScores(env, at(200));
    g = await game(id);
    expect([g.status, g.home_score, g.away_score]).toEqual(["live", null, null]);
    expect(
      (await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM picks WHERE league_id = ? AND result IS NOT NULL",
      )
        .bind(league)
        .first<{ n: number }>())!.n,
    ).toBe(0);

    await syncLiveScores(env, at(GAME_LENGTH_MIN));
    expect((await syncLiveScores(env, at(GAME_LENGTH_MIN))).updated).toBe(0);
    await gradeFinishedGames(env, at(GAME_LENGTH_MIN));
    g = await game(id);
    const row = rawByKey.get("2024_01_BAL_KC")!;
    expect([g.status, g.clock, g.home_score, g.away_score, g.home_q1, g.away_ot]).toEqual([
      "final",
      "Final",
      Number(row.home_score),
      Number(row.away_score),
      null,
      null,
    ]);
    expect(g.final_at).toBe(at(GAME_LENGTH_MIN).toISOString());

    const { results } = await env.DB.prepare(
      "SELECT user_id, pick_type, game_portion, result, points FROM picks WHERE league_id = ? ORDER BY id",
    )
      .bind(league)
      .all();
    expect(results.map((r) => [r.pick_type, r.game_portion, r.result, r.points])).toEqual([
      ["spread", "full_game", "win", 1], // KC −3 won by 7
      ["over_under", "full_game", "win", 2], // 47 over 46, a lock
      ["spread", "full_game", "loss", 0], // BAL +3 lost by 7
      ["moneyline", "full_game", "loss", 0],
      ["spread", "first_half", "void", 0], // no half scores exist
    ]);
    const standings = await env.DB.prepare(
      "SELECT user_id, points, wins, losses, voids FROM league_week_points WHERE league_id = ? ORDER BY user_id",
    )
      .bind(league)
      .all();
    expect(standings.results).toEqual([
      { user_id: u1.id, points: 3, wins: 2, losses: 0, voids: 0 },
      { user_id: u2.id, points: 0, wins: 0, losses: 2, voids: 1 },
    ]);
  }, 120_000);
});

describe("the whole 2024 NFL season", () => {
  it("grades every line as the raw CSV says: home covers when result > spread_line", async () => {
    // After the Super Bowl every NFL game is final.
    const after = new Date(Date.parse("2025-02-12T00:00:00.000Z") + collegeShift * WEEK_MS);
    await syncLiveScores(env, after);
    const open = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM games WHERE season_id = ? AND status <> 'final'",
    )
      .bind(nflSeasonId)
      .first<{ n: number }>();
    expect(open!.n).toBe(0);

    const users = [];
    for (let i = 0; i < 6; i++) users.push((await createUser()).id);
    const league = await nflLeague(users);
    const picks: PickInsert[] = [];
    const expected = new Map<string, string>();
    const outcome = (x: number) => (x > 0 ? "win" : x < 0 ? "loss" : "push");
    for (const r of raw) {
      const gameId = Number(r.espn);
      // The line as a pick stores it: the importer's odds row, the ticket's sign.
      const odds = await fullGameOdds(gameId);
      const base = { gameId, seasonId: nflSeasonId, week: Number(r.week), leagueId: league };
      const [home, away] = [teamIdOf.get(r.home_team!)!, teamIdOf.get(r.away_team!)!];
      const result = Number(r.home_score) - Number(r.away_score);
      const total = Number(r.home_score) + Number(r.away_score);
      const spreadLine = Number(r.spread_line);
      const totalLine = Number(r.total_line);
      picks.push(
        {
          ...base,
          userId: users[0]!,
          pickType: "spread",
          pickedTeamId: home,
          spreadAtPick: odds.home_spread,
        },
        {
          ...base,
          userId: users[1]!,
          pickType: "spread",
          pickedTeamId: away,
          spreadAtPick: odds.away_spread,
        },
        {
          ...base,
          userId: users[2]!,
          pickType: "over_under",
          pickedValue: "over",
          totalAtPick: odds.total_points,
        },
        {
          ...base,
          userId: users[3]!,
          pickType: "over_under",
          pickedValue: "under",
          totalAtPick: odds.total_points,
        },
        {
          ...base,
          userId: users[4]!,
          pickType: "moneyline",
          pickedTeamId: home,
          oddsAtPick: odds.home_ml_odds,
        },
        {
          ...base,
          userId: users[5]!,
          pickType: "moneyline",
          pickedTeamId: away,
          oddsAtPick: odds.away_ml_odds,
        },
      );
      expected.set(`${users[0]}:${gameId}`, outcome(result - spreadLine));
      expected.set(`${users[1]}:${gameId}`, outcome(spreadLine - result));
      expected.set(`${users[2]}:${gameId}`, outcome(total - totalLine));
      expected.set(`${users[3]}:${gameId}`, outcome(totalLine - total));
      expected.set(`${users[4]}:${gameId}`, outcome(result));
      expected.set(`${users[5]}:${gameId}`, outcome(-result));
    }
    await insertPicks(picks);
    await gradeFinishedGames(env, after);

    const { results } = await env.DB.prepare(
      "SELECT user_id, game_id, result FROM picks WHERE league_id = ?",
    )
      .bind(league)
      .all<{ user_id: number; game_id: number; result: string }>();
    expect(results.length).toBe(6 * 285);
    expect(results.filter((r) => expected.get(`${r.user_id}:${r.game_id}`) !== r.result)).toEqual(
      [],
    );
    const count = (user: number, result: string) =>
      results.filter((r) => r.user_id === user && r.result === result).length;
    // The data README's figures: home 146 covers, away 135, 4 pushes; over 152, under 130, 3 pushes.
    expect([count(users[0]!, "win"), count(users[1]!, "win"), count(users[0]!, "push")]).toEqual([
      146, 135, 4,
    ]);
    expect([count(users[2]!, "win"), count(users[3]!, "win"), count(users[2]!, "push")]).toEqual([
      152, 130, 3,
    ]);
    expect(count(users[1]!, "push")).toBe(4);
    expect(count(users[3]!, "push")).toBe(3);
    // No tie in 2024: every moneyline is decided.
    expect(count(users[4]!, "win") + count(users[5]!, "win")).toBe(285);
  }, 300_000);
});

describe("re-anchoring the replay", () => {
  it("a college re-anchor (another DEMO_WEEK) moves every NFL kickoff and replays the games again", async () => {
    const id = idOf("2024_22_KC_PHI");
    expect((await game(id)).status).toBe("final");
    const before = Date.parse((await game(id)).kickoff_at as string);
    // As `npm start` with DEMO_WEEK=12 instead of 13: college first, then the NFL.
    const college = await importSeason(env.DB, seasonFiles, { now: IMPORT_NOW, demoWeek: 12 });
    expect(college.reanchored).toBe(true);
    const moved = await importTestNflSeason();
    expect([moved.shiftWeeks, moved.reset]).toEqual([college.shiftWeeks, 285]);
    const g = await game(id);
    expect(Date.parse(g.kickoff_at as string) - before).toBe(
      (college.shiftWeeks - collegeShift) * WEEK_MS,
    );
    expect([g.status, g.home_score, g.away_score, g.final_at]).toEqual([
      "scheduled",
      null,
      null,
      null,
    ]);
    // Back to DEMO_WEEK 13: every kickoff back where it was, to be replayed again.
    await importTestNflSeason({ withCollege: true });
    expect(Date.parse((await game(id)).kickoff_at as string)).toBe(before);
    expect(await shiftWeeks()).toBe(collegeShift);
  }, 60_000);
});
