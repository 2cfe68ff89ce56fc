/**
 * The viewer's leagues as full member objects (GET /leagues/, /user-leagues/, the dashboard, the
 * sportsbook): their rows, the viewer's pick counts and points, and the games their seasons can
 * still pick, in one round trip. Other areas import them through ./queries.ts.
 */
import type { MemberLeague } from "#domain/leagues/contract";
import { cardWeekOf, cardWeekRange } from "#domain/picks/weeks";
import { calendarFor, type SportCalendar } from "#domain/season/calendars";
import type { Context } from "hono";
import type { AppBindings } from "#worker/env";
import { inSessionBatch } from "#worker/http/auth";
import {
  loadSchedules,
  pickableGamesBySeason,
  pickableGamesStatement,
  seasonWeeks,
  type WeekSelector,
} from "#worker/season/queries";
import { bowlCardCounts } from "./bowl-card-counts";
import { survivorOut } from "./survivor-out";
import { memberLeague } from "./league-json";
import { leagueCalendar, memberLeaguesStatement, type LeagueRow } from "./league-row";

/**
 * The statements of the viewer's pick counts and points per league (`viewerActivity` reads them).
 * A survivor league's week counts its survivor pick (a missed week's row, no game, is no pick); it
 * takes no standard picks, nor does another league survivor ones, so the two never add up.
 */
export function viewerActivityStatements(db: D1Database, viewerId: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT league_id, week, COUNT(*) AS picks, SUM(is_lock) AS locks FROM picks WHERE user_id = ?1 GROUP BY league_id, week
         UNION ALL
         SELECT league_id, week, COUNT(*) AS picks, 0 AS locks FROM survivor_picks
           WHERE user_id = ?1 AND game_id IS NOT NULL GROUP BY league_id, week`,
      )
      .bind(viewerId),
    db
      .prepare(
        "SELECT league_id, SUM(points) AS points FROM league_week_points WHERE user_id = ? GROUP BY league_id",
      )
      .bind(viewerId),
  ];
}

/** The viewer's pick counts per league and week, and points per league (one batch). */
export async function loadViewerActivity(db: D1Database, viewerId: number) {
  const [picks, points] = await db.batch(viewerActivityStatements(db, viewerId));
  return viewerActivity(picks!, points!);
}

/** Reads the results of `viewerActivityStatements`. */
function viewerActivity(picks: D1Result, points: D1Result) {
  const byLeague = new Map<number, { week: number; picks: number; locks: number }[]>();
  for (const r of picks.results as Record<string, number>[]) {
    const list = byLeague.get(r.league_id!) ?? [];
    list.push({ week: r.week!, picks: r.picks ?? 0, locks: r.locks ?? 0 });
    byLeague.set(r.league_id!, list);
  }
  const leaguePoints = new Map<number, number>();
  for (const r of points.results as Record<string, number>[])
    leaguePoints.set(r.league_id!, r.points ?? 0);
  return {
    /** Counts of a week selector ('postseason' sums the sport's postseason weeks, one cap). */
    week(leagueId: number, week: WeekSelector, cal: SportCalendar) {
      const [low, high] = cardWeekRange(week, cal);
      const inWeek = (w: number) => w >= low && w <= high;
      let count = 0;
      let locks = 0;
      for (const r of byLeague.get(leagueId) ?? [])
        if (inWeek(r.week)) {
          count += r.picks;
          locks += r.locks;
        }
      return { picks: count, locks };
    },
    points: (leagueId: number) => leaguePoints.get(leagueId) ?? 0,
  };
}

/** The sportsbook's week of the viewer's leagues. */
export interface StatusWeek {
  /** A week of each league's own season, or null: each season's current week (week 0 counted). */
  week: WeekSelector | null;
}

/**
 * The viewer's active leagues as full member objects (GET /leagues/, /user-leagues/, the
 * sportsbook). Pick counts are of each league's current week, or of `options.week` read by each
 * league's sport calendar; whether that week owes picks is the league's own (its games, its
 * deadline kind, the server clock `now`).
 */
export async function listMemberLeagues(
  db: D1Database,
  viewerId: number,
  now: Date,
  options?: StatusWeek,
  seasonStamp: number | null = null,
): Promise<MemberLeague[]> {
  const results = await db.batch(memberLeaguesStatements(db, viewerId, now));
  return memberLeaguesFrom(db, results, viewerId, now, options, seasonStamp);
}

/**
 * listMemberLeagues for a route behind `requireToken`: the session check and the leagues are one
 * round trip (ADR 1002).
 */
export async function sessionMemberLeagues(c: Context<AppBindings>): Promise<MemberLeague[]> {
  const db = c.env.DB;
  const now = c.var.now;
  const results = await inSessionBatch(c, (userId) => memberLeaguesStatements(db, userId, now));
  return memberLeaguesFrom(db, results, c.var.userId, now, undefined, c.var.seasonStamp);
}

/**
 * The statements of the viewer's leagues, activity and the games their seasons can still pick:
 * one round trip, which a route may share with statements of its own (the session check, ADR
 * 1002). Read back with memberLeaguesFrom.
 */
export const memberLeaguesStatements = (db: D1Database, viewerId: number, now: Date) => [
  memberLeaguesStatement(db, viewerId),
  ...viewerActivityStatements(db, viewerId),
  pickableGamesStatement(db, now, { viewerId }),
];

/** listMemberLeagues from the results of memberLeaguesStatements; schedules are kept (stamped). */
export async function memberLeaguesFrom(
  db: D1Database,
  [leaguesRes, picksRes, pointsRes, pickableRes]: D1Result[],
  viewerId: number,
  now: Date,
  options?: StatusWeek,
  seasonStamp: number | null = null,
): Promise<MemberLeague[]> {
  const results = leaguesRes!.results as LeagueRow[];
  const activity = viewerActivity(picksRes!, pointsRes!);
  const pickable = pickableGamesBySeason(pickableRes);
  const schedules = await loadSchedules(
    db,
    results.map((r) => r.season_id),
    seasonStamp,
  );
  const [bowlCards, out] = await Promise.all([
    bowlCardCounts(db, results, viewerId, now),
    survivorOut(db, results, viewerId),
  ]);
  return results.map((row) => {
    const schedule = schedules.get(row.season_id) ?? [];
    const calendar = leagueCalendar(row, schedule);
    const cal = calendarFor(row.sport_key);
    const week = options
      ? (options.week ?? seasonWeeks(schedule).current_week)
      : calendar.current_week;
    // A postseason week number is the league's one postseason card (its shared pick limit).
    const card = week === "postseason" ? week : cardWeekOf(week, cal);
    return memberLeague(
      row,
      viewerId,
      calendar,
      { week, ...activity.week(row.id, card, cal), out: out.has(row.id) },
      activity.points(row.id),
      { games: pickable.get(row.season_id) ?? [], now },
      // A bowl pool's card counts, for its postseason card only.
      card === "postseason" ? bowlCards.get(row.id) : undefined,
    );
  });
}
