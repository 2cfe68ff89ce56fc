import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// #domain/*, #web/*, #worker/* come from tsconfig.base.json paths (projects do not inherit this file).
const resolve = { tsconfigPaths: true };

// Two projects: pure unit tests (domain/, web/ logic, data/ importer) in Node, and Worker
// integration tests inside the Workers runtime with the real migrations applied to a local D1.
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: [
            "domain/**/*.test.ts",
            "web/**/*.test.ts",
            "data/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        resolve,
        plugins: [
          cloudflareTest(async () => ({
            main: here("./worker/index.ts"),
            wrangler: { configPath: here("./wrangler.toml") },
            miniflare: {
              bindings: {
                ENVIRONMENT: "development",
                APP_URL: "http://localhost:8787",
                JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789abcdef",
                PASSWORD_PEPPER: "test-pepper-0123456789abcdef",
                // The production limits, whatever a local .dev.vars (npm start) relaxes.
                REGISTRATIONS_PER_ADDRESS: "10",
                LOGIN_FAILURES_PER_ADDRESS: "20",
                // Web Push off, whatever a local .dev.vars holds: worker/test/push.test.ts makes
                // its own VAPID pair and passes it to the code it tests.
                VAPID_PUBLIC_KEY: "",
                VAPID_PRIVATE_KEY: "",
                VAPID_SUBJECT: "",
                // No fake push service either: the push tests name theirs in the bindings they
                // pass, so every other test runs with only the real push services allowed.
                PUSH_TEST_ORIGINS: "",
                // The fan-out queue's work runs inline, awaited, so a test reads a call's
                // notifications as soon as it answers; worker/test/queue-*.test.ts drive the
                // queue consumer itself (ADR 0411).
                FANOUT_INLINE: "1",
                TEST_MIGRATIONS: await readD1Migrations(here("./migrations")),
                // worker/test/sync-property.test.ts: SYNC_SEEDS=200 more seeds, SYNC_SEED=n one.
                SYNC_SEEDS: process.env.SYNC_SEEDS ?? "",
                SYNC_SEED: process.env.SYNC_SEED ?? "",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["worker/test/**/*.test.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
