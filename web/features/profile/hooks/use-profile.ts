import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useState } from "react";
import { ApiError } from "../../../api/errors";
import { useAuth, type User } from "../../../api/session";
import { db, type ProfileRow } from "../../../offline/db";
import { onMutationApplied, onMutationRejected } from "../../../offline/outbox";
import { fetchProfile, PROFILE_UPDATE, storeServerProfile } from "../api/profile";

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

  useEffect(() => {
    if (userId < 0) return;
    let alive = true;
    fetchProfile()
      .then(() => alive && setOffline(false))
      .catch((error: unknown) => {
        if (alive && error instanceof ApiError && error.status === 0) setOffline(true);
      });
    return () => {
      alive = false;
    };
  }, [userId]);

  useEffect(() => {
    const offApplied = onMutationApplied((_row, data) => {
      const server = data as User | null;
      if (!server || typeof server !== "object" || server.id !== userId) return;
      mergeUser({ first_name: server.first_name, last_name: server.last_name, bio: server.bio });
      void storeServerProfile(server);
    }, PROFILE_UPDATE);
    // Rejected: show the server's copy again — unless later edits are still queued, whose
    // optimistic copy (each edit carries every field) is what the server will hold next.
    const offRejected = onMutationRejected(() => {
      fetchProfile()
        .then((server) =>
          mergeUser({
            first_name: server.first_name,
            last_name: server.last_name,
            bio: server.bio,
          }),
        )
        .catch(() => undefined);
    }, PROFILE_UPDATE);
    return () => {
      offApplied();
      offRejected();
    };
  }, [userId, mergeUser]);

  return { profile, offline };
}
