/**
 * Imports the real 2024 MLB regular season through the shared writer (data/import-sport.ts): the
 * 2,429 games of data/mlb_gl2024.txt, Retrosheet's game log, with their final runs. The log has no
 * lines, so no game has an odds row: MLB plays straight-up (a moneyline pick without a price).
 * It has no start times either, only day or night: a day game starts at 13:05 ET, a night game at
 * 19:05 ET, and the second game of a doubleheader 4 hours after the first.
 *
 * The information used here was obtained free of charge from and is copyrighted by Retrosheet.
 * Interested parties may contact Retrosheet at "www.retrosheet.org".
 */
import { MLB_CALENDAR, MLB_KEY } from "#domain/season/calendars";
import {
  dailyTeamRows,
  dailyWeek,
  easternTime,
  isPostseasonWeek,
  parseTeamTable,
  teamLookup,
  withRow,
} from "./import-daily";
import { int, SEASON_YEAR } from "./season-source";
import {
  finalResultRow,
  gameRow,
  seasonImporter,
  seasonName,
  type SportSeasonRows,
} from "./import-sport";

export interface MlbFiles {
  gameLog: string;
  teams: string;
}

export const MLB_TEAM_ID_OFFSET = 400_000;
export const MLB_GAME_ID_OFFSET = 9_200_000;
export const MLB_DAY_START_ET = "13:05";
export const MLB_NIGHT_START_ET = "19:05";
const HOUR_MS = 3600 * 1000;
/** The second game of a doubleheader starts this long after the first. */
export const DOUBLEHEADER_GAP_MS = 4 * HOUR_MS;

/** The parks away from a team's own home the log lists (the designated home team hosts). */
const SPECIAL_PARKS: Record<string, { venue: string; neutral: boolean }> = {
  SEO01: { venue: "Gocheok Sky Dome, Seoul", neutral: true },
  MEX02: { venue: "Estadio Alfredo Harp Helú, Mexico City", neutral: true },
  LON01: { venue: "London Stadium", neutral: true },
  BIR01: { venue: "Rickwood Field, Birmingham", neutral: false },
  WIL02: { venue: "Bowman Field, Williamsport", neutral: false },
};

export interface MlbGame {
  /** MLB_GAME_ID_OFFSET + the log's 1-based line. */
  id: number;
  date: string;
  /** 0 a single game, 1 or 2 a doubleheader's game. */
  gameNumber: number;
  night: boolean;
  kickoff: Date;
  home: string;
  away: string;
  homeRuns: number | null;
  awayRuns: number | null;
  park: string;
}

/** One game log line: comma-separated, strings double-quoted, no header (Retrosheet's format). */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      out.push(field);
      field = "";
    } else field += ch;
  }
  out.push(field);
  return out;
}

export function parseMlbGames(text: string): MlbGame[] {
  const lines = text.split(/\r?\n/).filter((l) => l !== "");
  const games = withRow(lines).map(({ r, row }) => {
    const f = fields(r);
    if (f.length !== 161) throw new Error(`game log line ${row}: ${f.length} fields`);
    const d = f[0]!;
    const date = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
    const night = f[12] === "N";
    return {
      id: MLB_GAME_ID_OFFSET + row,
      date,
      gameNumber: Number(f[1]),
      night,
      kickoff: easternTime(date, night ? MLB_NIGHT_START_ET : MLB_DAY_START_ET),
      away: f[3]!,
      home: f[6]!,
      awayRuns: int(f[9]),
      homeRuns: int(f[10]),
      park: f[16]!,
    };
  });
  // A doubleheader's second game: its first game's start + 4 hours.
  const firstGames = new Map(
    games.filter((g) => g.gameNumber === 1).map((g) => [`${g.date}|${g.home}`, g]),
  );
  for (const g of games.filter((x) => x.gameNumber === 2)) {
    const first = firstGames.get(`${g.date}|${g.home}`);
    if (!first) throw new Error(`MLB ${g.date} ${g.away} at ${g.home}: game 2 without game 1`);
    g.kickoff = new Date(first.kickoff.getTime() + DOUBLEHEADER_GAP_MS);
  }
  return games;
}

export function buildMlbRows(files: MlbFiles, shiftWeeks: number, nowIso: string): SportSeasonRows {
  const teams = parseTeamTable(files.teams, MLB_TEAM_ID_OFFSET);
  const team = teamLookup(teams);
  const games = parseMlbGames(files.gameLog);
  const first = games.reduce((a, g) => (g.date < a ? g.date : a), games[0]!.date);
  const { conferences, rows: teamRows } = dailyTeamRows(teams, MLB_KEY);
  return {
    sport: { key: MLB_KEY, name: MLB_CALENDAR.name },
    season: { year: SEASON_YEAR, name: seasonName(SEASON_YEAR) },
    conferences,
    teams: teamRows,
    games: games.map((g) => {
      const week = dailyWeek(g.date, first);
      const special = SPECIAL_PARKS[g.park];
      return gameRow({
        id: g.id,
        week,
        postseason: isPostseasonWeek(MLB_CALENDAR, week),
        kickoff: g.kickoff,
        shiftWeeks,
        venue: special?.venue ?? null,
        neutralSite: special?.neutral ?? false,
        notes: g.gameNumber > 0 ? `Doubleheader · Game ${g.gameNumber}` : null,
        homeTeamId: team(g.home).id,
        awayTeamId: team(g.away).id,
        nowIso,
      });
    }),
    sourceResults: games.map((g) => finalResultRow(g.id, g.homeRuns, g.awayRuns)),
    odds: [],
    oddsHistory: [],
  };
}

export const importMlbSeason = seasonImporter(
  (f: MlbFiles) => parseMlbGames(f.gameLog),
  buildMlbRows,
);
