/**
 * Profiles, friends and privacy (issue 13; spec 000 sections 3, 4, 7 and 8): what each viewer
 * sees of a profile on every route that can show a section, the friendship transitions with their
 * events, Recent Picks against the league visibility rule, the custom records, the profile board
 * and avatars.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TEXTS } from "#domain/images";
import {
  DEFAULT_PRIVACY,
  PRIVACY_LEVELS,
  PRIVACY_SECTIONS,
  SOCIAL_TEXTS,
  type PrivacyLevel,
  type PrivacySection,
} from "#domain/social/contract";
import { onSocialEvent, type SocialEvent } from "#worker/social/events";
import { call, createUser, type TestUser as User } from "./support";
import {
  createLeague,
  ensureSeason,
  insertGame,
  insertPick,
  joinWithCode,
} from "./fixtures/leagues";

// ---- helpers ----

/** Every social event the Worker emits during this file, in order. */
const events: SocialEvent[] = [];
onSocialEvent(async (_env, event) => {
  events.push(event);
});
/** The events emitted since `mark` (events.length taken before the action). */
const since = (mark: number) => events.slice(mark);

const profile = (username: string, token?: string, query = "") =>
  call(`/api/users/profile/${username}/${query}`, { token });
const messages = (username: string, token?: string) =>
  call(`/api/users/profile/${username}/messages/`, { token });
const postMessage = (username: string, token: string | undefined, content: unknown) =>
  call(`/api/users/profile/${username}/messages/`, { token, body: { content } });
const friendRequest = (from: User, recipient: unknown, key?: string) =>
  call("/api/users/friends/request/", {
    token: from.token,
    body: { recipient },
    headers: key ? { "idempotency-key": key } : {},
  });
const respond = (who: User, id: number | string, action: string, key?: string) =>
  call(`/api/users/friends/respond/${id}/`, {
    token: who.token,
    body: { action },
    headers: key ? { "idempotency-key": key } : {},
  });
const removeFriend = (who: User, otherId: number | string, key?: string) =>
  call(`/api/users/friends/remove/${otherId}/`, {
    method: "DELETE",
    token: who.token,
    headers: key ? { "idempotency-key": key } : {},
  });
const requests = async (who: User) => {
  const res = await call("/api/users/friends/requests/", { token: who.token });
  expect(res.status, res.text).toBe(200);
  return res.json as {
    received: Array<{ id: number; requester: number; requester_username: string }>;
    sent: Array<{ id: number; requester: number; requester_username: string }>;
  };
};
const friendIds = async (who: User) => {
  const res = await call("/api/users/friends/list/", { token: who.token });
  expect(res.status, res.text).toBe(200);
  return (res.json as Array<{ id: number }>).map((f) => f.id);
};
const statusSeenBy = async (viewer: User, owner: User) => {
  const res = await profile(owner.username, viewer.token);
  expect(res.status, res.text).toBe(200);
  return res.json.friendship_status as string;
};
const putPrivacy = (who: User, body: unknown) =>
  call("/api/users/privacy/", { method: "PUT", token: who.token, body });
const patchProfile = (who: User, body: unknown) =>
  call("/api/users/profile/", { method: "PATCH", token: who.token, body });

const pairRows = async (a: number, b: number) =>
  (
    await env.DB.prepare(
      "SELECT id, requester_id, recipient_id, status FROM friendships WHERE user_low = ? AND user_high = ?",
    )
      .bind(Math.min(a, b), Math.max(a, b))
      .all<{ id: number; requester_id: number; recipient_id: number; status: string }>()
  ).results;

/** Makes two users friends through the API (request, then accept). */
async function befriend(a: User, b: User) {
  const sent = await friendRequest(a, b.id);
  expect(sent.status, sent.text).toBe(201);
  const accepted = await respond(b, sent.json.friend_request_id, "accept");
  expect(accepted.status, accepted.text).toBe(200);
}

/** Two fresh users and a's pending request to b: its id, and the events mark taken before it. */
async function pendingRequest() {
  const a = await createUser();
  const b = await createUser();
  const mark = events.length;
  const id = (await friendRequest(a, b.id)).json.friend_request_id as number;
  return { a, b, mark, id };
}

/** The events of a's friend request `id` to b, then b's acceptance. */
const requestedAndAccepted = (id: number, a: User, b: User) => [
  { type: "friend_requested", friendshipId: id, requesterId: a.id, recipientId: b.id },
  { type: "friend_accepted", friendshipId: id, requesterId: a.id, by: b.id },
];

let gradedCounter = 0;
/** A decided pick with its own line (the custom records read the line stored with the pick). */
async function gradedPick(options: {
  userId: number;
  leagueId: number;
  gameId: number;
  type: "spread" | "over_under";
  line: number;
  isCorrect: boolean | null;
}) {
  const season = await ensureSeason();
  gradedCounter += 1;
  const spread = options.type === "spread";
  const row = await env.DB.prepare(
    `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion,
       picked_team_id, picked_value, spread_at_pick, total_at_pick, odds_at_pick, submitted_at,
       result, is_correct)
     VALUES (?, ?, ?, ?, 11, ?, 'full_game', ?, ?, ?, ?, -110, '2024-08-01T00:00:00.000Z', ?, ?)
     RETURNING id`,
  )
    .bind(
      options.userId,
      options.leagueId,
      options.gameId,
      season.seasonId,
      options.type,
      spread ? season.teams.home : null,
      spread ? `${options.line}#${gradedCounter}` : `over#${gradedCounter}`,
      spread ? options.line : null,
      spread ? null : options.line,
      options.isCorrect === null ? null : options.isCorrect ? "win" : "loss",
      options.isCorrect === null ? null : options.isCorrect ? 1 : 0,
    )
    .first<{ id: number }>();
  return row!.id;
}

// 1×1 PNGs (two different images).
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const PNG_2 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));

// ---- 1. the privacy matrix ----

type ViewerKind = "owner" | "friend" | "stranger" | "anonymous";
const VIEWERS: ViewerKind[] = ["owner", "friend", "stranger", "anonymous"];

/** The rule as the spec states it, written independently of domain/social/privacy.ts. */
const expectedVisible = (level: PrivacyLevel, viewer: ViewerKind) =>
  viewer === "owner" || level === "public" || (level === "friends_only" && viewer === "friend");

describe("privacy: each section, each setting, each viewer, on every route that shows it", () => {
  let owner: User;
  let friend: User;
  let stranger: User;
  let league: { id: number; name: string };
  let pickId: number;
  const tokenOf = (viewer: ViewerKind) =>
    viewer === "anonymous" ? undefined : { owner, friend, stranger }[viewer].token;

  beforeAll(async () => {
    owner = await createUser();
    friend = await createUser();
    stranger = await createUser();
    const named = await patchProfile(owner, {
      first_name: "Olive",
      last_name: "Owner",
      bio: "Roll Tide",
    });
    expect(named.status, named.text).toBe(200);
    await befriend(friend, owner);
    league = await createLeague(owner.token, { name: "Matrix Public", league_type: "public" });
    const game = await insertGame({
      week: 10,
      kickoff: "2024-11-02T16:00:00.000Z",
      status: "final",
      homeScore: 31,
      awayScore: 10,
    });
    pickId = await insertPick({
      userId: owner.id,
      leagueId: league.id,
      gameId: game,
      week: 10,
      result: "win",
      isCorrect: true,
    });
  });

  /** Asserts, for one viewer, which sections show on the profile, its board and its friends list. */
  async function expectSections(viewer: ViewerKind, visible: Record<PrivacySection, boolean>) {
    const token = tokenOf(viewer);
    const res = await profile(owner.username, token);
    expect(res.status, res.text).toBe(200);
    const p = res.json;
    // Never hidden: who the profile is and where the pair stands.
    expect(p).toMatchObject({
      id: owner.id,
      username: owner.username,
      is_owner: viewer === "owner",
    });
    expect(p.friendship_status).toBe(viewer === "friend" ? "friends" : "none");

    // user_info
    if (visible.user_info)
      expect(p).toMatchObject({
        full_name: "Olive Owner",
        first_name: "Olive",
        last_name: "Owner",
        bio: "Roll Tide",
        date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    else
      expect(p).toMatchObject({
        full_name: null,
        first_name: null,
        last_name: null,
        bio: null,
        date_joined: null,
      });

    // message_board: the flag, the read and the write agree.
    expect(p.message_board_visible).toBe(visible.message_board);
    const read = await messages(owner.username, token);
    const write = await postMessage(owner.username, token, `hello from ${viewer}`);
    if (viewer === "anonymous") {
      expect(read.status).toBe(401);
      expect(write.status).toBe(401);
    } else if (visible.message_board) {
      expect(read.status, read.text).toBe(200);
      expect(Array.isArray(read.json)).toBe(true);
      expect(write.status, write.text).toBe(201);
    } else {
      expect(read.status, read.text).toBe(200);
      expect(read.json).toBeNull();
      expect(read.text).toBe("null");
      expect(write.status, write.text).toBe(403);
      expect(write.json.error).toBe(SOCIAL_TEXTS.boardHidden);
    }

    // stats_widget
    if (visible.stats_widget) {
      expect(p.profile_stats).toEqual({ total_picks: 1, correct_picks: 1, win_percentage: 100 });
      expect(p.custom_spread_stats).toEqual({ wins: 0, losses: 0, percentage: 0 });
      expect(p.custom_total_stats).toEqual({ wins: 0, losses: 0, percentage: 0 });
    } else {
      expect(p.profile_stats).toBeNull();
      expect(p.custom_spread_stats).toBeNull();
      expect(p.custom_total_stats).toBeNull();
    }

    // friends_list: the profile and GET /api/users/friends/list/{id}/ agree.
    const list = await call(`/api/users/friends/list/${owner.id}/`, { token });
    expect(list.status, list.text).toBe(200);
    if (visible.friends_list) {
      expect(p.friends_count).toBe(1);
      expect(p.friends_list.map((f: { id: number }) => f.id)).toEqual([friend.id]);
      expect(list.json).toEqual(p.friends_list);
    } else {
      expect(p.friends_count).toBeNull();
      expect(p.friends_list).toBeNull();
      expect(list.json).toBeNull();
      expect(list.text).not.toContain(friend.username);
    }

    // my_leagues
    if (visible.my_leagues)
      expect(p.my_leagues.map((l: { id: number }) => l.id)).toEqual([league.id]);
    else expect(p.my_leagues).toBeNull();

    // my_picks
    if (visible.my_picks) expect(p.my_picks.map((x: { id: number }) => x.id)).toEqual([pickId]);
    else expect(p.my_picks).toBeNull();
  }

  for (const section of PRIVACY_SECTIONS) {
    describe(`${section}`, () => {
      for (const level of PRIVACY_LEVELS) {
        describe(`set to ${level}`, () => {
          beforeAll(async () => {
            const res = await putPrivacy(owner, { ...DEFAULT_PRIVACY, [section]: level });
            expect(res.status, res.text).toBe(200);
          });
          it.each(VIEWERS)(
            `viewer %s sees ${section} only if the rule allows it, and every other section`,
            async (viewer) => {
              const visible = Object.fromEntries(
                PRIVACY_SECTIONS.map((s) => [
                  s,
                  s === section ? expectedVisible(level, viewer) : true,
                ]),
              ) as Record<PrivacySection, boolean>;
              await expectSections(viewer, visible);
            },
          );
        });
      }
    });
  }

  it("the owner sees everything with every section hidden; a friend sees friends-only sections", async () => {
    const hidden = Object.fromEntries(PRIVACY_SECTIONS.map((s) => [s, "hidden"]));
    expect((await putPrivacy(owner, hidden)).status).toBe(200);
    const all = Object.fromEntries(PRIVACY_SECTIONS.map((s) => [s, true])) as Record<
      PrivacySection,
      boolean
    >;
    const none = Object.fromEntries(PRIVACY_SECTIONS.map((s) => [s, false])) as Record<
      PrivacySection,
      boolean
    >;
    await expectSections("owner", all);
    await expectSections("friend", none);
    await expectSections("stranger", none);
    await expectSections("anonymous", none);
    const friendsOnly = Object.fromEntries(PRIVACY_SECTIONS.map((s) => [s, "friends_only"]));
    expect((await putPrivacy(owner, friendsOnly)).status).toBe(200);
    await expectSections("friend", all);
    await expectSections("stranger", none);
  });

  it("a pending request is not a friendship: friends-only sections stay hidden from its sender", async () => {
    const friendsOnly = Object.fromEntries(PRIVACY_SECTIONS.map((s) => [s, "friends_only"]));
    expect((await putPrivacy(owner, friendsOnly)).status).toBe(200);
    const asker = await createUser();
    expect((await friendRequest(asker, owner.id)).status).toBe(201);
    const res = await profile(owner.username, asker.token);
    expect(res.json.friendship_status).toBe("request_sent");
    for (const key of [
      "full_name",
      "bio",
      "friends_list",
      "friends_count",
      "my_leagues",
      "my_picks",
      "profile_stats",
    ])
      expect(res.json[key], key).toBeNull();
    expect(res.json.message_board_visible).toBe(false);
    expect((await messages(owner.username, asker.token)).json).toBeNull();
    expect((await call(`/api/users/friends/list/${owner.id}/`, { token: asker.token })).json).toBe(
      null,
    );
  });
});

describe("privacy of the people in a friends list", () => {
  it("a friend who hides their info is not named through someone else's friends list", async () => {
    const owner = await createUser();
    const shy = await createUser();
    const stranger = await createUser();
    expect((await patchProfile(shy, { first_name: "Shyla", last_name: "Quietfolk" })).status).toBe(
      200,
    );
    await befriend(owner, shy);
    expect((await putPrivacy(shy, { user_info: "hidden" })).status).toBe(200);
    // The shy user's own profile hides the names from the stranger...
    const own = await profile(shy.username, stranger.token);
    expect(own.json.first_name).toBeNull();
    expect(own.text).not.toContain("Shyla");
    // ...and so must every other route that lists them.
    const viaProfile = await profile(owner.username, stranger.token);
    expect(viaProfile.json.friends_list.map((f: { id: number }) => f.id)).toEqual([shy.id]);
    expect(viaProfile.text).not.toContain("Shyla");
    expect(viaProfile.text).not.toContain("Quietfolk");
    for (const token of [stranger.token, undefined]) {
      const viaList = await call(`/api/users/friends/list/${owner.id}/`, { token });
      expect(viaList.status).toBe(200);
      expect(viaList.json.map((f: { id: number }) => f.id)).toEqual([shy.id]);
      expect(viaList.text).not.toContain("Shyla");
      expect(viaList.text).not.toContain("Quietfolk");
    }
  });
});

// ---- 2. privacy settings ----

describe("GET and PUT /api/users/privacy/", () => {
  it("everything is public by default, and the settings need sign-in", async () => {
    const user = await createUser();
    const res = await call("/api/users/privacy/", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      user_info: "public",
      message_board: "public",
      stats_widget: "public",
      friends_list: "public",
      my_leagues: "public",
      my_picks: "public",
    });
    expect((await call("/api/users/privacy/")).status).toBe(401);
    expect(
      (await call("/api/users/privacy/", { method: "PUT", body: DEFAULT_PRIVACY })).status,
    ).toBe(401);
  });

  it("PUT of the whole object answers it and GET reads it back", async () => {
    const user = await createUser();
    const settings = {
      user_info: "friends_only",
      message_board: "hidden",
      stats_widget: "public",
      friends_list: "hidden",
      my_leagues: "friends_only",
      my_picks: "hidden",
    };
    const res = await putPrivacy(user, settings);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual(settings);
    expect((await call("/api/users/privacy/", { token: user.token })).json).toEqual(settings);
    // Saving again overwrites (no second row, no error).
    const again = await putPrivacy(user, { ...settings, my_picks: "public" });
    expect(again.json.my_picks).toBe("public");
    expect((await call("/api/users/privacy/", { token: user.token })).json.my_picks).toBe("public");
  });

  it("a bad value is a 400 with a field error and changes nothing", async () => {
    const user = await createUser();
    expect((await putPrivacy(user, { ...DEFAULT_PRIVACY, stats_widget: "hidden" })).status).toBe(
      200,
    );
    const res = await putPrivacy(user, { ...DEFAULT_PRIVACY, user_info: "secret" });
    expect(res.status).toBe(400);
    expect(res.json.user_info).toEqual(["user_info must be public, friends_only or hidden"]);
    const wrongType = await putPrivacy(user, { ...DEFAULT_PRIVACY, my_picks: 3 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.my_picks).toEqual(["my_picks must be public, friends_only or hidden"]);
    const malformed = await call("/api/users/privacy/", {
      method: "PUT",
      token: user.token,
      rawBody: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect((await call("/api/users/privacy/", { token: user.token })).json).toEqual({
      ...DEFAULT_PRIVACY,
      stats_widget: "hidden",
    });
  });

  it("keys left out of a PUT become public", async () => {
    const user = await createUser();
    const all = Object.fromEntries(PRIVACY_SECTIONS.map((s) => [s, "hidden"]));
    expect((await putPrivacy(user, all)).status).toBe(200);
    const res = await putPrivacy(user, { my_picks: "friends_only" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ ...DEFAULT_PRIVACY, my_picks: "friends_only" });
    expect((await call("/api/users/privacy/", { token: user.token })).json).toEqual({
      ...DEFAULT_PRIVACY,
      my_picks: "friends_only",
    });
    const empty = await putPrivacy(user, {});
    expect(empty.json).toEqual(DEFAULT_PRIVACY);
  });
});

// ---- 3. friendships ----

describe("friendship transitions", () => {
  it("a request is request_sent for its sender and request_received for its recipient; accepting makes both friends", async () => {
    const a = await createUser();
    const b = await createUser();
    const mark = events.length;
    const sent = await friendRequest(a, b.id);
    expect(sent.status, sent.text).toBe(201);
    const id = sent.json.friend_request_id as number;
    expect(sent.json).toEqual({
      user_id: b.id,
      friendship_status: "request_sent",
      friend_request_id: id,
      message: SOCIAL_TEXTS.requestSent,
    });
    expect(id).toBeGreaterThan(0);
    const aSeesB = await profile(b.username, a.token);
    expect(aSeesB.json).toMatchObject({ friendship_status: "request_sent", friend_request_id: id });
    const bSeesA = await profile(a.username, b.token);
    expect(bSeesA.json).toMatchObject({
      friendship_status: "request_received",
      friend_request_id: id,
    });
    const bRequests = await requests(b);
    expect(bRequests.received).toEqual([
      expect.objectContaining({ id, requester: a.id, requester_username: a.username }),
    ]);
    expect(bRequests.sent).toEqual([]);
    const aRequests = await requests(a);
    expect(aRequests.sent).toEqual([
      expect.objectContaining({ id, requester: a.id, requester_username: a.username }),
    ]);
    expect(aRequests.received).toEqual([]);
    expect(since(mark)).toEqual([
      { type: "friend_requested", friendshipId: id, requesterId: a.id, recipientId: b.id },
    ]);

    // Sending it again changes nothing and emits nothing.
    const again = await friendRequest(a, String(b.id));
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ friendship_status: "request_sent", friend_request_id: id });
    expect(await pairRows(a.id, b.id)).toHaveLength(1);
    expect(since(mark)).toHaveLength(1);

    const accepted = await respond(b, id, "accept");
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toEqual({
      user_id: a.id,
      friendship_status: "friends",
      friend_request_id: null,
      message: SOCIAL_TEXTS.accepted,
    });
    expect(await statusSeenBy(a, b)).toBe("friends");
    expect(await statusSeenBy(b, a)).toBe("friends");
    expect((await profile(b.username, a.token)).json.friend_request_id).toBeNull();
    expect(await friendIds(a)).toEqual([b.id]);
    expect(await friendIds(b)).toEqual([a.id]);
    const onProfile = (await profile(a.username, b.token)).json;
    expect(onProfile.friends_list.map((f: { id: number }) => f.id)).toEqual([b.id]);
    expect(onProfile.friends_count).toBe(1);
    expect((await requests(a)).sent).toEqual([]);
    expect((await requests(b)).received).toEqual([]);
    expect(since(mark)).toEqual(requestedAndAccepted(id, a, b));

    // Answering twice says what happened.
    const twice = await respond(b, id, "reject");
    expect(twice.status).toBe(400);
    expect(twice.json).toMatchObject({
      already_processed: true,
      current_status: "accepted",
      error: SOCIAL_TEXTS.alreadyProcessed("accepted"),
    });
    // Already friends: no new request.
    const dup = await friendRequest(b, a.id);
    expect(dup.status).toBe(400);
    expect(dup.json.error).toBe(SOCIAL_TEXTS.alreadyFriends);
    expect(since(mark)).toHaveLength(2);
    expect(await pairRows(a.id, b.id)).toEqual([
      { id, requester_id: a.id, recipient_id: b.id, status: "accepted" },
    ]);
  });

  it("rejecting leaves both at none; answering again says declined; a new request gets a new id", async () => {
    const { a, b, mark, id } = await pendingRequest();
    const rejected = await respond(b, id, "reject");
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.json).toEqual({
      user_id: a.id,
      friendship_status: "none",
      friend_request_id: null,
      message: SOCIAL_TEXTS.declined,
    });
    expect(await statusSeenBy(a, b)).toBe("none");
    expect(await statusSeenBy(b, a)).toBe("none");
    expect((await profile(b.username, a.token)).json.friend_request_id).toBeNull();
    expect(await requests(a)).toEqual({ received: [], sent: [] });
    expect(await requests(b)).toEqual({ received: [], sent: [] });
    expect(await friendIds(a)).toEqual([]);
    for (const action of ["reject", "accept"]) {
      const twice = await respond(b, id, action);
      expect(twice.status, action).toBe(400);
      expect(twice.json).toMatchObject({
        already_processed: true,
        current_status: "declined",
        error: SOCIAL_TEXTS.alreadyProcessed("declined"),
      });
    }
    // Nothing to remove after a decline.
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const gone = await removeFriend(who, other.id);
      expect(gone.status).toBe(404);
      expect(gone.json.error).toBe(SOCIAL_TEXTS.nothingToRemove);
    }
    expect(since(mark)).toEqual([
      { type: "friend_requested", friendshipId: id, requesterId: a.id, recipientId: b.id },
      { type: "friend_declined", friendshipId: id, requesterId: a.id, by: b.id },
    ]);

    // Asking again works, with a new request.
    const retry = await friendRequest(a, b.id);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.json.friendship_status).toBe("request_sent");
    const newId = retry.json.friend_request_id as number;
    expect(newId).not.toBe(id);
    expect(await pairRows(a.id, b.id)).toEqual([
      { id: newId, requester_id: a.id, recipient_id: b.id, status: "pending" },
    ]);
    expect((await requests(b)).received.map((r) => r.id)).toEqual([newId]);
    // The old id is gone; the new one can be accepted.
    expect((await respond(b, id, "accept")).status).toBe(404);
    expect((await respond(b, newId, "accept")).json.friendship_status).toBe("friends");
    // The one who declined may ask too.
    const c = await createUser();
    const d = await createUser();
    const first = (await friendRequest(c, d.id)).json.friend_request_id as number;
    await respond(d, first, "reject");
    const back = await friendRequest(d, c.id);
    expect(back.status).toBe(201);
    expect(back.json.friendship_status).toBe("request_sent");
    expect(await statusSeenBy(c, d)).toBe("request_received");
  });

  it("a sent request is cancelled with remove; a friendship is ended with remove; both end at none", async () => {
    const { a, b, mark, id } = await pendingRequest();
    const cancelled = await removeFriend(a, b.id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toEqual({
      user_id: b.id,
      friendship_status: "none",
      friend_request_id: null,
      message: SOCIAL_TEXTS.requestCancelled,
    });
    expect(await statusSeenBy(a, b)).toBe("none");
    expect(await statusSeenBy(b, a)).toBe("none");
    expect(await requests(b)).toEqual({ received: [], sent: [] });
    expect(await pairRows(a.id, b.id)).toEqual([]);
    // The cancelled request can no longer be answered.
    const late = await respond(b, id, "accept");
    expect(late.status).toBe(404);
    expect(late.json.error).toBe(SOCIAL_TEXTS.requestNotFound);

    await befriend(b, a);
    expect(await statusSeenBy(a, b)).toBe("friends");
    const mark2 = events.length;
    const ended = await removeFriend(a, b.id);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json).toMatchObject({
      friendship_status: "none",
      message: SOCIAL_TEXTS.friendRemoved,
    });
    expect(await statusSeenBy(a, b)).toBe("none");
    expect(await statusSeenBy(b, a)).toBe("none");
    expect(await friendIds(a)).toEqual([]);
    expect(await friendIds(b)).toEqual([]);
    expect((await profile(b.username, a.token)).json.friends_list).toEqual([]);
    expect(since(mark2)).toEqual([
      { type: "friend_removed", userIds: [a.id, b.id], by: a.id, wasPending: false },
    ]);
    expect(since(mark)[1]).toEqual({
      type: "friend_removed",
      userIds: [a.id, b.id],
      by: a.id,
      wasPending: true,
    });
    // Nothing left to remove.
    const again = await removeFriend(b, a.id);
    expect(again.status).toBe(404);
    expect(again.json.error).toBe(SOCIAL_TEXTS.nothingToRemove);
  });

  it("refuses requests to yourself, to unknown users and malformed ones; answers 404 for unknown or other people's requests", async () => {
    const a = await createUser();
    const b = await createUser();
    const c = await createUser();
    const mark = events.length;
    const self = await friendRequest(a, a.id);
    expect(self.status).toBe(400);
    expect(self.json.error).toBe(SOCIAL_TEXTS.selfRequest);
    const unknown = await friendRequest(a, 99_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(SOCIAL_TEXTS.userNotFound);
    for (const bad of [0, -3, 1.5, null, "0"]) {
      const res = await friendRequest(a, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.json.recipient, String(bad)).toEqual(["recipient must be a user id"]);
    }
    expect((await call("/api/users/friends/request/", { body: { recipient: b.id } })).status).toBe(
      401,
    );

    const id = (await friendRequest(a, b.id)).json.friend_request_id as number;
    // Unknown id, someone else's request, and the sender answering their own request.
    for (const [who, target] of [
      [b, 99_999_999],
      [c, id],
      [a, id],
    ] as const) {
      const res = await respond(who, target, "accept");
      expect(res.status, `${who.username} → ${target}`).toBe(404);
      expect(res.json.error).toBe(SOCIAL_TEXTS.requestNotFound);
    }
    expect((await respond(b, "abc", "accept")).status).toBe(404);
    const badAction = await respond(b, id, "maybe");
    expect(badAction.status).toBe(400);
    expect(badAction.json.action).toEqual(["action must be accept or reject"]);
    // The request is still pending and untouched.
    expect(await pairRows(a.id, b.id)).toEqual([
      { id, requester_id: a.id, recipient_id: b.id, status: "pending" },
    ]);
    // Another user's friends list: unknown and malformed ids are 404.
    for (const target of [99_999_999, "abc"]) {
      const res = await call(`/api/users/friends/list/${target}/`, { token: a.token });
      expect(res.status, String(target)).toBe(404);
    }
    expect((await call("/api/users/friends/list/")).status).toBe(401);
    expect((await call("/api/users/friends/requests/")).status).toBe(401);
    // Remove: yourself, unknown users and malformed ids are 404.
    for (const target of [a.id, 99_999_999, "abc"])
      expect((await removeFriend(a, target)).status, String(target)).toBe(404);
    expect((await removeFriend(c, a.id)).status).toBe(404);
    // Only the one request emitted anything.
    expect(since(mark)).toEqual([
      { type: "friend_requested", friendshipId: id, requesterId: a.id, recipientId: b.id },
    ]);
  });

  it("a recipient that is text but not a number gets the same field error as any other bad id", async () => {
    const a = await createUser();
    for (const bad of ["abc", "1e3", "12a"]) {
      const res = await friendRequest(a, bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.recipient, bad).toEqual(["recipient must be a user id"]);
    }
  });

  it("a request to someone whose request is pending accepts theirs (201, friends)", async () => {
    const { a, b, mark, id } = await pendingRequest();
    const back = await friendRequest(b, a.id);
    expect(back.status, back.text).toBe(201);
    expect(back.json).toEqual({
      user_id: a.id,
      friendship_status: "friends",
      friend_request_id: null,
      message: SOCIAL_TEXTS.nowFriends,
    });
    expect(await statusSeenBy(a, b)).toBe("friends");
    expect(await statusSeenBy(b, a)).toBe("friends");
    expect(await pairRows(a.id, b.id)).toEqual([
      { id, requester_id: a.id, recipient_id: b.id, status: "accepted" },
    ]);
    expect(since(mark)).toEqual(requestedAndAccepted(id, a, b));
    expect(await requests(a)).toEqual({ received: [], sent: [] });
  });

  it("two users asking each other at the same moment end as one friendship", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createUser();
      const b = await createUser();
      const mark = events.length;
      const [ab, ba] = await Promise.all([friendRequest(a, b.id), friendRequest(b, a.id)]);
      expect(ab.status, ab.text).toBe(201);
      expect(ba.status, ba.text).toBe(201);
      expect([ab.json.friendship_status, ba.json.friendship_status].sort()).toEqual([
        "friends",
        "request_sent",
      ]);
      const rows = await pairRows(a.id, b.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe("accepted");
      expect(await statusSeenBy(a, b)).toBe("friends");
      expect(await statusSeenBy(b, a)).toBe("friends");
      expect(await friendIds(a)).toEqual([b.id]);
      const emitted = since(mark);
      expect(emitted.map((e) => e.type)).toEqual(["friend_requested", "friend_accepted"]);
      expect(emitted.every((e) => "friendshipId" in e && e.friendshipId === rows[0]!.id)).toBe(
        true,
      );
    }
  });

  it("a replayed request, answer or removal (same Idempotency-Key) answers the same and writes and emits nothing more", async () => {
    const a = await createUser();
    const b = await createUser();
    const mark = events.length;
    const key = `friend-${a.id}-${b.id}`;
    const first = await friendRequest(a, b.id, key);
    expect(first.status, first.text).toBe(201);
    const replay = await friendRequest(a, b.id, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual(first.json);
    expect(await pairRows(a.id, b.id)).toHaveLength(1);
    expect(since(mark)).toHaveLength(1);

    const id = first.json.friend_request_id as number;
    const answer = await respond(b, id, "accept", `respond-${id}`);
    expect(answer.status).toBe(200);
    const answerReplay = await respond(b, id, "accept", `respond-${id}`);
    expect(answerReplay.status).toBe(200);
    expect(answerReplay.headers.get("idempotent-replayed")).toBe("true");
    expect(answerReplay.json).toEqual(answer.json);
    expect(since(mark).map((e) => e.type)).toEqual(["friend_requested", "friend_accepted"]);

    const removed = await removeFriend(a, b.id, `remove-${b.id}`);
    expect(removed.status).toBe(200);
    const removedReplay = await removeFriend(a, b.id, `remove-${b.id}`);
    expect(removedReplay.status).toBe(200);
    expect(removedReplay.headers.get("idempotent-replayed")).toBe("true");
    expect(removedReplay.json).toEqual(removed.json);
    expect(since(mark).map((e) => e.type)).toEqual([
      "friend_requested",
      "friend_accepted",
      "friend_removed",
    ]);
    expect(await pairRows(a.id, b.id)).toEqual([]);
    // The request replayed after all that still writes nothing: no new request appears.
    const late = await friendRequest(a, b.id, key);
    expect(late.headers.get("idempotent-replayed")).toBe("true");
    expect(late.json).toEqual(first.json);
    expect(await pairRows(a.id, b.id)).toEqual([]);
    expect(since(mark)).toHaveLength(3);
  });
});

// ---- 4. recent picks ----

describe("recent picks never show a hidden pick", () => {
  let owner: User;
  let member: User;
  let stranger: User;
  let open: { id: number; code: string; name: string };
  let revealing: { id: number; code: string; name: string };
  let secret: { id: number; code: string; name: string };
  let upcoming: number;
  let live: number;
  let done: number;
  let revealed: number;
  let secretPick: number;

  const pickIds = async (token?: string) => {
    const res = await profile(owner.username, token);
    expect(res.status, res.text).toBe(200);
    return {
      res,
      ids: (res.json.my_picks as Array<{ id: number }>).map((p) => p.id),
      leagues: (res.json.my_leagues as Array<{ id: number }>).map((l) => l.id),
    };
  };

  beforeAll(async () => {
    owner = await createUser();
    member = await createUser();
    stranger = await createUser();
    open = await createLeague(owner.token, { name: "Open Picks League", league_type: "public" });
    revealing = await createLeague(owner.token, {
      name: "Revealing League",
      league_type: "public",
      show_picks_before_lock: true,
    });
    secret = await createLeague(owner.token, { name: "Secret Society" });
    expect((await joinWithCode(member.token, open.code)).status).toBe(200);
    expect((await joinWithCode(member.token, revealing.code)).status).toBe(200);
    const future = await insertGame({ week: 1, kickoff: "2099-09-05T23:30:00.000Z" });
    const started = await insertGame({ week: 1, kickoff: "2024-08-31T16:00:00.000Z" });
    const final = await insertGame({
      week: 10,
      kickoff: "2024-11-02T16:00:00.000Z",
      status: "final",
      homeScore: 24,
      awayScore: 17,
    });
    upcoming = await insertPick({ userId: owner.id, leagueId: open.id, gameId: future, week: 1 });
    live = await insertPick({ userId: owner.id, leagueId: open.id, gameId: started, week: 1 });
    done = await insertPick({
      userId: owner.id,
      leagueId: open.id,
      gameId: final,
      week: 10,
      result: "win",
      isCorrect: true,
    });
    revealed = await insertPick({
      userId: owner.id,
      leagueId: revealing.id,
      gameId: future,
      week: 1,
    });
    secretPick = await insertPick({
      userId: owner.id,
      leagueId: secret.id,
      gameId: final,
      week: 10,
      result: "loss",
      isCorrect: false,
    });
  });

  it("the owner sees every pick, with status and whether sharing can still be changed", async () => {
    const { res, ids, leagues } = await pickIds(owner.token);
    expect(ids.sort()).toEqual([upcoming, live, done, revealed, secretPick].sort());
    expect(leagues.sort()).toEqual([open.id, revealing.id, secret.id].sort());
    const byId = new Map(
      (res.json.my_picks as Array<Record<string, unknown>>).map((p) => [p.id, p]),
    );
    expect(byId.get(upcoming)).toMatchObject({
      status: "upcoming",
      can_edit_sharing: true,
      is_shared_early: false,
      league: open.id,
      league_name: "Open Picks League",
      week: 1,
    });
    expect(byId.get(live)).toMatchObject({ status: "in_progress", can_edit_sharing: false });
    expect(byId.get(done)).toMatchObject({ status: "completed", is_correct: true });
    // A league that shows picks before lock has nothing to share early.
    expect(byId.get(revealed)).toMatchObject({ status: "upcoming", can_edit_sharing: false });
    expect(byId.get(secretPick)).toMatchObject({
      league_name: "Secret Society",
      is_correct: false,
    });
  });

  it("a fellow member sees started and revealed picks only; never the private league's", async () => {
    const { res, ids, leagues } = await pickIds(member.token);
    expect(ids.sort()).toEqual([live, done, revealed].sort());
    expect(ids).not.toContain(upcoming);
    expect(leagues.sort()).toEqual([open.id, revealing.id].sort());
    expect(res.text).not.toContain("Secret Society");
    for (const p of res.json.my_picks as Array<{ can_edit_sharing: boolean }>)
      expect(p.can_edit_sharing).toBe(false);
  });

  it("a stranger (signed in or not) sees the public leagues' visible picks only", async () => {
    for (const token of [stranger.token, undefined]) {
      const { res, ids, leagues } = await pickIds(token);
      expect(ids.sort()).toEqual([live, done, revealed].sort());
      expect(leagues.sort()).toEqual([open.id, revealing.id].sort());
      expect(res.text).not.toContain("Secret Society");
    }
  });

  it("sharing a pick early shows it to a fellow member; unsharing hides it again", async () => {
    const share = await call(`/api/users/picks/${upcoming}/sharing/`, {
      method: "PUT",
      token: owner.token,
      body: { is_shared_early: true },
    });
    expect(share.status, share.text).toBe(200);
    const shared = await pickIds(member.token);
    expect(shared.ids).toContain(upcoming);
    expect(
      (shared.res.json.my_picks as Array<Record<string, unknown>>).find((p) => p.id === upcoming),
    ).toMatchObject({ is_shared_early: true, status: "upcoming", can_edit_sharing: false });
    // The owner can still take it back, and then it is hidden again.
    const mine = await pickIds(owner.token);
    expect(
      (mine.res.json.my_picks as Array<Record<string, unknown>>).find((p) => p.id === upcoming),
    ).toMatchObject({ is_shared_early: true, can_edit_sharing: true });
    await call(`/api/users/picks/${upcoming}/sharing/`, {
      method: "PUT",
      token: owner.token,
      body: { is_shared_early: false },
    });
    expect((await pickIds(member.token)).ids).not.toContain(upcoming);
  });

  it("a member of the private league sees its picks; a non-member still does not", async () => {
    const insider = await createUser();
    expect((await joinWithCode(insider.token, secret.code)).status).toBe(200);
    const inside = await pickIds(insider.token);
    expect(inside.ids).toContain(secretPick);
    expect(inside.leagues).toContain(secret.id);
    const outside = await pickIds(stranger.token);
    expect(outside.ids).not.toContain(secretPick);
    expect(outside.leagues).not.toContain(secret.id);
  });
});

// ---- 5. the profile ----

describe("GET /api/users/profile/{username}/", () => {
  it("answers 404 for an unknown or malformed username", async () => {
    const viewer = await createUser();
    for (const name of ["nobody_by_this_name", "bad-name", "bad.name", "a%20b", "x".repeat(31)]) {
      const res = await profile(name, viewer.token);
      expect(res.status, name).toBe(404);
      expect(res.json.error, name).toBe(SOCIAL_TEXTS.userNotFound);
    }
    expect((await profile("nobody_by_this_name")).status).toBe(404);
  });

  it("a token that no longer works is 401 (to refresh), never the anonymous view of the profile", async () => {
    const user = await createUser();
    for (const token of ["not-a-token", `${user.token}x`]) {
      const res = await profile(user.username, token);
      expect(res.status, token).toBe(401);
    }
    // Without a token at all, the public view.
    expect((await profile(user.username)).json.is_owner).toBe(false);
    expect((await profile(user.username, user.token)).json.is_owner).toBe(true);
  });

  it("finds the user whatever the case of the username", async () => {
    const user = await createUser({ username: `CaseMix_${Date.now().toString(36)}` });
    for (const name of [user.username.toLowerCase(), user.username.toUpperCase()]) {
      const res = await profile(name);
      expect(res.status, name).toBe(200);
      expect(res.json).toMatchObject({ id: user.id, username: user.username });
    }
    expect((await profile(user.username.toLowerCase(), user.token)).json.is_owner).toBe(true);
  });

  it("custom spread and total records follow the thresholds and operators; a bad threshold is 400", async () => {
    const user = await createUser();
    const league = await createLeague(user.token);
    const game = await insertGame({
      week: 11,
      kickoff: "2024-11-09T16:00:00.000Z",
      status: "final",
      homeScore: 28,
      awayScore: 21,
    });
    const picks: Array<["spread" | "over_under", number, boolean | null]> = [
      ["spread", -3.5, true],
      ["spread", 7, true],
      ["spread", -7, false],
      ["spread", 10.5, true],
      ["spread", -14, false],
      ["spread", 21, null], // undecided: counts nowhere
      ["over_under", 44.5, true],
      ["over_under", 45, false],
      ["over_under", 52.5, true],
      ["over_under", 60, true],
      ["over_under", 70, null],
    ];
    for (const [type, line, isCorrect] of picks)
      await gradedPick({
        userId: user.id,
        leagueId: league.id,
        gameId: game,
        type,
        line,
        isCorrect,
      });

    const get = async (query = "") => {
      const res = await profile(user.username, undefined, query);
      expect(res.status, `${query} ${res.text}`).toBe(200);
      return res.json;
    };
    const defaults = await get();
    expect(defaults.profile_stats).toEqual({
      total_picks: 9,
      correct_picks: 6,
      win_percentage: 66.7,
    });
    // Defaults: |spread| ≥ 7 and total ≥ 45.
    expect(defaults.custom_spread_stats).toEqual({ wins: 2, losses: 2, percentage: 50 });
    expect(defaults.custom_total_stats).toEqual({ wins: 2, losses: 1, percentage: 66.7 });

    const lte = await get(
      "?spread_threshold=10&spread_operator=lte&total_threshold=50&total_operator=lte",
    );
    expect(lte.custom_spread_stats).toEqual({ wins: 2, losses: 1, percentage: 66.7 });
    expect(lte.custom_total_stats).toEqual({ wins: 1, losses: 1, percentage: 50 });

    const gte = await get("?spread_threshold=10.5&total_threshold=52.5&total_operator=gte");
    expect(gte.custom_spread_stats).toEqual({ wins: 1, losses: 1, percentage: 50 });
    expect(gte.custom_total_stats).toEqual({ wins: 2, losses: 0, percentage: 100 });

    const none = await get("?spread_threshold=100&total_threshold=0&total_operator=lte");
    expect(none.custom_spread_stats).toEqual({ wins: 0, losses: 0, percentage: 0 });
    expect(none.custom_total_stats).toEqual({ wins: 0, losses: 0, percentage: 0 });
    // The headline numbers do not depend on the filters.
    expect(none.profile_stats).toEqual(defaults.profile_stats);

    for (const [query, field] of [
      ["?spread_threshold=abc", "spread_threshold"],
      ["?spread_threshold=-1", "spread_threshold"],
      ["?total_threshold=1000", "total_threshold"],
      ["?total_threshold=", "total_threshold"],
      ["?spread_operator=gt", "spread_operator"],
      ["?total_operator=LTE", "total_operator"],
    ] as const) {
      const res = await profile(user.username, undefined, query);
      expect(res.status, query).toBe(400);
      expect(res.json[field], query).toHaveLength(1);
    }
  });
});

// ---- 6. the profile's board ----

describe("profile messages", () => {
  let owner: User;
  let author: User;
  let third: User;

  beforeAll(async () => {
    owner = await createUser();
    author = await createUser();
    third = await createUser();
  });

  it("a post is a direct message, listed newest first with who wrote it and whether it mentions the owner", async () => {
    const mark = events.length;
    const mention = await postMessage(
      owner.username,
      author.token,
      `@${owner.username} nice picks`,
    );
    expect(mention.status, mention.text).toBe(201);
    expect(mention.json).toMatchObject({
      id: expect.any(Number),
      type: "direct",
      content: `@${owner.username} nice picks`,
      author_username: author.username,
      league_id: null,
      league_name: null,
      is_mention: true,
      is_by_profile_owner: false,
      is_viewer_about_profile: true,
    });
    const reply = await postMessage(owner.username, owner.token, "  Thanks!  ");
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json).toMatchObject({
      type: "direct",
      content: "Thanks!",
      is_mention: false,
      is_by_profile_owner: true,
    });
    expect(since(mark)).toEqual([
      {
        type: "profile_message_posted",
        messageId: mention.json.id,
        profileUserId: owner.id,
        authorId: author.id,
      },
      {
        type: "profile_message_posted",
        messageId: reply.json.id,
        profileUserId: owner.id,
        authorId: owner.id,
      },
    ]);

    const seenByThird = await messages(owner.username, third.token);
    expect(seenByThird.status).toBe(200);
    expect(seenByThird.json.map((m: { id: number }) => m.id)).toEqual([
      reply.json.id,
      mention.json.id,
    ]);
    expect(seenByThird.json[1]).toMatchObject({
      is_mention: true,
      is_by_profile_owner: false,
      is_viewer_about_profile: false,
    });
    const seenByAuthor = await messages(owner.username, author.token);
    const byId = new Map(seenByAuthor.json.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(mention.json.id)).toMatchObject({ is_viewer_about_profile: true });
    expect(byId.get(reply.json.id)).toMatchObject({
      is_viewer_about_profile: false,
      is_by_profile_owner: true,
    });
    // The stored row is what was answered.
    const row = await env.DB.prepare(
      "SELECT profile_user_id, author_id, content FROM profile_messages WHERE id = ?",
    )
      .bind(mention.json.id)
      .first();
    expect(row).toEqual({
      profile_user_id: owner.id,
      author_id: author.id,
      content: `@${owner.username} nice picks`,
    });
  });

  it("refuses blank and over-long posts with field errors, anonymous posts, and unknown profiles", async () => {
    const before = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM profile_messages WHERE profile_user_id = ?",
    )
      .bind(owner.id)
      .first<{ n: number }>();
    const blank = await postMessage(owner.username, author.token, "   ");
    expect(blank.status).toBe(400);
    expect(blank.json.content).toEqual([SOCIAL_TEXTS.emptyMessage]);
    const empty = await postMessage(owner.username, author.token, "");
    expect(empty.status).toBe(400);
    expect(empty.json.content).toEqual([SOCIAL_TEXTS.emptyMessage]);
    const long = await postMessage(owner.username, author.token, "x".repeat(1001));
    expect(long.status).toBe(400);
    expect(long.json.content).toEqual([SOCIAL_TEXTS.tooLong]);
    const missing = await call(`/api/users/profile/${owner.username}/messages/`, {
      token: author.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.json.content).toHaveLength(1);
    expect((await postMessage(owner.username, undefined, "hi")).status).toBe(401);
    expect((await postMessage("no_such_user_here", author.token, "hi")).status).toBe(404);
    expect((await messages("no_such_user_here", author.token)).status).toBe(404);
    const after = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM profile_messages WHERE profile_user_id = ?",
    )
      .bind(owner.id)
      .first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    const max = await postMessage(owner.username, author.token, "y".repeat(1000));
    expect(max.status).toBe(201);
  });

  it("the owner's league messages show only to members of that league, a public league's too, as on its board", async () => {
    const leagueOwner = await createUser();
    const insider = await createUser();
    const publicFan = await createUser();
    const outsider = await createUser();
    const closed = await createLeague(leagueOwner.token, { name: "Closed Board League" });
    const opened = await createLeague(leagueOwner.token, {
      name: "Open Board League",
      league_type: "public",
    });
    for (const [who, code] of [
      [insider, closed.code],
      [publicFan, opened.code],
    ] as const)
      expect((await joinWithCode(who.token, code)).status).toBe(200);
    const boardPost = async (who: User, league: number, content: string) => {
      const res = await call("/api/message-board/", {
        token: who.token,
        body: { league, content },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.id as number;
    };
    const secretId = await boardPost(leagueOwner, closed.id, "private words");
    const publicId = await boardPost(leagueOwner, opened.id, "public words");
    const mentionId = await boardPost(publicFan, opened.id, `hey @${leagueOwner.username}`);
    await boardPost(publicFan, opened.id, "not about the owner");

    const leagueMessages = async (viewer: User) => {
      const res = await messages(leagueOwner.username, viewer.token);
      expect(res.status, res.text).toBe(200);
      return (res.json as Array<Record<string, unknown>>).filter(
        (m) => m.type === "league_message",
      );
    };
    // A member of the private league only: its posts, none of the public league it is not in.
    const inside = await leagueMessages(insider);
    expect(inside.map((m) => m.id)).toEqual([secretId]);
    expect(inside[0]).toMatchObject({
      content: "private words",
      league_id: closed.id,
      league_name: "Closed Board League",
      author_username: leagueOwner.username,
      is_by_profile_owner: true,
      is_mention: false,
      is_viewer_about_profile: false,
    });
    // A non-member is refused the public league's board (403), so its profile shows none of it.
    const board = await call(`/api/message-board/?league=${opened.id}`, { token: outsider.token });
    expect(board.status).toBe(403);
    const outside = await messages(leagueOwner.username, outsider.token);
    expect(outside.status, outside.text).toBe(200);
    expect(
      (outside.json as Array<{ type: string }>).filter((m) => m.type === "league_message"),
    ).toEqual([]);
    for (const text of [
      "private words",
      "public words",
      "Closed Board League",
      "Open Board League",
    ])
      expect(outside.text).not.toContain(text);
    // A member of the public league sees its posts about the owner, the mention as theirs.
    const fan = await leagueMessages(publicFan);
    expect(fan.map((m) => m.id)).toEqual([mentionId, publicId]);
    expect(fan.find((m) => m.id === mentionId)).toMatchObject({
      author_username: publicFan.username,
      is_mention: true,
      is_by_profile_owner: false,
      is_viewer_about_profile: true,
    });
    expect(fan.map((m) => m.content)).not.toContain("not about the owner");
    // The owner, a member of both, sees all of them.
    expect((await leagueMessages(leagueOwner)).map((m) => m.id)).toEqual([
      mentionId,
      publicId,
      secretId,
    ]);
    // A member who leaves is out at once, on the profile as on the board.
    expect(
      (await call(`/api/leagues/${opened.id}/leave/`, { body: {}, token: publicFan.token })).status,
    ).toBe(200);
    expect(await leagueMessages(publicFan)).toEqual([]);
  });

  it("a message is deleted by its author or the profile's owner, never by anyone else", async () => {
    const first = (await postMessage(owner.username, author.token, "delete me")).json.id as number;
    const second = (await postMessage(owner.username, author.token, "owner deletes me")).json
      .id as number;
    const path = (id: number | string, name = owner.username) =>
      `/api/users/profile/${name}/messages/${id}/`;
    const denied = await call(path(first), { method: "DELETE", token: third.token });
    expect(denied.status).toBe(403);
    expect(denied.json.error).toBe(SOCIAL_TEXTS.ownMessagesOnly);
    expect((await call(path(first), { method: "DELETE" })).status).toBe(401);
    // Through another profile's path the message is unknown.
    expect(
      (await call(path(first, third.username), { method: "DELETE", token: third.token })).status,
    ).toBe(404);
    const byAuthor = await call(path(first), { method: "DELETE", token: author.token });
    expect(byAuthor.status, byAuthor.text).toBe(200);
    expect(byAuthor.json).toEqual({ id: first, message: SOCIAL_TEXTS.messageDeleted });
    const byOwner = await call(path(second), { method: "DELETE", token: owner.token });
    expect(byOwner.status, byOwner.text).toBe(200);
    const listed = (await messages(owner.username, third.token)).json.map(
      (m: { id: number }) => m.id,
    );
    expect(listed).not.toContain(first);
    expect(listed).not.toContain(second);
    const again = await call(path(first), { method: "DELETE", token: author.token });
    expect(again.status).toBe(404);
    expect(again.json.error).toBe(SOCIAL_TEXTS.messageNotFound);
    expect((await call(path("abc"), { method: "DELETE", token: owner.token })).status).toBe(404);
  });
});

// ---- 7. avatars ----

describe("avatars", () => {
  const avatarKeys = async () =>
    (await env.MEDIA.list({ prefix: "avatars/" })).objects.map((o) => o.key).sort();

  it("a PNG is stored and served, shows on the profile, and the old one is deleted when replaced or removed", async () => {
    const user = await createUser();
    const viewer = await createUser();
    const res = await patchProfile(user, { avatar: `data:image/png;base64,${PNG}` });
    expect(res.status, res.text).toBe(200);
    const url = res.json.avatar as string;
    expect(url).toMatch(/^\/api\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await exports.default.fetch(`http://localhost${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytesOf(PNG));
    expect((await call("/api/users/profile/", { token: user.token })).json.avatar).toBe(url);
    expect((await profile(user.username, viewer.token)).json.avatar).toBe(url);
    expect((await profile(user.username)).json.avatar).toBe(url);
    const key = url.replace("/api/media/", "");
    expect(await env.MEDIA.head(key)).not.toBeNull();

    // Replaced: the new one is served, the old one is gone.
    const next = await patchProfile(user, { avatar: `data:image/png;base64,${PNG_2}` });
    expect(next.status, next.text).toBe(200);
    const nextUrl = next.json.avatar as string;
    expect(nextUrl).toMatch(/^\/api\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(nextUrl).not.toBe(url);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect((await call(url)).status).toBe(404);
    expect((await profile(user.username)).json.avatar).toBe(nextUrl);

    // A profile edit without `avatar` keeps it.
    const kept = await patchProfile(user, { bio: "new bio" });
    expect(kept.json.avatar).toBe(nextUrl);

    // Removed.
    const removed = await patchProfile(user, { avatar: null });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.avatar).toBeNull();
    expect(await env.MEDIA.head(nextUrl.replace("/api/media/", ""))).toBeNull();
    expect((await call(nextUrl)).status).toBe(404);
    expect((await profile(user.username)).json.avatar).toBeNull();
    expect((await call("/api/users/profile/", { token: user.token })).json.avatar).toBeNull();
  });

  it("avatar changes sent at once leave exactly one stored image: the one the profile points at", async () => {
    const user = await createUser();
    const first = await patchProfile(user, { avatar: `data:image/png;base64,${PNG}` });
    expect(first.status).toBe(200);
    const others = (await avatarKeys()).filter((k) => `/api/media/${k}` !== first.json.avatar);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        patchProfile(user, { avatar: `data:image/png;base64,${i % 2 ? PNG : PNG_2}` }),
      ),
    );
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const current = (await call("/api/users/profile/", { token: user.token })).json
      .avatar as string;
    expect(answers.map((res) => res.json.avatar)).toContain(current);
    // Nothing of this user's is left behind but the current avatar.
    expect(await avatarKeys()).toEqual([...others, current.replace("/api/media/", "")].sort());
  });

  it("the avatar shows in friends lists and friend requests", async () => {
    const user = await createUser();
    const other = await createUser();
    const url = (await patchProfile(user, { avatar: `data:image/png;base64,${PNG}` })).json
      .avatar as string;
    await friendRequest(user, other.id);
    const received = (await call("/api/users/friends/requests/", { token: other.token })).json
      .received;
    expect(received[0]).toMatchObject({ requester: user.id, requester_avatar: url });
    await respond(other, received[0].id, "accept");
    const list = (await call("/api/users/friends/list/", { token: other.token })).json;
    expect(list).toEqual([expect.objectContaining({ id: user.id, avatar: url })]);
  });

  it("bytes that are not an image, and images over 5 MB, are refused on `avatar` and store nothing", async () => {
    const user = await createUser();
    const before = await avatarKeys();
    const text = btoa("just some text, not a picture");
    for (const avatar of [
      `data:image/png;base64,${text}`,
      `data:image/svg+xml;base64,${btoa("<svg onload=alert(1)>")}`,
      "https://example.com/me.png",
      "data:image/png;base64,",
    ]) {
      const res = await patchProfile(user, { avatar });
      expect(res.status, avatar).toBe(400);
      expect(res.json.avatar, avatar).toEqual([IMAGE_TEXTS.notAnImage]);
    }
    const wrongType = await patchProfile(user, { avatar: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.avatar).toHaveLength(1);

    // One byte over 5,242,880 fits the route's body limit, so it is the field error.
    const big = "A".repeat(Math.ceil((5_242_881 * 4) / 3 / 4) * 4);
    const tooBig = await patchProfile(user, { avatar: `data:image/png;base64,${big}` });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.avatar).toEqual([IMAGE_TEXTS.tooBig]);
    // Exactly the limit is not refused for its size (only for not being an image here).
    const atLimit = "A".repeat(Math.floor((5_242_880 * 4) / 3 / 4) * 4);
    const sized = await patchProfile(user, { avatar: `data:image/png;base64,${atLimit}` });
    expect(sized.status).toBe(400);
    expect(sized.json.avatar).toEqual([IMAGE_TEXTS.notAnImage]);
    // Far beyond it, the body itself is refused before it is read.
    const huge = "A".repeat(8 * 1024 * 1024);
    const tooLarge = await patchProfile(user, { avatar: `data:image/png;base64,${huge}` });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toBe("Request body is too large");

    expect(await avatarKeys()).toEqual(before);
    expect((await call("/api/users/profile/", { token: user.token })).json.avatar).toBeNull();
  });
});
