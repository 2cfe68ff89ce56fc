import { defineConfig } from "drizzle-kit";

// `npm run db:generate -- --name verb_object` drafts the next migration from worker/db/schema.
// Review it and rename to NNNN_verb_object.sql: migrations/ stays the only way the schema changes.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema/index.ts",
  out: "./drizzle",
});
