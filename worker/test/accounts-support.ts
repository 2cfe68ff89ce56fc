/**
 * Account flows for Worker tests: register through the real routes, read the dev mailbox, pull
 * tokens out of mailed links, and move the dev clock relative to its current reading.
 */
import { call, serverNowForTests, setClock } from "./support";

export const PASSWORD = "Pickem!2024";

let counter = 0;
/** A fresh, unique identity for one test. */
export function identity(prefix = "fan") {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}${counter}`;
  return { username, email: `${username}@example.com` };
}

/** A distinct client address per test, so per-address login throttling never leaks between tests. */
export const address = () => ({ "cf-connecting-ip": `198.51.100.${(counter += 1) % 250}` });

export async function register(who = identity(), password = PASSWORD, headers = address()) {
  const res = await call("/api/users/register/", {
    body: { ...who, password, password_confirm: password, first_name: "Pat", last_name: "Fan" },
    headers,
  });
  return { ...who, res };
}

export async function outbox(to: string) {
  const res = await call(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (res.status !== 200) throw new Error(`outbox failed: ${res.status} ${res.text}`);
  return res.json.messages as Array<{
    to: string;
    subject: string;
    text: string;
    created_at: string;
  }>;
}

/** The token of the newest mailed link to `path` (e.g. "/verify-email"). */
export async function mailedToken(to: string, path: "/verify-email" | "/reset-password") {
  for (const message of await outbox(to)) {
    const match = new RegExp(`http://localhost:8787${path}\\?token=([A-Za-z0-9_-]+)`).exec(
      message.text,
    );
    if (match) return match[1]!;
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

/** Registers, verifies through the mailed link and returns the user with a live session. */
export async function verifiedUser(prefix = "fan") {
  const who = await register(identity(prefix));
  const token = await mailedToken(who.email, "/verify-email");
  const res = await call("/api/users/verify-email/", { body: { token } });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${res.text}`);
  return {
    ...who,
    id: res.json.user.id as number,
    access: res.json.tokens.access as string,
    refresh: res.json.tokens.refresh as string,
  };
}

export async function login(email: string, password = PASSWORD, headers = address()) {
  return call("/api/users/login/", { body: { email, password }, headers });
}

/** Moves the dev clock forward by `ms` from its current reading. */
export async function advanceClock(ms: number) {
  const now = await serverNowForTests();
  await setClock(new Date(now.getTime() + ms).toISOString());
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
