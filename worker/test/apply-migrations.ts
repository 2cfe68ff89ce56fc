import { applyD1Migrations, env } from "cloudflare:test";

// Runs before each test file: the real migrations/ applied to this file's isolated D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
