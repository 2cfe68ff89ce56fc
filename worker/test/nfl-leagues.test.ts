/**
 * NFL leagues end to end on the real 2024 NFL season (issue 16, ADR 1601), beside a college season:
 * creating one (its sport, season and the markets the NFL has), the picks it refuses and counts by
 * the NFL calendar (weeks 15–18 regular, 19–22 one postseason), the sportsbook's games of an NFL
 * league or sport filter, and Saturday-noon and custom deadlines over the NFL's Tuesday–Monday week.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { localParts } from "#domain/calendar";
import { PICK_TEXTS } from "#domain/picks/rules";
import { sendPickReminders } from "#worker/notifications/jobs";
import { call, createUser, setClock, type TestUser as User } from "./support";
import { freshToken } from "./fixtures/leagues";
import { countPicks, ensureSeason, insertGame, type SeasonFixture } from "./fixtures/sportsbook";
import { importTestNflSeason } from "./season-support";

interface NflGame {
  id: number;
  week: number;
  kickoff_at: string;
  home_team_id: number;
  away_team_id: number;
  home_spread: number;
}

const HOUR = 3_600_000;
const BET_TYPE_MESSAGE = "NFL leagues offer spread, over/under and moneyline only";
const PORTION_MESSAGE = "NFL leagues offer full-game picks only";

let college: SeasonFixture;
let nflSeasonId: number;
let games: NflGame[];
let clock: Date;
const week = (n: number) => games.filter((g) => g.week === n);

beforeAll(async () => {
  // A college season (the sportsbook's default sport) and the real NFL season beside it.
  college = await ensureSeason();
  await importTestNflSeason();
  nflSeasonId = (await env.DB.prepare(
    "SELECT s.id FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE sp.key = 'nfl'",
  ).first<{ id: number }>())!.id;
  games = (
    await env.DB.prepare(
      `SELECT g.id, g.week, g.kickoff_at, g.home_team_id, g.away_team_id, o.home_spread
       FROM games g JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
       WHERE g.season_id = ? ORDER BY g.kickoff_at, g.id`,
    )
      .bind(nflSeasonId)
      .all<NflGame>()
  ).results;
  // Two days before week 15's Thursday game: the replay has played weeks 1-14 to the end.
  clock = new Date(Date.parse(week(15)[0]!.kickoff_at) - 48 * HOUR);
  await setClock(clock.toISOString());
  await insertGame(college, { week: 5, kickoffAt: new Date(clock.getTime() + 5 * HOUR) });
}, 120_000);

const createLeague = (user: User, body: Record<string, unknown>) =>
  call("/api/leagues/", { token: user.token, body: { name: "Sunday Crew", ...body } });

async function nflLeague(user: User, body: Record<string, unknown> = {}) {
  const res = await createLeague(user, { sport_type: "nfl", ...body });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; name: string };
}

const spread = (g: NflGame, portion = "full_game") => ({
  game_id: g.id,
  pick_type: "spread",
  game_portion: portion,
  picked_team_id: g.home_team_id,
});

const submit = (user: User, leagueId: number, weekValue: number | string, picks: unknown[]) =>
  call("/api/weekly-picks/submit_picks/", {
    token: user.token,
    body: { league_id: leagueId, week: weekValue, picks },
  });

describe("creating an NFL league", () => {
  it("plays the NFL season with the NFL's markets; college-only settings are normalised", async () => {
    const user = await createUser();
    const res = await createLeague(user, {
      sport_type: "nfl",
      allowed_bet_types: ["spread", "over_under", "moneyline"],
      include_week_0: true,
      include_bowl_games: true,
      include_conf_championship: true,
      include_playoffs: true,
      conference_filter: "sec",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      sport_key: "nfl",
      sport_name: "NFL",
      season: { id: nflSeasonId },
      allowed_bet_types: ["spread", "over_under", "moneyline"],
      allowed_game_portions: ["full_game"],
      include_week_0: false,
      include_bowl_games: false,
      include_conf_championship: false,
      include_playoffs: true,
      conference_filter: "all_fbs",
      current_week: 15,
      completed_weeks: Array.from({ length: 14 }, (_, i) => i + 1),
    });

    const byName = await createLeague(user, { sport: "NFL" });
    expect(byName.json.sport_key).toBe("nfl");
    const custom = await createLeague(user, {
      sport_type: "custom",
      allowed_sports: ["NBA", "NFL"],
    });
    expect([custom.status, custom.json.sport_key]).toEqual([201, "nfl"]);
    const collegeFirst = await createLeague(user, {
      sport_type: "custom",
      allowed_sports: ["NCAA Football", "NFL"],
    });
    expect(collegeFirst.json.sport_key).toBe("ncaa-football");
  });

  it("refuses a sport that contradicts the sport type or the allowed sports", async () => {
    const user = await createUser();
    const typed = await createLeague(user, { sport_type: "ncaa", sport: "nfl" });
    expect([typed.status, typed.json]).toEqual([
      400,
      { sport: ["The sport must be the sport type's sport (NCAA Football)"] },
    ]);
    const byId = await createLeague(user, {
      sport_type: "nfl",
      sport: (await createLeague(user, {})).json.sport.id,
    });
    expect([byId.status, byId.json]).toEqual([
      400,
      { sport: ["The sport must be the sport type's sport (NFL)"] },
    ]);
    const custom = await createLeague(user, {
      sport_type: "custom",
      allowed_sports: ["NFL"],
      sport: "ncaa",
    });
    expect([custom.status, custom.json]).toEqual([
      400,
      { sport: ["The sport must be one of the allowed sports"] },
    ]);
    const agreeing = await createLeague(user, { sport_type: "nfl", sport: "NFL" });
    expect([agreeing.status, agreeing.json.sport_key]).toEqual([201, "nfl"]);
  });

  it("an edit of the sport type changes the sport and season until the league is frozen", async () => {
    const user = await createUser();
    const collegeSeason = (await createLeague(user, {})).json.season.id;
    const league = await nflLeague(user);
    const patch = (id: number, body: Record<string, unknown>) =>
      call(`/api/leagues/${id}/`, { method: "PATCH", token: user.token, body });

    const toCollege = await patch(league.id, { sport_type: "ncaa" });
    expect(toCollege.status, toCollege.text).toBe(200);
    expect(toCollege.json).toMatchObject({
      sport_key: "ncaa-football",
      season: { id: collegeSeason },
    });
    const stored = await call(`/api/leagues/${league.id}/`, { token: user.token });
    expect(stored.json).toMatchObject({
      sport_key: "ncaa-football",
      season: { id: collegeSeason },
    });

    // Back to the NFL: its markets apply again.
    const props = await patch(league.id, { allowed_bet_types: ["spread", "player_props"] });
    expect(props.status, props.text).toBe(200);
    const refused = await patch(league.id, { sport_type: "nfl" });
    expect([refused.status, refused.json]).toEqual([
      400,
      { allowed_bet_types: [BET_TYPE_MESSAGE] },
    ]);
    const toNfl = await patch(league.id, {
      sport_type: "nfl",
      allowed_bet_types: ["spread", "moneyline"],
      include_week_0: true,
    });
    expect(toNfl.status, toNfl.text).toBe(200);
    expect(toNfl.json).toMatchObject({
      sport_key: "nfl",
      season: { id: nflSeasonId },
      include_week_0: false,
    });

    // Once frozen (a pick is made), sending the unchanged sport type is no change; another is.
    const pick = await submit(user, league.id, 15, [spread(week(15)[0]!)]);
    expect(pick.status, pick.text).toBe(201);
    const same = await patch(league.id, {
      sport_type: "nfl",
      sport: "NFL",
      name: "Sunday Crew II",
    });
    expect([same.status, same.json.sport_key, same.json.name]).toEqual([
      200,
      "nfl",
      "Sunday Crew II",
    ]);
    const other = await patch(league.id, { sport_type: "ncaa" });
    expect([other.status, Object.keys(other.json)]).toEqual([400, ["sport_type"]]);
  });

  it("refuses props, halves and quarters with an error on the field; college keeps them", async () => {
    const user = await createUser();
    const props = await createLeague(user, {
      sport_type: "nfl",
      allowed_bet_types: ["spread", "player_props"],
    });
    expect(props.status).toBe(400);
    expect(props.json).toEqual({ allowed_bet_types: [BET_TYPE_MESSAGE] });
    const halves = await createLeague(user, {
      sport_type: "nfl",
      allowed_game_portions: ["full_game", "half_game"],
    });
    expect(halves.status).toBe(400);
    expect(halves.json).toEqual({ allowed_game_portions: [PORTION_MESSAGE] });

    const league = await nflLeague(user);
    const edit = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { allowed_game_portions: ["full_game", "first_quarter"] },
    });
    expect(edit.status).toBe(400);
    expect(edit.json).toEqual({ allowed_game_portions: [PORTION_MESSAGE] });

    const collegeLeague = await createLeague(user, {
      allowed_bet_types: ["spread", "player_props"],
      allowed_game_portions: ["full_game", "half_game"],
    });
    expect(collegeLeague.status, collegeLeague.text).toBe(201);
  });
});

describe("NFL picks", () => {
  it("refuses a half, quarter or prop pick by name, whatever the league's stored settings say", async () => {
    const user = await createUser();
    const league = await nflLeague(user);
    // As a league stored before the NFL's limits would be.
    await env.DB.prepare(
      `UPDATE leagues SET allowed_bet_types = '["spread","over_under","moneyline","player_props","team_props"]',
         allowed_game_portions = '["full_game","half_game","quarter_game"]' WHERE id = ?`,
    )
      .bind(league.id)
      .run();
    const g = week(15)[0]!;
    const half = await submit(user, league.id, 15, [spread(g, "first_half")]);
    expect([half.status, half.json.error]).toEqual([
      400,
      PICK_TEXTS.portionNotAllowed("First Half", league.name),
    ]);
    const quarter = await submit(user, league.id, 15, [spread(g, "first_quarter")]);
    expect(quarter.json.error).toBe(PICK_TEXTS.portionNotAllowed("1st Quarter", league.name));
    const prop = await submit(user, league.id, 15, [
      { game_id: g.id, pick_type: "player_prop", prop_id: 1, picked_value: "over" },
    ]);
    expect([prop.status, prop.json.error]).toEqual([
      400,
      PICK_TEXTS.betTypeNotAllowed("Player Props", league.name),
    ]);
    // The newer screen's one pick says the same.
    const newer = await call("/api/picks/", {
      token: user.token,
      body: {
        game: g.id,
        betType: "spread",
        selection: "home",
        leagueId: league.id,
        gamePortion: "second_half",
      },
    });
    expect([newer.status, newer.json.error]).toEqual([
      400,
      PICK_TEXTS.portionNotAllowed("Second Half", league.name),
    ]);
    expect(await countPicks(user.id, league.id)).toBe(0);
  });

  it("counts week 15 as a regular week under picks_per_week, not the postseason cap", async () => {
    const user = await createUser();
    const league = await nflLeague(user, {
      picks_per_week: 2,
      postseason_pick_limit: 1,
      include_playoffs: true,
    });
    const [a, b, c] = week(15);
    const two = await submit(user, league.id, 15, [spread(a!), spread(b!)]);
    expect(two.status, two.text).toBe(201);
    expect(two.json.picks.map((p: { spread_at_pick: number }) => p.spread_at_pick)).toEqual([
      a!.home_spread,
      b!.home_spread,
    ]);
    const third = await submit(user, league.id, 15, [spread(c!)]);
    expect([third.status, third.json.error]).toEqual([400, PICK_TEXTS.capPerWeek(2)]);
    const nextWeek = await submit(user, league.id, 16, [spread(week(16)[0]!)]);
    expect(nextWeek.status, nextWeek.text).toBe(201);

    const status = await call("/api/sportsbook/league_status/?week=15", { token: user.token });
    expect(status.json.leagues.find((l: { id: number }) => l.id === league.id)).toMatchObject({
      picks_week: 15,
      picks_count: 2,
      picks_required_this_week: 2,
      picks_remaining: 0,
    });
    // No week asked: each league's own current week (college keeps its current_week).
    const current = await call("/api/sportsbook/league_status/", { token: user.token });
    expect(current.json.current_week).toBe(5);
    expect(current.json.leagues.find((l: { id: number }) => l.id === league.id)).toMatchObject({
      picks_week: 15,
      picks_count: 2,
    });
    expect(current.json.user_picks.map((p: { game_id: number }) => p.game_id)).toEqual([
      a!.id,
      b!.id,
    ]);
    const weekly = await call(`/api/leagues/${league.id}/weekly_picks/?week=15`, {
      token: user.token,
    });
    expect(weekly.json).toMatchObject({ week: 15, current_week: 15, picks_required: 2 });
    expect(weekly.json.weekly_picks[0].picks_submitted).toBe(2);
  });

  it("plays the Wild Card only with include_playoffs, under the postseason pick limit", async () => {
    const user = await createUser();
    const closed = await nflLeague(user, { name: "No Playoffs" });
    const open = await nflLeague(user, {
      name: "Playoff Pool",
      include_playoffs: true,
      postseason_pick_limit: 1,
    });
    const wildCard = week(19)[0]!;
    const divisional = week(20)[0]!;

    const refused = await submit(user, closed.id, 19, [spread(wildCard)]);
    expect([refused.status, refused.json.error]).toEqual([
      400,
      'League "No Playoffs" does not allow Playoff picks',
    ]);
    const taken = await submit(user, open.id, "postseason", [spread(wildCard)]);
    expect(taken.status, taken.text).toBe(201);
    const capped = await submit(user, open.id, 20, [spread(divisional)]);
    expect([capped.status, capped.json.error]).toEqual([400, PICK_TEXTS.capPerPostseason(1)]);

    const status = await call("/api/sportsbook/league_status/?week=postseason", {
      token: user.token,
    });
    expect(status.json.leagues.find((l: { id: number }) => l.id === open.id)).toMatchObject({
      picks_week: 19,
      picks_count: 1,
      picks_required_this_week: 1,
    });
    expect(status.json.user_picks.map((p: { game_id: number }) => p.game_id)).toEqual([
      wildCard.id,
    ]);

    // A postseason week's number is the same card: the Wild Card pick fills the shared limit.
    const divisionalStatus = await call("/api/sportsbook/league_status/?week=20", {
      token: user.token,
    });
    expect(
      divisionalStatus.json.leagues.find((l: { id: number }) => l.id === open.id),
    ).toMatchObject({ picks_week: 20, picks_count: 1, picks_remaining: 0 });
    expect(divisionalStatus.json.user_picks.map((p: { game_id: number }) => p.game_id)).toEqual([
      wildCard.id,
    ]);
    const weekly = await call(`/api/leagues/${open.id}/weekly_picks/?week=20`, {
      token: user.token,
    });
    expect(weekly.json).toMatchObject({ week: 20, picks_required: 1 });
    expect(weekly.json.weekly_picks[0]).toMatchObject({ picks_submitted: 1, is_complete: false });
  });

  it("answers 400 for a week outside the league's calendar", async () => {
    const user = await createUser();
    const league = await nflLeague(user);
    for (const w of [0, 23]) {
      const res = await call(`/api/leagues/${league.id}/weekly_picks/?week=${w}`, {
        token: user.token,
      });
      expect([res.status, res.json]).toEqual([
        400,
        { week: [w === 0 ? "Week must be a whole number from 1 to 22" : expect.any(String)] },
      ]);
    }
    const college = await createLeague(user, { name: "Saturday Crew" });
    const week0 = await call(`/api/leagues/${college.json.id}/weekly_picks/?week=0`, {
      token: user.token,
    });
    expect(week0.status, week0.text).toBe(200);
    const status = await call("/api/sportsbook/league_status/?week=23", { token: user.token });
    expect(status.status).toBe(400);
    expect(status.json.week).toEqual([expect.stringContaining("week number from 0 to 22")]);
    const ok = await call("/api/sportsbook/league_status/?week=22", { token: user.token });
    expect(ok.status).toBe(200);
  });
  it("takes one postseason card over several rounds (Wild Card and Divisional together)", async () => {
    const user = await createUser();
    const league = await nflLeague(user, { include_playoffs: true, postseason_pick_limit: 3 });
    const [wildCard, divisional] = [week(19)[0]!, week(20)[0]!];
    const card = await submit(user, league.id, "postseason", [
      spread(wildCard),
      spread(divisional),
    ]);
    expect(card.status, card.text).toBe(201);
    expect(card.json.picks.map((p: { game_id: number }) => p.game_id)).toEqual([
      wildCard.id,
      divisional.id,
    ]);
    // A numeric postseason week names the same card; a regular week with a playoff game does not.
    const more = await submit(user, league.id, 21, [spread(week(21)[0]!), spread(week(19)[1]!)]);
    expect([more.status, more.json.error]).toEqual([400, PICK_TEXTS.capPerPostseason(3)]);
    const mixed = await submit(user, league.id, 18, [spread(week(18)[0]!), spread(week(19)[1]!)]);
    expect([mixed.status, mixed.json.error]).toEqual([400, PICK_TEXTS.sameWeek]);
  });
});

describe("NFL pick reminders", () => {
  it("remind of the NFL postseason as one card week before the Wild Card, by its name", async () => {
    const user = await createUser();
    const league = await nflLeague(user, { include_playoffs: true, postseason_pick_limit: 3 });
    const wildCard = week(19)[0]!;
    await sendPickReminders(env, new Date(Date.parse(wildCard.kickoff_at) - 2 * HOUR));
    const { results } = await env.DB.prepare(
      "SELECT dedupe_key, action_url, message FROM notifications WHERE user_id = ? AND league_id = ?",
    )
      .bind(user.id, league.id)
      .all();
    expect(results).toEqual([
      {
        dedupe_key: `pick_reminder:${league.id}:postseason:24h`,
        action_url: `/sportsbook?league=${league.id}&week=postseason`,
        message: expect.stringMatching(/^Wild Card in .*: 3 picks and your lock still to make/),
      },
    ]);
  });
});

describe("the sportsbook's NFL games", () => {
  const ids = (res: { json: { games: { id: number }[] } }) => res.json.games.map((g) => g.id);

  it("an NFL league gets the current NFL week's games with full-game markets only", async () => {
    const user = await createUser();
    const league = await nflLeague(user);
    const res = await call(`/api/sportsbook/games/?league_id=${league.id}`, { token: user.token });
    expect(res.status, res.text).toBe(200);
    expect(ids(res)).toEqual(week(15).map((g) => g.id));
    for (const g of res.json.games) {
      expect(g).toMatchObject({
        season_id: nflSeasonId,
        week: 15,
        game_portion_odds: [],
        player_props: [],
        team_props: [],
      });
      expect(g.current_odds.home_spread).toEqual(expect.any(Number));
      expect(g.current_odds.home_ml_odds).toEqual(expect.any(Number));
      // A phone's game card names an NFL team by its nickname ('Bears' of 'Chicago Bears').
      for (const team of [g.home_team, g.away_team]) {
        expect(team.compact_name).toMatch(/^[A-Z0-9][a-z0-9]+$/);
        expect(team.name.endsWith(` ${team.compact_name}`), team.name).toBe(true);
      }
    }
    expect(res.json.debug_info.week).toBe(15);
    expect(res.json.filter_options.weeks.map((w: { week: number }) => w.week)).toEqual(
      Array.from({ length: 22 }, (_, i) => i + 1),
    );
    expect(res.json.filter_options.sports).toEqual(["NCAA Football", "NFL"]);
    expect(res.json.filter_options.conferences.map((c: { slug: string }) => c.slug)).toEqual([
      "afc",
      "nfc",
    ]);
    expect(res.json.league_restrictions).toMatchObject({
      allowed_bet_types: ["spread", "over_under"],
      allowed_game_portions: ["full_game"],
    });

    // A college conference asked for an NFL league's games matches none of them; a college
    // filter stored on the league (as before the NFL's limits) is ignored; the AFC keeps the
    // games an AFC team plays.
    await env.DB.prepare("UPDATE leagues SET conference_filter = 'sec' WHERE id = ?")
      .bind(league.id)
      .run();
    const stored = await call(`/api/sportsbook/games/?league_id=${league.id}`, {
      token: user.token,
    });
    expect(ids(stored)).toEqual(ids(res));
    for (const college of ["sec", "power_5", "top_25"]) {
      const sec = await call(
        `/api/sportsbook/games/?league_id=${league.id}&conference=${college}`,
        {
          token: user.token,
        },
      );
      expect([sec.status, sec.json.games], college).toEqual([200, []]);
    }
    const afc = await call(`/api/sportsbook/games/?league_id=${league.id}&conference=afc`, {
      token: user.token,
    });
    expect(afc.json.games.length).toBeGreaterThan(0);
    expect(afc.json.games.length).toBeLessThan(res.json.games.length);
    for (const g of afc.json.games)
      expect([g.home_team.conference, g.away_team.conference]).toContain("AFC");

    const post = await call(`/api/sportsbook/games/?league_id=${league.id}&week=postseason`, {
      token: user.token,
    });
    expect(ids(post)).toEqual([19, 20, 21, 22].flatMap((n) => week(n).map((g) => g.id)));
    expect(post.json.debug_info.week).toBe("postseason");
  });

  it("the sport filter chooses the season; a college league still gets college games", async () => {
    const user = await createUser();
    for (const sport of ["nfl", "NFL"]) {
      const res = await call(`/api/sportsbook/games/?sport=${sport}`, { token: user.token });
      expect(ids(res)).toEqual(week(15).map((g) => g.id));
    }
    const nflOther = await call("/api/sportsbook/games/?sport=nfl&week=16", { token: user.token });
    expect(ids(nflOther)).toEqual(week(16).map((g) => g.id));

    const collegeIds = (
      await env.DB.prepare("SELECT id FROM games WHERE season_id = ? AND week = 5 ORDER BY id")
        .bind(college.seasonId)
        .all<{ id: number }>()
    ).results.map((g) => g.id);
    const byDefault = await call("/api/sportsbook/games/", { token: user.token });
    expect(ids(byDefault)).toEqual(collegeIds);
    expect(byDefault.json.filter_options.conferences).toEqual([{ name: "SEC", slug: "sec" }]);
    const collegeLeague = await createLeague(user, { name: "Saturday Crew" });
    const viaLeague = await call(`/api/sportsbook/games/?league_id=${collegeLeague.json.id}`, {
      token: user.token,
    });
    expect(ids(viaLeague)).toEqual(collegeIds);

    // A sport without a season here: no games, weeks or conferences (not college's).
    for (const sport of ["NBA", "garbage"]) {
      const none = await call(`/api/sportsbook/games/?sport=${sport}`, { token: user.token });
      expect(none.status).toBe(200);
      expect(none.json.games).toEqual([]);
      expect(none.json.filter_options).toMatchObject({ weeks: [], conferences: [] });
    }

    // A sport filter narrows: an NFL league's games under another sport are none.
    const league = await nflLeague(user);
    const other = await call(
      `/api/sportsbook/games/?league_id=${league.id}&sport=NCAA%20Football`,
      { token: user.token },
    );
    expect(other.json.games).toEqual([]);
  });
});

describe("an NFL league's deadlines (the NFL week runs Tuesday to Monday)", () => {
  it("Saturday noon locks the weekend and Monday night together; a Thursday game at kickoff", async () => {
    const user = await createUser();
    const league = await nflLeague(user, { submission_deadline: "saturday_noon" });
    const weekday = (iso: string) => localParts(new Date(iso)).weekday; // 0 = Monday
    const thursday = week(15).find((g) => weekday(g.kickoff_at) === 3)!;
    const monday = week(15).find((g) => weekday(g.kickoff_at) === 0)!;
    const sunday = week(15).find((g) => weekday(g.kickoff_at) === 6)!;

    const res = await call(`/api/sportsbook/games/?league_id=${league.id}`, { token: user.token });
    const shown = (id: number) => res.json.games.find((g: { id: number }) => g.id === id);
    expect(shown(thursday.id).lock_at).toBe(thursday.kickoff_at);
    const sundayLock = new Date(shown(sunday.id).lock_at);
    expect(localParts(sundayLock)).toMatchObject({ weekday: 5, hour: 12, minute: 0 });
    expect(sundayLock.getTime()).toBeLessThan(Date.parse(sunday.kickoff_at));
    // Monday night belongs to the weekend before it: the same Saturday noon.
    expect(shown(monday.id).lock_at).toBe(sundayLock.toISOString());

    // Sunday morning: the Sunday games and Monday night are closed.
    await setClock(new Date(Date.parse(sunday.kickoff_at) - 3 * HOUR).toISOString());
    const token = await freshToken(user);
    for (const g of [sunday, monday]) {
      const late = await call("/api/weekly-picks/submit_picks/", {
        token,
        body: { league_id: league.id, week: 15, picks: [spread(g)] },
      });
      expect([late.status, late.json.error]).toEqual([
        400,
        "The league's pick deadline for this game has passed",
      ]);
    }
  });

  it("a custom Sunday 1 PM deadline locks Monday night at that Sunday 1 PM", async () => {
    const user = await createUser();
    const league = await nflLeague(user, {
      submission_deadline: "custom",
      custom_deadline_day: 6,
      custom_deadline_time: "13:00",
    });
    const weekday = (iso: string) => localParts(new Date(iso)).weekday;
    const monday = week(16).find((g) => weekday(g.kickoff_at) === 0)!;
    const res = await call(`/api/sportsbook/games/?league_id=${league.id}&week=16`, {
      token: user.token,
    });
    const lock = new Date(
      res.json.games.find((g: { id: number }) => g.id === monday.id).lock_at as string,
    );
    expect(localParts(lock)).toMatchObject({ weekday: 6, hour: 13, minute: 0 });
    const kickoff = Date.parse(monday.kickoff_at);
    expect(kickoff - lock.getTime()).toBeGreaterThan(24 * HOUR);
    expect(kickoff - lock.getTime()).toBeLessThan(48 * HOUR);

    // Before that Sunday 1 PM the Monday game takes a pick; after it, it is closed.
    await setClock(new Date(lock.getTime() - HOUR).toISOString());
    const open = await call("/api/weekly-picks/submit_picks/", {
      token: await freshToken(user),
      body: { league_id: league.id, week: 16, picks: [spread(monday)] },
    });
    expect(open.status, open.text).toBe(201);
    await setClock(new Date(lock.getTime() + HOUR).toISOString());
    const closed = await call("/api/weekly-picks/submit_picks/", {
      token: await freshToken(user),
      body: {
        league_id: league.id,
        week: 16,
        picks: [{ ...spread(monday), picked_team_id: monday.away_team_id }],
      },
    });
    expect([closed.status, closed.json.error]).toEqual([
      400,
      "The league's pick deadline for this game has passed",
    ]);
  });
});
