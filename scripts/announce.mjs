// `npm run announce -- "text" [--remote] [--key <key>]`: a system announcement, one notification
// per active (verified) user, written straight into D1 through wrangler — the local database of
// `npm start` (.wrangler/state, or $PICKEM_STATE), or production's with --remote.
//
// Guarantees: the text is trimmed, 1..NOTIFICATION_LIMITS.announcementMax characters, and
// SQL-escaped (a quoted literal, quotes doubled, no NUL). Running the same text again on the same
// UTC day adds nothing (dedupe key `announcement:<day>:<hash of text>`, ADR 1401); --key names a
// different announcement explicitly. Web Push is not sent for announcements (not a pushed type).
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import { NOTIFICATION_LIMITS } from "../domain/notifications/limits.ts";
import { ANNOUNCE_TEXTS, NOTIFICATION_COPY } from "../domain/notifications/texts.ts";

/** A SQL string literal. */
const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** The text to announce, or the operator's error. */
export function checkAnnouncement(raw) {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!text) return { ok: false, error: ANNOUNCE_TEXTS.empty };
  if (text.includes("\0")) return { ok: false, error: ANNOUNCE_TEXTS.empty };
  if (text.length > NOTIFICATION_LIMITS.announcementMax)
    return { ok: false, error: ANNOUNCE_TEXTS.tooLong(text.length) };
  return { ok: true, text };
}

/** The one statement: every verified user gets the announcement once per key. */
export function announcementSql(text, { key, day } = {}) {
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  const dedupe = key ? `announcement:${key}` : `announcement:${day}:${hash}`;
  const copy = NOTIFICATION_COPY.announcement({ text });
  // created_at on the server clock: the dev clock's offset when there is one (app_settings).
  const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', (COALESCE((SELECT CAST(value AS REAL) FROM app_settings WHERE key = 'clock_offset_ms'), 0) / 1000.0) || ' seconds')`;
  return `INSERT INTO notifications (user_id, notification_type, dedupe_key, actor_id, league_id, object_type, object_id, title, message, action_url, created_at)
SELECT u.id, 'system_announcement', ${literal(dedupe)}, NULL, NULL, 'announcement', NULL, ${literal(copy.title)}, ${literal(copy.message)}, '/dashboard', ${now}
FROM users u WHERE u.email_verified_at IS NOT NULL
ON CONFLICT (user_id, dedupe_key) DO NOTHING;`;
}

async function main(argv) {
  const args = [...argv];
  const remote = args.includes("--remote");
  let key;
  const keyAt = args.indexOf("--key");
  if (keyAt !== -1) {
    key = args[keyAt + 1];
    if (!key || !/^[\w.:-]{1,64}$/.test(key)) {
      console.error("--key needs a name of letters, digits and . : _ - (at most 64).");
      process.exit(1);
    }
    args.splice(keyAt, 2);
  }
  const words = args.filter((a) => a !== "--remote");
  if (!words.length) {
    console.error(ANNOUNCE_TEXTS.usage);
    process.exit(1);
  }
  const checked = checkAnnouncement(words.join(" "));
  if (!checked.ok) {
    console.error(checked.error);
    process.exit(1);
  }
  const sql = announcementSql(checked.text, { key, day: new Date().toISOString().slice(0, 10) });
  const where = remote
    ? ["--remote"]
    : ["--local", "--persist-to", process.env.PICKEM_STATE ?? ".wrangler/state"];
  const { spawnSync } = await import("node:child_process");
  const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", ...where, "--command", sql], {
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error(`wrangler d1 execute failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`Announcement sent${remote ? " (production)" : " (local)"}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
