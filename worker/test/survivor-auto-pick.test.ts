/**
 * Survivor auto-pick on the real 2024 college season (issue 47, ADR 0407), through the cron the
 * dev clock runs: an hour before the week's last kickoff the server picks, for an alive member
 * with no pick of the week, the biggest favourite still ahead among the teams they have not used
 * (a 'home' pool the biggest home favourite), with its line; never over a fan's pick, never for
 * an eliminated member, never past the limit, never twice; the member is told once, the pick
 * answers is_auto, and it is graded like any pick (not as a missed week).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { survivorPickStatement } from "#worker/survivor/queries";
import { freshToken } from "./fixtures/leagues";
import { call, createUser, setClock, type TestUser } from "./support";
import { loadReplaySeason, seasonId } from "./replay-support";
import { createLeague } from "./season-support";

loadReplaySeason();

// The replayed season's week 2 ends with USC (−30.5) v Utah State at 03:00 UTC, so its moment
// is 02:00, when four games are ahead (read with their lines from the stored games below).
const WEEK2_MOMENT = "2026-09-06T02:00:00.000Z";
const WEEK2_LAST = "2026-09-06T03:00:00.000Z";
// Week 8 ends at 02:30 UTC (two games ahead at its moment, an away team the bigger favourite);
// week 9 at 03:59 UTC.
const WEEK8_MOMENT = "2026-10-18T01:30:00.000Z";
const WEEK9_MOMENT = "2026-10-25T02:59:00.000Z";
const [USC, LSU] = [30, 99];
const BEFORE = "2024-01-01T00:00:00.000Z";
// After week 1 ended: a member who plays from week 2 on.
const AFTER_WEEK1 = "2026-09-02T00:00:00.000Z";

async function survivorLeague(
  members: [TestUser, string][],
  settings = "auto_pick = 'favorite', auto_pick_limit = 3",
) {
  const league = await createLeague(members[0]![0].id, seasonId);
  await env.DB.prepare(`UPDATE leagues SET pool_format = 'survivor', ${settings} WHERE id = ?`)
    .bind(league)
    .run();
  await env.DB.batch(
    members.map(([u, joined]) =>
      env.DB.prepare(
        "INSERT INTO league_members (league_id, user_id, role, status, joined_at) VALUES (?, ?, 'member', 'active', ?)",
      ).bind(league, u.id, joined),
    ),
  );
  const name = await env.DB.prepare("SELECT name FROM leagues WHERE id = ?")
    .bind(league)
    .first<{ name: string }>();
  return { id: league, name: name!.name };
}

/** USC's week 1 game (USC 27, LSU 20 in Las Vegas). */
const week1Game = async () =>
  (await env.DB.prepare(
    "SELECT id FROM games WHERE season_id = ?1 AND week = 1 AND (home_team_id = ?2 OR away_team_id = ?2)",
  )
    .bind(seasonId, USC)
    .first<{ id: number }>())!.id;

const seed = (league: number, user: TestUser, week: number, game: number, team: number) =>
  env.DB.prepare(
    `INSERT INTO survivor_picks (league_id, user_id, week, game_id, team_id, submitted_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
    .bind(league, user.id, week, game, team, BEFORE)
    .run();

interface Row {
  user_id: number;
  week: number;
  game_id: number | null;
  team_id: number | null;
  spread_at_pick: number | null;
  is_auto: number;
  result: string | null;
}
const rows = async (league: number, week: number) =>
  (
    await env.DB.prepare(
      `SELECT user_id, week, game_id, team_id, spread_at_pick, is_auto, result FROM survivor_picks
       WHERE league_id = ? AND week = ? ORDER BY user_id`,
    )
      .bind(league, week)
      .all<Row>()
  ).results;

/** The teams of a week's games ahead at `moment` with their own lines, the biggest favourite first. */
async function weekAhead(week: number, moment: string) {
  const { results } = await env.DB.prepare(
    `SELECT g.id, g.home_team_id, g.away_team_id, o.home_spread, o.away_spread FROM games g
     JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
     WHERE g.season_id = ? AND g.week = ? AND g.kickoff_at > ? ORDER BY g.id`,
  )
    .bind(seasonId, week, moment)
    .all<{
      id: number;
      home_team_id: number;
      away_team_id: number;
      home_spread: number;
      away_spread: number;
    }>();
  return results
    .flatMap((g) => [
      { game: g.id, team: g.home_team_id, spread: g.home_spread, home: true },
      { game: g.id, team: g.away_team_id, spread: g.away_spread, home: false },
    ])
    .sort((a, b) => a.spread - b.spread);
}

const bell = async (user: TestUser) =>
  (
    await env.DB.prepare(
      "SELECT title, message, action_url FROM notifications WHERE user_id = ? AND notification_type = 'pick_reminder' ORDER BY id",
    )
      .bind(user.id)
      .all<{ title: string; message: string; action_url: string }>()
  ).results;
/** The auto-pick notices among the member's reminders (a member with no team is also reminded). */
const reminders = async (user: TestUser) =>
  (await bell(user)).filter((n) => n.title === "We made your picks");

const runs = async (league: number) =>
  (
    await env.DB.prepare(
      "SELECT user_id, week, picks FROM auto_pick_runs WHERE league_id = ? ORDER BY user_id, week",
    )
      .bind(league)
      .all()
  ).results;

describe("survivor auto-pick in the minute jobs", () => {
  it("picks the biggest unused favourite at the moment, never over a fan's pick or for a fan who is out, once", async () => {
    const [a, b, c, d] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
    ];
    const league = await survivorLeague([
      [a, AFTER_WEEK1],
      [b, AFTER_WEEK1],
      [c, BEFORE],
      [d, BEFORE],
    ]);
    const usc = await week1Game();
    // C used USC in week 1 (a win); D took LSU there (a loss: out with one life).
    await seed(league.id, c, 1, usc, USC);
    await seed(league.id, d, 1, usc, LSU);
    const ahead = await weekAhead(2, WEEK2_MOMENT);
    expect(ahead.length).toBeGreaterThanOrEqual(4);
    expect(ahead[0]!.team).toBe(USC);

    // B picks their own team on Thursday (the route, server clock).
    await setClock("2026-09-05T12:00:00.000Z");
    const next = ahead[1]!;
    const own = ahead.find((t) => t.spread < 0 && t.team !== USC && t.team !== next.team)!;
    const made = await call(`/api/leagues/${league.id}/survivor/pick/`, {
      token: await freshToken(b),
      body: { week: 2, game_id: own.game, team_id: own.team },
    });
    expect(made.status, made.text).toBe(200);
    expect((await rows(league.id, 1)).map((r) => [r.user_id, r.result])).toEqual([
      [c.id, "win"],
      [d.id, "loss"],
    ]);

    // A minute before the moment nothing; at it, A gets USC and C (who used USC) the next one.
    await setClock(new Date(Date.parse(WEEK2_MOMENT) - 60_000).toISOString());
    expect(await rows(league.id, 2)).toHaveLength(1);
    await setClock(WEEK2_MOMENT);
    const expected: Row[] = [
      {
        user_id: a.id,
        week: 2,
        game_id: ahead[0]!.game,
        team_id: USC,
        spread_at_pick: ahead[0]!.spread,
        is_auto: 1,
        result: null,
      },
      {
        user_id: b.id,
        week: 2,
        game_id: own.game,
        team_id: own.team,
        spread_at_pick: own.spread,
        is_auto: 0,
        result: null,
      },
      {
        user_id: c.id,
        week: 2,
        game_id: next.game,
        team_id: next.team,
        spread_at_pick: next.spread,
        is_auto: 1,
        result: null,
      },
    ];
    expect(await rows(league.id, 2)).toEqual(expected);
    expect(await runs(league.id)).toEqual([
      { user_id: a.id, week: 2, picks: 1 },
      { user_id: c.id, week: 2, picks: 1 },
    ]);
    const told = {
      title: "We made your picks",
      message: `We made your Week 2 picks for ${league.name}`,
      action_url: `/leagues/${league.id}`,
    };
    expect(await reminders(a)).toEqual([told]);
    expect(await reminders(c)).toEqual([told]);
    expect(await reminders(b)).toEqual([]);
    expect(await reminders(d)).toEqual([]);
    // Before the moment, a fan with no team was reminded to pick it, on the league page.
    const due = (await bell(a)).filter((n) => n.title !== "We made your picks");
    expect(due.length).toBeGreaterThan(0);
    for (const n of due) {
      expect(n.title).toMatch(/^Survivor pick due /);
      expect(n.message).toMatch(/^Week 2 in .+: your team still to pick, the next game kicks off/);
      expect(n.action_url).toBe(`/leagues/${league.id}`);
    }
    const mine = await call(`/api/leagues/${league.id}/survivor/`, { token: await freshToken(a) });
    const entry = mine.json.entries.find((e: { user_id: number }) => e.user_id === a.id);
    expect(entry.picks).toEqual([
      {
        week: 2,
        game_id: ahead[0]!.game,
        team_id: USC,
        team_abbreviation: "USC",
        result: "pending",
        is_auto: true,
      },
    ]);

    // A second run, and a later one before the last kickoff, make nothing more.
    await setClock(WEEK2_MOMENT);
    await setClock(new Date(Date.parse(WEEK2_LAST) - 60_000).toISOString());
    expect(await rows(league.id, 2)).toEqual(expected);
    expect(await runs(league.id)).toHaveLength(2);
    expect(await reminders(a)).toHaveLength(1);

    // An auto pick never replaces a row: the statement leaves B's own pick as it is.
    const replaced = await survivorPickStatement(env.DB, {
      leagueId: league.id,
      userId: b.id,
      week: 2,
      gameId: ahead[0]!.game,
      teamId: USC,
      spread: ahead[0]!.spread,
      isAuto: true,
      at: new Date(Date.parse(WEEK2_LAST) - 60_000).toISOString(),
    }).run();
    expect(replaced.meta.changes).toBe(0);
    expect(await rows(league.id, 2)).toEqual(expected);

    // Graded like any pick once the week is over: a result from the game, not a missed week.
    await setClock(new Date(Date.parse(WEEK2_LAST) + 6 * 3_600_000).toISOString());
    const scores = new Map(
      (
        await env.DB.prepare(
          "SELECT id, home_team_id, home_score, away_score FROM games WHERE id IN (?, ?)",
        )
          .bind(ahead[0]!.game, next.game)
          .all<{ id: number; home_team_id: number; home_score: number; away_score: number }>()
      ).results.map((g) => [g.id, g]),
    );
    const outcome = (game: number, team: number) => {
      const g = scores.get(game)!;
      const [mine, theirs] =
        g.home_team_id === team ? [g.home_score, g.away_score] : [g.away_score, g.home_score];
      return mine > theirs ? "win" : mine < theirs ? "loss" : "push";
    };
    const graded = await rows(league.id, 2);
    expect(graded.find((r) => r.user_id === a.id)).toMatchObject({
      game_id: ahead[0]!.game,
      is_auto: 1,
      result: outcome(ahead[0]!.game, USC),
    });
    expect(graded.find((r) => r.user_id === c.id)).toMatchObject({
      game_id: next.game,
      result: outcome(next.game, next.team),
    });
    expect(outcome(ahead[0]!.game, USC)).toBe("win");
  });

  // Later weeks than the test above (the replay's clock only moves forward through the games).
  it("a 'home' spread pool takes the biggest home favourite with its line, and stops at the limit", async () => {
    const f = await createUser();
    const league = await survivorLeague(
      [[f, BEFORE]],
      "survivor_pick_type = 'spread', auto_pick = 'home', auto_pick_limit = 1",
    );
    const ahead = await weekAhead(8, WEEK8_MOMENT);
    // The week's biggest favourite is an away team: 'home' takes the biggest home favourite.
    expect(ahead[0]!.home).toBe(false);
    const home = ahead.find((t) => t.home)!;
    expect(home.spread).toBeLessThan(0);
    await setClock(WEEK8_MOMENT);
    expect(await rows(league.id, 8)).toEqual([
      {
        user_id: f.id,
        week: 8,
        game_id: home.game,
        team_id: home.team,
        spread_at_pick: home.spread,
        is_auto: 1,
        result: null,
      },
    ]);
    // The limit (1) is used: week 9's moment picks nothing, though a home team with a line is ahead.
    expect((await weekAhead(9, WEEK9_MOMENT)).some((t) => t.home)).toBe(true);
    await setClock(WEEK9_MOMENT);
    expect(await rows(league.id, 9)).toEqual([]);
    expect(await runs(league.id)).toEqual([{ user_id: f.id, week: 8, picks: 1 }]);
    expect(await reminders(f)).toHaveLength(1);
  });
});
