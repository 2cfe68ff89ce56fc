/**
 * What a Worker isolate builds from season data (a season's week schedule, a week's games with
 * their markets), kept in memory while the season stamp (migrations/0017: redrawn by triggers on
 * every change of games, odds, props, teams, rankings, seasons) is the one this request read. The
 * session check reads the stamp with the user (`c.var.seasonStamp`, worker/http/auth.ts), so a
 * kept value costs no D1 statement and a change through any isolate shows at once.
 */

/** The statement that reads the stamp (for callers outside an authenticated request). */
export const seasonStampStatement = (db: D1Database) =>
  db.prepare("SELECT version FROM season_versions WHERE id = 1");

interface Kept<V> {
  stamp: number;
  value: V;
}

/**
 * A bounded memory of values built from season data, least recently used first.
 *   const schedules = stampedMemory<WeekSchedule[]>(16);
 *   const value = await schedules.get(key, stamp, () => build(), (v) => stillValid(v));
 * `stamp` null (unknown) always builds and keeps nothing; `valid` adds a condition of its own
 * (a deadline that passes with time).
 */
export function stampedMemory<V>(limit: number) {
  const memory = new Map<string, Kept<V>>();
  return {
    async get(
      key: string,
      stamp: number | null | undefined,
      build: () => Promise<V>,
      valid: (value: V) => boolean = () => true,
    ): Promise<V> {
      const kept = memory.get(key);
      if (kept && typeof stamp === "number" && kept.stamp === stamp && valid(kept.value)) {
        memory.delete(key);
        memory.set(key, kept);
        return kept.value;
      }
      const value = await build();
      if (typeof stamp !== "number") return value;
      memory.delete(key);
      memory.set(key, { stamp, value });
      while (memory.size > limit) memory.delete(memory.keys().next().value!);
      return value;
    },
    clear: () => memory.clear(),
  };
}
