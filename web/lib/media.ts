/**
 * Media queries as React state, one subscription per query. The breakpoint where the phone
 * layout (bottom tab bar, sheets, floating pick slip) gives way to the desktop one is PHONE_QUERY;
 * the CSS uses the same 859 px.
 */
import { useSyncExternalStore } from "react";

export const PHONE_QUERY = "(max-width: 859px)";

/** Whether `query` matches now (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (fn) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", fn);
      return () => list.removeEventListener("change", fn);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phone layout (up to 859 px wide). */
export const usePhone = () => useMediaQuery(PHONE_QUERY);
