/**
 * Throttling of the account calls that can be abused (docs/decisions/0106-login-throttling.md),
 * counted by worker/http/throttle.ts.
 *
 * Guarantees:
 * - Failed logins count per account AND address pair and per address, in a 15-minute sliding
 *   window: a stranger who fails against someone's account blocks only themself, never the owner
 *   trying from another address. 5 failures per pair, 20 per address (configuration:
 *   LOGIN_FAILURES_PER_ADDRESS).
 * - Registrations count per address in a one-hour window (REGISTRATIONS_PER_ADDRESS, 10 by
 *   default); every valid request counts, whether or not the e-mail already has an account, so the
 *   limit tells nothing about accounts.
 * - Blocked calls answer 429 with Retry-After (seconds until the oldest counted event leaves the
 *   window).
 */
import type { Env } from "#worker/env";
import {
  forgetEvents,
  recordEvents,
  retryText,
  throttle,
  type ThrottleVerdict,
} from "#worker/http/throttle";

export type { ThrottleVerdict };

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const LOGIN_FAILURES_PER_PAIR = 5;

/** Limits that are configuration (local runs raise them; production keeps the defaults). */
export function throttleLimits(
  env: Pick<Env, "LOGIN_FAILURES_PER_ADDRESS" | "REGISTRATIONS_PER_ADDRESS">,
) {
  const number = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    loginFailuresPerAddress: number(env.LOGIN_FAILURES_PER_ADDRESS, 20),
    registrationsPerAddress: number(env.REGISTRATIONS_PER_ADDRESS, 10),
  };
}

/** The client address Cloudflare reports (it overwrites any value a client sends). */
export const clientAddress = (header: string | undefined) =>
  header?.trim().slice(0, 64) || "unknown";

const pairOf = (email: string, address: string) => `${email.toLowerCase()}|${address}`;

/** Null when a login may be tried from this address for this account. */
export const loginThrottle = (env: Env, email: string, address: string, now: Date) =>
  throttle(
    env,
    [
      {
        scope: "pair",
        subject: pairOf(email, address),
        limit: LOGIN_FAILURES_PER_PAIR,
        windowMs: LOGIN_WINDOW_MS,
      },
      {
        scope: "address",
        subject: address,
        limit: throttleLimits(env).loginFailuresPerAddress,
        windowMs: LOGIN_WINDOW_MS,
      },
    ],
    now,
  );

export const throttleMessage = (v: ThrottleVerdict) =>
  `Too many failed login attempts. Please try again ${retryText(v)}.`;

export const recordLoginFailure = (env: Env, email: string, address: string, now: Date) =>
  recordEvents(
    env,
    [
      { scope: "pair", subject: pairOf(email, address) },
      { scope: "address", subject: address },
    ],
    now,
  );

/** A successful login forgives this account's failures from this address (the address keeps its count). */
export const clearPairFailures = (env: Env, email: string, address: string) =>
  forgetEvents(env, "pair", pairOf(email, address));

/** Every failure of an account from any address (a password reset proves the owner). */
export const clearAccountFailures = (env: Env, email: string) =>
  forgetEvents(env, "pair", `${email.toLowerCase()}|`, true);

/** Null when this address may register now; counts the registration when it may. */
export async function registrationThrottle(env: Env, address: string, now: Date) {
  const blocked = await throttle(
    env,
    [
      {
        scope: "registration",
        subject: address,
        limit: throttleLimits(env).registrationsPerAddress,
        windowMs: REGISTRATION_WINDOW_MS,
      },
    ],
    now,
  );
  if (!blocked) await recordEvents(env, [{ scope: "registration", subject: address }], now);
  return blocked;
}

export const registrationThrottleMessage = (v: ThrottleVerdict) =>
  `Too many sign-ups from this network. Please try again ${retryText(v)}.`;
