import { formatTime as time } from "#web/lib/format";
import type { OutboxRow } from "#web/offline/db";
import { useOutbox } from "#web/offline/hooks";
import { dismissMutation, retryMutation } from "#web/offline/outbox";
import { Badge } from "#web/ui/badge";
import { Button } from "#web/ui/button";
import { Dialog } from "#web/ui/dialog";

function statusOf(row: OutboxRow) {
  if (row.status === "rejected") return <Badge tone="danger">Rejected</Badge>;
  if (row.status === "sending") return <Badge tone="info">Sending</Badge>;
  return <Badge tone="warning">Waiting</Badge>;
}

/** Every change of the signed-in user not yet accepted by the server, with Retry / Dismiss. */
export function SyncPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const rows = useOutbox();
  return (
    <Dialog open={open} onClose={onClose} title="Sync">
      {rows.length === 0 ? (
        <p className="muted">Everything is synced.</p>
      ) : (
        <ul className="sync-list" aria-label="Changes waiting to sync">
          {rows.map((row) => (
            <li
              key={row.mutationId}
              className={`sync-item sync-item-${row.status}`}
              data-status={row.status}
            >
              <div className="sync-item-head">
                <strong>{row.label}</strong>
                {statusOf(row)}
              </div>
              <div className="muted sync-item-meta">
                Made at {time(row.createdAt)}
                {row.status !== "rejected" && row.attempts > 0
                  ? ` · tried ${row.attempts} ${row.attempts === 1 ? "time" : "times"}`
                  : ""}
              </div>
              {row.lastError && (
                <p
                  className={row.status === "rejected" ? "sync-item-error" : "muted"}
                  role={row.status === "rejected" ? "alert" : undefined}
                >
                  {row.lastError}
                </p>
              )}
              <div className="row">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void retryMutation(row.mutationId)}
                >
                  Retry
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void dismissMutation(row.mutationId)}
                >
                  Dismiss
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
