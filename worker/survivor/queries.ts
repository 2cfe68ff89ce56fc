/**
 * A survivor league's reads (issue 47, ADR 0407), for this area and others (standings, picks):
 * its weeks, its active members' rows and the standing every member has after the graded weeks.
 */
import {
  survivorStatuses,
  type SurvivorPickRow,
  type SurvivorResult,
  type SurvivorStatus,
} from "#domain/survivor/rules";
import type { SurvivorPushRule } from "#domain/leagues/enums";
import { calendarFor } from "#domain/season/calendars";

/** What survivor reads need of a league row. */
export interface SurvivorLeague {
  id: number;
  season_id: number;
  sport_key: string;
  include_week_0: number;
  survivor_lives: number;
  survivor_pick_type: string;
  survivor_push: string;
}

/**
 * The weeks a survivor pool plays: the regular season of its sport (week 0 only when the league
 * plays it). The postseason is not a survivor week (ADR 0407).
 */
export function survivorWeekRange(league: Pick<SurvivorLeague, "sport_key" | "include_week_0">) {
  const cal = calendarFor(league.sport_key);
  const first = cal.firstWeek === 0 && !league.include_week_0 ? 1 : cal.firstWeek;
  return { first, last: cal.regularLast };
}

export interface StoredSurvivorPick extends SurvivorPickRow {
  is_auto: number;
  /** The picked game's kickoff (null for a missed week). */
  kickoff_at: string | null;
  /** The picked team's abbreviation, so a past week reads without its games (null: missed). */
  team_abbreviation: string | null;
}

export interface SurvivorMember {
  user_id: number;
  username: string;
  joined_at: string;
}

/** The league's active members, its rows and its graded weeks: three statements in one batch. */
export async function loadSurvivorPool(db: D1Database, leagueId: number) {
  const [members, picks, weeks] = await db.batch([
    db
      .prepare(
        `SELECT m.user_id, u.username, m.joined_at FROM league_members m JOIN users u ON u.id = m.user_id
         WHERE m.league_id = ? AND m.status = 'active' ORDER BY m.joined_at, m.user_id`,
      )
      .bind(leagueId),
    db
      .prepare(
        `SELECT sp.user_id, sp.week, sp.game_id, sp.team_id, sp.result, sp.is_auto, g.kickoff_at,
                t.abbreviation AS team_abbreviation
         FROM survivor_picks sp LEFT JOIN games g ON g.id = sp.game_id
         LEFT JOIN teams t ON t.id = sp.team_id
         WHERE sp.league_id = ? ORDER BY sp.week, sp.user_id`,
      )
      .bind(leagueId),
    db
      .prepare(
        "SELECT week, all_out FROM survivor_weeks WHERE league_id = ? AND graded_at IS NOT NULL ORDER BY week",
      )
      .bind(leagueId),
  ]);
  return {
    members: (members?.results ?? []) as SurvivorMember[],
    picks: (picks?.results ?? []) as StoredSurvivorPick[],
    weeks: ((weeks?.results ?? []) as { week: number; all_out: number }[]).map((w) => ({
      week: w.week,
      all_out: w.all_out === 1,
    })),
  };
}

/** Every active member's standing after the league's graded weeks. */
export function poolStatuses(
  league: Pick<SurvivorLeague, "survivor_lives" | "survivor_push">,
  pool: Awaited<ReturnType<typeof loadSurvivorPool>>,
): Map<number, SurvivorStatus> {
  return survivorStatuses({
    members: pool.members.map((m) => m.user_id),
    lives: league.survivor_lives,
    push: pushRuleOf(league.survivor_push),
    weeks: pool.weeks,
    picks: pool.picks,
  });
}

export const pushRuleOf = (stored: string): SurvivorPushRule =>
  stored === "lose" ? "lose" : "survive";

/** A stored row as the API answers it (an ungraded pick is "pending"). */
export const survivorPickJson = (p: StoredSurvivorPick) => ({
  week: p.week,
  game_id: p.game_id,
  team_id: p.team_id,
  team_abbreviation: p.team_abbreviation,
  result: (p.result ?? "pending") as SurvivorResult | "pending",
  is_auto: p.is_auto === 1,
});

/**
 * The week's last game, for grading and auto-pick: the latest kickoff of the league's season in
 * the week (any conference: the survivor card is the whole week). Binds ?1 season, ?2 and ?3 the
 * first and last survivor week; a caller adds its conditions, then `GROUP BY week`.
 */
export const SURVIVOR_WEEK_ENDS_SQL = `SELECT week, MAX(kickoff_at) AS last_kickoff FROM games
  WHERE season_id = ?1 AND week BETWEEN ?2 AND ?3`;

/**
 * Makes or replaces a member's pick of a week (the survivor pick route, and auto-pick with
 * `isAuto`). The server clock decides again in the write: the new game has not kicked off, and
 * the pick it replaces is neither graded nor kicked off. No row changed: refused by the clock.
 * An auto pick never replaces a row (the fan's own pick, or one made meanwhile): it only inserts.
 */
export function survivorPickStatement(
  db: D1Database,
  p: {
    leagueId: number;
    userId: number;
    week: number;
    gameId: number;
    teamId: number;
    spread: number | null;
    isAuto: boolean;
    at: string;
  },
) {
  return db
    .prepare(
      `INSERT INTO survivor_picks (league_id, user_id, week, game_id, team_id, spread_at_pick, is_auto, submitted_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE EXISTS (SELECT 1 FROM games WHERE id = ?4 AND status = 'scheduled'
                     AND julianday(kickoff_at) > julianday(?8))
       ON CONFLICT (league_id, user_id, week) DO UPDATE SET
         game_id = excluded.game_id, team_id = excluded.team_id,
         spread_at_pick = excluded.spread_at_pick, is_auto = excluded.is_auto,
         submitted_at = excluded.submitted_at
       WHERE excluded.is_auto = 0 AND survivor_picks.result IS NULL AND NOT EXISTS (
         SELECT 1 FROM games g WHERE g.id = survivor_picks.game_id
           AND julianday(g.kickoff_at) <= julianday(?8))`,
    )
    .bind(p.leagueId, p.userId, p.week, p.gameId, p.teamId, p.spread, p.isAuto ? 1 : 0, p.at);
}

// The live leaderboard's reads of a survivor week (./live-week.ts).
export {
  survivorLivePicksStatement,
  survivorLiveStampStatement,
  type SurvivorLivePickRow,
} from "./live-week";
