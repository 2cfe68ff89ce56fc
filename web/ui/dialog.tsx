import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from "react";
import { Button } from "./button";

interface DialogProps {
  open: boolean;
  /** Called on the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** On phones, a bottom sheet (docked to the bottom edge, in thumb reach); a dialog elsewhere. */
  sheet?: boolean;
  /** A class for the <dialog>, for a screen's own layout of it (e.g. a panel under its button). */
  className?: string;
}

/** A modal on the native <dialog> (focus trap, Escape, backdrop): `<Dialog open={o} onClose={close} title="Privacy" footer={…}>…</Dialog>`. */
export function Dialog({ open, onClose, title, children, footer, sheet, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog${sheet ? " dialog-sheet" : ""}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <div className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </div>
          <div className="dialog-body">{children}</div>
          {footer && <div className="dialog-footer">{footer}</div>}
        </>
      )}
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Red confirm button for destructive actions (leave, remove, clear all). */
  danger?: boolean;
  /** Disables both buttons and shows a spinner while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Yes/no question: `<ConfirmDialog open title="Leave League" message="…" confirmText="Leave" danger onConfirm onCancel />`. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText = "Confirm",
  cancelText = "Cancel",
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={onConfirm} busy={busy}>
            {confirmText}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
}

let pending: (ConfirmOptions & { resolve: (ok: boolean) => void }) | null = null;
const confirmListeners = new Set<() => void>();
const settle = (ok: boolean) => {
  const request = pending;
  pending = null;
  confirmListeners.forEach((fn) => fn());
  request?.resolve(ok);
};

/**
 * Asks a yes/no question in the app's dialog (never the browser's `confirm`): resolves true when
 * the user confirms, false on Cancel, Escape or a click outside. Render <ConfirmHost/> once.
 */
export function askConfirm(options: ConfirmOptions): Promise<boolean> {
  if (pending) settle(false);
  return new Promise((resolve) => {
    pending = { ...options, resolve };
    confirmListeners.forEach((fn) => fn());
  });
}

/** Shows the question of `askConfirm` (mounted once, in the root route). */
export function ConfirmHost() {
  const request = useSyncExternalStore(
    (fn) => {
      confirmListeners.add(fn);
      return () => confirmListeners.delete(fn);
    },
    () => pending,
  );
  return (
    <ConfirmDialog
      title=""
      message=""
      {...request}
      open={request !== null}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
}
