/**
 * Pick reads: the one SELECT of a submitted pick with its game, teams and prop, and the one
 * serialiser to the API's pick (domain/picks/contract.ts). Every screen that shows a pick — the
 * sportsbook's cards, the user's picks, a league's weekly picks — reads it through here.
 */
import type { SubmittedPick } from "#domain/picks/contract";
import type { SportCalendar } from "#domain/season/calendars";
import {
  calendarBoundSql,
  seasonSportKeySql,
  weekGamesStampSql,
  weekPredicate,
  type WeekSelector,
} from "#worker/season/queries";

export interface PickRow {
  id: number;
  user_id: number;
  game_id: number;
  league_id: number;
  week: number;
  pick_type: string;
  picked_team_id: number | null;
  picked_value: string | null;
  game_portion: string;
  prop_id: number | null;
  spread_at_pick: number | null;
  total_at_pick: number | null;
  prop_line_value: number | null;
  odds_at_pick: number | null;
  is_lock: number;
  is_correct: number | null;
  result: string | null;
  points: number;
  confidence: number | null;
  /** 1 on a pick the server made (auto-pick); absent on rows read elsewhere. */
  is_auto?: number;
  is_shared_early: number;
  submitted_at: string;
  picked_name: string | null;
  picked_short: string | null;
  kickoff_at: string;
  status: string;
  venue: string | null;
  is_postseason: number;
  home_score: number | null;
  away_score: number | null;
  home_team_id: number;
  away_team_id: number;
  home_name: string;
  home_abbr: string;
  away_name: string;
  away_abbr: string;
  prop_kind: string | null;
  prop_display: string | null;
  prop_type_name: string | null;
  prop_player: string | null;
  prop_team_name: string | null;
}

const PICK_COLUMNS = `p.id, p.user_id, p.game_id, p.league_id, p.week, p.pick_type, p.picked_team_id,
  p.picked_value, p.game_portion, p.prop_id, p.spread_at_pick, p.total_at_pick,
  COALESCE(p.prop_line_at_pick, pr.line_value) AS prop_line_value, p.odds_at_pick, p.is_lock,
  p.is_correct, p.result, p.points, p.confidence, p.is_auto, p.is_shared_early, p.submitted_at,
  pt.school AS picked_name, pt.abbreviation AS picked_short,
  g.kickoff_at, g.status, g.venue, g.is_postseason, g.home_score, g.away_score, g.home_team_id, g.away_team_id,
  ht.school AS home_name, ht.abbreviation AS home_abbr, at.school AS away_name, at.abbreviation AS away_abbr,
  pr.kind AS prop_kind, pr.display_name AS prop_display, pr.prop_type AS prop_type_name,
  TRIM(COALESCE(pr.player_first_name, '') || ' ' || COALESCE(pr.player_last_name, '')) AS prop_player,
  prt.school AS prop_team_name`;

const PICK_FROM = `FROM picks p
JOIN games g ON g.id = p.game_id
JOIN teams ht ON ht.id = g.home_team_id
JOIN teams at ON at.id = g.away_team_id
LEFT JOIN teams pt ON pt.id = p.picked_team_id
LEFT JOIN props pr ON pr.id = p.prop_id
LEFT JOIN teams prt ON prt.id = pr.team_id`;

const PICK_SELECT = `SELECT ${PICK_COLUMNS} ${PICK_FROM}`;

const ORDER = "ORDER BY p.week, g.kickoff_at, p.id";

/** A pick as the API answers it. */
export function pickJson(r: PickRow): SubmittedPick {
  const propDetail = {
    line_value: r.prop_line_value ?? 0,
    stat_type: r.prop_type_name ?? "",
  };
  return {
    id: r.id,
    game_id: r.game_id,
    league_id: r.league_id,
    week: r.week,
    pick_type: r.pick_type,
    picked_team: r.picked_team_id,
    picked_team_name: r.picked_name,
    picked_team_short: r.picked_short,
    picked_value: r.picked_value,
    picked_outcome: r.pick_type === "moneyline" && r.picked_value === "draw" ? "draw" : null,
    game_portion: r.game_portion,
    prop_id: r.prop_id,
    spread_at_pick: r.spread_at_pick,
    total_at_pick: r.total_at_pick,
    prop_line_value: r.prop_line_value,
    odds_at_pick: r.odds_at_pick,
    is_lock: r.is_lock === 1,
    is_correct: r.is_correct === null ? null : r.is_correct === 1,
    result: r.result,
    points: r.points,
    // Only a confidence league's picks have a rank; a standard pick's answer is as before.
    ...(r.confidence === null || r.confidence === undefined ? {} : { confidence: r.confidence }),
    // Only a pick the server made says so; every other pick's answer is as before.
    ...(r.is_auto === 1 ? { is_auto: true as const } : {}),
    is_shared_early: r.is_shared_early === 1,
    submitted_at: r.submitted_at,
    player_prop_detail:
      r.prop_kind === "player" ? { player_name: r.prop_player ?? "", ...propDetail } : null,
    team_prop_detail:
      r.prop_kind === "team" ? { team_name: r.prop_team_name ?? "", ...propDetail } : null,
    display_name: r.prop_display,
    game_detail: {
      is_finished: r.status === "final",
      status: r.status,
      game_time: r.kickoff_at,
      home_team: r.home_name,
      away_team: r.away_name,
      home_team_short: r.home_abbr,
      away_team_short: r.away_abbr,
      home_team_id: r.home_team_id,
      away_team_id: r.away_team_id,
      home_score: r.home_score,
      away_score: r.away_score,
      venue: r.venue,
      is_postseason: r.is_postseason === 1,
    },
  };
}

/** The picks of a statement made here. */
export function pickRows(result: D1Result): SubmittedPick[] {
  return ((result.results ?? []) as PickRow[]).map(pickJson);
}

/** The picks of a statement made here, by owner (a league's weekly picks). */
export function pickRowsByUser(result: D1Result): Map<number, SubmittedPick[]> {
  const out = new Map<number, SubmittedPick[]>();
  for (const r of (result.results ?? []) as PickRow[]) {
    const list = out.get(r.user_id);
    if (list) list.push(pickJson(r));
    else out.set(r.user_id, [pickJson(r)]);
  }
  return out;
}

/**
 * A user's picks, optionally of one league and one week (or the postseason: each pick's own sport's
 * postseason weeks), or of each season's given week (`weekBySeason`: season id → game week).
 */
export function userPicksStatement(
  db: D1Database,
  userId: number,
  filter: {
    leagueId?: number | null;
    week?: WeekSelector | null;
    /** A numeric `week` names its card week: a postseason week, the pick's sport's postseason. */
    weekAsCard?: boolean;
    weekBySeason?: ReadonlyMap<number, number>;
  } = {},
) {
  const parts = ["p.user_id = ?"];
  const args: (number | string)[] = [userId];
  if (filter.leagueId) {
    parts.push("p.league_id = ?");
    args.push(filter.leagueId);
  }
  if (filter.week !== undefined && filter.week !== null) {
    if (filter.weekAsCard && filter.week !== "postseason") {
      const key = seasonSportKeySql("p.season_id");
      const first = calendarBoundSql(key, "postseasonFirst");
      const last = calendarBoundSql(key, "postseasonLast");
      parts.push(
        `(CASE WHEN ? >= ${first} THEN p.week BETWEEN ${first} AND ${last} ELSE p.week = ? END)`,
      );
      args.push(filter.week, filter.week);
    } else {
      const w = weekPredicate(filter.week, "p.week", { seasonColumn: "p.season_id" });
      parts.push(w.sql);
      args.push(...w.args);
    }
  }
  if (filter.weekBySeason) {
    const pairs = [...filter.weekBySeason];
    parts.push(
      pairs.length ? `(${pairs.map(() => "(p.season_id = ? AND p.week = ?)").join(" OR ")})` : "0",
    );
    for (const [season, week] of pairs) args.push(season, week);
  }
  return db.prepare(`${PICK_SELECT} WHERE ${parts.join(" AND ")} ${ORDER}`).bind(...args);
}

/** A user's picks by id (the answer of a write). */
export function userPicksByIdsStatement(db: D1Database, userId: number, ids: readonly number[]) {
  return db
    .prepare(
      `${PICK_SELECT} WHERE p.user_id = ? AND p.id IN (SELECT value FROM json_each(?)) ORDER BY p.id`,
    )
    .bind(userId, JSON.stringify(ids));
}

/**
 * What moves with a league's picks of a card week and their games (the live leaderboard's ETag,
 * ADR 0409): the states of the week's games, and — while a game of the week is still to kick
 * off — the count, locks and ranks of the league's picks of it. Picks are only ever inserted, a
 * lock only set and a rank only given before the pick's game kicks off (migration 0013), so once
 * every game has kicked off the picks cannot move and are not read.
 */
export function leagueWeekPicksStampStatement(
  db: D1Database,
  league: { id: number; season_id: number },
  weeks: readonly [number, number],
  now: Date,
) {
  const week = weekGamesStampSql({ season: "?1", low: "?2", high: "?3", now: "?4" });
  return db
    .prepare(
      `SELECT ${week.games} || '|' || CASE WHEN ${week.open} THEN
         (SELECT COUNT(*) || '.' || TOTAL(is_lock) || '.' || TOTAL(confidence) FROM picks
           WHERE league_id = ?5 AND week BETWEEN ?2 AND ?3) ELSE 'closed' END AS stamp`,
    )
    .bind(league.season_id, weeks[0], weeks[1], now.toISOString(), league.id);
}

/** Every member's picks of a league in one card week (the postseason: all its weeks). */
export function leagueWeekPicksStatement(
  db: D1Database,
  leagueId: number,
  week: WeekSelector,
  cal: SportCalendar,
) {
  const w = weekPredicate(week, "p.week", cal);
  return db
    .prepare(`${PICK_SELECT} WHERE p.league_id = ? AND ${w.sql} ${ORDER}`)
    .bind(leagueId, ...w.args);
}

/** A pick on a profile: the pick with its league's visibility settings and the owner's membership. */
export interface ProfilePickRow extends PickRow {
  league_name: string;
  league_season_id: number;
  include_week_0: number;
  show_picks_before_lock: number;
  owner_active: number;
}

/**
 * A user's newest picks (by kickoff) in the leagues a viewer may know of: every league for the
 * owner, otherwise public leagues and the leagues the viewer is an active member of. Whether each
 * pick may be shown yet is decided by the caller (domain/leagues/pick-visibility.ts).
 */
export function profilePicksStatement(
  db: D1Database,
  ownerId: number,
  viewerId: number | null,
  limit: number,
) {
  return db
    .prepare(
      `SELECT ${PICK_COLUMNS}, l.name AS league_name, l.season_id AS league_season_id,
         l.include_week_0, l.show_picks_before_lock,
         EXISTS (SELECT 1 FROM league_members o WHERE o.league_id = p.league_id
           AND o.user_id = p.user_id AND o.status = 'active') AS owner_active
       ${PICK_FROM}
       JOIN leagues l ON l.id = p.league_id
       WHERE p.user_id = ?1 AND l.is_active = 1
         AND (?1 = ?2 OR l.league_type = 'public' OR EXISTS (SELECT 1 FROM league_members v
           WHERE v.league_id = p.league_id AND v.user_id = ?2 AND v.status = 'active'))
       ORDER BY g.kickoff_at DESC, p.id DESC LIMIT ?3`,
    )
    .bind(ownerId, viewerId ?? 0, limit);
}
