// `npm start` and `npm run dev`: .dev.vars (git-ignored; never committed) with random local secrets
// when it is missing, and ENVIRONMENT=development, which only local runs may have (wrangler.toml
// defaults to production). Generous local limits let the e2e suite register and fail logins.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { vapidKeyPair } from "./vapid-keys.mjs";

const path = new URL("../.dev.vars", import.meta.url);
const secret = () => randomBytes(32).toString("base64url");
// Web Push (ADR 1402): one local key pair, both halves written together.
let vapid;
const vapidKeys = () => (vapid ??= vapidKeyPair());
const wanted = {
  JWT_SECRET: secret,
  PASSWORD_PEPPER: secret,
  ENVIRONMENT: () => "development",
  // Local runs (the e2e suite registers ~200 users and fails ~20 logins an hour from one address).
  REGISTRATIONS_PER_ADDRESS: () => "300",
  LOGIN_FAILURES_PER_ADDRESS: () => "100",
  VAPID_PUBLIC_KEY: () => vapidKeys().publicKey,
  VAPID_PRIVATE_KEY: () => vapidKeys().privateKey,
  VAPID_SUBJECT: () => "mailto:pickem-dev@example.com",
};
const current = existsSync(path) ? readFileSync(path, "utf8") : "";
const present = new Set(
  current
    .split("\n")
    .map((line) => line.split("=")[0]?.trim())
    .filter(Boolean),
);
const missing = Object.entries(wanted).filter(([key]) => !present.has(key));
if (present.has("VAPID_PUBLIC_KEY") !== present.has("VAPID_PRIVATE_KEY"))
  console.warn(".dev.vars: delete both VAPID keys to make a matching pair (push will fail).");
if (missing.length) {
  const lines = missing.map(([key, value]) => `${key}=${value()}`).join("\n");
  writeFileSync(path, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${lines}\n`);
  console.log(`.dev.vars: added ${missing.map(([key]) => key).join(", ")}`);
}
