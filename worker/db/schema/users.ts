import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/0002_create_users.sql (migrations are the source of truth for the schema).
export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull(),
  username: text("username").notNull(),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  bio: text("bio").notNull().default(""),
  avatarUrl: text("avatar_url"),
  passwordHash: text("password_hash").notNull(),
  emailVerifiedAt: text("email_verified_at"),
  dateJoined: text("date_joined").notNull(),
  updatedAt: text("updated_at").notNull(),
});
