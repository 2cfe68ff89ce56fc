import { describe, expect, it } from "vitest";
import {
  autoPickMoment,
  autoPickWeeks,
  planAutoPicks,
  type AutoPickGame,
  type AutoPickInput,
  type AutoPickLeague,
  type AutoPickMarket,
} from "./auto-pick";
import { NOTIFICATION_COPY } from "../notifications/texts";
import { league as rulesLeague } from "./rules-fixtures";

// A college week 5 of 2024 (EDT): Thursday night, Saturday noon and Saturday night kickoffs.
const THU = "2024-09-26T23:30:00.000Z";
const SAT_NOON = "2024-09-28T16:00:00.000Z";
const SAT_AFTERNOON = "2024-09-28T19:30:00.000Z";
const SAT_NIGHT = "2024-09-28T23:30:00.000Z";

const league = (over: Partial<AutoPickLeague> = {}): AutoPickLeague => ({
  ...rulesLeague({ min_odds: -200, max_odds: 200 }),
  sport_key: "ncaa-football",
  submission_deadline: "game_time",
  auto_pick: "favorite",
  auto_pick_limit: 3,
  pool_format: "standard",
  ...over,
});
const game = (id: number, kickoff_at: string, over: Partial<AutoPickGame> = {}): AutoPickGame => ({
  id,
  week: 5,
  kickoff_at,
  status: "scheduled",
  venue: null,
  ...over,
});
const market = (game_id: number, homeSpread: number | null, over: Partial<AutoPickMarket> = {}) =>
  ({
    game_id,
    game_portion: "full_game",
    home_spread: homeSpread,
    away_spread: homeSpread === null ? null : -homeSpread,
    home_spread_odds: -110,
    away_spread_odds: -110,
    total_points: 52.5,
    over_odds: -110,
    under_odds: -110,
    home_ml_odds: homeSpread !== null && homeSpread > 0 ? 150 : -170,
    away_ml_odds: homeSpread !== null && homeSpread > 0 ? -170 : 150,
    draw_ml_odds: null,
    ...over,
  }) satisfies AutoPickMarket;

const GAMES = [game(1, THU), game(2, SAT_NOON), game(4, SAT_AFTERNOON), game(3, SAT_NIGHT)];
// Favourites: game 2's home team by 14, game 4's away team by 10, game 1's home team by 7,
// game 3's home team by 3.
const MARKETS = [market(1, -7), market(2, -14), market(4, 10), market(3, -3)];
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * 60_000);

const plan = (over: Partial<AutoPickInput> = {}) =>
  planAutoPicks({
    league: league(),
    week: 5,
    games: GAMES,
    markets: MARKETS,
    memberPicks: 0,
    autoWeeksUsed: 0,
    required: 2,
    now: at(SAT_NIGHT, -60),
    ...over,
  });

describe("the auto-pick moment", () => {
  it("is an hour before the week's last kickoff in a game_time league, whatever kicked off first", () => {
    expect(autoPickMoment(league(), GAMES, 5)?.toISOString()).toBe("2024-09-28T22:30:00.000Z");
    expect(plan({ now: at(SAT_NIGHT, -61) })).toEqual({ due: false, reason: "not_yet" });
    expect(plan({ now: at(THU, 1) })).toEqual({ due: false, reason: "not_yet" });
  });

  it("is the week's deadline in a saturday_noon or custom league", () => {
    const noon = league({ submission_deadline: "saturday_noon" });
    expect(autoPickMoment(noon, GAMES, 5)?.toISOString()).toBe(SAT_NOON);
    const friday = league({
      submission_deadline: "custom",
      custom_deadline_day: 4,
      custom_deadline_time: "18:00",
    });
    expect(autoPickMoment(friday, GAMES, 5)?.toISOString()).toBe("2024-09-27T22:00:00.000Z");
  });

  it("has no moment in a week the league does not play, and looks only at weeks with a game ahead", () => {
    expect(autoPickMoment(league(), GAMES, 6)).toBeNull();
    expect(
      autoPickWeeks(
        league(),
        [...GAMES, game(9, "2024-09-20T23:30:00.000Z", { week: 4 })],
        at(THU, -5),
      ),
    ).toEqual([5]);
    expect(autoPickWeeks(league(), GAMES, at(SAT_NIGHT))).toEqual([]);
  });
});

describe("the auto picks", () => {
  it("take the biggest favourites' spreads among the games not yet kicked off", () => {
    expect(plan({ now: at(SAT_NOON, -1) })).toEqual({
      due: false,
      reason: "not_yet",
    });
    const noon = league({ submission_deadline: "saturday_noon" });
    expect(plan({ league: noon, now: at(SAT_NOON) })).toEqual({
      due: true,
      picks: [
        { gameId: 4, pickType: "spread", side: "away", confidence: null },
        { gameId: 3, pickType: "spread", side: "home", confidence: null },
      ],
    });
  });

  it("make as many as remain when fewer games are left than the week requires", () => {
    expect(plan({ required: 5 })).toEqual({
      due: true,
      picks: [{ gameId: 3, pickType: "spread", side: "home", confidence: null }],
    });
  });

  it("take the moneyline favourite when spreads are not allowed, else the over", () => {
    const noon = (allowed: string[]) =>
      league({ submission_deadline: "saturday_noon", allowed_bet_types: allowed });
    const now = at(SAT_NOON);
    expect(plan({ league: noon(["moneyline", "over_under"]), now })).toMatchObject({
      picks: [
        { gameId: 4, pickType: "moneyline", side: "away" },
        { gameId: 3, pickType: "moneyline", side: "home" },
      ],
    });
    expect(plan({ league: noon(["over_under"]), now })).toMatchObject({
      picks: [
        { gameId: 4, pickType: "over_under", side: "over" },
        { gameId: 3, pickType: "over_under", side: "over" },
      ],
    });
  });

  it("skip a moneyline priced outside the league's odds range for the next allowed market", () => {
    const big = [market(3, null, { home_ml_odds: -400, away_ml_odds: 300 })];
    expect(
      plan({ league: league({ allowed_bet_types: ["moneyline", "over_under"] }), markets: big }),
    ).toMatchObject({ picks: [{ gameId: 3, pickType: "over_under", side: "over" }] });
  });

  it("take the home team in 'home' mode, on the biggest favourites' games", () => {
    const home = league({ submission_deadline: "saturday_noon", auto_pick: "home" });
    expect(plan({ league: home, now: at(SAT_NOON) })).toMatchObject({
      picks: [
        { gameId: 4, pickType: "spread", side: "home" },
        { gameId: 3, pickType: "spread", side: "home" },
      ],
    });
  });

  it("rank a confidence week by the size of the favourite, the biggest N", () => {
    const ranked = league({ submission_deadline: "saturday_noon", pool_format: "confidence" });
    const wednesday = { ...ranked, submission_deadline: "custom", custom_deadline_day: 2 };
    const all = plan({
      league: { ...wednesday, custom_deadline_time: "12:00" },
      now: at(THU, -60),
      required: 3,
    });
    expect(all).toMatchObject({
      picks: [
        { gameId: 2, confidence: 3 },
        { gameId: 4, confidence: 2 },
        { gameId: 1, confidence: 1 },
      ],
    });
    const late = plan({ league: ranked, now: at(SAT_NOON), required: 3 });
    expect(late).toMatchObject({
      picks: [
        { gameId: 4, confidence: 3 },
        { gameId: 3, confidence: 2 },
      ],
    });
  });

  it("make none once the fan picked the week, the limit is used or auto-pick is off", () => {
    expect(plan({ memberPicks: 1 })).toEqual({ due: false, reason: "picked" });
    expect(plan({ autoWeeksUsed: 3 })).toEqual({ due: false, reason: "limit" });
    expect(plan({ league: league({ auto_pick_limit: 0 }) })).toEqual({
      due: false,
      reason: "limit",
    });
    expect(plan({ league: league({ auto_pick: "off" }) })).toEqual({ due: false, reason: "off" });
  });

  it("make none when nothing the league allows is left to pick", () => {
    expect(plan({ now: at(SAT_NIGHT) })).toEqual({ due: false, reason: "nothing_open" });
    expect(plan({ league: league({ allowed_game_portions: ["half_game"] }) })).toEqual({
      due: false,
      reason: "nothing_open",
    });
    expect(plan({ card: new Set([1, 2]) })).toEqual({ due: false, reason: "nothing_open" });
  });
});

describe("the member's notification", () => {
  it("names the week, or the postseason card, and the league", () => {
    const text = (week: number | "postseason") =>
      NOTIFICATION_COPY.autoPicked({ league: "Saturday Crew", week, sport: "ncaa-football" });
    expect(text(12).message).toBe("We made your Week 12 picks for Saturday Crew");
    expect(text("postseason").message).toBe("We made your postseason picks for Saturday Crew");
  });
});
