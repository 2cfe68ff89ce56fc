/**
 * The importers' one way to write rows to D1: multi-row upserts, batched.
 *
 * Guarantees:
 * - No statement binds more than 100 parameters (D1's limit); at most 200 statements a batch.
 * - Each batch is sent as soon as its statements are bound, so the connection the batch travels
 *   on is never left idle behind a long stretch of statement building.
 * - A batch that failed on a transport error (the connection dropped, not the SQL) is sent again,
 *   a bounded number of times with a growing pause; any other error is thrown at once. This is
 *   safe only because every statement sent here is an upsert: running it twice leaves the same
 *   rows as running it once. Never send a statement through here that is not.
 *
 * Why the retry (issue 42, docs/decisions/1701-seed-through-the-platform-proxy.md): the seed runs
 * in Node through wrangler's getPlatformProxy. Binding a statement there is a synchronous call
 * that blocks Node's event loop, while `batch` travels as an ordinary fetch on a kept-alive
 * socket. On a busy machine thousands of blocking calls can outlast workerd's idle timeout, which
 * closes that socket while Node cannot notice; the next batch is written into the closed socket
 * and fails with "fetch failed" / SocketError "other side closed". Undici then drops the socket,
 * so sending the batch again on a new one succeeds.
 */

/** Minimal D1 surface the importers need (a D1Database, or getPlatformProxy's). */
export interface D1Like {
  prepare(query: string): D1PreparedStatement;
  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

const MAX_PARAMS = 100;
const STATEMENTS_PER_BATCH = 200;

/** Attempts of one batch, and the pause before the first retry (multiplied by 4 each time). */
export const BATCH_ATTEMPTS = 4;
const FIRST_RETRY_PAUSE_MS = 250;

const TRANSPORT_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

/** undici's fetch failing on the socket (not an answer from D1, which is never a TypeError). */
export function isTransportError(error: unknown): boolean {
  if (!(error instanceof TypeError) || error.message !== "fetch failed") return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && TRANSPORT_CODES.has(code);
}

/**
 * `db.batch(statements)`, sent again after a transport error. Only for idempotent statements
 * (upserts): a batch that failed on the way back may have been applied.
 */
export async function batchIdempotent(
  db: D1Like,
  statements: D1PreparedStatement[],
): Promise<D1Result[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.batch(statements);
    } catch (error) {
      if (attempt >= BATCH_ATTEMPTS || !isTransportError(error)) throw error;
      await new Promise((resolve) =>
        setTimeout(resolve, FIRST_RETRY_PAUSE_MS * 4 ** (attempt - 1)),
      );
    }
  }
}

/** Multi-row upsert, each statement within D1's 100 bound parameters. Returns statements run. */
export async function upsertRows(
  db: D1Like,
  table: string,
  columns: string[],
  rows: unknown[][],
  onConflict: string,
): Promise<number> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const rowParams = `(${columns.map(() => "?").join(", ")})`;
  const sql = (count: number) =>
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${Array.from({ length: count }, () => rowParams).join(", ")} ${onConflict}`;
  // Every chunk but the last has the same SQL: prepared once and bound per chunk, which through
  // the platform proxy is one blocking round trip per statement instead of three.
  let full: D1PreparedStatement | undefined;
  const rowsPerBatch = perStatement * STATEMENTS_PER_BATCH;
  let statements = 0;
  for (let start = 0; start < rows.length; start += rowsPerBatch) {
    const batch: D1PreparedStatement[] = [];
    for (let i = start; i < Math.min(rows.length, start + rowsPerBatch); i += perStatement) {
      const chunk = rows.slice(i, i + perStatement);
      const statement =
        chunk.length === perStatement
          ? (full ??= db.prepare(sql(perStatement)))
          : db.prepare(sql(chunk.length));
      batch.push(statement.bind(...chunk.flat()));
    }
    await batchIdempotent(db, batch);
    statements += batch.length;
  }
  return statements;
}

/** `col = excluded.col` for every column but `except`: an upsert's DO UPDATE list. */
export const updateAll = (columns: string[], except: string[]) =>
  columns
    .filter((c) => !except.includes(c))
    .map((c) => `${c} = excluded.${c}`)
    .join(", ");
