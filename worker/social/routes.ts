/**
 * Profiles, friends and privacy (spec 000 sections 3, 4 and 7; issue 13).
 *
 * Guarantees:
 * - Privacy is decided here, per section and viewer (owner, friend, signed-in, anonymous; see
 *   domain/social/privacy.ts): a section the viewer may not see answers null on every route that
 *   could show it — the profile, its messages, the friends lists. The owner sees everything.
 * - Recent picks never show a pick the league's visibility rule still hides, and never a pick or
 *   league of a private league the viewer is not in. League posts on the profile board follow the
 *   board's own reader rule (members only, public leagues too; ADR 0802, 1301).
 * - Real names anywhere follow their owner's user_info setting for the viewer (ADR 1301).
 * - One friendship row per pair whatever the order (unique pair); a request to someone whose
 *   request is pending accepts theirs (ADR 1301), in one statement, so requests crossing at the
 *   same moment end as one friendship. Each friend write commits with its answer and the
 *   Idempotency-Key (writeBatch), so a replay answers what the first request answered.
 * - Events (./events.ts) are emitted once after each write that changed something.
 */
import { Hono } from "hono";
import type { AppBindings } from "#worker/env";
import { friendRequestRoutes } from "./friend-request-routes";
import { friendsRoutes } from "./friends-routes";
import { privacyRoutes } from "./privacy-routes";
import { profileBoardRoutes } from "./profile-board-routes";
import { profileRoutes } from "./profile-routes";

/** Mounted at the API root; one file per resource, each guarding its own routes. */
export const socialRoutes = new Hono<AppBindings>()
  .route("/", profileRoutes)
  .route("/", profileBoardRoutes)
  .route("/", privacyRoutes)
  .route("/", friendsRoutes)
  .route("/", friendRequestRoutes);
