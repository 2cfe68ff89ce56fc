/**
 * Single-use e-mail tokens (verification 24 h, reset 1 h) and the resend cooldown.
 *
 * Guarantees:
 * - A token is 32 random bytes, stored as SHA-256, consumed atomically (single use) and only before
 *   expiry.
 * - An account mail of one kind goes to one address at most once per 60 s, decided atomically in
 *   D1 so parallel requests cannot both send.
 */
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { getDb } from "#worker/db/client";
import { emailTokens, mailCooldowns } from "#worker/db/schema";
import { hashToken, randomToken } from "#worker/http/secure-token";

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const MAIL_COOLDOWN_MS = 60 * 1000;

export type EmailTokenPurpose = "verify_email" | "password_reset";

const TTL: Record<EmailTokenPurpose, number> = {
  verify_email: VERIFY_EMAIL_TTL_MS,
  password_reset: PASSWORD_RESET_TTL_MS,
};

export async function createEmailToken(
  db: D1Database,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const raw = randomToken();
  await getDb(db)
    .insert(emailTokens)
    .values({
      tokenHash: await hashToken(raw),
      userId,
      purpose,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + TTL[purpose]).toISOString(),
    })
    .run();
  return raw;
}

/**
 * Uses up a token: returns its user id, or null when it is unknown, of another purpose, used or
 * expired. The other open tokens of the same purpose for that user are retired with it.
 */
export async function consumeEmailToken(
  db: D1Database,
  raw: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | null> {
  const iso = now.toISOString();
  const d = getDb(db);
  const row = await d
    .update(emailTokens)
    .set({ usedAt: iso })
    .where(
      and(
        eq(emailTokens.tokenHash, await hashToken(raw)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, iso),
      ),
    )
    .returning({ userId: emailTokens.userId })
    .get();
  if (!row) return null;
  await d
    .update(emailTokens)
    .set({ usedAt: iso })
    .where(
      and(
        eq(emailTokens.userId, row.userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    )
    .run();
  return row.userId;
}

/** True when a mail of `kind` may go to `email` now (and records it); false within the cooldown. */
export async function claimMailSlot(
  db: D1Database,
  email: string,
  kind: string,
  now: Date,
): Promise<boolean> {
  const row = await getDb(db)
    .insert(mailCooldowns)
    .values({ email, kind, lastSentAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [mailCooldowns.email, mailCooldowns.kind],
      set: { lastSentAt: sql`excluded.last_sent_at` },
      setWhere: lte(
        mailCooldowns.lastSentAt,
        new Date(now.getTime() - MAIL_COOLDOWN_MS).toISOString(),
      ),
    })
    .returning({ email: mailCooldowns.email })
    .get();
  return row !== undefined;
}
