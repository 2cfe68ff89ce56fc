/**
 * The slip of a confidence league or of one breaking ties by the total-points guess (issue 46,
 * docs/decisions/0406-confidence-and-bowl-pools.md): the ranks a fan gives the week's pending
 * picks, the guess, what still stops the submission, and what the submission adds to its body.
 * Ranks live on the pending rows (`pick.confidence`) and the guess on every unsent row of the
 * league (`tiebreakerGuess`), so a reload keeps both and the outbox carries them. Loaded only by a
 * league that plays either (./pick-writes.ts and ../components/confidence-slip.tsx import it on
 * demand): a first visit does not download it. Every `rows` here is the slip's unsent picks (a
 * queued pick is on its way with the ranks it had), so this module needs nothing of the pick road
 * the sportsbook's first visit loads.
 */
import {
  CONFIDENCE_MESSAGES,
  checkConfidence,
  checkTiebreakerGuess,
} from "#domain/leagues/pool-format";
import type { PoolWeekJson, SportsbookLeague } from "#domain/sportsbook/contract";
import { db } from "#web/offline/db";
import type { PendingPickRow } from "#web/offline/db";

/** `league_status` leagues[].pool_week (a confidence league or one using total_guess). */
export const poolWeekOf = (league: SportsbookLeague): PoolWeekJson | null =>
  league.pool_week ?? null;

export const isConfidence = (league: Pick<SportsbookLeague, "pool_format">) =>
  league.pool_format === "confidence";

/** How a league's week is ranked. */
export interface RankSetup {
  /** The highest rank (the week's N, or the bowl card's games). */
  n: number;
  /** Ranks already on submitted picks: not offered again. */
  taken: number[];
  /** A bowl pool's card, which may be submitted in parts. */
  partial: boolean;
  /** The picks still to rank: N, less the ranks already submitted on a card sent in parts. */
  toRank: number;
  /** The ranks a pending pick may take: 1..N not taken. */
  offered: number[];
}

export function rankSetup(league: SportsbookLeague): RankSetup {
  const pool = poolWeekOf(league);
  const n = pool?.confidence_n ?? league.picks_per_week;
  const taken = pool?.ranks_taken ?? [];
  const partial = league.postseason_only;
  const offered = Array.from({ length: Math.max(n, 0) }, (_, i) => i + 1).filter(
    (rank) => !taken.includes(rank),
  );
  return { n, taken, partial, toRank: partial ? n - taken.length : n, offered };
}

export const rankOf = (row: PendingPickRow): number | null => row.pick.confidence ?? null;

/**
 * The rows whose rank changes when `key` takes `rank` (null: unranked): a rank another pick holds
 * moves to the one `key` had, so two picks never share a rank.
 */
export function assignRank(
  rows: readonly PendingPickRow[],
  key: string,
  rank: number | null,
): PendingPickRow[] {
  const target = rows.find((row) => row.key === key);
  if (!target || rankOf(target) === rank) return [];
  const withRank = (row: PendingPickRow, confidence: number | null) => ({
    ...row,
    pick: { ...row.pick, confidence },
  });
  const holder =
    rank === null ? undefined : rows.find((row) => row.key !== key && rankOf(row) === rank);
  return [withRank(target, rank), ...(holder ? [withRank(holder, rankOf(target))] : [])];
}

/** Stores the ranks `assignRank` changed (the rows keep their place on the slip). */
export const storeRanks = (changed: readonly PendingPickRow[]) =>
  db.transaction("rw", db.pendingPicks, async () => {
    for (const row of changed) await db.pendingPicks.update(row.key, { pick: row.pick });
  });

/** The guess typed so far, as stored: a whole number, or null while empty or not one. */
export const guessValue = (text: string): number | null =>
  /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null;

/** Stores the guess on every unsent row of the slip (any of them may be the one submitted). */
export const setPendingGuess = (rows: readonly PendingPickRow[], guess: number | null) =>
  db.pendingPicks
    .where("key")
    .anyOf(rows.map((row) => row.key))
    .modify({ tiebreakerGuess: guess });

/** The guess on the device for these rows, else the one the server has stored. */
export function storedGuess(league: SportsbookLeague, rows: readonly PendingPickRow[]) {
  const local = rows.find((row) => typeof row.tiebreakerGuess === "number");
  return local?.tiebreakerGuess ?? poolWeekOf(league)?.tiebreaker_guess ?? null;
}

/**
 * Whether the slip asks for the guess: the week has a tiebreaker game and either no guess is
 * stored on the server yet, or it may still be changed (before the game's kickoff).
 */
export function asksGuess(league: SportsbookLeague, nowMs: number): boolean {
  const pool = poolWeekOf(league);
  if (!pool || pool.tiebreaker_game_id === null) return false;
  if (pool.tiebreaker_guess === null) return true;
  return pool.tiebreaker_kickoff !== null && Date.parse(pool.tiebreaker_kickoff) > nowMs;
}

/** What stops a submission of the slip's picks. */
export interface SlipProblems {
  /** Under each pick, by its key. */
  byKey: Map<string, string>;
  /** Of the submission as a whole (the count of picks). */
  whole: string | null;
  /** Under the guess. */
  guess: string | null;
  /** Unsent picks with a rank. */
  ranked: number;
}

/**
 * The client's checks of the slip (the server runs them again and its answer wins): every pick
 * ranked, each rank once and free (checkConfidence), and the guess when one is needed.
 * `guessText` is what the guess field holds, when it is drawn (else the stored guess is checked).
 */
export function slipProblems(
  league: SportsbookLeague,
  rows: readonly PendingPickRow[],
  nowMs: number,
  guessText?: string,
): SlipProblems {
  const byKey = new Map<string, string>();
  let whole: string | null = null;
  if (isConfidence(league)) {
    const { n, taken, partial } = rankSetup(league);
    const picks = rows.map((row) => ({ confidence: rankOf(row) ?? undefined }));
    for (const problem of checkConfidence({ n, picks, taken, partial })) {
      if (problem.index === null) whole = problem.message;
      else byKey.set(rows[problem.index]!.key, problem.message);
    }
  }
  let guess: string | null = null;
  if (asksGuess(league, nowMs)) {
    const pool = poolWeekOf(league)!;
    const text = guessText ?? String(storedGuess(league, rows) ?? "");
    // A guess the server already has may be left as it is.
    guess =
      text.trim() === "" && pool.tiebreaker_guess !== null ? null : checkTiebreakerGuess(text);
  }
  return { byKey, whole, guess, ranked: rows.filter((row) => rankOf(row) !== null).length };
}

/** The first problem of `slipProblems`, or null when the slip may be submitted. */
export function slipProblem(problems: SlipProblems): string | null {
  const [first] = problems.byKey.values();
  return problems.whole ?? first ?? problems.guess;
}

/** What a submission of these rows adds to the submit_picks body: the guess, when there is one. */
export function guessField(league: SportsbookLeague, rows: readonly PendingPickRow[]) {
  if (poolWeekOf(league)?.tiebreaker_game_id == null) return {};
  const local = rows.find((row) => typeof row.tiebreakerGuess === "number")?.tiebreakerGuess;
  return local === undefined ? {} : { tiebreaker_guess: local };
}

/** "3 of 5 ranked". */
export const rankedText = (ranked: number, toRank: number) => `${ranked} of ${toRank} ranked`;

/** Why Submit is held, in words shown beside it (the pick at fault may be scrolled away). */
export function blockedReason(problems: SlipProblems): string | null {
  const messages = [...problems.byKey.values()];
  const unranked = messages.filter((m) => m === CONFIDENCE_MESSAGES.missing).length;
  if (problems.whole) return problems.whole;
  if (unranked) return `Rank every pick to submit: ${unranked} still to rank`;
  return messages[0] ?? problems.guess;
}

/** A refused submission's outbox row: what was sent, and the server's 400 of field errors. */
export interface RefusedSubmission {
  body: unknown;
  rejectedBody?: unknown;
}

const firstMessage = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === "string" ? value[0] : null;

/**
 * The server's refusal of a submission shown where it belongs: `picks.{i}.confidence` under the
 * pick sent at `i` (found again among `rows` by game, market and words), `picks` over the list,
 * `tiebreaker_guess` under the guess.
 */
export function serverProblems(
  refused: readonly RefusedSubmission[],
  rows: readonly PendingPickRow[],
): Omit<SlipProblems, "ranked"> {
  const byKey = new Map<string, string>();
  let whole: string | null = null;
  let guess: string | null = null;
  for (const { body, rejectedBody } of refused) {
    if (!rejectedBody || typeof rejectedBody !== "object") continue;
    const fields = rejectedBody as Record<string, unknown>;
    const sent = ((body as { picks?: unknown } | null)?.picks ?? []) as Record<string, unknown>[];
    whole ??= firstMessage(fields.picks);
    guess ??= firstMessage(fields.tiebreaker_guess);
    sent.forEach((item, i) => {
      const message = firstMessage(fields[`picks.${i}.confidence`]);
      const row = rows.find(
        ({ pick }) =>
          pick.gameId === item.game_id &&
          pick.pickType === item.pick_type &&
          pick.gamePortion === item.game_portion &&
          pick.name === item.display_name,
      );
      if (message && row) byKey.set(row.key, message);
    });
  }
  return { byKey, whole, guess };
}
