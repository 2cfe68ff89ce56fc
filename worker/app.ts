/**
 * The API: one Hono app, one sub-app per area (worker/<area>/routes.ts) mounted with `app.route()`.
 * Middleware order: security headers → the server clock → body limit → Idempotency-Key → routes;
 * errors are mapped in one place (http/errors.ts).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { accountRoutes } from "#worker/accounts/routes";
import { devRoutes } from "#worker/dev/routes";
import type { AppBindings } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import { onError, onNotFound } from "#worker/http/errors";
import { healthRoutes } from "#worker/http/health";
import { idempotency } from "#worker/http/idempotency";
import { leagueRoutes } from "#worker/leagues/routes";
import { picksRoutes } from "#worker/picks/routes";
import { seasonRoutes } from "#worker/season/routes";
import { sportsbookRoutes } from "#worker/sportsbook/routes";
import { standingsRoutes } from "#worker/standings/routes";

/** Largest JSON body any route accepts (message images are sent as data URLs, hence 8 MB). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export const app = new Hono<AppBindings>()
  .basePath("/api")
  .use(secureHeaders())
  .use(async (c, next) => {
    c.set("now", await serverNow(c.env));
    await next();
  })
  .use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: "Request body is too large" }, 413),
    }),
  )
  // Idempotency-Key on every mutating route (resolves the user from the bearer token itself).
  .use(idempotency)
  .route("/health", healthRoutes)
  .route("/", accountRoutes)
  // Collections whose paths keep the spec's trailing slash (/api/leagues/, /api/user-picks/) are
  // mounted at the root and spell their paths out in full.
  .route("/", leagueRoutes)
  .route("/", picksRoutes)
  .route("/", seasonRoutes)
  .route("/standings", standingsRoutes)
  .route("/sportsbook", sportsbookRoutes)
  .route("/dev", devRoutes);

app.onError(onError);
app.notFound(onNotFound);

export type AppType = typeof app;
