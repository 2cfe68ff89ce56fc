/**
 * Seed step (after the demo leagues): a lively board in each demo league — members' posts with
 * replies, @mentions, votes, a highlight and an image, the join posts, and the automatic posts of
 * every graded week. Idempotent: posts are found by league, author and text; votes by their key;
 * automatic posts by their unique key.
 */
import { readFileSync } from "node:fs";
import { joinPost } from "#domain/board/auto-posts";
import { postWeekResults, weekEndedAt } from "#worker/board/auto-posts";
import type { Env } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import { storeImage } from "#worker/media/images";

interface DemoPost {
  author: string;
  content: string;
  hoursAgo: number;
  image?: boolean;
  highlight?: boolean;
  mentions?: string[];
  league?: boolean;
  replies?: Array<{ author: string; content: string; mentions?: string[] }>;
  votes?: Record<string, "up" | "down">;
}

const POSTS: Record<string, DemoPost[]> = {
  PUBDEM24: [
    {
      author: "alice",
      content:
        "Welcome to Saturday Showdown! Picks lock at kickoff, one lock a week counts double. Talk trash here, keep it friendly. @everyone",
      hoursAgo: 24 * 9,
      highlight: true,
      league: true,
      votes: { bob: "up", carol: "up" },
      replies: [
        { author: "bob", content: "Let's go! Bringing the heat this year." },
        { author: "carol", content: "Ready. My lock is already picked." },
      ],
    },
    {
      author: "bob",
      content: "Our new league banner, courtesy of the design department (me).",
      hoursAgo: 24 * 5,
      image: true,
      votes: { alice: "up", carol: "down" },
    },
    {
      author: "carol",
      content:
        "@bob taking the points with the underdog again? Bold. The road team is 1-6 against the spread in night games this year. Just saying. Anyway, I'm riding the favourite and locking it in before the line moves. If this hits I'm buying the first round at the tailgate.",
      hoursAgo: 30,
      mentions: ["bob"],
      votes: { alice: "up" },
      replies: [
        {
          author: "bob",
          content: "@carol underdogs are where the value is. Check the standings next week.",
          mentions: ["carol"],
        },
      ],
    },
    {
      author: "alice",
      content: "Who else is watching the late game? That fourth quarter was unreal.",
      hoursAgo: 3,
      votes: { bob: "up", carol: "up" },
    },
  ],
  PRVDEM24: [
    {
      author: "alice",
      content: "Office pool is live. Winner picks the team lunch spot. @bob you're in, right?",
      hoursAgo: 24 * 7,
      mentions: ["bob"],
      highlight: true,
      replies: [{ author: "bob", content: "Wouldn't miss it. Tacos are on the line." }],
      votes: { bob: "up" },
    },
    {
      author: "bob",
      content: "Two weeks of bad beats in a row. The comeback starts Saturday.",
      hoursAgo: 20,
      votes: { alice: "down" },
    },
  ],
};

export async function seedDemoBoards(env: Env): Promise<string> {
  const db = env.DB;
  const now = await serverNow(env);
  const users = await db
    .prepare("SELECT id, username FROM users WHERE username IN ('alice', 'bob', 'carol')")
    .all<{ id: number; username: string }>();
  const ids = new Map(users.results.map((u) => [u.username, u.id]));
  let posts = 0;
  let auto = 0;
  for (const [code, list] of Object.entries(POSTS)) {
    const league = await db
      .prepare("SELECT id, created_at FROM leagues WHERE code = ?")
      .bind(code)
      .first<{ id: number; created_at: string }>();
    if (!league) continue;
    const leagueId = league.id;
    // Join posts, as the membership change would have written them.
    const members = await db
      .prepare(
        "SELECT u.id, u.username, m.joined_at FROM league_members m JOIN users u ON u.id = m.user_id WHERE m.league_id = ? AND m.status = 'active' ORDER BY m.joined_at, u.id",
      )
      .bind(league.id)
      .all<{ id: number; username: string; joined_at: string }>();
    for (const m of members.results) {
      const res = await db
        .prepare(
          `INSERT OR IGNORE INTO board_messages (league_id, message_type, content, auto_key, created_at)
           VALUES (?, 'auto_join', ?, ?, ?)`,
        )
        .bind(league.id, joinPost(m.username), `demo_join:${m.id}`, m.joined_at)
        .run();
      auto += res.meta.changes;
    }
    // Members' posts and the weeks' automatic posts, written in the order they happened (the
    // board lists newest first by id).
    const weeks = await db
      .prepare("SELECT DISTINCT week FROM league_week_points WHERE league_id = ? ORDER BY week")
      .bind(league.id)
      .all<{ week: number }>();
    const timeline: Array<{ at: string; write: () => Promise<void> }> = [];
    for (const { week } of weeks.results) {
      const ended = await weekEndedAt(db, league.id, week);
      if (ended === null) continue;
      timeline.push({
        at: ended.endedAt || now.toISOString(),
        write: async () => {
          auto += await postWeekResults(env, league.id, week, now);
        },
      });
    }
    for (const post of list)
      timeline.push({
        at: new Date(now.getTime() - post.hoursAgo * 3_600_000).toISOString(),
        write: async () => {
          posts += await writePost(post);
        },
      });
    timeline.sort((a, b) => a.at.localeCompare(b.at));
    for (const entry of timeline) await entry.write();

    async function writePost(post: DemoPost): Promise<number> {
      const authorId = ids.get(post.author);
      if (!authorId) return 0;
      const existing = await db
        .prepare(
          "SELECT id FROM board_messages WHERE league_id = ? AND author_id = ? AND content = ?",
        )
        .bind(leagueId, authorId, post.content)
        .first<{ id: number }>();
      if (existing) return 0;
      const at = new Date(now.getTime() - post.hoursAgo * 3_600_000).toISOString();
      let imageUrl: string | null = null;
      if (post.image) {
        imageUrl = await storeImage(env, "board", {
          bytes: readFileSync("public/icon-512.png"),
          type: "image/png",
        });
      }
      const mentionIds = (post.mentions ?? []).map((u) => ids.get(u)).filter(Boolean);
      const row = (await db
        .prepare(
          `INSERT INTO board_messages (league_id, author_id, message_type, content, image_url, mentions, mentions_league, is_highlighted, created_at)
           VALUES (?, ?, 'user', ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .bind(
          leagueId,
          authorId,
          post.content,
          imageUrl,
          JSON.stringify(mentionIds),
          post.league ? 1 : 0,
          post.highlight ? 1 : 0,
          at,
        )
        .first<{ id: number }>())!;
      const statements: D1PreparedStatement[] = [];
      (post.replies ?? []).forEach((reply, i) => {
        const replyAuthor = ids.get(reply.author);
        if (!replyAuthor) return;
        const replyAt = new Date(Date.parse(at) + (i + 1) * 45 * 60_000).toISOString();
        const replyMentions = (reply.mentions ?? []).map((u) => ids.get(u)).filter(Boolean);
        statements.push(
          db
            .prepare(
              "INSERT INTO board_comments (message_id, author_id, content, mentions, created_at) VALUES (?, ?, ?, ?, ?)",
            )
            .bind(row.id, replyAuthor, reply.content, JSON.stringify(replyMentions), replyAt),
        );
      });
      for (const [voter, vote] of Object.entries(post.votes ?? {})) {
        const voterId = ids.get(voter);
        if (!voterId) continue;
        statements.push(
          db
            .prepare(
              "INSERT OR IGNORE INTO board_votes (item_type, item_id, user_id, vote_type, created_at) VALUES ('message', ?, ?, ?, ?)",
            )
            .bind(row.id, voterId, vote, at),
        );
      }
      if (statements.length) await db.batch(statements);
      return 1;
    }
  }
  return `${posts} posts, ${auto} automatic posts`;
}
