/**
 * Seed step (after the demo boards): the demo users' social side — avatars (drawn by
 * scripts/generate-icons.mjs, stored in R2 like uploaded ones), a friendship (alice and bob), one
 * pending request (carol asked alice) and posts on each other's profiles. bob and carol are not
 * connected: the e2e journey makes them friends. Idempotent: an avatar is set only when the user
 * has none, the pair rows are unique, posts are found by profile, author and text.
 */
import { readFileSync } from "node:fs";
import type { Env } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import { storeImage } from "#worker/media/images";
import { pairOf } from "#worker/social/queries";

const FRIENDS: Array<[string, string, "accepted" | "pending"]> = [
  ["alice", "bob", "accepted"],
  ["carol", "alice", "pending"],
];

const PROFILE_POSTS: Array<{ profile: string; author: string; content: string; hoursAgo: number }> =
  [
    {
      profile: "alice",
      author: "bob",
      content: "Commish, the office pool needs a trophy. I volunteer to hold it first.",
      hoursAgo: 50,
    },
    {
      profile: "bob",
      author: "alice",
      content: "@bob the over is not a personality. Good luck this week!",
      hoursAgo: 20,
    },
    {
      profile: "alice",
      author: "alice",
      content: "Week's locks are in. Home dogs, as always.",
      hoursAgo: 6,
    },
  ];

export async function seedDemoSocial(env: Env): Promise<string> {
  const now = await serverNow(env);
  const { results } = await env.DB.prepare(
    "SELECT id, username, avatar_url FROM users WHERE username IN ('alice', 'bob', 'carol')",
  ).all<{ id: number; username: string; avatar_url: string | null }>();
  const ids = new Map(results.map((u) => [u.username, u.id]));
  const id = (name: string) => {
    const value = ids.get(name);
    if (value === undefined) throw new Error(`demo user ${name} is missing`);
    return value;
  };

  let avatars = 0;
  for (const user of results) {
    if (user.avatar_url) continue;
    const path = await storeImage(env, "avatars", {
      bytes: readFileSync(`data/demo-avatars/${user.username}.png`),
      type: "image/png",
    });
    await env.DB.prepare("UPDATE users SET avatar_url = ? WHERE id = ? AND avatar_url IS NULL")
      .bind(path, user.id)
      .run();
    avatars += 1;
  }

  let pairs = 0;
  for (const [from, to, status] of FRIENDS) {
    const [low, high] = pairOf(id(from), id(to));
    const at = new Date(now.getTime() - 3 * 86_400_000).toISOString();
    const { meta } = await env.DB.prepare(
      `INSERT INTO friendships (user_low, user_high, requester_id, recipient_id, status, created_at, responded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_low, user_high) DO NOTHING`,
    )
      .bind(low, high, id(from), id(to), status, at, status === "accepted" ? at : null)
      .run();
    pairs += meta.changes;
  }

  let posts = 0;
  for (const post of PROFILE_POSTS) {
    const { meta } = await env.DB.prepare(
      `INSERT INTO profile_messages (profile_user_id, author_id, content, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE NOT EXISTS (SELECT 1 FROM profile_messages
         WHERE profile_user_id = ?1 AND author_id = ?2 AND content = ?3)`,
    )
      .bind(
        id(post.profile),
        id(post.author),
        post.content,
        new Date(now.getTime() - post.hoursAgo * 3_600_000).toISOString(),
      )
      .run();
    posts += meta.changes;
  }
  return `${avatars} avatars, ${pairs} friendships/requests, ${posts} profile posts`;
}
