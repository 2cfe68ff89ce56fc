/**
 * NFL picks on the real 2024 NFL season (issue 16, ADR 1601): the picks an NFL league refuses and
 * counts by the NFL calendar (weeks 15–18 regular, 19–22 one postseason), and its pick reminders
 * (nfl-support.ts loads the seasons).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PICK_TEXTS } from "#domain/picks/rules";
import { sendPickReminders } from "#worker/notifications/jobs";
import { HOUR } from "./accounts-support";
import { countPicks } from "./fixtures/sportsbook";
import { loadNflSeason, nflLeague, postLeague, spread, submit, week } from "./nfl-support";
import { call, createUser } from "./support";

loadNflSeason();

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
    const college = await postLeague(user, { name: "Saturday Crew" });
    const week0 = await call(`/api/leagues/${college.json.id}/weekly_picks/?week=0`, {
      token: user.token,
    });
    expect(week0.status, week0.text).toBe(200);
    // The sportsbook's week names a week of any sport's calendar: the Premier League's last
    // matchweek (41) is the longest.
    const status = await call("/api/sportsbook/league_status/?week=42", { token: user.token });
    expect(status.status).toBe(400);
    expect(status.json.week).toEqual([expect.stringContaining("week number from 0 to 41")]);
    const ok = await call("/api/sportsbook/league_status/?week=41", { token: user.token });
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
