import { useEffect, type ReactNode } from "react";
import { Dialog } from "#web/ui/dialog";
import { Icon } from "#web/ui/icons";
import { isUnsent, type PendingPickRow } from "../hooks/pending-picks";

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
