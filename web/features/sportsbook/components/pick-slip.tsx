import { useEffect, type ReactNode } from "react";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { Dialog } from "#web/ui/dialog";
import { Icon } from "#web/ui/icons";
import { formatOdds, lockCountdown } from "#web/lib/format";
import { Button } from "#web/ui/button";
import { isQueued, isUnsent, removePending, type PendingPickRow } from "../hooks/pending-picks";
import { togglePendingLock } from "../hooks/use-pick-actions";

/**
 * The pick slip of both sportsbook screens: the selected league's pending picks with their lock
 * countdown, the lock toggle (asked first; not offered once the week has a lock), Remove, the
 * sync state or the server's rejection, and Submit.
 */
export function PickSlip({
  title,
  league,
  rows,
  weekHasLock,
  nowMs,
  submitLabel,
  onSubmit,
}: {
  title: string;
  league: SportsbookLeague;
  rows: PendingPickRow[];
  /** Whether the league's week of this game week already has a submitted lock. */
  weekHasLock: (week: number) => boolean;
  nowMs: number;
  submitLabel: (unsent: number) => string;
  onSubmit: () => void;
}) {
  if (!rows.length) return null;
  const unsent = rows.filter(isUnsent).length;
  return (
    <section className="pick-slip card" aria-label="Pending picks">
      <h3>{title}</h3>
      <ul>
        {rows.map((row) => {
          const p = row.pick;
          const queued = isQueued(row);
          const canLock = league.enable_locks && !queued && (p.isLock || !weekHasLock(row.week));
          return (
            <li key={row.key} className="pending-pick" data-testid="pending-pick">
              <div className="row row-between">
                <span>
                  <strong>{p.name}</strong>{" "}
                  <span className="muted small">{formatOdds(p.odds)}</span>
                  {p.isLock && <span className="lock-tag">LOCK</span>}
                </span>
                <span className="small muted">{lockCountdown(Date.parse(p.lockAt), nowMs)}</span>
              </div>
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
                        onChange={(e) => void togglePendingLock(rows, row, e.target.checked)}
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
        })}
      </ul>
      <Button onClick={onSubmit} disabled={!unsent}>
        {submitLabel(unsent)}
      </Button>
    </section>
  );
}

/**
 * Phones: the pick slip as a bar floating above the tab bar (count, lock, 'Review'), opening the
 * slip in a bottom sheet, so Submit is one tap away wherever the fan has scrolled.
 */
export function SlipBar({
  rows,
  open,
  onOpen,
  onClose,
  title,
  children,
}: {
  rows: PendingPickRow[];
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const empty = rows.length === 0;
  // Submitted (or all removed): nothing left to review.
  useEffect(() => {
    if (empty && open) onClose();
  }, [empty, open, onClose]);
  if (empty) return null;
  const unsent = rows.filter(isUnsent).length;
  const lock = rows.some((r) => r.pick.isLock);
  return (
    <>
      <button
        type="button"
        className="slip-bar"
        onClick={onOpen}
        aria-haspopup="dialog"
        data-testid="slip-bar"
      >
        <span className="slip-bar-count">{rows.length}</span>
        <span className="slip-bar-text">
          <strong>
            {rows.length} {rows.length === 1 ? "pick" : "picks"}
          </strong>
          <span className="small">
            {lock ? "Lock set" : "No lock yet"}
            {unsent < rows.length ? ` · ${rows.length - unsent} waiting to sync` : ""}
          </span>
        </span>
        <span className="slip-bar-action">
          Review <Icon name="chevronUp" size={18} />
        </span>
      </button>
      <Dialog sheet open={open} onClose={onClose} title={title}>
        {children}
      </Dialog>
    </>
  );
}
