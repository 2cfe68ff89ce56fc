/**
 * The profile's offline rules, with no DOM: the outbox row of an edit, its optimistic copy in
 * Dexie, and when a server copy may replace the local one. `profile.ts` runs them against the
 * shared database; the sync property test (worker/test/sync-property.test.ts) against its own.
 */
import type { AccountUser, ProfilePatchInput } from "#domain/accounts/contract";
import { db, type PickemDB, type ProfileRow } from "#web/offline/db";
import type { NewMutation } from "#web/offline/outbox-row";

export const PROFILE_UPDATE = "profile.update";

export interface ProfileEdit {
  first_name: string;
  last_name: string;
  bio: string;
}

type ProfileOwner = Pick<AccountUser, "id" | "username" | "email">;

const hasPendingEdits = async (userId: number, d: PickemDB) =>
  (await d.outbox
    .where("userId")
    .equals(userId)
    .filter((row) => row.kind === PROFILE_UPDATE && row.status !== "rejected")
    .count()) > 0;

/** Stores the server's copy unless local edits are still on their way (they would be undone). */
export async function storeServerProfile(
  user: AccountUser,
  force = false,
  d: PickemDB = db,
): Promise<void> {
  await d.transaction("rw", [d.profiles, d.outbox], async () => {
    if (!force && (await hasPendingEdits(user.id, d))) return;
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
    await d.profiles.put(row);
  });
}

/**
 * An edit as the outbox row that sends it and the optimistic change of the local copy (run inside
 * the row's transaction). Every edit carries every field, so the last one queued is what shows.
 */
export function profileEdit(
  user: ProfileOwner,
  edit: ProfileEdit,
  d: PickemDB = db,
): { mutation: NewMutation; applyOptimistic: () => Promise<void> } {
  const body = {
    first_name: edit.first_name.trim(),
    last_name: edit.last_name.trim(),
    bio: edit.bio.trim(),
  } satisfies ProfilePatchInput;
  return {
    mutation: {
      method: "PATCH",
      path: "/users/profile/",
      body,
      kind: PROFILE_UPDATE,
      label: "Profile update",
    },
    applyOptimistic: async () => {
      const current = await d.profiles.get(user.id);
      await d.profiles.put({
        userId: user.id,
        username: current?.username ?? user.username,
        email: current?.email ?? user.email,
        ...body,
        fetchedAt: current?.fetchedAt ?? null,
        updatedAt: Date.now(),
      });
    },
  };
}
