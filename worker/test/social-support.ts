/**
 * Shared steps of the social Worker tests (social-*.test.ts): every social event the Worker emits
 * during a file, the profile, friendship and privacy calls, a graded pick with its own line, and
 * two small PNGs.
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { onSocialEvent, type SocialEvent } from "#worker/social/events";
import { call, createUser, type TestUser as User } from "./support";
import { ensureSeason } from "./fixtures/leagues";

/** Every social event the Worker emits during this file, in order. */
export const events: SocialEvent[] = [];
onSocialEvent(async (_env, event) => {
  events.push(event);
});
/** The events emitted since `mark` (events.length taken before the action). */
export const since = (mark: number) => events.slice(mark);

export const profile = (username: string, token?: string, query = "") =>
  call(`/api/users/profile/${username}/${query}`, { token });
export const messages = (username: string, token?: string) =>
  call(`/api/users/profile/${username}/messages/`, { token });
export const postMessage = (username: string, token: string | undefined, content: unknown) =>
  call(`/api/users/profile/${username}/messages/`, { token, body: { content } });
export const friendRequest = (from: User, recipient: unknown, key?: string) =>
  call("/api/users/friends/request/", {
    token: from.token,
    body: { recipient },
    headers: key ? { "idempotency-key": key } : {},
  });
export const respond = (who: User, id: number | string, action: string, key?: string) =>
  call(`/api/users/friends/respond/${id}/`, {
    token: who.token,
    body: { action },
    headers: key ? { "idempotency-key": key } : {},
  });
export const removeFriend = (who: User, otherId: number | string, key?: string) =>
  call(`/api/users/friends/remove/${otherId}/`, {
    method: "DELETE",
    token: who.token,
    headers: key ? { "idempotency-key": key } : {},
  });
export const requests = async (who: User) => {
  const res = await call("/api/users/friends/requests/", { token: who.token });
  expect(res.status, res.text).toBe(200);
  return res.json as {
    received: Array<{ id: number; requester: number; requester_username: string }>;
    sent: Array<{ id: number; requester: number; requester_username: string }>;
  };
};
export const friendIds = async (who: User) => {
  const res = await call("/api/users/friends/list/", { token: who.token });
  expect(res.status, res.text).toBe(200);
  return (res.json as Array<{ id: number }>).map((f) => f.id);
};
export const statusSeenBy = async (viewer: User, owner: User) => {
  const res = await profile(owner.username, viewer.token);
  expect(res.status, res.text).toBe(200);
  return res.json.friendship_status as string;
};
export const putPrivacy = (who: User, body: unknown) =>
  call("/api/users/privacy/", { method: "PUT", token: who.token, body });
export const patchProfile = (who: User, body: unknown) =>
  call("/api/users/profile/", { method: "PATCH", token: who.token, body });

export const pairRows = async (a: number, b: number) =>
  (
    await env.DB.prepare(
      "SELECT id, requester_id, recipient_id, status FROM friendships WHERE user_low = ? AND user_high = ?",
    )
      .bind(Math.min(a, b), Math.max(a, b))
      .all<{ id: number; requester_id: number; recipient_id: number; status: string }>()
  ).results;

/** Makes two users friends through the API (request, then accept). */
export async function befriend(a: User, b: User) {
  const sent = await friendRequest(a, b.id);
  expect(sent.status, sent.text).toBe(201);
  const accepted = await respond(b, sent.json.friend_request_id, "accept");
  expect(accepted.status, accepted.text).toBe(200);
}

/** Two fresh users and a's pending request to b: its id, and the events mark taken before it. */
export async function pendingRequest() {
  const a = await createUser();
  const b = await createUser();
  const mark = events.length;
  const id = (await friendRequest(a, b.id)).json.friend_request_id as number;
  return { a, b, mark, id };
}

/** The events of a's friend request `id` to b, then b's acceptance. */
export const requestedAndAccepted = (id: number, a: User, b: User) => [
  { type: "friend_requested", friendshipId: id, requesterId: a.id, recipientId: b.id },
  { type: "friend_accepted", friendshipId: id, requesterId: a.id, by: b.id },
];

let gradedCounter = 0;
/** A decided pick with its own line (the custom records read the line stored with the pick). */
export async function gradedPick(options: {
  userId: number;
  leagueId: number;
  gameId: number;
  type: "spread" | "over_under";
  line: number;
  isCorrect: boolean | null;
}) {
  const season = await ensureSeason();
  gradedCounter += 1;
  const spread = options.type === "spread";
  const row = await env.DB.prepare(
    `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion,
       picked_team_id, picked_value, spread_at_pick, total_at_pick, odds_at_pick, submitted_at,
       result, is_correct)
     VALUES (?, ?, ?, ?, 11, ?, 'full_game', ?, ?, ?, ?, -110, '2024-08-01T00:00:00.000Z', ?, ?)
     RETURNING id`,
  )
    .bind(
      options.userId,
      options.leagueId,
      options.gameId,
      season.seasonId,
      options.type,
      spread ? season.teams.home : null,
      spread ? `${options.line}#${gradedCounter}` : `over#${gradedCounter}`,
      spread ? options.line : null,
      spread ? null : options.line,
      options.isCorrect === null ? null : options.isCorrect ? "win" : "loss",
      options.isCorrect === null ? null : options.isCorrect ? 1 : 0,
    )
    .first<{ id: number }>();
  return row!.id;
}

// 1×1 PNGs (two different images).
export const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
export const PNG_2 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
export const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
