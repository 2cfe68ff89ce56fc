// `npm start` and `npm run dev`: .dev.vars (git-ignored; never committed) with random local secrets
// when it is missing, and ENVIRONMENT=development, which only local runs may have (wrangler.toml
// defaults to production). Generous local limits let the e2e suite register and fail logins.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const path = new URL("../.dev.vars", import.meta.url);
const secret = () => randomBytes(32).toString("base64url");
const wanted = {
  JWT_SECRET: secret,
  PASSWORD_PEPPER: secret,
  ENVIRONMENT: () => "development",
  // Local runs (the e2e suite registers ~200 users and fails ~20 logins an hour from one address).
  REGISTRATIONS_PER_ADDRESS: () => "300",
  LOGIN_FAILURES_PER_ADDRESS: () => "100",
};
const current = existsSync(path) ? readFileSync(path, "utf8") : "";
const present = new Set(
  current
    .split("\n")
    .map((line) => line.split("=")[0]?.trim())
    .filter(Boolean),
);
const missing = Object.entries(wanted).filter(([key]) => !present.has(key));
if (missing.length) {
  const lines = missing.map(([key, value]) => `${key}=${value()}`).join("\n");
  writeFileSync(path, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${lines}\n`);
  console.log(`.dev.vars: added ${missing.map(([key]) => key).join(", ")}`);
}
