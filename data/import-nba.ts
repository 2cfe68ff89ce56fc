/**
 * Imports the real 2024-25 NBA season (data/nba_games_2024_25.csv, Kaggle cviaxmiwnptr's NBA
 * betting data, and data/nba_teams_2024_25.csv) through the shared writer (data/import-sport.ts):
 * 1,321 games (regular season, the NBA Cup final, play-in and playoffs) with their final scores
 * and each game's closing spread and total, which the file gives without prices and with no
 * moneyline. The file has no tip-off times: every game starts at 19:30 ET on its date.
 */
import { NBA_CALENDAR, NBA_KEY } from "#domain/season/calendars";
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
import { num, int, SEASON_YEAR } from "./season-source";
import {
  finalResultRow,
  gameRow,
  seasonImporter,
  seasonName,
  type SportSeasonRows,
} from "./import-sport";

export interface NbaFiles {
  games: string;
  teams: string;
}

export const NBA_TEAM_ID_OFFSET = 200_000;
export const NBA_GAME_ID_OFFSET = 9_100_000;
/** The file's lines come from an unnamed book, through ESPN. */
export const NBA_LINE_PROVIDER = "espn";
export const NBA_TIPOFF_ET = "19:30";

export interface NbaGame {
  /** NBA_GAME_ID_OFFSET + the file's 1-based data row. */
  id: number;
  date: string;
  kickoff: Date;
  kind: "regular" | "cup_final" | "play_in" | "playoffs";
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  /** The favourite's margin, always positive, and which side is favoured. */
  spread: number | null;
  homeFavoured: boolean;
  total: number | null;
}

export function parseNbaGames(text: string): NbaGame[] {
  return withRow(parseCsv(text)).map(({ r, row }) => {
    const regular = r.regular === "True";
    const playoffs = r.playoffs === "True";
    // Neither flag: the NBA Cup final in December, else the play-in before the playoffs.
    const kind = regular
      ? "regular"
      : playoffs
        ? "playoffs"
        : r.date!.slice(5, 7) === "12"
          ? "cup_final"
          : "play_in";
    return {
      id: NBA_GAME_ID_OFFSET + row,
      date: r.date!,
      kickoff: easternTime(r.date!, NBA_TIPOFF_ET),
      kind,
      home: r.home!,
      away: r.away!,
      homeScore: int(r.score_home),
      awayScore: int(r.score_away),
      spread: num(r.spread),
      homeFavoured: r.whos_favored === "home",
      total: num(r.total),
    };
  });
}

const ROUNDS = ["First Round", "Conference Semifinals", "Conference Finals", "NBA Finals"];
const SERIES_PER_ROUND = [8, 4, 2, 1];

/**
 * Each playoff game's name: its round and game number. A series is a pair of teams; the rounds
 * are the series in the order they began (8, 4, 2, then the Finals).
 */
export function nbaPlayoffNotes(games: NbaGame[]): Map<number, string> {
  const series = new Map<string, NbaGame[]>();
  for (const g of games.filter((x) => x.kind === "playoffs").sort((a, b) => a.id - b.id)) {
    const key = [g.home, g.away].sort().join("-");
    series.set(key, [...(series.get(key) ?? []), g]);
  }
  const ordered = [...series.values()].sort(
    (a, b) => a[0]!.date.localeCompare(b[0]!.date) || a[0]!.id - b[0]!.id,
  );
  const notes = new Map<number, string>();
  let index = 0;
  SERIES_PER_ROUND.forEach((count, round) => {
    for (const list of ordered.slice(index, index + count)) {
      list.forEach((g, n) => notes.set(g.id, `${ROUNDS[round]} · Game ${n + 1}`));
    }
    index += count;
  });
  if (index !== ordered.length) throw new Error(`NBA: ${ordered.length} playoff series`);
  return notes;
}

export function buildNbaRows(files: NbaFiles, shiftWeeks: number, nowIso: string): SportSeasonRows {
  const teams = parseTeamTable(files.teams, NBA_TEAM_ID_OFFSET);
  const games = parseNbaGames(files.games);
  const team = teamLookup(teams);
  const first = games.reduce((a, g) => (g.date < a ? g.date : a), games[0]!.date);
  const playoffNotes = nbaPlayoffNotes(games);
  const notes = (g: NbaGame) =>
    g.kind === "cup_final"
      ? "NBA Cup Final"
      : g.kind === "play_in"
        ? "Play-In"
        : (playoffNotes.get(g.id) ?? null);
  const { conferences, rows: teamRows } = dailyTeamRows(teams, NBA_KEY, {
    conferencePrefix: "NBA ",
  });
  const odds: unknown[][] = [];
  const oddsHistory: unknown[][] = [];
  for (const g of games) {
    if (g.spread === null && g.total === null) continue;
    // A ticket shows the favourite at −spread and the other side at +spread.
    const home =
      g.spread === null ? null : g.spread === 0 ? 0 : g.homeFavoured ? -g.spread : g.spread;
    const away = home === null ? null : home === 0 ? 0 : -home;
    odds.push([
      g.id,
      "full_game",
      home,
      away,
      null,
      null,
      g.total,
      null,
      null,
      null,
      null,
      NBA_LINE_PROVIDER,
      0,
      nowIso,
      null,
    ]);
    oddsHistory.push([
      g.id,
      "full_game",
      home,
      g.total,
      null,
      null,
      NBA_LINE_PROVIDER,
      "close",
      nowIso,
      null,
    ]);
  }
  return {
    sport: { key: NBA_KEY, name: NBA_CALENDAR.name },
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
        postseason: isPostseasonWeek(NBA_CALENDAR, week),
        kickoff: g.kickoff,
        shiftWeeks,
        notes: notes(g),
        homeTeamId: team(g.home).id,
        awayTeamId: team(g.away).id,
        nowIso,
      });
    }),
    sourceResults: games.map((g) => finalResultRow(g.id, g.homeScore, g.awayScore)),
    odds,
    oddsHistory,
  };
}

export const importNbaSeason = seasonImporter(
  (f: NbaFiles) => parseNbaGames(f.games),
  buildNbaRows,
);
