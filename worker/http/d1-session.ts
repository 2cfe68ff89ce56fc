/**
 * D1 read replication through the Sessions API (ADR 0412). Every /api request runs on one D1
 * session, put in place of the binding (`c.env.DB`) for that request, so no route changes:
 * - reads (GET, HEAD) start from the client's bookmark (the `x-d1-bookmark` header), so a fan's
 *   replica is at least as new as their own last write, or anywhere ("first-unconstrained");
 * - every other method (a write) starts on the primary ("first-primary").
 * The answer carries the session's newest bookmark in the same header, for the client to send
 * next. A header that is not a D1 bookmark (garbage, huge, several values) is ignored: the read
 * starts unconstrained, it never fails the call. Cron jobs and queue consumers never pass here:
 * they use the raw binding, which D1 runs on the primary.
 */
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "#worker/env";

export const D1_BOOKMARK_HEADER = "x-d1-bookmark";

/**
 * A D1 bookmark as D1 writes them: four dash-separated hex groups, e.g.
 * `00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653`. Groups are bounded, so a huge
 * header is no bookmark either.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

const READS = new Set(["GET", "HEAD"]);

/** Where a request's session starts: the client's bookmark for a read, the primary for a write. */
export function sessionStart(method: string, bookmark: string | undefined): string {
  if (!READS.has(method.toUpperCase())) return "first-primary";
  return bookmark !== undefined && BOOKMARK.test(bookmark) ? bookmark : "first-unconstrained";
}

/**
 * The binding as the request sees it: statements and batches run on the session; a new session
 * opens on the binding itself. `exec` (no route uses it) has no session form: it runs on the
 * binding, that is on the primary.
 */
function sessionDatabase(binding: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    withSession: (start) => binding.withSession(start),
    exec: (query) => binding.exec(query),
    dump: () => binding.dump(),
  };
}

export const d1Session = createMiddleware<AppBindings>(async (c, next) => {
  const binding = c.env.DB;
  const session = binding.withSession(sessionStart(c.req.method, c.req.header(D1_BOOKMARK_HEADER)));
  // A copy: the bindings object is shared by every request this isolate serves.
  c.env = { ...c.env, DB: sessionDatabase(binding, session) };
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) c.header(D1_BOOKMARK_HEADER, bookmark);
});
