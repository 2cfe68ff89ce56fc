/**
 * Bearer authentication. `requireAuth` answers 401 unless the request carries a valid access
 * token for a user that still exists; it sets `userId` and `username` for the handlers.
 * `optionalAuth` sets them when a valid token is present and lets requests without one through;
 * a token that is present but not valid is 401, as with `requireAuth`.
 */
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "#worker/env";
import { verifyAccessToken } from "#worker/http/access-token";
import { unauthorized } from "#worker/http/errors";

async function authenticate(c: Parameters<Parameters<typeof createMiddleware<AppBindings>>[0]>[0]) {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return false;
  const claims = await verifyAccessToken(c.env, match[1]!, c.var.now);
  if (!claims) return false;
  // The season and league data's stamps come with the user: one statement for all three
  // (worker/season/stamped.ts).
  const user = await c.env.DB.prepare(
    `SELECT id, username, (SELECT version FROM season_versions WHERE id = 1) AS season_stamp,
       (SELECT version FROM league_versions WHERE id = 1) AS league_stamp FROM users WHERE id = ?`,
  )
    .bind(Number(claims.sub))
    .first<{
      id: number;
      username: string;
      season_stamp: number | null;
      league_stamp: number | null;
    }>();
  if (!user) return false;
  c.set("userId", user.id);
  c.set("username", user.username);
  c.set("seasonStamp", user.season_stamp);
  c.set("leagueStamp", user.league_stamp);
  c.set("sessionId", typeof claims.sid === "string" ? claims.sid : null);
  return true;
}

export const requireAuth = createMiddleware<AppBindings>(async (c, next) => {
  if (!c.req.header("authorization")) throw unauthorized();
  if (!(await authenticate(c))) throw unauthorized("Given token not valid for any token type");
  await next();
});

export const optionalAuth = createMiddleware<AppBindings>(async (c, next) => {
  // A token that no longer works is a session to refresh (401), never a quiet fall-back to an
  // anonymous view: the owner would see their own profile as a stranger does.
  if (c.req.header("authorization") && !(await authenticate(c)))
    throw unauthorized("Given token not valid for any token type");
  await next();
});
