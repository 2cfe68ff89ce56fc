/**
 * Friendships: GET /api/users/friends/list/ (mine), …/list/{id}/ (someone's, behind their
 * friends_list section) and DELETE /api/users/friends/remove/{userId}/ (a friend or a pending request).
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { SOCIAL_TEXTS } from "#domain/social/contract";
import type { AppBindings } from "#worker/env";
import { optionalAuth, requireAuth } from "#worker/http/auth";
import { notFound } from "#worker/http/errors";
import { writeBatch } from "#worker/http/idempotency";
import { pathId } from "#worker/http/validate";
import { emitSocialEvents } from "./events";
import { friendshipResult, relationTo } from "./relation";
import {
  friendJson,
  friendsStatement,
  pairStatement,
  removeStatement,
  userByIdStatement,
  type FriendRow,
  type FriendshipRow,
  type ProfileUserRow,
} from "./queries";

export const friendsRoutes = new Hono<AppBindings>()
  .get("/users/friends/list/", requireAuth, async (c) => {
    const { results } = await friendsStatement(
      c.env.DB,
      c.var.userId,
      c.var.userId,
    ).all<FriendRow>();
    return c.json(results.map(friendJson));
  })
  .get("/users/friends/list/:id/", optionalAuth, async (c) => {
    const id = pathId(c.req.param("id"), SOCIAL_TEXTS.userNotFound);
    const user = await userByIdStatement(c.env.DB, id).first<ProfileUserRow>();
    if (!user) throw notFound(SOCIAL_TEXTS.userNotFound);
    const rel = await relationTo(c, user.id);
    if (!rel.visible.friends_list) return c.json(null);
    const { results } = await friendsStatement(c.env.DB, user.id, rel.viewerId).all<FriendRow>();
    return c.json(results.map(friendJson));
  })
  .delete("/users/friends/remove/:userId/", requireAuth, async (c) => {
    const me = c.var.userId;
    const other = pathId(c.req.param("userId"), SOCIAL_TEXTS.nothingToRemove);
    if (other === me) throw notFound(SOCIAL_TEXTS.nothingToRemove);
    const row = await pairStatement(c.env.DB, me, other).first<FriendshipRow>();
    if (!row || row.status === "declined") throw notFound(SOCIAL_TEXTS.nothingToRemove);
    const wasPending = row.status === "pending";
    const body = friendshipResult(
      other,
      "none",
      null,
      wasPending ? SOCIAL_TEXTS.requestCancelled : SOCIAL_TEXTS.friendRemoved,
    );
    const {
      results: [removed],
    } = await writeBatch(c, [removeStatement(c.env.DB, row.id)], {
      status: 200,
      body,
      storedIf: sql`NOT EXISTS (SELECT 1 FROM friendships WHERE id = ${row.id})`,
    });
    if (removed!.meta.changes === 0) throw notFound(SOCIAL_TEXTS.nothingToRemove);
    await emitSocialEvents(
      c.env,
      [{ type: "friend_removed", userIds: [me, other], by: me, wasPending }],
      c.var.now,
    );
    return c.json(body);
  });
