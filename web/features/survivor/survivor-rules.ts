/**
 * What the survivor screen shows, with no DOM (issue 47): the viewer's picks with the ones still
 * in the outbox laid over, the teams already used (and the week), which team rows can be tapped,
 * and the pool's grid. The server decides every refusal (ADR 0407); these rules only keep the
 * screen from offering what it would refuse.
 */
import type { SportsbookGame } from "#domain/sportsbook/contract";
import type { Team } from "#domain/season/contract";
import { formatLine, formatOdds } from "#web/lib/format";
import type {
  SurvivorEntry,
  SurvivorPickJson,
  SurvivorResponse,
  SurvivorOutcome,
} from "./api/survivor-api";
import type { SurvivorPickType } from "#domain/leagues/enums";
import type { SurvivorPickBody } from "./api/survivor-mutations";

/** A pick saved on this phone and not yet on the server (its outbox row, in send order). */
export interface QueuedPick extends SurvivorPickBody {
  mutationId: string;
}

export interface ViewerPick extends SurvivorPickJson {
  /** Saved on this phone, waiting to be sent. */
  queued: boolean;
}

/** The viewer's weeks, each queued pick replacing the server's pick of its week (the last wins). */
export function viewerPicks(
  entry: SurvivorEntry | undefined,
  queued: readonly QueuedPick[],
): ViewerPick[] {
  const byWeek = new Map<number, ViewerPick>();
  for (const pick of entry?.picks ?? []) byWeek.set(pick.week, { ...pick, queued: false });
  for (const q of queued)
    byWeek.set(q.week, {
      week: q.week,
      game_id: q.game_id,
      team_id: q.team_id,
      result: "pending",
      is_auto: false,
      queued: true,
    });
  return [...byWeek.values()].sort((a, b) => a.week - b.week);
}

/** Team id → the week it was used, from the picks of weeks before `week` (this week's may change). */
export function usedTeamWeeks(
  picks: readonly SurvivorPickJson[],
  week: number,
): Map<number, number> {
  const used = new Map<number, number>();
  for (const pick of picks)
    if (pick.week < week && pick.team_id !== null && !used.has(pick.team_id))
      used.set(pick.team_id, pick.week);
  return used;
}

/**
 * Closed to a survivor pick: kicked off by the server's clock, or no longer scheduled (live, final,
 * postponed, void). A survivor pick closes at kickoff, not at the league's pick deadline, so the
 * games answer's `is_available` (the deadline) is not the rule here.
 */
export const hasStarted = (game: SportsbookGame, nowMs: number) =>
  game.status !== "scheduled" || Date.parse(game.game_time) <= nowMs;

/** The team's line: its spread, and in a straight-up pool its moneyline too ('-6.5 · -250'). */
export function teamLine(game: SportsbookGame, home: boolean, pickType: SurvivorPickType): string {
  const odds = game.current_odds;
  if (!odds) return "";
  const spread = formatLine(home ? odds.home_spread : odds.away_spread);
  if (pickType === "spread") return spread;
  const ml = home ? odds.home_ml_odds : odds.away_ml_odds;
  return [spread, ml === null ? "" : formatOdds(ml)].filter(Boolean).join(" · ");
}

export interface TeamRow {
  key: string;
  gameId: number;
  team: Team;
  opponent: Team;
  home: boolean;
  kickoff: string;
  line: string;
  /** The week this team was already used in, else null. */
  usedWeek: number | null;
  /** The viewer's pick of this week. */
  picked: boolean;
  tappable: boolean;
  /** Why it cannot be tapped, in the fan's words (null when it can, or when it is the pick). */
  note: string | null;
}

export interface RowOptions {
  used: ReadonlyMap<number, number>;
  pickType: SurvivorPickType;
  nowMs: number;
  /** Alive and a member: the week can be picked at all. */
  canPick: boolean;
  /** The viewer's pick of the week (server's or queued), if any. */
  current: { game_id: number | null; team_id: number | null } | null;
  weekName: (week: number) => string;
}

/**
 * The week's games as team rows, by kickoff (away team first, as the game is written). A row is
 * tappable when the fan can pick, its game has not kicked off, the team is unused and it is not
 * already the pick; once the pick's own game has kicked off the week is settled and none is.
 */
export function teamRows(games: readonly SportsbookGame[], o: RowOptions): TeamRow[] {
  const currentGame = o.current?.game_id ?? null;
  const locked = games.some((g) => g.id === currentGame && hasStarted(g, o.nowMs));
  const sorted = [...games].sort(
    (a, b) => Date.parse(a.game_time) - Date.parse(b.game_time) || a.id - b.id,
  );
  return sorted.flatMap((game) =>
    [false, true].map((home): TeamRow => {
      const team = home ? game.home_team : game.away_team;
      const opponent = home ? game.away_team : game.home_team;
      const usedWeek = o.used.get(team.id) ?? null;
      const picked = currentGame === game.id && o.current?.team_id === team.id;
      const started = hasStarted(game, o.nowMs);
      const note = picked
        ? null
        : usedWeek !== null
          ? `Used in ${o.weekName(usedWeek)}`
          : started
            ? "Kicked off"
            : locked
              ? "Your pick is locked"
              : null;
      return {
        key: `${game.id}:${team.id}`,
        gameId: game.id,
        team,
        opponent,
        home,
        kickoff: game.game_time,
        line: teamLine(game, home, o.pickType),
        usedWeek,
        picked,
        tappable: o.canPick && !picked && note === null,
        note,
      };
    }),
  );
}

export const aliveText = (alive: number, members: number) => `Still alive: ${alive} of ${members}`;

/**
 * A pool that is over (its last fan standing, or its season's last week passed): the sentence
 * that replaces the week's pick, or null while the pool plays on.
 */
export function poolOverText(
  data: Pick<SurvivorResponse, "winner" | "current_week" | "last_week" | "entries">,
  viewerId: number | null,
  weekName: (week: number) => string,
): string | null {
  const { winner } = data;
  if (winner)
    return winner.user_id === viewerId
      ? `You are the last fan standing: you won the pool in ${weekName(winner.week)}.`
      : `${winner.username} is the last fan standing: they won the pool in ${weekName(winner.week)}.`;
  if (data.current_week <= data.last_week) return null;
  const names = data.entries.filter((e) => e.status === "alive").map((e) => e.username);
  const list =
    names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `The survivor season is over after ${weekName(data.last_week)}: ${list} survived it.`;
}

export type CellTone = SurvivorOutcome | "hidden" | "none" | "out";

export interface GridCell {
  week: number;
  tone: CellTone;
  /** What the cell reads: the team's abbreviation, '—' for no pick, '' when out. */
  text: string;
  /** The cell's full sentence for a screen reader. */
  label: string;
  /** The server made this pick (auto-pick): the cell shows the "Auto" badge. */
  auto: boolean;
}

export interface GridRow {
  userId: number;
  username: string;
  status: SurvivorEntry["status"];
  livesLeft: number;
  isViewer: boolean;
  cells: GridCell[];
}

/** A cell's mark when the team's name is not known on this phone. */
const RESULT_MARKS: Record<SurvivorOutcome, string> = {
  win: "W",
  loss: "L",
  push: "P",
  pending: "•",
};

const RESULT_WORDS: Record<SurvivorOutcome, string> = {
  win: "won",
  loss: "lost",
  push: "pushed",
  pending: "not played yet",
};

/**
 * The weeks the grid shows, newest first (a phone sees this week and the last beside the names):
 * from the current week back to the first week anyone picked.
 */
export function gridWeeks(entries: readonly SurvivorEntry[], currentWeek: number): number[] {
  let first = currentWeek;
  for (const entry of entries) for (const p of entry.picks) first = Math.min(first, p.week);
  return Array.from({ length: currentWeek - first + 1 }, (_, i) => currentWeek - i);
}

/**
 * The pool's grid: alive first, then weeks survived, then lives left, then name. Each member's
 * week reads the team and its result; another member's week the server has not sent is hidden
 * (the current week, before its game kicks off) or empty (a past week); after a member's
 * elimination week the cells are out.
 */
export function gridRows(
  entries: readonly SurvivorEntry[],
  opts: {
    currentWeek: number;
    viewerId: number | null;
    viewer: readonly ViewerPick[];
    teamName: (pick: SurvivorPickJson) => string | null;
    weekName: (week: number) => string;
  },
): GridRow[] {
  const weeks = gridWeeks(entries, opts.currentWeek);
  const ordered = [...entries].sort(
    (a, b) =>
      Number(b.status === "alive") - Number(a.status === "alive") ||
      b.weeks_survived - a.weeks_survived ||
      b.lives_left - a.lives_left ||
      a.username.localeCompare(b.username),
  );
  return ordered.map((entry) => {
    const isViewer = entry.user_id === opts.viewerId;
    const picks = isViewer ? opts.viewer : entry.picks;
    const byWeek = new Map(picks.map((p) => [p.week, p] as const));
    const cells = weeks.map((week): GridCell => {
      const name = opts.weekName(week);
      const pick = byWeek.get(week);
      if (entry.eliminated_week !== null && week > entry.eliminated_week)
        return { week, tone: "out", text: "", label: `${name}: out`, auto: false };
      if (!pick)
        return week === opts.currentWeek && !isViewer
          ? { week, tone: "hidden", text: "?", label: `${name}: hidden until kickoff`, auto: false }
          : { week, tone: "none", text: "—", label: `${name}: no pick`, auto: false };
      if (pick.team_id === null)
        return { week, tone: pick.result, text: "—", label: `${name}: missed, lost`, auto: false };
      const team = opts.teamName(pick);
      return {
        week,
        tone: pick.result,
        text: team ?? RESULT_MARKS[pick.result],
        label: `${name}: ${team ?? "picked"}${pick.is_auto ? " (auto-pick)" : ""}, ${RESULT_WORDS[pick.result]}`,
        auto: pick.is_auto,
      };
    });
    return {
      userId: entry.user_id,
      username: entry.username,
      status: entry.status,
      livesLeft: entry.lives_left,
      isViewer,
      cells,
    };
  });
}

/** Team id → abbreviation, from the pick's own team names and the games the phone has. */
export function teamNamer(games: readonly SportsbookGame[]) {
  const known = new Map<number, string>();
  for (const g of games) {
    known.set(g.home_team.id, g.home_team.abbreviation);
    known.set(g.away_team.id, g.away_team.abbreviation);
  }
  return (pick: SurvivorPickJson): string | null =>
    pick.team_id === null ? null : (pick.team_abbreviation ?? known.get(pick.team_id) ?? null);
}

/**
 * The pool's table with the viewer's pick as the server just stored it (its week replaced), so
 * the screen shows the landed pick while the table reloads instead of the pick before it.
 */
export function withPick(
  data: SurvivorResponse,
  userId: number | null,
  pick: SurvivorPickJson,
): SurvivorResponse {
  return {
    ...data,
    entries: data.entries.map((e) =>
      e.user_id !== userId
        ? e
        : {
            ...e,
            picks: [...e.picks.filter((p) => p.week !== pick.week), pick].sort(
              (a, b) => a.week - b.week,
            ),
          },
    ),
  };
}
