/**
 * The live leaderboard's pure logic (issue 48): a chip's state, a split's sentence, the games a
 * what-if can decide, and the week's ranks recomputed on the phone with the server's own rule
 * (domain/standings/live-week.ts) from the picks already in the live answer. Nothing is sent.
 */
import { gradeGamePick, type GradeResult } from "#domain/grading/grade-pick";
import type { PickSplit } from "#domain/picks/splits";
import type { GamePortion, PickType } from "#domain/picks/vocabulary";
import type { LiveChip, LiveGame, LiveResponse, LiveRow } from "#domain/standings/contract";
import { liveWeekRows, type LiveWeekLeague, type LiveWeekPick } from "#domain/standings/live-week";
import type { SurvivorPickType, SurvivorPushRule } from "#domain/leagues/enums";
import { rankSurvivorRows } from "#domain/survivor/live-week";
import { costsLife, survivorResult, type SurvivorResult } from "#domain/survivor/rules";

export type ChipState = "won" | "lost" | "push" | "void" | "live" | "upcoming";

const GRADED: Record<string, ChipState> = { win: "won", loss: "lost", push: "push", void: "void" };
const isDone = (g: LiveGame | undefined) => g?.status === "final" || g?.status === "void";

/** Green/red once graded, pulsing while its game is live, plain before kickoff. */
export function chipState(chip: LiveChip, game: LiveGame | undefined): ChipState {
  if (chip.result && GRADED[chip.result]) return GRADED[chip.result]!;
  if (game?.status === "live" || (isDone(game) && !chip.result)) return "live";
  return "upcoming";
}

/** A chip's words: "UGA −6.5", "UGA ML", "Over 52.5", a prop (the screen adds the lock). */
export function chipText(chip: LiveChip, game: LiveGame | undefined): string {
  const team =
    chip.side === "home"
      ? game?.home_team_short
      : chip.side === "away"
        ? game?.away_team_short
        : null;
  const line = chip.line === null ? "" : ` ${signed(chip.line)}`;
  if (chip.pick_type === "over_under")
    return `${chip.side === "under" ? "Under" : "Over"}${chip.line === null ? "" : ` ${chip.line}`}`;
  if (chip.pick_type === "moneyline") return chip.side === "draw" ? "Draw" : `${team ?? "?"} ML`;
  if (chip.pick_type === "spread" || chip.pick_type === "survivor") return `${team ?? "?"}${line}`;
  return "Prop";
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "PK");

/**
 * "72 % took UGA −6.5": the side most of the league took of a started game's market, with the
 * line of a visible pick on that side (none when no chip shows one).
 */
export function splitText(split: PickSplit, game: LiveGame, chips: readonly LiveChip[]): string {
  const sides = Object.entries(split.sides) as [keyof PickSplit["sides"], number][];
  const total = sides.reduce((n, [, c]) => n + c, 0);
  const [side, count] = sides.reduce((a, b) => (b[1] > a[1] ? b : a));
  const chip = chips.find(
    (c) =>
      c.game_id === split.game_id &&
      c.pick_type === split.pick_type &&
      c.game_portion === split.game_portion &&
      c.side === side,
  );
  const words = chipText(
    chip ?? {
      game_id: split.game_id,
      pick_type: split.pick_type,
      game_portion: split.game_portion,
      side,
      line: null,
      is_lock: false,
      odds_at_pick: null,
      result: null,
    },
    game,
  );
  const portion =
    split.game_portion === "full_game" ? "" : ` (${portionShort(split.game_portion)})`;
  return `${Math.round((count / total) * 100)} % took ${words}${portion}`;
}

const portionShort = (p: string) =>
  p.replace("first_", "1st ").replace("second_", "2nd ").replace("_", " ");

/** An outcome the fan taps for a remaining game. */
export type WhatIfOutcome = "home" | "away" | "as_it_stands";

/** The games a what-if can decide: not final, with a pick on the viewer's screen not decided. */
export function remainingGames(answer: LiveResponse): LiveGame[] {
  const open = new Set<number>();
  for (const r of answer.rows) for (const c of r.picks) if (c.result === null) open.add(c.game_id);
  return answer.games.filter((g) => !isDone(g) && open.has(g.game_id));
}

/** The result a chip gets if its game ends the way the fan tapped (null: still open). */
export function whatIfResult(
  chip: LiveChip,
  game: LiveGame,
  outcome: WhatIfOutcome,
  survivorPickType: SurvivorPickType = "straight_up",
): GradeResult | null {
  if (chip.pick_type === "survivor") return survivorOutcome(chip, game, outcome, survivorPickType);
  const market = chip.pick_type === "spread" || chip.pick_type === "moneyline";
  if (outcome !== "as_it_stands") {
    // A side wins the game: its spread and moneyline picks win, the other side's lose; a total
    // or a prop stays open.
    if (!market) return null;
    return chip.side === outcome ? "win" : "loss";
  }
  if (game.home_score === null || game.away_score === null) return null;
  if (chip.game_portion !== "full_game" || !(market || chip.pick_type === "over_under"))
    return null;
  const none = { q1: null, q2: null, q3: null, q4: null, ot: null };
  return gradeGamePick(
    {
      pickType: chip.pick_type as PickType,
      portion: chip.game_portion as GamePortion,
      side: chip.side === "over" || chip.side === "under" ? null : chip.side,
      overUnder: chip.side === "over" || chip.side === "under" ? chip.side : null,
      spreadAtPick: chip.line,
      totalAtPick: chip.line,
    },
    {
      status: "final",
      home: none,
      away: none,
      homeScore: game.home_score,
      awayScore: game.away_score,
    },
  );
}

const picksOf = (
  answer: LiveResponse,
  outcomes: ReadonlyMap<number, WhatIfOutcome>,
): LiveWeekPick[] => {
  const games = new Map(answer.games.map((g) => [g.game_id, g]));
  return answer.rows.flatMap((r) =>
    r.picks.map((c) => {
      const game = games.get(c.game_id);
      const outcome = outcomes.get(c.game_id);
      const asGraded = (c.result as GradeResult | null) ?? null;
      return {
        user_id: r.user_id,
        result: asGraded ?? (game && outcome ? whatIfResult(c, game, outcome) : null),
        is_lock: c.is_lock,
        confidence: answer.pool_format === "confidence" ? (c.confidence ?? null) : null,
        odds_at_pick: c.odds_at_pick,
      };
    }),
  );
};

/**
 * The week's rows if the tapped games end so, in their new order (the real rows with no tap).
 * Picks of other members on games not kicked off are not on the phone: what they can still
 * score is carried over from the server's points still possible.
 */
export function whatIfRows(
  answer: LiveResponse,
  league: LiveWeekLeague,
  outcomes: ReadonlyMap<number, WhatIfOutcome>,
): LiveRow[] {
  if (outcomes.size === 0 || answer.pool_format === "survivor") return answer.rows;
  const members = answer.rows.map((r) => ({ user_id: r.user_id, username: r.username }));
  const run = (o: ReadonlyMap<number, WhatIfOutcome>) =>
    liveWeekRows({ league, week: answer.week, members, picks: picksOf(answer, o) });
  const hidden = new Map(
    run(new Map()).map((b) => {
      const real = answer.rows.find((r) => r.user_id === b.user_id)!;
      return [b.user_id, real.points_possible - b.points_possible];
    }),
  );
  const rows = run(outcomes);
  const leader = rows[0]?.points ?? 0;
  const byId = new Map(answer.rows.map((r) => [r.user_id, r]));
  return rows.map((w) => {
    const possible = w.points_possible + (hidden.get(w.user_id) ?? 0);
    return {
      ...byId.get(w.user_id)!,
      points: w.points,
      points_possible: possible,
      rank: w.rank,
      can_still_win: possible >= leader,
    };
  });
}

/** What a survivor league's what-if needs from the league: how picks are graded. */
export interface SurvivorWhatIfRules {
  pickType: SurvivorPickType;
  push: SurvivorPushRule;
}

/**
 * A survivor week if the tapped games end so: each member whose team plays a tapped game (not
 * final yet, so the row's lives are still the week's start) survives it or loses a life, and is
 * out on the last one; the rows re-rank with the server's order (rankSurvivorRows). The all-out
 * rule is left to grading, as on the server's live rows.
 */
export function survivorWhatIfRows(
  answer: LiveResponse,
  rules: SurvivorWhatIfRules,
  outcomes: ReadonlyMap<number, WhatIfOutcome>,
): LiveRow[] {
  if (outcomes.size === 0) return answer.rows;
  const games = new Map(answer.games.map((g) => [g.game_id, g]));
  const rows = answer.rows.map((row) => {
    const chip = row.picks.find((c) => c.pick_type === "survivor");
    const game = chip && games.get(chip.game_id);
    const outcome = chip && outcomes.get(chip.game_id);
    if (!chip || !game || !outcome || chip.result !== null || isDone(game)) return { ...row };
    const result = survivorOutcome(chip, game, outcome, rules.pickType);
    if (result === null) return { ...row };
    const lives = (row.lives_left ?? 1) - (costsLife(result, rules.push) ? 1 : 0);
    const out = lives <= 0;
    return {
      ...row,
      survivor_status: out ? ("out" as const) : ("alive" as const),
      lives_left: Math.max(lives, 0),
      points_possible: row.points + (out ? 0 : 1),
      can_still_win: !out,
    };
  });
  return rankSurvivorRows(
    rows.map((r) => ({
      ...r,
      status: r.survivor_status ?? "alive",
      lives_left: r.lives_left ?? 0,
    })),
  ).map(({ status: _status, ...row }) => row);
}

/** A survivor pick's result if its game ends as tapped (null: not decidable yet). */
function survivorOutcome(
  chip: LiveChip,
  game: LiveGame,
  outcome: WhatIfOutcome,
  pickType: SurvivorPickType,
): SurvivorResult | null {
  if (outcome !== "as_it_stands") return chip.side === outcome ? "win" : "loss";
  if (game.home_score === null || game.away_score === null) return null;
  const home = chip.side === "home";
  return survivorResult({
    pickType,
    status: "final",
    teamScore: home ? game.home_score : game.away_score,
    otherScore: home ? game.away_score : game.home_score,
    spreadAtPick: chip.line,
  });
}
