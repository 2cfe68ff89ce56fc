/**
 * What the prototype-key tests of issue 42 N5 share (hardening-inputs-*.test.ts, one file per area
 * of the routes that read a JSON body, and hardening-inputs-queries.test.ts): the keys, a body that
 * carries them as JSON.parse makes them, the world the routes act on, and the one test each body
 * route gets. A bad input is a 4xx in the route's error shape and stores nothing, an ignored key
 * leaves the route's normal answer, and nothing is ever a 500 or a changed prototype. The paging
 * bounds (N6): hardening-paging.test.ts.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { toBase64Url } from "#domain/base64url";
import { verifiedUser } from "./accounts-support";
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
export function withPrototypeKeys<T extends object>(base: T): T {
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

/** Stand-in ids for the test names (the real ones are made in beforeAll). */
const PATH_NAMES = new Proxy({} as ProbeWorld, {
  get: (_t, key) => (String(key).endsWith("Id") ? "{id}" : { id: "{id}", username: "{username}" }),
});

export const PROTOTYPE_QUERY = PROTOTYPE_KEYS.map(([k]) => `${k}=yes`).join("&");

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

export function expectUnpolluted() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
  expect(typeof probe.toString).toBe("function");
}

/** What the routes below act on, made once. */
export interface ProbeWorld {
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

export async function makeProbeWorld(): Promise<ProbeWorld> {
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
      keys: {
        p256dh: toBase64Url(point),
        auth: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
      },
    },
  };
}

export interface BodyRoute {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: (w: ProbeWorld) => string;
  token?: (w: ProbeWorld) => string;
  /** The answer to a body of nothing but prototype keys. */
  onlyKeys: number;
  /** A body the route takes (omitted: the route reads no body, or a valid one has side effects). */
  valid?: (w: ProbeWorld) => object;
  /** The answer to the valid body with prototype keys added at every level it has. */
  withKeys?: number;
  /** The valid body with the keys added inside its nested objects too. */
  nested?: (body: object) => object;
  headers?: () => Record<string, string>;
}

export const member = (w: ProbeWorld) => w.member.token;
export const owner = (w: ProbeWorld) => w.owner.token;
export const fan = (w: ProbeWorld) => w.fan.access;

/**
 * The test of every route in `routes`, on a world of its own: the routes run in their order, so a
 * table leaves each one's subject in place for it (the deletes last).
 */
export function describeBodyRoutes(area: string, routes: BodyRoute[]) {
  describe(`prototype keys in a request body (issue 42 N5): ${area}`, () => {
    let world: ProbeWorld;
    beforeAll(async () => {
      world = await makeProbeWorld();
    });

    it.each(routes.map((r) => [`${r.method} ${r.path(PATH_NAMES)}`, r] as const))(
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
  });
}
