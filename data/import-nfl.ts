/**
 * Imports the real 2024 NFL season (data/nfl_games_2024.csv, nflverse / Lee Sharpe's nfldata
 * games.csv, and data/nfl_teams_2024.csv) into D1 beside college football: the 'nfl' sport and its
 * 2024 season, the AFC and NFC, the 32 teams, 285 games with their real final scores kept aside for
 * the replay, and each game's one full-game line (spread, total, moneyline at the file's prices).
 *
 * Guarantees (as data/import-season.ts):
 * - Idempotent: upserts keyed on natural keys; current lines are only inserted (the odds job owns
 *   them afterwards); re-running changes nothing.
 * - Same replay calendar as college: kickoffs move by app_settings `replay_shift_weeks`, which the
 *   college import writes (it runs first in `npm start`). Kickoffs are always written from the
 *   current shift, and a game whose kickoff moved (college re-anchored) is put back before kickoff
 *   to be replayed again.
 * - No quarter scores exist: game_source_results holds the final points only; the replay shows
 *   such a game live without a score, then final (domain/replay/timeline.ts).
 */
import { zonedTimeToUtc } from "#domain/calendar";
import { NFL_CALENDAR, NFL_KEY } from "#domain/season/calendars";
import { parseCsv } from "./csv";
import {
  DEMO_WEEK_KEY,
  etWeekStartMs,
  int,
  num,
  readSetting,
  RESET_REPLAY_STATE,
  sameDateShiftWeeks,
  SEASON_YEAR,
  SHIFT_KEY,
  TEAM_COLUMNS,
  upsertGameRows,
  WEEK_MS,
  writeSetting,
} from "./import-season";
import { type D1Like, updateAll, upsertRows } from "./upsert-rows";

export interface NflFiles {
  games: string;
  teams: string;
}

/** NFL team ids are 100000 + the ESPN NFL team id, clear of every college team id. */
export const NFL_TEAM_ID_OFFSET = 100_000;
/** Provider name on the file's lines (the source does not name its sportsbook). */
export const NFL_LINE_PROVIDER = "nfldata";
const DAY_MS = 24 * 3600 * 1000;

export interface NflTeam {
  id: number;
  abbreviation: string;
  location: string;
  name: string;
  conference: string;
  division: string;
  color: string;
  alternateColor: string;
}

export function parseNflTeams(text: string): NflTeam[] {
  return parseCsv(text).map((t) => ({
    id: Number(t.team_id),
    abbreviation: t.abbreviation!,
    location: t.location!,
    name: t.name!,
    conference: t.conference!,
    division: t.division!,
    color: t.color!,
    alternateColor: t.alternate_color!,
  }));
}

export interface NflGame {
  /** ESPN event id (the file's `espn` column): the games.id. */
  id: number;
  /** nflverse game id, e.g. 2024_01_BAL_KC. */
  gameKey: string;
  /** REG, WC, DIV, CON or SB. */
  gameType: string;
  week: number;
  /** Real kickoff (the file's Eastern wall-clock time, converted with EDT/EST by date). */
  kickoff: Date;
  neutralSite: boolean;
  stadium: string | null;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  /** Home-team perspective, positive = home favoured (the opposite of a ticket's sign). */
  spreadLine: number | null;
  homeSpreadOdds: number | null;
  awaySpreadOdds: number | null;
  totalLine: number | null;
  overOdds: number | null;
  underOdds: number | null;
  homeMl: number | null;
  awayMl: number | null;
}

/** The UTC instant of the file's `gameday` + `gametime`, which are US Eastern wall-clock time. */
export function easternKickoff(gameday: string, gametime: string): Date {
  const [year, month, day] = gameday.split("-").map(Number);
  const [hour, minute] = gametime.split(":").map(Number);
  return zonedTimeToUtc(year!, month!, day!, hour!, minute!);
}

export function parseNflGames(text: string): NflGame[] {
  return parseCsv(text).map((r) => {
    if (Number(r.season) !== SEASON_YEAR) {
      throw new Error(`${r.game_id}: season ${r.season}, expected ${SEASON_YEAR}`);
    }
    return {
      id: Number(r.espn),
      gameKey: r.game_id!,
      gameType: r.game_type!,
      week: Number(r.week),
      kickoff: easternKickoff(r.gameday!, r.gametime!),
      neutralSite: r.location === "Neutral",
      stadium: r.stadium || null,
      home: r.home_team!,
      away: r.away_team!,
      homeScore: int(r.home_score),
      awayScore: int(r.away_score),
      spreadLine: num(r.spread_line),
      homeSpreadOdds: int(r.home_spread_odds),
      awaySpreadOdds: int(r.away_spread_odds),
      totalLine: num(r.total_line),
      overOdds: int(r.over_odds),
      underOdds: int(r.under_odds),
      homeMl: int(r.home_moneyline),
      awayMl: int(r.away_moneyline),
    };
  });
}

const ROMAN: Array<[number, string]> = [
  [50, "L"],
  [40, "XL"],
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];
function roman(n: number): string {
  let out = "";
  for (const [value, letters] of ROMAN) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}

/** The game's name: the playoff round, the conference title game, or the Super Bowl. */
export function nflNotes(game: NflGame, teams: Map<string, NflTeam>): string | null {
  switch (game.gameType) {
    case "WC":
      return "Wild Card";
    case "DIV":
      return "Divisional Round";
    case "CON":
      return `${teams.get(game.home)!.conference} Championship`;
    case "SB":
      // The 2024 season's Super Bowl is the 59th: the first was played after the 1966 season.
      return `Super Bowl ${roman(SEASON_YEAR - 1965)}`;
    default:
      return null;
  }
}

/**
 * The same whole-week shift college uses (data/import-season.ts chooseShiftWeeks), for when the
 * NFL is imported alone: today's date on the same date of the 2024 NFL season if it is in it,
 * otherwise today in week 1.
 */
export function chooseNflShiftWeeks(games: NflGame[], now: Date): number {
  const kickoffs = games.map((g) => g.kickoff.getTime());
  const seasonStart = etWeekStartMs(Math.min(...kickoffs));
  const seasonEnd = Math.max(...kickoffs) + 2 * DAY_MS;
  return (
    sameDateShiftWeeks(now, seasonStart, seasonEnd) ??
    Math.floor((now.getTime() - seasonStart) / WEEK_MS)
  );
}

/** Builds every row to write; team rows carry the conference name (index 4) until write time. */
export function buildNflRows(files: NflFiles, shiftWeeks: number, nowIso: string) {
  const SEASON = Symbol("season_id");
  const teams = parseNflTeams(files.teams);
  const games = parseNflGames(files.games);
  const byAbbreviation = new Map(teams.map((t) => [t.abbreviation, t]));
  const teamId = (abbreviation: string) => {
    const team = byAbbreviation.get(abbreviation);
    if (!team) throw new Error(`unknown NFL team abbreviation ${abbreviation}`);
    return team.id;
  };
  // Each team's home stadium: where it plays its non-neutral home games.
  const homeVenue = new Map<string, string>();
  for (const g of games) {
    if (!g.neutralSite && g.stadium && !homeVenue.has(g.home)) homeVenue.set(g.home, g.stadium);
  }
  // The full name ('New York Giants', 'New York Jets') is the team's name everywhere a college
  // team shows its school: the city alone would make two teams of New York and of Los Angeles.
  const teamRows = teams.map((t) => [
    t.id,
    `${t.location} ${t.name}`,
    t.name,
    t.abbreviation,
    t.conference,
    "nfl",
    t.color,
    t.alternateColor,
    null,
    null,
    homeVenue.get(t.abbreviation) ?? null,
    t.location,
    null,
    null,
  ]);
  const gameRows = games.map((g) => {
    const postseason = g.gameType !== "REG";
    return [
      g.id,
      SEASON,
      g.week,
      postseason ? "postseason" : "regular",
      g.week,
      postseason ? "playoff" : null,
      postseason ? 1 : 0,
      new Date(g.kickoff.getTime() + shiftWeeks * WEEK_MS).toISOString(),
      g.kickoff.toISOString(),
      0,
      g.stadium,
      g.neutralSite ? 1 : 0,
      // A division game is not a "conference game" in the college sense.
      0,
      nflNotes(g, byAbbreviation),
      teamId(g.home),
      teamId(g.away),
      nowIso,
    ];
  });
  const sourceResults = games.map((g) => [
    g.id,
    g.homeScore !== null && g.awayScore !== null ? 1 : 0,
    g.homeScore,
    g.awayScore,
    null,
    null,
  ]);
  const odds: unknown[][] = [];
  const oddsHistory: unknown[][] = [];
  // A ticket shows the home team at −spread_line (spread_line > 0 means the home team is favoured).
  const homeSpread = (g: NflGame) =>
    g.spreadLine === null ? null : g.spreadLine === 0 ? 0 : -g.spreadLine;
  for (const g of games) {
    const hasMl = g.homeMl !== null && g.awayMl !== null;
    if (g.spreadLine === null && g.totalLine === null && !hasMl) continue;
    const spread = homeSpread(g);
    odds.push([
      g.id,
      "full_game",
      spread,
      g.spreadLine,
      spread === null ? null : g.homeSpreadOdds,
      spread === null ? null : g.awaySpreadOdds,
      g.totalLine,
      g.totalLine === null ? null : g.overOdds,
      g.totalLine === null ? null : g.underOdds,
      hasMl ? g.homeMl : null,
      hasMl ? g.awayMl : null,
      NFL_LINE_PROVIDER,
      0,
      nowIso,
    ]);
    oddsHistory.push([
      g.id,
      "full_game",
      spread,
      g.totalLine,
      hasMl ? g.homeMl : null,
      hasMl ? g.awayMl : null,
      NFL_LINE_PROVIDER,
      "close",
      nowIso,
    ]);
  }
  return {
    SEASON,
    conferences: [...new Set(teams.map((t) => t.conference))].sort(),
    teams: teamRows,
    games: gameRows,
    sourceResults,
    odds,
    oddsHistory,
  };
}

export interface NflImportSummary {
  shiftWeeks: number;
  teams: number;
  games: number;
  odds: number;
  /** Games whose kickoff moved (the replay was re-anchored): put back before kickoff. */
  reset: number;
  statements: number;
}

/**
 * The stored replay shift (written by the college import), or, for an NFL-only import, the
 * same-date shift computed and stored for every later import to share.
 */
async function resolveNflShift(db: D1Like, games: NflGame[], now: Date) {
  const stored = await readSetting(db, SHIFT_KEY);
  if (stored !== null) return { shiftWeeks: Number(stored), stored: true };
  return { shiftWeeks: chooseNflShiftWeeks(games, now), stored: false };
}

export async function importNflSeason(
  db: D1Like,
  files: NflFiles,
  options: { now: Date },
): Promise<NflImportSummary> {
  const nowIso = options.now.toISOString();
  const shift = await resolveNflShift(db, parseNflGames(files.games), options.now);
  const rows = buildNflRows(files, shift.shiftWeeks, nowIso);
  let statements = 0;

  await db
    .prepare(
      "INSERT INTO sports (key, name) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET name = excluded.name",
    )
    .bind(NFL_KEY, NFL_CALENDAR.name)
    .run();
  const sport = await db
    .prepare("SELECT id FROM sports WHERE key = ?")
    .bind(NFL_KEY)
    .first<{ id: number }>();
  await db
    .prepare(
      "INSERT INTO seasons (sport_id, year, name, is_current) VALUES (?, ?, ?, 1) ON CONFLICT(sport_id, year) DO UPDATE SET name = excluded.name, is_current = 1",
    )
    .bind(sport!.id, SEASON_YEAR, `${SEASON_YEAR} Season`)
    .run();
  const seasonId = (await db
    .prepare("SELECT id FROM seasons WHERE sport_id = ? AND year = ?")
    .bind(sport!.id, SEASON_YEAR)
    .first<{ id: number }>())!.id;

  statements += await upsertRows(
    db,
    "conferences",
    ["name", "slug", "is_power_5"],
    rows.conferences.map((name) => [name, name.toLowerCase(), 0]),
    "ON CONFLICT(name) DO UPDATE SET slug = excluded.slug, is_power_5 = excluded.is_power_5",
  );
  const { results: conferenceRows } = await db
    .prepare(
      `SELECT id, name FROM conferences WHERE name IN (${rows.conferences.map(() => "?").join(", ")})`,
    )
    .bind(...rows.conferences)
    .all<{ id: number; name: string }>();
  const conferenceIds = new Map(conferenceRows.map((c) => [c.name, c.id]));
  statements += await upsertRows(
    db,
    "teams",
    TEAM_COLUMNS,
    rows.teams.map((t) => t.map((v, i) => (i === 4 ? conferenceIds.get(v as string)! : v))),
    `ON CONFLICT(id) DO UPDATE SET ${updateAll(TEAM_COLUMNS, ["id"])}`,
  );

  // Kickoffs stored before this import: a game whose kickoff moves is replayed again.
  const { results: before } = await db
    .prepare("SELECT id, kickoff_at FROM games WHERE season_id = ?")
    .bind(seasonId)
    .all<{ id: number; kickoff_at: string }>();
  const storedKickoff = new Map(before.map((g) => [g.id, g.kickoff_at]));
  const games = rows.games.map((r) => r.map((v) => (v === rows.SEASON ? seasonId : v)));
  const moved = games
    .filter((g) => storedKickoff.has(g[0] as number) && storedKickoff.get(g[0] as number) !== g[7])
    .map((g) => g[0] as number);
  statements += await upsertGameRows(db, {
    games,
    sourceResults: rows.sourceResults,
    odds: rows.odds,
    oddsHistory: rows.oddsHistory,
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
  if (!shift.stored) {
    // NFL imported alone: store the shift so every later import (college too) shares it.
    after.push(writeSetting(db, SHIFT_KEY, String(shift.shiftWeeks), nowIso));
    after.push(writeSetting(db, DEMO_WEEK_KEY, "", nowIso));
  }
  if (after.length) {
    await db.batch(after);
    statements += after.length;
  }

  return {
    shiftWeeks: shift.shiftWeeks,
    teams: rows.teams.length,
    games: rows.games.length,
    odds: rows.odds.length,
    reset: moved.length,
    statements,
  };
}
