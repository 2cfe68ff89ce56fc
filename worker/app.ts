/**
 * The API: one Hono app, one sub-app per resource mounted with `app.route()`.
 * Middleware order: request id/clock → body limit → routes; errors are mapped in one place.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { AppBindings } from "./env";
import { onError, onNotFound } from "./middleware/errors";
import { idempotency } from "./middleware/idempotency";
import { serverNow } from "./services/clock";
import { devRoutes } from "./routes/dev";
import { devIdempotencyRoutes } from "./routes/dev-idempotency";
import { healthRoutes } from "./routes/health";
import { seasonRoutes } from "./routes/season";
import { leagueRoutes } from "./routes/leagues";
import { standingsRoutes, userLeagueRoutes } from "./routes/standings";
import { authRoutes } from "./routes/auth";
import { userRoutes } from "./routes/users";
import { sportsbookRoutes } from "./routes/sportsbook";
import { picksRoutes } from "./routes/picks";

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
  .route("/", seasonRoutes)
  .route("/", leagueRoutes)
  .route("/standings", standingsRoutes)
  .route("/", userLeagueRoutes)
  .route("/sportsbook", sportsbookRoutes)
  .route("/", picksRoutes)
  .route("/users", userRoutes)
  .route("/auth", authRoutes)
  .route("/dev/idempotency", devIdempotencyRoutes)
  .route("/dev", devRoutes);

app.onError(onError);
app.notFound(onNotFound);

export type AppType = typeof app;
