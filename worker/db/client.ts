import { getTableColumns, type Table } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

const instances = new WeakMap<D1Database, ReturnType<typeof build>>();
const build = (d1: D1Database) => drizzle(d1, { schema });

/**
 * The typed query builder over a D1 binding (one per binding). What stays hand-written SQL, and
 * why, is ADR 0104.
 */
export function getDb(d1: D1Database) {
  let db = instances.get(d1);
  if (!db) {
    db = build(d1);
    instances.set(d1, db);
  }
  return db;
}
export type Db = ReturnType<typeof getDb>;

/**
 * A drizzle query as a D1 statement, for a batch that runs it with other statements atomically
 * (e.g. `writeBatch`, which adds the request's Idempotency-Key answer to the same batch).
 */
export function asStatement(
  d1: D1Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return d1.prepare(sql).bind(...params);
}

export { schema };

/**
 * Drizzle values (property names, JS types) as the row a raw SELECT of that table returns
 * (column names, stored types: booleans as 0/1): for answers built before the write that stores
 * them (see `writeBatch`).
 */
export function rowOf<T extends Table>(
  table: T,
  values: Partial<T["$inferInsert"]>,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(key in values)) continue;
    const value = (values as Record<string, unknown>)[key];
    row[column.name] =
      value === null || value === undefined ? null : column.mapToDriverValue(value);
  }
  return row;
}
