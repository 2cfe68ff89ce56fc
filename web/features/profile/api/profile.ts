/**
 * The signed-in user's profile, offline first: read from the Dexie copy (`db.profiles`), refreshed
 * from GET /api/users/profile/ when online; edits are applied to the copy and queued in the outbox
 * (PATCH /api/users/profile/) in one transaction, so they survive a closed page and no signal.
 */
import { api } from "#web/api/client";
import type { User } from "#web/api/session";
import { db, type ProfileRow } from "#web/offline/db";
import { enqueue } from "#web/offline/outbox";

export const PROFILE_UPDATE = "profile.update";

export interface ProfileEdit {
  first_name: string;
  last_name: string;
  bio: string;
}

const hasPendingEdits = async (userId: number) =>
  (await db.outbox
    .where("userId")
    .equals(userId)
    .filter((row) => row.kind === PROFILE_UPDATE && row.status !== "rejected")
    .count()) > 0;

/** Stores the server's copy unless local edits are still on their way (they would be undone). */
export async function storeServerProfile(user: User, force = false): Promise<void> {
  await db.transaction("rw", [db.profiles, db.outbox], async () => {
    if (!force && (await hasPendingEdits(user.id))) return;
    const row: ProfileRow = {
      userId: user.id,
      username: user.username,
      email: user.email,
      first_name: user.first_name ?? "",
      last_name: user.last_name ?? "",
      bio: user.bio ?? "",
      fetchedAt: Date.now(),
      updatedAt: Date.now(),
    };
    await db.profiles.put(row);
  });
}

/** Fetches the profile and stores it in Dexie. Throws ApiError when offline or refused. */
export async function fetchProfile(): Promise<User> {
  const user = await api<User>("/users/profile/");
  await storeServerProfile(user);
  return user;
}

/** Applies the edit to the local copy and queues it for the server (one transaction). */
export async function saveProfile(user: User, edit: ProfileEdit): Promise<void> {
  const body = {
    first_name: edit.first_name.trim(),
    last_name: edit.last_name.trim(),
    bio: edit.bio.trim(),
  };
  await enqueue(
    {
      method: "PATCH",
      path: "/users/profile/",
      body,
      kind: PROFILE_UPDATE,
      label: "Profile update",
    },
    async () => {
      const current = await db.profiles.get(user.id);
      await db.profiles.put({
        userId: user.id,
        username: current?.username ?? user.username,
        email: current?.email ?? user.email,
        ...body,
        fetchedAt: current?.fetchedAt ?? null,
        updatedAt: Date.now(),
      });
    },
  );
}
