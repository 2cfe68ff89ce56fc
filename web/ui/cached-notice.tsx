import { offlineUpdatedText } from "#web/lib/format";
import { useOnline } from "#web/lib/online";
import { useCachedAt } from "#web/offline/cache-status";
import "./cached-notice.css";

const NEVER = /^$/;

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
  const online = useOnline();
  const shownAt = cachedAt ?? (!online && fetchedAt ? fetchedAt : null);
  if (shownAt === null) return null;
  return (
    <p className="cached-notice" role="status">
      {offlineUpdatedText(shownAt)}
    </p>
  );
}
