// The slip of a confidence league (issue 46): the ranks offered and how a rank moves between
// picks, the ranks and the guess kept on the device, what holds the submission, and the
// submit_picks body the outbox carries.
import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { CONFIDENCE_MESSAGES } from "#domain/leagues/pool-format";
import { offlineDevice, signedInFan } from "#web/offline/test-device";

const store = offlineDevice();

const { db } = await import("#web/offline/db");
type PendingPick = import("#web/offline/db").PendingPick;
type PendingPickRow = import("#web/offline/db").PendingPickRow;
const { pendingKey } = await import("./pending-picks");
const { submitAll, submitEach } = await import("./pick-writes");
const {
  assignRank,
  rankSetup,
  rankedText,
  setPendingGuess,
  slipProblem,
  slipProblems,
  storeRanks,
  storedGuess,
  guessField,
  asksGuess,
  serverProblems,
} = await import("./confidence");
type PoolWeek = import("#domain/sportsbook/contract").PoolWeekJson;

const NOW = Date.parse("2024-12-20T12:00:00Z");
const KICKOFF = "2025-01-01T01:00:00.000Z";

const league = (over: Record<string, unknown> = {}) =>
  ({
    id: 3,
    name: "Bowl Mania",
    sport_key: "ncaa-football",
    season: { id: 1, name: "2024" },
    odds_range_enabled: false,
    min_odds: -1000,
    max_odds: 1000,
    enable_locks: false,
    picks_per_week: 3,
    pool_format: "confidence",
    postseason_only: false,
    ...over,
  }) as unknown as SportsbookLeague;

const poolWeek = (over: Partial<PoolWeek> = {}): PoolWeek => ({
  week: 2,
  confidence_n: 3,
  ranks_taken: [],
  tiebreaker_game_id: null,
  tiebreaker_kickoff: null,
  tiebreaker_guess: null,
  ...over,
});

const pick = (gameId: number, over: Partial<PendingPick> = {}): PendingPick => ({
  gameId,
  pickType: "spread",
  gamePortion: "full_game",
  side: "home",
  propId: null,
  pickedTeamId: 251,
  odds: -110,
  line: -6.5,
  name: `Game ${gameId} -6.5`,
  gameTime: "2024-12-31T20:00:00.000Z",
  lockAt: "2024-12-31T20:00:00.000Z",
  isLock: false,
  ...over,
});

const row = (gameId: number, confidence?: number, over: Partial<PendingPickRow> = {}) => {
  const p = pick(gameId, confidence === undefined ? {} : { confidence });
  return {
    key: pendingKey(7, 3, p),
    userId: 7,
    leagueId: 3,
    week: 2,
    gameId,
    pick: p,
    mutationId: null,
    rejection: null,
    updatedAt: gameId,
    ...over,
  } satisfies PendingPickRow;
};

const ctxOf = (l: SportsbookLeague, pendingRows: PendingPickRow[]) => ({
  userId: 7,
  league: l,
  filters: null,
  pendingRows,
  submitted: [],
  nowMs: NOW,
});

async function stored(rows: PendingPickRow[]) {
  await db.pendingPicks.bulkPut(rows);
  return rows;
}

beforeEach(() => signedInFan(store, db));

describe("the ranks a confidence slip offers", () => {
  it("ranks a regular week 1 to N, N from the pool week or else the league's picks a week", () => {
    expect(rankSetup(league())).toMatchObject({ n: 3, toRank: 3, offered: [1, 2, 3] });
    const five = rankSetup(league({ pool_week: poolWeek({ confidence_n: 5 }) }));
    expect(five).toMatchObject({ n: 5, toRank: 5, offered: [1, 2, 3, 4, 5], partial: false });
    expect(rankedText(3, five.toRank)).toBe("3 of 5 ranked");
  });

  it("offers a bowl card sent in parts only the ranks not yet submitted", () => {
    const card = league({
      postseason_only: true,
      pool_week: poolWeek({ confidence_n: 6, ranks_taken: [6, 2] }),
    });
    expect(rankSetup(card)).toEqual({
      n: 6,
      taken: [6, 2],
      partial: true,
      toRank: 4,
      offered: [1, 3, 4, 5],
    });
  });
});

describe("giving a pick its rank", () => {
  it("sets a rank, swaps it with the pick that held it, and takes it off again", () => {
    const rows = [row(1, 1), row(2), row(3, 3)];
    const set = assignRank(rows, rows[1]!.key, 2);
    expect(set.map((r) => [r.gameId, r.pick.confidence])).toEqual([[2, 2]]);
    const swapped = assignRank(rows, rows[0]!.key, 3);
    expect(swapped.map((r) => [r.gameId, r.pick.confidence])).toEqual([
      [1, 3],
      [3, 1],
    ]);
    const off = assignRank(rows, rows[2]!.key, null);
    expect(off.map((r) => [r.gameId, r.pick.confidence])).toEqual([[3, null]]);
    // The same rank again changes nothing.
    expect(assignRank(rows, rows[0]!.key, 1)).toEqual([]);
  });

  it("keeps the ranks and the guess on the device, in the slip's order", async () => {
    const rows = await stored([row(1), row(2), row(3, undefined, { mutationId: "m1" })]);
    const unsent = rows.slice(0, 2);
    await storeRanks(assignRank(unsent, rows[1]!.key, 2));
    await setPendingGuess(unsent, 47);
    const reloaded = await db.pendingPicks.orderBy("key").toArray();
    const byGame = new Map(reloaded.map((r) => [r.gameId, r]));
    expect(byGame.get(2)!.pick.confidence).toBe(2);
    expect(byGame.get(2)!.updatedAt).toBe(2);
    expect(byGame.get(1)!.tiebreakerGuess).toBe(47);
    // A queued row carries its own submission already.
    expect(byGame.get(3)!.tiebreakerGuess).toBeUndefined();
    expect(storedGuess(league(), reloaded)).toBe(47);
  });
});

describe("what holds a confidence submission", () => {
  it("holds it until every pick is ranked, each rank once", () => {
    const l = league();
    const some = slipProblems(l, [row(1, 1), row(2), row(3, 3)], NOW);
    expect(some.ranked).toBe(2);
    expect(slipProblem(some)).toBe(CONFIDENCE_MESSAGES.missing);
    const twice = slipProblems(l, [row(1, 1), row(2, 1), row(3, 3)], NOW);
    expect(twice.byKey.get(row(2).key)).toBe(CONFIDENCE_MESSAGES.repeated(1));
    const short = slipProblems(l, [row(1, 1), row(2, 2)], NOW);
    expect(short.whole).toBe(CONFIDENCE_MESSAGES.exactly(3));
    expect(slipProblem(slipProblems(l, [row(1, 2), row(2, 3), row(3, 1)], NOW))).toBeNull();
  });

  it("refuses a rank already on a submitted pick of a bowl card", () => {
    const card = league({
      postseason_only: true,
      pool_week: poolWeek({ confidence_n: 4, ranks_taken: [4] }),
    });
    const problems = slipProblems(card, [row(1, 4), row(2, 1)], NOW);
    expect(problems.byKey.get(row(1).key)).toBe(CONFIDENCE_MESSAGES.taken(4));
    expect(slipProblem(slipProblems(card, [row(1, 3), row(2, 1)], NOW))).toBeNull();
  });

  it("asks the tiebreaker guess until one is stored, and lets it change before kickoff", () => {
    const tb = poolWeek({ tiebreaker_game_id: 99, tiebreaker_kickoff: KICKOFF });
    const l = league({ pool_week: tb });
    const ranked = [row(1, 1), row(2, 2), row(3, 3)];
    expect(asksGuess(l, NOW)).toBe(true);
    expect(slipProblem(slipProblems(l, ranked, NOW))).toBe(CONFIDENCE_MESSAGES.guessRequired);
    expect(slipProblems(l, ranked, NOW, "250").guess).toBe(CONFIDENCE_MESSAGES.guessRange);
    expect(slipProblems(l, ranked, NOW, "4.5").guess).toBe(CONFIDENCE_MESSAGES.guessRange);
    expect(slipProblem(slipProblems(l, ranked, NOW, "51"))).toBeNull();
    const guessed = league({ pool_week: { ...tb, tiebreaker_guess: 44 } });
    expect(asksGuess(guessed, NOW)).toBe(true);
    // Left empty, the stored guess stands.
    expect(slipProblem(slipProblems(guessed, ranked, NOW, ""))).toBeNull();
    expect(asksGuess(guessed, Date.parse(KICKOFF))).toBe(false);
  });
});

describe("the submission the outbox carries", () => {
  const outboxBody = async () => {
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    return rows[0]!.body as { picks: Record<string, unknown>[]; tiebreaker_guess?: number };
  };

  it("sends each pick's rank and the guess in one submit_picks body", async () => {
    const l = league({
      pool_week: poolWeek({ tiebreaker_game_id: 99, tiebreaker_kickoff: KICKOFF }),
    });
    const rows = await stored([row(1, 2), row(2, 3), row(3, 1)]);
    await setPendingGuess(rows, 51);
    const withGuess = await db.pendingPicks.toArray();
    expect(await submitAll(ctxOf(l, withGuess), 1)).toBeNull();
    const body = await outboxBody();
    expect(body.picks.map((p) => [p.game_id, p.confidence])).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
    expect(body.tiebreaker_guess).toBe(51);
    expect(body).toMatchObject({ league_id: 3, week: 2, lock_pick_index: null });
    expect(guessField(league(), withGuess)).toEqual({});
  });

  it("queues nothing while a pick is unranked or the guess is missing", async () => {
    const rows = await stored([row(1, 2), row(2), row(3, 1)]);
    expect(await submitAll(ctxOf(league(), rows), 1)).toBe(CONFIDENCE_MESSAGES.missing);
    const tb = league({ pool_week: poolWeek({ tiebreaker_game_id: 99 }) });
    const ranked = await stored([row(1, 2), row(2, 3), row(3, 1)]);
    expect(await submitAll(ctxOf(tb, ranked), 1)).toBe(CONFIDENCE_MESSAGES.guessRequired);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.pendingPicks.toArray()).every((r) => r.mutationId === null)).toBe(true);
  });

  it("sends a ranked week from the newer screen as one submission too", async () => {
    const rows = await stored([row(1, 2), row(2, 3), row(3, 1)]);
    expect(await submitEach(ctxOf(league(), rows))).toBeNull();
    const outbox = await db.outbox.toArray();
    expect(outbox.map((r) => r.path)).toEqual(["/weekly-picks/submit_picks/"]);
  });

  it("leaves a standard league's body as it was: no rank, no guess", async () => {
    const rows = await stored([row(1), row(2)]);
    const standard = league({ pool_format: "standard", enable_locks: true });
    expect(await submitAll(ctxOf(standard, rows), 1)).toBeNull();
    const body = await outboxBody();
    expect(Object.keys(body).sort()).toEqual([
      "league_id",
      "lock_pick_index",
      "picks",
      "season_id",
      "week",
    ]);
    expect(body.picks.every((p) => !("confidence" in p))).toBe(true);
  });
});

describe("the server's refusal of a ranked week", () => {
  it("shows each field error under the pick it names, the count and the guess", async () => {
    const { submitBody } = await import("./pick-writes");
    const rows = [row(1, 2), row(2, 2), row(3, 1)];
    // The slip's order has changed since the submission: the picks are found by what was sent.
    const sent = { picks: [rows[2]!, rows[0]!, rows[1]!].map((r) => submitBody(r.pick)) };
    const refused = serverProblems(
      [
        {
          body: sent,
          rejectedBody: {
            "picks.2.confidence": [CONFIDENCE_MESSAGES.repeated(2)],
            picks: [CONFIDENCE_MESSAGES.exactly(4)],
            tiebreaker_guess: [CONFIDENCE_MESSAGES.guessRange],
          },
        },
        { body: sent, rejectedBody: { error: "League not found" } },
      ],
      rows,
    );
    expect([...refused.byKey]).toEqual([[rows[1]!.key, CONFIDENCE_MESSAGES.repeated(2)]]);
    expect(refused.whole).toBe(CONFIDENCE_MESSAGES.exactly(4));
    expect(refused.guess).toBe(CONFIDENCE_MESSAGES.guessRange);
    expect(serverProblems([{ body: sent }], rows).byKey.size).toBe(0);
  });
});
