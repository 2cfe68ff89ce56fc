/**
 * The profile (issue 13; spec 000 section 3): Recent Picks against the league visibility rule,
 * the profile answer with its custom records, and avatars.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TEXTS } from "#domain/images";
import { SOCIAL_TEXTS } from "#domain/social/contract";
import { call, createUser, type TestUser as User } from "./support";
import { createLeague, insertGame, insertPick, joinWithCode } from "./fixtures/leagues";
import {
  profile,
  friendRequest,
  respond,
  patchProfile,
  gradedPick,
  PNG,
  PNG_2,
  bytesOf,
} from "./social-support";

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
