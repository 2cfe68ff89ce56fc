import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LEAGUE_MESSAGES } from "#domain/leagues/league-settings";
import { call, createUser } from "./support";
import { ensureSeason } from "./fixtures/leagues";

async function create(body: unknown) {
  await ensureSeason();
  const user = await createUser();
  return call("/api/leagues/", { token: user.token, body });
}

/** A 1×1 PNG as the create-league dialog sends an uploaded logo. */
const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

describe("POST /api/leagues/ (create league)", () => {
  it("applies every section 9 default and makes the creator commissioner", async () => {
    const res = await create({ name: "Saturday Crew" });
    expect(res.status, res.text).toBe(201);
    const l = res.json;
    expect(l).toMatchObject({
      name: "Saturday Crew",
      league_type: "private",
      sport_name: "NCAA Football",
      sport_type: "single",
      enable_locks: true,
      odds_range_enabled: true,
      min_odds: -120,
      max_odds: 120,
      max_members: 50,
      picks_per_week: 5,
      postseason_pick_limit: 5,
      allowed_bet_types: ["spread", "over_under"],
      allowed_game_portions: ["full_game"],
      submission_deadline: "game_time",
      primary_tiebreaker: "pick_percentage",
      secondary_tiebreaker: "average_odds",
      count_push_as_win: false,
      include_week_0: true,
      include_conf_championship: false,
      include_bowl_games: false,
      include_playoffs: false,
      user_role: "admin",
      member_count: 1,
    });
    expect(l.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(l.members).toHaveLength(1);
  });

  it("gives every league a distinct code", async () => {
    const user = await createUser();
    await ensureSeason();
    const codes = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const res = await call("/api/leagues/", { token: user.token, body: { name: `League ${i}` } });
      codes.add(res.json.code);
    }
    expect(codes.size).toBe(15);
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["name missing", {}, "name", LEAGUE_MESSAGES.nameRequired],
    ["name blank", { name: "   " }, "name", LEAGUE_MESSAGES.nameRequired],
    ["name too short", { name: "ab" }, "name", LEAGUE_MESSAGES.nameTooShort],
    [
      "custom sport without sports",
      { name: "Multi", sport_type: "custom", allowed_sports: [] },
      "allowed_sports",
      LEAGUE_MESSAGES.sportsRequired,
    ],
    [
      "custom duration without start",
      { name: "Short", duration_type: "custom", custom_end_date: "2024-10-01" },
      "custom_start_date",
      LEAGUE_MESSAGES.startDateRequired,
    ],
    [
      "custom duration without end",
      { name: "Short", duration_type: "custom", custom_start_date: "2024-10-01" },
      "custom_end_date",
      LEAGUE_MESSAGES.endDateRequired,
    ],
    [
      "no bet type",
      { name: "Bets", allowed_bet_types: [] },
      "allowed_bet_types",
      LEAGUE_MESSAGES.betTypeRequired,
    ],
    [
      "no game portion",
      { name: "Bets", allowed_game_portions: [] },
      "allowed_game_portions",
      LEAGUE_MESSAGES.portionRequired,
    ],
    [
      "odds on without min",
      { name: "Odds", odds_range_enabled: true, min_odds: null, max_odds: 150 },
      "min_odds",
      LEAGUE_MESSAGES.minOddsRequired,
    ],
    [
      "odds on without max",
      { name: "Odds", odds_range_enabled: true, min_odds: -150, max_odds: "" },
      "max_odds",
      LEAGUE_MESSAGES.maxOddsRequired,
    ],
    [
      "max not above min",
      { name: "Odds", min_odds: 150, max_odds: 150 },
      "max_odds",
      LEAGUE_MESSAGES.maxOddsNotAbove,
    ],
    [
      "sponsored without sponsor name",
      { name: "Sponsored", is_sponsored: true, prize_description: "A hat" },
      "sponsor_name",
      LEAGUE_MESSAGES.sponsorNameRequired,
    ],
    [
      "sponsored without prize",
      { name: "Sponsored", is_sponsored: true, sponsor_name: "Joe's" },
      "prize_description",
      LEAGUE_MESSAGES.prizeRequired,
    ],
    [
      "secondary equals primary",
      { name: "Ties", primary_tiebreaker: "random", secondary_tiebreaker: "random" },
      "secondary_tiebreaker",
      LEAGUE_MESSAGES.tiebreakerClash,
    ],
    [
      "postseason limit 0",
      { name: "Limits", postseason_pick_limit: 0 },
      "postseason_pick_limit",
      LEAGUE_MESSAGES.postseasonLimit,
    ],
    [
      "postseason limit 101",
      { name: "Limits", postseason_pick_limit: 101 },
      "postseason_pick_limit",
      LEAGUE_MESSAGES.postseasonLimit,
    ],
    [
      "max members 1",
      { name: "Limits", max_members: 1 },
      "max_members",
      LEAGUE_MESSAGES.maxMembers,
    ],
    [
      "max members 10001",
      { name: "Limits", max_members: 10001 },
      "max_members",
      LEAGUE_MESSAGES.maxMembers,
    ],
    [
      "picks per week 0",
      { name: "Limits", picks_per_week: 0 },
      "picks_per_week",
      LEAGUE_MESSAGES.picksPerWeek,
    ],
    [
      "picks per week 101",
      { name: "Limits", picks_per_week: 101 },
      "picks_per_week",
      LEAGUE_MESSAGES.picksPerWeek,
    ],
    [
      "custom weeks 0",
      { name: "Limits", custom_weeks: 0 },
      "custom_weeks",
      LEAGUE_MESSAGES.customWeeks,
    ],
    [
      "custom weeks 53",
      { name: "Limits", custom_weeks: 53 },
      "custom_weeks",
      LEAGUE_MESSAGES.customWeeks,
    ],
    [
      "custom deadline without day",
      { name: "Deadline", submission_deadline: "custom", custom_deadline_time: "12:00" },
      "custom_deadline_day",
      LEAGUE_MESSAGES.deadlineDayRequired,
    ],
    [
      "unknown league type",
      { name: "Types", league_type: "secret" },
      "league_type",
      "League type must be private or public",
    ],
  ];

  for (const [label, body, field, message] of cases) {
    it(`answers 400 {${field}: ['${message}']} when ${label}`, async () => {
      const res = await create(body);
      expect(res.status, res.text).toBe(400);
      expect(res.json[field]).toContain(message);
    });
  }

  it("reports every failing field at once", async () => {
    const res = await create({ name: "", allowed_bet_types: [], is_sponsored: true });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json).sort()).toEqual(
      ["allowed_bet_types", "name", "prize_description", "sponsor_name"].sort(),
    );
  });

  it("accepts the bounds and a fully specified custom league", async () => {
    const res = await create({
      name: "Everything",
      description: "All the knobs",
      league_type: "public",
      sport_type: "custom",
      allowed_sports: ["NCAA Football", "NFL"],
      enable_locks: false,
      custom_weeks: 52,
      include_week_0: false,
      include_conf_championship: true,
      include_bowl_games: true,
      include_playoffs: true,
      postseason_pick_limit: 100,
      conference_filter: "sec",
      duration_type: "custom",
      custom_start_date: "2024-09-01",
      custom_end_date: "2024-11-30",
      max_members: 10000,
      picks_per_week: 100,
      show_picks_before_lock: true,
      allowed_bet_types: ["moneyline", "player_props"],
      allowed_game_portions: ["full_game", "half_game"],
      odds_range_enabled: false,
      min_odds: null,
      max_odds: null,
      submission_deadline: "custom",
      custom_deadline_day: 5,
      custom_deadline_time: "12:00",
      primary_tiebreaker: "head_to_head",
      secondary_tiebreaker: "random",
      count_push_as_win: true,
      is_sponsored: true,
      sponsor_name: "Joe's Diner",
      sponsor_logo_url: PNG_DATA_URL,
      sponsor_message: "Eat at Joe's",
      prize_description: "Free breakfast",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      sport_type: "custom",
      allowed_sports: ["NCAA Football", "NFL"],
      allowed_pick_portions: ["full_game", "first_half", "second_half"],
      min_odds: -500,
      max_odds: 500,
      custom_deadline_day: 5,
      is_sponsored: true,
      prize_description: "Free breakfast",
    });
    // The logo was stored and is served from our own origin.
    expect(res.json.sponsor_logo_url).toMatch(/^\/api\/media\/logos\/[0-9a-f-]{36}\.png$/);
    const logo = await call(res.json.sponsor_logo_url);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
  });

  it("a custom league plays under the first chosen sport with a season; none, or NFL alone, is a clear field error", async () => {
    const user = await createUser();
    await ensureSeason();
    const mixed = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Mixed", sport_type: "custom", allowed_sports: ["NBA", "NCAA Football"] },
    });
    expect(mixed.status, mixed.text).toBe(201);
    expect(mixed.json).toMatchObject({
      sport_name: "NCAA Football",
      allowed_sports: ["NBA", "NCAA Football"],
    });
    const none = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Hoops", sport_type: "custom", allowed_sports: ["NBA", "NHL"] },
    });
    expect(none.status).toBe(400);
    expect(none.json).toEqual({
      allowed_sports: ["None of these sports has a season yet; include NCAA Football"],
    });
    const nfl = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Sundays", sport_type: "nfl" },
    });
    expect(nfl.status).toBe(400);
    expect(nfl.json).toEqual({ sport: ["This sport has no season yet"] });
  });

  it("a league of a new sport plays its season: MLB straight-up by default, NBA refused until loaded", async () => {
    const user = await createUser();
    await ensureSeason();
    await env.DB.prepare("INSERT OR IGNORE INTO sports (key, name) VALUES ('mlb', 'MLB')").run();
    await env.DB.prepare(
      `INSERT OR IGNORE INTO seasons (sport_id, year, name, is_current)
       SELECT id, 2024, '2024 MLB Season', 0 FROM sports WHERE key = 'mlb'`,
    ).run();
    const mlb = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Diamond", sport_type: "mlb", include_playoffs: true },
    });
    expect(mlb.status, mlb.text).toBe(201);
    expect(mlb.json).toMatchObject({
      sport_key: "mlb",
      sport_type: "single",
      season_name: "2024 MLB Season",
      allowed_bet_types: ["moneyline"],
      include_playoffs: false,
    });
    const spread = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Lines", sport_type: "mlb", allowed_bet_types: ["spread"] },
    });
    expect(spread.json).toEqual({
      allowed_bet_types: ["MLB leagues play straight-up: pick the winner"],
    });
    const nba = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Hoops", sport_type: "nba" },
    });
    expect(nba.status).toBe(400);
    expect(nba.json).toEqual({ sport: ["This sport has no season yet"] });
  });

  it("answers 400 for malformed JSON, a non-object body and an unknown sport; 401 anonymous", async () => {
    const user = await createUser();
    await ensureSeason();
    const bad = await call("/api/leagues/", { token: user.token, rawBody: "{" });
    expect(bad.status).toBe(400);
    const arr = await call("/api/leagues/", { token: user.token, body: [1] });
    expect(arr.status).toBe(400);
    const sport = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Hockey", sport: "curling" },
    });
    expect(sport.status).toBe(400);
    expect(sport.json.sport).toBeDefined();
    const anon = await call("/api/leagues/", { body: { name: "Anon" } });
    expect(anon.status).toBe(401);
  });
});
