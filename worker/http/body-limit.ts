/**
 * How much a request body may weigh, per route: forms are small, a week's picks a little larger,
 * a league with its sponsor logo (an image data string) about 2 MB. Anything larger is refused with
 * 413 before it is read. A route that takes more declares it here, with why.
 */
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "#worker/env";

const KB = 1024;
const MB = 1024 * KB;

/** Every JSON body unless a route below says otherwise. */
export const DEFAULT_BODY_BYTES = 64 * KB;

const ROUTES: { method: string; path: RegExp; bytes: number }[] = [
  // A week's submission: up to 200 picks.
  { method: "POST", path: /^\/api\/weekly-picks\/submit_picks\/$/, bytes: 256 * KB },
  // The same week entered by the league's commissioner for a member (issue 48).
  { method: "POST", path: /^\/api\/leagues\/\d+\/commissioner\/enter_pick\/$/, bytes: 256 * KB },
  // Creating or editing a league: the sponsor logo travels as an image data string (1 MB image).
  { method: "POST", path: /^\/api\/leagues\/$/, bytes: 2 * MB },
  { method: "PATCH", path: /^\/api\/leagues\/\d+\/$/, bytes: 2 * MB },
  // A board post with its image (5 MB) as a base64 data string (4/3 of it) and the text.
  { method: "POST", path: /^\/api\/message-board\/$/, bytes: 7 * MB + 64 * KB },
  // A profile edit with a new avatar (the board's image rule: 5 MB as a data string).
  { method: "PATCH", path: /^\/api\/users\/profile\/$/, bytes: 7 * MB + 64 * KB },
];

const limits = new Map<number, ReturnType<typeof bodyLimit>>();
const limiter = (bytes: number) => {
  let middleware = limits.get(bytes);
  if (!middleware) {
    middleware = bodyLimit({
      maxSize: bytes,
      onError: (c) => c.json({ error: "Request body is too large" }, 413),
    });
    limits.set(bytes, middleware);
  }
  return middleware;
};

/** The limit of the request's route. */
export const bodyLimitFor = (method: string, path: string) =>
  ROUTES.find((r) => r.method === method && r.path.test(path))?.bytes ?? DEFAULT_BODY_BYTES;

export const routeBodyLimit = createMiddleware<AppBindings>((c, next) =>
  limiter(bodyLimitFor(c.req.method, c.req.path))(c, next),
);
