/**
 * Helpers for Worker tests: call the real app through its fetch handler, make users directly in D1,
 * and move the dev clock. Use these instead of writing new ones per test file.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { exports } from "cloudflare:workers";
import { app } from "#worker/app";
import type { Env } from "#worker/env";
import { signAccessToken } from "#worker/http/access-token";
import { readClockOffset } from "#worker/http/clock";

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Raw body text, sent as-is (for malformed JSON tests). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Bindings to run the app with instead of the tests' (a test's own VAPID pair, say). */
  env?: Env;
}

export async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const request = new Request(`http://localhost${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  let res: Response;
  if (options.env) {
    const ctx = createExecutionContext();
    res = await app.fetch(request, options.env, ctx);
    await waitOnExecutionContext(ctx);
  } else res = await exports.default.fetch(request);
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, text, json: json as any };
}

let userCounter = 0;

/** A verified user inserted straight into D1 (no password login), with a valid access token. */
export async function createUser(overrides: { username?: string; email?: string } = {}) {
  userCounter += 1;
  const suffix = `${Date.now().toString(36)}${userCounter}`;
  const username = overrides.username ?? `user_${suffix}`;
  const email = overrides.email ?? `${username.toLowerCase()}@example.com`;
  const now = await serverNowForTests();
  const iso = now.toISOString();
  const row = await env.DB.prepare(
    "INSERT INTO users (email, username, password_hash, email_verified_at, date_joined, updated_at) VALUES (?, ?, 'test-only-no-login', ?, ?, ?) RETURNING id",
  )
    .bind(email, username, iso, iso, iso)
    .first<{ id: number }>();
  const id = row!.id;
  const token = await signAccessToken(env, { id, username }, now);
  return { id, username, email, token };
}

/** A user made by `createUser`: id, username, email and access token. */
export type TestUser = Awaited<ReturnType<typeof createUser>>;

export async function serverNowForTests(): Promise<Date> {
  return new Date(Date.now() + (await readClockOffset(env.DB)));
}

/** Moves the simulated clock (and runs the scheduled jobs, as the dev route does). */
export async function setClock(iso: string) {
  const res = await call("/api/dev/clock", { body: { now: iso } });
  if (res.status !== 200) throw new Error(`clock move failed: ${res.status} ${res.text}`);
}

/** A 4xx answers `{error: text}` or field errors `{field: [text, …]}`. */
export function expectErrorShape(json: unknown, label: string) {
  expect(json, label).toBeTypeOf("object");
  for (const [field, value] of Object.entries(json as object)) {
    if (field === "error" && typeof value === "string") continue;
    expect(Array.isArray(value) ? value : [value], `${label} ${field}`).toSatisfy(
      (list: unknown[]) => list.length > 0 && list.every((m) => typeof m === "string"),
    );
  }
}

/**
 * A proxy of a D1 binding (a test's counting or recording D1) whose sessions get the same
 * handler: the app runs every request on a session it opens on the binding (ADR 0412), so what a
 * test counts on the binding is what the request's statements and batches do on the session.
 * `handler.get` sees the binding or a session as `target` (both have prepare and batch).
 */
export function proxyD1(db: D1Database, handler: ProxyHandler<D1Database>): D1Database {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, prop, receiver) {
        if (prop === "withSession")
          return (start?: string) => wrap((inner as unknown as D1Database).withSession(start));
        if (handler.get) return handler.get(inner as unknown as D1Database, prop, receiver);
        const value = Reflect.get(inner, prop, inner);
        return typeof value === "function" ? value.bind(inner) : value;
      },
    });
  return wrap(db);
}
