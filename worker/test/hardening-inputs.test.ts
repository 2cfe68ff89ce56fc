/**
 * Issue 42, N5: every route that reads a JSON body or validates a query string, probed with keys
 * that name Object.prototype's members (`__proto__`, `constructor`, …). A bad input is a 4xx in
 * the route's error shape and stores nothing, an ignored key leaves the route's normal answer, and
 * nothing is ever a 500 or a changed prototype. The paging bounds (N6): hardening-paging.test.ts.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { address, verifiedUser } from "./accounts-support";
import { createLeague, joinWithCode } from "./fixtures/leagues";
import { ensureSeason, insertGame, insertLeague } from "./fixtures/sportsbook";
import { call, createUser, expectErrorShape, setClock, type TestUser } from "./support";

/** Each key with what a prototype-pollution payload would put under it. */
const PROTOTYPE_KEYS: ReadonlyArray<[string, unknown]> = [
  ["__proto__", { polluted: "yes" }],
  ["constructor", { prototype: { polluted: "yes" } }],
  ["prototype", { polluted: "yes" }],
  ["hasOwnProperty", "yes"],
  ["toString", "yes"],
  ["valueOf", "yes"],
];

/**
 * `base` with every prototype key as an own property, as JSON.parse makes them (an object literal's
 * `__proto__:` would set the prototype instead, and JSON.stringify would leave it out).
 */
function withPrototypeKeys<T extends object>(base: T): T {
  const out = { ...base };
  for (const [key, value] of PROTOTYPE_KEYS)
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** Placeholder ids for the test names (the real ones are made in beforeAll). */
const PATH_NAMES = new Proxy({} as World, {
  get: (_t, key) => (String(key).endsWith("Id") ? "{id}" : { id: "{id}", username: "{username}" }),
});

const PROTOTYPE_QUERY = PROTOTYPE_KEYS.map(([k]) => `${k}=yes`).join("&");

/** The tables a refused write must leave as they were. */
const STORED = [
  "users",
  "email_tokens",
  "refresh_tokens",
  "leagues",
  "league_members",
  "league_invitations",
  "picks",
  "board_messages",
  "board_comments",
  "board_votes",
  "profile_messages",
  "friendships",
  "user_privacy",
  "notifications",
  "push_subscriptions",
];

async function storedRows() {
  const counts = await env.DB.batch(
    STORED.map((t) => env.DB.prepare(`SELECT '${t}' AS t, COUNT(*) AS n FROM ${t}`)),
  );
  return Object.fromEntries(
    counts.map((r) => {
      const row = r.results[0] as { t: string; n: number };
      return [row.t, row.n];
    }),
  );
}

function expectUnpolluted() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
  expect(typeof probe.toString).toBe("function");
}

/** What the routes below act on, made once. */
interface World {
  owner: TestUser;
  member: TestUser;
  leaver: TestUser;
  kicked: TestUser;
  stranger: TestUser;
  fan: Awaited<ReturnType<typeof verifiedUser>>;
  league: { id: number; code: string };
  openLeague: { id: number; code: string };
  pickLeague: { id: number };
  game: { id: number; homeTeamId: number; week: number };
  pickId: number;
  messageId: number;
  commentId: number;
  profileMessageId: number;
  friendshipId: number;
  notificationId: number;
  push: { endpoint: string; keys: { p256dh: string; auth: string } };
}

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

async function makeWorld(): Promise<World> {
  // Tuesday of week 2; the game below kicks off on Saturday.
  await setClock("2024-09-03T16:00:00.000Z");
  const season = await ensureSeason();
  const [owner, member, leaver, kicked, stranger] = await Promise.all(
    Array.from({ length: 5 }, () => createUser()),
  );
  const fan = await verifiedUser("proto");
  const league = await createLeague(owner!.token);
  const openLeague = await createLeague(stranger!.token);
  for (const who of [member!, leaver!, kicked!])
    expect((await joinWithCode(who.token, league.code)).status).toBe(200);
  const game = await insertGame(season, { week: 2, kickoffAt: "2024-09-07T23:30:00.000Z" });
  const pickLeague = await insertLeague(season, [member!]);
  const pick = await call("/api/picks/", {
    token: member!.token,
    body: { game: game.id, betType: "spread", selection: "home", leagueId: pickLeague.id },
  });
  expect(pick.status, pick.text).toBe(201);
  const message = await call("/api/message-board/", {
    token: member!.token,
    body: { league: league.id, content: "Roll Tide" },
  });
  expect(message.status, message.text).toBe(201);
  const comment = await call("/api/message-comments/", {
    token: member!.token,
    body: { message: message.json.id, content: "Agreed" },
  });
  expect(comment.status, comment.text).toBe(201);
  const wall = await call(`/api/users/profile/${member!.username}/messages/`, {
    token: owner!.token,
    body: { content: "Hello" },
  });
  expect(wall.status, wall.text).toBe(201);
  const asked = await call("/api/users/friends/request/", {
    token: stranger!.token,
    body: { recipient: member!.id },
  });
  expect(asked.status, asked.text).toBe(201);
  const notification = await env.DB.prepare(
    "SELECT id FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1",
  )
    .bind(member!.id)
    .first<{ id: number }>();
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const point = (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer;
  return {
    owner: owner!,
    member: member!,
    leaver: leaver!,
    kicked: kicked!,
    stranger: stranger!,
    fan,
    league,
    openLeague,
    pickLeague,
    game: { id: game.id, homeTeamId: game.homeTeamId, week: game.week },
    pickId: pick.json.id,
    messageId: message.json.id,
    commentId: comment.json.id,
    profileMessageId: wall.json.id,
    friendshipId: asked.json.friend_request_id,
    notificationId: notification!.id,
    push: {
      endpoint: `https://fcm.googleapis.com/fcm/send/proto-${Date.now()}`,
      keys: { p256dh: b64url(point), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) },
    },
  };
}

interface BodyRoute {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: (w: World) => string;
  token?: (w: World) => string;
  /** The answer to a body of nothing but prototype keys. */
  onlyKeys: number;
  /** A body the route takes (omitted: the route reads no body, or a valid one has side effects). */
  valid?: (w: World) => object;
  /** The answer to the valid body with prototype keys added at every level it has. */
  withKeys?: number;
  /** The valid body with the keys added inside its nested objects too. */
  nested?: (body: object) => object;
  headers?: () => Record<string, string>;
}

const member = (w: World) => w.member.token;
const owner = (w: World) => w.owner.token;
const fan = (w: World) => w.fan.access;

/**
 * Every route that reads a JSON body, in an order that leaves each one's subject in place for it
 * (the deletes last). Unknown keys are ignored where the contract is a valibot `object`; the
 * strict bodies (a notification's read mark, a league's settings) refuse them by name.
 */
const BODY_ROUTES: BodyRoute[] = [
  {
    method: "POST",
    path: () => "/api/users/register/",
    onlyKeys: 400,
    valid: () => {
      const username = `proto_${crypto.randomUUID().slice(0, 8)}`;
      return {
        username,
        email: `${username}@example.com`,
        password: "Pickem!2024",
        password_confirm: "Pickem!2024",
      };
    },
    withKeys: 201,
    headers: address,
  },
  {
    method: "POST",
    path: () => "/api/users/verify-email/",
    onlyKeys: 400,
    valid: () => ({ token: "A".repeat(43) }),
    withKeys: 400,
  },
  {
    method: "POST",
    path: () => "/api/users/resend-verification/",
    onlyKeys: 400,
    valid: (w) => ({ email: w.fan.email }),
    withKeys: 200,
    headers: address,
  },
  {
    method: "POST",
    path: () => "/api/users/login/",
    onlyKeys: 400,
    valid: (w) => ({ email: w.fan.email, password: "Pickem!2024" }),
    withKeys: 200,
    headers: address,
  },
  {
    method: "POST",
    path: () => "/api/users/password-reset/",
    onlyKeys: 400,
    valid: (w) => ({ email: w.fan.email }),
    withKeys: 200,
    headers: address,
  },
  {
    method: "POST",
    path: () => "/api/users/password-reset/confirm/",
    onlyKeys: 400,
    valid: () => ({
      token: "A".repeat(43),
      new_password: "Pickem!2025",
      new_password_confirm: "Pickem!2025",
    }),
    withKeys: 400,
  },
  {
    method: "PATCH",
    path: () => "/api/users/profile/",
    token: fan,
    onlyKeys: 200,
    valid: () => ({ bio: "Proto" }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/users/change-password/",
    token: fan,
    onlyKeys: 400,
    valid: () => ({
      current_password: "not-the-password",
      new_password: "Pickem!2025",
      new_password_confirm: "Pickem!2025",
    }),
    withKeys: 400,
  },
  {
    method: "POST",
    path: () => "/api/auth/refresh/",
    onlyKeys: 400,
    valid: (w) => ({ refresh: w.fan.refresh }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/leagues/",
    token: owner,
    onlyKeys: 400,
    valid: () => ({ name: "Proto League" }),
    withKeys: 201,
  },
  {
    method: "PATCH",
    path: (w) => `/api/leagues/${w.league.id}/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ description: "Edited" }),
    withKeys: 400,
  },
  {
    method: "POST",
    path: () => "/api/leagues/join/",
    token: owner,
    onlyKeys: 400,
    valid: (w) => ({ code: w.openLeague.code }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/leagues/${w.league.id}/invite_user/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ email: `invitee_${Date.now()}@example.com` }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/weekly-picks/submit_picks/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({
      league_id: w.pickLeague.id,
      picks: [
        {
          game_id: w.game.id,
          pick_type: "moneyline",
          picked_team_id: w.game.homeTeamId,
        },
      ],
    }),
    nested: (body) => ({
      ...body,
      picks: (body as { picks: object[] }).picks.map(withPrototypeKeys),
    }),
    withKeys: 201,
  },
  {
    method: "POST",
    path: () => "/api/picks/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({
      game: w.game.id,
      betType: "total",
      selection: "over",
      leagueId: w.pickLeague.id,
    }),
    withKeys: 201,
  },
  { method: "POST", path: (w) => `/api/picks/${w.pickId}/set_lock/`, token: member, onlyKeys: 200 },
  {
    method: "PUT",
    path: (w) => `/api/users/picks/${w.pickId}/sharing/`,
    token: member,
    onlyKeys: 400,
    valid: () => ({ is_shared_early: true }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/message-board/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({ league: w.league.id, content: "Proto post" }),
    withKeys: 201,
  },
  {
    method: "POST",
    path: (w) => `/api/message-board/${w.messageId}/vote/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ vote_type: "up" }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/message-board/${w.messageId}/highlight/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/message-board/${w.messageId}/highlight/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/message-comments/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({ message: w.messageId, content: "Proto reply" }),
    withKeys: 201,
  },
  {
    method: "POST",
    path: (w) => `/api/message-comments/${w.commentId}/vote/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ vote_type: "down" }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/message-comments/${w.commentId}/highlight/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/message-comments/${w.commentId}/highlight/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/users/profile/${w.member.username}/messages/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ content: "Proto wall post" }),
    withKeys: 201,
  },
  {
    method: "PUT",
    path: () => "/api/users/privacy/",
    token: member,
    // Every section is optional (a key left out is public): nothing but unknown keys is valid.
    onlyKeys: 200,
    valid: () => ({ my_picks: "friends_only" }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/users/friends/request/",
    token: owner,
    onlyKeys: 400,
    valid: (w) => ({ recipient: w.stranger.id }),
    withKeys: 201,
  },
  {
    method: "POST",
    path: (w) => `/api/users/friends/respond/${w.friendshipId}/`,
    token: member,
    onlyKeys: 400,
    valid: () => ({ action: "accept" }),
    withKeys: 200,
  },
  {
    method: "PATCH",
    path: (w) => `/api/notifications/${w.notificationId}/`,
    token: member,
    onlyKeys: 400,
    valid: () => ({ is_read: true }),
    withKeys: 400,
  },
  { method: "POST", path: () => "/api/notifications/mark_all_read/", token: member, onlyKeys: 200 },
  {
    method: "POST",
    path: () => "/api/notifications/push/subscription/",
    token: member,
    onlyKeys: 400,
    valid: (w) => w.push,
    nested: (body) => ({ ...body, keys: withPrototypeKeys((body as World["push"]).keys) }),
    withKeys: 201,
  },
  {
    method: "DELETE",
    path: () => "/api/notifications/push/subscription/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({ endpoint: w.push.endpoint }),
    withKeys: 204,
  },
  // Moving the clock runs every job: a valid body is the clock tests' business.
  { method: "POST", path: () => "/api/dev/clock", onlyKeys: 400 },
  {
    method: "POST",
    path: (w) => `/api/leagues/${w.league.id}/kick_member/`,
    token: owner,
    onlyKeys: 400,
    valid: (w) => ({ user_id: w.kicked.id }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/leagues/${w.league.id}/leave/`,
    token: (w) => w.leaver.token,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/users/profile/${w.member.username}/messages/${w.profileMessageId}/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/users/friends/remove/${w.stranger.id}/`,
    token: member,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/message-comments/${w.commentId}/`,
    token: member,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/message-board/${w.messageId}/`,
    token: member,
    onlyKeys: 200,
  },
  { method: "DELETE", path: () => "/api/notifications/clear_all/", token: member, onlyKeys: 200 },
  {
    method: "POST",
    path: () => "/api/auth/logout/",
    onlyKeys: 400,
    valid: (w) => ({ refresh: w.fan.refresh }),
    withKeys: 200,
  },
];

describe("prototype keys in a request body (issue 42 N5)", () => {
  let world: World;
  beforeAll(async () => {
    world = await makeWorld();
  });

  it.each(BODY_ROUTES.map((r) => [`${r.method} ${r.path(PATH_NAMES)}`, r] as const))(
    "%s: a 4xx that stores nothing, or the route's own answer; never a 500",
    async (label, route) => {
      const send = (body: object) =>
        call(route.path(world), {
          method: route.method,
          token: route.token?.(world),
          headers: route.headers?.(),
          body,
        });

      const before = await storedRows();
      const bare = await send(withPrototypeKeys({}));
      expect(bare.status, `${label} ${bare.text}`).toBe(route.onlyKeys);
      if (bare.status >= 400) {
        expectErrorShape(bare.json, label);
        expect(await storedRows(), label).toEqual(before);
      }
      expectUnpolluted();

      if (!route.valid) return;
      // The refresh token rotates on use: logout takes the one refresh answered.
      if (route.path(world) === "/api/auth/refresh/") {
        const body = withPrototypeKeys(route.valid(world));
        const res = await send(body);
        expect(res.status, `${label} ${res.text}`).toBe(route.withKeys);
        world.fan.refresh = res.json.refresh;
        expectUnpolluted();
        return;
      }
      const top = withPrototypeKeys(route.valid(world));
      const body = route.nested ? route.nested(top) : top;
      const res = await send(body);
      expect(res.status, `${label} ${res.text}`).toBe(route.withKeys);
      if (res.status >= 400) expectErrorShape(res.json, label);
      expectUnpolluted();
    },
  );

  it("names a strict body's prototype keys as unknown fields, as any other key", async () => {
    const { member: fanUser, notificationId, owner: commissioner, league } = world;
    const read = await call(`/api/notifications/${notificationId}/`, {
      method: "PATCH",
      token: fanUser.token,
      rawBody: '{"is_read": true, "__proto__": {"polluted": "yes"}, "constructor": 1}',
    });
    expect(read.status, read.text).toBe(400);
    // valibot names the first unknown key of a strict object.
    expect(Object.keys(read.json)).toEqual(["__proto__"]);
    const edit = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: commissioner.token,
      rawBody: '{"description": "x", "__proto__": {"name": "Pwned"}, "toString": 1}',
    });
    expect(edit.status, edit.text).toBe(400);
    expect(edit.json).toEqual(
      JSON.parse('{"__proto__": ["Unknown field"], "toString": ["Unknown field"]}'),
    );
    const stored = await env.DB.prepare("SELECT name, description FROM leagues WHERE id = ?")
      .bind(league.id)
      .first<{ name: string; description: string }>();
    expect(stored!.name).not.toBe("Pwned");
    expect(stored!.description).not.toBe("x");
    expectUnpolluted();
  });
});

/** Every route that validates a query string, with a query it takes. */
const QUERY_ROUTES: Array<[string, (w: World) => string, (w: World) => string | undefined]> = [
  ["board", (w) => `/api/message-board/?league=${w.league.id}`, member],
  ["cross-league board", () => "/api/cross-league-messages/?type=all", member],
  ["public leagues", () => "/api/leagues/search_public/?search=League", member],
  ["weekly picks", (w) => `/api/leagues/${w.pickLeague.id}/weekly_picks/?week=2`, member],
  ["notifications", () => "/api/notifications/?page=1&page_size=5", member],
  ["user picks", (w) => `/api/user-picks/?league_id=${w.pickLeague.id}&week=2`, member],
  ["ticker", () => "/api/ticker/?sport=ncaa-football", () => undefined],
  ["rankings", () => "/api/rankings/?sport=ncaa-football", () => undefined],
  ["top 25", () => "/api/rankings/top25/?poll=ap", () => undefined],
  ["poll weeks", () => "/api/rankings/available_weeks/?poll=ap", () => undefined],
  ["historical polls", () => "/api/rankings/historical/?poll=ap&week=1", () => undefined],
  ["profile", (w) => `/api/users/profile/${w.member.username}/?spread_operator=gte`, owner],
  ["league status", () => "/api/sportsbook/league_status/?week=2", member],
  ["games", (w) => `/api/sportsbook/games/?week=2&league_id=${w.pickLeague.id}`, member],
  ["my stats", () => "/api/user-stats/my_stats/?spread_operator=gte", member],
  ["dev outbox", (w) => `/api/dev/outbox?to=${encodeURIComponent(w.fan.email)}`, () => undefined],
  ["dev idempotency", (w) => `/api/dev/idempotency?user=${w.member.id}`, () => undefined],
];

describe("prototype keys in a query string (issue 42 N5)", () => {
  let world: World;
  beforeAll(async () => {
    world = await makeWorld();
  });

  it.each(QUERY_ROUTES)("%s ignores them: the same answer as without", async (label, path, who) => {
    const token = who(world);
    const plain = await call(path(world), { token });
    expect(plain.status, `${label} ${plain.text}`).toBe(200);
    const probed = await call(`${path(world)}&${PROTOTYPE_QUERY}`, { token });
    expect(probed.status, `${label} ${probed.text}`).toBe(200);
    expect(Object.keys(probed.json)).toEqual(Object.keys(plain.json));
    expectUnpolluted();
  });
});
