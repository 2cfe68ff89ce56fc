/**
 * Imports the real 2024 NFL season (data/nfl_games_2024.csv, nflverse / Lee Sharpe's nfldata
 * games.csv, and data/nfl_teams_2024.csv) into D1 beside college football: the 'nfl' sport and its
 * 2024 season, the AFC and NFC, the 32 teams, 285 games with their real final scores kept aside for
 * the replay, and each game's one full-game line (spread, total, moneyline at the file's prices).
 *
 * Written by the writer every professional sport shares (data/import-sport.ts: idempotent, on
 * college's replay shift, moved kickoffs replayed again).
 * - No quarter scores exist: game_source_results holds the final points only; the replay shows
 *   such a game live without a score, then final (domain/replay/timeline.ts).
 */
import { zonedTimeToUtc } from "#domain/calendar";
import { NFL_CALENDAR, NFL_KEY } from "#domain/season/calendars";
import { parseCsv } from "./csv";
import { int, num, SEASON_YEAR } from "./season-source";
import {
  finalResultRow,
  gameRow,
  seasonImporter,
  seasonName,
  shiftFromKickoffs,
  type SportImportSummary,
  type SportSeasonRows,
  teamRow,
} from "./import-sport";

export interface NflFiles {
  games: string;
  teams: string;
}

/** NFL team ids are 100000 + the ESPN NFL team id, clear of every college team id. */
export const NFL_TEAM_ID_OFFSET = 100_000;
/** Provider name on the file's lines (the source does not name its sportsbook). */
export const NFL_LINE_PROVIDER = "nfldata";
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
  return shiftFromKickoffs(
    games.map((g) => g.kickoff.getTime()),
    now,
  );
}

/** Every row to write (data/import-sport.ts). */
export function buildNflRows(files: NflFiles, shiftWeeks: number, nowIso: string): SportSeasonRows {
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
  const teamRows = teams.map((t) =>
    teamRow({
      id: t.id,
      school: `${t.location} ${t.name}`,
      mascot: t.name,
      abbreviation: t.abbreviation,
      conference: t.conference,
      classification: "nfl",
      color: t.color,
      alternateColor: t.alternateColor,
      homeVenue: homeVenue.get(t.abbreviation) ?? null,
      city: t.location,
    }),
  );
  const gameRows = games.map((g) =>
    gameRow({
      id: g.id,
      week: g.week,
      postseason: g.gameType !== "REG",
      kickoff: g.kickoff,
      shiftWeeks,
      venue: g.stadium,
      neutralSite: g.neutralSite,
      notes: nflNotes(g, byAbbreviation),
      homeTeamId: teamId(g.home),
      awayTeamId: teamId(g.away),
      nowIso,
    }),
  );
  const sourceResults = games.map((g) => finalResultRow(g.id, g.homeScore, g.awayScore));
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
      null,
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
      null,
    ]);
  }
  return {
    sport: { key: NFL_KEY, name: NFL_CALENDAR.name },
    season: { year: SEASON_YEAR, name: seasonName(SEASON_YEAR) },
    conferences: [...new Set(teams.map((t) => t.conference))].sort(),
    teams: teamRows,
    games: gameRows,
    sourceResults,
    odds,
    oddsHistory,
  };
}

export type NflImportSummary = SportImportSummary;

/** The 2024 NFL season through the shared writer, on the stored replay shift (data/import-sport.ts). */
export const importNflSeason = seasonImporter(
  (f: NflFiles) => parseNflGames(f.games),
  buildNflRows,
);
