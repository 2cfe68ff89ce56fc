/**
 * The signed-in user's profile, offline first: read from the Dexie copy (`db.profiles`), refreshed
 * from GET /api/users/profile/ when online; edits are applied to the copy and queued in the outbox
 * (PATCH /api/users/profile/) in one transaction, so they survive a closed page and no signal.
 * The rules themselves (the row, the optimistic copy, when a server copy may land) are in
 * ./profile-edit.ts.
 */
import { api } from "#web/api/client";
import type { User } from "#web/api/session";
import { enqueue } from "#web/offline/outbox";
import { profileEdit, storeServerProfile, type ProfileEdit } from "./profile-edit";

/** Fetches the profile and stores it in Dexie. Throws ApiError when offline or refused. */
export async function fetchProfile(): Promise<User> {
  const user = await api<User>("/users/profile/");
  await storeServerProfile(user);
  return user;
}

/** Applies the edit to the local copy and queues it for the server (one transaction). */
export async function saveProfile(user: User, edit: ProfileEdit): Promise<void> {
  const { mutation, applyOptimistic } = profileEdit(user, edit);
  await enqueue(mutation, applyOptimistic);
}
