import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "#domain/accounts/messages";
import { identity, login, verifiedUser } from "./accounts-support";
import { call } from "./support";

describe("GET /api/users/profile/", () => {
  it("answers the signed-in user", async () => {
    const who = await verifiedUser();
    const res = await call("/api/users/profile/", { token: who.access });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: who.id,
      username: who.username,
      email: who.email,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      first_name: "Pat",
      last_name: "Fan",
      bio: "",
      avatar: null,
    });
  });

  it("answers 401 without a valid token", async () => {
    expect((await call("/api/users/profile/")).status).toBe(401);
    expect((await call("/api/users/profile/", { token: "garbage" })).status).toBe(401);
  });
});

describe("PATCH /api/users/profile/", () => {
  const patch = (token: string, body: unknown) =>
    call("/api/users/profile/", { method: "PATCH", token, body });

  it("updates names, bio and username and answers the whole user", async () => {
    const who = await verifiedUser();
    const username = identity("renamed").username;
    const res = await patch(who.access, {
      first_name: " Patricia ",
      last_name: "Fanning",
      bio: "Roll Tide",
      username,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      first_name: "Patricia",
      last_name: "Fanning",
      bio: "Roll Tide",
      username,
    });
    const again = await call("/api/users/profile/", { token: who.access });
    expect(again.json.username).toBe(username);
    // The login still works (by e-mail) and answers the new username.
    expect((await login(who.email)).json.user.username).toBe(username);
  });

  it("changes only the fields sent and ignores fields it does not own", async () => {
    const who = await verifiedUser();
    const res = await patch(who.access, {
      bio: "Go Dawgs",
      email: "evil@example.com",
      id: 1,
      is_staff: true,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      bio: "Go Dawgs",
      email: who.email,
      id: who.id,
      first_name: "Pat",
      avatar: null,
    });
    expect((await patch(who.access, {})).json.bio).toBe("Go Dawgs");
    // The avatar is the user's own, but only as an image: anything else is refused, nothing kept.
    const bad = await patch(who.access, { bio: "Roll Tide", avatar: "x" });
    expect(bad.status).toBe(400);
    expect(bad.json).toHaveProperty("avatar");
    expect((await call("/api/users/profile/", { token: who.access })).json.bio).toBe("Go Dawgs");
  });

  it("lets a user change the case of their own username but not take another's", async () => {
    const a = await verifiedUser();
    const b = await verifiedUser();
    expect((await patch(a.access, { username: a.username.toUpperCase() })).status).toBe(200);
    const res = await patch(b.access, { username: a.username.toLowerCase() });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ username: [M.usernameTaken] });
  });

  it("stores SQL and HTML verbatim", async () => {
    const who = await verifiedUser();
    const bio = `<script>alert("x")</script> '); DELETE FROM users; --`;
    const res = await patch(who.access, { bio, first_name: "<b>Bold</b>" });
    expect(res.status).toBe(200);
    expect(res.json.bio).toBe(bio);
    expect(res.json.first_name).toBe("<b>Bold</b>");
    expect((await call("/api/users/profile/", { token: who.access })).json.bio).toBe(bio);
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ["short username", { username: "ab" }, { username: [M.usernameTooShort] }],
    ["username characters", { username: "a-b-c" }, { username: [M.usernameCharacters] }],
    ["empty username", { username: "" }, { username: [M.usernameRequired] }],
    ["null username", { username: null }, { username: [M.usernameRequired] }],
    ["10 KB bio", { bio: "x".repeat(10_240) }, { bio: [M.bioTooLong] }],
    ["10 KB name", { first_name: "x".repeat(10_240) }, { first_name: [M.firstNameTooLong] }],
    [
      "wrong types",
      { bio: 1, last_name: ["x"] },
      { bio: [M.bioNotText], last_name: [M.lastNameNotText] },
    ],
    ["not an object", [1, 2], { error: [M.bodyNotObject] }],
  ])("rejects %s", async (_name, body, expected) => {
    const who = await verifiedUser();
    const res = await patch(who.access, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual(expected);
  });

  it("rejects malformed JSON and anonymous calls", async () => {
    const who = await verifiedUser();
    const bad = await call("/api/users/profile/", {
      method: "PATCH",
      token: who.access,
      rawBody: "{bio:",
    });
    expect(bad.status).toBe(400);
    expect(
      (await call("/api/users/profile/", { method: "PATCH", body: { bio: "x" } })).status,
    ).toBe(401);
  });
});

describe("PATCH /api/users/profile/ with an Idempotency-Key", () => {
  const keyRow = (userId: number, key: string) =>
    env.DB.prepare(
      "SELECT state, applied_at, response_status, response_body FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?",
    )
      .bind(userId, key)
      .first<{
        state: string;
        applied_at: string | null;
        response_status: number;
        response_body: string;
      }>();
  const send = (token: string, body: unknown, key?: string) =>
    call("/api/users/profile/", {
      method: "PATCH",
      token,
      body,
      headers: key ? { "idempotency-key": key } : {},
    });

  it("commits the key and its answer with the write, and a replay writes nothing", async () => {
    const who = await verifiedUser();
    const key = crypto.randomUUID();
    const first = await send(who.access, { bio: "First" }, key);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: who.id, bio: "First", first_name: "Pat" });

    // applied_at is only written by the route's batch, so the answer was stored with the write.
    const row = await keyRow(who.id, key);
    expect(row).toMatchObject({ state: "done", response_status: 200 });
    expect(row!.applied_at).not.toBeNull();
    expect(JSON.parse(row!.response_body)).toEqual(first.json);

    // A later edit without the key, then the replay: same answer, and the later edit survives.
    expect((await send(who.access, { bio: "Later" })).status).toBe(200);
    const replay = await send(who.access, { bio: "First" }, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.text).toBe(first.text);
    expect((await call("/api/users/profile/", { token: who.access })).json.bio).toBe("Later");
  });

  it("stores a taken username as the answer and writes nothing", async () => {
    const a = await verifiedUser();
    const b = await verifiedUser();
    const key = crypto.randomUUID();
    const res = await send(b.access, { username: a.username, bio: "Mine" }, key);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ username: [M.usernameTaken] });
    const again = await send(b.access, { username: a.username, bio: "Mine" }, key);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual({ username: [M.usernameTaken] });
    expect((await call("/api/users/profile/", { token: b.access })).json.bio).toBe("");
  });
});
