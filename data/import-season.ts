/**
 * Imports the real 2024 FBS season (data/*.csv) into D1: sports, season, conferences, teams, games
 * with their real results kept aside for the replay, closing lines plus derived markets, props,
 * player box scores and the three polls (AP, Coaches, CFP: data/import-polls.ts).
 *
 * Guarantees:
 * - Idempotent: every insert is an upsert keyed on the table's natural key; re-running never
 *   resets a game's replay state (status, scores) or anything grading wrote, and never duplicates.
 * - Chunked and resilient: rows go through ./upsert-rows (100 parameters a statement, batches
 *   sent again after a dropped connection, which only an upsert may be).
 * - Runs in Node (seed, via getPlatformProxy) and in the Workers runtime (tests) alike: it takes
 *   CSV text and a D1Database, no file system.
 *
 * The app-week mapping and the replay shift are documented in docs/decisions/0301 and 0303.
 */
import { localParts } from "#domain/calendar";
import {
  derivePortionLines,
  deriveTeamTotals,
  PLAYER_PROP_TYPES,
  playerPropLine,
  STANDARD_PRICE,
  type PlayerStat,
} from "#domain/markets/derived-markets";
import { parseCsv } from "./csv";
import { batchIdempotent, type D1Like, updateAll, upsertRows } from "./upsert-rows";
import { pollRows, type PollFiles } from "./import-polls";

export interface SeasonFiles extends PollFiles {
  games: string;
  teams: string;
  closingLines: string;
  playerStats: string;
}

export const SPORT_KEY = "ncaa-football";
export const SPORT_NAME = "NCAA Football";
export const SEASON_YEAR = 2024;
export const WEEK_MS = 7 * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

// App weeks: 0..14 regular, 15 conference championships, 16 Army–Navy, 17-19 bowls, 20-22 CFP;
// the final poll is week 23 (FINAL_POLL_WEEK in domain/season/contract.ts).

export const POWER_5 = new Set(["SEC", "Big Ten", "ACC", "Big 12", "Pac-12"]);
const SLUGS: Record<string, string> = {
  SEC: "sec",
  "Big Ten": "big_ten",
  ACC: "acc",
  "Big 12": "big_12",
  "Pac-12": "pac_12",
  "American Athletic": "aac",
  "Sun Belt": "sun_belt",
  "Mountain West": "mountain_west",
  "Mid-American": "mac",
  "Conference USA": "cusa",
  "FBS Independents": "independent",
};

export function conferenceSlug(name: string): string {
  return (
    SLUGS[name] ??
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_|_$/g, "")
  );
}

/** CSV cell readers: an empty or non-numeric cell is null. */
export const int = (s: string | undefined): number | null => {
  if (s === undefined || s.trim() === "") return null;
  const n = Number(s);
  return Number.isFinite(n) ? Math.trunc(n) : null;
};
export const num = (s: string | undefined): number | null => {
  if (s === undefined || s.trim() === "") return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};
const bool = (s: string | undefined) => s === "true";

export interface SourceGame {
  id: number;
  seasonType: string;
  sourceWeek: number;
  gameType: string;
  isPostseason: boolean;
  kickoff: Date;
  startTimeTbd: boolean;
  completed: boolean;
  neutralSite: boolean;
  conferenceGame: boolean;
  venue: string | null;
  notes: string | null;
  homeId: number;
  awayId: number;
  homeTeam: string;
  awayTeam: string;
  homePoints: number | null;
  awayPoints: number | null;
  homeLineScores: string | null;
  awayLineScores: string | null;
}

export function parseGames(text: string): SourceGame[] {
  return parseCsv(text).map((r) => ({
    id: Number(r.game_id),
    seasonType: r.season_type!,
    sourceWeek: Number(r.week),
    gameType: r.game_type!,
    isPostseason: bool(r.is_postseason),
    kickoff: new Date(r.start_date_utc!),
    startTimeTbd: bool(r.start_time_tbd),
    completed: bool(r.completed),
    neutralSite: bool(r.neutral_site),
    conferenceGame: bool(r.conference_game),
    venue: r.venue || null,
    notes: r.notes || null,
    homeId: Number(r.home_id),
    awayId: Number(r.away_id),
    homeTeam: r.home_team!,
    awayTeam: r.away_team!,
    homePoints: int(r.home_points),
    awayPoints: int(r.away_points),
    homeLineScores: r.home_line_scores || null,
    awayLineScores: r.away_line_scores || null,
  }));
}

/**
 * The app week of every game (docs/decisions/0301-app-week-mapping.md):
 * - regular CFBD week 1 games more than 3 days before that week's busiest Saturday → week 0;
 * - other regular weeks keep the CFBD number (1..14); conference championships → 15;
 *   Army–Navy (CFBD regular week 16) → 16;
 * - bowls by the ET kickoff date: through Dec 23 → 17, Dec 24-31 → 18, January → 19;
 * - CFP rounds: playoff games clustered by date (a gap of more than 4 days starts the next round):
 *   first round → 20, quarterfinals → 21, semifinals and the title game → 22.
 */
export function assignAppWeeks(games: SourceGame[]): Map<number, number> {
  const weeks = new Map<number, number>();
  const etDate = (d: Date) => {
    const p = localParts(d);
    return Date.UTC(p.year, p.month - 1, p.day);
  };
  const week1 = games.filter((g) => g.seasonType === "regular" && g.sourceWeek === 1);
  const saturdays = new Map<number, number>();
  for (const g of week1) {
    const day = etDate(g.kickoff);
    if (new Date(day).getUTCDay() === 6) saturdays.set(day, (saturdays.get(day) ?? 0) + 1);
  }
  const busiestSaturday = [...saturdays.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const playoffs = games
    .filter((g) => g.gameType === "playoff")
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  let round = 0;
  for (let i = 0; i < playoffs.length; i++) {
    const gap = i === 0 ? 0 : playoffs[i]!.kickoff.getTime() - playoffs[i - 1]!.kickoff.getTime();
    if (gap > 4 * DAY_MS) round += 1;
    weeks.set(playoffs[i]!.id, 20 + Math.min(round, 2));
  }
  for (const g of games) {
    if (weeks.has(g.id)) continue;
    if (g.gameType === "bowl") {
      const p = localParts(g.kickoff);
      weeks.set(g.id, p.month === 12 ? (p.day <= 23 ? 17 : 18) : 19);
    } else if (g.gameType === "conference_championship") weeks.set(g.id, 15);
    else if (g.seasonType === "regular" && g.sourceWeek === 1) {
      const early =
        busiestSaturday !== undefined && busiestSaturday - etDate(g.kickoff) > 3 * DAY_MS;
      weeks.set(g.id, early ? 0 : 1);
    } else weeks.set(g.id, Math.min(g.sourceWeek, 16));
  }
  return weeks;
}

/** Monday of the ET week (Monday–Sunday) holding `instant`, at 05:00Z: midnight EST / 1 AM EDT. */
export function etWeekStartMs(instant: number): number {
  const p = localParts(new Date(instant));
  return Date.UTC(p.year, p.month - 1, p.day - p.weekday, 5);
}

/** Monday of the ET week of an app week's first game. */
function weekStartMs(games: SourceGame[], weeks: Map<number, number>, week: number): number | null {
  const inWeek = games
    .filter((g) => weeks.get(g.id) === week)
    .map((g) => g.kickoff.getTime())
    .sort((a, b) => a - b);
  if (inWeek.length === 0) return null;
  return etWeekStartMs(inWeek[0]!);
}

/**
 * The same-date rule: the whole weeks, a year's worth for each year between `now` and the 2024
 * season (or one year fewer), that put today's date on the same date of a season running from
 * `seasonStart` to `seasonEnd`; null when today's date is outside it either way.
 */
export function sameDateShiftWeeks(
  now: Date,
  seasonStart: number,
  seasonEnd: number,
): number | null {
  const yearsApart = now.getUTCFullYear() - SEASON_YEAR;
  for (const k of [yearsApart, yearsApart - 1]) {
    const sameDate = new Date(now);
    sameDate.setUTCFullYear(now.getUTCFullYear() - k);
    const shift = Math.round((now.getTime() - sameDate.getTime()) / WEEK_MS);
    const replayed = now.getTime() - shift * WEEK_MS;
    if (replayed >= seasonStart && replayed < seasonEnd) return shift;
  }
  return null;
}

/**
 * Whole weeks to add to every real 2024 instant (docs/decisions/0303-season-replay-clock.md).
 * With `demoWeek`, `now` falls in that app week (Monday–Sunday ET). Without it, the season moves
 * by whole years' worth of weeks so today's date falls on the same date of the 2024 season, if it
 * is in the season; otherwise `now` falls in week 1.
 */
export function chooseShiftWeeks(games: SourceGame[], now: Date, demoWeek?: number | null): number {
  const weeks = assignAppWeeks(games);
  const seasonStart =
    weekStartMs(games, weeks, 0) ?? Math.min(...games.map((g) => g.kickoff.getTime()));
  const seasonEnd = Math.max(...games.map((g) => g.kickoff.getTime())) + 2 * DAY_MS;
  if (demoWeek === undefined || demoWeek === null) {
    const sameDate = sameDateShiftWeeks(now, seasonStart, seasonEnd);
    if (sameDate !== null) return sameDate;
    demoWeek = 1;
  }
  const start = weekStartMs(games, weeks, demoWeek) ?? weekStartMs(games, weeks, 1)!;
  return Math.floor((now.getTime() - start) / WEEK_MS);
}

export interface SeasonRows {
  conferences: Array<{ name: string; slug: string; isPower5: boolean }>;
  teams: unknown[][];
  games: unknown[][];
  sourceResults: unknown[][];
  odds: unknown[][];
  oddsHistory: unknown[][];
  props: unknown[][];
  playerStats: unknown[][];
  rankings: unknown[][];
  /** team rows need conference ids, rankings need the season id: filled at write time. */
  teamConference: Map<number, string>;
}

export const TEAM_COLUMNS = [
  "id",
  "school",
  "mascot",
  "abbreviation",
  "conference_id",
  "classification",
  "color",
  "alternate_color",
  "logo_url",
  "logo_dark_url",
  "home_venue",
  "city",
  "state",
  "timezone",
];
export const GAME_COLUMNS = [
  "id",
  "season_id",
  "week",
  "season_type",
  "source_week",
  "postseason_kind",
  "is_postseason",
  "kickoff_at",
  "source_kickoff_at",
  "start_time_tbd",
  "venue",
  "neutral_site",
  "conference_game",
  "notes",
  "home_team_id",
  "away_team_id",
  "updated_at",
];
export const SOURCE_RESULT_COLUMNS = [
  "game_id",
  "completed",
  "home_points",
  "away_points",
  "home_line_scores",
  "away_line_scores",
];
export const ODDS_COLUMNS = [
  "game_id",
  "game_portion",
  "home_spread",
  "away_spread",
  "home_spread_odds",
  "away_spread_odds",
  "total_points",
  "over_odds",
  "under_odds",
  "home_ml_odds",
  "away_ml_odds",
  "provider",
  "is_derived",
  "updated_at",
];
export const ODDS_HISTORY_COLUMNS = [
  "game_id",
  "game_portion",
  "home_spread",
  "total_points",
  "home_ml_odds",
  "away_ml_odds",
  "provider",
  "label",
  "recorded_at",
];
export const PROP_COLUMNS = [
  "id",
  "game_id",
  "kind",
  "team_id",
  "player_id",
  "player_first_name",
  "player_last_name",
  "prop_type",
  "subcategory",
  "display_name",
  "line_value",
  "over_odds",
  "under_odds",
  "updated_at",
];
export const PLAYER_STAT_COLUMNS = [
  "game_id",
  "team_id",
  "player_id",
  "player_name",
  "passing_yards",
  "rushing_yards",
  "receiving_yards",
];
export const RANKING_COLUMNS = [
  "poll",
  "season_id",
  "week",
  "is_preseason",
  "rank",
  "team_id",
  "first_place_votes",
  "points",
  "record",
  "released_at",
];

/** Deterministic prop ids so re-imports update rather than duplicate: game id × 100 + slot. */
export const teamPropId = (gameId: number, side: "home" | "away") =>
  gameId * 100 + (side === "home" ? 1 : 2);
export const playerPropId = (gameId: number, slot: number) => gameId * 100 + 10 + slot;
const MAX_PLAYER_PROPS_PER_GAME = 89;

/** Builds every row to write (season id as the marker `SEASON`, filled in by importSeason). */
export function buildSeasonRows(
  files: SeasonFiles,
  shiftWeeks: number,
  nowIso: string,
): SeasonRows & { SEASON: symbol } {
  const SEASON = Symbol("season_id");
  const shift = (d: Date) => new Date(d.getTime() + shiftWeeks * WEEK_MS).toISOString();
  const games = parseGames(files.games);
  const weeks = assignAppWeeks(games);
  const teamRows = parseCsv(files.teams);

  const conferenceNames = new Set<string>();
  for (const t of teamRows) if (t.conference_2024) conferenceNames.add(t.conference_2024);
  const conferences = [...conferenceNames]
    .sort()
    .map((name) => ({ name, slug: conferenceSlug(name), isPower5: POWER_5.has(name) }));
  const teamConference = new Map<number, string>();
  const teams = teamRows.map((t) => {
    const id = Number(t.team_id);
    if (t.conference_2024) teamConference.set(id, t.conference_2024);
    const abbreviation =
      t.abbreviation ||
      t
        .school!.replace(/[^A-Za-z]/g, "")
        .slice(0, 4)
        .toUpperCase();
    return [
      id,
      t.school,
      t.mascot || null,
      abbreviation,
      null,
      t.classification_2024 || null,
      t.color || null,
      t.alternate_color || null,
      t.logo_url || null,
      t.logo_dark_url || null,
      t.home_venue || null,
      t.city || null,
      t.state || null,
      t.timezone || null,
    ];
  });

  const gameRows = games.map((g) => [
    g.id,
    SEASON,
    weeks.get(g.id)!,
    g.seasonType,
    g.sourceWeek,
    g.gameType === "regular" ? null : g.gameType,
    g.isPostseason ? 1 : 0,
    shift(g.kickoff),
    g.kickoff.toISOString(),
    g.startTimeTbd ? 1 : 0,
    g.venue,
    g.neutralSite ? 1 : 0,
    g.conferenceGame ? 1 : 0,
    g.notes,
    g.homeId,
    g.awayId,
    nowIso,
  ]);
  const sourceResults = games.map((g) => [
    g.id,
    g.completed ? 1 : 0,
    g.homePoints,
    g.awayPoints,
    g.homeLineScores,
    g.awayLineScores,
  ]);

  const odds: unknown[][] = [];
  const oddsHistory: unknown[][] = [];
  const props: unknown[][] = [];
  const gameById = new Map(games.map((g) => [g.id, g]));
  const schoolById = new Map(teamRows.map((t) => [Number(t.team_id), t.school!]));
  for (const l of parseCsv(files.closingLines)) {
    const gameId = Number(l.game_id);
    const game = gameById.get(gameId);
    if (!game) continue;
    const homeSpread = num(l.spread_home);
    const total = num(l.over_under);
    const homeMl = int(l.home_moneyline);
    const awayMl = int(l.away_moneyline);
    const hasMl = homeMl !== null && awayMl !== null;
    if (homeSpread === null && total === null && !hasMl) continue;
    const provider = l.spread_provider || l.total_provider || l.moneyline_provider || "consensus";
    odds.push([
      gameId,
      "full_game",
      homeSpread,
      homeSpread === null ? null : -homeSpread,
      homeSpread === null ? null : STANDARD_PRICE,
      homeSpread === null ? null : STANDARD_PRICE,
      total,
      total === null ? null : STANDARD_PRICE,
      total === null ? null : STANDARD_PRICE,
      hasMl ? homeMl : null,
      hasMl ? awayMl : null,
      provider,
      0,
      nowIso,
    ]);
    const openSpread = num(l.spread_open_home);
    const openTotal = num(l.over_under_open);
    if (openSpread !== null || openTotal !== null) {
      oddsHistory.push([
        gameId,
        "full_game",
        openSpread,
        openTotal,
        null,
        null,
        provider,
        "open",
        nowIso,
      ]);
    }
    oddsHistory.push([
      gameId,
      "full_game",
      homeSpread,
      total,
      hasMl ? homeMl : null,
      hasMl ? awayMl : null,
      provider,
      "close",
      nowIso,
    ]);
    for (const p of derivePortionLines({ homeSpread, total })) {
      odds.push([
        gameId,
        p.portion,
        p.homeSpread,
        p.awaySpread,
        p.homeSpread === null ? null : STANDARD_PRICE,
        p.homeSpread === null ? null : STANDARD_PRICE,
        p.total,
        p.total === null ? null : STANDARD_PRICE,
        p.total === null ? null : STANDARD_PRICE,
        null,
        null,
        "derived",
        1,
        nowIso,
      ]);
    }
    const teamTotals = deriveTeamTotals({ homeSpread, total });
    if (teamTotals) {
      for (const side of ["home", "away"] as const) {
        const teamId = side === "home" ? game.homeId : game.awayId;
        props.push([
          teamPropId(gameId, side),
          gameId,
          "team",
          teamId,
          null,
          null,
          null,
          "team_total_points",
          "Team Total",
          `${schoolById.get(teamId) ?? "Team"} Team Total Points`,
          teamTotals[side],
          STANDARD_PRICE,
          STANDARD_PRICE,
          nowIso,
        ]);
      }
    }
  }

  // Player box scores, in kickoff order, give both the stats (grading) and the prop lines
  // (the player's average in earlier covered games).
  const statRows = parseCsv(files.playerStats).sort(
    (a, b) =>
      Date.parse(a.start_date_utc!) - Date.parse(b.start_date_utc!) ||
      Number(a.game_id) - Number(b.game_id),
  );
  const playerStats: unknown[][] = [];
  const history = new Map<string, number[]>();
  const slots = new Map<number, number>();
  const pendingHistory: Array<[string, number]> = [];
  let currentGame = -1;
  const flushHistory = () => {
    for (const [key, value] of pendingHistory) {
      const list = history.get(key) ?? [];
      list.push(value);
      history.set(key, list);
    }
    pendingHistory.length = 0;
  };
  for (const r of statRows) {
    const gameId = Number(r.game_id);
    if (!gameById.has(gameId)) continue;
    if (gameId !== currentGame) {
      flushHistory();
      currentGame = gameId;
    }
    const teamId = Number(r.team_id);
    const playerId = Number(r.player_id);
    const receivingYards = int(r.receiving_yards);
    const values: Record<PlayerStat, number | null> = {
      passing_yards: (int(r.pass_attempts) ?? 0) > 0 ? (int(r.passing_yards) ?? 0) : null,
      rushing_yards: (int(r.rushing_attempts) ?? 0) > 0 ? (int(r.rushing_yards) ?? 0) : null,
      receiving_yards:
        receivingYards !== null && ((int(r.receptions) ?? 0) > 0 || receivingYards !== 0)
          ? receivingYards
          : null,
    };
    playerStats.push([
      gameId,
      teamId,
      playerId,
      r.player!,
      int(r.passing_yards) ?? 0,
      int(r.rushing_yards) ?? 0,
      receivingYards,
    ]);
    const [first, ...rest] = r.player!.split(" ");
    for (const stat of Object.keys(PLAYER_PROP_TYPES) as PlayerStat[]) {
      const key = `${playerId}:${stat}`;
      const line = playerPropLine(stat, history.get(key) ?? []);
      const slot = slots.get(gameId) ?? 0;
      if (line !== null && slot < MAX_PLAYER_PROPS_PER_GAME) {
        slots.set(gameId, slot + 1);
        const type = PLAYER_PROP_TYPES[stat];
        props.push([
          playerPropId(gameId, slot),
          gameId,
          "player",
          teamId,
          playerId,
          first ?? "",
          rest.join(" "),
          stat,
          type.subcategory,
          `${r.player} ${type.label}`,
          line,
          STANDARD_PRICE,
          STANDARD_PRICE,
          nowIso,
        ]);
      }
      const value = values[stat];
      if (value !== null) pendingHistory.push([key, value]);
    }
  }
  flushHistory();

  const rankings = pollRows(
    files,
    games.map((g) => ({ week: weeks.get(g.id)!, at: g.kickoff.getTime() })),
    SEASON,
    shift,
  );

  return {
    SEASON,
    conferences,
    teams,
    games: gameRows,
    sourceResults,
    odds,
    oddsHistory,
    props,
    playerStats,
    rankings,
    teamConference,
  };
}

export const SHIFT_KEY = "replay_shift_weeks";
export const DEMO_WEEK_KEY = "replay_demo_week";

export async function readSetting(db: D1Like, key: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT value FROM app_settings WHERE key = ?")
    .bind(key)
    .first<{ value: string }>();
  return row?.value ?? null;
}
export function writeSetting(db: D1Like, key: string, value: string, nowIso: string) {
  return db
    .prepare(
      "INSERT INTO app_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
    )
    .bind(key, value, nowIso);
}

/**
 * The SET list that puts a game back before kickoff for the jobs to replay it again (one bound
 * parameter: updated_at). The score bump makes grading re-grade it once it is final again.
 */
export const RESET_REPLAY_STATE =
  "status = 'scheduled', period = NULL, clock = NULL, home_score = NULL, away_score = NULL, home_q1 = NULL, home_q2 = NULL, home_q3 = NULL, home_q4 = NULL, home_ot = NULL, away_q1 = NULL, away_q2 = NULL, away_q3 = NULL, away_q4 = NULL, away_ot = NULL, final_at = NULL, scores_version = scores_version + 1, updated_at = ?";

export interface ImportOptions {
  /** The server clock (development: simulated). */
  now: Date;
  /** DEMO_WEEK: the app week `now` should fall in; re-anchors the replay when it changes. */
  demoWeek?: number | null;
}

export interface ImportSummary {
  shiftWeeks: number;
  reanchored: boolean;
  games: number;
  odds: number;
  props: number;
  rankings: number;
  statements: number;
}

/**
 * The replay shift is stored in app_settings on first import and reused afterwards, so restarts
 * keep every kickoff (and every pick's deadline) where it was. A different DEMO_WEEK re-anchors:
 * kickoffs move and the games' replay state is reset for the jobs to replay again.
 */
export async function resolveShift(db: D1Like, games: SourceGame[], options: ImportOptions) {
  const storedShift = await readSetting(db, SHIFT_KEY);
  const storedDemo = await readSetting(db, DEMO_WEEK_KEY);
  const demo = options.demoWeek ?? null;
  const demoText = demo === null ? "" : String(demo);
  if (storedShift !== null && (demo === null || storedDemo === demoText)) {
    return { shiftWeeks: Number(storedShift), changed: false, existed: true };
  }
  const shiftWeeks = chooseShiftWeeks(games, options.now, demo);
  return {
    shiftWeeks,
    changed: storedShift !== null && Number(storedShift) !== shiftWeeks,
    existed: storedShift !== null,
    demoText,
  };
}

/**
 * Games, their real results, current lines and line history — the rows every sport's importer
 * writes the same way. Current lines are only inserted: the hourly odds job owns them after the
 * first import. Returns statements run.
 */
export async function upsertGameRows(
  db: D1Like,
  rows: {
    games: unknown[][];
    sourceResults: unknown[][];
    odds: unknown[][];
    oddsHistory: unknown[][];
    /** The odds rows' columns: ODDS_COLUMNS, or with the draw price (data/import-sport.ts). */
    oddsColumns?: string[];
    oddsHistoryColumns?: string[];
  },
): Promise<number> {
  return (
    (await upsertRows(
      db,
      "games",
      GAME_COLUMNS,
      rows.games,
      `ON CONFLICT(id) DO UPDATE SET ${updateAll(GAME_COLUMNS, ["id", "updated_at"])}`,
    )) +
    (await upsertRows(
      db,
      "game_source_results",
      SOURCE_RESULT_COLUMNS,
      rows.sourceResults,
      `ON CONFLICT(game_id) DO UPDATE SET ${updateAll(SOURCE_RESULT_COLUMNS, ["game_id"])}`,
    )) +
    (await upsertRows(
      db,
      "odds",
      rows.oddsColumns ?? ODDS_COLUMNS,
      rows.odds,
      "ON CONFLICT(game_id, game_portion) DO NOTHING",
    )) +
    (await upsertRows(
      db,
      "odds_history",
      rows.oddsHistoryColumns ?? ODDS_HISTORY_COLUMNS,
      rows.oddsHistory,
      "ON CONFLICT(game_id, game_portion, provider, label) DO NOTHING",
    ))
  );
}

export async function importSeason(
  db: D1Like,
  files: SeasonFiles,
  options: ImportOptions,
): Promise<ImportSummary> {
  const nowIso = options.now.toISOString();
  const games = parseGames(files.games);
  const shift = await resolveShift(db, games, options);
  const rows = buildSeasonRows(files, shift.shiftWeeks, nowIso);
  let statements = 0;

  // The first batch after building every row, the longest the connection sits idle: an upsert,
  // so it may be sent again (./upsert-rows).
  await batchIdempotent(db, [
    db
      .prepare(
        "INSERT INTO sports (key, name) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET name = excluded.name",
      )
      .bind(SPORT_KEY, SPORT_NAME),
  ]);
  const sport = await db
    .prepare("SELECT id FROM sports WHERE key = ?")
    .bind(SPORT_KEY)
    .first<{ id: number }>();
  await db
    .prepare(
      "INSERT INTO seasons (sport_id, year, name, is_current) VALUES (?, ?, ?, 1) ON CONFLICT(sport_id, year) DO UPDATE SET name = excluded.name, is_current = 1",
    )
    .bind(sport!.id, SEASON_YEAR, `${SEASON_YEAR} Season`)
    .run();
  const season = await db
    .prepare("SELECT id FROM seasons WHERE sport_id = ? AND year = ?")
    .bind(sport!.id, SEASON_YEAR)
    .first<{ id: number }>();
  const seasonId = season!.id;
  const withSeason = (list: unknown[][]) =>
    list.map((r) => r.map((v) => (v === rows.SEASON ? seasonId : v)));

  statements += await upsertRows(
    db,
    "conferences",
    ["name", "slug", "is_power_5"],
    rows.conferences.map((c) => [c.name, c.slug, c.isPower5 ? 1 : 0]),
    "ON CONFLICT(name) DO UPDATE SET slug = excluded.slug, is_power_5 = excluded.is_power_5",
  );
  const conferenceIds = new Map(
    (
      await db.prepare("SELECT id, name FROM conferences").all<{ id: number; name: string }>()
    ).results.map((c) => [c.name, c.id]),
  );
  const teams = rows.teams.map((t) => {
    const name = rows.teamConference.get(t[0] as number);
    const copy = [...t];
    copy[4] = name ? (conferenceIds.get(name) ?? null) : null;
    return copy;
  });
  statements += await upsertRows(
    db,
    "teams",
    TEAM_COLUMNS,
    teams,
    `ON CONFLICT(id) DO UPDATE SET ${updateAll(TEAM_COLUMNS, ["id"])}`,
  );
  statements += await upsertGameRows(db, {
    games: withSeason(rows.games),
    sourceResults: rows.sourceResults,
    odds: rows.odds,
    oddsHistory: rows.oddsHistory,
  });
  statements += await upsertRows(
    db,
    "props",
    PROP_COLUMNS,
    rows.props,
    `ON CONFLICT(id) DO UPDATE SET ${updateAll(PROP_COLUMNS, ["id", "updated_at"])}`,
  );
  statements += await upsertRows(
    db,
    "player_game_stats",
    PLAYER_STAT_COLUMNS,
    rows.playerStats,
    `ON CONFLICT(game_id, team_id, player_id) DO UPDATE SET ${updateAll(PLAYER_STAT_COLUMNS, ["game_id", "team_id", "player_id"])}`,
  );
  statements += await upsertRows(
    db,
    "rankings",
    RANKING_COLUMNS,
    withSeason(rows.rankings),
    `ON CONFLICT(poll, season_id, week, team_id) DO UPDATE SET ${updateAll(RANKING_COLUMNS, ["poll", "season_id", "week", "team_id"])}`,
  );

  const settings = [];
  if (!shift.existed || shift.changed || "demoText" in shift) {
    settings.push(writeSetting(db, SHIFT_KEY, String(shift.shiftWeeks), nowIso));
    settings.push(
      writeSetting(db, DEMO_WEEK_KEY, "demoText" in shift ? (shift.demoText ?? "") : "", nowIso),
    );
  }
  if (shift.changed) {
    // Re-anchored: replay every game again from its new kickoff.
    settings.push(db.prepare(`UPDATE games SET ${RESET_REPLAY_STATE}`).bind(nowIso));
  }
  // Not sent again on a dropped connection: the reset bumps scores_version, which is not an
  // upsert. It follows the rankings batch at once, on a connection that has just been used.
  if (settings.length) await db.batch(settings);

  return {
    shiftWeeks: shift.shiftWeeks,
    reanchored: shift.changed,
    games: rows.games.length,
    odds: rows.odds.length,
    props: rows.props.length,
    rankings: rows.rankings.length,
    statements,
  };
}
