import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/0004_create_idempotency_keys.sql (see worker/http/idempotency.ts).
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: integer("user_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    lease: text("lease").notNull(),
    state: text("state", { enum: ["pending", "applied", "done"] }).notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    responseType: text("response_type"),
    createdAt: text("created_at").notNull(),
    appliedAt: text("applied_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);
