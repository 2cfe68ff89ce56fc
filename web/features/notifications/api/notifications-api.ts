/**
 * The dropdown's calls (spec 000 section 7, issue 14). Reads are `apiQuery`s (the service worker
 * keeps a copy, so the list reads offline); every write — a read mark, 'Mark all read', 'Clear
 * all', a friend request's answer — goes through the outbox: shown at once, saved on the phone,
 * sent once. Only types come from the contract: its schemas stay out of the dropdown's chunk.
 */
import type { NotificationPage, NotificationPatchInput } from "#domain/notifications/contract";
import { NOTIFICATION_LIMITS } from "#domain/notifications/limits";
import { NOTIFICATION_TEXTS, type NotificationTab } from "#domain/notifications/texts";
import { FRIENDSHIP_STATUS_CHANGED, queueFriendRespond } from "#web/api/friend-requests";
import { apiQuery, invalidateApi, updateApiData } from "#web/lib/query";
import type { OutboxRow } from "#web/offline/db";
import {
  dismissMutation,
  enqueue,
  onMutationApplied,
  onMutationRejected,
} from "#web/offline/outbox";
import { toast } from "#web/ui/toast";
import { NOTIFICATION_KINDS, NOTIFICATIONS_PATH } from "../notification-rows";
import { alreadyStatus, idIn } from "../overlay";

export type TabId = "all" | NotificationTab;

/** GET /api/notifications/?type=&page=&page_size= — one page of a tab, newest first. */
export const notificationsQuery = (tab: TabId, page: number) =>
  apiQuery<NotificationPage>(NOTIFICATIONS_PATH, {
    type: tab === "all" ? undefined : tab,
    page,
    page_size: NOTIFICATION_LIMITS.pageSize,
  });

/** PATCH /api/notifications/{id}/ {is_read: true} */
export const queueRead = (id: number) =>
  enqueue({
    method: "PATCH",
    path: `${NOTIFICATIONS_PATH}${id}/`,
    body: { is_read: true } satisfies NotificationPatchInput,
    kind: NOTIFICATION_KINDS.read,
    label: "Mark notification as read",
  });

export const queueReadAll = () =>
  enqueue({
    method: "POST",
    path: `${NOTIFICATIONS_PATH}mark_all_read/`,
    kind: NOTIFICATION_KINDS.readAll,
    label: "Mark all notifications as read",
  });

export const queueClearAll = () =>
  enqueue({
    method: "DELETE",
    path: `${NOTIFICATIONS_PATH}clear_all/`,
    kind: NOTIFICATION_KINDS.clear,
    label: "Clear all notifications",
  });

export const queueAnswer = (friendshipId: number, accept: boolean, from: string) =>
  queueFriendRespond({ requestId: friendshipId, accept, from, kind: NOTIFICATION_KINDS.friend });

// ---- what the server answered, laid into every list on the device, then reloaded ----

/** Every list answer on the device with `fn` applied to its items (null removes one). */
function updateLists(fn: (n: NotificationPage["results"][number]) => typeof n | null) {
  updateApiData<NotificationPage>(NOTIFICATIONS_PATH, (page, query) => {
    if (!("page" in query)) return page;
    const results = page.results.flatMap((n) => fn(n) ?? []);
    return { ...page, results, count: page.count - (page.results.length - results.length) };
  });
}

const onFriendRequest = (row: OutboxRow, fn: Parameters<typeof updateLists>[0]) => {
  const id = idIn(row.path);
  updateLists((n) => (n.notification_type === "friend_request" && n.object_id === id ? fn(n) : n));
};

function applied(row: OutboxRow) {
  if (row.kind === NOTIFICATION_KINDS.read) {
    const id = idIn(row.path);
    updateLists((n) => (n.id === id ? { ...n, is_read: true } : n));
  } else if (row.kind === NOTIFICATION_KINDS.readAll) {
    updateLists((n) => ({ ...n, is_read: true }));
  } else if (row.kind === NOTIFICATION_KINDS.clear) {
    updateLists(() => null);
  } else if (row.kind === NOTIFICATION_KINDS.friend) {
    const accept = (row.body as { action?: string } | null)?.action === "accept";
    onFriendRequest(row, (n) => ({ ...n, friendship_status: accept ? "accepted" : "declined" }));
    toast.success(accept ? NOTIFICATION_TEXTS.friendAccepted : NOTIFICATION_TEXTS.friendDeclined);
    // Profiles and friends lists on screen reload.
    window.dispatchEvent(new CustomEvent(FRIENDSHIP_STATUS_CHANGED));
  }
}

function rejected(row: OutboxRow) {
  if (row.kind === NOTIFICATION_KINDS.friend) {
    const status = row.rejectedStatus === 400 ? alreadyStatus(row.lastError) : null;
    if (row.rejectedStatus === 404) {
      // The request was withdrawn: its notification goes, and so does the answer (nothing to fix).
      onFriendRequest(row, () => null);
      toast.error(NOTIFICATION_TEXTS.friendGone);
      void dismissMutation(row.mutationId);
    } else if (status) {
      onFriendRequest(row, (n) => ({ ...n, friendship_status: status }));
      toast.error(NOTIFICATION_TEXTS.friendAlready(status));
      void dismissMutation(row.mutationId);
    } else toast.error(NOTIFICATION_TEXTS.friendRespondFailed);
    invalidateApi("/users/friends/");
  } else if (row.kind === NOTIFICATION_KINDS.read) {
    // Cleared meanwhile (on another device): nothing left to mark.
    if (row.rejectedStatus === 404) void dismissMutation(row.mutationId);
    else toast.error(NOTIFICATION_TEXTS.markReadFailed);
  } else if (row.kind === NOTIFICATION_KINDS.readAll) toast.error(NOTIFICATION_TEXTS.markAllFailed);
  else if (row.kind === NOTIFICATION_KINDS.clear) toast.error(NOTIFICATION_TEXTS.clearFailed);
  else return false;
  // Told, or (a mark-read of a notification cleared meanwhile) nothing to tell.
  return true;
}

// Registered once, when the dropdown's code first loads, and kept for the visit: an answer queued
// offline lands (and is announced) after the dropdown that made it has closed. The header's bell
// reloads the lists and the count.
onMutationApplied(applied);
onMutationRejected(rejected);
