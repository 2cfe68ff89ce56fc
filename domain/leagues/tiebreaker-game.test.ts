import { describe, expect, it } from "vitest";
import { tiebreakerGame, tiebreakerKickedOff, usesTotalGuess } from "./tiebreaker-game";

const season = {
  name: "Crew",
  include_conf_championship: false,
  include_bowl_games: true,
  include_playoffs: false,
  postseason_only: false,
};
const game = (id: number, kickoff_at: string, over: Record<string, unknown> = {}) => ({
  id,
  week: 5,
  kickoff_at,
  venue: "Stadium",
  is_postseason: false,
  postseason_kind: null as string | null,
  ...over,
});

describe("the tiebreaker game of a week (ADR 0406)", () => {
  it("is the last game by kickoff, then the highest id", () => {
    const games = [
      game(9, "2024-09-28T16:00:00Z"),
      game(4, "2024-09-28T23:30:00Z"),
      game(7, "2024-09-28T23:30:00Z"),
      game(8, "2024-09-28T19:00:00Z"),
    ];
    expect(tiebreakerGame(games, season)?.id).toBe(7);
  });

  it("is null for a week the league plays no game of", () => {
    expect(tiebreakerGame([], season)).toBeNull();
  });

  it("skips the postseason stages the league leaves out, and a bowl pool's regular games", () => {
    const bowl = game(2, "2024-12-28T20:00:00Z", {
      week: 17,
      is_postseason: true,
      postseason_kind: "bowl",
      venue: "Cotton Bowl",
    });
    const playoff = game(3, "2025-01-20T00:30:00Z", {
      week: 21,
      is_postseason: true,
      postseason_kind: "playoff",
      venue: "CFP National Championship",
    });
    expect(tiebreakerGame([bowl, playoff], season)?.id).toBe(2);
    expect(tiebreakerGame([bowl, playoff], { ...season, include_playoffs: true })?.id).toBe(3);
    const pool = { ...season, postseason_only: true, include_playoffs: true };
    expect(tiebreakerGame([game(5, "2025-02-01T00:00:00Z"), bowl], pool)?.id).toBe(2);
  });

  it("is fixed from its kickoff or once it is no longer scheduled", () => {
    const g = { kickoff_at: "2024-09-28T23:30:00Z", status: "scheduled" };
    expect(tiebreakerKickedOff(g, new Date("2024-09-28T23:29:59Z"))).toBe(false);
    expect(tiebreakerKickedOff(g, new Date("2024-09-28T23:30:00Z"))).toBe(true);
    expect(tiebreakerKickedOff({ ...g, status: "in_progress" }, new Date(0))).toBe(true);
  });

  it("is used when either tiebreaker is the guess", () => {
    expect(
      usesTotalGuess({ primary_tiebreaker: "random", secondary_tiebreaker: "total_guess" }),
    ).toBe(true);
    expect(
      usesTotalGuess({ primary_tiebreaker: "random", secondary_tiebreaker: "head_to_head" }),
    ).toBe(false);
  });
});
