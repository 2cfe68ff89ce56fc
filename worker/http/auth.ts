/**
 * Bearer authentication. `requireAuth` answers 401 unless the request carries a valid access
 * token for a user that still exists; it sets `userId` and `username` for the handlers.
 * `optionalAuth` sets them when a valid token is present and lets requests without one through;
 * a token that is present but not valid is 401, as with `requireAuth`.
 * `requireToken` + `inSessionBatch` are requireAuth in two halves, for a route whose first D1
 * round trip can carry the session check (ADR 1002): the token is checked before the handler, the
 * user's existence in the handler's own batch, before any of its results are handed out.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "#worker/env";
import { verifyAccessToken, type AccessClaims } from "#worker/http/access-token";
import { unauthorized } from "#worker/http/errors";

type AppContext = Context<AppBindings>;
const INVALID = "Given token not valid for any token type";

/** The claims of the request's bearer token when it is valid now, else null. */
async function bearerClaims(c: AppContext): Promise<AccessClaims | null> {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return null;
  return verifyAccessToken(c.env, match[1]!, c.var.now);
}

// The season and league data's stamps come with the user: one statement for all three
// (worker/season/stamped.ts).
const sessionStatement = (db: D1Database, userId: number) =>
  db
    .prepare(
      `SELECT id, username, (SELECT version FROM season_versions WHERE id = 1) AS season_stamp,
       (SELECT version FROM league_versions WHERE id = 1) AS league_stamp FROM users WHERE id = ?`,
    )
    .bind(userId);

interface SessionRow {
  id: number;
  username: string;
  season_stamp: number | null;
  league_stamp: number | null;
}

/** Signs the request in as the session check's user; false when the user no longer exists. */
function signIn(c: AppContext, claims: AccessClaims, user: SessionRow | null | undefined) {
  if (!user) return false;
  c.set("userId", user.id);
  c.set("username", user.username);
  c.set("seasonStamp", user.season_stamp);
  c.set("leagueStamp", user.league_stamp);
  c.set("sessionId", typeof claims.sid === "string" ? claims.sid : null);
  return true;
}

async function authenticate(c: AppContext) {
  const claims = await bearerClaims(c);
  if (!claims) return false;
  const user = await sessionStatement(c.env.DB, Number(claims.sub)).first<SessionRow>();
  return signIn(c, claims, user);
}

export const requireAuth = createMiddleware<AppBindings>(async (c, next) => {
  if (!c.req.header("authorization")) throw unauthorized();
  if (!(await authenticate(c))) throw unauthorized(INVALID);
  await next();
});

export const optionalAuth = createMiddleware<AppBindings>(async (c, next) => {
  // A token that no longer works is a session to refresh (401), never a quiet fall-back to an
  // anonymous view: the owner would see their own profile as a stranger does.
  if (c.req.header("authorization") && !(await authenticate(c))) throw unauthorized(INVALID);
  await next();
});

// The claims requireToken checked, for inSessionBatch only: until the session check has passed
// the handler has no user (c.var.userId stays unset).
const checkedTokens = new WeakMap<Request, AccessClaims>();

/** requireAuth's first half: a valid bearer token, checked before the handler (no D1). */
export const requireToken = createMiddleware<AppBindings>(async (c, next) => {
  if (!c.req.header("authorization")) throw unauthorized();
  const claims = await bearerClaims(c);
  if (!claims) throw unauthorized(INVALID);
  checkedTokens.set(c.req.raw, claims);
  await next();
});

/**
 * requireAuth's second half: runs the route's statements for the token's user in one D1 batch
 * with the session check, and hands their results out only once the user is known to exist
 * (401 otherwise), with `userId`, `username` and the data stamps set as requireAuth sets them.
 */
export async function inSessionBatch(
  c: AppContext,
  statements: (userId: number) => D1PreparedStatement[],
): Promise<D1Result[]> {
  const claims = checkedTokens.get(c.req.raw);
  // A route that calls this without requireToken in front: refused, never served anonymously.
  if (!claims) throw unauthorized();
  const userId = Number(claims.sub);
  const [session, ...results] = await c.env.DB.batch([
    sessionStatement(c.env.DB, userId),
    ...statements(userId),
  ]);
  if (!signIn(c, claims, session!.results[0] as SessionRow | undefined))
    throw unauthorized(INVALID);
  return results;
}
