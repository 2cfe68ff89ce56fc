/**
 * Friendships (issue 13; spec 000 section 4): the request, accept, reject and remove transitions
 * with the events they emit, crossing and replayed requests, and bad input.
 */
import { describe, expect, it } from "vitest";
import { SOCIAL_TEXTS } from "#domain/social/contract";
import { call, createUser } from "./support";
import {
  events,
  since,
  profile,
  friendRequest,
  respond,
  removeFriend,
  requests,
  friendIds,
  statusSeenBy,
  pairRows,
  befriend,
  pendingRequest,
  requestedAndAccepted,
} from "./social-support";

// ---- 3. friendships ----

describe("friendship transitions", () => {
  it("a request is request_sent for its sender and request_received for its recipient; accepting makes both friends", async () => {
    const a = await createUser();
    const b = await createUser();
    const mark = events.length;
    const sent = await friendRequest(a, b.id);
    expect(sent.status, sent.text).toBe(201);
    const id = sent.json.friend_request_id as number;
    expect(sent.json).toEqual({
      user_id: b.id,
      friendship_status: "request_sent",
      friend_request_id: id,
      message: SOCIAL_TEXTS.requestSent,
    });
    expect(id).toBeGreaterThan(0);
    const aSeesB = await profile(b.username, a.token);
    expect(aSeesB.json).toMatchObject({ friendship_status: "request_sent", friend_request_id: id });
    const bSeesA = await profile(a.username, b.token);
    expect(bSeesA.json).toMatchObject({
      friendship_status: "request_received",
      friend_request_id: id,
    });
    const bRequests = await requests(b);
    expect(bRequests.received).toEqual([
      expect.objectContaining({ id, requester: a.id, requester_username: a.username }),
    ]);
    expect(bRequests.sent).toEqual([]);
    const aRequests = await requests(a);
    expect(aRequests.sent).toEqual([
      expect.objectContaining({ id, requester: a.id, requester_username: a.username }),
    ]);
    expect(aRequests.received).toEqual([]);
    expect(since(mark)).toEqual([
      { type: "friend_requested", friendshipId: id, requesterId: a.id, recipientId: b.id },
    ]);

    // Sending it again changes nothing and emits nothing.
    const again = await friendRequest(a, String(b.id));
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ friendship_status: "request_sent", friend_request_id: id });
    expect(await pairRows(a.id, b.id)).toHaveLength(1);
    expect(since(mark)).toHaveLength(1);

    const accepted = await respond(b, id, "accept");
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toEqual({
      user_id: a.id,
      friendship_status: "friends",
      friend_request_id: null,
      message: SOCIAL_TEXTS.accepted,
    });
    expect(await statusSeenBy(a, b)).toBe("friends");
    expect(await statusSeenBy(b, a)).toBe("friends");
    expect((await profile(b.username, a.token)).json.friend_request_id).toBeNull();
    expect(await friendIds(a)).toEqual([b.id]);
    expect(await friendIds(b)).toEqual([a.id]);
    const onProfile = (await profile(a.username, b.token)).json;
    expect(onProfile.friends_list.map((f: { id: number }) => f.id)).toEqual([b.id]);
    expect(onProfile.friends_count).toBe(1);
    expect((await requests(a)).sent).toEqual([]);
    expect((await requests(b)).received).toEqual([]);
    expect(since(mark)).toEqual(requestedAndAccepted(id, a, b));

    // Answering twice says what happened.
    const twice = await respond(b, id, "reject");
    expect(twice.status).toBe(400);
    expect(twice.json).toMatchObject({
      already_processed: true,
      current_status: "accepted",
      error: SOCIAL_TEXTS.alreadyProcessed("accepted"),
    });
    // Already friends: no new request.
    const dup = await friendRequest(b, a.id);
    expect(dup.status).toBe(400);
    expect(dup.json.error).toBe(SOCIAL_TEXTS.alreadyFriends);
    expect(since(mark)).toHaveLength(2);
    expect(await pairRows(a.id, b.id)).toEqual([
      { id, requester_id: a.id, recipient_id: b.id, status: "accepted" },
    ]);
  });

  it("rejecting leaves both at none; answering again says declined; a new request gets a new id", async () => {
    const { a, b, mark, id } = await pendingRequest();
    const rejected = await respond(b, id, "reject");
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.json).toEqual({
      user_id: a.id,
      friendship_status: "none",
      friend_request_id: null,
      message: SOCIAL_TEXTS.declined,
    });
    expect(await statusSeenBy(a, b)).toBe("none");
    expect(await statusSeenBy(b, a)).toBe("none");
    expect((await profile(b.username, a.token)).json.friend_request_id).toBeNull();
    expect(await requests(a)).toEqual({ received: [], sent: [] });
    expect(await requests(b)).toEqual({ received: [], sent: [] });
    expect(await friendIds(a)).toEqual([]);
    for (const action of ["reject", "accept"]) {
      const twice = await respond(b, id, action);
      expect(twice.status, action).toBe(400);
      expect(twice.json).toMatchObject({
        already_processed: true,
        current_status: "declined",
        error: SOCIAL_TEXTS.alreadyProcessed("declined"),
      });
    }
    // Nothing to remove after a decline.
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const gone = await removeFriend(who, other.id);
      expect(gone.status).toBe(404);
      expect(gone.json.error).toBe(SOCIAL_TEXTS.nothingToRemove);
    }
    expect(since(mark)).toEqual([
      { type: "friend_requested", friendshipId: id, requesterId: a.id, recipientId: b.id },
      { type: "friend_declined", friendshipId: id, requesterId: a.id, by: b.id },
    ]);

    // Asking again works, with a new request.
    const retry = await friendRequest(a, b.id);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.json.friendship_status).toBe("request_sent");
    const newId = retry.json.friend_request_id as number;
    expect(newId).not.toBe(id);
    expect(await pairRows(a.id, b.id)).toEqual([
      { id: newId, requester_id: a.id, recipient_id: b.id, status: "pending" },
    ]);
    expect((await requests(b)).received.map((r) => r.id)).toEqual([newId]);
    // The old id is gone; the new one can be accepted.
    expect((await respond(b, id, "accept")).status).toBe(404);
    expect((await respond(b, newId, "accept")).json.friendship_status).toBe("friends");
    // The one who declined may ask too.
    const c = await createUser();
    const d = await createUser();
    const first = (await friendRequest(c, d.id)).json.friend_request_id as number;
    await respond(d, first, "reject");
    const back = await friendRequest(d, c.id);
    expect(back.status).toBe(201);
    expect(back.json.friendship_status).toBe("request_sent");
    expect(await statusSeenBy(c, d)).toBe("request_received");
  });

  it("a sent request is cancelled with remove; a friendship is ended with remove; both end at none", async () => {
    const { a, b, mark, id } = await pendingRequest();
    const cancelled = await removeFriend(a, b.id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toEqual({
      user_id: b.id,
      friendship_status: "none",
      friend_request_id: null,
      message: SOCIAL_TEXTS.requestCancelled,
    });
    expect(await statusSeenBy(a, b)).toBe("none");
    expect(await statusSeenBy(b, a)).toBe("none");
    expect(await requests(b)).toEqual({ received: [], sent: [] });
    expect(await pairRows(a.id, b.id)).toEqual([]);
    // The cancelled request can no longer be answered.
    const late = await respond(b, id, "accept");
    expect(late.status).toBe(404);
    expect(late.json.error).toBe(SOCIAL_TEXTS.requestNotFound);

    await befriend(b, a);
    expect(await statusSeenBy(a, b)).toBe("friends");
    const mark2 = events.length;
    const ended = await removeFriend(a, b.id);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json).toMatchObject({
      friendship_status: "none",
      message: SOCIAL_TEXTS.friendRemoved,
    });
    expect(await statusSeenBy(a, b)).toBe("none");
    expect(await statusSeenBy(b, a)).toBe("none");
    expect(await friendIds(a)).toEqual([]);
    expect(await friendIds(b)).toEqual([]);
    expect((await profile(b.username, a.token)).json.friends_list).toEqual([]);
    expect(since(mark2)).toEqual([
      { type: "friend_removed", userIds: [a.id, b.id], by: a.id, wasPending: false },
    ]);
    expect(since(mark)[1]).toEqual({
      type: "friend_removed",
      userIds: [a.id, b.id],
      by: a.id,
      wasPending: true,
    });
    // Nothing left to remove.
    const again = await removeFriend(b, a.id);
    expect(again.status).toBe(404);
    expect(again.json.error).toBe(SOCIAL_TEXTS.nothingToRemove);
  });

  it("refuses requests to yourself, to unknown users and malformed ones; answers 404 for unknown or other people's requests", async () => {
    const a = await createUser();
    const b = await createUser();
    const c = await createUser();
    const mark = events.length;
    const self = await friendRequest(a, a.id);
    expect(self.status).toBe(400);
    expect(self.json.error).toBe(SOCIAL_TEXTS.selfRequest);
    const unknown = await friendRequest(a, 99_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(SOCIAL_TEXTS.userNotFound);
    for (const bad of [0, -3, 1.5, null, "0"]) {
      const res = await friendRequest(a, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.json.recipient, String(bad)).toEqual(["recipient must be a user id"]);
    }
    expect((await call("/api/users/friends/request/", { body: { recipient: b.id } })).status).toBe(
      401,
    );

    const id = (await friendRequest(a, b.id)).json.friend_request_id as number;
    // Unknown id, someone else's request, and the sender answering their own request.
    for (const [who, target] of [
      [b, 99_999_999],
      [c, id],
      [a, id],
    ] as const) {
      const res = await respond(who, target, "accept");
      expect(res.status, `${who.username} → ${target}`).toBe(404);
      expect(res.json.error).toBe(SOCIAL_TEXTS.requestNotFound);
    }
    expect((await respond(b, "abc", "accept")).status).toBe(404);
    const badAction = await respond(b, id, "maybe");
    expect(badAction.status).toBe(400);
    expect(badAction.json.action).toEqual(["action must be accept or reject"]);
    // The request is still pending and untouched.
    expect(await pairRows(a.id, b.id)).toEqual([
      { id, requester_id: a.id, recipient_id: b.id, status: "pending" },
    ]);
    // Another user's friends list: unknown and malformed ids are 404.
    for (const target of [99_999_999, "abc"]) {
      const res = await call(`/api/users/friends/list/${target}/`, { token: a.token });
      expect(res.status, String(target)).toBe(404);
    }
    expect((await call("/api/users/friends/list/")).status).toBe(401);
    expect((await call("/api/users/friends/requests/")).status).toBe(401);
    // Remove: yourself, unknown users and malformed ids are 404.
    for (const target of [a.id, 99_999_999, "abc"])
      expect((await removeFriend(a, target)).status, String(target)).toBe(404);
    expect((await removeFriend(c, a.id)).status).toBe(404);
    // Only the one request emitted anything.
    expect(since(mark)).toEqual([
      { type: "friend_requested", friendshipId: id, requesterId: a.id, recipientId: b.id },
    ]);
  });

  it("a recipient that is text but not a number gets the same field error as any other bad id", async () => {
    const a = await createUser();
    for (const bad of ["abc", "1e3", "12a"]) {
      const res = await friendRequest(a, bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.recipient, bad).toEqual(["recipient must be a user id"]);
    }
  });

  it("a request to someone whose request is pending accepts theirs (201, friends)", async () => {
    const { a, b, mark, id } = await pendingRequest();
    const back = await friendRequest(b, a.id);
    expect(back.status, back.text).toBe(201);
    expect(back.json).toEqual({
      user_id: a.id,
      friendship_status: "friends",
      friend_request_id: null,
      message: SOCIAL_TEXTS.nowFriends,
    });
    expect(await statusSeenBy(a, b)).toBe("friends");
    expect(await statusSeenBy(b, a)).toBe("friends");
    expect(await pairRows(a.id, b.id)).toEqual([
      { id, requester_id: a.id, recipient_id: b.id, status: "accepted" },
    ]);
    expect(since(mark)).toEqual(requestedAndAccepted(id, a, b));
    expect(await requests(a)).toEqual({ received: [], sent: [] });
  });

  it("two users asking each other at the same moment end as one friendship", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createUser();
      const b = await createUser();
      const mark = events.length;
      const [ab, ba] = await Promise.all([friendRequest(a, b.id), friendRequest(b, a.id)]);
      expect(ab.status, ab.text).toBe(201);
      expect(ba.status, ba.text).toBe(201);
      expect([ab.json.friendship_status, ba.json.friendship_status].sort()).toEqual([
        "friends",
        "request_sent",
      ]);
      const rows = await pairRows(a.id, b.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe("accepted");
      expect(await statusSeenBy(a, b)).toBe("friends");
      expect(await statusSeenBy(b, a)).toBe("friends");
      expect(await friendIds(a)).toEqual([b.id]);
      const emitted = since(mark);
      expect(emitted.map((e) => e.type)).toEqual(["friend_requested", "friend_accepted"]);
      expect(emitted.every((e) => "friendshipId" in e && e.friendshipId === rows[0]!.id)).toBe(
        true,
      );
    }
  });

  it("a replayed request, answer or removal (same Idempotency-Key) answers the same and writes and emits nothing more", async () => {
    const a = await createUser();
    const b = await createUser();
    const mark = events.length;
    const key = `friend-${a.id}-${b.id}`;
    const first = await friendRequest(a, b.id, key);
    expect(first.status, first.text).toBe(201);
    const replay = await friendRequest(a, b.id, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual(first.json);
    expect(await pairRows(a.id, b.id)).toHaveLength(1);
    expect(since(mark)).toHaveLength(1);

    const id = first.json.friend_request_id as number;
    const answer = await respond(b, id, "accept", `respond-${id}`);
    expect(answer.status).toBe(200);
    const answerReplay = await respond(b, id, "accept", `respond-${id}`);
    expect(answerReplay.status).toBe(200);
    expect(answerReplay.headers.get("idempotent-replayed")).toBe("true");
    expect(answerReplay.json).toEqual(answer.json);
    expect(since(mark).map((e) => e.type)).toEqual(["friend_requested", "friend_accepted"]);

    const removed = await removeFriend(a, b.id, `remove-${b.id}`);
    expect(removed.status).toBe(200);
    const removedReplay = await removeFriend(a, b.id, `remove-${b.id}`);
    expect(removedReplay.status).toBe(200);
    expect(removedReplay.headers.get("idempotent-replayed")).toBe("true");
    expect(removedReplay.json).toEqual(removed.json);
    expect(since(mark).map((e) => e.type)).toEqual([
      "friend_requested",
      "friend_accepted",
      "friend_removed",
    ]);
    expect(await pairRows(a.id, b.id)).toEqual([]);
    // The request replayed after all that still writes nothing: no new request appears.
    const late = await friendRequest(a, b.id, key);
    expect(late.headers.get("idempotent-replayed")).toBe("true");
    expect(late.json).toEqual(first.json);
    expect(await pairRows(a.id, b.id)).toEqual([]);
    expect(since(mark)).toHaveLength(3);
  });
});
