/**
 * The pick slip's part in a confidence league, or one breaking ties by the total-points guess
 * (issue 46, ADR 0406): a rank picker on each pick (a native select: one thumb, a screen reader
 * names it), "3 of 5 ranked" read out as it changes, the tiebreaker guess, and Submit held until
 * the slip is complete. Loaded by ./pick-slip.tsx only for such a league.
 */
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useId, useState, type ReactNode } from "react";
import { db, type PendingPickRow } from "#web/offline/db";
import { CONFIDENCE_MESSAGES, TIEBREAKER_GUESS_MAX } from "#domain/leagues/pool-format";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import {
  asksGuess,
  assignRank,
  guessValue,
  isConfidence,
  poolWeekOf,
  rankOf,
  rankSetup,
  blockedReason,
  rankedText,
  serverProblems,
  setPendingGuess,
  slipProblem,
  slipProblems,
  storeRanks,
  storedGuess,
} from "../hooks/confidence";

/** The outbox rows that refused these picks' submissions, with the server's field errors. */
function useRefused(rows: readonly PendingPickRow[]) {
  const ids = [
    ...new Set(rows.flatMap((r) => (r.rejection && r.mutationId ? [r.mutationId] : []))),
  ];
  const key = ids.join(",");
  return (
    useLiveQuery(
      () => (ids.length ? db.outbox.where("mutationId").anyOf(ids).toArray() : []),
      // `key` names the ids: the query runs again only when they change.
      [key],
    ) ?? []
  );
}

export function ConfidenceSlip({
  league,
  rows,
  unsent: unsentRows,
  nowMs,
  item,
  submit,
}: {
  league: SportsbookLeague;
  rows: PendingPickRow[];
  /** Of `rows`, those still to be sent: the ones ranked here (a queued pick keeps its rank). */
  unsent: PendingPickRow[];
  nowMs: number;
  /** The slip's row of a pick, with this part's controls under it. */
  item: (row: PendingPickRow, controls: ReactNode) => ReactNode;
  /** The slip's Submit, held while `blocked`. */
  submit: (blocked: boolean) => ReactNode;
}) {
  const ranking = isConfidence(league);
  const setup = rankSetup(league);
  const pool = poolWeekOf(league);
  // The ranks set on this slip show at once (the database's live query answers a commit later);
  // a pick drafted again (a new updatedAt) is a new pick, with no rank.
  const [set, setSet] = useState<ReadonlyMap<string, number | null>>(new Map());
  const shown = rows.map((row) => {
    const id = `${row.key}@${row.updatedAt}`;
    return set.has(id) ? { ...row, pick: { ...row.pick, confidence: set.get(id) } } : row;
  });
  const open = new Set(unsentRows.map((row) => row.key));
  const unsent = shown.filter((row) => open.has(row.key));
  const onRank = (key: string, rank: number | null) => {
    const changed = assignRank(unsent, key, rank);
    setSet((m) => {
      const next = new Map(m);
      for (const row of changed) next.set(`${row.key}@${row.updatedAt}`, rankOf(row));
      return next;
    });
    void storeRanks(changed);
  };

  const asks = asksGuess(league, nowMs);
  const [guess, setGuess] = useState(() => String(storedGuess(league, unsentRows) ?? ""));
  const [guessTouched, setGuessTouched] = useState(false);
  const onGuess = (text: string) => {
    setGuess(text);
    void setPendingGuess(unsentRows, guessValue(text));
  };
  // A pick drafted after the guess was typed carries it too (it may be the one left to submit).
  const typed = guessValue(guess);
  const missing = unsentRows.filter((row) => (row.tiebreakerGuess ?? null) !== typed);
  useEffect(() => {
    if (asks && missing.length) void setPendingGuess(missing, typed);
  });
  const teams = pool?.tiebreaker_matchup ?? null;
  const guessId = useId();

  const problems = slipProblems(league, unsent, nowMs, asks ? guess : undefined);
  const blocked = slipProblem(problems) !== null;
  // What the server said of the last submission, until the picks are sent again.
  const refused = serverProblems(useRefused(unsentRows), unsentRows);
  const guessError = (guessTouched ? problems.guess : null) ?? refused.guess;

  const rankControl = (row: PendingPickRow) => {
    const rank = rankOf(row);
    const problem = problems.byKey.get(row.key) ?? refused.byKey.get(row.key);
    if (!open.has(row.key)) return rank !== null && <span className="rank-tag">Rank {rank}</span>;
    const holder = (r: number) => unsent.find((o) => o.key !== row.key && rankOf(o) === r);
    return (
      <>
        <select
          className="rank-select"
          aria-label={`Rank for ${row.pick.name}`}
          value={rank ?? ""}
          onChange={(e) => onRank(row.key, e.target.value === "" ? null : Number(e.target.value))}
        >
          <option value="">Rank</option>
          {setup.offered.map((r) => {
            const other = holder(r);
            return (
              <option key={r} value={r}>
                {other ? `${r} (swap with ${other.pick.name})` : r}
              </option>
            );
          })}
        </select>
        {problem && problem !== CONFIDENCE_MESSAGES.missing && (
          <span className="small field-error">{problem}</span>
        )}
      </>
    );
  };

  return (
    <>
      {ranking && (
        <p className="slip-ranked" aria-live="polite" data-testid="slip-ranked">
          {/* A bowl pool's card goes in parts: the picks on this slip, ranked among the free ranks. */}
          <strong>
            {rankedText(problems.ranked, setup.partial ? unsent.length : setup.toRank)}
          </strong>
          <span className="small muted">
            {" "}
            — your surest pick gets {Math.max(0, ...setup.offered)}
            {(problems.whole ?? refused.whole) && `. ${problems.whole ?? refused.whole}`}
          </span>
        </p>
      )}
      <ul>
        {shown.map((row) => item(row, ranking && <div className="row">{rankControl(row)}</div>))}
      </ul>
      {asks && (
        <div className="slip-guess">
          <label htmlFor={guessId}>
            Tiebreaker: total points of {teams ?? "the week's last game"}
          </label>
          <input
            id={guessId}
            className="input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={String(TIEBREAKER_GUESS_MAX).length}
            value={guess}
            aria-invalid={guessError !== null}
            aria-describedby={guessError ? `${guessId}-error` : undefined}
            onChange={(e) => onGuess(e.target.value)}
            onBlur={() => setGuessTouched(true)}
          />
          {guessError && (
            <span id={`${guessId}-error`} className="small field-error" role="alert">
              {guessError}
            </span>
          )}
        </div>
      )}
      {blocked && unsent.length > 0 && (
        <p className="small muted slip-blocked" role="status">
          {blockedReason(problems)}
        </p>
      )}
      {submit(blocked)}
    </>
  );
}
