// Types for the Workers test runtime: `env` from cloudflare:test and `exports` from cloudflare:workers.
type AppEnv = import("../env").Env;
type TestMigrations = import("@cloudflare/vitest-plugin").D1Migration[];
declare namespace Cloudflare {
  interface Env extends AppEnv {
    TEST_MIGRATIONS: TestMigrations;
    /** worker/test/sync-property.test.ts: more random seeds, or the one seed to replay. */
    SYNC_SEEDS: string;
    SYNC_SEED: string;
    /** bench/vitest.config.ts: "inline" has costs.bench.ts run the fan-out in the request. */
    BENCH_FANOUT?: string;
  }
  interface GlobalProps {
    mainModule: typeof import("../index");
  }
}
