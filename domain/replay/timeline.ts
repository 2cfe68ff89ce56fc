/**
 * How a replayed game unfolds on the server clock (docs/decisions/0303-season-replay-clock.md):
 * live from its (shifted) kickoff, the real line scores revealed at the end of each quarter, final
 * 3½ hours after kickoff. A game the source marks as not completed (cancelled) turns void at its
 * kickoff. A source with final points but no line scores (the NFL file) is live without any score
 * (no period, clock 'Live'), then final with the real score at the same instant: no score is ever
 * invented in between. Pure: the same instant always gives the same state, so the job is idempotent.
 */
import type { LineScores } from "../grading/grade-pick";

export const MINUTE = 60_000;
/** Real minutes from kickoff at which each regulation quarter ends; halftime after the 2nd. */
export const QUARTER_ENDS_MIN = [45, 90, 155, 200] as const;
export const HALFTIME_END_MIN = 110;
/** Final whistle (overtime, when played, runs from the end of the 4th quarter to here). */
export const GAME_LENGTH_MIN = 210;

/** The clock a live game without line scores shows: its score is unknown until the final. */
export const LIVE_WITHOUT_SCORE_CLOCK = "Live";

export interface SourceResult {
  completed: boolean;
  /** All periods, overtime periods after the 4th; empty when the source has no line scores. */
  homePeriods: number[];
  awayPeriods: number[];
  /** Final points, overtime included (null when unknown). */
  homePoints: number | null;
  awayPoints: number | null;
}

export interface ReplayState {
  status: "scheduled" | "live" | "final" | "void";
  /**
   * Current period while live (1-4, 5+ overtime); 4 (or 5) once final; null before kickoff, and
   * throughout for a game without line scores.
   */
  period: number | null;
  /**
   * Display clock while live: 'M:SS' left in the quarter, 'Halftime', 'OT', or 'Live' for a game
   * without line scores; 'Final' when over.
   */
  clock: string | null;
  home: LineScores;
  away: LineScores;
  homeScore: number | null;
  awayScore: number | null;
}

const EMPTY: LineScores = { q1: null, q2: null, q3: null, q4: null, ot: null };

/** A game with no score to show: not kicked off yet ("scheduled") or never played ("void"). */
export function unscoredState(status: "scheduled" | "void"): ReplayState {
  return {
    status,
    period: null,
    clock: null,
    home: EMPTY,
    away: EMPTY,
    homeScore: null,
    awayScore: null,
  };
}

export function parseLineScores(text: string | null | undefined): number[] {
  if (!text) return [];
  return text.split("|").map((p) => Number(p) || 0);
}

function revealed(periods: number[], completedQuarters: number, final: boolean): LineScores {
  const q = (i: number) => (completedQuarters > i ? (periods[i] ?? 0) : null);
  const ot = final ? periods.slice(4).reduce((a, b) => a + b, 0) : null;
  return { q1: q(0), q2: q(1), q3: q(2), q4: q(3), ot };
}

const sum = (s: LineScores) => (s.q1 ?? 0) + (s.q2 ?? 0) + (s.q3 ?? 0) + (s.q4 ?? 0) + (s.ot ?? 0);

function quarterClock(elapsedMin: number, startMin: number, endMin: number): string {
  const fraction = Math.min(1, Math.max(0, (elapsedMin - startMin) / (endMin - startMin)));
  const left = Math.round(15 * 60 * (1 - fraction));
  const m = Math.floor(left / 60);
  const s = left % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

/** A game known only by its final score: live with no score, then final with it. */
function finalScoreOnlyState(
  homePoints: number,
  awayPoints: number,
  elapsedMin: number,
): ReplayState {
  const final = elapsedMin >= GAME_LENGTH_MIN;
  return {
    status: final ? "final" : "live",
    period: null,
    clock: final ? "Final" : LIVE_WITHOUT_SCORE_CLOCK,
    home: EMPTY,
    away: EMPTY,
    homeScore: final ? homePoints : null,
    awayScore: final ? awayPoints : null,
  };
}

export function replayState(source: SourceResult, kickoff: Date, now: Date): ReplayState {
  const elapsedMin = (now.getTime() - kickoff.getTime()) / MINUTE;
  if (elapsedMin < 0) {
    return unscoredState("scheduled");
  }
  if (!source.completed) {
    return unscoredState("void");
  }
  if (
    source.homePeriods.length === 0 &&
    source.awayPeriods.length === 0 &&
    source.homePoints !== null &&
    source.awayPoints !== null
  ) {
    return finalScoreOnlyState(source.homePoints, source.awayPoints, elapsedMin);
  }
  const overtime = source.homePeriods.length > 4 || source.awayPeriods.length > 4;
  if (elapsedMin >= GAME_LENGTH_MIN) {
    const home = revealed(source.homePeriods, 4, true);
    const away = revealed(source.awayPeriods, 4, true);
    return {
      status: "final",
      period: overtime ? 5 : 4,
      clock: "Final",
      home,
      away,
      homeScore: sum(home),
      awayScore: sum(away),
    };
  }
  const completedQuarters = QUARTER_ENDS_MIN.filter((end) => elapsedMin >= end).length;
  let period: number;
  let clock: string;
  if (completedQuarters === 4) {
    period = overtime ? 5 : 4;
    clock = overtime ? "OT" : "0:00";
  } else if (completedQuarters === 2 && elapsedMin < HALFTIME_END_MIN) {
    period = 2;
    clock = "Halftime";
  } else {
    period = completedQuarters + 1;
    const start =
      completedQuarters === 0
        ? 0
        : completedQuarters === 2
          ? HALFTIME_END_MIN
          : QUARTER_ENDS_MIN[completedQuarters - 1]!;
    clock = quarterClock(elapsedMin, start, QUARTER_ENDS_MIN[completedQuarters]!);
  }
  const home = revealed(source.homePeriods, completedQuarters, false);
  const away = revealed(source.awayPeriods, completedQuarters, false);
  return { status: "live", period, clock, home, away, homeScore: sum(home), awayScore: sum(away) };
}
