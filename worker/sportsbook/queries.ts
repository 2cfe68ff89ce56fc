/**
 * The sportsbook's read: a week's games with their odds and props, as the games answer carries them
 * (domain/sportsbook/contract.ts). Three statements in one batch, whatever the number of games.
 */
import { pickDeadline } from "#domain/calendar";
import type {
  OddsLine,
  PlayerProp,
  PortionOdds,
  SportsbookGame,
  TeamProp,
} from "#domain/sportsbook/contract";
import {
  NCAA_CALENDAR,
  sportOffersBetType,
  sportOffersPortion,
  type SportCalendar,
} from "#domain/season/calendars";
import type { LeagueRow } from "#worker/leagues/queries";
import {
  stampedMemory,
  teamColumns,
  teamJson,
  weekPredicate,
  type WeekSelector,
} from "#worker/season/queries";

interface GameRow {
  id: number;
  season_id: number;
  week: number;
  kickoff_at: string;
  venue: string | null;
  notes: string | null;
  is_postseason: number;
  status: string;
  home_score: number | null;
  away_score: number | null;
  home_team_id: number;
  away_team_id: number;
  /** The teams, as `teamColumns` selects them. */
  [team: string]: unknown;
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

const GAME_SELECT = `SELECT g.id, g.season_id, g.week, g.kickoff_at, g.venue, g.notes, g.is_postseason, g.status,
  g.home_score, g.away_score, g.home_team_id, g.away_team_id,
  ${teamColumns("ht", "hc", "home")}, ${teamColumns("at", "ac", "away")}
FROM games g
JOIN teams ht ON ht.id = g.home_team_id
JOIN teams at ON at.id = g.away_team_id
LEFT JOIN conferences hc ON hc.id = ht.conference_id
LEFT JOIN conferences ac ON ac.id = at.conference_id`;

/** The league settings a game's pick deadline depends on (null: kickoff). */
type DeadlineLeague = Pick<
  LeagueRow,
  "sport_key" | "submission_deadline" | "custom_deadline_day" | "custom_deadline_time"
>;

export interface GameFilter {
  seasonId: number;
  /** The calendar of the season's sport: its postseason weeks, its markets. */
  calendar: SportCalendar;
  week: WeekSelector;
  /**
   * A conference filter asked for: 'all' | 'all_fbs' | 'top_25' | 'power_5' | a conference slug
   * or name, applied as asked (a college conference in an NFL season matches no game).
   */
  conference?: string | null;
  /**
   * The league's stored default filter, used when none is asked: college football's league
   * filters (CONFERENCE_FILTERS) mean nothing in another sport and are ignored there.
   */
  leagueConference?: string | null;
  /** Restrict to these ids (submit). */
  gameIds?: number[];
}

/** The games a filter selects, as SQL over `g` (the game) and `ht`/`at` (its teams). */
export function gameWhere(filter: GameFilter): { sql: string; args: (number | string)[] } {
  const parts = ["g.season_id = ?"];
  const args: (number | string)[] = [filter.seasonId];
  if (filter.gameIds) {
    parts.push(`g.id IN (SELECT value FROM json_each(?))`);
    args.push(JSON.stringify(filter.gameIds));
  } else {
    const w = weekPredicate(filter.week, "g.week", filter.calendar);
    parts.push(w.sql);
    args.push(...w.args);
  }
  const college = filter.calendar.sport === NCAA_CALENDAR.sport;
  const conf = filter.conference ?? (college ? filter.leagueConference : null) ?? "all";
  if (conf === "power_5") {
    parts.push(
      "(EXISTS (SELECT 1 FROM conferences c WHERE c.is_power_5 = 1 AND c.id IN (ht.conference_id, at.conference_id)))",
    );
  } else if (conf === "top_25") {
    const weekArg = filter.week === "postseason" ? filter.calendar.postseasonLast : filter.week;
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

const listsKept = stampedMemory<{
  sports: string[];
  conferences: { name: string; slug: string }[];
}>(4);

/**
 * The games answer's sport and conference filters: the sports that have a season, and the
 * conferences of the teams playing in the given season. Kept while the season stamp holds.
 */
export function filterLists(db: D1Database, seasonId: number, stamp: number | null | undefined) {
  return listsKept.get(`lists:${seasonId}`, stamp, async () => {
    const [sports, conferences] = await db.batch([
      db.prepare(
        "SELECT name FROM sports s WHERE EXISTS (SELECT 1 FROM seasons se WHERE se.sport_id = s.id) ORDER BY id",
      ),
      db
        .prepare(
          `SELECT name, slug FROM conferences WHERE id IN (SELECT t.conference_id FROM teams t
             WHERE t.id IN (SELECT home_team_id FROM games WHERE season_id = ?1)
                OR t.id IN (SELECT away_team_id FROM games WHERE season_id = ?1))
           ORDER BY name`,
        )
        .bind(seasonId),
    ]);
    return {
      sports: (sports!.results as { name: string }[]).map((s) => s.name),
      conferences: conferences!.results as { name: string; slug: string }[],
    };
  });
}

const utf8 = new TextEncoder();
const GAMES_OPEN = utf8.encode('{"games":');

/**
 * The unfiltered games answer: `{"games":` + the games as UTF-8 JSON, serialised and encoded once
 * per kept entry (a week is ~220 KB; encoding it per request was a quarter of the route's CPU),
 * + `tail`, the per-request rest of the object (`,"filter_options":…}`). A Blob joins the three
 * in the runtime's memory: a new 220 KB buffer on the isolate's heap per request showed in the
 * route's p99 under load (ADR 1001).
 */
export function gamesAnswerBody(loaded: LoadedGames & { bytes?: Uint8Array }, tail: string): Blob {
  const games = (loaded.bytes ??= utf8.encode(JSON.stringify(loaded.games)));
  return new Blob([GAMES_OPEN, games, utf8.encode(tail)]);
}

interface BuiltGames extends LoadedGames {
  /** `games` as UTF-8 JSON, made once per built entry (the unfiltered answer serves it as is). */
  bytes?: Uint8Array;
  builtAt: number;
  /** The first pick deadline after `builtAt`: `is_available` flips then. */
  validUntil: number;
}

/** This isolate's built games per filter (a few weeks and conferences, about 200 KB each). */
const builtGames = stampedMemory<BuiltGames>(24);

/** Forgets this isolate's built games (benchmarks measure a first read with it). */
export const forgetBuiltGames = () => builtGames.clear();

/**
 * Games matching the filter with their odds and props, as the games answer carries them: kept in
 * this isolate while the season stamp is unchanged and no pick deadline has passed since they were
 * built (availability flips then); otherwise three statements in one batch, whatever the number
 * of games. The kept objects are shared: callers copy, never mutate.
 */
export async function loadGames(
  db: D1Database,
  filter: GameFilter,
  now: Date,
  deadlineLeague: DeadlineLeague | null,
  stamp: number | null,
): Promise<LoadedGames> {
  const key = JSON.stringify([
    filter.seasonId,
    filter.calendar.sport,
    filter.week,
    filter.conference ?? "all",
    filter.leagueConference ?? null,
    filter.gameIds ?? null,
    deadlineLeague?.sport_key ?? null,
    deadlineLeague?.submission_deadline ?? "game_time",
    deadlineLeague?.custom_deadline_day ?? null,
    deadlineLeague?.custom_deadline_time ?? null,
  ]);
  const at = now.getTime();
  return builtGames.get(
    key,
    stamp,
    async () => {
      const loaded = await buildGames(db, filter, now, deadlineLeague);
      const next = loaded.games
        .map((g) => Date.parse(g.lock_at))
        .filter((t) => t > at)
        .reduce((min, t) => Math.min(min, t), Number.POSITIVE_INFINITY);
      return { ...loaded, builtAt: at, validUntil: next };
    },
    (kept) => at >= kept.builtAt && at < kept.validUntil,
  );
}

/**
 * Games matching the filter with their odds and props: three statements in one batch (games,
 * odds of those games, props of those games), whatever the number of games.
 */
async function buildGames(
  db: D1Database,
  filter: GameFilter,
  now: Date,
  deadlineLeague: DeadlineLeague | null,
): Promise<LoadedGames> {
  const where = gameWhere(filter);
  const sub = `SELECT g.id FROM games g JOIN teams ht ON ht.id = g.home_team_id JOIN teams at ON at.id = g.away_team_id WHERE ${where.sql}`;
  const [gamesRes, oddsRes, propsRes] = await db.batch([
    db.prepare(`${GAME_SELECT} WHERE ${where.sql} ORDER BY g.kickoff_at, g.id`).bind(...where.args),
    db
      .prepare(
        `SELECT o.game_id, o.game_portion, o.home_spread, o.away_spread, o.home_spread_odds, o.away_spread_odds,
           o.total_points, o.over_odds, o.under_odds, o.home_ml_odds, o.away_ml_odds, o.draw_ml_odds, o.updated_at
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
    gameJson(g, odds.get(g.id) ?? [], props.get(g.id) ?? [], now, deadlineLeague, filter.calendar),
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
  draw_ml_odds: o.draw_ml_odds,
});

function gameJson(
  g: GameRow,
  odds: OddsRow[],
  props: PropRow[],
  now: Date,
  deadlineLeague: DeadlineLeague | null,
  calendar: SportCalendar,
): SportsbookGame {
  const home = teamJson(g, "home");
  const away = teamJson(g, "away");
  const full = odds.find((o) => o.game_portion === "full_game");
  // Only the markets the sport offers (the NFL: full-game lines, no portions or props).
  const portions: PortionOdds[] = odds
    .filter((o) => o.game_portion !== "full_game" && sportOffersPortion(calendar, o.game_portion))
    .map((o) => ({ game_portion: o.game_portion, ...line(o) }));
  const player_props: PlayerProp[] = [];
  const team_props: TeamProp[] = [];
  const offered = {
    player: sportOffersBetType(calendar, "player_props"),
    team: sportOffersBetType(calendar, "team_props"),
  };
  for (const p of props) {
    if (!(p.kind === "player" ? offered.player : offered.team)) continue;
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
    notes: g.notes,
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
