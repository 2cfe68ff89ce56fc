// Types for the Workers test runtime: `env` from cloudflare:test and `exports` from cloudflare:workers.
type AppEnv = import("../env").Env;
type TestMigrations = import("@cloudflare/vitest-plugin").D1Migration[];
declare namespace Cloudflare {
  interface Env extends AppEnv {
    TEST_MIGRATIONS: TestMigrations;
  }
  interface GlobalProps {
    mainModule: typeof import("../index");
  }
}
