/**
 * The total-points guess (issue 46, ADR 0406) on real D1: `total_guess` as a league's tiebreaker,
 * and the guess taken with a week's submission (required, in range, changeable until the
 * tiebreaker game kicks off, stored in the same batch as the picks or not at all).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CONFIDENCE_MESSAGES as M } from "#domain/leagues/pool-format";
import { call, createUser } from "./support";
import { ensureSeason } from "./fixtures/leagues";
import { countPicks, insertGame, insertLeague } from "./fixtures/sportsbook";
import { sportsbookKit } from "./sportsbook-support";

describe("total_guess as a league tiebreaker", () => {
  it("is accepted as the primary in Create League and as the secondary in an edit", async () => {
    await ensureSeason();
    const user = await createUser();
    const created = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Guessers", primary_tiebreaker: "total_guess" },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ primary_tiebreaker: "total_guess" });
    const edited = await call(`/api/leagues/${created.json.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { primary_tiebreaker: "random", secondary_tiebreaker: "total_guess" },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({
      primary_tiebreaker: "random",
      secondary_tiebreaker: "total_guess",
    });
    const odd = await call(`/api/leagues/${created.json.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { secondary_tiebreaker: "closest_guess" },
    });
    expect(odd.status).toBe(400);
    expect(odd.json).toEqual({ secondary_tiebreaker: ["Unknown tiebreaker"] });
  });
});

const { season, hours, spreadPick, submit, setup } = sportsbookKit();

/** A total_guess league of week 5 with four games; the last by kickoff is the tiebreaker game. */
async function guessWeek(format: "standard" | "confidence" = "standard") {
  const kit = await setup({ picksPerWeek: 4, enableLocks: false });
  const last = await insertGame(season, { week: 5, kickoffAt: hours(30) });
  await env.DB.prepare(
    "UPDATE leagues SET primary_tiebreaker = 'total_guess', pool_format = ? WHERE id = ?",
  )
    .bind(format, kit.league.id)
    .run();
  const send = (gameIdx: number[], extra: Record<string, unknown> = {}) =>
    submit(kit.user, {
      league_id: kit.league.id,
      week: 5,
      season_id: season.seasonId,
      picks: gameIdx.map((i) => spreadPick(i === 3 ? last : kit.games[i]!)),
      ...extra,
    });
  const guesses = async () =>
    (
      await env.DB.prepare(
        "SELECT week, game_id, guess FROM tiebreaker_guesses WHERE league_id = ? AND user_id = ?",
      )
        .bind(kit.league.id, kit.user.id)
        .all()
    ).results;
  return { ...kit, last, send, guesses };
}

describe("the guess taken with a week's submission", () => {
  it("is required, whole and from 0 to 200: each refusal a 400 under tiebreaker_guess, nothing stored", async () => {
    const { user, league, send, guesses } = await guessWeek();
    const refusals: [unknown, string][] = [
      [undefined, M.guessRequired],
      [null, M.guessRequired],
      [201, M.guessRange],
      [-1, M.guessRange],
      [45.5, M.guessRange],
      ["lots", M.guessRange],
    ];
    for (const [guess, message] of refusals) {
      const res = await send([0], guess === undefined ? {} : { tiebreaker_guess: guess });
      expect(res.status, JSON.stringify(guess)).toBe(400);
      expect(res.json).toEqual({ tiebreaker_guess: [message] });
    }
    expect(await countPicks(user.id, league.id)).toBe(0);
    expect(await guesses()).toEqual([]);
  });

  it("is stored on the week's last game by kickoff with the picks, kept by a later submission and replaced by a new value", async () => {
    const { send, guesses, last } = await guessWeek();
    const first = await send([0], { tiebreaker_guess: 51 });
    expect(first.status, first.text).toBe(201);
    expect(await guesses()).toEqual([{ week: 5, game_id: last.id, guess: 51 }]);
    const more = await send([1]);
    expect(more.status, more.text).toBe(201);
    expect(await guesses()).toEqual([{ week: 5, game_id: last.id, guess: 51 }]);
    const changed = await send([2], { tiebreaker_guess: "63" });
    expect(changed.status, changed.text).toBe(201);
    expect(await guesses()).toEqual([{ week: 5, game_id: last.id, guess: 63 }]);
  });

  it("is fixed once the tiebreaker game has kicked off: the same value passes, another is refused", async () => {
    const { user, league, send, guesses, last } = await guessWeek();
    expect((await send([0], { tiebreaker_guess: 40 })).status).toBe(201);
    await env.DB.prepare("UPDATE games SET status = 'in_progress' WHERE id = ?")
      .bind(last.id)
      .run();
    const moved = await send([1], { tiebreaker_guess: 41 });
    expect(moved.status).toBe(400);
    expect(moved.json).toEqual({ tiebreaker_guess: [M.guessLocked] });
    expect(await countPicks(user.id, league.id)).toBe(1);
    const same = await send([1], { tiebreaker_guess: 40 });
    expect(same.status, same.text).toBe(201);
    const none = await send([2]);
    expect(none.status, none.text).toBe(201);
    expect(await guesses()).toEqual([{ week: 5, game_id: last.id, guess: 40 }]);
  });

  it("is not stored when the picks are refused", async () => {
    const { user, league, send, guesses } = await guessWeek("confidence");
    const res = await send([0, 1, 2, 3], { tiebreaker_guess: 50 });
    expect(res.status).toBe(400);
    expect(res.json).toHaveProperty(["picks.0.confidence"]);
    expect(await countPicks(user.id, league.id)).toBe(0);
    expect(await guesses()).toEqual([]);
  });

  it("is ignored by a league that does not break ties by it", async () => {
    const { user, league, games } = await setup();
    const res = await submit(user, {
      league_id: league.id,
      week: 5,
      season_id: season.seasonId,
      picks: [spreadPick(games[0]!)],
      tiebreaker_guess: 999,
    });
    expect(res.status, res.text).toBe(201);
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM tiebreaker_guesses WHERE league_id = ?",
    )
      .bind(league.id)
      .first();
    expect(rows).toEqual({ n: 0 });
  });
});

describe("the week view of a total_guess league", () => {
  it("names the tiebreaker game and the ranks taken, and shows another member's guess from kickoff", async () => {
    const kit = await guessWeek("confidence");
    const other = await createUser();
    await env.DB.prepare(
      "INSERT INTO league_members (league_id, user_id, role, status, joined_at) VALUES (?, ?, 'member', 'active', '2024-08-01T00:00:00.000Z')",
    )
      .bind(kit.league.id, other.id)
      .run();
    const picks = (ranks: number[]) =>
      [...kit.games, kit.last].map((g, i) => ({ ...spreadPick(g), confidence: ranks[i] }));
    const body = { league_id: kit.league.id, week: 5, season_id: season.seasonId };
    expect(
      (await submit(kit.user, { ...body, picks: picks([4, 3, 2, 1]), tiebreaker_guess: 47 }))
        .status,
    ).toBe(201);
    expect(
      (await submit(other, { ...body, picks: picks([1, 2, 3, 4]), tiebreaker_guess: 55 })).status,
    ).toBe(201);
    const view = async () =>
      (await call(`/api/leagues/${kit.league.id}/weekly_picks/?week=5`, { token: kit.user.token }))
        .json;
    const guessOf = (
      json: { weekly_picks: { user_id: number; tiebreaker_guess: number | null }[] },
      id: number,
    ) => json.weekly_picks.find((m) => m.user_id === id)!.tiebreaker_guess;
    const before = await view();
    expect(before).toMatchObject({
      pool_format: "confidence",
      confidence_n: 4,
      tiebreaker_game_id: kit.last.id,
      tiebreaker_matchup: expect.stringMatching(/^.+ at .+$/),
      tiebreaker_guess: 47,
    });
    expect([...before.ranks_taken].sort()).toEqual([1, 2, 3, 4]);
    expect([guessOf(before, kit.user.id), guessOf(before, other.id)]).toEqual([47, null]);
    await env.DB.prepare("UPDATE games SET status = 'in_progress' WHERE id = ?")
      .bind(kit.last.id)
      .run();
    const after = await view();
    expect([guessOf(after, kit.user.id), guessOf(after, other.id)]).toEqual([47, 55]);
  });

  it("a standard league's week names no tiebreaker game and no rank", async () => {
    const { user, league } = await setup();
    const res = await call(`/api/leagues/${league.id}/weekly_picks/?week=5`, { token: user.token });
    expect(res.json).toMatchObject({
      pool_format: "standard",
      confidence_n: null,
      ranks_taken: [],
      tiebreaker_game_id: null,
      tiebreaker_matchup: null,
      tiebreaker_guess: null,
    });
    expect(res.json.weekly_picks[0].tiebreaker_guess).toBeNull();
  });
});

describe("the sportsbook's pool week", () => {
  it("carries a pool league's N, ranks taken, tiebreaker game and the viewer's guess; no other league gets one", async () => {
    const kit = await guessWeek("confidence");
    const standard = await insertLeague(season, [kit.user]);
    const res = await kit.send([0, 1], {
      picks: [
        { ...spreadPick(kit.games[0]!), confidence: 4 },
        { ...spreadPick(kit.games[1]!), confidence: 2 },
      ],
    });
    expect(res.status).toBe(400);
    const status = await call("/api/sportsbook/league_status/?week=5", { token: kit.user.token });
    expect(status.status, status.text).toBe(200);
    const byId = (id: number) =>
      status.json.leagues.find((l: { id: number }) => l.id === id) as Record<string, unknown>;
    expect(byId(kit.league.id).pool_week).toEqual({
      week: 5,
      confidence_n: 4,
      ranks_taken: [],
      tiebreaker_game_id: kit.last.id,
      tiebreaker_kickoff: kit.last.kickoffAt,
      tiebreaker_matchup: expect.stringMatching(/^.+ at .+$/),
      tiebreaker_guess: null,
    });
    expect(byId(standard.id)).not.toHaveProperty("pool_week");
    const sent = await submit(kit.user, {
      league_id: kit.league.id,
      week: 5,
      season_id: season.seasonId,
      picks: [...kit.games, kit.last].map((g, i) => ({ ...spreadPick(g), confidence: i + 1 })),
      tiebreaker_guess: 58,
    });
    expect(sent.status, sent.text).toBe(201);
    const after = await call("/api/sportsbook/league_status/?week=5", { token: kit.user.token });
    const pool = after.json.leagues.find((l: { id: number }) => l.id === kit.league.id).pool_week;
    expect([[...pool.ranks_taken].sort(), pool.tiebreaker_guess]).toEqual([[1, 2, 3, 4], 58]);
  });
});
