// Drizzle table definitions, one file per area; each mirrors its SQL migration in migrations/.
export * from "./users";
export * from "./accounts";
export * from "./idempotency";
export * from "./leagues";
export * from "./picks";
export * from "./board";
export * from "./social";
export * from "./push";
export * from "./notifications";
export * from "./achievements";
export * from "./survivor";
export * from "./commissioner";
