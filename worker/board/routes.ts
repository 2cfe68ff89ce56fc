/**
 * League message boards (spec 002 "Message board calls", issue 12).
 *
 * Guarantees:
 * - Only active members of a league read, post, reply and vote on its board, public leagues
 *   included. A private league or any message/comment of a league the viewer is not in is
 *   answered 404 like an unknown id; a public league's board 403 to a non-member.
 * - Only the author deletes a message or comment; a highlighted message cannot be deleted.
 *   Highlighting is the commissioner's (ADR 0802); each item says what the viewer may do.
 * - One vote per user per item (primary key); the same vote again removes it, the opposite
 *   switches it, counts are kept by triggers so they stay exact under concurrent votes, and a
 *   replay (same Idempotency-Key) is answered from the store without writing.
 * - Content up to 1000 characters, blank only with an image; images are decided by their bytes,
 *   stored in R2 under an unguessable key, and deleted with their message.
 * - Mentions are resolved against the league's active members when written and stored with the
 *   item; events (./events.ts) are emitted once after each write.
 */
import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  BOARD_TEXTS,
  BoardQuerySchema,
  CrossLeagueQuerySchema,
  PostCommentSchema,
  PostMessageSchema,
  VoteSchema,
  type BoardComment,
  type BoardMessage,
  type BoardPage,
  type HighlightResult,
  type VoteResult,
  type VoteType,
} from "#domain/board/contract";
import { mentionedNames, parseMentions } from "#domain/board/mentions";
import { countsAfter, nextVote } from "#domain/board/votes";
import { decodeImageDataUrl } from "#domain/images";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { badRequest, fieldError, forbidden, notFound } from "#worker/http/errors";
import { insertedId, writeBatch } from "#worker/http/idempotency";
import { pathId, validateJson, validateQuery } from "#worker/http/validate";
import {
  isActiveMember,
  isCommissioner,
  loadVisibleLeague,
  type LeagueRow,
} from "#worker/leagues/queries";
import { deleteImage, storeImage } from "#worker/media/images";
import { emitBoardEvents, type BoardEvent } from "./events";
import {
  boardAccessStatement,
  authorCard,
  type BoardAccessRow,
  commentStatement,
  mentionedMembers,
  messageStatement,
  pageJson,
  pageStatements,
  type BoardItemType,
  type CommentRow,
  type MessageRow,
} from "./queries";
import {
  deleteCommentStatement,
  deleteMessageStatement,
  highlightStatement,
  insertCommentStatement,
  insertMessageStatement,
  voteStatement,
} from "./writes";

type Ctx = Context<AppBindings>;

const idParam = (c: Ctx, missing: string) => pathId(c.req.param("id"), missing);

async function requireMessage(c: Ctx): Promise<MessageRow> {
  const id = idParam(c, BOARD_TEXTS.messageNotFound);
  const row = await messageStatement(c.env.DB, c.var.userId, id).first<MessageRow>();
  if (!row) throw notFound(BOARD_TEXTS.messageNotFound);
  return row;
}

async function requireComment(c: Ctx, id = idParam(c, BOARD_TEXTS.commentNotFound)) {
  const row = await commentStatement(c.env.DB, c.var.userId, id).first<CommentRow>();
  if (!row) throw notFound(BOARD_TEXTS.commentNotFound);
  return row;
}

/** The league of a board a member posts to or reads (404 private/unknown, 403 public non-member). */
async function requireBoardLeague(c: Ctx, leagueId: number): Promise<LeagueRow> {
  const row = await loadVisibleLeague(c.env.DB, leagueId, c.var.userId);
  if (!row) throw notFound(BOARD_TEXTS.leagueNotFound);
  if (!isActiveMember(row)) throw forbidden(BOARD_TEXTS.notMember);
  return row;
}

/** Who the text mentions among the league's members (never the author) and whether @league was used. */
async function resolveMentions(c: Ctx, leagueId: number, text: string) {
  const [members, author] = await Promise.all([
    mentionedMembers(c.env.DB, leagueId, mentionedNames(text)),
    authorCard(c.env.DB, c.var.userId),
  ]);
  const parsed = parseMentions(
    text,
    members.map((m) => m.username),
  );
  const ids = members.filter((m) => parsed.usernames.includes(m.username)).map((m) => m.id);
  return {
    ids,
    usernames: parsed.usernames,
    league: parsed.league,
    authorName: author?.name ?? c.var.username,
    authorAvatar: author?.avatar ?? null,
  };
}

/** What a new message and a new comment both show (board/queries.ts authoredJson, in its order). */
const newAuthoredJson = (
  c: Ctx,
  mentions: Awaited<ReturnType<typeof resolveMentions>>,
  now: string,
) => ({
  author_id: c.var.userId,
  author_name: mentions.authorName,
  author_username: c.var.username,
  author_avatar: mentions.authorAvatar,
  mentions: mentions.usernames,
  mentions_league: mentions.league,
  is_edited: false,
  is_highlighted: false,
  created_at: now,
  user_vote: "none" as const,
  vote_counts: { up: 0, down: 0 },
});

/** The "mentioned" event of a new item: the members it names (never its author) or the league. */
function mentionEvents(
  leagueId: number,
  itemType: BoardItemType,
  itemId: number,
  authorId: number,
  mentions: { ids: number[]; league: boolean },
): BoardEvent[] {
  const userIds = mentions.ids.filter((id) => id !== authorId);
  return userIds.length || mentions.league
    ? [
        {
          type: "mentioned",
          leagueId,
          itemType,
          itemId,
          authorId,
          userIds,
          league: mentions.league,
        },
      ]
    : [];
}

/** What voting on and highlighting an item read of its row (MessageRow and CommentRow alike). */
type ItemRow = Pick<
  MessageRow,
  | "id"
  | "league_id"
  | "author_id"
  | "user_vote"
  | "up_count"
  | "down_count"
  | "viewer_is_commissioner"
>;

async function vote(c: Ctx, itemType: BoardItemType, row: ItemRow, voteType: VoteType) {
  const { league_id: leagueId, author_id: authorId } = row;
  const next = nextVote(row.user_vote, voteType);
  const body: VoteResult = {
    id: row.id,
    user_vote: next,
    vote_counts: countsAfter({ up: row.up_count, down: row.down_count }, row.user_vote, next),
  };
  await writeBatch(
    c,
    [
      voteStatement(
        c.env.DB,
        { type: itemType, id: row.id },
        c.var.userId,
        row.user_vote,
        next,
        c.var.now.toISOString(),
      ),
    ],
    { status: 200, body },
  );
  if (authorId !== c.var.userId)
    await emitBoardEvents(
      c.env,
      [
        {
          type: "voted",
          leagueId,
          itemType,
          itemId: row.id,
          voterId: c.var.userId,
          authorId,
          vote: next,
        },
      ],
      c.var.now,
    );
  return c.json(body, 200);
}

async function setHighlight(c: Ctx, itemType: BoardItemType, row: ItemRow, highlighted: boolean) {
  const { id, league_id: leagueId, author_id: authorId } = row;
  if (row.viewer_is_commissioner !== 1) throw forbidden(BOARD_TEXTS.commissionerHighlights);
  const body: HighlightResult = { id, is_highlighted: highlighted };
  const {
    results: [update],
  } = await writeBatch(c, [highlightStatement(c.env.DB, { type: itemType, id }, highlighted)], {
    status: 200,
    body,
  });
  if (update!.meta.changes > 0)
    await emitBoardEvents(
      c.env,
      [
        {
          type: "highlighted",
          leagueId,
          itemType,
          itemId: id,
          by: c.var.userId,
          authorId,
          highlighted,
        },
      ],
      c.var.now,
    );
  return c.json(body, 200);
}

async function readPage(
  c: Ctx,
  filter: Parameters<typeof pageStatements>[2],
  leagueCheck?: D1PreparedStatement,
): Promise<{ page: BoardPage; league: unknown }> {
  const [messages, comments] = pageStatements(c.env.DB, c.var.userId, filter);
  const results = await c.env.DB.batch([...(leagueCheck ? [leagueCheck] : []), messages, comments]);
  const offset = leagueCheck ? 1 : 0;
  return {
    league: leagueCheck ? results[0]!.results[0] : undefined,
    page: pageJson(
      results[offset]!.results as unknown as MessageRow[],
      results[offset + 1]!.results as unknown as CommentRow[],
      c.var.userId,
    ),
  };
}

const searchOf = (s: string | undefined) => (s ? s : undefined);

// Mounted at the API root so the collection paths keep the spec's trailing slash.
export const boardRoutes = new Hono<AppBindings>()
  .use("/message-board/*", requireAuth)
  .use("/message-comments/*", requireAuth)
  .use("/cross-league-messages/*", requireAuth)
  .get("/message-board/", validateQuery(BoardQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const type = q.type === "highlights" || q.type === "league_updates" ? q.type : undefined;
    const { page, league } = await readPage(
      c,
      { leagueId: q.league, type, search: searchOf(q.search), cursor: q.cursor },
      boardAccessStatement(c.env.DB, q.league, c.var.userId),
    );
    const row = league as BoardAccessRow | undefined;
    const member = row?.member_status === "active";
    if (!row || (!member && row.league_type !== "public"))
      throw notFound(BOARD_TEXTS.leagueNotFound);
    if (!member) throw forbidden(BOARD_TEXTS.notMember);
    return c.json(page, 200);
  })
  .get("/cross-league-messages/", validateQuery(CrossLeagueQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const { page } = await readPage(c, {
      leagueId: null,
      type: q.type === "highlights" ? "highlights" : undefined,
      search: searchOf(q.search),
      authorId: q.author,
      cursor: q.cursor,
    });
    return c.json(page, 200);
  })
  .post("/message-board/", validateJson(PostMessageSchema), async (c) => {
    const input = c.req.valid("json");
    const league = await requireBoardLeague(c, input.league);
    const content = input.content.trim();
    const imageData = input.image_url?.trim() ?? "";
    const decoded = imageData ? decodeImageDataUrl(imageData) : null;
    if (decoded && !decoded.ok) throw fieldError({ image_url: [decoded.error] });
    if (!content && !decoded) throw fieldError({ content: [BOARD_TEXTS.emptyMessage] });
    const mentions = await resolveMentions(c, league.id, content);
    const imageUrl = decoded?.ok ? await storeImage(c.env, "board", decoded) : null;
    const now = c.var.now.toISOString();
    const draft: BoardMessage = {
      id: insertedId(0),
      league: league.id,
      league_id: league.id,
      league_name: league.name,
      content,
      message_type: "user",
      image_url: imageUrl,
      ...newAuthoredJson(c, mentions, now),
      comment_count: 0,
      comments: [],
      can_delete: true,
      can_highlight: isCommissioner(league, c.var.userId),
    };
    let body: BoardMessage;
    try {
      ({ body } = await writeBatch(
        c,
        [
          insertMessageStatement(c.env.DB, {
            leagueId: league.id,
            authorId: c.var.userId,
            content,
            imageUrl,
            mentions,
            now,
          }),
        ],
        { status: 201, body: draft },
      ));
    } catch (error) {
      await deleteImage(c.env, imageUrl);
      throw error;
    }
    const events: BoardEvent[] = [
      { type: "posted", leagueId: league.id, messageId: body.id, authorId: c.var.userId },
    ];
    events.push(...mentionEvents(league.id, "message", body.id, c.var.userId, mentions));
    await emitBoardEvents(c.env, events, c.var.now);
    return c.json(body, 201);
  })
  .post("/message-board/:id/vote/", validateJson(VoteSchema), async (c) =>
    vote(c, "message", await requireMessage(c), c.req.valid("json").vote_type),
  )
  .post("/message-board/:id/highlight/", async (c) =>
    setHighlight(c, "message", await requireMessage(c), true),
  )
  .delete("/message-board/:id/highlight/", async (c) =>
    setHighlight(c, "message", await requireMessage(c), false),
  )
  .delete("/message-board/:id/", async (c) => {
    const row = await requireMessage(c);
    if (row.author_id !== c.var.userId) throw forbidden(BOARD_TEXTS.ownMessagesOnly);
    if (row.is_highlighted === 1) throw badRequest(BOARD_TEXTS.highlightedCannotBeDeleted);
    const body = { message: BOARD_TEXTS.messageDeleted, id: row.id };
    const {
      results: [deleted],
    } = await writeBatch(c, [deleteMessageStatement(c.env.DB, row.id, c.var.userId)], {
      status: 200,
      body,
      // Highlighted meanwhile: nothing was deleted, and the refusal is the stored answer.
      storedIf: sql`NOT EXISTS (SELECT 1 FROM board_messages WHERE id = ${row.id})`,
    });
    if (deleted!.meta.changes === 0) throw badRequest(BOARD_TEXTS.highlightedCannotBeDeleted);
    await deleteImage(c.env, row.image_url);
    return c.json(body, 200);
  })
  .post("/message-comments/", validateJson(PostCommentSchema), async (c) => {
    const input = c.req.valid("json");
    const message = await messageStatement(
      c.env.DB,
      c.var.userId,
      input.message,
    ).first<MessageRow>();
    if (!message) throw notFound(BOARD_TEXTS.messageNotFound);
    const content = input.content.trim();
    const mentions = await resolveMentions(c, message.league_id, content);
    const now = c.var.now.toISOString();
    const draft: BoardComment = {
      id: insertedId(0),
      message: message.id,
      content,
      ...newAuthoredJson(c, mentions, now),
      can_delete: true,
      can_highlight: message.viewer_is_commissioner === 1,
    };
    const { body } = await writeBatch(
      c,
      [
        insertCommentStatement(c.env.DB, {
          messageId: message.id,
          authorId: c.var.userId,
          content,
          mentions,
          now,
        }),
      ],
      { status: 201, body: draft },
    );
    const events: BoardEvent[] = [
      {
        type: "commented",
        leagueId: message.league_id,
        messageId: message.id,
        commentId: body.id,
        authorId: c.var.userId,
        messageAuthorId: message.author_id,
      },
    ];
    events.push(...mentionEvents(message.league_id, "comment", body.id, c.var.userId, mentions));
    await emitBoardEvents(c.env, events, c.var.now);
    return c.json(body, 201);
  })
  .post("/message-comments/:id/vote/", validateJson(VoteSchema), async (c) =>
    vote(c, "comment", await requireComment(c), c.req.valid("json").vote_type),
  )
  .post("/message-comments/:id/highlight/", async (c) =>
    setHighlight(c, "comment", await requireComment(c), true),
  )
  .delete("/message-comments/:id/highlight/", async (c) =>
    setHighlight(c, "comment", await requireComment(c), false),
  )
  .delete("/message-comments/:id/", async (c) => {
    const row = await requireComment(c);
    if (row.author_id !== c.var.userId) throw forbidden(BOARD_TEXTS.ownCommentsOnly);
    const body = { message: BOARD_TEXTS.commentDeleted, id: row.id };
    await writeBatch(c, [deleteCommentStatement(c.env.DB, row.id, c.var.userId)], {
      status: 200,
      body,
    });
    return c.json(body, 200);
  });
