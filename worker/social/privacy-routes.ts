/** GET/PUT /api/users/privacy/: the signed-in user's privacy settings, one row per user. */
import { Hono } from "hono";
import {
  PRIVACY_SECTIONS,
  PrivacySettingsSchema,
  type PrivacySettings,
} from "#domain/social/contract";
import { privacyFrom } from "#domain/social/privacy";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { writeBatch } from "#worker/http/idempotency";
import { validateJson } from "#worker/http/validate";
import { privacyStatement } from "./queries";

export const privacyRoutes = new Hono<AppBindings>()
  .get("/users/privacy/", requireAuth, async (c) => {
    const row = await privacyStatement(c.env.DB, c.var.userId).first();
    return c.json(privacyFrom(row));
  })
  .put("/users/privacy/", requireAuth, validateJson(PrivacySettingsSchema), async (c) => {
    const body: PrivacySettings = c.req.valid("json");
    const columns = PRIVACY_SECTIONS.join(", ");
    await writeBatch(
      c,
      [
        c.env.DB.prepare(
          `INSERT INTO user_privacy (user_id, ${columns}, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET ${PRIVACY_SECTIONS.map((s) => `${s} = excluded.${s}`).join(", ")},
             updated_at = excluded.updated_at`,
        ).bind(c.var.userId, ...PRIVACY_SECTIONS.map((s) => body[s]), c.var.now.toISOString()),
      ],
      { status: 200, body },
    );
    return c.json(body);
  });
