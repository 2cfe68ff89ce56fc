/**
 * The profile page and its outbox rows. `useSocialRows` gives the signed-in user's queued profile
 * writes (live: a row shows the moment it is saved and goes when the server answers);
 * `useFriendSync` hears friend actions and photo changes land or be refused while a profile is on
 * screen: it lays the server's answer into the profiles on the device, says what happened, reloads,
 * and announces FRIENDSHIP_STATUS_CHANGED after each friend action that landed.
 */
import { useEffect } from "react";
import type { AccountUser } from "#domain/accounts/contract";
import { SOCIAL_TEXTS } from "#domain/social/texts";
import type { FriendshipResult, Profile } from "#domain/social/contract";
import { FRIENDSHIP_STATUS_CHANGED } from "#web/api/friend-requests";
import { useAuth } from "#web/api/session";
import type { OutboxRow } from "#web/offline/db";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { useQueuedRows } from "#web/offline/queued-rows";
import { invalidateApi, updateApiData } from "#web/lib/query";
import { toast } from "#web/ui/toast";
import { isAvatarRow, isSocialKind, SOCIAL_KINDS } from "../social-rows";

/** The signed-in user's queued profile writes (friends, privacy, board, sharing, photo), in send order. */
const isProfileRow = (row: OutboxRow) => isSocialKind(row.kind) || isAvatarRow(row);

export function useSocialRows(): OutboxRow[] {
  return useQueuedRows(useAuth().user?.id ?? null, isProfileRow);
}

export const PROFILES = "/users/profile/";
/** The friends lists (the dashboard card). */
export const FRIENDS = "/users/friends/";

/** Whether an answer on the device under /users/profile/ is a profile (not a board's list). */
export const isProfile = (data: unknown): data is Profile =>
  typeof data === "object" && data !== null && "friendship_status" in data;

const RESPOND = /\/users\/friends\/respond\/\d+\/$/;

function friendApplied(row: OutboxRow, data: unknown) {
  const result = data as FriendshipResult | null;
  if (result && typeof result === "object" && typeof result.user_id === "number") {
    updateApiData<unknown>(PROFILES, (p) =>
      isProfile(p) && p.id === result.user_id
        ? {
            ...p,
            friendship_status: result.friendship_status,
            friend_request_id: result.friend_request_id,
          }
        : p,
    );
    if (RESPOND.test(row.path))
      toast.success(
        result.friendship_status === "friends" ? SOCIAL_TEXTS.accepted : SOCIAL_TEXTS.declined,
      );
    // Requests that crossed end as one friendship: the button said 'Request Sent'.
    else if (row.method === "POST" && result.friendship_status === "friends")
      toast.success(SOCIAL_TEXTS.nowFriends);
  }
  // Every profile on screen (this one hears it too) reloads its friends and buttons.
  window.dispatchEvent(new CustomEvent(FRIENDSHIP_STATUS_CHANGED, { detail: result }));
}

function friendRejected(row: OutboxRow) {
  const reason = row.lastError?.trim();
  if (RESPOND.test(row.path))
    toast.error(
      row.rejectedStatus === 404
        ? SOCIAL_TEXTS.noLongerAvailable
        : // 'Friend request was already accepted' (already_processed) in the server's words.
          row.rejectedStatus === 400 && reason
          ? reason
          : SOCIAL_TEXTS.respondFailed,
    );
  else toast.error(reason || "Friend request failed");
  invalidateApi(PROFILES);
  invalidateApi(FRIENDS);
  return true;
}

/** Friend actions and the owner's photo landing or refused, while a profile is on screen. */
export function useFriendSync(): void {
  const { mergeUser } = useAuth();
  useEffect(() => {
    const reload = () => {
      invalidateApi(PROFILES);
      invalidateApi(FRIENDS);
    };
    const photoApplied = (row: OutboxRow, data: unknown) => {
      if (!isAvatarRow(row)) return;
      const user = data as AccountUser | null;
      if (user && typeof user === "object" && "avatar" in user) {
        mergeUser({ avatar: user.avatar });
        // The owner's profiles on the device show the stored photo until the reload lands.
        updateApiData<unknown>(PROFILES, (p) =>
          isProfile(p) && p.id === user.id ? { ...p, avatar: user.avatar } : p,
        );
      }
      toast.success(user?.avatar ? "Profile photo updated" : "Profile photo removed");
      reload();
    };
    const photoRejected = (row: OutboxRow) => {
      if (!isAvatarRow(row)) return false;
      const reason = row.lastError?.trim();
      toast.error(reason ? `Profile photo not saved: ${reason}` : "Profile update failed");
      reload();
      return true;
    };
    const stops = [
      onMutationApplied(friendApplied, SOCIAL_KINDS.friend),
      onMutationRejected(friendRejected, SOCIAL_KINDS.friend),
      // The photo is a profile edit ("profile.update"), told apart by its body.
      onMutationApplied(photoApplied),
      onMutationRejected(photoRejected),
    ];
    window.addEventListener(FRIENDSHIP_STATUS_CHANGED, reload);
    return () => {
      stops.forEach((stop) => stop());
      window.removeEventListener(FRIENDSHIP_STATUS_CHANGED, reload);
    };
  }, [mergeUser]);
}
