import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The benchmarks (grading, standings) run inside the Workers runtime against a local D1 with the
// real migrations, like the worker tests, but only when asked: `npm run bench:grading` and
// `npm run bench:standings` each run this config with their own bench file as the filter.
// The FANOUT queue binding comes from wrangler.toml, so the deferred work goes to the queue as in
// production; BENCH_FANOUT=inline (bench/costs.mjs's second run) has worker/test/bench/costs.bench.ts
// hand FANOUT_INLINE=1 to the app and to grading, so that work is awaited and counted too.
export default defineConfig({
  // #domain/*, #worker/*, #data/* come from tsconfig.base.json paths.
  resolve: { tsconfigPaths: true },
  plugins: [
    cloudflareTest(async () => ({
      main: here("../worker/index.ts"),
      wrangler: { configPath: here("../wrangler.toml") },
      miniflare: {
        bindings: {
          ENVIRONMENT: "development",
          APP_URL: "http://localhost:8787",
          JWT_SECRET: "bench-jwt-secret-0123456789abcdef0123456789abcdef",
          PASSWORD_PEPPER: "bench-pepper-0123456789abcdef",
          TEST_MIGRATIONS: await readD1Migrations(here("../migrations")),
          BENCH_FANOUT: process.env.BENCH_FANOUT ?? "queue",
        },
      },
    })),
  ],
  test: {
    root: here(".."),
    include: ["worker/test/bench/*.bench.ts"],
    setupFiles: ["./worker/test/apply-migrations.ts"],
    testTimeout: 600_000,
  },
});
