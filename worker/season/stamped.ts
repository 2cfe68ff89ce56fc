/**
 * What a Worker isolate builds from season data (a season's week schedule, a week's games with
 * their markets), kept in memory while the season stamp (migrations/0017: redrawn by triggers on
 * every change of games, odds, props, teams, rankings, seasons) is the one this request read. The
 * session check reads the stamp with the user (`c.var.seasonStamp`, worker/http/auth.ts), so a
 * kept value costs no D1 statement and a change through any isolate shows at once. A league row
 * is kept the same way under the league stamp joined to the season stamp (migrations/0024).
 */

/** The statement that reads the stamp (for callers outside an authenticated request). */
export const seasonStampStatement = (db: D1Database) =>
  db.prepare("SELECT version FROM season_versions WHERE id = 1");

/** A stamp as read from D1, or several joined into one text (`${a}:${b}`); null: unknown. */
export type Stamp = number | string;

interface Kept<V> {
  stamp: Stamp;
  value: V;
}

/**
 * A bounded memory of values built from stamped data, least recently used first.
 *   const schedules = stampedMemory<WeekSchedule[]>(16);
 *   const value = await schedules.get(key, stamp, () => build(), (v) => stillValid(v));
 * `stamp` null (unknown) always builds and keeps nothing; `valid` adds a condition of its own
 * (a deadline that passes with time). Requests that miss the same key at the same stamp share one
 * build: when a live score redraws the stamp under load, the week is rebuilt once, not once per
 * request waiting on it.
 */
export function stampedMemory<V>(limit: number) {
  const memory = new Map<string, Kept<V>>();
  const building = new Map<string, { stamp: Stamp; value: Promise<V> }>();
  const keep = (key: string, stamp: Stamp, value: V) => {
    memory.delete(key);
    memory.set(key, { stamp, value });
    while (memory.size > limit) memory.delete(memory.keys().next().value!);
  };
  return {
    async get(
      key: string,
      stamp: Stamp | null | undefined,
      build: () => Promise<V>,
      valid: (value: V) => boolean = () => true,
    ): Promise<V> {
      const kept = memory.get(key);
      if (kept && stamp != null && kept.stamp === stamp && valid(kept.value)) {
        memory.delete(key);
        memory.set(key, kept);
        return kept.value;
      }
      if (stamp == null) return build();
      const shared = building.get(key);
      if (shared && shared.stamp === stamp) {
        // A failed or no longer valid shared build: this request builds its own.
        const outcome = await shared.value.then(
          (value) => ({ value }),
          () => null,
        );
        if (outcome && valid(outcome.value)) return outcome.value;
      }
      const value = build();
      building.set(key, { stamp, value });
      try {
        const built = await value;
        keep(key, stamp, built);
        return built;
      } finally {
        if (building.get(key)?.value === value) building.delete(key);
      }
    },
    clear: () => {
      memory.clear();
      building.clear();
    },
  };
}
