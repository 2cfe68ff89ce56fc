import type { FanoutMessage } from "./http/fanout-messages";

/** Bindings and variables the Worker receives (wrangler.toml, .dev.vars, `wrangler secret put`). */
export interface Env {
  DB: D1Database;
  /** Images users send (sponsor logos, board posts): worker/media/. */
  MEDIA: R2Bucket;
  ASSETS?: Fetcher;
  /** The fan-out queue (wrangler.toml, worker/http/fanout.ts, ADR 0411); absent in Node scripts. */
  FANOUT?: Queue<FanoutMessage>;
  /** Development only: "1" runs fan-out messages inline, awaited (the worker tests). */
  FANOUT_INLINE?: string;
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
  /**
   * Web Push (VAPID, RFC 8292; ADR 1402). Without both keys push is off: GET
   * /api/notifications/push/key/ answers null and nothing is sent.
   * VAPID_PUBLIC_KEY: the uncompressed P-256 public key, base64url (65 bytes, starts "B"); the
   * browser's applicationServerKey. VAPID_PRIVATE_KEY (secret): the private scalar `d`, base64url
   * (32 bytes). Generate both with `node scripts/vapid-keys.mjs`.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** Who push services may contact about our pushes: `mailto:…` or an https URL. */
  VAPID_SUBJECT?: string;
  /**
   * Development only (ignored otherwise): exact origins of a fake push service, separated by
   * commas or spaces (`http://127.0.0.1:9090`), taken as push endpoints besides the real push
   * services (domain/notifications/push-services.ts). Unset by default, so even a development
   * server POSTs to nothing else.
   */
  PUSH_TEST_ORIGINS?: string;
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
  /**
   * Every league's data stamp (migrations/0024), read with the session check (null when not
   * signed in): a league row a viewer reads is reused while it and `seasonStamp` are unchanged.
   */
  leagueStamp: number | null;
  /**
   * The device session (refresh-token family) the access token was issued for, null for tokens
   * that carry none. Push subscriptions are tied to it and end with it (ADR 1402).
   */
  sessionId: string | null;
}

export const isDevelopment = (env: Env) => env.ENVIRONMENT === "development";
