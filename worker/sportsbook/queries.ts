/**
 * Read side of the sportsbook: a week's games with odds and props, league rules, submitted picks.
 * Each function issues a fixed number of statements (batched where independent) — never one per
 * game or per pick.
 */
import { pickDeadline } from "#domain/calendar";
import type { LeagueRules } from "#domain/picks/rules";
import type {
  OddsLine,
  PlayerProp,
  PortionOdds,
  SportsbookGame,
  SportsbookLeague,
  SubmittedPick,
  TeamProp,
} from "#domain/picks/schemas";
import { POSTSEASON_FIRST, POSTSEASON_LAST } from "#domain/picks/weeks";

export type WeekSelector = number | "postseason";

/** SQL predicate on `g.week` for a selected week ('postseason' = weeks 15-22). */
export function weekPredicate(
  week: WeekSelector,
  column = "g.week",
): { sql: string; args: number[] } {
  if (week === "postseason")
    return { sql: `${column} BETWEEN ? AND ?`, args: [POSTSEASON_FIRST, POSTSEASON_LAST] };
  return { sql: `${column} = ?`, args: [week] };
}

export function parseWeekParam(value: string | undefined | null): WeekSelector | null {
  if (value === undefined || value === null || value === "") return null;
  if (value === "postseason") return "postseason";
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export interface CurrentSeason {
  id: number;
  name: string;
  current_week: number;
}

/** The current season and its current week: the first week with a game not yet final. */
export async function currentSeason(db: D1Database): Promise<CurrentSeason | null> {
  return db
    .prepare(
      `SELECT s.id, s.name,
         COALESCE(
           (SELECT MIN(g.week) FROM games g WHERE g.season_id = s.id AND g.status NOT IN ('final', 'void')),
           (SELECT MAX(g.week) FROM games g WHERE g.season_id = s.id),
           0) AS current_week
       FROM seasons s
       ORDER BY s.is_current DESC, s.year DESC
       LIMIT 1`,
    )
    .first<CurrentSeason>();
}

// ---- leagues ----

export interface LeagueRow {
  id: number;
  name: string;
  description: string;
  league_type: string;
  creator_id: number;
  sport_id: number;
  season_id: number;
  sport_type: string;
  enable_locks: number;
  include_week_0: number;
  include_conf_championship: number;
  include_bowl_games: number;
  include_playoffs: number;
  postseason_pick_limit: number;
  conference_filter: string;
  max_members: number;
  picks_per_week: number;
  allowed_bet_types: string;
  allowed_game_portions: string;
  odds_range_enabled: number;
  min_odds: number | null;
  max_odds: number | null;
  submission_deadline: string;
  custom_deadline_day: number | null;
  custom_deadline_time: string | null;
  is_active: number;
  member_count: number;
  sport_name: string;
  season_name: string;
  role: string;
}

const LEAGUE_COLUMNS = `l.id, l.name, l.description, l.league_type, l.creator_id, l.sport_id, l.season_id, l.sport_type,
  l.enable_locks, l.include_week_0, l.include_conf_championship, l.include_bowl_games, l.include_playoffs,
  l.postseason_pick_limit, l.conference_filter, l.max_members, l.picks_per_week, l.allowed_bet_types,
  l.allowed_game_portions, l.odds_range_enabled, l.min_odds, l.max_odds, l.submission_deadline,
  l.custom_deadline_day, l.custom_deadline_time, l.is_active, l.member_count,
  sp.name AS sport_name, se.name AS season_name, m.role`;

const LEAGUE_FROM = `FROM leagues l
  JOIN league_members m ON m.league_id = l.id AND m.user_id = ? AND m.status = 'active'
  JOIN sports sp ON sp.id = l.sport_id
  JOIN seasons se ON se.id = l.season_id`;

/** A league the user is an active member of (null otherwise: not found to them). */
export function memberLeagueStatement(db: D1Database, userId: number, leagueId: number) {
  return db
    .prepare(`SELECT ${LEAGUE_COLUMNS} ${LEAGUE_FROM} WHERE l.id = ?`)
    .bind(userId, leagueId);
}

export function memberLeaguesStatement(db: D1Database, userId: number) {
  return db
    .prepare(`SELECT ${LEAGUE_COLUMNS} ${LEAGUE_FROM} ORDER BY l.is_active DESC, l.name`)
    .bind(userId);
}

const jsonList = (text: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};

export function leagueRules(row: LeagueRow): LeagueRules {
  return {
    id: row.id,
    name: row.name,
    allowed_bet_types: jsonList(row.allowed_bet_types),
    allowed_game_portions: jsonList(row.allowed_game_portions),
    odds_range_enabled: row.odds_range_enabled === 1,
    min_odds: row.min_odds,
    max_odds: row.max_odds,
    picks_per_week: row.picks_per_week,
    postseason_pick_limit: row.postseason_pick_limit,
    enable_locks: row.enable_locks === 1,
    include_week_0: row.include_week_0 === 1,
    include_conf_championship: row.include_conf_championship === 1,
    include_bowl_games: row.include_bowl_games === 1,
    include_playoffs: row.include_playoffs === 1,
  };
}

export function leagueJson(
  row: LeagueRow,
  userId: number,
  currentWeek: number,
  weekPicks: { count: number; lock: boolean; open: boolean },
): SportsbookLeague {
  const rules = leagueRules(row);
  const remaining = Math.max(0, row.picks_per_week - weekPicks.count);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sport: { name: row.sport_name },
    sport_name: row.sport_name,
    sport_type: row.sport_type,
    season: { name: row.season_name },
    season_name: row.season_name,
    league_type: row.league_type,
    creator: row.creator_id,
    user_role: row.role === "admin" || row.creator_id === userId ? "admin" : "member",
    is_active: row.is_active === 1,
    member_count: row.member_count,
    max_members: row.max_members,
    picks_required: row.picks_per_week,
    picks_per_week: row.picks_per_week,
    postseason_pick_limit: row.postseason_pick_limit,
    enable_locks: rules.enable_locks,
    include_week_0: rules.include_week_0,
    include_conf_championship: rules.include_conf_championship,
    include_bowl_games: rules.include_bowl_games,
    include_playoffs: rules.include_playoffs,
    conference_filter: row.conference_filter,
    allowed_bet_types: [...rules.allowed_bet_types],
    allowed_game_portions: [...rules.allowed_game_portions],
    odds_range_enabled: rules.odds_range_enabled,
    odds_restriction_enabled: rules.odds_range_enabled,
    min_odds: row.min_odds,
    max_odds: row.max_odds,
    submission_deadline: row.submission_deadline,
    custom_deadline_day: row.custom_deadline_day,
    custom_deadline_time: row.custom_deadline_time,
    current_week: currentWeek,
    picks_count: weekPicks.count,
    picks_remaining: remaining,
    needs_action:
      row.is_active === 1 &&
      weekPicks.open &&
      (remaining > 0 || (rules.enable_locks && !weekPicks.lock)),
    user_stats: {
      current_week_picks_made: weekPicks.count,
      current_week_lock_made: weekPicks.lock,
    },
  };
}

// ---- games ----

interface GameRow {
  id: number;
  season_id: number;
  week: number;
  kickoff_at: string;
  venue: string | null;
  is_postseason: number;
  status: string;
  home_score: number | null;
  away_score: number | null;
  home_team_id: number;
  away_team_id: number;
  home_name: string;
  home_abbr: string;
  home_conf: string | null;
  home_logo: string | null;
  away_name: string;
  away_abbr: string;
  away_conf: string | null;
  away_logo: string | null;
}

interface OddsRow extends OddsLine {
  game_id: number;
  game_portion: string;
  updated_at: string;
}

interface PropRow {
  id: number;
  game_id: number;
  kind: string;
  team_id: number;
  player_first_name: string | null;
  player_last_name: string | null;
  prop_type: string;
  subcategory: string;
  display_name: string;
  line_value: number;
  over_odds: number | null;
  under_odds: number | null;
}

export const GAME_SELECT = `SELECT g.id, g.season_id, g.week, g.kickoff_at, g.venue, g.is_postseason, g.status,
  g.home_score, g.away_score, g.home_team_id, g.away_team_id,
  ht.school AS home_name, ht.abbreviation AS home_abbr, hc.name AS home_conf, ht.logo_url AS home_logo,
  at.school AS away_name, at.abbreviation AS away_abbr, ac.name AS away_conf, at.logo_url AS away_logo
FROM games g
JOIN teams ht ON ht.id = g.home_team_id
JOIN teams at ON at.id = g.away_team_id
LEFT JOIN conferences hc ON hc.id = ht.conference_id
LEFT JOIN conferences ac ON ac.id = at.conference_id`;

export interface GameFilter {
  seasonId: number;
  week: WeekSelector;
  /** 'all' | 'all_fbs' | 'top_25' | 'power_5' | a conference slug */
  conference?: string | null;
  /** Restrict to these ids (submit). */
  gameIds?: number[];
}

function gameWhere(filter: GameFilter): { sql: string; args: (number | string)[] } {
  const parts = ["g.season_id = ?"];
  const args: (number | string)[] = [filter.seasonId];
  if (filter.gameIds) {
    parts.push(`g.id IN (SELECT value FROM json_each(?))`);
    args.push(JSON.stringify(filter.gameIds));
  } else {
    const w = weekPredicate(filter.week);
    parts.push(w.sql);
    args.push(...w.args);
  }
  const conf = filter.conference ?? "all";
  if (conf === "power_5") {
    parts.push(
      "(EXISTS (SELECT 1 FROM conferences c WHERE c.is_power_5 = 1 AND c.id IN (ht.conference_id, at.conference_id)))",
    );
  } else if (conf === "top_25") {
    const weekArg = filter.week === "postseason" ? POSTSEASON_LAST : filter.week;
    parts.push(`EXISTS (SELECT 1 FROM rankings r WHERE r.poll = 'ap' AND r.season_id = g.season_id
      AND r.week = (SELECT MAX(r2.week) FROM rankings r2 WHERE r2.poll = 'ap' AND r2.season_id = g.season_id AND r2.week <= ?)
      AND r.team_id IN (g.home_team_id, g.away_team_id))`);
    args.push(weekArg);
  } else if (conf !== "all" && conf !== "all_fbs" && conf !== "") {
    parts.push(
      "(EXISTS (SELECT 1 FROM conferences c WHERE (c.slug = ? OR c.name = ?) AND c.id IN (ht.conference_id, at.conference_id)))",
    );
    args.push(conf, conf);
  }
  return { sql: parts.join(" AND "), args };
}

export interface LoadedGames {
  games: SportsbookGame[];
  oddsUpdatedAt: string | null;
}

/**
 * Games matching the filter with their odds and props: three statements in one batch (games,
 * odds of those games, props of those games), whatever the number of games.
 */
export async function loadGames(
  db: D1Database,
  filter: GameFilter,
  now: Date,
  deadlineLeague: Pick<
    LeagueRow,
    "submission_deadline" | "custom_deadline_day" | "custom_deadline_time"
  > | null,
): Promise<LoadedGames> {
  const where = gameWhere(filter);
  const sub = `SELECT g.id FROM games g JOIN teams ht ON ht.id = g.home_team_id JOIN teams at ON at.id = g.away_team_id WHERE ${where.sql}`;
  const [gamesRes, oddsRes, propsRes] = await db.batch([
    db.prepare(`${GAME_SELECT} WHERE ${where.sql} ORDER BY g.kickoff_at, g.id`).bind(...where.args),
    db
      .prepare(
        `SELECT o.game_id, o.game_portion, o.home_spread, o.away_spread, o.home_spread_odds, o.away_spread_odds,
           o.total_points, o.over_odds, o.under_odds, o.home_ml_odds, o.away_ml_odds, o.updated_at
         FROM odds o WHERE o.game_id IN (${sub})`,
      )
      .bind(...where.args),
    db
      .prepare(
        `SELECT p.id, p.game_id, p.kind, p.team_id, p.player_first_name, p.player_last_name, p.prop_type, p.subcategory,
           p.display_name, p.line_value, p.over_odds, p.under_odds
         FROM props p WHERE p.game_id IN (${sub}) ORDER BY p.subcategory, p.display_name`,
      )
      .bind(...where.args),
  ]);
  const odds = new Map<number, OddsRow[]>();
  let oddsUpdatedAt: string | null = null;
  for (const o of (oddsRes!.results ?? []) as OddsRow[]) {
    const list = odds.get(o.game_id) ?? [];
    list.push(o);
    odds.set(o.game_id, list);
    if (!oddsUpdatedAt || o.updated_at > oddsUpdatedAt) oddsUpdatedAt = o.updated_at;
  }
  const props = new Map<number, PropRow[]>();
  for (const p of (propsRes!.results ?? []) as PropRow[]) {
    const list = props.get(p.game_id) ?? [];
    list.push(p);
    props.set(p.game_id, list);
  }
  const games = ((gamesRes!.results ?? []) as GameRow[]).map((g) =>
    gameJson(g, odds.get(g.id) ?? [], props.get(g.id) ?? [], now, deadlineLeague),
  );
  return { games, oddsUpdatedAt };
}

const line = (o: OddsRow): OddsLine => ({
  home_spread: o.home_spread,
  away_spread: o.away_spread,
  home_spread_odds: o.home_spread_odds,
  away_spread_odds: o.away_spread_odds,
  total_points: o.total_points,
  over_odds: o.over_odds,
  under_odds: o.under_odds,
  home_ml_odds: o.home_ml_odds,
  away_ml_odds: o.away_ml_odds,
});

function gameJson(
  g: GameRow,
  odds: OddsRow[],
  props: PropRow[],
  now: Date,
  deadlineLeague: Pick<
    LeagueRow,
    "submission_deadline" | "custom_deadline_day" | "custom_deadline_time"
  > | null,
): SportsbookGame {
  const home = {
    id: g.home_team_id,
    name: g.home_name,
    abbreviation: g.home_abbr,
    conference: g.home_conf,
    logo_url: g.home_logo,
  };
  const away = {
    id: g.away_team_id,
    name: g.away_name,
    abbreviation: g.away_abbr,
    conference: g.away_conf,
    logo_url: g.away_logo,
  };
  const full = odds.find((o) => o.game_portion === "full_game");
  const portions: PortionOdds[] = odds
    .filter((o) => o.game_portion !== "full_game")
    .map((o) => ({ game_portion: o.game_portion, ...line(o) }));
  const player_props: PlayerProp[] = [];
  const team_props: TeamProp[] = [];
  for (const p of props) {
    const base = {
      id: p.id,
      line_value: p.line_value,
      over_odds: p.over_odds,
      under_odds: p.under_odds,
      prop_type: { name: p.prop_type, subcategory: p.subcategory },
      display_name: p.display_name,
    };
    if (p.kind === "player") {
      player_props.push({
        ...base,
        player: { first_name: p.player_first_name ?? "", last_name: p.player_last_name ?? "" },
        team_id: p.team_id,
      });
    } else {
      team_props.push({ ...base, team: p.team_id === home.id ? home : away });
    }
  }
  const lockAt = pickDeadline(deadlineLeague ?? { submission_deadline: "game_time" }, {
    kickoff_at: g.kickoff_at,
  });
  const updated = odds.reduce<string | null>(
    (max, o) => (!max || o.updated_at > max ? o.updated_at : max),
    null,
  );
  return {
    id: g.id,
    season_id: g.season_id,
    week: g.week,
    game_time: g.kickoff_at,
    venue: g.venue,
    is_postseason: g.is_postseason === 1,
    status: g.status,
    is_finished: g.status === "final",
    home_score: g.home_score,
    away_score: g.away_score,
    home_team: home,
    away_team: away,
    current_odds: full ? line(full) : null,
    game_portion_odds: portions,
    player_props,
    team_props,
    lock_at: lockAt.toISOString(),
    is_available: g.status === "scheduled" && now.getTime() < lockAt.getTime(),
    odds_updated_at: updated,
  };
}

// ---- submitted picks ----

interface PickRow {
  id: number;
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
  prop_line_at_pick: number | null;
  odds_at_pick: number | null;
  is_lock: number;
  is_correct: number | null;
  result: string | null;
  points: number;
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

export const PICK_SELECT = `SELECT p.id, p.game_id, p.league_id, p.week, p.pick_type, p.picked_team_id, p.picked_value,
  p.game_portion, p.prop_id, p.spread_at_pick, p.total_at_pick, p.prop_line_at_pick, p.odds_at_pick, p.is_lock,
  p.is_correct, p.result, p.points, p.is_shared_early, p.submitted_at,
  pt.school AS picked_name, pt.abbreviation AS picked_short,
  g.kickoff_at, g.status, g.venue, g.is_postseason, g.home_score, g.away_score, g.home_team_id, g.away_team_id,
  ht.school AS home_name, ht.abbreviation AS home_abbr, at.school AS away_name, at.abbreviation AS away_abbr,
  pr.kind AS prop_kind, pr.display_name AS prop_display, pr.prop_type AS prop_type_name,
  TRIM(COALESCE(pr.player_first_name, '') || ' ' || COALESCE(pr.player_last_name, '')) AS prop_player,
  prt.school AS prop_team_name
FROM picks p
JOIN games g ON g.id = p.game_id
JOIN teams ht ON ht.id = g.home_team_id
JOIN teams at ON at.id = g.away_team_id
LEFT JOIN teams pt ON pt.id = p.picked_team_id
LEFT JOIN props pr ON pr.id = p.prop_id
LEFT JOIN teams prt ON prt.id = pr.team_id`;

export function pickJson(r: PickRow): SubmittedPick {
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
    game_portion: r.game_portion,
    prop_id: r.prop_id,
    spread_at_pick: r.spread_at_pick,
    total_at_pick: r.total_at_pick,
    prop_line_value: r.prop_line_at_pick,
    odds_at_pick: r.odds_at_pick,
    is_lock: r.is_lock === 1,
    is_correct: r.is_correct === null ? null : r.is_correct === 1,
    result: r.result,
    points: r.points,
    is_shared_early: r.is_shared_early === 1,
    submitted_at: r.submitted_at,
    player_prop_detail:
      r.prop_kind === "player"
        ? {
            player_name: r.prop_player ?? "",
            line_value: r.prop_line_at_pick ?? 0,
            stat_type: r.prop_type_name ?? "",
          }
        : null,
    team_prop_detail:
      r.prop_kind === "team"
        ? {
            team_name: r.prop_team_name ?? "",
            line_value: r.prop_line_at_pick ?? 0,
            stat_type: r.prop_type_name ?? "",
          }
        : null,
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

export function pickRows(results: D1Result): SubmittedPick[] {
  return ((results.results ?? []) as PickRow[]).map(pickJson);
}

export { POSTSEASON_FIRST };
