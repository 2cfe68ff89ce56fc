import { env } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppBindings } from "../env";
import { requireAuth } from "#worker/http/auth";
import { badRequest, onError } from "#worker/http/errors";
import {
  idempotency,
  insertedId,
  purgeIdempotencyKeys,
  writeBatch,
} from "#worker/http/idempotency";
import { ACCOUNT_MESSAGES as M } from "#domain/accounts/messages";
import { PASSWORD, address, verifiedUser } from "./accounts-support";
import { call, createUser } from "./support";

// A small app with the real middleware and the real D1: each POST appends a row, so counting rows
// counts writes. Routes in worker/routes/ use the same `writeBatch` helper.
const app = new Hono<AppBindings>()
  .basePath("/api")
  .use(async (c, next) => {
    c.set("now", new Date());
    await next();
  })
  .use(idempotency)
  .post("/notes", requireAuth, async (c) => {
    const { text } = await c.req.json<{ text: string }>();
    if (!text) throw badRequest("text is required");
    // Slow enough that concurrent duplicates overlap with the first request.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const { body } = await writeBatch(
      c,
      [
        c.env.DB.prepare("INSERT INTO test_notes (user_id, text) VALUES (?, ?)").bind(
          c.var.userId,
          text,
        ),
      ],
      { status: 201, body: { id: insertedId(0), text, nonce: crypto.randomUUID() } },
    );
    // The process dies after the write, before anything is sent.
    if (text === "crash") throw new Error("crashed after the write");
    return c.json(body, 201);
  })
  .patch("/notes/:id", requireAuth, async (c) => {
    const { text } = await c.req.json<{ text: string }>();
    const body = { id: Number(c.req.param("id")), text };
    await writeBatch(
      c,
      [c.env.DB.prepare("UPDATE test_notes SET text = ? WHERE id = ?").bind(text, body.id)],
      { status: 200, body },
    );
    return c.json(body, 200);
  })
  .post("/lost", requireAuth, async (c) => {
    // A request whose reservation was taken over by another (after it went stale).
    c.set("idempotency", {
      userId: c.var.userId,
      key: "taken-over",
      lease: "not-the-holder",
      applied: false,
      answered: false,
    });
    await writeBatch(
      c,
      [
        c.env.DB.prepare("INSERT INTO test_notes (user_id, text) VALUES (?, 'lost')").bind(
          c.var.userId,
        ),
      ],
      { status: 200, body: { ok: true } },
    );
    return c.json({ ok: true });
  });
app.onError(onError);

function post(path: string, token: string, body: unknown, key?: string, method = "POST") {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
  };
  if (key) headers["idempotency-key"] = key;
  return app.request(path, { method, headers, body: JSON.stringify(body) }, env);
}

const countNotes = async (userId: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM test_notes WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>())!.n;

beforeAll(async () => {
  await env.DB.prepare(
    "CREATE TABLE IF NOT EXISTS test_notes (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, text TEXT NOT NULL)",
  ).run();
});

describe("Idempotency-Key", () => {
  it("writes once when the same key is sent 5 times, and replays the same status and body", async () => {
    const user = await createUser();
    const key = crypto.randomUUID();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/notes", user.token, { text: "hello" }, key);
      answers.push({
        status: res.status,
        body: await res.text(),
        replayed: res.headers.get("idempotent-replayed"),
      });
    }
    expect(await countNotes(user.id)).toBe(1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.map((a) => a.replayed)).toEqual([null, "true", "true", "true", "true"]);
  });

  it("writes once when duplicates arrive concurrently", async () => {
    const user = await createUser();
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post("/api/notes", user.token, { text: "race" }, key)),
    );
    expect(await countNotes(user.id)).toBe(1);
    const firstBody = await responses
      .find((r) => r.status === 201)!
      .clone()
      .text();
    for (const res of responses) {
      // Each duplicate either replays the first answer or is told to retry later.
      if (res.status === 409) {
        expect(res.headers.get("retry-after")).toBe("1");
        expect(((await res.json()) as { code: string }).code).toBe("idempotency_in_progress");
      } else {
        expect(res.status).toBe(201);
        expect(await res.text()).toBe(firstBody);
      }
    }
    const retry = await post("/api/notes", user.token, { text: "race" }, key);
    expect(retry.status).toBe(201);
    expect(await retry.text()).toBe(firstBody);
    expect(await countNotes(user.id)).toBe(1);
  });

  it("never replays another user's key to this user", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const key = crypto.randomUUID();
    const a = await post("/api/notes", alice.token, { text: "alice" }, key);
    const b = await post("/api/notes", bob.token, { text: "bob" }, key);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    const bobBody = (await b.json()) as { text: string; id: number };
    expect(bobBody.text).toBe("bob");
    expect(await countNotes(alice.id)).toBe(1);
    expect(await countNotes(bob.id)).toBe(1);
  });

  it("stores a 4xx so a replay gets the same rejection", async () => {
    const user = await createUser();
    const key = crypto.randomUUID();
    const first = await post("/api/notes", user.token, { text: "" }, key);
    const second = await post("/api/notes", user.token, { text: "" }, key);
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ error: "text is required" });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await countNotes(user.id)).toBe(0);
  });

  it("stores the answer in the write's batch when the route passes it", async () => {
    const user = await createUser();
    const created = (await (await post("/api/notes", user.token, { text: "a" })).json()) as {
      id: number;
    };
    const key = crypto.randomUUID();
    const first = await post(`/api/notes/${created.id}`, user.token, { text: "b" }, key, "PATCH");
    const row = await env.DB.prepare(
      "SELECT state, response_status, response_body FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?",
    )
      .bind(user.id, key)
      .first();
    expect(first.status).toBe(200);
    expect(row).toEqual({
      state: "done",
      response_status: 200,
      response_body: JSON.stringify({ id: created.id, text: "b" }),
    });
  });

  it("after a crash between the write and the answer, the retry gets the original answer with the new id", async () => {
    const user = await createUser();
    const key = crypto.randomUUID();
    const crashed = await post("/api/notes", user.token, { text: "crash" }, key);
    expect(crashed.status).toBe(500);
    const retry = await post("/api/notes", user.token, { text: "crash" }, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const answer = (await retry.json()) as { id: number; text: string };
    const stored = await env.DB.prepare("SELECT id FROM test_notes WHERE user_id = ?")
      .bind(user.id)
      .all<{ id: number }>();
    expect(stored.results).toEqual([{ id: answer.id }]);
    expect(answer).toMatchObject({ text: "crash" });
  });

  it("refuses a key reused for a different request, and answers 400 to a malformed key", async () => {
    const user = await createUser();
    const key = crypto.randomUUID();
    await post("/api/notes", user.token, { text: "one" }, key);
    const reused = await post("/api/notes", user.token, { text: "two" }, key);
    expect(reused.status).toBe(422);
    const bad = await post("/api/notes", user.token, { text: "x" }, "has spaces in it");
    expect(bad.status).toBe(400);
    expect(await countNotes(user.id)).toBe(1);
  });

  it("does not store anything for an unauthenticated request, so the retry after refresh runs", async () => {
    const user = await createUser();
    const key = crypto.randomUUID();
    const anon = await post("/api/notes", "not-a-token", { text: "late" }, key);
    expect(anon.status).toBe(401);
    const ok = await post("/api/notes", user.token, { text: "late" }, key);
    expect(ok.status).toBe(201);
    expect(await countNotes(user.id)).toBe(1);
  });

  it("rolls back the write of a request that no longer holds its key", async () => {
    const user = await createUser();
    const res = await post("/api/lost", user.token, {});
    expect(res.status).toBe(500);
    expect(await countNotes(user.id)).toBe(0);
  });

  it("keeps keys 7 days and then purges them", async () => {
    const user = await createUser();
    const key = crypto.randomUUID();
    await post("/api/notes", user.token, { text: "old" }, key);
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE idempotency_key = ?")
        .bind(key)
        .first<{ n: number }>())!.n;
    await purgeIdempotencyKeys(env, new Date(Date.now() + 6 * 24 * 3600 * 1000));
    expect(await count()).toBe(1);
    await purgeIdempotencyKeys(env, new Date(Date.now() + 7 * 24 * 3600 * 1000 + 60_000));
    expect(await count()).toBe(0);
  });
});

describe("Idempotency-Key on the real API", () => {
  it("applies a profile PATCH once for 5 sends of one key, and the dev route lists the key", async () => {
    const user = await createUser();
    const key = crypto.randomUUID();
    const send = () =>
      call("/api/users/profile/", {
        method: "PATCH",
        token: user.token,
        headers: { "idempotency-key": key },
        body: { bio: "Exactly once" },
      });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await send());
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]!.json.bio).toBe("Exactly once");

    const listed = await call(`/api/dev/idempotency?user=${user.username}`);
    expect(listed.status).toBe(200);
    expect(listed.json.keys).toEqual([
      expect.objectContaining({
        key,
        method: "PATCH",
        path: "/api/users/profile/",
        state: "done",
        status: 200,
      }),
    ]);
    const other = await createUser();
    const none = await call(`/api/dev/idempotency?user=${other.username}`);
    expect(none.json.keys).toEqual([]);
    expect((await call("/api/dev/idempotency?user=nobody_here")).status).toBe(404);
  });

  it("changes a password once for a replayed key, without keeping the new tokens at rest", async () => {
    const who = await verifiedUser();
    const key = crypto.randomUUID();
    const send = () =>
      call("/api/users/change-password/", {
        token: who.access,
        headers: { "idempotency-key": key, ...address() },
        body: { current_password: PASSWORD, new_password: "Fresh!Start9" },
      });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      message: M.passwordChanged,
      tokens: { access: expect.any(String), refresh: expect.any(String) },
    });
    const row = await env.DB.prepare(
      "SELECT state, applied_at, response_body FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?",
    )
      .bind(who.id, key)
      .first<{ state: string; applied_at: string | null; response_body: string }>();
    expect(row!.state).toBe("done");
    expect(row!.applied_at).not.toBeNull();
    expect(row!.response_body).not.toContain(first.json.tokens.refresh);

    // The replay (the old password no longer matches) answers the stored message and ends no
    // session: the refresh token handed out by the first request still works.
    const replay = await send();
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual({ message: M.passwordChanged });
    const refreshed = await call("/api/auth/refresh/", {
      body: { refresh: first.json.tokens.refresh },
    });
    expect(refreshed.status).toBe(200);
    const sessions = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL",
    )
      .bind(who.id)
      .first<{ n: number }>();
    expect(sessions!.n).toBe(2);
  });

  it("never stores nor replays an answer that carries tokens (login, refresh, verify-email)", async () => {
    const who = await verifiedUser();
    const keyed = (key: string) => ({
      token: who.access,
      headers: { "idempotency-key": key, ...address() },
    });
    const storedKeys = () =>
      env.DB.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE user_id = ?")
        .bind(who.id)
        .first<{ n: number }>()
        .then((row) => row!.n);

    const loginKey = crypto.randomUUID();
    const logins = [];
    for (let i = 0; i < 2; i++)
      logins.push(
        await call("/api/users/login/", {
          ...keyed(loginKey),
          body: { email: who.email, password: PASSWORD },
        }),
      );
    expect(logins.map((r) => r.status)).toEqual([200, 200]);
    expect(logins[1]!.headers.get("idempotent-replayed")).toBeNull();
    expect(logins[1]!.json.tokens.refresh).not.toBe(logins[0]!.json.tokens.refresh);

    // A stored refresh answer would hand its token to whoever replays the key: the second send
    // is traded anew instead (within the lost-answer grace it gets a fresh pair, never the first).
    const refreshKey = crypto.randomUUID();
    const refresh = () =>
      call("/api/auth/refresh/", { ...keyed(refreshKey), body: { refresh: who.refresh } });
    const rotated = await refresh();
    expect(rotated.status).toBe(200);
    const again = await refresh();
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.status).toBe(200);
    expect(again.json.refresh).not.toBe(rotated.json.refresh);

    const verifyKey = crypto.randomUUID();
    const verify = await call("/api/users/verify-email/", {
      ...keyed(verifyKey),
      body: { token: "not-a-token" },
    });
    expect(verify.status).toBe(400);

    expect(await storedKeys()).toBe(0);
  });
});
