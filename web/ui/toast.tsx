/**
 * The one feedback mechanism of the app: toasts, top-right, 4 s (3 s for success) as spec 000
 * section 9 says. The sportsbook's spec messages that "stay 5 s" pass `{ ms: 5000 }`.
 * `toast.success(text)`, `toast.error(text)`, `toast.warning(text)`, `toast.info(text)`; an
 * `action` ({ label: "Undo", run }) adds a button that runs once and closes the toast; render
 * <Toaster/> once in the root. Never `window.alert`.
 * The toaster is a manual popover shown again with each toast, so it sits in the top layer above
 * an open dialog or sheet (the notifications dropdown's 'All notifications cleared').
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from "react";

export type ToastKind = "success" | "error" | "warning" | "info";
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
}
export interface ToastAction {
  label: string;
  run: () => void;
}
export interface ToastOptions {
  /** How long it stays; default 3 s for success, 4 s otherwise. */
  ms?: number;
  action?: ToastAction;
}

let items: Toast[] = [];
let nextId = 1;
const subscribers = new Set<() => void>();
const emit = () => subscribers.forEach((fn) => fn());

function push(kind: ToastKind, text: string, options: ToastOptions = {}) {
  const id = nextId++;
  // The same message again (three taps past the weekly cap) is one toast, not a stack of copies:
  // the shown one gives way to the new one, drawn afresh (announced again) for its full time.
  items = [
    ...items.filter((t) => t.kind !== kind || t.text !== text),
    { id, kind, text, action: options.action },
  ];
  emit();
  setTimeout(() => dismiss(id), options.ms ?? (kind === "success" ? 3000 : 4000));
}

function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (text: string, options?: ToastOptions) => push("success", text, options),
  error: (text: string, options?: ToastOptions) => push("error", text, options),
  warning: (text: string, options?: ToastOptions) => push("warning", text, options),
  info: (text: string, options?: ToastOptions) => push("info", text, options),
};

/** The toasts on screen, oldest first. */
export const shownToasts = (): readonly Toast[] => items;

export function Toaster() {
  const list = useSyncExternalStore((fn) => {
    subscribers.add(fn);
    return () => subscribers.delete(fn);
  }, shownToasts);
  const ref = useRef<HTMLDivElement>(null);
  const newest = list.at(-1)?.id ?? 0;
  useLayoutEffect(() => {
    const toaster = ref.current;
    if (!toaster?.showPopover) return;
    // Hidden and shown again: the top layer's newest entry, above a dialog opened since.
    if (toaster.matches(":popover-open")) toaster.hidePopover();
    if (newest) toaster.showPopover();
  }, [newest]);
  return (
    <div ref={ref} className="toaster" popover="manual" aria-live="polite">
      {list.map((t) => (
        <div
          key={t.id}
          role={t.kind === "error" || t.kind === "warning" ? "alert" : "status"}
          className={`toast toast-${t.kind}`}
        >
          <span>{t.text}</span>
          {t.action && (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                dismiss(t.id);
                t.action!.run();
              }}
            >
              {t.action.label}
            </button>
          )}
          <button type="button" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
