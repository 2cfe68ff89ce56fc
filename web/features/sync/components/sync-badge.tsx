import { useEffect, useState } from "react";
import { pendingText, useOutbox } from "#web/offline/hooks";
import { onUnreportedRejection } from "#web/offline/outbox";
import { lazyDialog } from "#web/ui/lazy-dialog";
import { toast } from "#web/ui/toast";
import "../sync.css";

// The panel is how changes made offline are seen and fixed, so it must open with no network: its
// code is precached by the service worker, and fetched as soon as the badge shows (a change is
// waiting), not on every page's first visit.
const loadPanel = () => import("./sync-panel").then((m) => m.SyncPanel);
const SyncPanel = lazyDialog("Sync", loadPanel);

/**
 * Header widget: '3 changes waiting to sync' (and how many were rejected); opens the Sync panel.
 * Hidden when everything is synced.
 */
export function SyncBadge() {
  const rows = useOutbox();
  const [open, setOpen] = useState(false);
  // A refusal no screen on display has told the user about (its screen is not open).
  useEffect(
    () =>
      onUnreportedRejection((row) => toast.error(`${row.label}: ${row.lastError ?? "rejected"}`)),
    [],
  );
  const shown = rows.length > 0;
  useEffect(() => {
    if (shown) loadPanel().catch(() => undefined);
  }, [shown]);
  const pending = rows.filter((row) => row.status !== "rejected").length;
  const rejected = rows.length - pending;
  if (rows.length === 0 && !open) return null;
  const rejectedText = `${rejected} ${rejected === 1 ? "change" : "changes"} rejected`;
  const full = [pending > 0 && pendingText(pending), rejected > 0 && rejectedText]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <button
        type="button"
        className={rejected > 0 ? "sync-badge sync-badge-error" : "sync-badge"}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={full || "Sync"}
        title={full || undefined}
      >
        {pending > 0 && (
          <span className="sync-badge-pending">
            <span className="sync-badge-long">{pendingText(pending)}</span>
            {/* Phones: the short form, so the pill never covers the brand. */}
            <span className="sync-badge-short">{pending} to sync</span>
          </span>
        )}
        {rejected > 0 && (
          <span className="sync-badge-rejected">
            <span className="sync-badge-long">{rejectedText}</span>
            <span className="sync-badge-short">{rejected} rejected</span>
          </span>
        )}
      </button>
      <SyncPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
