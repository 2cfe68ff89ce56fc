/**
 * Seeds the local D1 (the same files `wrangler dev --persist-to $PICKEM_STATE` serves) with demo
 * data. Every step is idempotent: running `npm start` again changes nothing that is already there.
 */
import { getPlatformProxy } from "wrangler";
import type { Env } from "#worker/env";
import { seedDemoUsers } from "./seed-demo-users";
import { seedSeason } from "#data/seed-season";
import { seedDemoLeagues } from "./seed-demo-leagues";
import { seedDemoBoards } from "./seed-demo-boards";
import { seedDemoSocial } from "./seed-demo-social";
import { seedDemoNotifications } from "./seed-demo-notifications";
import { seedDemoAchievements } from "./seed-demo-achievements";

/**
 * The proxy's D1 with every batch sent on a live connection (issue 42, ADR 1701). Preparing and
 * binding a statement through getPlatformProxy are blocking calls that keep Node's event loop
 * from turning; a batch is an ordinary fetch on a kept-alive socket. After a long run of blocking
 * calls (a busy machine makes thousands of them take longer than workerd's idle timeout) that
 * socket has been closed by workerd without Node noticing, and the batch written into it fails
 * with "other side closed". A timer and then the I/O poll before each batch let undici see the
 * close and send the batch on a new connection.
 */
function withLiveBatches(db: D1Database): D1Database {
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

const state = process.env.PICKEM_STATE ?? ".wrangler/state";
const proxy = await getPlatformProxy<Env>({
  configPath: "wrangler.toml",
  persist: { path: `${state}/v3` },
});
const { dispose } = proxy;
const db = withLiveBatches(proxy.env.DB);
const env = new Proxy(proxy.env, {
  get: (target, key) => (key === "DB" ? db : (Reflect.get(target, key) as unknown)),
});

try {
  const steps: Array<[string, (env: Env) => Promise<string>]> = [
    // Demo accounts first: later steps (leagues, picks) refer to them.
    ["demo users", seedDemoUsers],
    // The real 2024 season, replayed up to the server clock (after the demo users).
    ["season", seedSeason],
    // Demo leagues with a graded pick history (needs the users and the season above).
    ["demo leagues", seedDemoLeagues],
    // Their message boards: posts, replies, votes, a highlight, an image, automatic posts.
    ["demo boards", seedDemoBoards],
    // Avatars, a friendship, a pending request and profile posts.
    ["demo social", seedDemoSocial],
    // Their notifications, raised from the history above through the live listeners.
    ["demo notifications", seedDemoNotifications],
    // Their achievements from all of the above, each with its achievement_earned notification.
    ["demo achievements", seedDemoAchievements],
  ];
  for (const [name, step] of steps) console.log(`seed: ${name}: ${await step(env)}`);
  console.log("seed: done");
} finally {
  await dispose();
}
