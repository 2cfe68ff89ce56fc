/**
 * Token endpoints: refresh (rotation with replay detection, services/sessions.ts) and logout.
 */
import { Hono } from "hono";
import { ACCOUNT_MESSAGES as M } from "#domain/accounts/messages";
import { LogoutSchema, RefreshSchema } from "#domain/accounts/schemas";
import type { AppBindings } from "../env";
import { unauthorized, validateJson } from "../middleware/errors";
import { revokeSessionOf, rotateRefreshToken } from "../services/sessions";

export const authRoutes = new Hono<AppBindings>()
  .post("/refresh/", validateJson(RefreshSchema), async (c) => {
    const tokens = await rotateRefreshToken(c.env, c.req.valid("json").refresh, c.var.now);
    if (!tokens) throw unauthorized(M.refreshInvalid);
    return c.json(tokens);
  })
  // Possession of the refresh token is enough to end its session (the access token may be expired).
  .post("/logout/", validateJson(LogoutSchema), async (c) => {
    await revokeSessionOf(c.env.DB, c.req.valid("json").refresh, c.var.now);
    return c.json({ message: M.loggedOut });
  });
