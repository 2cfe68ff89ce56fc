import { useEffect, type ReactNode, type RefObject } from "react";
import { Dialog } from "#web/ui/dialog";
import { Icon } from "#web/ui/icons";
import { useKeepFocus } from "#web/ui/keep-focus";
import { isUnsent, type PendingPickRow } from "../hooks/pending-picks";
import { CHOOSER_LEAGUE } from "./chooser-bar";

/**
 * Phones: the pick slip as a bar floating above the tab bar — count and lock state, which open
 * the slip in a bottom sheet, and Submit beside them — so a fan who picked and locked on the
 * cards submits with one tap wherever they have scrolled. A pick the server rejected sends the
 * fan to the sheet, where its reason is, before anything is submitted again.
 */
export function SlipBar({
  rows,
  open,
  onOpen,
  onClose,
  title,
  submitLabel,
  onSubmit,
  locks,
  weekLock,
  ranked,
  children,
}: {
  rows: PendingPickRow[];
  /** Whether the league plays locks at all. */
  locks: boolean;
  /** The week's lock already submitted (its pick's words), if any: no other can be made. */
  weekLock: string | null;
  /**
   * The slip ranks its picks or asks the tiebreaker guess (issue 46): Submit is in the sheet,
   * beside them, held until they are complete.
   */
  ranked?: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  title: string;
  submitLabel: (unsent: number) => string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const empty = rows.length === 0;
  // Submitted (or all removed): nothing left to review.
  useEffect(() => {
    if (empty && open) onClose();
  }, [empty, open, onClose]);
  if (empty) return null;
  const unsent = rows.filter(isUnsent).length;
  const rejected = rows.filter((r) => r.rejection !== null).length;
  const lock = rows.find((r) => r.pick.isLock);
  return (
    <>
      <div className="slip-bar" data-testid="slip-bar">
        <button type="button" className="slip-bar-open" onClick={onOpen} aria-haspopup="dialog">
          <span className="slip-bar-count" aria-hidden="true">
            {rows.length}
          </span>
          <span className="slip-bar-text">
            <strong>
              <span className="sr-only">Review </span>
              {rows.length} {rows.length === 1 ? "pick" : "picks"}
              <Icon name="chevronUp" size={16} />
            </strong>
            {rejected > 0 ? (
              // The server said no: the reasons are in the sheet, and so is Submit.
              <span className="small slip-bar-rejected">
                {rejected} rejected — review {rejected === 1 ? "it" : "them"}
              </span>
            ) : (
              <span className="small">
                {[
                  lock
                    ? `Lock: ${lock.pick.name}`
                    : weekLock
                      ? `Lock set: ${weekLock}`
                      : locks && "No lock yet",
                  unsent < rows.length && `${rows.length - unsent} waiting to sync`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            )}
          </span>
        </button>
        {unsent > 0 && rejected === 0 && !ranked && (
          <button type="button" className="slip-bar-submit" onClick={onSubmit}>
            {submitLabel(unsent)}
          </button>
        )}
      </div>
      <Dialog sheet open={open} onClose={onClose} title={title}>
        {children}
      </Dialog>
    </>
  );
}

/**
 * Both sportsbook screens, on the page's root: focus that leaves with the pick slip's buttons (a
 * removed pick's Remove; Submit, on the bar or the slip, once the picks are sent) goes to the
 * slip's Submit while picks remain, else to the league chooser (phones), else into the page's
 * content — never to the page's body, where a keyboard or screen-reader user would start again.
 */
export function useSlipFocus(page: RefObject<HTMLElement | null>, picks: number) {
  useKeepFocus(
    page,
    () =>
      page.current?.querySelector<HTMLElement>(".slip-submit:not(:disabled)") ??
      document.querySelector<HTMLElement>(CHOOSER_LEAGUE),
    picks,
  );
}
