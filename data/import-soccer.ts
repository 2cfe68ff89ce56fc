/**
 * Imports the real 2024-25 Premier League season through the shared writer (data/import-sport.ts):
 * the 380 matches of data/epl_2024_25.csv (football-data.co.uk's E0.csv) with their full-time
 * goals, in matchweeks by date (data/import-daily.ts), kicking off at the file's UK local time.
 *
 * Lines, Bet365's closing prices converted from decimal to American odds (decimalToAmerican):
 * the three-way match result (home B365CH, draw B365CD, away B365CA), the Asian handicap as the
 * spread (home AHCh, away −AHCh, prices B365CAHH / B365CAHA) and over/under 2.5 goals as the total
 * (B365C>2.5 / B365C<2.5). The earlier snapshot (the columns without the C) is the 'open' line in
 * odds_history, the closing one the 'close'.
 */
import { decimalToAmerican } from "#domain/markets/odds-format";
import { SOCCER_CALENDAR, SOCCER_KEY } from "#domain/season/calendars";
import { parseCsv } from "./csv";
import {
  dailyTeamRows,
  isPostseasonWeek,
  londonTime,
  matchweeks,
  parseTeamTable,
  teamLookup,
  withRow,
} from "./import-daily";
import { int, num, SEASON_YEAR } from "./season-source";
import {
  finalResultRow,
  gameRow,
  seasonImporter,
  seasonName,
  type SportSeasonRows,
} from "./import-sport";

export interface SoccerFiles {
  matches: string;
  teams: string;
}

export const SOCCER_TEAM_ID_OFFSET = 500_000;
export const SOCCER_GAME_ID_OFFSET = 9_300_000;
export const SOCCER_LINE_PROVIDER = "bet365";
/** The file's one goals line. */
export const SOCCER_TOTAL = 2.5;

/** One snapshot of a match's Bet365 prices, as American odds. */
export interface SoccerLine {
  home: number;
  draw: number;
  away: number;
  /** Asian handicap, the home side's (negative: home gives goals). */
  handicap: number;
  handicapHome: number;
  handicapAway: number;
  over: number;
  under: number;
}

export interface SoccerMatch {
  /** SOCCER_GAME_ID_OFFSET + the file's 1-based data row. */
  id: number;
  date: string;
  kickoff: Date;
  home: string;
  away: string;
  homeGoals: number | null;
  awayGoals: number | null;
  open: SoccerLine;
  close: SoccerLine;
}

const american = (cell: string | undefined) => decimalToAmerican(num(cell)!);

function line(r: Record<string, string>, c: "" | "C"): SoccerLine {
  return {
    home: american(r[`B365${c}H`]),
    draw: american(r[`B365${c}D`]),
    away: american(r[`B365${c}A`]),
    handicap: num(r[`AH${c}h`])!,
    handicapHome: american(r[`B365${c}AHH`]),
    handicapAway: american(r[`B365${c}AHA`]),
    over: american(r[`B365${c}>2.5`]),
    under: american(r[`B365${c}<2.5`]),
  };
}

export function parseSoccerMatches(text: string): SoccerMatch[] {
  // The file starts with a byte-order mark, which would otherwise be part of the first column.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return withRow(parseCsv(body)).map(({ r, row }) => {
    const [day, month, year] = r.Date!.split("/");
    const date = `${year}-${month}-${day}`;
    return {
      id: SOCCER_GAME_ID_OFFSET + row,
      date,
      kickoff: londonTime(date, r.Time!),
      home: r.HomeTeam!,
      away: r.AwayTeam!,
      homeGoals: int(r.FTHG),
      awayGoals: int(r.FTAG),
      open: line(r, ""),
      close: line(r, "C"),
    };
  });
}

/** −0 is 0: a level handicap reads 0 from both sides. */
const negate = (n: number) => (n === 0 ? 0 : -n);

export function buildSoccerRows(
  files: SoccerFiles,
  shiftWeeks: number,
  nowIso: string,
): SportSeasonRows {
  const teams = parseTeamTable(files.teams, SOCCER_TEAM_ID_OFFSET);
  const team = teamLookup(teams);
  const matches = parseSoccerMatches(files.matches);
  const weeks = matchweeks(matches);
  const { rows: teamRows } = dailyTeamRows(teams, SOCCER_KEY, { club: true });
  const history = (m: SoccerMatch, label: "open" | "close") => {
    const l = m[label];
    return [
      m.id,
      "full_game",
      l.handicap,
      SOCCER_TOTAL,
      l.home,
      l.away,
      SOCCER_LINE_PROVIDER,
      label,
      nowIso,
      l.draw,
    ];
  };
  return {
    sport: { key: SOCCER_KEY, name: SOCCER_CALENDAR.name },
    season: {
      year: SEASON_YEAR,
      name: seasonName(SEASON_YEAR, true),
    },
    conferences: [],
    teams: teamRows,
    games: matches.map((m) => {
      const week = weeks.get(m.id)!;
      return gameRow({
        id: m.id,
        week,
        postseason: isPostseasonWeek(SOCCER_CALENDAR, week),
        kickoff: m.kickoff,
        shiftWeeks,
        notes: null,
        homeTeamId: team(m.home).id,
        awayTeamId: team(m.away).id,
        nowIso,
      });
    }),
    sourceResults: matches.map((m) => finalResultRow(m.id, m.homeGoals, m.awayGoals)),
    odds: matches.map((m) => [
      m.id,
      "full_game",
      m.close.handicap,
      negate(m.close.handicap),
      m.close.handicapHome,
      m.close.handicapAway,
      SOCCER_TOTAL,
      m.close.over,
      m.close.under,
      m.close.home,
      m.close.away,
      SOCCER_LINE_PROVIDER,
      0,
      nowIso,
      m.close.draw,
    ]),
    oddsHistory: matches.flatMap((m) => [history(m, "open"), history(m, "close")]),
  };
}

export const importSoccerSeason = seasonImporter(
  (f: SoccerFiles) => parseSoccerMatches(f.matches),
  buildSoccerRows,
);
