import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** Typed query builder over the D1 binding. Use `env.DB.batch()` for writes that must be atomic. */
export const getDb = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof getDb>;
export { schema };
