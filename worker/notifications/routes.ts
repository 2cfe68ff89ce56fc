/**
 * /api/notifications/… (spec 000 sections 2, 4 and 7; issue 14): the list (per dropdown tab,
 * newest first, paged), read marks, mark all, clear all and the unread count.
 *
 * Guarantees:
 * - Every route needs a signed-in user and touches only that user's notifications: another user's
 *   id is 404, like an unknown one.
 * - The unread count is one statement over the partial index of unread rows (polled every 30 s).
 * - The list is one batch (page, count, unread count): a fixed number of statements.
 * - Writes commit with their Idempotency-Key (writeBatch): a replay answers what the first
 *   request answered and writes nothing.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  NOTIFICATION_API_TEXTS,
  NOTIFICATION_LIMITS,
  notificationListQuery,
  notificationPatch,
  type NotificationPage,
  type UnreadCount,
} from "#domain/notifications/contract";
import { PAGING_LIMITS } from "#domain/paging";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { notFound } from "#worker/http/errors";
import { writeBatch } from "#worker/http/idempotency";
import { pathId, validateJson, validateQuery } from "#worker/http/validate";
import {
  notificationCountStatement,
  notificationJson,
  notificationPageStatement,
  notificationStatement,
  unreadCountStatement,
  type NotificationRow,
} from "./queries";

export const notificationRoutes = new Hono<AppBindings>()
  // requireAuth per route: /api/notifications/push/… (./push-routes.ts) decides its own.
  .get("/notifications/", requireAuth, validateQuery(notificationListQuery), async (c) => {
    const q = c.req.valid("query");
    const page = q.page ?? 1;
    const pageSize = q.page_size ?? NOTIFICATION_LIMITS.pageSize;
    const db = c.env.DB;
    const [rows, total, unread] = await db.batch([
      notificationPageStatement(db, c.var.userId, q.type, page, pageSize),
      notificationCountStatement(db, c.var.userId, q.type),
      unreadCountStatement(db, c.var.userId),
    ]);
    const list = rows!.results as unknown as NotificationRow[];
    const body: NotificationPage = {
      results: list.slice(0, pageSize).map((row) => notificationJson(row, c.var.now)),
      count: (total!.results[0] as { count: number }).count,
      page,
      // The last page a list serves has no next one, so 'Load more' never asks for a refused page.
      has_more: list.length > pageSize && page < PAGING_LIMITS.maxPage,
      unread_count: (unread!.results[0] as { count: number }).count,
    };
    return c.json(body);
  })
  .get("/notifications/unread_count/", requireAuth, async (c) => {
    const row = await unreadCountStatement(c.env.DB, c.var.userId).first<{ count: number }>();
    return c.json({ count: row?.count ?? 0 } satisfies UnreadCount);
  })
  .post("/notifications/mark_all_read/", requireAuth, async (c) => {
    const body: UnreadCount = { count: 0 };
    await writeBatch(
      c,
      [
        c.env.DB.prepare(
          "UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0",
        ).bind(c.var.userId),
      ],
      { status: 200, body },
    );
    return c.json(body);
  })
  .delete("/notifications/clear_all/", requireAuth, async (c) => {
    const body: UnreadCount = { count: 0 };
    await writeBatch(
      c,
      // Hidden and read, not deleted: each row keeps its dedupe key (ADR 1401).
      [
        c.env.DB.prepare(
          "UPDATE notifications SET is_read = 1, cleared_at = ? WHERE user_id = ? AND cleared_at IS NULL",
        ).bind(c.var.now.toISOString(), c.var.userId),
      ],
      { status: 200, body },
    );
    return c.json(body);
  })
  .patch("/notifications/:id/", requireAuth, validateJson(notificationPatch), async (c) => {
    const id = pathId(c.req.param("id"), NOTIFICATION_API_TEXTS.notFound);
    const { is_read: isRead } = c.req.valid("json");
    const row = await notificationStatement(c.env.DB, c.var.userId, id).first<NotificationRow>();
    if (!row) throw notFound(NOTIFICATION_API_TEXTS.notFound);
    const body = notificationJson({ ...row, is_read: isRead ? 1 : 0 }, c.var.now);
    const {
      results: [update],
    } = await writeBatch(
      c,
      [
        c.env.DB.prepare(
          "UPDATE notifications SET is_read = ? WHERE id = ? AND user_id = ? AND cleared_at IS NULL",
        ).bind(isRead ? 1 : 0, id, c.var.userId),
      ],
      // Cleared meanwhile: the 404 below is the stored answer.
      {
        status: 200,
        body,
        storedIf: sql`EXISTS (SELECT 1 FROM notifications WHERE id = ${id} AND cleared_at IS NULL)`,
      },
    );
    if (update!.meta.changes === 0) throw notFound(NOTIFICATION_API_TEXTS.notFound);
    return c.json(body);
  });
