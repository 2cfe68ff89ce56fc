/**
 * Service-worker registration and the update prompt's state. Registration waits until the page
 * has loaded (never delays first paint). A new version is only announced (`useUpdateAvailable`);
 * it takes over when the user chooses Reload (`applyUpdate`), never silently, so no unsent work
 * or half-filled form is lost by a surprise reload.
 *
 * Written on the browser's own API rather than workbox-window (2.8 KB gzipped on every page, for
 * the three events used here): a version is "new" when it finished installing while an older one
 * controls the page — found now (it waited since an earlier visit) or later (`updatefound`, in
 * this tab or another one).
 */
import { useSyncExternalStore } from "react";

let needRefresh = false;
let registration: ServiceWorkerRegistration | undefined;
const subscribers = new Set<() => void>();

const announce = () => {
  if (!navigator.serviceWorker.controller || needRefresh) return;
  needRefresh = true;
  for (const fn of subscribers) fn();
};

/** Registers web/sw.ts (production builds only) once the page has loaded. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = async () => {
    const reg = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    registration = reg;
    if (reg.waiting) announce();
    reg.addEventListener("updatefound", () => {
      const worker = reg.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed") announce();
      });
    });
    // Look for a new version hourly while the app stays open (stadium sessions are long).
    setInterval(() => void reg.update(), 60 * 60 * 1000);
  };
  const start = () => void register().catch((error: unknown) => console.error(error));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (fn) => {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    () => needRefresh,
  );
}

/**
 * Activates the waiting version (web/sw.ts skips waiting on this message) and reloads the page
 * once it controls the page (the user asked for it).
 */
export async function applyUpdate(): Promise<void> {
  const waiting = registration?.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: "SKIP_WAITING" });
}
