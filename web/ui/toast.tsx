/**
 * The one toast helper: top-right, 4 s (3 s for success), per spec 000 section 9.
 * `toast.success(text)`, `toast.error(text)`, `toast.info(text)`; render <Toaster/> once in the root.
 */
import { useSyncExternalStore } from "react";

type Kind = "success" | "error" | "info";
interface Toast {
  id: number;
  kind: Kind;
  text: string;
}

let items: Toast[] = [];
let nextId = 1;
const subscribers = new Set<() => void>();
const emit = () => subscribers.forEach((fn) => fn());

function push(kind: Kind, text: string) {
  const id = nextId++;
  items = [...items, { id, kind, text }];
  emit();
  setTimeout(() => dismiss(id), kind === "success" ? 3000 : 4000);
}

function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (text: string) => push("success", text),
  error: (text: string) => push("error", text),
  info: (text: string) => push("info", text),
};

export function Toaster() {
  const list = useSyncExternalStore(
    (fn) => {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    () => items,
  );
  return (
    <div className="toaster" aria-live="polite">
      {list.map((t) => (
        <div
          key={t.id}
          role={t.kind === "error" ? "alert" : "status"}
          className={`toast toast-${t.kind}`}
        >
          <span>{t.text}</span>
          <button type="button" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
