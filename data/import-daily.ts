/**
 * What the NBA, NHL, MLB and Premier League importers share (issue 45, ADR 1602): their team
 * tables, how their games fall into the calendars' weeks, and their start times.
 *
 * Weeks: the daily sports (NBA, NHL, MLB) play Monday–Sunday weeks (ET) numbered from the week of
 * the season's first game, by the games' real dates. The Premier League plays matchweeks by date:
 * walking the matches in kickoff order, a new matchweek starts when a club would play twice in
 * the current one. Either way a game is regular season up to the calendar's `regularLast` and
 * postseason from `postseasonFirst`; a week outside the calendar stops the import.
 */
import { zonedTimeToUtc } from "#domain/calendar";
import type { SportCalendar } from "#domain/season/calendars";
import { parseCsv } from "./csv";
import { teamRow } from "./import-sport";

const DAY_MS = 24 * 3600 * 1000;

export interface DailyTeam {
  id: number;
  /** How the season's file names the team ('gs', 'NYA', "Nott'm Forest", 'MTL'). */
  sourceCode: string;
  /** The NHL odds file's full name ('Montréal Canadiens'), where the table has one. */
  oddsName: string | null;
  abbreviation: string;
  location: string;
  name: string;
  conference: string | null;
  division: string | null;
  color: string;
  alternateColor: string;
}

/** A team table of data/ (team id = `idOffset` + its 1-based row, as the ids contract says). */
export function parseTeamTable(text: string, idOffset: number): DailyTeam[] {
  return parseCsv(text).map((t, i) => {
    const id = Number(t.team_id);
    if (id !== idOffset + i + 1) throw new Error(`team ${t.abbreviation}: id ${id}, row ${i + 1}`);
    return {
      id,
      sourceCode: t.source_code!,
      oddsName: t.odds_name || null,
      abbreviation: t.abbreviation!,
      location: t.location!,
      name: t.name!,
      conference: t.conference || null,
      division: t.division || null,
      color: t.color!,
      alternateColor: t.alternate_color!,
    };
  });
}

/** Looks a file's team code up in its table; an unknown code stops the import. */
export function teamLookup(
  teams: DailyTeam[],
  key: (t: DailyTeam) => string | null = (t) => t.sourceCode,
) {
  const byCode = new Map(teams.map((t) => [key(t), t]));
  return (code: string) => {
    const team = byCode.get(code);
    if (!team) throw new Error(`unknown team ${code}`);
    return team;
  };
}

/**
 * The teams' rows. A US team's name is its full name ('Boston Celtics'), its short name the
 * nickname; a club's name is its own ('Manchester City'), its short name the file's ('Man City').
 * `conferencePrefix` keeps two sports' conferences apart ('NBA Eastern', 'NHL Eastern').
 */
export function dailyTeamRows(
  teams: DailyTeam[],
  classification: string,
  options: { club?: boolean; conferencePrefix?: string } = {},
) {
  const conference = (t: DailyTeam) =>
    t.conference === null ? null : `${options.conferencePrefix ?? ""}${t.conference}`;
  return {
    conferences: [...new Set(teams.map(conference).filter((c): c is string => c !== null))].sort(),
    rows: teams.map((t) =>
      teamRow({
        id: t.id,
        school: options.club ? t.name : `${t.location} ${t.name}`,
        mascot: options.club ? t.sourceCode : t.name,
        abbreviation: t.abbreviation,
        conference: conference(t),
        classification,
        color: t.color,
        alternateColor: t.alternateColor,
        city: t.location,
      }),
    ),
  };
}

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Monday–Sunday week of `isoDate`, week 1 being the week of `firstDate` (both YYYY-MM-DD). */
export function dailyWeek(isoDate: string, firstDate: string): number {
  const first = dayNumber(firstDate);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  const firstMonday = first - ((first + 3) % 7);
  return Math.floor((dayNumber(isoDate) - firstMonday) / 7) + 1;
}

/** Whether a week is postseason by the calendar's bounds; a week outside them throws. */
export function isPostseasonWeek(cal: SportCalendar, week: number): boolean {
  if (week >= cal.firstWeek && week <= cal.regularLast) return false;
  if (week >= cal.postseasonFirst && week <= cal.postseasonLast) return true;
  throw new Error(`${cal.name}: week ${week} is outside its calendar`);
}

/**
 * Matchweeks by date: the matches walked in kickoff order (file order within one kickoff); a new
 * matchweek starts when one of a match's clubs already plays in the current one.
 */
export function matchweeks(
  matches: Array<{ id: number; kickoff: Date; home: string; away: string }>,
): Map<number, number> {
  const ordered = [...matches].sort(
    (a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id,
  );
  const weeks = new Map<number, number>();
  let week = 1;
  let playing = new Set<string>();
  for (const m of ordered) {
    if (playing.has(m.home) || playing.has(m.away)) {
      week += 1;
      playing = new Set();
    }
    playing.add(m.home);
    playing.add(m.away);
    weeks.set(m.id, week);
  }
  return weeks;
}

/** The UTC instant of a wall-clock `HH:MM` on `isoDate` in US Eastern time (EDT/EST by date). */
export function easternTime(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return zonedTimeToUtc(year!, month!, day!, hour!, minute!);
}

/** The UTC instant of a UK wall-clock time (BST or GMT by date): the Premier League file's. */
export function londonTime(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return zonedTimeToUtc(year!, month!, day!, hour!, minute!, "Europe/London");
}

/** The 1-based data rows of a file, for the game ids the contract derives from them. */
export const withRow = <T>(rows: T[]) => rows.map((r, i) => ({ r, row: i + 1 }));
