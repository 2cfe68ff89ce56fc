/**
 * The proxy's D1 with every batch sent on a live connection (issue 42, ADR 1701). Preparing and
 * binding a statement through getPlatformProxy are blocking calls that keep Node's event loop
 * from turning; a batch is an ordinary fetch on a kept-alive socket. After a long run of blocking
 * calls (a busy machine makes thousands of them take longer than workerd's idle timeout) that
 * socket has been closed by workerd without Node noticing, and the batch written into it fails
 * with "other side closed". A timer and then the I/O poll before each batch let undici see the
 * close and send the batch on a new connection.
 */
export function withLiveBatches(db: D1Database): D1Database {
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setImmediate(resolve));
  };
  return new Proxy(db, {
    get(target, key) {
      if (key !== "batch") return Reflect.get(target, key) as unknown;
      return async (statements: D1PreparedStatement[]) => {
        await settle();
        return target.batch(statements);
      };
    },
  });
}
