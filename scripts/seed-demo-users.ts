/**
 * Demo accounts for `npm start` (documented in the README). Idempotent: missing users are created,
 * existing ones are left alone except that they are marked verified and, if their password no
 * longer matches the documented one (e.g. .dev.vars was regenerated with a new pepper), it is reset.
 * Hashes come from the Worker's own module (pure WebCrypto), with the pepper from .dev.vars.
 */
import { hashPassword, verifyPassword } from "#worker/accounts/password";
import type { Env } from "#worker/env";

export const DEMO_PASSWORD = "Pickem!2024";

export const DEMO_USERS = [
  {
    email: "alice@pickem.dev",
    username: "alice",
    first_name: "Alice",
    last_name: "Anderson",
    bio: "Commissioner of the office pool. Never picks against the home dog.",
  },
  {
    email: "bob@pickem.dev",
    username: "bob",
    first_name: "Bob",
    last_name: "Brooks",
    bio: "Loves the over. Regrets the over.",
  },
  {
    email: "carol@pickem.dev",
    username: "carol",
    first_name: "Carol",
    last_name: "Chen",
    bio: "Spreadsheet picker. Locks only on Saturdays.",
  },
  // Fans of the public demo league, so its standings run past the dashboard's top five.
  {
    email: "dante@pickem.dev",
    username: "dante",
    first_name: "Dante",
    last_name: "Diaz",
    bio: "Fades every ranked road favourite. Sometimes it works.",
  },
  {
    email: "erin@pickem.dev",
    username: "erin",
    first_name: "Erin",
    last_name: "Okafor",
    bio: "Watches the line move all week, picks on Friday night.",
  },
  {
    email: "felix@pickem.dev",
    username: "felix",
    first_name: "Felix",
    last_name: "Novak",
    bio: "Big Ten unders and nothing else.",
  },
  {
    email: "grace@pickem.dev",
    username: "grace",
    first_name: "Grace",
    last_name: "Holloway",
    bio: "Three seasons, three league titles. Ask her about it.",
  },
  {
    email: "hector@pickem.dev",
    username: "hector",
    first_name: "Hector",
    last_name: "Ramos",
    bio: "Home dogs in the rain. Every time.",
  },
  {
    email: "ivy@pickem.dev",
    username: "ivy",
    first_name: "Ivy",
    last_name: "Nguyen",
    bio: "Picks by mascot when the spread is under three.",
  },
] as const;

/** The demo fans who only play in the public demo league. */
export const DEMO_FANS = ["dante", "erin", "felix", "grace", "hector", "ivy"] as const;

type SeedEnv = Pick<Env, "DB" | "PASSWORD_PEPPER">;

export async function seedDemoUsers(env: SeedEnv): Promise<string> {
  if (!env.PASSWORD_PEPPER)
    throw new Error(
      "PASSWORD_PEPPER is not set: run `node scripts/dev-vars.mjs` to create .dev.vars",
    );
  const now = new Date().toISOString();
  let created = 0;
  let restored = 0;
  for (const user of DEMO_USERS) {
    const existing = await env.DB.prepare(
      "SELECT id, password_hash, email_verified_at FROM users WHERE email = ?",
    )
      .bind(user.email)
      .first<{ id: number; password_hash: string; email_verified_at: string | null }>();
    if (!existing) {
      const taken = await env.DB.prepare("SELECT id FROM users WHERE username = ? COLLATE NOCASE")
        .bind(user.username)
        .first();
      if (taken) throw new Error(`username ${user.username} is taken by another e-mail`);
      await env.DB.prepare(
        `INSERT INTO users (email, username, first_name, last_name, bio, password_hash, email_verified_at, date_joined, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
        .bind(
          user.email,
          user.username,
          user.first_name,
          user.last_name,
          user.bio,
          await hashPassword(env.PASSWORD_PEPPER, DEMO_PASSWORD),
          now,
          now,
          now,
        )
        .run();
      created += 1;
      continue;
    }
    const check = await verifyPassword(env.PASSWORD_PEPPER, DEMO_PASSWORD, existing.password_hash);
    if (!check.ok || !existing.email_verified_at) {
      await env.DB.prepare(
        "UPDATE users SET password_hash = ?, email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?",
      )
        .bind(
          check.ok
            ? existing.password_hash
            : await hashPassword(env.PASSWORD_PEPPER, DEMO_PASSWORD),
          now,
          now,
          existing.id,
        )
        .run();
      restored += 1;
    }
  }
  const kept = DEMO_USERS.length - created - restored;
  return `${created} created, ${restored} restored, ${kept} unchanged (${DEMO_USERS.map((u) => u.email).join(", ")} / ${DEMO_PASSWORD})`;
}
