/**
 * Seeds the local D1 (the same files `wrangler dev --persist-to $PICKEM_STATE` serves) with demo
 * data. Every step is idempotent: running `npm start` again changes nothing that is already there.
 */
import { getPlatformProxy } from "wrangler";
import type { Env } from "#worker/env";
import { withLiveBatches } from "./live-batches";
import { seedDemoUsers } from "./seed-demo-users";
import { seedSeason } from "#data/seed-season";
import { seedDemoLeagues } from "./seed-demo-leagues";
import { seedDemoSurvivor } from "./seed-demo-survivor";
import { seedDemoBoards } from "./seed-demo-boards";
import { seedDemoSocial } from "./seed-demo-social";
import { seedDemoNotifications } from "./seed-demo-notifications";
import { seedDemoAchievements } from "./seed-demo-achievements";

const state = process.env.PICKEM_STATE ?? ".wrangler/state";
const proxy = await getPlatformProxy<Env>({
  configPath: "wrangler.toml",
  persist: { path: `${state}/v3` },
});
const { dispose } = proxy;
const db = withLiveBatches(proxy.env.DB);
// No queue consumer runs beside the seed: its fan-out (each league's grading, the posts and awards
// after it) runs inline, awaited, as with no queue bound (ADR 0411).
const env = new Proxy(proxy.env, {
  get: (target, key) =>
    key === "DB" ? db : key === "FANOUT" ? undefined : (Reflect.get(target, key) as unknown),
});

try {
  const steps: Array<[string, (env: Env) => Promise<string>]> = [
    // Demo accounts first: later steps (leagues, picks) refer to them.
    ["demo users", seedDemoUsers],
    // The real 2024 season, replayed up to the server clock (after the demo users).
    ["season", seedSeason],
    // Demo leagues with a graded pick history (needs the users and the season above).
    ["demo leagues", seedDemoLeagues],
    // The survivor pools' weeks, picked and graded by the real survivor grading.
    ["demo survivor", seedDemoSurvivor],
    // Their message boards: posts, replies, votes, a highlight, an image, automatic posts.
    ["demo boards", seedDemoBoards],
    // Avatars, a friendship, a pending request and profile posts.
    ["demo social", seedDemoSocial],
    // Their notifications, raised from the history above through the live listeners.
    ["demo notifications", seedDemoNotifications],
    // Their achievements from all of the above, each with its achievement_earned notification.
    ["demo achievements", seedDemoAchievements],
  ];
  for (const [name, step] of steps) {
    const started = performance.now();
    const summary = await step(env);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seed: ${name} (${seconds} s): ${summary}`);
  }
  console.log("seed: done");
} finally {
  await dispose();
}
