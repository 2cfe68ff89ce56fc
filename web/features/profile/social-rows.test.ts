import { describe, expect, it } from "vitest";
import type { PrivacySettings, Profile } from "#domain/social/contract";
import type { OutboxMethod, OutboxStatus } from "#web/offline/db";
import { boardOverlay, privacyShown, sharingShown } from "./queued-changes";
import { avatarShown, friendshipShown, SOCIAL_KINDS, type SocialRow } from "./social-rows";

let seq = 0;
const row = (
  kind: string,
  method: OutboxMethod,
  path: string,
  body: unknown = null,
  status: OutboxStatus = "queued",
): SocialRow => ({
  mutationId: `m${++seq}`,
  kind,
  method,
  path,
  body,
  status,
  createdAt: seq,
});

const bob = (
  friendship_status: Profile["friendship_status"],
  friend_request_id: number | null = null,
) => ({ id: 7, friendship_status, friend_request_id });

const request = (to = 7, status?: OutboxStatus) =>
  row(SOCIAL_KINDS.friend, "POST", "/users/friends/request/", { recipient: to }, status);
const remove = (id = 7) => row(SOCIAL_KINDS.friend, "DELETE", `/users/friends/remove/${id}/`);
const respond = (requestId: number, action: "accept" | "reject", status?: OutboxStatus) =>
  row(SOCIAL_KINDS.friend, "POST", `/users/friends/respond/${requestId}/`, { action }, status);

describe("the friend button's state, from the queued actions", () => {
  it("is the server's when nothing waits", () => {
    expect(friendshipShown(bob("friends"), [])).toEqual({ status: "friends", pending: false });
  });
  it("shows Request Sent at once after Add Friend", () => {
    expect(friendshipShown(bob("none"), [request()])).toEqual({
      status: "request_sent",
      pending: true,
    });
  });
  it("shows Add Friend again when the request is cancelled before it was sent", () => {
    expect(friendshipShown(bob("none"), [request(), remove()]).status).toBe("none");
  });
  it("shows friends after Accept and no friendship after Decline", () => {
    expect(friendshipShown(bob("request_received", 31), [respond(31, "accept")]).status).toBe(
      "friends",
    );
    expect(friendshipShown(bob("request_received", 31), [respond(31, "reject")]).status).toBe(
      "none",
    );
  });
  it("treats a request to someone whose request waits as accepting theirs", () => {
    expect(friendshipShown(bob("request_received", 31), [request()]).status).toBe("friends");
  });
  it("ignores actions on other people and answers to other requests", () => {
    const shown = friendshipShown(bob("none"), [request(8), remove(9), respond(99, "accept")]);
    expect(shown).toEqual({ status: "none", pending: false });
  });
  it("rolls back a rejected action (the server's state shows again)", () => {
    expect(friendshipShown(bob("none"), [request(7, "rejected")])).toEqual({
      status: "none",
      pending: false,
    });
    expect(
      friendshipShown(bob("request_received", 31), [respond(31, "accept", "rejected")]).status,
    ).toBe("request_received");
  });
  it("reads rows whose path carries the /api prefix", () => {
    const r = { ...remove(), path: "/api/users/friends/remove/7/" };
    expect(friendshipShown(bob("friends"), [r]).status).toBe("none");
  });
});

describe("the owner's photo, from the queued profile edits", () => {
  const photo = (avatar: string | null, status?: OutboxStatus) =>
    row("profile.update", "PATCH", "/users/profile/", { avatar }, status);
  it("shows the last queued photo, or none after Remove photo", () => {
    expect(avatarShown("/api/media/a.png", [photo("data:image/png;base64,AA")])).toEqual({
      avatar: "data:image/png;base64,AA",
      pending: true,
    });
    expect(avatarShown("/api/media/a.png", [photo("data:x"), photo(null)]).avatar).toBeNull();
  });
  it("ignores name and bio edits and rejected photos", () => {
    const names = row("profile.update", "PATCH", "/users/profile/", { first_name: "A" });
    expect(avatarShown("/api/media/a.png", [names, photo("data:x", "rejected")])).toEqual({
      avatar: "/api/media/a.png",
      pending: false,
    });
  });
});

describe("privacy settings, from the queued changes", () => {
  const server: PrivacySettings = {
    user_info: "public",
    message_board: "public",
    stats_widget: "public",
    friends_list: "public",
    my_leagues: "public",
    my_picks: "public",
  };
  const put = (changes: Partial<PrivacySettings>, status?: OutboxStatus) =>
    row(SOCIAL_KINDS.privacy, "PUT", "/users/privacy/", { ...server, ...changes }, status);
  it("shows the last whole object queued", () => {
    const shown = privacyShown(server, [
      put({ my_picks: "hidden" }),
      put({ user_info: "friends_only" }),
    ]);
    expect(shown.pending).toBe(true);
    expect(shown.settings?.user_info).toBe("friends_only");
    expect(shown.settings?.my_picks).toBe("public");
  });
  it("falls back to the server's copy when a change is rejected", () => {
    expect(privacyShown(server, [put({ my_picks: "hidden" }, "rejected")])).toEqual({
      settings: server,
      pending: false,
    });
  });
});

describe("early sharing, from the queued changes", () => {
  it("gives each pick its last queued choice, rejected ones left out", () => {
    const share = (id: number, on: boolean, status?: OutboxStatus) =>
      row(
        SOCIAL_KINDS.sharing,
        "PUT",
        `/users/picks/${id}/sharing/`,
        { is_shared_early: on },
        status,
      );
    const shown = sharingShown([
      share(1, true),
      share(2, true),
      share(1, false),
      share(3, true, "rejected"),
    ]);
    expect([...shown]).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});

describe("the profile board's queued posts and deletes", () => {
  const post = (user: string, content: string, status?: OutboxStatus) =>
    row(SOCIAL_KINDS.post, "POST", `/users/profile/${user}/messages/`, { content }, status);
  const del = (user: string, id: number, status?: OutboxStatus) =>
    row(
      SOCIAL_KINDS.deleteMessage,
      "DELETE",
      `/users/profile/${user}/messages/${id}/`,
      null,
      status,
    );
  it("shows this profile's posts newest first, rejected ones marked", () => {
    const overlay = boardOverlay("alice", [
      post("alice", "first"),
      post("bob", "elsewhere"),
      post("Alice", "second", "rejected"),
    ]);
    expect(overlay.posts.map((p) => [p.content, p.rejected])).toEqual([
      ["second", true],
      ["first", false],
    ]);
  });
  it("hides messages whose delete waits, not those of other profiles or refused", () => {
    const overlay = boardOverlay("alice", [
      del("alice", 12),
      del("bob", 13),
      del("alice", 14, "rejected"),
    ]);
    expect([...overlay.deletes]).toEqual([12]);
  });
});
