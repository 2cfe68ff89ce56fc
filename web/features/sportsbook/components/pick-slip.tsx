import type { SportsbookLeague } from "#domain/sportsbook/contract";
import type { PendingPickRow } from "#web/offline/db";
import { Button } from "#web/ui/button";
import { pendingOf } from "../hooks/use-sportsbook-data";
import { formatOdds, lockCountdown } from "#web/lib/format";

/** The pending list of the selected league: lock toggle (with confirm), remove, submit. */
export function PickSlip({
  league,
  rows,
  weekHasLock,
  nowMs,
  onRemove,
  onLock,
  onSubmit,
}: {
  league: SportsbookLeague;
  rows: PendingPickRow[];
  weekHasLock: boolean;
  nowMs: number;
  onRemove: (key: string) => void;
  onLock: (key: string, on: boolean) => void;
  onSubmit: () => void;
}) {
  if (!rows.length) return null;
  const unsent = rows.filter((r) => {
    const p = pendingOf(r);
    return !p.batchId || p.rejection;
  });
  return (
    <section className="pick-slip card" aria-label="Pending picks">
      <h3>Pending picks — {league.name}</h3>
      <ul>
        {rows.map((row) => {
          const p = pendingOf(row);
          const queued = Boolean(p.batchId) && !p.rejection;
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
              {p.rejection && (
                <div className="small field-error" role="alert" data-testid="pick-rejection">
                  Rejected: {p.rejection}
                </div>
              )}
              <div className="row">
                {league.enable_locks && !weekHasLock && !queued && (
                  <label className="small row">
                    <input
                      type="checkbox"
                      checked={p.isLock}
                      onChange={(e) => {
                        const on = e.target.checked;
                        if (
                          on &&
                          !window.confirm(
                            `Make "${p.name}" your lock pick? A lock is worth 2 points and cannot be changed once submitted.`,
                          )
                        )
                          return;
                        onLock(row.key, on);
                      }}
                    />
                    Lock
                  </label>
                )}
                {!queued && (
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    onClick={() => onRemove(row.key)}
                  >
                    Remove
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Button onClick={onSubmit} disabled={!unsent.length}>
        Submit {unsent.length} {unsent.length === 1 ? "pick" : "picks"}
      </Button>
    </section>
  );
}
