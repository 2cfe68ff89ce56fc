/**
 * Privacy (issue 13; spec 000 sections 3, 7 and 8): what each viewer sees of a profile on every
 * route that can show a section, the people in a friends list, and GET/PUT of the settings.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_PRIVACY,
  PRIVACY_LEVELS,
  PRIVACY_SECTIONS,
  SOCIAL_TEXTS,
  type PrivacyLevel,
  type PrivacySection,
} from "#domain/social/contract";
import { call, createUser, type TestUser as User } from "./support";
import { createLeague, insertGame, insertPick } from "./fixtures/leagues";
import {
  profile,
  messages,
  postMessage,
  friendRequest,
  putPrivacy,
  patchProfile,
  befriend,
} from "./social-support";

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
