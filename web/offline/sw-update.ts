/// <reference types="vite-plugin-pwa/client" />
/**
 * Service-worker registration and the update prompt's state. Registration waits until the page
 * has loaded (never delays first paint). A new version is only announced (`useUpdateAvailable`);
 * it takes over when the user chooses Reload (`applyUpdate`), never silently, so no unsent work
 * or half-filled form is lost by a surprise reload.
 */
import { useSyncExternalStore } from "react";

let needRefresh = false;
let update: ((reload?: boolean) => Promise<void>) | null = null;
const subscribers = new Set<() => void>();

/** Registers web/sw.ts (production builds only) once the page has loaded. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = async () => {
    const { registerSW } = await import("virtual:pwa-register");
    update = registerSW({
      immediate: true,
      onNeedRefresh() {
        needRefresh = true;
        for (const fn of subscribers) fn();
      },
      onRegisteredSW(_url, registration) {
        // Look for a new version hourly while the app stays open (stadium sessions are long).
        if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
      },
    });
  };
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
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
 * Activates the waiting version and reloads the page once it controls the page (the user asked
 * for it). The reload is ours: vite-plugin-pwa only reloads when the page was already controlled
 * at registration, not after a first visit the new worker claimed.
 */
export async function applyUpdate(): Promise<void> {
  if (!update) {
    location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
    once: true,
  });
  await update(true);
}
