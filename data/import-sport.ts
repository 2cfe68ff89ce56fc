/**
 * The one writer every professional sport's importer shares (the NFL, NBA, NHL, MLB and Premier
 * League seasons; college football has its own in data/import-season.ts): the sport and its
 * season, its conferences and teams, its games with their real results kept aside for the replay,
 * each game's current line and its line history.
 *
 * Guarantees (as data/import-season.ts):
 * - Idempotent: upserts keyed on natural keys; current lines and line history are only inserted
 *   (the odds job owns them afterwards); re-running changes nothing.
 * - One replay calendar: kickoffs move by app_settings `replay_shift_weeks`, which the college
 *   import writes (it runs first in `npm start`). A sport imported alone computes the same-date
 *   shift from its own kickoffs and stores it for every later import to share. Kickoffs are always
 *   written from the current shift, and a game whose kickoff moved (college re-anchored) is put
 *   back before kickoff to be replayed again.
 */
import {
  DEMO_WEEK_KEY,
  etWeekStartMs,
  readSetting,
  RESET_REPLAY_STATE,
  sameDateShiftWeeks,
  SHIFT_KEY,
  writeSetting,
} from "./replay-shift";
import { WEEK_MS } from "./season-source";
import { ODDS_COLUMNS, ODDS_HISTORY_COLUMNS, TEAM_COLUMNS, upsertGameRows } from "./season-tables";
import { type D1Like, updateAll, upsertRows } from "./upsert-rows";

const DAY_MS = 24 * 3600 * 1000;

/** Stands for the season's id in game rows until the season row exists. */
export const SEASON_ID = Symbol("season_id");

/** A current line's columns with the draw price (migration 0028): the shared writer's odds rows. */
export const SPORT_ODDS_COLUMNS = [...ODDS_COLUMNS, "draw_ml_odds"];
export const SPORT_ODDS_HISTORY_COLUMNS = [...ODDS_HISTORY_COLUMNS, "draw_ml_odds"];

export interface SportSeasonRows {
  sport: { key: string; name: string };
  season: { year: number; name: string };
  conferences: string[];
  /** TEAM_COLUMNS rows; index 4 holds the conference's name (or null) until write time. */
  teams: unknown[][];
  /** GAME_COLUMNS rows; index 1 holds SEASON_ID until write time. */
  games: unknown[][];
  sourceResults: unknown[][];
  /** SPORT_ODDS_COLUMNS rows. */
  odds: unknown[][];
  /** SPORT_ODDS_HISTORY_COLUMNS rows. */
  oddsHistory: unknown[][];
}

export interface SportImportSummary {
  shiftWeeks: number;
  teams: number;
  games: number;
  odds: number;
  /** Games whose kickoff moved (the replay was re-anchored): put back before kickoff. */
  reset: number;
  statements: number;
}

/**
 * The same whole-week shift college uses (data/import-season.ts chooseShiftWeeks), for a sport
 * imported alone: today's date on the same date of the season if it is in it, otherwise today in
 * the season's first week.
 */
export function shiftFromKickoffs(kickoffs: number[], now: Date): number {
  const seasonStart = etWeekStartMs(Math.min(...kickoffs));
  const seasonEnd = Math.max(...kickoffs) + 2 * DAY_MS;
  return (
    sameDateShiftWeeks(now, seasonStart, seasonEnd) ??
    Math.floor((now.getTime() - seasonStart) / WEEK_MS)
  );
}

/** A game's row in GAME_COLUMNS order. */
export function gameRow(g: {
  id: number;
  week: number;
  sourceWeek?: number;
  postseason: boolean;
  kickoff: Date;
  shiftWeeks: number;
  venue?: string | null;
  neutralSite?: boolean;
  notes: string | null;
  homeTeamId: number;
  awayTeamId: number;
  nowIso: string;
}): unknown[] {
  return [
    g.id,
    SEASON_ID,
    g.week,
    g.postseason ? "postseason" : "regular",
    g.sourceWeek ?? g.week,
    g.postseason ? "playoff" : null,
    g.postseason ? 1 : 0,
    new Date(g.kickoff.getTime() + g.shiftWeeks * WEEK_MS).toISOString(),
    g.kickoff.toISOString(),
    0,
    g.venue ?? null,
    g.neutralSite ? 1 : 0,
    // Division and conference games are not "conference games" in the college sense.
    0,
    g.notes,
    g.homeTeamId,
    g.awayTeamId,
    g.nowIso,
  ];
}

/** A game's real result: final points only (the replay shows it live without a score). */
export const finalResultRow = (id: number, home: number | null, away: number | null) => [
  id,
  home !== null && away !== null ? 1 : 0,
  home,
  away,
  null,
  null,
];

/** A team's row in TEAM_COLUMNS order, its conference by name. */
export function teamRow(t: {
  id: number;
  school: string;
  mascot: string | null;
  abbreviation: string;
  conference: string | null;
  classification: string;
  color: string;
  alternateColor: string;
  homeVenue?: string | null;
  city: string | null;
}): unknown[] {
  return [
    t.id,
    t.school,
    t.mascot,
    t.abbreviation,
    t.conference,
    t.classification,
    t.color,
    t.alternateColor,
    null,
    null,
    t.homeVenue ?? null,
    t.city,
    null,
    null,
  ];
}

async function upsertSportAndSeason(db: D1Like, rows: SportSeasonRows): Promise<number> {
  await db
    .prepare(
      "INSERT INTO sports (key, name) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET name = excluded.name",
    )
    .bind(rows.sport.key, rows.sport.name)
    .run();
  const sport = await db
    .prepare("SELECT id FROM sports WHERE key = ?")
    .bind(rows.sport.key)
    .first<{ id: number }>();
  await db
    .prepare(
      "INSERT INTO seasons (sport_id, year, name, is_current) VALUES (?, ?, ?, 1) ON CONFLICT(sport_id, year) DO UPDATE SET name = excluded.name, is_current = 1",
    )
    .bind(sport!.id, rows.season.year, rows.season.name)
    .run();
  return (await db
    .prepare("SELECT id FROM seasons WHERE sport_id = ? AND year = ?")
    .bind(sport!.id, rows.season.year)
    .first<{ id: number }>())!.id;
}

async function upsertTeams(db: D1Like, rows: SportSeasonRows): Promise<number> {
  let statements = 0;
  let conferenceIds = new Map<string, number>();
  if (rows.conferences.length) {
    statements += await upsertRows(
      db,
      "conferences",
      ["name", "slug", "is_power_5"],
      rows.conferences.map((name) => [name, conferenceSlug(name), 0]),
      "ON CONFLICT(name) DO UPDATE SET slug = excluded.slug, is_power_5 = excluded.is_power_5",
    );
    const { results } = await db
      .prepare(
        `SELECT id, name FROM conferences WHERE name IN (${rows.conferences.map(() => "?").join(", ")})`,
      )
      .bind(...rows.conferences)
      .all<{ id: number; name: string }>();
    conferenceIds = new Map(results.map((c) => [c.name, c.id]));
  }
  statements += await upsertRows(
    db,
    "teams",
    TEAM_COLUMNS,
    rows.teams.map((t) =>
      t.map((v, i) => (i === 4 ? (v === null ? null : conferenceIds.get(v as string)!) : v)),
    ),
    `ON CONFLICT(id) DO UPDATE SET ${updateAll(TEAM_COLUMNS, ["id"])}`,
  );
  return statements;
}

/** 'AFC' → 'afc', 'NBA Eastern' → 'nba_eastern': unique as the names are. */
const conferenceSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/**
 * Writes one sport's season. `kickoffs` are the real (unshifted) kickoffs, for the shift of a
 * sport imported alone; `build` makes every row on the shift in effect.
 */
export async function importSportSeason(
  db: D1Like,
  source: { kickoffs: number[]; build: (shiftWeeks: number, nowIso: string) => SportSeasonRows },
  options: { now: Date },
): Promise<SportImportSummary> {
  const nowIso = options.now.toISOString();
  const stored = await readSetting(db, SHIFT_KEY);
  const shiftWeeks =
    stored !== null ? Number(stored) : shiftFromKickoffs(source.kickoffs, options.now);
  const rows = source.build(shiftWeeks, nowIso);
  let statements = 0;

  const seasonId = await upsertSportAndSeason(db, rows);
  statements += await upsertTeams(db, rows);

  // Kickoffs stored before this import: a game whose kickoff moves is replayed again.
  const { results: before } = await db
    .prepare("SELECT id, kickoff_at FROM games WHERE season_id = ?")
    .bind(seasonId)
    .all<{ id: number; kickoff_at: string }>();
  const storedKickoff = new Map(before.map((g) => [g.id, g.kickoff_at]));
  const games = rows.games.map((r) => r.map((v) => (v === SEASON_ID ? seasonId : v)));
  const moved = games
    .filter((g) => storedKickoff.has(g[0] as number) && storedKickoff.get(g[0] as number) !== g[7])
    .map((g) => g[0] as number);
  statements += await upsertGameRows(db, {
    games,
    sourceResults: rows.sourceResults,
    odds: rows.odds,
    oddsHistory: rows.oddsHistory,
    oddsColumns: SPORT_ODDS_COLUMNS,
    oddsHistoryColumns: SPORT_ODDS_HISTORY_COLUMNS,
  });

  const after: D1PreparedStatement[] = [];
  for (let i = 0; i < moved.length; i += 99) {
    const ids = moved.slice(i, i + 99);
    after.push(
      db
        .prepare(
          `UPDATE games SET ${RESET_REPLAY_STATE} WHERE id IN (${ids.map(() => "?").join(", ")})`,
        )
        .bind(nowIso, ...ids),
    );
  }
  if (stored === null) {
    // Imported alone: store the shift so every later import (college too) shares it.
    after.push(writeSetting(db, SHIFT_KEY, String(shiftWeeks), nowIso));
    after.push(writeSetting(db, DEMO_WEEK_KEY, "", nowIso));
  }
  if (after.length) {
    await db.batch(after);
    statements += after.length;
  }

  return {
    shiftWeeks,
    teams: rows.teams.length,
    games: rows.games.length,
    odds: rows.odds.length,
    reset: moved.length,
    statements,
  };
}

/**
 * A sport's importer from its files: the kickoffs that choose the shared replay shift when it is
 * the first sport imported, and the rows it builds on that shift.
 */
export function seasonImporter<F>(
  kickoffs: (files: F) => Array<{ kickoff: Date }>,
  build: (files: F, shiftWeeks: number, nowIso: string) => SportSeasonRows,
) {
  return (db: D1Like, files: F, options: { now: Date }): Promise<SportImportSummary> =>
    importSportSeason(
      db,
      {
        kickoffs: kickoffs(files).map((g) => g.kickoff.getTime()),
        build: (shiftWeeks, nowIso) => build(files, shiftWeeks, nowIso),
      },
      options,
    );
}

/** A season's name: '2024 Season', or '2024-25 Season' for one that spans two years. */
export const seasonName = (year: number, spansTwoYears = false) =>
  `${year}${spansTwoYears ? `-${String(year + 1).slice(2)}` : ""} Season`;
