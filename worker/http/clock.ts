/**
 * The server clock: the only clock that decides deadlines, locks, reveal and grading.
 *
 * In production it is the real time. In development the replayed season runs on a simulated
 * clock: real time plus an offset kept in D1 (`app_settings.clock_offset_ms`), so the offset
 * survives restarts and every isolate sees the same time. POST /api/dev/clock moves it.
 */
import { isDevelopment, type Env } from "#worker/env";

const OFFSET_KEY = "clock_offset_ms";

export async function readClockOffset(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT value FROM app_settings WHERE key = ?")
    .bind(OFFSET_KEY)
    .first<{ value: string }>();
  const offset = row ? Number(row.value) : 0;
  return Number.isFinite(offset) ? offset : 0;
}

export async function serverNow(env: Env): Promise<Date> {
  if (!isDevelopment(env)) return new Date();
  return new Date(Date.now() + (await readClockOffset(env.DB)));
}

/** Development only: make the simulated clock read `target` from now on. */
export async function setSimulatedNow(db: D1Database, target: Date): Promise<void> {
  const offset = target.getTime() - Date.now();
  await db
    .prepare(
      "INSERT INTO app_settings (key, value, updated_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) " +
        "ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
    )
    .bind(OFFSET_KEY, String(offset))
    .run();
}
