/**
 * The profile's board: GET/POST /api/users/profile/{username}/messages/ and DELETE …/messages/{id}/.
 * Direct messages and the owner's league posts the viewer may read, behind the message_board section.
 */
import { Hono } from "hono";
import { parseMentions } from "#domain/board/mentions";
import {
  ProfileMessageSchema,
  SOCIAL_LIMITS,
  SOCIAL_TEXTS,
  type ProfileMessage,
} from "#domain/social/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { forbidden, notFound } from "#worker/http/errors";
import { insertedId, writeBatch } from "#worker/http/idempotency";
import { pathId, validateJson } from "#worker/http/validate";
import { authorCard, profileLeaguePostsStatement } from "#worker/board/queries";
import { emitSocialEvents } from "./events";
import { relationTo, requireUserByName } from "./relation";
import {
  deleteProfileMessageStatement,
  directMessagesStatement,
  insertProfileMessageStatement,
  profileMessageStatement,
  type ProfileMessageRow,
  type ProfileUserRow,
} from "./queries";

function messageJson(
  r: ProfileMessageRow,
  owner: ProfileUserRow,
  viewerId: number,
): ProfileMessage {
  const isMention =
    r.type === "direct"
      ? parseMentions(r.content, [owner.username]).usernames.length > 0
      : r.mentions_owner === 1;
  return {
    id: r.id,
    type: r.type,
    content: r.content,
    created_at: r.created_at,
    author_username: r.author_username,
    author_avatar: r.author_avatar,
    league_id: r.league_id,
    league_name: r.league_name,
    is_mention: isMention,
    is_by_profile_owner: r.author_id === owner.id,
    is_viewer_about_profile: r.author_id === viewerId && (r.type === "direct" || isMention),
  };
}

export const profileBoardRoutes = new Hono<AppBindings>()
  .get("/users/profile/:username/messages/", requireAuth, async (c) => {
    const owner = await requireUserByName(c);
    const rel = await relationTo(c, owner.id);
    if (!rel.visible.message_board) return c.json(null);
    const db = c.env.DB;
    const [direct, league] = await db.batch([
      directMessagesStatement(db, owner.id),
      profileLeaguePostsStatement(db, owner.id, c.var.userId),
    ]);
    const rows = [
      ...(direct!.results as ProfileMessageRow[]),
      ...(league!.results as ProfileMessageRow[]),
    ]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, SOCIAL_LIMITS.messagesMax);
    return c.json(rows.map((r) => messageJson(r, owner, c.var.userId)));
  })
  .post(
    "/users/profile/:username/messages/",
    requireAuth,
    validateJson(ProfileMessageSchema),
    async (c) => {
      const owner = await requireUserByName(c);
      const rel = await relationTo(c, owner.id);
      if (!rel.visible.message_board) throw forbidden(SOCIAL_TEXTS.boardHidden);
      const content = c.req.valid("json").content.trim();
      const now = c.var.now.toISOString();
      const author = await authorCard(c.env.DB, c.var.userId);
      const draft = messageJson(
        {
          id: insertedId(0),
          type: "direct",
          content,
          created_at: now,
          author_id: c.var.userId,
          author_username: c.var.username,
          author_avatar: author?.avatar ?? null,
          league_id: null,
          league_name: null,
          mentions_owner: 0,
        },
        owner,
        c.var.userId,
      );
      const { body } = await writeBatch(
        c,
        [insertProfileMessageStatement(c.env.DB, owner.id, c.var.userId, content, now)],
        { status: 201, body: draft },
      );
      await emitSocialEvents(
        c.env,
        [
          {
            type: "profile_message_posted",
            messageId: body.id,
            profileUserId: owner.id,
            authorId: c.var.userId,
          },
        ],
        c.var.now,
      );
      return c.json(body, 201);
    },
  )
  .delete("/users/profile/:username/messages/:id/", requireAuth, async (c) => {
    const owner = await requireUserByName(c);
    const id = pathId(c.req.param("id"), SOCIAL_TEXTS.messageNotFound);
    const row = await profileMessageStatement(c.env.DB, owner.id, id).first<{
      id: number;
      author_id: number;
    }>();
    if (!row) throw notFound(SOCIAL_TEXTS.messageNotFound);
    if (row.author_id !== c.var.userId && owner.id !== c.var.userId)
      throw forbidden(SOCIAL_TEXTS.ownMessagesOnly);
    const body = { id, message: SOCIAL_TEXTS.messageDeleted };
    await writeBatch(c, [deleteProfileMessageStatement(c.env.DB, id)], { status: 200, body });
    return c.json(body);
  });
