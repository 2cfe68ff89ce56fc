/**
 * Media queries as React state, one subscription per query. The breakpoint where the phone
 * layout (bottom tab bar, sheets, floating pick slip) gives way to the desktop one is PHONE_QUERY;
 * the CSS uses the same 859 px.
 */
import { useSyncExternalStore } from "react";

export const PHONE_QUERY = "(max-width: 859px)";

interface QueryStore {
  subscribe: (onChange: () => void) => () => void;
  matches: () => boolean;
}
const stores = new Map<string, QueryStore>();

/** One MediaQueryList and one stable subscription per query (renders never re-subscribe). */
function storeOf(query: string): QueryStore {
  let store = stores.get(query);
  if (!store) {
    const list = window.matchMedia(query);
    store = {
      subscribe: (onChange) => {
        list.addEventListener("change", onChange);
        return () => list.removeEventListener("change", onChange);
      },
      matches: () => list.matches,
    };
    stores.set(query, store);
  }
  return store;
}

/** Whether `query` matches now (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  const store = typeof window === "undefined" ? null : storeOf(query);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.matches ?? never, never);
}

const noSubscription = () => () => {};
const never = () => false;

/** Phone layout (up to 859 px wide). */
export const usePhone = () => useMediaQuery(PHONE_QUERY);
