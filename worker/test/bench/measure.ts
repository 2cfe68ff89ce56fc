/**
 * Timing one API request in the Workers runtime for the Worker benchmarks: the real app, a D1 that
 * counts every statement it is sent (each statement of a batch counts), warm-up runs first.
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { app } from "#worker/app";
import { proxyD1 } from "../support";

/** What a counting D1 adds up; rows are counted only for the fields the counter has. */
export interface D1Counter {
  statements: number;
  /** meta.rows_read of every statement D1 answered. */
  rows_read?: number;
  /** meta.rows_written of every statement D1 answered (index writes included, as D1 bills). */
  rows_written?: number;
  /**
   * Milliseconds the Worker waited on D1 (each call's round trip, a batch once): the database's
   * time on the request, as the local D1 answers it one query at a time. D1's own meta.duration
   * is not used: locally it has whole-millisecond steps, 0 for most statements.
   */
  db_ms?: number;
  /** Writes sent through raw() (drizzle's `.returning().get()`): D1 gives them no meta. */
  raw_writes?: number;
}

const READ_ONLY = /^\s*(select|with(?![\s\S]*\b(insert|update|delete)\b))/i;

/**
 * A D1 that counts every statement it is sent (each statement of a batch counts) and, when the
 * counter has `rows_read` / `rows_written`, adds the rows D1 reports in each result's meta (and,
 * with `db_ms`, the time each call to D1 took).
 * first() and raw() report no meta: first() is read as all() and hands back the first row; a
 * read-only raw() (drizzle's selects) is also run as all() for its meta, and a write through
 * raw() is counted in `raw_writes` (its rows are not known).
 */
export function countingD1(db: D1Database, counter: D1Counter): D1Database {
  const rows =
    counter.rows_read !== undefined ||
    counter.rows_written !== undefined ||
    counter.db_ms !== undefined;
  const add = <R>(r: R) => {
    counter.statements += 1;
    const meta = (r as { meta?: Partial<D1Meta> } | null)?.meta;
    if (counter.rows_read !== undefined) counter.rows_read += meta?.rows_read ?? 0;
    if (counter.rows_written !== undefined) counter.rows_written += meta?.rows_written ?? 0;
    return r;
  };
  const timed = async <R>(call: () => Promise<R>): Promise<R> => {
    const start = performance.now();
    const result = await call();
    if (counter.db_ms !== undefined) counter.db_ms += performance.now() - start;
    return result;
  };
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args), sql);
        if (prop === "first" && rows)
          return async (column?: string) => {
            const row = add(await timed(() => target.all())).results[0] as
              Record<string, unknown> | undefined;
            return row === undefined ? null : column === undefined ? row : row[column];
          };
        if (prop === "raw" && rows)
          return async (...args: unknown[]) => {
            if (READ_ONLY.test(sql)) add(await target.all());
            else {
              counter.statements += 1;
              counter.raw_writes = (counter.raw_writes ?? 0) + 1;
            }
            // eslint-disable-next-line @typescript-eslint/no-explicit-any
            return timed(() => (target as any).raw(...args));
          };
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw")
          return async (...args: unknown[]) =>
            // eslint-disable-next-line @typescript-eslint/no-explicit-any
            add(await timed(() => (target as any)[prop](...args)));
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, stmt);
    return proxy;
  };
  return proxyD1(db, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === "batch")
        return async (stmts: D1PreparedStatement[]) => {
          const results = await timed(() => target.batch(stmts.map((s) => real.get(s) ?? s)));
          results.forEach(add);
          return results;
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Requests made first and not timed: a warm isolate (JIT-compiled code) is what fans hit. */
const WARMUP_RUNS = 2;

export async function measure(
  path: string,
  token: string,
  {
    runs = 9,
    before,
    rowsOf,
    body,
    status = 200,
  }: {
    runs?: number;
    before?: () => Promise<void>;
    rowsOf: (body: unknown) => number;
    /** POSTs this JSON (made per run, so each run can write something new) instead of a GET. */
    body?: () => unknown;
    status?: number;
  },
) {
  const counter = { statements: 0 };
  const benchEnv = { ...env, DB: countingD1(env.DB, counter) };
  const ctx = {
    waitUntil() {},
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  const times: number[] = [];
  let statements = 0;
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < WARMUP_RUNS + runs; i++) {
    if (before) await before();
    counter.statements = 0;
    const start = performance.now();
    const init: RequestInit = body
      ? {
          method: "POST",
          body: JSON.stringify(body()),
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        }
      : { headers: { authorization: `Bearer ${token}` } };
    const res = await app.fetch(new Request(`http://localhost${path}`, init), benchEnv, ctx);
    const text = await res.text();
    if (i >= WARMUP_RUNS) times.push(performance.now() - start);
    // Parsing the answer is the client's work: outside the measured time.
    expect(res.status, text.slice(0, 200)).toBe(status);
    statements = counter.statements;
    bytes = text.length;
    rows = rowsOf(JSON.parse(text));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    d1_queries: statements,
    rows,
    bytes,
    median_ms: Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10,
    min_ms: Math.round(sorted[0]! * 10) / 10,
    runs,
    warmup_runs: WARMUP_RUNS,
  };
}

/**
 * A league of `members` bench users (`{tag}0` is its commissioner), created straight in D1, in
 * the 2024 season of its sport: the common start of the Worker benchmarks.
 */
export async function seedBenchLeague(tag: string, members: number, name = `Bench ${tag}`) {
  const db = env.DB;
  const now = new Date().toISOString();
  await db.batch([
    db.prepare(
      "INSERT OR IGNORE INTO sports (key, name) VALUES ('ncaa-football', 'NCAA Football')",
    ),
    db.prepare(
      "INSERT OR IGNORE INTO seasons (sport_id, year, name, is_current) SELECT id, 2024, '2024 Season', 1 FROM sports WHERE key = 'ncaa-football'",
    ),
  ]);
  const season = (await db.prepare("SELECT id, sport_id FROM seasons LIMIT 1").first<{
    id: number;
    sport_id: number;
  }>())!;
  const firstUser =
    ((await db.prepare("SELECT MAX(id) AS id FROM users").first<{ id: number | null }>())?.id ??
      0) + 1;
  await db
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
       INSERT INTO users (email, username, first_name, password_hash, email_verified_at, date_joined, updated_at)
       SELECT '${tag}' || i || '@bench.test', '${tag}' || i, 'Fan', 'bench', ?, ?, ? FROM n`,
    )
    .bind(members, now, now, now)
    .run();
  const leagueId = await addBenchLeague({
    name,
    code: `B${tag.toUpperCase().padEnd(7, "X")}`.slice(0, 8),
    season,
    firstUser,
    members,
    now,
  });
  return {
    leagueId,
    season,
    firstUser,
    now,
    viewer: { id: firstUser, username: `${tag}0` },
  };
}

/**
 * A league of the bench users `firstUser` … `firstUser + members - 1` (the first its
 * commissioner), all active members; returns its id.
 */
export async function addBenchLeague(league: {
  name: string;
  code: string;
  season: { id: number; sport_id: number };
  firstUser: number;
  members: number;
  now: string;
}) {
  const { name, code, season, firstUser, members, now } = league;
  const db = env.DB;
  const row = (await db
    .prepare(
      `INSERT INTO leagues (name, code, creator_id, sport_id, season_id, max_members, member_count, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 10000, ?, ?, ?) RETURNING id`,
    )
    .bind(name, code, firstUser, season.sport_id, season.id, members, now, now)
    .first<{ id: number }>())!;
  await db
    .prepare(
      `INSERT INTO league_members (league_id, user_id, role, status, joined_at)
       SELECT ?, id, CASE WHEN id = ? THEN 'admin' ELSE 'member' END, 'active', ? FROM users WHERE id >= ? AND id < ?`,
    )
    .bind(row.id, firstUser, now, firstUser, firstUser + members)
    .run();
  return row.id;
}
