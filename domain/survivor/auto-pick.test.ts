import { describe, expect, it } from "vitest";
import {
  chooseSurvivorAutoPick,
  survivorAutoPickDue,
  survivorAutoPickMoment,
  type SurvivorAutoPickGame,
} from "./auto-pick";

const NOW = new Date("2026-11-28T20:00:00.000Z");
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

/** Game `id`: home team id*10, away team id*10+1; the home spread (away the opposite). */
const game = (
  id: number,
  homeSpread: number | null,
  extra: Partial<SurvivorAutoPickGame> = {},
): SurvivorAutoPickGame => ({
  id,
  kickoff_at: later(1),
  status: "scheduled",
  home_team_id: id * 10,
  away_team_id: id * 10 + 1,
  home_spread: homeSpread,
  away_spread: homeSpread === null ? null : -homeSpread + 0,
  home_ml_odds: null,
  away_ml_odds: null,
  ...extra,
});

const choose = (
  games: SurvivorAutoPickGame[],
  used: number[] = [],
  mode: "favorite" | "home" = "favorite",
  pickType: "straight_up" | "spread" = "straight_up",
) => chooseSurvivorAutoPick({ mode, pickType, games, used: new Set(used), now: NOW });

describe("survivor auto-pick", () => {
  it("is due from an hour before the week's last kickoff until that kickoff", () => {
    const last = later(1);
    expect(survivorAutoPickMoment(last).toISOString()).toBe(NOW.toISOString());
    expect(survivorAutoPickDue(last, new Date(NOW.getTime() - 1))).toBe(false);
    expect(survivorAutoPickDue(last, NOW)).toBe(true);
    expect(survivorAutoPickDue(last, new Date(last))).toBe(false);
  });

  it("takes the biggest favourite by the spread, the away team when it is favoured", () => {
    const games = [game(1, -3.5), game(2, 7), game(3, -6)];
    expect(choose(games)).toEqual({ gameId: 2, teamId: 21, spread: -7 });
  });

  it("skips a used team and the games that have kicked off or are not scheduled", () => {
    const games = [
      game(1, -3.5),
      game(2, 7),
      game(3, -6, { kickoff_at: later(-0.5) }),
      game(4, -20, { status: "postponed" }),
      game(5, -10, { kickoff_at: NOW.toISOString() }),
    ];
    expect(choose(games, [21])).toEqual({ gameId: 1, teamId: 10, spread: -3.5 });
  });

  it("ranks a moneyline-only favourite after every spread favourite, then the smallest underdog", () => {
    const mlOnly = game(1, null, { home_ml_odds: -900, away_ml_odds: 600 });
    const spread = game(2, -1.5);
    expect(choose([mlOnly, spread])).toMatchObject({ gameId: 2, teamId: 20 });
    expect(choose([mlOnly, spread], [20])).toEqual({ gameId: 1, teamId: 10, spread: null });
    // Every favourite used: the smallest underdog by the spread.
    expect(choose([mlOnly, spread, game(3, -9)], [10, 20, 30])).toMatchObject({ teamId: 21 });
    // A pick'em spread is decided by the moneyline.
    const pickem = game(4, 0, { home_ml_odds: 110, away_ml_odds: -130 });
    expect(choose([pickem])).toEqual({ gameId: 4, teamId: 41, spread: 0 });
  });

  it("'home' takes the biggest home favourite, else the smallest home underdog, among unused home teams", () => {
    const games = [game(1, 14), game(2, -3), game(3, -7)];
    expect(choose(games, [], "home")).toMatchObject({ teamId: 30 });
    expect(choose(games, [30, 20], "home")).toMatchObject({ teamId: 10 });
    expect(choose(games, [30, 20, 10], "home")).toBeNull();
  });

  it("a spread pool takes only a team whose game has a line; ties go to the earlier kickoff", () => {
    const noLine = game(1, null, { home_ml_odds: -2000, away_ml_odds: 1000 });
    expect(choose([noLine], [], "favorite", "spread")).toBeNull();
    const late = game(2, -4, { kickoff_at: later(2) });
    const early = game(3, -4, { kickoff_at: later(1) });
    expect(choose([noLine, late, early], [], "favorite", "spread")).toEqual({
      gameId: 3,
      teamId: 30,
      spread: -4,
    });
  });

  it("answers null when every team left is used", () => {
    expect(choose([game(1, -3)], [10, 11])).toBeNull();
  });
});
