/**
 * The sportsbook's games of an NFL league or sport filter on the real 2024 NFL season (issue 16,
 * ADR 1601), and Saturday-noon and custom deadlines over the NFL's Tuesday–Monday week
 * (nfl-support.ts loads the seasons).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { localParts } from "#domain/calendar";
import { HOUR } from "./accounts-support";
import { freshToken } from "./fixtures/leagues";
import {
  college,
  loadNflSeason,
  nflLeague,
  nflSeasonId,
  postLeague,
  spread,
  week,
} from "./nfl-support";
import { call, createUser, setClock } from "./support";

loadNflSeason();

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
    const collegeLeague = await postLeague(user, { name: "Saturday Crew" });
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
