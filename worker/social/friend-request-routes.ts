/**
 * Friend requests: GET /api/users/friends/requests/ (received and sent), POST …/request/ (a request
 * to someone whose request is pending accepts theirs, ADR 1301) and POST …/respond/{id}/.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  FriendRequestSchema,
  RespondSchema,
  SOCIAL_TEXTS,
  type FriendRequestsResponse,
} from "#domain/social/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { ApiError, badRequest, notFound } from "#worker/http/errors";
import { insertedId, writeBatch } from "#worker/http/idempotency";
import { pathId, validateJson } from "#worker/http/validate";
import { emitSocialEvents } from "./events";
import { friendshipResult } from "./relation";
import {
  pairOf,
  pairStatement,
  requestByIdStatement,
  requestJson,
  requestsStatement,
  requestStatements,
  respondStatement,
  statusFrom,
  userByIdStatement,
  type FriendshipRow,
  type ProfileUserRow,
} from "./queries";

export const friendRequestRoutes = new Hono<AppBindings>()
  .get("/users/friends/requests/", requireAuth, async (c) => {
    const db = c.env.DB;
    const [received, sent] = await db.batch([
      requestsStatement(db, c.var.userId, "received"),
      requestsStatement(db, c.var.userId, "sent"),
    ]);
    const body: FriendRequestsResponse = {
      received: (received!.results as Parameters<typeof requestJson>[0][]).map(requestJson),
      sent: (sent!.results as Parameters<typeof requestJson>[0][]).map(requestJson),
    };
    return c.json(body);
  })
  .post("/users/friends/request/", requireAuth, validateJson(FriendRequestSchema), async (c) => {
    const me = c.var.userId;
    const { recipient } = c.req.valid("json");
    if (recipient === me) throw badRequest(SOCIAL_TEXTS.selfRequest);
    const other = await userByIdStatement(c.env.DB, recipient).first<ProfileUserRow>();
    if (!other) throw notFound(SOCIAL_TEXTS.userNotFound);
    const db = c.env.DB;
    const before = await pairStatement(db, me, recipient).first<FriendshipRow>();
    const was = statusFrom(before, me);
    if (was === "friends") throw badRequest(SOCIAL_TEXTS.alreadyFriends);
    // Asked already: nothing to write, the same answer.
    if (was === "request_sent")
      return c.json(friendshipResult(recipient, was, before!.id, SOCIAL_TEXTS.requestSent), 200);
    // What the write will make: their pending request accepted, or a new request (ADR 1301). The
    // answer commits with the write and the Idempotency-Key, stored only if that is what happened.
    const meets = was === "request_received";
    const draft = meets
      ? friendshipResult(recipient, "friends", null, SOCIAL_TEXTS.nowFriends)
      : friendshipResult(recipient, "request_sent", insertedId(1), SOCIAL_TEXTS.requestSent);
    const [low, high] = pairOf(me, recipient);
    const { results } = await writeBatch(
      c,
      requestStatements(db, me, recipient, c.var.now.toISOString()),
      {
        status: 201,
        body: draft,
        storedIf: sql`EXISTS (SELECT 1 FROM friendships WHERE user_low = ${low}
          AND user_high = ${high} AND status = ${meets ? "accepted" : "pending"}
          AND requester_id = ${meets ? recipient : me})`,
      },
    );
    const changed = results[1]!.meta.changes > 0;
    const row = results[2]!.results[0] as FriendshipRow;
    const status = statusFrom(row, me);
    if (changed)
      await emitSocialEvents(
        c.env,
        [
          status === "friends"
            ? { type: "friend_accepted", friendshipId: row.id, requesterId: recipient, by: me }
            : {
                type: "friend_requested",
                friendshipId: row.id,
                requesterId: me,
                recipientId: recipient,
              },
        ],
        c.var.now,
      );
    // A request crossing this one meanwhile: answer what the pair is now.
    if (!changed && status === "friends") throw badRequest(SOCIAL_TEXTS.alreadyFriends);
    const body = friendshipResult(
      recipient,
      status,
      status === "request_sent" ? row.id : null,
      status === "friends" ? SOCIAL_TEXTS.nowFriends : SOCIAL_TEXTS.requestSent,
    );
    return c.json(body, changed ? 201 : 200);
  })
  .post(
    "/users/friends/respond/:friendshipId/",
    requireAuth,
    validateJson(RespondSchema),
    async (c) => {
      const me = c.var.userId;
      const id = pathId(c.req.param("friendshipId"), SOCIAL_TEXTS.requestNotFound);
      const accept = c.req.valid("json").action === "accept";
      const db = c.env.DB;
      const alreadyProcessed = (row: FriendshipRow) => {
        const current = row.status === "accepted" ? "accepted" : "declined";
        return new ApiError(400, SOCIAL_TEXTS.alreadyProcessed(current), {
          error: SOCIAL_TEXTS.alreadyProcessed(current),
          already_processed: true,
          current_status: current,
        });
      };
      const row = await requestByIdStatement(db, id).first<FriendshipRow>();
      // Someone else's request (or none) is unknown to this user.
      if (!row || row.recipient_id !== me) throw notFound(SOCIAL_TEXTS.requestNotFound);
      if (row.status !== "pending") throw alreadyProcessed(row);
      const now = c.var.now.toISOString();
      const body = friendshipResult(
        row.requester_id,
        accept ? "friends" : "none",
        null,
        accept ? SOCIAL_TEXTS.accepted : SOCIAL_TEXTS.declined,
      );
      const {
        results: [update],
      } = await writeBatch(c, [respondStatement(db, id, me, accept, now)], {
        status: 200,
        body,
        storedIf: sql`EXISTS (SELECT 1 FROM friendships WHERE id = ${id}
          AND status = ${accept ? "accepted" : "declined"} AND responded_at = ${now})`,
      });
      if (update!.meta.changes === 0) {
        // Answered or withdrawn meanwhile.
        const after = await requestByIdStatement(db, id).first<FriendshipRow>();
        if (!after) throw notFound(SOCIAL_TEXTS.requestNotFound);
        throw alreadyProcessed(after);
      }
      await emitSocialEvents(
        c.env,
        [
          {
            type: accept ? "friend_accepted" : "friend_declined",
            friendshipId: id,
            requesterId: row.requester_id,
            by: me,
          },
        ],
        c.var.now,
      );
      return c.json(body);
    },
  );
