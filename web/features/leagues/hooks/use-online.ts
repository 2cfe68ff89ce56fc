import { useSyncExternalStore } from "react";

/** Whether the browser believes it is online (league writes need the network). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener("online", notify);
      window.addEventListener("offline", notify);
      return () => {
        window.removeEventListener("online", notify);
        window.removeEventListener("offline", notify);
      };
    },
    () => navigator.onLine,
  );
}

export const OFFLINE_WRITE_TEXT =
  "You're offline. Joining, leaving and creating leagues need a connection.";
