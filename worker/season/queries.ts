/**
 * Season reads: the current season of a sport, week schedules (the one input of the current-week
 * rule in domain/leagues/weeks.ts), the week selector of the picks screens, teams as every answer
 * about games shows them, the ticker's games and the polls. Other areas read the season through
 * this file. Every function is a fixed number of D1 statements.
 */
import { currentWeek, weekCompletions, type WeekSchedule } from "#domain/leagues/weeks";
import {
  CALENDARS,
  NCAA_CALENDAR,
  NCAA_FOOTBALL_KEY,
  type SportCalendar,
} from "#domain/season/calendars";
import {
  POLL_INFO,
  pollWeekLabel,
  type RankingEntry,
  type RankingPoll,
  type RankingsResponse,
  type Team,
  type TickerGame,
} from "#domain/season/contract";
import { stampedMemory } from "./stamped";

/** Other areas keep what they build from season data through this (see ./stamped.ts). */
export { stampedMemory };

export const NCAA_FOOTBALL = NCAA_FOOTBALL_KEY;

// ---- seasons and weeks ----

export interface SeasonRow {
  id: number;
  name: string;
  sport_key: string;
  sport_name: string;
}

const seasonsKept = stampedMemory<SeasonRow | null>(8);

/**
 * The current season of a sport (the newest, a season marked current first), or null: one
 * statement, or none while the season stamp (`c.var.seasonStamp`) holds.
 */
export function currentSeason(
  db: D1Database,
  sportKey = NCAA_FOOTBALL,
  stamp: number | null | undefined = null,
): Promise<SeasonRow | null> {
  return seasonsKept.get(sportKey, stamp, () =>
    db
      .prepare(
        `SELECT s.id, s.name, sp.key AS sport_key, sp.name AS sport_name FROM seasons s
         JOIN sports sp ON sp.id = s.sport_id
         WHERE sp.key = ? ORDER BY s.is_current DESC, s.year DESC LIMIT 1`,
      )
      .bind(sportKey)
      .first<SeasonRow>(),
  );
}

const schedulesKept = stampedMemory<Map<number, WeekSchedule[]>>(16);

/**
 * Games per week of the given seasons and how many of them are final or void: one statement, or
 * none while the season stamp (`c.var.seasonStamp`) is the one they were counted at.
 */
export async function loadSchedules(
  db: D1Database,
  seasonIds: readonly number[],
  stamp: number | null | undefined = null,
): Promise<Map<number, WeekSchedule[]>> {
  const ids = [...new Set(seasonIds)].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  return schedulesKept.get(ids.join(","), stamp, async () => {
    const out = new Map<number, WeekSchedule[]>(ids.map((id) => [id, []]));
    const { results } = await db
      .prepare(
        `SELECT season_id, week, COUNT(*) AS games, SUM(status IN ('final', 'void')) AS finished
         FROM games WHERE season_id IN (SELECT value FROM json_each(?)) GROUP BY season_id, week`,
      )
      .bind(JSON.stringify(ids))
      .all<{ season_id: number; week: number; games: number; finished: number }>();
    for (const r of results)
      out.get(r.season_id)?.push({ week: r.week, games: r.games, finished: r.finished });
    return out;
  });
}

/**
 * A season's weeks without a league's settings: every week counts (week 0 too), as the sportsbook's
 * Week filter and the ticker list them.
 */
export function seasonWeeks(schedule: readonly WeekSchedule[]) {
  return { current_week: currentWeek(schedule, true), weeks: weekCompletions(schedule) };
}

/** A week of the picks screens: a game week, or 'postseason' (the sport's postseason weeks together). */
export type WeekSelector = number | "postseason";

type CalendarBound = "firstWeek" | "regularLast" | "postseasonFirst" | "postseasonLast";

/** SQL: the sports.key of the season whose id is the SQL expression `seasonId`. */
export const seasonSportKeySql = (seasonId: string) =>
  `(SELECT sp.key FROM seasons se JOIN sports sp ON sp.id = se.sport_id WHERE se.id = ${seasonId})`;

/**
 * SQL: a calendar bound of the sport whose key is the SQL expression `sportKey` — a CASE built from
 * CALENDARS (domain/season/calendars.ts), college football for any other key.
 */
export function calendarBoundSql(sportKey: string, bound: CalendarBound): string {
  const cases = CALENDARS.filter((c) => c !== NCAA_CALENDAR)
    .map((c) => `WHEN '${c.sport}' THEN ${c[bound]}`)
    .join(" ");
  return `(CASE ${sportKey} ${cases} ELSE ${NCAA_CALENDAR[bound]} END)`;
}

/**
 * Whose calendar a week predicate reads: one sport's, or — where rows of several sports meet (a
 * user's picks of every league) — the sport of each row's season (`seasonColumn`, SQL).
 */
export type WeekScope = SportCalendar | { seasonColumn: string };

/** SQL predicate on a week column for a selected week ('postseason': the sport's postseason weeks). */
export function weekPredicate(
  week: WeekSelector,
  column = "g.week",
  scope: WeekScope = NCAA_CALENDAR,
): { sql: string; args: number[] } {
  if (week !== "postseason") return { sql: `${column} = ?`, args: [week] };
  if ("sport" in scope)
    return {
      sql: `${column} BETWEEN ? AND ?`,
      args: [scope.postseasonFirst, scope.postseasonLast],
    };
  const key = seasonSportKeySql(scope.seasonColumn);
  return {
    sql: `${column} BETWEEN ${calendarBoundSql(key, "postseasonFirst")} AND ${calendarBoundSql(key, "postseasonLast")}`,
    args: [],
  };
}

export function parseWeekParam(value: string | undefined | null): WeekSelector | null {
  if (value === undefined || value === null || value === "") return null;
  if (value === "postseason") return "postseason";
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** SQL: whether the game `g` is postseason (flagged, or after its sport's last regular week). */
const POSTSEASON_SQL = `(g.is_postseason = 1 OR g.week > ${calendarBoundSql(seasonSportKeySql("g.season_id"), "regularLast")})`;

/**
 * The games that may still take picks at `now` (scheduled, not kicked off: no deadline is later
 * than kickoff) of the viewer's leagues' seasons, or of one season — the input of the "owes picks"
 * rule (domain/picks/owes-picks.ts). One row per season and week, and per venue in the postseason
 * (where the venue tells a bowl from a playoff game), carrying the group's last kickoff: every
 * deadline kind is a non-decreasing function of kickoff, so the group has a game still open for a
 * league exactly when its last one is; its first kickoff ahead tells the next deadline. A fixed,
 * small answer whatever the number of games.
 */
export function pickableGamesStatement(
  db: D1Database,
  now: Date,
  scope: { viewerId: number } | { seasonId: number },
) {
  const seasons =
    "viewerId" in scope
      ? `g.season_id IN (SELECT l.season_id FROM leagues l JOIN league_members m ON m.league_id = l.id
           WHERE m.user_id = ? AND m.status = 'active')`
      : "g.season_id = ?";
  return db
    .prepare(
      `SELECT g.season_id, g.week, g.is_postseason,
         CASE WHEN ${POSTSEASON_SQL} THEN g.venue END AS venue, MAX(g.kickoff_at) AS kickoff_at,
         MIN(g.kickoff_at) AS first_kickoff_at
       FROM games g
       WHERE g.status = 'scheduled' AND julianday(g.kickoff_at) > julianday(?) AND ${seasons}
       GROUP BY g.season_id, g.week, g.is_postseason, 4`,
    )
    .bind(now.toISOString(), "viewerId" in scope ? scope.viewerId : scope.seasonId);
}

/**
 * What the league rules read of a season's games in weeks `low`..`high` (week, postseason flag,
 * the venue of a postseason game): one row per distinct kind, whether started or not.
 */
export function weekStagesStatement(db: D1Database, seasonId: number, low: number, high: number) {
  return db
    .prepare(
      `SELECT DISTINCT g.week, g.is_postseason, CASE WHEN ${POSTSEASON_SQL} THEN g.venue END AS venue
       FROM games g WHERE g.season_id = ? AND g.week BETWEEN ? AND ?`,
    )
    .bind(seasonId, low, high);
}

/** A row of `pickableGamesStatement`, as the owes-picks rule reads a game. */
export interface PickableGame {
  season_id: number;
  week: number;
  is_postseason: number;
  venue: string | null;
  kickoff_at: string;
  first_kickoff_at: string;
  status: "scheduled";
}

/** The rows of `pickableGamesStatement` by season. */
export function pickableGamesBySeason(res: D1Result | undefined): Map<number, PickableGame[]> {
  const out = new Map<number, PickableGame[]>();
  for (const r of (res?.results ?? []) as Omit<PickableGame, "status">[]) {
    const list = out.get(r.season_id) ?? [];
    list.push({ ...r, status: "scheduled" });
    out.set(r.season_id, list);
  }
  return out;
}

// ---- teams ----

/**
 * The professional leagues' teams (classification = their sport's key): a compact name is the
 * nickname ('Lakers', 'Man City'), where a college team keeps its school.
 */
const PRO_CLASSIFICATIONS = CALENDARS.filter((c) => c.sport !== NCAA_FOOTBALL_KEY)
  .map((c) => `'${c.sport}'`)
  .join(", ");

/**
 * The columns of one team as `<prefix>_id, <prefix>_name, ...`, for a SELECT joining `teams` as
 * `team` and its conference as `conf` (null-safe when the conference is unknown).
 */
export const teamColumns = (team: string, conf: string, prefix: string) =>
  `${team}.id AS ${prefix}_id, ${team}.school AS ${prefix}_name,
   CASE WHEN ${team}.classification IN (${PRO_CLASSIFICATIONS}) THEN COALESCE(${team}.mascot, ${team}.school)
        ELSE ${team}.school END AS ${prefix}_compact,
   ${team}.abbreviation AS ${prefix}_abbr,
   ${conf}.name AS ${prefix}_conf, ${team}.color AS ${prefix}_color,
   ${team}.alternate_color AS ${prefix}_alt_color`;

/** The team of a row selected with `teamColumns(…, prefix)`. */
export function teamJson(row: Record<string, unknown>, prefix: string): Team {
  return {
    id: row[`${prefix}_id`] as number,
    name: row[`${prefix}_name`] as string,
    compact_name: row[`${prefix}_compact`] as string,
    abbreviation: row[`${prefix}_abbr`] as string,
    conference: (row[`${prefix}_conf`] as string | null) ?? null,
    color: (row[`${prefix}_color`] as string | null) ?? null,
    alternate_color: (row[`${prefix}_alt_color`] as string | null) ?? null,
  };
}

// ---- the ticker ----

const STATUS_ORDER: Record<string, number> = { live: 0, scheduled: 1, final: 2, void: 3 };

/**
 * Ticker games of a season matching `where` (over `g`), live first, then by kickoff: one
 * statement, at most 200 games.
 */
export async function tickerGames(
  db: D1Database,
  where: { sql: string; args: unknown[] },
): Promise<TickerGame[]> {
  const { results } = await db
    .prepare(
      `SELECT g.id, g.kickoff_at, g.venue, g.tv_network, g.status, g.period, g.clock, g.home_score, g.away_score,
            ${teamColumns("h", "hc", "home")}, ${teamColumns("a", "ac", "away")},
            o.home_spread, o.away_spread, o.total_points
       FROM games g
       JOIN teams h ON h.id = g.home_team_id LEFT JOIN conferences hc ON hc.id = h.conference_id
       JOIN teams a ON a.id = g.away_team_id LEFT JOIN conferences ac ON ac.id = a.conference_id
       LEFT JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
      WHERE ${where.sql}
      ORDER BY g.kickoff_at, g.id
      LIMIT 200`,
    )
    .bind(...where.args)
    .all<Record<string, unknown>>();
  return results
    .map((r): TickerGame => {
      const status = r.status as TickerGame["status"];
      return {
        id: r.id as number,
        home_team: teamJson(r, "home"),
        away_team: teamJson(r, "away"),
        home_score: r.home_score as number | null,
        away_score: r.away_score as number | null,
        quarter: r.period as number | null,
        time_remaining: r.clock as string | null,
        is_live: status === "live",
        is_finished: status === "final" || status === "void",
        status,
        current_odds:
          r.home_spread === null && r.total_points === null
            ? null
            : {
                home_spread: r.home_spread as number | null,
                away_spread: r.away_spread as number | null,
                total_points: r.total_points as number | null,
              },
        game_time: r.kickoff_at as string,
        venue: r.venue as string | null,
        tv_network: r.tv_network as string | null,
      };
    })
    .sort(
      (x, y) =>
        STATUS_ORDER[x.status]! - STATUS_ORDER[y.status]! || x.game_time.localeCompare(y.game_time),
    );
}

// ---- the polls (AP, Coaches, CFP) ----

export interface PollRow {
  poll: RankingPoll;
  week: number;
  is_preseason: number;
  released_at: string | null;
}

/** The newest week of `poll` released by `now`, at or before `maxWeek`. */
export function releasedPoll(
  db: D1Database,
  poll: RankingPoll,
  seasonId: number,
  now: Date,
  maxWeek = 99,
) {
  return db
    .prepare(
      "SELECT poll, week, is_preseason, released_at FROM rankings WHERE poll = ? AND season_id = ? AND released_at <= ? AND week <= ? ORDER BY week DESC LIMIT 1",
    )
    .bind(poll, seasonId, now.toISOString(), maxWeek)
    .first<PollRow>();
}

/** Every week of `poll` released by `now`, newest first. */
export async function releasedPollWeeks(
  db: D1Database,
  poll: RankingPoll,
  seasonId: number,
  now: Date,
) {
  const { results } = await db
    .prepare(
      "SELECT DISTINCT week, is_preseason FROM rankings WHERE poll = ? AND season_id = ? AND released_at <= ? ORDER BY week DESC",
    )
    .bind(poll, seasonId, now.toISOString())
    .all<{ week: number; is_preseason: number }>();
  return results;
}

export interface PollEntryRow {
  rank: number;
  team_id: number;
  school: string;
  abbreviation: string;
  logo_url: string | null;
  color: string | null;
  alternate_color: string | null;
  conference: string | null;
  points: number;
  first_place_votes: number;
  record: string | null;
  previous_rank: number | null;
}

/** One week of `poll` with each team's rank in that poll's release before it. */
export async function pollEntries(
  db: D1Database,
  poll: RankingPoll,
  seasonId: number,
  week: number,
): Promise<PollEntryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.rank, r.team_id, t.school, t.abbreviation, t.logo_url, t.color, t.alternate_color,
              c.name AS conference, r.points, r.first_place_votes, r.record,
              (SELECT p.rank FROM rankings p WHERE p.poll = r.poll AND p.season_id = r.season_id AND p.team_id = r.team_id
                 AND p.week = (SELECT MAX(week) FROM rankings WHERE poll = r.poll AND season_id = r.season_id AND week < r.week)) AS previous_rank
         FROM rankings r JOIN teams t ON t.id = r.team_id LEFT JOIN conferences c ON c.id = t.conference_id
        WHERE r.poll = ? AND r.season_id = ? AND r.week = ?
        ORDER BY r.rank, t.school`,
    )
    .bind(poll, seasonId, week)
    .all<PollEntryRow>();
  return results;
}

export const EMPTY_RANKINGS: RankingsResponse = {
  rankings: [],
  last_updated: null,
  week: null,
  week_label: null,
  is_preseason: false,
};

export function rankingsJson(poll: PollRow | null, rows: PollEntryRow[]): RankingsResponse {
  const votes = poll ? POLL_INFO[poll.poll].votes : true;
  const rankings: RankingEntry[] = rows.map((r) => ({
    rank: r.rank,
    previous_rank: r.previous_rank,
    team_id: r.team_id,
    team_name: r.school,
    team_short_name: r.abbreviation,
    team_logo_url: r.logo_url,
    team_color: r.color,
    team_alternate_color: r.alternate_color,
    points: votes ? r.points : null,
    first_place_votes: votes ? r.first_place_votes : null,
    record: r.record,
  }));
  return {
    rankings,
    last_updated: poll?.released_at ?? null,
    week: poll?.week ?? null,
    week_label: poll ? pollWeekLabel(poll.week) : null,
    is_preseason: poll?.is_preseason === 1,
  };
}

/** A game voided for one league by its commissioner (./grading.ts, issue 48). */
export { leagueVoidStatements } from "./league-grading";
/** A season week's games as stamp SQL (./week-stamp.ts). */
export { weekGamesStampSql } from "./week-stamp";
