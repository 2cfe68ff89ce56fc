/**
 * Imports the real 2024-25 NHL season through the shared writer (data/import-sport.ts): the 1,398
 * games of data/nhl_results_2024_25.csv (NHL data via SamuelLachance/Sports-Odds-Algorithms) with
 * their final goals, a shootout winner credited one goal as the file records it, and each game's
 * game-day line from data/nhl_odds_2024_25_gameday_noon_et.csv (The Odds API via
 * nielsenz/odds-api-current-save): puck line, total and moneyline with their prices, BetMGM's row,
 * else Caesars'. The two files join on date, home and away (the odds file's full team names).
 *
 * The odds file's 2025-01-08 Calgary at Los Angeles game was postponed (it was played on
 * 2025-04-17): it is imported with its lines and as never completed, so it turns void at kickoff.
 * Start times: the odds file's commence_time when the game joins, else 19:00 ET on its date.
 */
import { NHL_CALENDAR, NHL_KEY } from "#domain/season/calendars";
import { parseCsv } from "./csv";
import {
  dailyTeamRows,
  dailyWeek,
  easternTime,
  isPostseasonWeek,
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

export interface NhlFiles {
  results: string;
  odds: string;
  teams: string;
}

export const NHL_TEAM_ID_OFFSET = 300_000;
export const NHL_GAME_ID_OFFSET = 9_400_000;
/** The postponed 2025-01-08 CGY at LAK game, which only the odds file has. */
export const NHL_POSTPONED_GAME_ID = 9_409_999;
export const NHL_DEFAULT_START_ET = "19:00";
/** Bookmakers in the order their line is taken. */
const BOOKS = ["betmgm", "caesars"];

export interface NhlLine {
  bookmaker: string;
  commence: Date;
  homeMl: number | null;
  awayMl: number | null;
  homeSpread: number | null;
  homeSpreadOdds: number | null;
  awaySpread: number | null;
  awaySpreadOdds: number | null;
  total: number | null;
  overOdds: number | null;
  underOdds: number | null;
}

export interface NhlGame {
  id: number;
  /** The NHL game id (2024020001; 2024030416 = Final Game 6); null for the postponed game. */
  nhlId: string | null;
  date: string;
  kickoff: Date;
  playoff: boolean;
  home: string;
  away: string;
  homeGoals: number | null;
  awayGoals: number | null;
  neutralSite: boolean;
  /** The joined odds rows, BetMGM first. */
  lines: NhlLine[];
}

/** The odds rows of one game, keyed `date|home name|away name`. */
function parseNhlOdds(text: string): Map<string, NhlLine[]> {
  const byGame = new Map<string, NhlLine[]>();
  for (const r of parseCsv(text)) {
    const key = `${r.date}|${r.home_team}|${r.away_team}`;
    const line: NhlLine = {
      bookmaker: r.bookmaker!,
      commence: new Date(r.commence_time!),
      homeMl: int(r.ml_home),
      awayMl: int(r.ml_away),
      homeSpread: num(r.spread_home),
      homeSpreadOdds: int(r.spread_home_odds),
      awaySpread: num(r.spread_away),
      awaySpreadOdds: int(r.spread_away_odds),
      total: num(r.total_line),
      overOdds: int(r.total_over_odds),
      underOdds: int(r.total_under_odds),
    };
    byGame.set(key, [...(byGame.get(key) ?? []), line]);
  }
  for (const lines of byGame.values()) {
    lines.sort((a, b) => BOOKS.indexOf(a.bookmaker) - BOOKS.indexOf(b.bookmaker));
  }
  return byGame;
}

export function parseNhlGames(files: NhlFiles): NhlGame[] {
  const teams = parseTeamTable(files.teams, NHL_TEAM_ID_OFFSET);
  const byCode = teamLookup(teams);
  const byName = teamLookup(teams, (t) => t.oddsName);
  const odds = parseNhlOdds(files.odds);
  const joined = new Set<string>();
  const games: NhlGame[] = withRow(parseCsv(files.results)).map(({ r, row }) => {
    const key = `${r.date}|${byCode(r.home!).oddsName}|${byCode(r.away!).oddsName}`;
    const lines = odds.get(key) ?? [];
    if (lines.length) joined.add(key);
    return {
      id: NHL_GAME_ID_OFFSET + row,
      nhlId: r.game_id!,
      date: r.date!,
      kickoff: lines[0]?.commence ?? easternTime(r.date!, NHL_DEFAULT_START_ET),
      playoff: r.type === "3",
      home: r.home!,
      away: r.away!,
      homeGoals: int(r.home_goals),
      awayGoals: int(r.away_goals),
      neutralSite: r.neutral === "1",
      lines,
    };
  });
  const unjoined = [...odds.keys()].filter((k) => !joined.has(k));
  // The one odds game with no result: the postponed Calgary at Los Angeles of 2025-01-08.
  if (unjoined.length !== 1 || unjoined[0] !== "2025-01-08|Los Angeles Kings|Calgary Flames") {
    throw new Error(`NHL odds games without a result: ${unjoined.join(", ")}`);
  }
  const lines = odds.get(unjoined[0])!;
  games.push({
    id: NHL_POSTPONED_GAME_ID,
    nhlId: null,
    date: "2025-01-08",
    kickoff: lines[0]!.commence,
    playoff: false,
    home: byName("Los Angeles Kings").sourceCode,
    away: byName("Calgary Flames").sourceCode,
    homeGoals: null,
    awayGoals: null,
    neutralSite: false,
    lines,
  });
  return games;
}

const ROUNDS = ["First Round", "Second Round", "Conference Final", "Stanley Cup Final"];

/** A playoff game's name from its NHL id (2024030RSG: round R, game G): 'Stanley Cup Final · Game 6'. */
export function nhlNotes(g: NhlGame): string | null {
  if (!g.playoff || !g.nhlId) return null;
  return `${ROUNDS[Number(g.nhlId.slice(7, 8)) - 1]} · Game ${g.nhlId.slice(9, 10)}`;
}

export function buildNhlRows(files: NhlFiles, shiftWeeks: number, nowIso: string): SportSeasonRows {
  const teams = parseTeamTable(files.teams, NHL_TEAM_ID_OFFSET);
  const team = teamLookup(teams);
  const games = parseNhlGames(files);
  const first = games.reduce((a, g) => (g.date < a ? g.date : a), games[0]!.date);
  const { conferences, rows: teamRows } = dailyTeamRows(teams, NHL_KEY, {
    conferencePrefix: "NHL ",
  });
  const odds: unknown[][] = [];
  const oddsHistory: unknown[][] = [];
  for (const g of games) {
    const line = g.lines[0];
    if (!line) continue;
    odds.push([
      g.id,
      "full_game",
      line.homeSpread,
      line.awaySpread,
      line.homeSpread === null ? null : line.homeSpreadOdds,
      line.awaySpread === null ? null : line.awaySpreadOdds,
      line.total,
      line.total === null ? null : line.overOdds,
      line.total === null ? null : line.underOdds,
      line.homeMl,
      line.awayMl,
      line.bookmaker,
      0,
      nowIso,
      null,
    ]);
    // Each book's game-day line (a noon snapshot, the last the file has of the game).
    for (const l of g.lines) {
      oddsHistory.push([
        g.id,
        "full_game",
        l.homeSpread,
        l.total,
        l.homeMl,
        l.awayMl,
        l.bookmaker,
        "close",
        nowIso,
        null,
      ]);
    }
  }
  return {
    sport: { key: NHL_KEY, name: NHL_CALENDAR.name },
    season: {
      year: SEASON_YEAR,
      name: seasonName(SEASON_YEAR, true),
    },
    conferences,
    teams: teamRows,
    games: games.map((g) => {
      const week = dailyWeek(g.date, first);
      return gameRow({
        id: g.id,
        week,
        postseason: isPostseasonWeek(NHL_CALENDAR, week),
        kickoff: g.kickoff,
        shiftWeeks,
        neutralSite: g.neutralSite,
        notes: nhlNotes(g),
        homeTeamId: team(g.home).id,
        awayTeamId: team(g.away).id,
        nowIso,
      });
    }),
    sourceResults: games.map((g) => finalResultRow(g.id, g.homeGoals, g.awayGoals)),
    odds,
    oddsHistory,
  };
}

export const importNhlSeason = seasonImporter((f: NhlFiles) => parseNhlGames(f), buildNhlRows);
