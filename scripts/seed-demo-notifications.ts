/**
 * Seed step (after the demo boards and social): the demo users' notifications, raised from the
 * seeded history through the same listeners the live app uses (worker/notifications/listeners.ts),
 * stamped at the time of each fact — mentions, replies, votes and highlights on the demo boards,
 * the friendships as they stand, the pick reminder the live job sends at the seed's moment (none
 * while the deadline is more than 24 hours away), an achievement and a welcome announcement. No
 * league update: the demo leagues' settings never changed after they were created.
 * bob's post mentioning alice is added first (found by league, author and text). Idempotent: every
 * notification has its live dedupe key, so a re-run inserts nothing.
 */
import type { Env } from "#worker/env";
import { insertMessageStatement } from "#worker/board/writes";
import { serverNow } from "#worker/http/clock";
import type { BoardEvent } from "#worker/board/events";
import { sendPickReminders } from "#worker/notifications/jobs";
import { notifyBoardEvent, notifySocialEvent } from "#worker/notifications/listeners";
import { announcementSql } from "./announce.mjs";

const DEMO_CODES = ["PUBDEM24", "PRVDEM24"];
const MENTION_OF_ALICE = "@alice your office pool is the toughest league I'm in. Respect.";
const WELCOME =
  "Welcome to NCAA Pick'em! Turn on notifications from the bell to hear when picks are due.";

const ids = (json: string | null) => (json ? (JSON.parse(json) as number[]) : []);

export async function seedDemoNotifications(env: Env): Promise<string> {
  const db = env.DB;
  const now = await serverNow(env);
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const before = await db.prepare("SELECT COUNT(*) AS n FROM notifications").first<{ n: number }>();

  const { results: users } = await db
    .prepare("SELECT id, username FROM users WHERE username IN ('alice', 'bob', 'carol')")
    .all<{ id: number; username: string }>();
  const user = new Map(users.map((u) => [u.username, u.id]));
  const { results: leagues } = await db
    .prepare(
      `SELECT id, name, creator_id, season_id, include_week_0, created_at FROM leagues
       WHERE code IN (SELECT value FROM json_each(?)) ORDER BY id`,
    )
    .bind(JSON.stringify(DEMO_CODES))
    .all<{
      id: number;
      name: string;
      creator_id: number;
      season_id: number;
      include_week_0: number;
      created_at: string;
    }>();
  const alice = user.get("alice");
  const bob = user.get("bob");
  if (!alice || !bob || !leagues.length) return "no demo users or leagues";

  // bob mentions alice once on the public board (nobody else does in the seeded history).
  const showdown = leagues[0]!;
  const exists = await db
    .prepare("SELECT 1 FROM board_messages WHERE league_id = ? AND author_id = ? AND content = ?")
    .bind(showdown.id, bob, MENTION_OF_ALICE)
    .first();
  if (!exists)
    await insertMessageStatement(db, {
      leagueId: showdown.id,
      authorId: bob,
      content: MENTION_OF_ALICE,
      imageUrl: null,
      mentions: { ids: [alice], league: false },
      now: ago(3).toISOString(),
    }).run();

  // The boards' history, replayed as the events that made it, at the time of each fact.
  const leagueIds = JSON.stringify(leagues.map((l) => l.id));
  const [messages, comments, votes] = await db.batch([
    db
      .prepare(
        `SELECT bm.id, bm.league_id, bm.author_id, bm.mentions, bm.mentions_league, bm.is_highlighted,
           bm.created_at, l.creator_id
         FROM board_messages bm JOIN leagues l ON l.id = bm.league_id
         WHERE bm.league_id IN (SELECT value FROM json_each(?)) AND bm.author_id IS NOT NULL`,
      )
      .bind(leagueIds),
    db
      .prepare(
        `SELECT c.id, c.message_id, c.author_id, c.mentions, c.mentions_league, c.is_highlighted,
           c.created_at, bm.league_id, bm.author_id AS message_author_id, l.creator_id
         FROM board_comments c JOIN board_messages bm ON bm.id = c.message_id
         JOIN leagues l ON l.id = bm.league_id
         WHERE bm.league_id IN (SELECT value FROM json_each(?))`,
      )
      .bind(leagueIds),
    db
      .prepare(
        `SELECT v.item_type, v.item_id, v.user_id, v.vote_type, v.created_at,
           COALESCE(bm.league_id, cbm.league_id) AS league_id,
           COALESCE(bm.author_id, c.author_id) AS author_id
         FROM board_votes v
         LEFT JOIN board_messages bm ON v.item_type = 'message' AND bm.id = v.item_id
         LEFT JOIN board_comments c ON v.item_type = 'comment' AND c.id = v.item_id
         LEFT JOIN board_messages cbm ON cbm.id = c.message_id
         WHERE COALESCE(bm.league_id, cbm.league_id) IN (SELECT value FROM json_each(?))`,
      )
      .bind(leagueIds),
  ]);
  type Item = {
    id: number;
    league_id: number;
    author_id: number;
    mentions: string;
    mentions_league: number;
    is_highlighted: number;
    created_at: string;
    creator_id: number;
  };
  const replay: Array<[BoardEvent, Date]> = [];
  const itemEvents = (itemType: "message" | "comment", r: Item) => {
    const at = new Date(r.created_at);
    const named = ids(r.mentions).filter((id) => id !== r.author_id);
    if (named.length || r.mentions_league)
      replay.push([
        {
          type: "mentioned",
          leagueId: r.league_id,
          itemType,
          itemId: r.id,
          authorId: r.author_id,
          userIds: named,
          league: r.mentions_league === 1,
        },
        at,
      ]);
    if (r.is_highlighted)
      replay.push([
        {
          type: "highlighted",
          leagueId: r.league_id,
          itemType,
          itemId: r.id,
          by: r.creator_id,
          authorId: r.author_id,
          highlighted: true,
        },
        new Date(at.getTime() + 3_600_000),
      ]);
  };
  for (const r of messages!.results as Item[]) itemEvents("message", r);
  for (const r of comments!.results as Array<
    Item & { message_id: number; message_author_id: number | null }
  >) {
    itemEvents("comment", r);
    replay.push([
      {
        type: "commented",
        leagueId: r.league_id,
        messageId: r.message_id,
        commentId: r.id,
        authorId: r.author_id,
        messageAuthorId: r.message_author_id,
      },
      new Date(r.created_at),
    ]);
  }
  for (const v of votes!.results as Array<{
    item_type: "message" | "comment";
    item_id: number;
    user_id: number;
    vote_type: "up" | "down";
    created_at: string;
    league_id: number;
    author_id: number | null;
  }>)
    replay.push([
      {
        type: "voted",
        leagueId: v.league_id,
        itemType: v.item_type,
        itemId: v.item_id,
        voterId: v.user_id,
        authorId: v.author_id,
        vote: v.vote_type,
      },
      new Date(v.created_at),
    ]);
  replay.sort((a, b) => a[1].getTime() - b[1].getTime());
  for (const [event, at] of replay) await notifyBoardEvent(env, event, at);

  // The friendships (alice–bob accepted, carol's pending request to alice).
  const { results: pairs } = await db
    .prepare(
      `SELECT id, requester_id, recipient_id, status, created_at, responded_at FROM friendships
       WHERE requester_id IN (SELECT value FROM json_each(?1)) AND recipient_id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify([...user.values()]))
    .all<{
      id: number;
      requester_id: number;
      recipient_id: number;
      status: string;
      created_at: string;
      responded_at: string | null;
    }>();
  // A request still waiting reaches its recipient; an answered one only tells the requester the
  // answer (the recipient's "sent you a friend request" would read as if they were not friends).
  for (const f of pairs) {
    if (f.status === "pending")
      await notifySocialEvent(
        env,
        {
          type: "friend_requested",
          friendshipId: f.id,
          requesterId: f.requester_id,
          recipientId: f.recipient_id,
        },
        new Date(f.created_at),
      );
    else
      await notifySocialEvent(
        env,
        {
          type: f.status === "accepted" ? "friend_accepted" : "friend_declined",
          friendshipId: f.id,
          requesterId: f.requester_id,
          by: f.recipient_id,
        },
        new Date(f.responded_at ?? f.created_at),
      );
  }

  // The reminder the live job sends at this moment (worker/notifications/jobs.ts): none while the
  // next deadline is more than 24 hours away, else each member's true count of picks still owed.
  await sendPickReminders(env, now);
  await db.prepare(announcementSql(WELCOME, { key: "welcome" })).run();

  const after = await db.prepare("SELECT COUNT(*) AS n FROM notifications").first<{ n: number }>();
  return `${(after?.n ?? 0) - (before?.n ?? 0)} notifications raised`;
}
