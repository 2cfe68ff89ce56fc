import { describe, expect, it } from "vitest";
import type { GradeResult } from "../grading/grade-pick";
import { liveWeekRows, type LiveWeekPick } from "./live-week";

const league = (
  over: Partial<{ count_push_as_win: boolean; primary_tiebreaker: string }> = {},
) => ({
  id: 7,
  primary_tiebreaker: "pick_percentage",
  secondary_tiebreaker: "average_odds",
  count_push_as_win: false,
  ...over,
});

const RESULTS: (GradeResult | null)[] = ["win", "loss", "push", "void", null];

/** A reproducible week: `members` fans, `n` picks each, outcomes drawn from a seed. */
function week(members: number, n: number, opts: { locks: boolean; confidence: boolean }) {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const people = Array.from({ length: members }, (_, i) => ({
    user_id: i + 1,
    username: `fan${String(i).padStart(2, "0")}`,
  }));
  const picks: LiveWeekPick[] = [];
  for (const m of people)
    for (let k = 0; k < n; k++)
      picks.push({
        user_id: m.user_id,
        result: RESULTS[next() % RESULTS.length]!,
        is_lock: opts.locks && k === 0,
        confidence: opts.confidence ? k + 1 : null,
        odds_at_pick: -110,
      });
  return { people, picks };
}

/** The same numbers the long way: one pick at a time, by the DESIGN's scoring table. */
function independent(picks: readonly LiveWeekPick[], userId: number, pushWins: boolean) {
  let points = 0;
  let possible = 0;
  for (const p of picks.filter((x) => x.user_id === userId)) {
    const worth = (p.is_lock ? 2 : 1) * (p.confidence ?? 1);
    if (p.result === null) possible += worth;
    else if (p.result === "win" || (p.result === "push" && pushWins)) points += worth;
  }
  return { points, possible: points + possible };
}

describe("the live week's points, points still possible and who can still win", () => {
  for (const [name, opts] of [
    ["standard", { locks: false, confidence: false }],
    ["lock", { locks: true, confidence: false }],
    ["confidence", { locks: false, confidence: true }],
  ] as const)
    for (const pushWins of [false, true])
      it(`${name} week (pushes ${pushWins ? "win" : "score 0"}) equals the independent sum`, () => {
        const { people, picks } = week(40, 5, opts);
        const rows = liveWeekRows({
          league: league({ count_push_as_win: pushWins }),
          week: 6,
          members: people,
          picks,
        });
        expect(rows).toHaveLength(40);
        const leader = Math.max(
          ...people.map((m) => independent(picks, m.user_id, pushWins).points),
        );
        for (const r of rows) {
          const want = independent(picks, r.user_id, pushWins);
          expect([r.points, r.points_possible]).toEqual([want.points, want.possible]);
          expect(r.can_still_win).toBe(want.possible >= leader);
        }
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
        for (let i = 1; i < rows.length; i++)
          expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
      });

  it("ranks a tie on points by the league's tiebreaker, then username", () => {
    const members = [
      { user_id: 1, username: "zed" },
      { user_id: 2, username: "amy" },
      { user_id: 3, username: "bob" },
    ];
    const pick = (user_id: number, result: GradeResult | null): LiveWeekPick => ({
      user_id,
      result,
      is_lock: false,
      confidence: null,
      odds_at_pick: -110,
    });
    // zed 1 of 1 (100 %), amy 1 of 2 (50 %), bob 1 of 2 with a pick still open.
    const picks = [
      pick(1, "win"),
      pick(2, "win"),
      pick(2, "loss"),
      pick(3, "win"),
      pick(3, "loss"),
      pick(3, null),
    ];
    const rows = liveWeekRows({ league: league(), week: 3, members, picks });
    expect(
      rows.map((r) => [r.username, r.rank, r.points, r.points_possible, r.can_still_win]),
    ).toEqual([
      ["zed", 1, 1, 1, true],
      ["amy", 2, 1, 1, true],
      ["bob", 3, 1, 2, true],
    ]);
  });

  it("marks a fan who cannot reach the leader, and counts a member with no picks", () => {
    const rows = liveWeekRows({
      league: league(),
      week: 1,
      members: [
        { user_id: 1, username: "a" },
        { user_id: 2, username: "b" },
      ],
      picks: [
        { user_id: 1, result: "win", is_lock: true, confidence: null, odds_at_pick: null },
        { user_id: 9, result: "win", is_lock: false, confidence: null, odds_at_pick: null },
      ],
    });
    expect(rows).toEqual([
      { user_id: 1, username: "a", points: 2, points_possible: 2, rank: 1, can_still_win: true },
      { user_id: 2, username: "b", points: 0, points_possible: 0, rank: 2, can_still_win: false },
    ]);
  });

  it("breaks a tie by the closer total guess once the tiebreaker game is final", () => {
    const rows = liveWeekRows({
      league: { ...league(), primary_tiebreaker: "total_guess" },
      week: 2,
      members: [
        { user_id: 1, username: "a", guess_diff: 9 },
        { user_id: 2, username: "b", guess_diff: 3 },
      ],
      picks: [],
    });
    expect(rows.map((r) => r.username)).toEqual(["b", "a"]);
  });

  it("reranks a what-if: the open picks given the tapped outcomes", () => {
    const members = [
      { user_id: 1, username: "a" },
      { user_id: 2, username: "b" },
    ];
    const open = (user_id: number, is_lock: boolean, result: GradeResult | null = null) => ({
      user_id,
      result,
      is_lock,
      confidence: null,
      odds_at_pick: null,
    });
    const real = [open(1, false, "win"), open(2, true)];
    const asItIs = liveWeekRows({ league: league(), week: 4, members, picks: real });
    expect(asItIs.map((r) => r.username)).toEqual(["a", "b"]);
    // b's open lock taps to a win: b goes first with 2 points.
    const whatIf = real.map((p) => (p.user_id === 2 ? { ...p, result: "win" as const } : p));
    const tapped = liveWeekRows({ league: league(), week: 4, members, picks: whatIf });
    expect(tapped.map((r) => [r.username, r.points])).toEqual([
      ["b", 2],
      ["a", 1],
    ]);
  });
});
