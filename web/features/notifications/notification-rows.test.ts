import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS, unreadShown, type NotificationRow } from "./notification-rows";
import { alreadyStatus, idIn, notificationOverlay, shownOf } from "./overlay";
import type { Notification } from "#domain/notifications/contract";

const row = (
  kind: string,
  path: string,
  extra: Partial<NotificationRow> = {},
): NotificationRow => ({ kind, path, body: null, status: "queued", ...extra });

const read = (id: number, status: NotificationRow["status"] = "queued") =>
  row(NOTIFICATION_KINDS.read, `/notifications/${id}/`, { body: { is_read: true }, status });

describe("the bell's count with writes waiting in the outbox", () => {
  it("is the server's count less each read mark still on its way", () => {
    expect(unreadShown(5, [read(1), read(2)])).toBe(3);
  });

  it("never goes below zero", () => {
    expect(unreadShown(1, [read(1), read(2)])).toBe(0);
  });

  it("is zero while 'Mark all read' or 'Clear all' waits", () => {
    expect(unreadShown(7, [row(NOTIFICATION_KINDS.readAll, "/notifications/mark_all_read/")])).toBe(
      0,
    );
    expect(unreadShown(7, [row(NOTIFICATION_KINDS.clear, "/notifications/clear_all/")])).toBe(0);
  });

  it("ignores rejected rows (the server's state shows again) and friend answers", () => {
    const answer = row(NOTIFICATION_KINDS.friend, "/users/friends/respond/9/", {
      body: { action: "accept" },
    });
    const refused = row(NOTIFICATION_KINDS.readAll, "/notifications/mark_all_read/", {
      status: "rejected",
    });
    expect(unreadShown(4, [read(3, "rejected"), refused, answer])).toBe(4);
  });
});

describe("the dropdown's overlay", () => {
  it("collects read marks, mark all, clear all and friend answers by id", () => {
    const overlay = notificationOverlay([
      read(12),
      row(NOTIFICATION_KINDS.friend, "/users/friends/respond/7/", { body: { action: "accept" } }),
      row(NOTIFICATION_KINDS.friend, "/api/users/friends/respond/8/", {
        body: { action: "reject" },
      }),
      row(NOTIFICATION_KINDS.readAll, "/notifications/mark_all_read/"),
    ]);
    expect([...overlay.read]).toEqual([12]);
    expect(overlay.allRead).toBe(true);
    expect(overlay.cleared).toBe(false);
    expect([...overlay.answers]).toEqual([
      [7, "accept"],
      [8, "reject"],
    ]);
  });

  it("lays a waiting read mark and a waiting answer over the server's item", () => {
    const item = {
      id: 12,
      notification_type: "friend_request",
      is_read: false,
      object_id: 7,
      friendship_status: "pending",
    } as Notification;
    const overlay = notificationOverlay([
      read(12),
      row(NOTIFICATION_KINDS.friend, "/users/friends/respond/7/", { body: { action: "reject" } }),
    ]);
    expect(shownOf(item, overlay)).toMatchObject({ is_read: true, answerWaiting: "reject" });
    expect(shownOf({ ...item, id: 13, object_id: 70 }, overlay)).toMatchObject({
      is_read: false,
      answerWaiting: null,
    });
  });

  it("reads the id a path ends with", () => {
    expect(idIn("/notifications/42/")).toBe(42);
    expect(idIn("/notifications/mark_all_read/")).toBeNaN();
  });
});

describe("a friend request answered elsewhere first", () => {
  it("takes the state from the server's words for the spec's toast", () => {
    expect(alreadyStatus("Friend request was already accepted")).toBe("accepted");
    expect(alreadyStatus("Friend request was already declined")).toBe("declined");
    expect(alreadyStatus("Something else")).toBeNull();
    expect(alreadyStatus(null)).toBeNull();
  });
});
