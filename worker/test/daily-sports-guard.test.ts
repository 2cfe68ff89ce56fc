/**
 * The picks guard trigger (migrations/0029) by each sport's calendar (issue 45): its postseason
 * CASE names every calendar's postseasonFirst, and the database itself counts a week under the cap
 * that calendar gives it: the NBA's playoffs as one postseason, every MLB week as a regular week.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CALENDARS, NCAA_CALENDAR } from "#domain/season/calendars";
import { HOUR } from "./accounts-support";
import { ensureSportSeason, insertDailyGame } from "./fixtures/daily-sports";
import { insertLeague, type SeasonFixture } from "./fixtures/sportsbook";
import { createUser, serverNowForTests } from "./support";

let now: Date;
beforeAll(async () => {
  now = await serverNowForTests();
});

describe("the guard's postseason CASE", () => {
  it("agrees with every calendar of domain/season/calendars.ts", async () => {
    const row = await env.DB.prepare(
      "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'picks_guard_insert'",
    ).first<{ sql: string }>();
    const caseText = /CASE s\.key (.*?) ELSE (\d+) END AS postseason_first/.exec(row!.sql);
    expect(caseText, row!.sql).not.toBeNull();
    const whens = Object.fromEntries(
      [...caseText![1]!.matchAll(/WHEN '([^']+)' THEN (\d+)/g)].map((m) => [m[1], Number(m[2])]),
    );
    const expected = Object.fromEntries(
      CALENDARS.filter((c) => c !== NCAA_CALENDAR).map((c) => [c.sport, c.postseasonFirst]),
    );
    expect(whens).toEqual(expected);
    expect(Number(caseText![2])).toBe(NCAA_CALENDAR.postseasonFirst);
  });
});

/** Inserts a pick straight into D1 (the trigger is the last guard, behind the API's checks). */
async function insertPick(
  season: SeasonFixture,
  user: { id: number },
  leagueId: number,
  week: number,
) {
  const kickoff = new Date(now.getTime() + 5 * HOUR);
  const game = await insertDailyGame(season, { kickoffAt: kickoff, week, line: null });
  const submitted = new Date(now.getTime() + HOUR).toISOString();
  try {
    await env.DB.prepare(
      `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion, picked_team_id,
         submitted_at, deadline_at)
       VALUES (?, ?, ?, ?, ?, 'moneyline', 'full_game', ?, ?, ?)`,
    )
      .bind(
        user.id,
        leagueId,
        game.id,
        season.seasonId,
        week,
        game.homeTeamId,
        submitted,
        kickoff.toISOString(),
      )
      .run();
    return "stored";
  } catch (err) {
    return String(err).includes("pick_cap_reached") ? "pick_cap_reached" : String(err);
  }
}

describe("the database counts each sport's weeks by its calendar", () => {
  it("MLB's weeks 15 and on are regular weeks, each under picks_per_week", async () => {
    const mlb = await ensureSportSeason("mlb", "MLB");
    const user = await createUser();
    const league = await insertLeague(mlb, [user], { picksPerWeek: 1, postseasonPickLimit: 1 });
    expect(await insertPick(mlb, user, league.id, 15)).toBe("stored");
    expect(await insertPick(mlb, user, league.id, 16)).toBe("stored");
    expect(await insertPick(mlb, user, league.id, 29)).toBe("stored");
    expect(await insertPick(mlb, user, league.id, 29)).toBe("pick_cap_reached");
  });

  it("the NBA's weeks 26–35 are one postseason under postseason_pick_limit", async () => {
    const nba = await ensureSportSeason("nba", "NBA");
    const user = await createUser();
    const league = await insertLeague(nba, [user], { picksPerWeek: 1, postseasonPickLimit: 2 });
    expect(await insertPick(nba, user, league.id, 25)).toBe("stored");
    expect(await insertPick(nba, user, league.id, 26)).toBe("stored");
    expect(await insertPick(nba, user, league.id, 30)).toBe("stored");
    expect(await insertPick(nba, user, league.id, 35)).toBe("pick_cap_reached");
  });

  it("the NHL's postseason starts at week 30, soccer has none", async () => {
    const nhl = await ensureSportSeason("nhl", "NHL");
    const user = await createUser();
    const league = await insertLeague(nhl, [user], { picksPerWeek: 2, postseasonPickLimit: 1 });
    expect(await insertPick(nhl, user, league.id, 29)).toBe("stored");
    expect(await insertPick(nhl, user, league.id, 29)).toBe("stored");
    expect(await insertPick(nhl, user, league.id, 30)).toBe("stored");
    expect(await insertPick(nhl, user, league.id, 38)).toBe("pick_cap_reached");

    const soccer = await ensureSportSeason("soccer", "Soccer");
    const fan = await createUser();
    const soccerLeague = await insertLeague(soccer, [fan], {
      picksPerWeek: 1,
      postseasonPickLimit: 1,
    });
    expect(await insertPick(soccer, fan, soccerLeague.id, 38)).toBe("stored");
    expect(await insertPick(soccer, fan, soccerLeague.id, 41)).toBe("stored");
  });
});
