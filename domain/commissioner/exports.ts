/**
 * The commissioner's CSV exports (issue 48): the standings as GET /api/leagues/{id}/standings/
 * answers them (the same names, numbers and order, the league's weeks as its calendar names
 * them) and a week's picks of games that have kicked off. Pure: the Worker passes the answers in.
 */
import type { SubmittedPick } from "../picks/contract";
import { describePick } from "../picks/describe";
import type { SportCalendar } from "../season/calendars";
import { weekTitle } from "../season/calendars";
import type { StandingRow, StandingsResponse } from "../standings/contract";
import { toCsv, type CsvCell } from "./csv";

interface Column<T> {
  header: string;
  cell: (row: T) => CsvCell;
}

const has = (rows: readonly StandingRow[], key: keyof StandingRow) =>
  rows.some((r) => r[key] !== undefined);

export function standingsCsv(answer: StandingsResponse, cal: SportCalendar): string {
  const rows = answer.standings;
  const columns: Column<StandingRow>[] = [
    { header: "Rank", cell: (r) => r.rank },
    { header: "Username", cell: (r) => r.username },
    { header: "Points", cell: (r) => r.total_points },
  ];
  if (has(rows, "points_possible"))
    columns.push({ header: "Points possible", cell: (r) => r.points_possible });
  if (has(rows, "guess_diff"))
    columns.push({ header: "Guess difference", cell: (r) => r.guess_diff ?? null });
  if (has(rows, "survivor_status"))
    columns.push(
      { header: "Status", cell: (r) => r.survivor_status },
      { header: "Lives left", cell: (r) => r.lives_left },
      { header: "Weeks survived", cell: (r) => r.weeks_survived },
      { header: "Eliminated week", cell: (r) => r.eliminated_week ?? null },
    );
  columns.push(
    { header: "Correct", cell: (r) => r.correct_picks },
    { header: "Picks", cell: (r) => r.total_picks },
    { header: "Wins", cell: (r) => r.wins },
    { header: "Losses", cell: (r) => r.losses },
    { header: "Pushes", cell: (r) => r.pushes },
    { header: "Record", cell: (r) => r.pick_ratio },
    { header: "Win %", cell: (r) => r.win_percentage },
    { header: "Locks", cell: (r) => r.lock_ratio },
    { header: "Average odds", cell: (r) => r.average_odds },
    ...answer.weeks.map((w) => ({
      header: weekTitle(w, cal),
      cell: (r: StandingRow) => r.weekly_points[`week_${w}`] ?? null,
    })),
  );
  return toCsv(
    columns.map((c) => c.header),
    rows.map((r) => columns.map((c) => c.cell(r))),
  );
}

export interface ExportedPick {
  username: string;
  pick: SubmittedPick;
}

const PICK_COLUMNS: Column<ExportedPick>[] = [
  { header: "Username", cell: (r) => r.username },
  { header: "Week", cell: (r) => r.pick.week },
  {
    header: "Game",
    cell: (r) => `${r.pick.game_detail.away_team_short} @ ${r.pick.game_detail.home_team_short}`,
  },
  { header: "Kickoff (UTC)", cell: (r) => r.pick.game_detail.game_time },
  { header: "Pick type", cell: (r) => r.pick.pick_type },
  { header: "Portion", cell: (r) => r.pick.game_portion },
  { header: "Pick", cell: (r) => describePick(r.pick) },
  {
    header: "Line",
    cell: (r) => r.pick.spread_at_pick ?? r.pick.total_at_pick ?? r.pick.prop_line_value,
  },
  { header: "Odds", cell: (r) => r.pick.odds_at_pick },
  { header: "Lock", cell: (r) => r.pick.is_lock },
  { header: "Confidence", cell: (r) => r.pick.confidence ?? null },
  { header: "Result", cell: (r) => r.pick.result },
  { header: "Points", cell: (r) => r.pick.points },
];

export const picksCsv = (rows: readonly ExportedPick[]) =>
  toCsv(
    PICK_COLUMNS.map((c) => c.header),
    rows.map((r) => PICK_COLUMNS.map((c) => c.cell(r))),
  );
