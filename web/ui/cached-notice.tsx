import { useSyncExternalStore } from "react";
import { useCachedAt } from "../offline/cache-status";
import "./cached-notice.css";

const NEVER = /^$/;

function subscribeOnline(fn: () => void) {
  window.addEventListener("online", fn);
  window.addEventListener("offline", fn);
  return () => {
    window.removeEventListener("online", fn);
    window.removeEventListener("offline", fn);
  };
}

/** "Offline — updated 10:42" */
export const cachedText = (fetchedAt: number) =>
  `Offline — updated ${new Date(fetchedAt).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" })}`;

/**
 * Says that a screen shows saved data and when it was fetched: "Offline — updated 10:42".
 * - `path`: API path(s) the screen reads through the service worker, e.g. "/users/profile/"
 *   (a prefix) or a RegExp on "/api/..."; shown when one of them was answered from the cache.
 * - `fetchedAt`: for data a screen renders from Dexie (sportsbook): shown while offline.
 * Renders nothing when the data is fresh.
 */
export function CachedNotice({
  path,
  fetchedAt,
}: {
  path?: string | RegExp;
  fetchedAt?: number | null;
}) {
  const cachedAt = useCachedAt(path ?? NEVER);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const shownAt = cachedAt ?? (!online && fetchedAt ? fetchedAt : null);
  if (shownAt === null) return null;
  return (
    <p className="cached-notice" role="status">
      {cachedText(shownAt)}
    </p>
  );
}
