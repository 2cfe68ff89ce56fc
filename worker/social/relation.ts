/**
 * What every social route reads first: the viewer, the profile's owner by username, and the
 * owner's privacy with the viewer's relation to them (domain/social/privacy.ts); the answer of a
 * friendship change.
 */
import { type Context } from "hono";
import {
  isUsernameShape,
  SOCIAL_TEXTS,
  type FriendshipResult,
  type FriendshipStatus,
} from "#domain/social/contract";
import { privacyFrom, viewerOf, visibleSections } from "#domain/social/privacy";
import type { AppBindings } from "#worker/env";
import { notFound } from "#worker/http/errors";
import {
  pairStatement,
  privacyStatement,
  statusFrom,
  userByUsernameStatement,
  type FriendshipRow,
  type ProfileUserRow,
} from "./queries";

type Ctx = Context<AppBindings>;

/** The signed-in viewer, or null (optionalAuth leaves userId unset for anonymous requests). */
export const viewerIdOf = (c: Ctx): number | null => (c.var.userId ? c.var.userId : null);

export async function requireUserByName(c: Ctx): Promise<ProfileUserRow> {
  const name = c.req.param("username") ?? "";
  const row = isUsernameShape(name)
    ? await userByUsernameStatement(c.env.DB, name).first<ProfileUserRow>()
    : null;
  if (!row) throw notFound(SOCIAL_TEXTS.userNotFound);
  return row;
}

/** The owner's privacy and the viewer's relation to them, in one round trip. */
export async function relationTo(c: Ctx, ownerId: number) {
  const viewerId = viewerIdOf(c);
  const statements = [privacyStatement(c.env.DB, ownerId)];
  if (viewerId !== null && viewerId !== ownerId)
    statements.push(pairStatement(c.env.DB, viewerId, ownerId));
  const [privacy, pair] = await c.env.DB.batch(statements);
  const row = (pair?.results[0] as FriendshipRow | undefined) ?? null;
  const friendship = statusFrom(row, viewerId);
  const settings = privacyFrom(
    (privacy!.results[0] as Partial<Record<string, unknown>> | undefined) ?? null,
  );
  const viewer = viewerOf({ viewerId, ownerId, friendship });
  return {
    viewerId,
    viewer,
    friendship,
    requestId: row?.status === "pending" ? row.id : null,
    settings,
    visible: visibleSections(settings, viewer),
  };
}

export const friendshipResult = (
  userId: number,
  status: FriendshipStatus,
  requestId: number | null,
  message: string,
): FriendshipResult => ({
  user_id: userId,
  friendship_status: status,
  friend_request_id: requestId,
  message,
});
