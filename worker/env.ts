/** Bindings and variables the Worker receives (wrangler.toml, .dev.vars, `wrangler secret put`). */
export interface Env {
  DB: D1Database;
  /** Images users send (sponsor logos, board posts): worker/media/. */
  MEDIA: R2Bucket;
  ASSETS?: Fetcher;
  /** "development" enables /api/dev/* (simulated clock, mailbox). Anything else is production. */
  ENVIRONMENT: string;
  /** Public origin used to build links in e-mails; never taken from the Host header. */
  APP_URL: string;
  JWT_SECRET: string;
  PASSWORD_PEPPER: string;
  SPORTS_DATA_PROVIDER?: string;
  CFBD_API_KEY?: string;
  /** Replay: force the replayed 2024 week that "today" falls in. */
  DEMO_WEEK?: string;
  MAIL_PROVIDER?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Failed logins one address may make in 15 minutes (default 20; local runs raise it). */
  LOGIN_FAILURES_PER_ADDRESS?: string;
  /** Registrations one address may make in an hour (default 10; local runs raise it). */
  REGISTRATIONS_PER_ADDRESS?: string;
}

export type AppBindings = { Bindings: Env; Variables: AppVariables };

export interface AppVariables {
  /** The server's clock for this request (simulated in development, real in production). */
  now: Date;
  /** Set by the auth middleware on protected routes. */
  userId: number;
  username: string;
  /**
   * The season data's stamp, read with the session check (null when not signed in): values built
   * from season data are reused while it is unchanged (worker/season/stamped.ts).
   */
  seasonStamp: number | null;
}

export const isDevelopment = (env: Env) => env.ENVIRONMENT === "development";
