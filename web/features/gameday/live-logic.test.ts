import { describe, expect, it } from "vitest";
import type { LiveChip, LiveGame, LiveResponse } from "#domain/standings/contract";
import {
  chipState,
  chipText,
  remainingGames,
  splitText,
  survivorWhatIfRows,
  whatIfResult,
  whatIfRows,
} from "./live-logic";

const league = {
  id: 1,
  primary_tiebreaker: "pick_percentage",
  secondary_tiebreaker: "average_odds",
  count_push_as_win: false,
};

const game = (id: number, over: Partial<LiveGame> = {}): LiveGame => ({
  game_id: id,
  status: "live",
  home_score: 17,
  away_score: 14,
  kickoff_at: "2026-10-17T16:00:00Z",
  home_team_id: 10 * id,
  away_team_id: 10 * id + 1,
  home_team_short: `H${id}`,
  away_team_short: `A${id}`,
  ...over,
});

const chip = (gameId: number, side: LiveChip["side"], over: Partial<LiveChip> = {}): LiveChip => ({
  game_id: gameId,
  pick_type: "spread",
  game_portion: "full_game",
  side,
  line: side === "home" ? -6.5 : 6.5,
  is_lock: false,
  odds_at_pick: -110,
  result: null,
  ...over,
});

/** Ann leads on a graded win; Bob and Cy have the live game 2 on opposite sides. */
function answer(): LiveResponse {
  const row = (
    user_id: number,
    username: string,
    picks: LiveChip[],
    points: number,
    possible: number,
  ) => ({
    user_id,
    username,
    picks,
    points,
    points_possible: possible,
    rank: 0,
    can_still_win: true,
  });
  const rows = [
    row(1, "ann", [chip(1, "home", { result: "win" }), chip(2, "away")], 1, 2),
    row(2, "bob", [chip(1, "away", { result: "loss" }), chip(2, "home", { is_lock: true })], 0, 2),
    // Cy also has a pick on a game not kicked off, hidden from the viewer: 1 more possible.
    row(3, "cy", [chip(1, "away", { result: "loss" }), chip(2, "away")], 0, 2),
  ];
  rows.forEach((r, i) => (r.rank = i + 1));
  return {
    league_id: 1,
    week: 8,
    pool_format: "standard",
    rows,
    games: [game(1, { status: "final", home_score: 30, away_score: 10 }), game(2)],
    splits: [
      { game_id: 2, pick_type: "spread", game_portion: "full_game", sides: { home: 1, away: 2 } },
    ],
  };
}

describe("chip states", () => {
  it("a graded chip is won, lost, push or void; a live game's pulses; before kickoff plain", () => {
    expect(chipState(chip(1, "home", { result: "win" }), game(1))).toBe("won");
    expect(chipState(chip(1, "home", { result: "loss" }), game(1))).toBe("lost");
    expect(chipState(chip(1, "home", { result: "push" }), game(1))).toBe("push");
    expect(chipState(chip(1, "home", { result: "void" }), game(1))).toBe("void");
    expect(chipState(chip(1, "home"), game(1))).toBe("live");
    expect(chipState(chip(1, "home"), game(1, { status: "scheduled", home_score: null }))).toBe(
      "upcoming",
    );
    // Final by the cron but not graded yet: still in play until grading lands.
    expect(chipState(chip(1, "home"), game(1, { status: "final" }))).toBe("live");
  });
  it("says the side and line", () => {
    expect(chipText(chip(1, "home"), game(1))).toBe("H1 −6.5");
    expect(chipText(chip(1, "away"), game(1))).toBe("A1 +6.5");
    expect(chipText(chip(1, "over", { pick_type: "over_under", line: 52.5 }), game(1))).toBe(
      "Over 52.5",
    );
    expect(chipText(chip(1, "home", { pick_type: "moneyline", line: null }), game(1))).toBe(
      "H1 ML",
    );
  });
});

describe("splits", () => {
  it("names the side most took, with a visible line", () => {
    const a = answer();
    const chips = a.rows.flatMap((r) => r.picks);
    expect(splitText(a.splits[0]!, a.games[1]!, chips)).toBe("67 % took A2 +6.5");
  });
});

describe("what-if", () => {
  it("only games not final with an open pick can be tapped", () => {
    expect(remainingGames(answer()).map((g) => g.game_id)).toEqual([2]);
  });

  it("a side wins its spread picks; as it stands grades by the live score", () => {
    const g = game(2, { home_score: 21, away_score: 14 });
    expect(whatIfResult(chip(2, "home"), g, "home")).toBe("win");
    expect(whatIfResult(chip(2, "away"), g, "home")).toBe("loss");
    // 21 − 14 − 6.5 > 0: the home side covers as it stands.
    expect(whatIfResult(chip(2, "home"), g, "as_it_stands")).toBe("win");
    expect(whatIfResult(chip(2, "away"), g, "as_it_stands")).toBe("loss");
    expect(whatIfResult(chip(2, "over", { pick_type: "over_under", line: 40 }), g, "home")).toBe(
      null,
    );
  });

  it("no tap gives the real rows; a tap re-ranks with the domain rule", () => {
    const a = answer();
    expect(whatIfRows(a, league, new Map())).toBe(a.rows);
    // The home side wins game 2: bob's lock scores 2 and passes ann.
    const rows = whatIfRows(a, league, new Map([[2, "home" as const]]));
    expect(rows.map((r) => [r.username, r.rank, r.points])).toEqual([
      ["bob", 1, 2],
      ["ann", 2, 1],
      ["cy", 3, 0],
    ]);
    // Cy can reach 1 (the hidden pick still to come): not the leader's 2.
    expect(rows.find((r) => r.username === "cy")).toMatchObject({
      points_possible: 1,
      can_still_win: false,
    });
    // The away side: ann 2, cy 1 (+1 still possible reaches 2), bob out of it.
    const away = whatIfRows(a, league, new Map([[2, "away" as const]]));
    expect(away.map((r) => [r.username, r.points, r.can_still_win])).toEqual([
      ["ann", 2, true],
      ["cy", 1, true],
      ["bob", 0, false],
    ]);
  });
});

/**
 * A survivor week: ann (2 lives) and bob (last life) on game 2's home and away sides (live, home
 * leading 17-14), cy already out, dee on game 1 (final, survived).
 */
function survivorAnswer(): LiveResponse {
  const pick = (gameId: number, side: "home" | "away", over: Partial<LiveChip> = {}) =>
    chip(gameId, side, { pick_type: "survivor", line: side === "home" ? -3.5 : 3.5, ...over });
  const row = (
    user_id: number,
    username: string,
    picks: LiveChip[],
    status: "alive" | "at_risk" | "out",
    lives: number,
    rank: number,
  ) => ({
    user_id,
    username,
    picks,
    points: 6,
    points_possible: status === "out" ? 6 : 7,
    rank,
    can_still_win: status !== "out",
    survivor_status: status,
    lives_left: lives,
  });
  return {
    league_id: 2,
    week: 8,
    pool_format: "survivor",
    rows: [
      row(4, "dee", [pick(1, "home")], "alive", 1, 1),
      row(1, "ann", [pick(2, "home")], "alive", 2, 2),
      row(2, "bob", [pick(2, "away")], "at_risk", 1, 3),
      row(3, "cy", [], "out", 0, 4),
    ],
    games: [game(1, { status: "final", home_score: 30, away_score: 10 }), game(2)],
    splits: [],
  };
}

describe("survivor what-if", () => {
  const straightUp = { pickType: "straight_up", push: "survive" } as const;

  it("a survivor pick's game not final can be tapped", () => {
    expect(remainingGames(survivorAnswer()).map((g) => g.game_id)).toEqual([2]);
  });

  it("the tapped winner's fans survive, the loser's lose a life and the last life is out", () => {
    const rows = survivorWhatIfRows(survivorAnswer(), straightUp, new Map([[2, "home"]]));
    const by = new Map(rows.map((r) => [r.username, r]));
    expect(by.get("ann")).toMatchObject({ survivor_status: "alive", lives_left: 2 });
    expect(by.get("bob")).toMatchObject({
      survivor_status: "out",
      lives_left: 0,
      points_possible: 6,
      can_still_win: false,
    });
    expect(rows.map((r) => [r.username, r.rank])).toEqual([
      ["ann", 1],
      ["dee", 2],
      ["bob", 3],
      ["cy", 4],
    ]);
  });

  it("the other side: ann keeps going on her second life, bob survives", () => {
    const rows = survivorWhatIfRows(survivorAnswer(), straightUp, new Map([[2, "away"]]));
    const by = new Map(rows.map((r) => [r.username, r]));
    expect(by.get("ann")).toMatchObject({ survivor_status: "alive", lives_left: 1 });
    expect(by.get("bob")).toMatchObject({ survivor_status: "alive", lives_left: 1 });
  });

  it("as it stands grades by the live score and the league's pick type", () => {
    const asItStands = new Map([[2, "as_it_stands" as const]]);
    // Straight up: home leads 17-14, so bob's away team loses.
    const su = survivorWhatIfRows(survivorAnswer(), straightUp, asItStands);
    expect(su.find((r) => r.username === "bob")?.survivor_status).toBe("out");
    // Against the spread: home -3.5 does not cover a 3-point lead, so ann loses a life instead.
    const ats = survivorWhatIfRows(
      survivorAnswer(),
      { pickType: "spread", push: "survive" },
      asItStands,
    );
    expect(ats.find((r) => r.username === "ann")).toMatchObject({ lives_left: 1 });
    expect(ats.find((r) => r.username === "bob")?.survivor_status).toBe("alive");
  });

  it("no tap gives the real rows; a survivor chip shows its tapped result", () => {
    const a = survivorAnswer();
    expect(survivorWhatIfRows(a, straightUp, new Map())).toBe(a.rows);
    const bobChip = a.rows[2]!.picks[0]!;
    expect(whatIfResult(bobChip, a.games[1]!, "home")).toBe("loss");
    expect(whatIfResult(bobChip, a.games[1]!, "as_it_stands", "spread")).toBe("win");
  });
});
