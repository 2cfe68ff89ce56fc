/**
 * The API: one Hono app, one sub-app per area (worker/<area>/routes.ts) mounted with `app.route()`.
 * Middleware order: security headers → the request's D1 session (ADR 0412) → the server clock →
 * body limit → Idempotency-Key → routes; errors are mapped in one place (http/errors.ts).
 */
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { accountRoutes } from "#worker/accounts/routes";
import { achievementRoutes } from "#worker/achievements/routes";
import { boardRoutes } from "#worker/board/routes";
import { commissionerRoutes } from "#worker/commissioner/routes";
import { devRoutes } from "#worker/dev/routes";
import type { AppBindings } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import { d1Session } from "#worker/http/d1-session";
import { onError, onNotFound } from "#worker/http/errors";
import { routeBodyLimit } from "#worker/http/body-limit";
import { healthRoutes } from "#worker/http/health";
import { idempotency } from "#worker/http/idempotency";
import { leagueRoutes } from "#worker/leagues/routes";
import { liveRoutes } from "#worker/live/routes";
import { mediaRoutes } from "#worker/media/routes";
import { nudgeRoutes } from "#worker/notifications/nudge-routes";
import { pushRoutes } from "#worker/notifications/push-routes";
import { notificationRoutes } from "#worker/notifications/routes";
import { picksRoutes } from "#worker/picks/routes";
import { seasonRoutes } from "#worker/season/routes";
import { socialRoutes } from "#worker/social/routes";
import { sportsbookRoutes } from "#worker/sportsbook/routes";
import { standingsRoutes } from "#worker/standings/routes";
import { statsRoutes } from "#worker/stats/routes";
import { survivorRoutes } from "#worker/survivor/routes";

export const app = new Hono<AppBindings>()
  .basePath("/api")
  // API answers are data, never documents: nothing may load from them or frame them.
  .use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      xFrameOptions: "DENY",
      referrerPolicy: "same-origin",
      strictTransportSecurity: "max-age=63072000; includeSubDomains",
    }),
  )
  // Every D1 read and write of the request, the clock's included, goes through its session.
  .use(d1Session)
  .use(async (c, next) => {
    c.set("now", await serverNow(c.env));
    await next();
  })
  .use(routeBodyLimit)
  // Idempotency-Key on every mutating route (resolves the user from the bearer token itself).
  .use(idempotency)
  .route("/health", healthRoutes)
  .route("/", accountRoutes)
  // Collections whose paths keep the spec's trailing slash (/api/leagues/, /api/user-picks/) are
  // mounted at the root and spell their paths out in full.
  // A league's standings, games and weekly picks (/api/leagues/{id}/…) belong to their areas, which
  // guard their own routes: they mount before the leagues' `use("/leagues/*", requireAuth)` so that
  // the session is checked once, by the route's own guard.
  .route("/", standingsRoutes)
  .route("/", picksRoutes)
  .route("/", survivorRoutes)
  .route("/", commissionerRoutes)
  .route("/", nudgeRoutes)
  .route("/", liveRoutes)
  .route("/", seasonRoutes)
  .route("/", leagueRoutes)
  .route("/", boardRoutes)
  .route("/", socialRoutes)
  .route("/", notificationRoutes)
  .route("/", achievementRoutes)
  .route("/user-stats", statsRoutes)
  .route("/sportsbook", sportsbookRoutes)
  .route("/media", mediaRoutes)
  .route("/notifications/push", pushRoutes)
  .route("/dev", devRoutes);

app.onError(onError);
app.notFound(onNotFound);

export type AppType = typeof app;
