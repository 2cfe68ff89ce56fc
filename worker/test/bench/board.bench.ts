/**
 * Board benchmark (`npm run bench:board`, not part of `npm test`): one league with 10,000
 * messages, 50,000 comments and 200,000 votes, then the board's first page, a later page, the
 * Highlights tab, a search and the cross-league feed through the real app with a D1 that counts
 * statements. The same first page of a 10-message league shows the query count is fixed. Posting
 * in a league of 10,000 members: a normal post, and an `@everyone` post, whose notification to every
 * member goes to the fan-out queue (ADR 0411) and must answer within the same 50 ms.
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { signAccessToken } from "#worker/http/access-token";
import { serverNowForTests } from "../support";
import { measure as measureRequest, seedBenchLeague } from "./measure";

const MESSAGES = 10_000;
const COMMENTS = 50_000;
const VOTES = 200_000;
const MEMBERS = 500;
const BIG_LEAGUE = 10_000;

const rowsOf = (body: unknown) => (body as { results: unknown[] }).results.length;
const measure = (path: string, token: string) => measureRequest(path, token, { rowsOf });

async function seed(tag: string, messages: number, comments: number, votes: number) {
  const db = env.DB;
  const members = Math.min(MEMBERS, Math.max(10, messages));
  const { leagueId, firstUser, now, viewer } = await seedBenchLeague(tag, members, `Board ${tag}`);
  const firstMessage =
    ((await db.prepare("SELECT MAX(id) AS id FROM board_messages").first<{ id: number | null }>())
      ?.id ?? 0) + 1;
  // Messages (every 50th highlighted, every 20th an automatic post), in chunks D1 accepts.
  for (let done = 0; done < messages; done += 5000) {
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
         INSERT INTO board_messages (league_id, author_id, message_type, content, mentions, is_highlighted, created_at)
         SELECT ?, CASE WHEN i % 20 = 0 THEN NULL ELSE ? + (i % ?) END,
                CASE WHEN i % 20 = 0 THEN 'auto_join' ELSE 'user' END,
                'Message ' || i || ': what a game that was, the defence held when it mattered most.',
                '[]', i % 50 = 0, ? FROM n`,
      )
      .bind(done, Math.min(messages, done + 5000), leagueId, firstUser, members, now)
      .run();
  }
  // Comments: five per message on average, by members in turn (the trigger counts them).
  for (let done = 0; done < comments; done += 10000) {
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
         INSERT INTO board_comments (message_id, author_id, content, created_at)
         SELECT ? + (i % ?), ? + ((i * 7) % ?), 'Reply ' || i || ': agreed, great call.', ? FROM n`,
      )
      .bind(done, Math.min(comments, done + 10000), firstMessage, messages, firstUser, members, now)
      .run();
  }
  // Votes: on messages and comments, one per member and item (the triggers keep the counts).
  for (let done = 0; done < votes; done += 20000) {
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
         INSERT OR IGNORE INTO board_votes (item_type, item_id, user_id, vote_type, created_at)
         SELECT CASE WHEN i % 2 = 0 THEN 'message' ELSE 'comment' END,
                CASE WHEN i % 2 = 0 THEN ? + ((i / 2) % ?) ELSE (SELECT MIN(id) FROM board_comments) + ((i / 2) % ?) END,
                ? + ((i / ?) % ?), CASE WHEN i % 3 = 0 THEN 'down' ELSE 'up' END, ? FROM n`,
      )
      .bind(
        done,
        Math.min(votes, done + 20000),
        firstMessage,
        messages,
        comments,
        firstUser,
        Math.max(1, Math.floor(votes / members / 2)) * 2,
        members,
        now,
      )
      .run();
  }
  return { leagueId, viewer };
}

it(
  "a board of 10,000 messages, 50,000 comments and 200,000 votes: first page in one request",
  { timeout: 600_000 },
  async () => {
    const seedStart = performance.now();
    const big = await seed("brd", MESSAGES, COMMENTS, VOTES);
    const seedMs = Math.round(performance.now() - seedStart);
    const small = await seed("sml", 10, 20, 40);
    const now = await serverNowForTests();
    const token = await signAccessToken(env, big.viewer, now);
    const smallToken = await signAccessToken(env, small.viewer, now);
    const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
    const crowd = await seedBenchLeague("evr", BIG_LEAGUE, "Everyone");
    const crowdToken = await signAccessToken(env, crowd.viewer, now);
    let posts = 0;
    const post = (prefix: string) =>
      measureRequest("/api/message-board/", crowdToken, {
        rowsOf: () => 1,
        status: 201,
        body: () => ({
          league: crowd.leagueId,
          content: `${prefix}post ${++posts}: kickoff at noon`,
        }),
      });
    const firstPage = await measure(`/api/message-board/?league=${big.leagueId}`, token);
    const result = {
      generated_at: new Date().toISOString(),
      messages: await count(
        `SELECT COUNT(*) AS n FROM board_messages WHERE league_id = ${big.leagueId}`,
      ),
      comments: await count("SELECT COUNT(*) AS n FROM board_comments"),
      votes: await count("SELECT COUNT(*) AS n FROM board_votes"),
      members: MEMBERS,
      seed_ms: seedMs,
      goal: "first page <= 50 ms locally, fixed D1 query count",
      first_page: firstPage,
      page_50: await measure(
        `/api/message-board/?league=${big.leagueId}&cursor=${big.leagueId ? 9000 : 0}`,
        token,
      ),
      highlights: await measure(
        `/api/message-board/?league=${big.leagueId}&type=highlights`,
        token,
      ),
      league_updates: await measure(
        `/api/message-board/?league=${big.leagueId}&type=league_updates`,
        token,
      ),
      search: await measure(
        `/api/message-board/?league=${big.leagueId}&search=Message%209999`,
        token,
      ),
      cross_league: await measure("/api/cross-league-messages/", token),
      big_league_members: await count(
        `SELECT COUNT(*) AS n FROM league_members WHERE league_id = ${crowd.leagueId}`,
      ),
      normal_post: await post(""),
      everyone_post: await post("@everyone "),
      small_board_first_page: await measure(
        `/api/message-board/?league=${small.leagueId}`,
        smallToken,
      ),
    };
    expect(result.messages).toBe(MESSAGES);
    expect(result.first_page.rows).toBe(20);
    expect(result.first_page.d1_queries).toBe(result.small_board_first_page.d1_queries);
    expect(result.big_league_members).toBe(BIG_LEAGUE);
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  },
);
