import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useState } from "react";
import { ApiError } from "#web/api/errors";
import { useAuth, type User } from "#web/api/session";
import { db, type ProfileRow } from "#web/offline/db";
import { onMutationApplied, onMutationDismissed, onMutationRejected } from "#web/offline/outbox";
import { fetchProfile } from "../api/profile";
import { PROFILE_UPDATE, storeServerProfile } from "../api/profile-edit";

/**
 * The signed-in user's profile from Dexie (live), refreshed from the server on mount. When the
 * server applies a queued edit the header's user is updated; when it rejects one, the local copy
 * is reloaded from the server (optimistic rollback).
 */
export function useProfile(): { profile: ProfileRow | undefined; offline: boolean } {
  const { user, mergeUser } = useAuth();
  const userId = user?.id ?? -1;
  const profile = useLiveQuery(() => db.profiles.get(userId), [userId]);
  const [offline, setOffline] = useState(false);

  // From the server on mount and when the network returns (the server's copy is stored unless
  // edits still wait to be sent).
  useEffect(() => {
    if (userId < 0) return;
    let alive = true;
    const refresh = () =>
      fetchProfile()
        .then(() => alive && setOffline(false))
        .catch((error: unknown) => {
          if (alive && error instanceof ApiError && error.status === 0) setOffline(true);
        });
    void refresh();
    window.addEventListener("online", refresh);
    return () => {
      alive = false;
      window.removeEventListener("online", refresh);
    };
  }, [userId]);

  useEffect(() => {
    const offApplied = onMutationApplied((_row, data) => {
      const server = data as User | null;
      if (!server || typeof server !== "object" || server.id !== userId) return;
      mergeUser({
        first_name: server.first_name,
        last_name: server.last_name,
        bio: server.bio,
        avatar: server.avatar,
      });
      void storeServerProfile(server);
    }, PROFILE_UPDATE);
    // Rejected, or dismissed in the Sync panel: show the server's copy again — unless later
    // edits are still queued, whose optimistic copy (each edit carries every field) is what the
    // server will hold next. Offline, the 'online' refresh above does it when the network returns.
    const rollback = () => {
      fetchProfile()
        .then((server) =>
          mergeUser({
            first_name: server.first_name,
            last_name: server.last_name,
            bio: server.bio,
          }),
        )
        .catch(() => undefined);
    };
    const offRejected = onMutationRejected(rollback, PROFILE_UPDATE);
    const offDismissed = onMutationDismissed(rollback, PROFILE_UPDATE);
    return () => {
      offApplied();
      offRejected();
      offDismissed();
    };
  }, [userId, mergeUser]);

  return { profile, offline };
}
