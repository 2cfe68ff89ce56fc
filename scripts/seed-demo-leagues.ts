/**
 * Seed step (after demo users and the season import): a public and a private college league, and a
 * public league of each other sport with a season (NFL, NBA, NHL, MLB, Premier League soccer), with
 * the demo users as members and a graded history — picks on the finished games of the replayed
 * weeks already played (of the league's own sport, in the markets its data offers), then grading
 * run once. Idempotent: leagues are found by their fixed codes, memberships and picks are inserted
 * only when missing, grading changes nothing twice.
 */
import type { Env } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import { onFanout } from "#worker/http/fanout";
import { gradeFinishedGames } from "#worker/season/grading";
import { gradeLeagueGames } from "#worker/season/league-grading";
import { batchIdempotent } from "#data/upsert-rows";
import { FEATURED_LEAGUE_NAME } from "#domain/leagues/featured";
import { calendarFor, NCAA_FOOTBALL_KEY, NFL_KEY } from "#domain/season/calendars";
import { DEMO_USERS, DEMO_FANS } from "./seed-demo-users";
import {
  PICKS_PER_WEEK,
  demoPick,
  hash,
  rankOpenWeek,
  rankUpcomingCard,
  type GameRow,
} from "./seed-demo-picks";

/** Fixed codes (alphabet without look-alikes) so a re-run finds the same leagues. */
const DEMO_LEAGUES = [
  {
    code: "PUBDEM24",
    name: FEATURED_LEAGUE_NAME,
    description: "The public demo league: anyone can Quick Join from League Central.",
    league_type: "public",
    // More than the dashboard's top five, so its carousel offers 'View All N Members'.
    members: ["alice", "bob", "carol", ...DEMO_FANS],
    show_picks_before_lock: 0,
    sport: "ncaa-football",
  },
  {
    code: "PRVDEM24",
    name: "Alice's Office Pool",
    description: "A private demo league for Alice's office: invitation or code only.",
    league_type: "private",
    members: ["alice", "bob"],
    show_picks_before_lock: 0,
    sport: "ncaa-football",
  },
  {
    // The NFL season replayed beside college football (issue 16); carol is not a member, so a
    // fan can Quick Join it from League Central.
    code: "SUNDAY24",
    name: "Sunday Gridiron",
    description: "The public NFL demo league: full-game spreads, totals and moneylines.",
    league_type: "public",
    members: ["alice", "dante", "erin", "felix", "grace"],
    show_picks_before_lock: 0,
    sport: "nfl",
  },
  // Issue 45: one public league per sport replayed beside football, run by a demo fan (the
  // football demo accounts are not members, so a fan can Quick Join each one).
  {
    code: "PREMPK25",
    name: "Matchday Club",
    description:
      "The public Premier League demo league: home, draw or away, Asian handicaps and over/under 2.5.",
    league_type: "public",
    members: DEMO_FANS,
    show_picks_before_lock: 0,
    sport: "soccer",
  },
  {
    code: "HQQPSNBA",
    name: "Hardwood Picks",
    description:
      "The public NBA demo league: closing spreads and totals, then the play-in and playoffs.",
    league_type: "public",
    members: DEMO_FANS,
    show_picks_before_lock: 0,
    sport: "nba",
  },
  {
    code: "PUCKDRP5",
    name: "Power Play Pool",
    description: "The public NHL demo league: puck lines, totals and moneylines.",
    league_type: "public",
    members: DEMO_FANS,
    show_picks_before_lock: 0,
    sport: "nhl",
  },
  {
    code: "BASES243",
    name: "Straight-Up Baseball",
    description: "The public MLB demo league: no lines, just pick the winner.",
    league_type: "public",
    members: DEMO_FANS,
    show_picks_before_lock: 0,
    sport: "mlb",
  },
  // Issue 46: the two pool formats beside the standard leagues (ADR 0406). A public bowl pool over
  // the postseason card, ranked by confidence and broken by the championship's total-points guess,
  // that no football demo account has joined (a fan joins it from League Central); and a private
  // confidence league of the regular season with a graded history.
  {
    code: "BOWLMN24",
    name: "Bowl Mania at the Office",
    description:
      "The public bowl pool: every bowl and playoff game, ranked by confidence; ties go to the closest title-game total.",
    league_type: "public",
    members: DEMO_FANS,
    show_picks_before_lock: 0,
    sport: "ncaa-football",
    format: "bowl",
  },
  {
    code: "CONFPK24",
    name: "Confidence Corner",
    description:
      "A private confidence league: rank your five picks 1 to 5, a correct pick scores its rank.",
    league_type: "private",
    members: ["dante", "erin", "felix", "grace", "hector"],
    show_picks_before_lock: 0,
    sport: "ncaa-football",
    format: "confidence",
  },
  // Issue 47: two survivor pools with a graded history of the replayed weeks
  // (./seed-demo-survivor.ts): a public NFL pool with auto-pick on, that no football demo account
  // has joined (three lives), and a college one of the football demo accounts (one life).
  {
    code: "SRVNFL24",
    name: "Sunday Survivor",
    description:
      "The public NFL survivor pool: one team a week to win, never the same team twice, three lives. Miss a week and we pick the biggest favourite for you.",
    league_type: "public",
    members: DEMO_FANS,
    show_picks_before_lock: 0,
    sport: "nfl",
    format: "survivor",
    survivor: { lives: 3, autoPick: "favorite" },
  },
  {
    code: "LASTFN24",
    name: "Last Fan Standing",
    description:
      "A college survivor pool: pick one team a week to win, each team once a season; one loss and you are out.",
    league_type: "private",
    members: ["alice", "bob", "carol", ...DEMO_FANS],
    show_picks_before_lock: 0,
    sport: "ncaa-football",
    format: "survivor",
    survivor: { lives: 1, autoPick: "off" },
  },
] as const;

type DemoLeague = (typeof DEMO_LEAGUES)[number];
/** A demo league's pool format (ADR 0406): the standard one unless it names another. */
const formatOf = (demo: DemoLeague) => ("format" in demo ? demo.format : "standard");
/** A survivor pool's lives and auto-pick (ADR 0407); every other league keeps the defaults. */
const survivorOf = (demo: DemoLeague) =>
  "survivor" in demo ? demo.survivor : { lives: 1, autoPick: "off" };

export async function seedDemoLeagues(env: Env): Promise<string> {
  const db = env.DB;
  const now = await serverNow(env);
  const nowIso = now.toISOString();
  const usernames = DEMO_USERS.map((u) => u.username);
  const users = await db
    .prepare(
      `SELECT id, username FROM users WHERE username IN (${usernames.map(() => "?").join(", ")})`,
    )
    .bind(...usernames)
    .all<{ id: number; username: string }>();
  const userIds = new Map(users.results.map((u) => [u.username, u.id]));
  const alice = userIds.get("alice");
  if (!alice) return "skipped (demo users missing)";
  /** A sport's current season and its finished games by week (none when not imported). */
  async function finishedWeeks(sportKey: string) {
    const season = await db
      .prepare(
        "SELECT se.id, se.sport_id FROM seasons se JOIN sports s ON s.id = se.sport_id WHERE s.key = ? ORDER BY se.is_current DESC, se.year DESC LIMIT 1",
      )
      .bind(sportKey)
      .first<{ id: number; sport_id: number }>();
    if (!season) return null;
    // Finished weeks: every game final or void, and kicked off before now.
    const games = await db
      .prepare(
        `SELECT g.id, g.week, g.kickoff_at, g.home_team_id, g.away_team_id, o.home_spread, o.away_spread,
                o.home_spread_odds, o.away_spread_odds, o.total_points, o.over_odds, o.under_odds,
                o.home_ml_odds, o.away_ml_odds, o.draw_ml_odds
           FROM games g LEFT JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
          WHERE g.season_id = ? AND g.status = 'final' AND g.kickoff_at < ?
            AND (o.home_spread IS NOT NULL OR ? = 1)
          ORDER BY g.week, g.kickoff_at, g.id`,
      )
      .bind(season.id, nowIso, calendarFor(sportKey).straightUp ? 1 : 0)
      .all<GameRow>();
    const byWeek = new Map<number, GameRow[]>();
    for (const g of games.results) {
      const list = byWeek.get(g.week);
      if (list) list.push(g);
      else byWeek.set(g.week, [g]);
    }
    return { season, games: games.results, byWeek };
  }
  const sports = new Map<string, Awaited<ReturnType<typeof finishedWeeks>>>();
  for (const demo of DEMO_LEAGUES)
    if (!sports.has(demo.sport)) sports.set(demo.sport, await finishedWeeks(demo.sport));
  if (!sports.get(NCAA_FOOTBALL_KEY)) return "skipped (no season imported)";

  let created = 0;
  let joined = 0;
  let picks = 0;
  for (const demo of DEMO_LEAGUES) {
    const sport = sports.get(demo.sport);
    if (!sport) continue;
    const { season, games, byWeek } = sport;
    const college = demo.sport === NCAA_FOOTBALL_KEY;
    const cal = calendarFor(demo.sport);
    const format = formatOf(demo);
    // College leagues take spreads and totals; every other sport each market its data has.
    const betTypes: readonly string[] = college ? ["spread", "over_under"] : cal.betTypes;
    const bowl = format === "bowl";
    const survivor = format === "survivor";
    const ranked = format !== "standard" && !survivor;
    const creator = userIds.get(demo.members[0]!) ?? alice;
    let league = await db
      .prepare("SELECT id, created_at FROM leagues WHERE code = ?")
      .bind(demo.code)
      .first<{ id: number; created_at: string }>();
    if (!league) {
      // Created at the start of the season so its settings are frozen like a real league's.
      const createdAt = games[0]
        ? new Date(Date.parse(games[0].kickoff_at) - 7 * 86_400_000).toISOString()
        : nowIso;
      league = (await db
        .prepare(
          `INSERT INTO leagues (name, description, code, league_type, creator_id, sport_id, season_id,
             sport_type, include_week_0, include_conf_championship, include_bowl_games, include_playoffs,
             allowed_bet_types, min_odds, max_odds, show_picks_before_lock, member_count, created_at, updated_at,
             pool_format, postseason_only, enable_locks, postseason_pick_limit, primary_tiebreaker,
             survivor_lives, auto_pick)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'single', ?, ?, ?, 1, ?, -500, 500, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           RETURNING id, created_at`,
        )
        .bind(
          demo.name,
          demo.description,
          demo.code,
          demo.league_type,
          college ? alice : creator,
          season.sport_id,
          season.id,
          // Only college has week 0, conference championships and bowls; every other demo league
          // offers each market its sport's data has. Every demo league plays the postseason, so a
          // December demo has games to pick (issue 43).
          // A ranked week needs its five picks: week 0's four games could not be ranked 1 to 5; a
          // survivor pool starts with week 1 as its members would.
          college && format === "standard" ? 1 : 0,
          college && !bowl ? 1 : 0,
          college ? 1 : 0,
          JSON.stringify(betTypes),
          demo.show_picks_before_lock,
          createdAt,
          nowIso,
          format === "bowl" ? "confidence" : format,
          bowl ? 1 : 0,
          format === "standard" ? 1 : 0,
          // A bowl pool picks every game on the card.
          bowl ? 100 : 5,
          bowl ? "total_guess" : "pick_percentage",
          survivorOf(demo).lives,
          survivorOf(demo).autoPick,
        )
        .first<{ id: number; created_at: string }>())!;
      created += 1;
    }
    const members = demo.members.map((name) => userIds.get(name)).filter((id) => id !== undefined);
    // A demo member joined the product no later than the league they play in (their profile's
    // "Member since" predates the season, not the day the demo was seeded).
    await db
      .prepare(
        `UPDATE users SET date_joined = MIN(date_joined, ?) WHERE id IN (SELECT value FROM json_each(?))`,
      )
      .bind(league.created_at, JSON.stringify(members))
      .run();
    for (const userId of members) {
      const res = await db
        .prepare(
          `INSERT INTO league_members (league_id, user_id, role, status, joined_at) VALUES (?, ?, ?, 'active', ?)
           ON CONFLICT (league_id, user_id) DO NOTHING`,
        )
        .bind(
          league.id,
          userId,
          userId === (college ? alice : creator) ? "admin" : "member",
          league.created_at,
        )
        .run();
      joined += res.meta.changes;
    }
    await db
      .prepare(
        "UPDATE leagues SET member_count = (SELECT COUNT(*) FROM league_members WHERE league_id = ? AND status = 'active') WHERE id = ?",
      )
      .bind(league.id, league.id)
      .run();

    // Picks on each finished week: five per member, the first one a lock — four spreads and a
    // total, as a fan would mix them (the stats cards then have both kinds to count). Prepared
    // once and bound per pick; each batch sent as soon as it is full, and sent again on a dropped
    // connection, which the guarded insert allows (#data/upsert-rows).
    const insertPick = db.prepare(
      `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion,
                   picked_team_id, picked_value, spread_at_pick, total_at_pick, odds_at_pick, is_lock,
                   lock_set_at, submitted_at, confidence)
                 SELECT ?, ?, ?, ?, ?, ?, 'full_game', ?, ?, ?, ?, ?, ?, ?, ?, ?
                 WHERE NOT EXISTS (SELECT 1 FROM picks WHERE user_id = ? AND league_id = ? AND week = ?
                                     AND (game_id = ? OR (? = 1 AND is_lock = 1)))`,
    );
    let batch: D1PreparedStatement[] = [];
    const flush = async () => {
      const results = await batchIdempotent(db, batch);
      for (const r of results) picks += r.meta.changes;
      batch = [];
    };
    // The postseason is one card under one pick limit: its first finished week holds it all.
    const postseasonFirst = cal.postseasonFirst;
    const firstPostseason = [...byWeek.keys()]
      .sort((a, b) => a - b)
      .find((w) => w >= postseasonFirst);
    for (const [week, weekGames] of byWeek) {
      // A survivor pool's picks are its own (./seed-demo-survivor.ts).
      if (survivor) break;
      if (week >= postseasonFirst && week !== firstPostseason) continue;
      // A bowl pool picks the postseason card only.
      if (bowl && week < postseasonFirst) continue;
      if (ranked && college && week === 0) continue;
      for (const userId of members) {
        const chosen = [...weekGames]
          .sort(
            (a, b) =>
              hash(`${demo.code}:${userId}:${a.id}`) - hash(`${demo.code}:${userId}:${b.id}`),
          )
          .slice(0, PICKS_PER_WEEK);
        // A ranked league's picks take the ranks 1 to 5 in a member's own order, and none is a lock.
        const ranks = chosen
          .map((g, i) => ({ i, h: hash(`${demo.code}:${userId}:${g.id}:rank`) }))
          .sort((a, b) => a.h - b.h)
          .map((r) => r.i);
        for (const [index, g] of chosen.entries()) {
          const pick = demoPick(g, index, hash(`${userId}:${g.id}:side`), demo.sport, betTypes);
          const lock = !ranked && index === 0 ? 1 : 0;
          const submitted = new Date(Date.parse(g.kickoff_at) - 86_400_000).toISOString();
          batch.push(
            insertPick.bind(
              userId,
              league.id,
              g.id,
              season.id,
              week,
              pick.type,
              pick.teamId,
              pick.value,
              pick.spread,
              pick.total,
              // Football's demo picks keep the ticket price a line without one has always had.
              pick.odds ?? (college || demo.sport === NFL_KEY ? -110 : null),
              lock,
              lock ? submitted : null,
              submitted,
              ranked ? ranks.indexOf(index) + 1 : null,
              userId,
              league.id,
              week,
              g.id,
              lock,
            ),
          );
          if (batch.length === 50) await flush();
        }
      }
    }
    // A bowl pool's members have also ranked five games of the card still to play, so its
    // leaderboard shows points still possible and its week view the ranks (issue 46).
    const ranking = {
      db,
      code: demo.code,
      leagueId: league.id,
      seasonId: season.id,
      members,
      nowIso,
      batch,
    };
    if (bowl) await rankUpcomingCard(ranking);
    // A confidence league's members have ranked the week under way too (issue 48: the demo's
    // Saturday shows its live leaderboard with games in progress).
    else if (ranked) await rankOpenWeek(ranking);
    if (batch.length) await flush();
  }
  // Grading hands each league to the fan-out (ADR 0411), inline here (scripts/seed.ts binds no
  // queue). The seed grades only: its boards and achievements steps write the posts and awards.
  onFanout("grade_league", async (env, m) => {
    await gradeLeagueGames(env, m.leagueId, m.gameIds, new Date(m.now));
  });
  const graded = await gradeFinishedGames(env, now);
  return `${created} leagues created, ${joined} memberships, ${picks} picks added, ${graded.picks} picks graded`;
}
