import { useEffect, useState } from "react";
import { pendingText, useOutbox } from "#web/offline/hooks";
import { onMutationRejected } from "#web/offline/outbox";
import { toast } from "#web/ui/toast";
import "../sync.css";
// The panel is how changes made offline are seen and fixed: it must open with no network.
import { SyncPanel } from "./sync-panel";

/**
 * Header widget: '3 changes waiting to sync' (and how many were rejected); opens the Sync panel.
 * Hidden when everything is synced.
 */
export function SyncBadge() {
  const rows = useOutbox();
  const [open, setOpen] = useState(false);
  useEffect(
    () => onMutationRejected((row) => toast.error(`${row.label}: ${row.lastError ?? "rejected"}`)),
    [],
  );
  const pending = rows.filter((row) => row.status !== "rejected").length;
  const rejected = rows.length - pending;
  if (rows.length === 0 && !open) return null;
  return (
    <>
      <button
        type="button"
        className={rejected > 0 ? "sync-badge sync-badge-error" : "sync-badge"}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {pending > 0 && <span className="sync-badge-pending">{pendingText(pending)}</span>}
        {rejected > 0 && (
          <span className="sync-badge-rejected">
            {rejected} {rejected === 1 ? "change" : "changes"} rejected
          </span>
        )}
      </button>
      <SyncPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
