/** The accounts' daily job: drop what can no longer be used. */
import { lte, or } from "drizzle-orm";
import { getDb } from "#worker/db/client";
import { emailTokens, mailCooldowns, refreshTokens } from "#worker/db/schema";
import type { Env } from "#worker/env";
import { MAIL_COOLDOWN_MS } from "./email-tokens";

/** Purged rows: tokens a day after they stopped being usable. */
const PURGE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Daily: drop tokens and mail cooldowns well past their usefulness. */
export async function purgeExpiredAccountData(env: Env, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - PURGE_GRACE_MS).toISOString();
  const cooldownEnd = new Date(now.getTime() - MAIL_COOLDOWN_MS).toISOString();
  const d = getDb(env.DB);
  await d.batch([
    d
      .delete(emailTokens)
      .where(or(lte(emailTokens.expiresAt, stale), lte(emailTokens.usedAt, stale))),
    // A family is dead once expired or revoked; its rows are kept a day for replay detection.
    d
      .delete(refreshTokens)
      .where(or(lte(refreshTokens.familyExpiresAt, stale), lte(refreshTokens.revokedAt, stale))),
    d.delete(mailCooldowns).where(lte(mailCooldowns.lastSentAt, cooldownEnd)),
  ]);
}
