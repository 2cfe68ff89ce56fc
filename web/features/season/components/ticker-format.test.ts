import { describe, expect, it } from "vitest";
import type { TickerGame } from "../api/season-api";
import { gameStatusText, oddsText, scoreAtFinal, TICKER_TABS, tickerCounts } from "./ticker-format";

const base: TickerGame = {
  id: 1,
  home_team: {
    id: 87,
    name: "Notre Dame",
    compact_name: "Notre Dame",
    abbreviation: "ND",
    conference: null,
    color: null,
    alternate_color: null,
  },
  away_team: {
    id: 194,
    name: "Ohio State",
    compact_name: "Ohio State",
    abbreviation: "OSU",
    conference: "Big Ten",
    color: "#ce1141",
    alternate_color: "#505056",
  },
  home_score: null,
  away_score: null,
  quarter: null,
  time_remaining: null,
  is_live: false,
  is_finished: false,
  status: "scheduled",
  current_odds: { home_spread: 8.5, away_spread: -8.5, total_points: 44.5 },
  game_time: "2025-01-21T00:30:00.000Z",
  venue: "Mercedes-Benz Stadium",
  tv_network: null,
};

describe("ticker text", () => {
  it("status by state", () => {
    expect(
      gameStatusText({
        ...base,
        is_live: true,
        status: "live",
        quarter: 2,
        time_remaining: "5:00",
      }),
    ).toBe("Q2 5:00");
    expect(
      gameStatusText({
        ...base,
        is_live: true,
        status: "live",
        quarter: 2,
        time_remaining: "Halftime",
      }),
    ).toBe("Halftime");
    expect(
      gameStatusText({ ...base, is_live: true, status: "live", quarter: 5, time_remaining: "OT" }),
    ).toBe("OT");
    expect(gameStatusText({ ...base, is_finished: true, status: "final", quarter: 4 })).toBe(
      "Final",
    );
    expect(gameStatusText({ ...base, is_finished: true, status: "final", quarter: 5 })).toBe(
      "Final/OT",
    );
    expect(gameStatusText({ ...base, is_finished: true, status: "void" })).toBe("Canceled");
    expect(gameStatusText(base, "en-US", "America/New_York")).toBe("Mon 7:30 PM");
  });
  it("a live game without a running score (the NFL replay) says Live and keeps its score for the final", () => {
    const nflLive = {
      ...base,
      is_live: true,
      status: "live" as const,
      quarter: null,
      time_remaining: "Live",
    };
    expect(gameStatusText(nflLive)).toBe("Live");
    expect(scoreAtFinal(nflLive)).toBe(true);
    // A college game live in the 1st quarter has its running score, 0-0 included.
    const collegeLive = { ...nflLive, quarter: 1, home_score: 0, away_score: 0 };
    expect(gameStatusText({ ...collegeLive, time_remaining: "12:00" })).toBe("Q1 12:00");
    expect(scoreAtFinal(collegeLive)).toBe(false);
    const final = {
      ...nflLive,
      is_live: false,
      is_finished: true,
      status: "final" as const,
      home_score: 40,
      away_score: 22,
    };
    expect(gameStatusText(final)).toBe("Final");
    expect(scoreAtFinal(final)).toBe(false);
    expect(scoreAtFinal(base)).toBe(false);
  });
  it("odds from the favourite's side", () => {
    expect(oddsText(base)).toBe("OSU −8.5 · O/U 44.5");
    expect(oddsText({ ...base, current_odds: null })).toBeNull();
    expect(
      oddsText({
        ...base,
        current_odds: { home_spread: null, away_spread: null, total_points: 51 },
      }),
    ).toBe("O/U 51");
  });
  it("counts live, upcoming and final", () => {
    expect(
      tickerCounts([
        { ...base, is_live: true, status: "live" },
        base,
        base,
        { ...base, is_finished: true, status: "final" },
      ]),
    ).toEqual({ live: 1, upcoming: 2, final: 1 });
  });
});

describe("the ticker's sport tabs", () => {
  it("are its sports with a season: the NBA, MLB and NHL beside football, no College Basketball", () => {
    expect(TICKER_TABS).toEqual(["ncaa-football", "nfl", "nba", "mlb", "nhl"]);
  });
});
