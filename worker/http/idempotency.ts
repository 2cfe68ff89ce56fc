/**
 * Idempotency-Key for every mutating route (DESIGN.md "Writes: the outbox").
 *
 * Guarantees, for an authenticated POST/PUT/PATCH/DELETE under /api that carries
 * `Idempotency-Key: <key>` (the outbox sends its mutationId):
 * - The first request reserves `(user_id, key)` (a unique row) before the route runs. A concurrent
 *   duplicate waits briefly for the first to finish and replays its answer, or gets
 *   409 `{code: "idempotency_in_progress"}` with `Retry-After` (the outbox retries later).
 * - The route's write and the key are committed in the SAME D1 `batch()` (use `writeBatch`), so a
 *   key is never "applied" without its write, nor a write without its key.
 * - The answer (status + body) is stored: 2xx and 4xx (except 401/408/425/429, which a retry may
 *   change). A replay gets the stored status and body, header `Idempotent-Replayed: true`, and
 *   writes nothing. 5xx and un-storable answers release the reservation so a retry runs again.
 * - Keys are per user: another user's key is never looked at, let alone replayed.
 * - The same key with a different method, path or body is refused with 422, never replayed.
 * - Keys are kept 7 days, then purged by the daily job (`purgeIdempotencyKeys`).
 * - Answers that carry secrets (login, refresh, verify-email: new tokens) are never stored nor
 *   replayed: those routes use `answersWithTokens`, which releases the key after the answer, so a
 *   retry runs the route again (and needs the password or a valid refresh token again).
 *
 * USAGE in a route (leagues, picks, accounts, ...): build the answer first, then put every write of
 * the request and that answer into ONE batch through the helper, instead of calling
 * `c.env.DB.batch()` / drizzle writes directly:
 *
 *   import { insertedId, writeBatch } from "#worker/http/idempotency";
 *   const draft = { ...league, id: insertedId(0) };      // the id statement 0 will insert
 *   const { body } = await writeBatch(c, [insertLeague, ...], { status: 201, body: draft });
 *   return c.json(body, 201);                             // body has the real id
 *
 * The key, the status and the body (ids filled in by SQL inside the batch) commit with the write,
 * so a retry after a crash between the write and the answer still gets the original answer. A
 * write that may match no row passes `storedIf` (SQL true only if it took effect): otherwise the
 * key stays reserved and the route's error answer is stored after it. Validation/permission
 * failures need nothing: throw the ApiError as usual; the 4xx is stored by the middleware.
 * Drizzle users: `db.batch([...])` cannot take the key statements, so build the statements with
 * `c.env.DB.prepare(...)` or `asStatement(db, drizzleQuery)` and pass them here. Without a key,
 * writeBatch just runs the batch.
 */
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { asStatement, getDb } from "#worker/db/client";
import { idempotencyKeys } from "#worker/db/schema";
import type { AppBindings, Env } from "#worker/env";
import { verifyAccessToken } from "#worker/http/access-token";
import { badRequest } from "#worker/http/errors";

/** What the middleware knows about the key of the current request (absent without a key). */
export interface IdempotencyRecord {
  userId: number;
  /** The route's answer carries tokens: never stored (see `answersWithTokens`). */
  secret?: boolean;
  key: string;
  lease: string;
  /** The route's batch committed the write (and marked the key). */
  applied: boolean;
  /** The answer was stored in that batch too. */
  answered: boolean;
}

declare module "hono" {
  interface ContextVariableMap {
    idempotency?: IdempotencyRecord;
  }
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Visible ASCII, no spaces; long enough for UUIDs and any client's scheme. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Statuses a retry can change: never stored, so the retry runs the route again. */
const NOT_STORED = new Set([401, 408, 425, 429]);
/** A reservation older than this was left by a request that died; another may take it over. */
export const STALE_RESERVATION_MS = 2 * 60 * 1000;
/** Keys live at least this long (the outbox's retries fit well inside). */
export const KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a concurrent duplicate waits for the first request before answering 409. */
const DUPLICATE_WAIT_MS = [50, 100, 200, 400];

interface KeyRow {
  method: string;
  path: string;
  request_hash: string;
  lease: string;
  state: "pending" | "applied" | "done";
  response_status: number | null;
  response_body: string | null;
  response_type: string | null;
  created_at: string;
}

type Ctx = Context<AppBindings>;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The user of a valid bearer token, or null (the route's own auth then answers 401). */
async function bearerUserId(c: Ctx): Promise<number | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (!match) return null;
  const claims = await verifyAccessToken(c.env, match[1]!, c.var.now);
  const id = claims ? Number(claims.sub) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The key's row, if any. */
async function readRow(env: Env, userId: number, key: string): Promise<KeyRow | null> {
  const row = await getDb(env.DB)
    .select({
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      request_hash: idempotencyKeys.requestHash,
      lease: idempotencyKeys.lease,
      state: idempotencyKeys.state,
      response_status: idempotencyKeys.responseStatus,
      response_body: idempotencyKeys.responseBody,
      response_type: idempotencyKeys.responseType,
      created_at: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(ownKey(userId, key))
    .get();
  return row ?? null;
}

const ownKey = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.idempotencyKey, key));
const heldKey = (record: Pick<IdempotencyRecord, "userId" | "key" | "lease">) =>
  and(ownKey(record.userId, record.key), eq(idempotencyKeys.lease, record.lease));

function replay(row: KeyRow): Response {
  const headers = new Headers({ "idempotent-replayed": "true" });
  if (row.state !== "done" || row.response_status === null) {
    // The write committed but the request died before its answer was stored.
    headers.set("content-type", "application/json");
    return new Response(JSON.stringify({ detail: "This change was already applied." }), {
      status: 200,
      headers,
    });
  }
  if (row.response_type) headers.set("content-type", row.response_type);
  const status = row.response_status;
  const noBody = status === 204 || status === 205 || status === 304 || !row.response_body;
  return new Response(noBody ? null : row.response_body, { status, headers });
}

const inProgress = (c: Ctx) => {
  c.header("retry-after", "1");
  return c.json(
    {
      error: "A request with this Idempotency-Key is still being processed. Retry shortly.",
      code: "idempotency_in_progress",
    },
    409,
  );
};

const mismatch = (c: Ctx) =>
  c.json(
    {
      error: "This Idempotency-Key was already used for a different request.",
      code: "idempotency_key_reused",
    },
    422,
  );

export const idempotency = createMiddleware<AppBindings>(async (c, next) => {
  if (!MUTATING.has(c.req.method)) return next();
  const rawKey = c.req.header("idempotency-key");
  if (rawKey === undefined) return next();
  const key = rawKey.trim();
  if (!KEY_PATTERN.test(key))
    throw badRequest("Idempotency-Key must be 1 to 255 visible ASCII characters.");
  const userId = await bearerUserId(c);
  if (userId === null) return next();

  // Hono caches the body text, so the route's validator still reads it.
  const requestHash = await sha256Hex(await c.req.text());
  const method = c.req.method;
  const path = c.req.path;
  const lease = crypto.randomUUID();
  const nowIso = c.var.now.toISOString();

  let reserved: boolean;
  try {
    const result = await getDb(c.env.DB)
      .insert(idempotencyKeys)
      .values({
        userId,
        idempotencyKey: key,
        method,
        path,
        requestHash,
        lease,
        state: "pending",
        createdAt: nowIso,
      })
      .onConflictDoNothing()
      .run();
    reserved = result.meta.changes === 1;
  } catch {
    // The token's user no longer exists (foreign key): let the route's auth answer.
    return next();
  }

  if (!reserved) {
    for (let attempt = 0; ; attempt++) {
      const row = await readRow(c.env, userId, key);
      if (!row) {
        // Released between our insert and this read (the first request failed): run as new.
        return next();
      }
      if (row.method !== method || row.path !== path || row.request_hash !== requestHash)
        return mismatch(c);
      if (row.state !== "pending") return replay(row);
      const age = c.var.now.getTime() - Date.parse(row.created_at);
      if (age > STALE_RESERVATION_MS) {
        const takeover = await getDb(c.env.DB)
          .update(idempotencyKeys)
          .set({ lease, createdAt: nowIso })
          .where(
            and(heldKey({ userId, key, lease: row.lease }), eq(idempotencyKeys.state, "pending")),
          )
          .run();
        if (takeover.meta.changes === 1) break;
        continue;
      }
      const wait = DUPLICATE_WAIT_MS[attempt];
      if (wait === undefined) return inProgress(c);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  const record: IdempotencyRecord = { userId, key, lease, applied: false, answered: false };
  c.set("idempotency", record);
  try {
    await next();
  } finally {
    await settle(c, record);
  }
});

/**
 * Route middleware for answers that carry tokens: the request's key is released instead of
 * storing the answer, so no token is kept at rest and a replay never hands one back.
 */
export const answersWithTokens = createMiddleware<AppBindings>(async (c, next) => {
  const record = c.get("idempotency");
  if (record) record.secret = true;
  await next();
});

/** Stores the answer (or releases the key) once the route has answered. */
async function settle(c: Ctx, record: IdempotencyRecord) {
  if (record.answered) return;
  const res = c.res;
  const status = res?.status ?? 500;
  const storable = status < 500 && !NOT_STORED.has(status) && !record.secret;
  if (!storable && !record.applied) {
    await getDb(c.env.DB)
      .delete(idempotencyKeys)
      .where(and(heldKey(record), eq(idempotencyKeys.state, "pending")))
      .run();
    return;
  }
  let body: string;
  let type: string | null;
  let storedStatus = status;
  if (storable) {
    body = res ? await res.clone().text() : "";
    type = res?.headers.get("content-type") ?? null;
  } else {
    // The write committed but the route failed afterwards: a retry must not write again.
    storedStatus = 200;
    body = JSON.stringify({ detail: "This change was applied." });
    type = "application/json";
  }
  await getDb(c.env.DB)
    .update(idempotencyKeys)
    .set({ state: "done", responseStatus: storedStatus, responseBody: body, responseType: type })
    .where(heldKey(record))
    .run();
}

/** What a write answers, built before the write so that it commits with it. */
export interface Answer<T> {
  status: number;
  /** The answer's body; `insertedId(i)` stands for the row id statement `i` inserts. */
  body: T;
  /**
   * A condition (SQL) that holds after the writes only if they took effect, for writes that may
   * match no row (a full league, a game that just kicked off). When it does not hold, the batch
   * stored nothing for the key, and the route's own (error) answer is stored after it.
   */
  storedIf?: SQL;
}

let rowIdNonce: string | undefined;
/** The JSON text that stands for statement i's new row id: unguessable per isolate, so no user text can spell it. */
const rowIdToken = (statementIndex: number) =>
  JSON.stringify(`@@rowid:${statementIndex}:${(rowIdNonce ??= crypto.randomUUID())}@@`);

/**
 * Stands for the id of the row that statement `statementIndex` of the batch inserts, in an answer
 * built before the write (a new league's id, a new pick's id). `writeBatch` fills it in.
 */
export const insertedId = (statementIndex: number): number =>
  JSON.parse(rowIdToken(statementIndex)) as number;

/**
 * Runs the route's writes as one D1 batch. With an Idempotency-Key, the key's record and the
 * answer (status and body, new row ids filled in by SQL) commit in the same batch, so a retry
 * after a crash gets exactly the answer the first request would have had. Returns the results of
 * `statements` and the answer's body with the new ids. See the file header for usage.
 */
export async function writeBatch<T>(
  c: Context<AppBindings>,
  statements: D1PreparedStatement[],
  answer: Answer<T>,
): Promise<{ results: D1Result[]; body: T }> {
  const db = c.env.DB;
  const text = JSON.stringify(answer.body);
  const referenced = statements.flatMap((_, i) => (text.includes(rowIdToken(i)) ? [i] : []));
  const withIds = (results: D1Result[]): T => {
    if (!referenced.length) return answer.body;
    let filled = text;
    for (const i of referenced)
      filled = filled.replaceAll(rowIdToken(i), String(results[i]!.meta.last_row_id));
    return JSON.parse(filled) as T;
  };

  const record = c.get("idempotency");
  if (!record || record.applied) {
    const results = statements.length ? await db.batch(statements) : [];
    return { results, body: withIds(results) };
  }
  // First statement fails (malformed JSON error) unless this request still holds the key, which
  // aborts and rolls back the whole batch: a request whose reservation was taken over never writes.
  const guard = db
    .prepare(
      "SELECT json(CASE WHEN EXISTS (SELECT 1 FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ? AND lease = ? AND state = 'pending') THEN '1' ELSE 'idempotency reservation lost' END) AS held",
    )
    .bind(record.userId, record.key, record.lease);
  const keyUpdate = (set: SQLiteUpdateSetSource<typeof idempotencyKeys>, extra?: SQL) =>
    asStatement(
      db,
      getDb(db)
        .update(idempotencyKeys)
        .set(set)
        .where(and(heldKey(record), extra)),
    );
  const storeAnswer = answer.status < 500 && !NOT_STORED.has(answer.status) && !record.secret;
  const batch: D1PreparedStatement[] = [guard];
  if (storeAnswer)
    batch.push(
      keyUpdate({
        responseStatus: answer.status,
        responseBody: text,
        responseType: "application/json",
      }),
    );
  const positions: number[] = [];
  statements.forEach((statement, i) => {
    positions.push(batch.length);
    batch.push(statement);
    // last_insert_rowid() is the row this statement inserted (an UPDATE does not change it).
    if (storeAnswer && referenced.includes(i))
      batch.push(
        keyUpdate({
          responseBody: sql`replace(${idempotencyKeys.responseBody}, ${rowIdToken(i)}, last_insert_rowid())`,
        }),
      );
  });
  batch.push(
    keyUpdate(
      { state: storeAnswer ? "done" : "applied", appliedAt: c.var.now.toISOString() },
      answer.storedIf,
    ),
  );
  const all = await db.batch(batch);
  const marked = all[all.length - 1]!.meta.changes === 1;
  record.applied = marked;
  record.answered = marked && storeAnswer;
  const results = positions.map((at) => all[at]!);
  return { results, body: withIds(results) };
}

/** Daily job: forgets keys older than the retention period. */
export async function purgeIdempotencyKeys(env: Env, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - KEY_RETENTION_MS).toISOString();
  await getDb(env.DB).delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).run();
}
