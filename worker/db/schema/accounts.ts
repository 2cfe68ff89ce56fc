import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

// Mirrors migrations/0003_create_auth_tokens.sql and 0026 (migrations are the source of truth).
export const refreshTokens = sqliteTable("refresh_tokens", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  tokenHash: text("token_hash").notNull().unique(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  familyId: text("family_id").notNull(),
  familyExpiresAt: text("family_expires_at").notNull(),
  createdAt: text("created_at").notNull(),
  usedAt: text("used_at"),
  revokedAt: text("revoked_at"),
  /** The token spent to get this one (migrations/0026); null for a login's first token. */
  parentId: integer("parent_id"),
  /** Set aside unused because a sibling (same parent) was used first. */
  retiredAt: text("retired_at"),
});

export const emailTokens = sqliteTable("email_tokens", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  tokenHash: text("token_hash").notNull().unique(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["verify_email", "password_reset"] }).notNull(),
  createdAt: text("created_at").notNull(),
  expiresAt: text("expires_at").notNull(),
  usedAt: text("used_at"),
});

/** Throttle events (migrations/0016), counted by worker/http/throttle.ts. */
export const throttleEvents = sqliteTable("throttle_events", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  scope: text("scope", {
    enum: ["pair", "address", "registration", "invitation", "invitation_sender"],
  }).notNull(),
  subject: text("subject").notNull(),
  attemptedAt: text("attempted_at").notNull(),
});

export const mailCooldowns = sqliteTable(
  "mail_cooldowns",
  {
    email: text("email").notNull(),
    kind: text("kind").notNull(),
    lastSentAt: text("last_sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);

export const sentMail = sqliteTable("sent_mail", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: text("created_at").notNull(),
});
