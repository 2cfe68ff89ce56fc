/**
 * What the notification tests share (notifications-*.test.ts; issue 14): an idempotency key
 * header, a user's list (all of it, what came from other people, one type) and unread count, and
 * leaving a league.
 */
import { expect } from "vitest";
import type { Notification, NotificationType } from "#domain/notifications/contract";
import { call, type TestUser as User } from "./support";

export const key = (k?: string) => (k ? { "idempotency-key": k } : undefined);

export async function list(who: User, query = "") {
  const res = await call(`/api/notifications/?page_size=50${query}`, { token: who.token });
  expect(res.status, res.text).toBe(200);
  return res.json as {
    results: Notification[];
    count: number;
    page: number;
    has_more: boolean;
    unread_count: number;
  };
}

/**
 * What reached `who` from other people's actions: the achievements a test's own steps earn (a
 * first post, a new league) are achievements.test.ts's subject, not these events'.
 */
export async function fromOthers(who: User) {
  return (await list(who)).results.filter((n) => n.notification_type !== "achievement_earned");
}

export async function ofType(who: User, type: NotificationType) {
  return (await list(who)).results.filter((n) => n.notification_type === type);
}

export async function unread(who: User) {
  const res = await call("/api/notifications/unread_count/", { token: who.token });
  expect(res.status, res.text).toBe(200);
  return res.json.count as number;
}

export const leave = (who: User, leagueId: number) =>
  call(`/api/leagues/${leagueId}/leave/`, { token: who.token, method: "POST" });
