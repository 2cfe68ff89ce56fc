/**
 * The bundled 2024 FBS season's source: its constants, CSV cell readers, conference slugs, the
 * games file parsed, and the app-week mapping (docs/decisions/0301).
 */
import { localParts } from "#domain/calendar";
import { parseCsv } from "./csv";
import type { PollFiles } from "./import-polls";

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
