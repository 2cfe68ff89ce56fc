/**
 * The one way a screen loads server data: TanStack Query over the one API client
 * (docs/decisions/0602-data-loading.md).
 *
 * - `apiQuery(path, query)` builds the query options of a GET: its key is the path and query, its
 *   fetch the API client with the query's abort signal (leaving a screen aborts its requests).
 * - `useApiQuery(options)` gives loading / error / retry / data, plus `cachedAt`: when the service
 *   worker answered from its cache (no network), the time that answer was fetched, for
 *   "Offline — updated 10:42".
 * - Offline reads are the service worker's job (network-first with a cached copy, cleared on
 *   logout), so queries always run (`networkMode: "always"`) and reach it even when the browser
 *   says it is offline. Writes go through the outbox, never through here.
 * - Logout clears every query: a shared phone never shows the last user's data.
 */
import {
  QueryClient,
  queryOptions,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from "@tanstack/react-query";
import { api, apiUrl, type RequestOptions } from "#web/api/client";
import { onSignOut } from "#web/api/session";
import { useCachedAt } from "#web/offline/cache-status";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: "always",
      // A failed load shows its error and a Retry at once; the user decides to try again.
      retry: false,
      refetchOnWindowFocus: false,
      // Revisiting a screen shows what it showed a moment ago and refreshes it in the background.
      staleTime: 0,
      gcTime: 5 * 60_000,
    },
  },
});

onSignOut(() => queryClient.clear());

type Query = RequestOptions["query"];

/** Every query key starts with the API path, so `invalidateApi("/leagues/")` refreshes them all. */
export const apiKey = (path: string, query?: Query) => ["api", path, query ?? {}] as const;

/** Query options of a GET on the API (use with `useApiQuery`, `queryClient.fetchQuery`, ...). */
export function apiQuery<T>(path: string, query?: Query) {
  return queryOptions({
    queryKey: apiKey(path, query),
    queryFn: ({ signal }) => api<T>(path, { query, signal }),
  });
}

/** Marks every query under an API path prefix stale and refetches the ones on screen. */
export function invalidateApi(pathPrefix: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === "api" && String(q.queryKey[1] ?? "").startsWith(pathPrefix),
  });
}

export type ApiQueryResult<T> = UseQueryResult<T, Error> & {
  /** Fetch time (epoch ms) of the service worker's cached answer on screen, null when fresh. */
  cachedAt: number | null;
  /** Loads again (the Retry button). */
  retry: () => void;
};

/** Loads a query made by `apiQuery` (or any query whose key is `apiKey(...)`). */
export function useApiQuery<T, Selected = T>(
  options: UseQueryOptions<T, Error, Selected, ReturnType<typeof apiKey>>,
): ApiQueryResult<Selected> {
  const result = useQuery(options);
  const [, path, query] = options.queryKey;
  const cachedAt = useCachedAt(apiUrl(path, query as Query));
  return { ...result, cachedAt, retry: () => void result.refetch() } as ApiQueryResult<Selected>;
}
