import type { ReactNode } from "react";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { lazyPart } from "#web/ui/lazy-dialog";
import { LockCountdown } from "#web/ui/countdown";
import { calendarFor } from "#domain/season/calendars";
import { formatPrice } from "#web/lib/format";
import { Button } from "#web/ui/button";
import {
  canLockPending,
  isQueued,
  isUnsent,
  removePending,
  type PendingPickRow,
} from "../hooks/pending-picks";
import { playsPool } from "../hooks/pick-writes";

// A confidence league's ranks and the total-points guess: loaded only for a league that plays them.
const ConfidenceSlip = lazyPart(() => import("./confidence-slip").then((m) => m.ConfidenceSlip));

/**
 * The pick slip of both sportsbook screens: the selected league's pending picks with their lock
 * countdown, the lock toggle (asked first; not offered once the week has a lock), Remove, the
 * sync state or the server's rejection, and Submit. In a confidence league (no locks) each pick is
 * ranked and a league using the total-points guess asks it (./confidence-slip.tsx).
 */
export function PickSlip({
  title,
  league,
  rows,
  weekHasLock,
  weekLock,
  submitLabel,
  onSubmit,
  onLock,
  nowMs,
}: {
  title: string;
  league: SportsbookLeague;
  rows: PendingPickRow[];
  /** Whether the league's week of this game week already has a submitted lock. */
  weekHasLock: (week: number) => boolean;
  /** The week's lock already submitted (its pick's words), if any: why no Lock toggle shows. */
  weekLock: string | null;
  submitLabel: (unsent: number) => string;
  onSubmit: () => void;
  /** Makes a pick the lock (asked first) or takes it off: the same action as the cards'. */
  onLock: (key: string, on: boolean) => void;
  /** Server time: a pick whose game no longer takes picks is not offered as the lock. */
  nowMs: number;
}) {
  if (!rows.length) return null;
  const unsentRows = rows.filter(isUnsent);
  const unsent = unsentRows.length;
  const cal = calendarFor(league.sport_key);
  // A confidence league has no lock: each pick's rank says how sure the fan is.
  const ranked = league.pool_format === "confidence";
  const item = (row: PendingPickRow, controls: ReactNode) => {
    const p = row.pick;
    const queued = isQueued(row);
    const canLock = !ranked && canLockPending(league, row, rows, weekHasLock, nowMs);
    return (
      <li key={row.key} className="pending-pick" data-testid="pending-pick">
        <div className="row row-between">
          <span>
            <strong>{p.name}</strong>{" "}
            <span className="muted small">{formatPrice(p.odds, cal)}</span>
            {p.isLock && <span className="lock-tag">Lock</span>}
          </span>
          <LockCountdown at={Date.parse(p.lockAt)} className="small muted" />
        </div>
        {controls}
        {queued && <div className="small status-warn">Waiting to sync</div>}
        {row.rejection && (
          <div className="small field-error" role="alert" data-testid="pick-rejection">
            Rejected: {row.rejection}
          </div>
        )}
        {!queued && (
          <div className="row">
            {canLock && (
              <label className="lock-toggle">
                <input
                  type="checkbox"
                  checked={p.isLock}
                  onChange={(e) => onLock(row.key, e.target.checked)}
                />
                Lock
              </label>
            )}
            <button
              type="button"
              className="btn btn-link btn-sm slip-remove"
              onClick={() => void removePending(row.key)}
            >
              Remove
            </button>
          </div>
        )}
      </li>
    );
  };
  const submit = (blocked: boolean) => (
    <Button className="slip-submit" onClick={onSubmit} disabled={!unsent || blocked}>
      {submitLabel(unsent)}
    </Button>
  );
  return (
    <section className="pick-slip card" aria-label="Pending picks">
      <h3>{title}</h3>
      {weekLock && (
        <p className="small muted">This week&apos;s lock is set: {weekLock}. One lock a week.</p>
      )}
      {playsPool(league) ? (
        <ConfidenceSlip
          league={league}
          rows={rows}
          unsent={unsentRows}
          nowMs={nowMs}
          item={item}
          submit={submit}
        />
      ) : (
        <>
          <ul>{rows.map((row) => item(row, null))}</ul>
          {submit(false)}
        </>
      )}
    </section>
  );
}
