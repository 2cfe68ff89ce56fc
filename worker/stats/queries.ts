/**
 * Stats reads (issue 15, ADR 1501): the user's pick rows and the teams they name, for
 * domain/stats/breakdown.ts, and the weekly points of the members of the user's leagues, for
 * domain/stats/progress.ts. One statement each, whatever the number of picks, leagues or members.
 */
import type { FilterPick, StatsPick, StatsTeam } from "#domain/stats/breakdown";
import type { UserProgress } from "#domain/stats/contract";
import { leagueProgress, parseWeekly } from "#domain/stats/progress";

/** The teams the picks of `mine` can name, with conferences: [id, school, abbreviation, conference_id, conference]. */
const TEAMS_OF_MINE = `(SELECT json_group_array(json_array(t.id, t.school, t.abbreviation, t.conference_id, c.name))
  FROM teams t LEFT JOIN conferences c ON c.id = t.conference_id
  WHERE t.id IN (SELECT picked_team_id FROM mine UNION SELECT prop_team_id FROM mine)) AS teams`;

/**
 * The user's picks (a pick counts once per league it was made in) with what the definitions read
 * — season (id, year, sport name), type, over/under, picked team, the prop's team, which of the
 * game's teams was picked, the lines at pick, is_correct — grouped where all of these are alike,
 * with the count; and the teams those picks can name. ONE statement whose two values are JSON
 * texts built inside SQLite (json_group_array), so D1 hands back one row instead of thousands (the
 * pattern of worker/standings/queries.ts) and the picks are read once.
 * picks: [season_id, season_year, sport_name, pick_type, picked_value, picked_team_id,
 *         prop_team_id, picked_side ('h' | 'a' | null), spread_at_pick, total_at_pick,
 *         is_correct, count] per group.
 */
const statsStatement = (db: D1Database, userId: number) =>
  db
    .prepare(
      `WITH mine AS MATERIALIZED (
         SELECT se.id AS season_id, se.year, sp.name AS sport, p.pick_type,
           CASE WHEN p.picked_value IN ('over', 'under') THEN p.picked_value END AS picked_value,
           p.picked_team_id, pr.team_id AS prop_team_id,
           CASE p.picked_team_id WHEN g.home_team_id THEN 'h' WHEN g.away_team_id THEN 'a' END AS side,
           p.spread_at_pick, p.total_at_pick, p.is_correct, COUNT(*) AS n
         FROM picks p
         JOIN seasons se ON se.id = p.season_id
         JOIN sports sp ON sp.id = se.sport_id
         JOIN games g ON g.id = p.game_id
         LEFT JOIN props pr ON pr.id = p.prop_id
         WHERE p.user_id = ?
         GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
       SELECT
         (SELECT json_group_array(json_array(season_id, year, sport, pick_type, picked_value,
            picked_team_id, prop_team_id, side, spread_at_pick, total_at_pick, is_correct, n))
          FROM mine) AS picks,
         ${TEAMS_OF_MINE}`,
    )
    .bind(userId);

/**
 * What the filters read of the user's picks: the distinct [season_id, season_year, sport_name,
 * pick_type, picked_team_id, prop_team_id] (a few hundred at most) and the teams they name. One
 * statement.
 */
const filtersStatement = (db: D1Database, userId: number) =>
  db
    .prepare(
      `WITH mine AS MATERIALIZED (
         SELECT DISTINCT se.id AS season_id, se.year, sp.name AS sport, p.pick_type, p.picked_team_id,
           pr.team_id AS prop_team_id
         FROM picks p
         JOIN seasons se ON se.id = p.season_id
         JOIN sports sp ON sp.id = se.sport_id
         LEFT JOIN props pr ON pr.id = p.prop_id
         WHERE p.user_id = ?)
       SELECT
         (SELECT json_group_array(json_array(season_id, year, sport, pick_type, picked_team_id,
            prop_team_id))
          FROM mine) AS picks,
         ${TEAMS_OF_MINE}`,
    )
    .bind(userId);

type PickTuple = [
  number,
  number,
  string,
  string,
  string | null,
  number | null,
  number | null,
  "h" | "a" | null,
  number | null,
  number | null,
  number | null,
  number,
];
type FilterTuple = [number, number, string, string, number | null, number | null];
type TeamTuple = [number, string, string, number | null, string | null];

const pickOf = (t: PickTuple): StatsPick => ({
  season_id: t[0],
  season_year: t[1],
  season_sport: t[2],
  pick_type: t[3],
  picked_value: t[4],
  picked_team_id: t[5],
  prop_team_id: t[6],
  picked_side: t[7] === "h" ? "home" : t[7] === "a" ? "away" : null,
  spread_at_pick: t[8],
  total_at_pick: t[9],
  is_correct: t[10] === null ? null : t[10] === 1,
  count: t[11],
});

const filterPickOf = (t: FilterTuple): FilterPick => ({
  season_id: t[0],
  season_year: t[1],
  season_sport: t[2],
  pick_type: t[3],
  picked_team_id: t[4],
  prop_team_id: t[5],
});

const teamOf = (t: TeamTuple): StatsTeam => ({
  id: t[0],
  name: t[1],
  short_name: t[2],
  conference_id: t[3],
  conference_name: t[4],
});

type JsonRow = { picks: string; teams: string } | null;

/** The user's pick rows and the teams they name: one statement. */
export async function loadStatsPicks(
  db: D1Database,
  userId: number,
): Promise<{ picks: StatsPick[]; teams: StatsTeam[] }> {
  const row = await statsStatement(db, userId).first<JsonRow>();
  return {
    picks: (JSON.parse(row?.picks ?? "[]") as PickTuple[]).map(pickOf),
    teams: (JSON.parse(row?.teams ?? "[]") as TeamTuple[]).map(teamOf),
  };
}

/** What the filters need of the user's picks and the teams they name: one statement. */
export async function loadFilterPicks(
  db: D1Database,
  userId: number,
): Promise<{ picks: FilterPick[]; teams: StatsTeam[] }> {
  const row = await filtersStatement(db, userId).first<JsonRow>();
  return {
    picks: (JSON.parse(row?.picks ?? "[]") as FilterTuple[]).map(filterPickOf),
    teams: (JSON.parse(row?.teams ?? "[]") as TeamTuple[]).map(teamOf),
  };
}

/**
 * For every league the user is an active member of (in the order of their league lists: active
 * first, newest first): the member count, the user's weekly points and every active member's, as
 * league_member_totals keeps them ("week:points,...", migration 0011) — one row per league, the
 * members' weeks as one JSON text, whatever the number of members.
 */
const progressStatement = (db: D1Database, userId: number) =>
  db
    .prepare(
      `SELECT l.id, l.name, sp.key AS sport, MAX(CASE WHEN m.user_id = ?1 THEN t.weekly END) AS mine,
         json_group_array(t.weekly) AS weekly
       FROM league_members me
       JOIN leagues l ON l.id = me.league_id
       JOIN sports sp ON sp.id = l.sport_id
       JOIN league_members m ON m.league_id = me.league_id AND m.status = 'active'
       LEFT JOIN league_member_totals t ON t.league_id = m.league_id AND t.user_id = m.user_id
       WHERE me.user_id = ?1 AND me.status = 'active'
       GROUP BY l.id
       ORDER BY l.is_active DESC, l.created_at DESC, l.id DESC`,
    )
    .bind(userId);

/** Points by week and rank after each week in each of the user's leagues: one statement. */
export async function loadProgress(db: D1Database, userId: number): Promise<UserProgress> {
  const { results } = await progressStatement(db, userId).all<{
    id: number;
    name: string;
    sport: string;
    mine: string | null;
    weekly: string;
  }>();
  return {
    leagues: results.map((l) => ({
      id: l.id,
      name: l.name,
      sport: l.sport,
      weeks: leagueProgress(
        parseWeekly(l.mine),
        (JSON.parse(l.weekly) as (string | null)[]).map(parseWeekly),
      ),
    })),
  };
}
