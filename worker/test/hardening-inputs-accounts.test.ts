/**
 * Issue 42, N5, the accounts area: the routes of sign-up, login, passwords, the profile and the
 * tokens that read a JSON body, probed with keys that name Object.prototype's members
 * (`__proto__`, `constructor`, …). The rule and the one test each route gets: hardening-support.ts.
 */
import { address } from "./accounts-support";
import { describeBodyRoutes, fan, type BodyRoute } from "./hardening-support";

/** Sign-up to logout (the last: it takes the refresh token the refresh route answered). */
const ACCOUNT_ROUTES: BodyRoute[] = [
  {
    method: "POST",
    path: () => "/api/users/register/",
    onlyKeys: 400,
    valid: () => {
      const username = `proto_${crypto.randomUUID().slice(0, 8)}`;
      return {
        username,
        email: `${username}@example.com`,
        password: "Pickem!2024",
        password_confirm: "Pickem!2024",
      };
    },
    withKeys: 201,
    headers: address,
  },
  {
    method: "POST",
    path: () => "/api/users/verify-email/",
    onlyKeys: 400,
    valid: () => ({ token: "A".repeat(43) }),
    withKeys: 400,
  },
  {
    method: "POST",
    path: () => "/api/users/resend-verification/",
    onlyKeys: 400,
    valid: (w) => ({ email: w.fan.email }),
    withKeys: 200,
    headers: address,
  },
  {
    method: "POST",
    path: () => "/api/users/login/",
    onlyKeys: 400,
    valid: (w) => ({ email: w.fan.email, password: "Pickem!2024" }),
    withKeys: 200,
    headers: address,
  },
  {
    method: "POST",
    path: () => "/api/users/password-reset/",
    onlyKeys: 400,
    valid: (w) => ({ email: w.fan.email }),
    withKeys: 200,
    headers: address,
  },
  {
    method: "POST",
    path: () => "/api/users/password-reset/confirm/",
    onlyKeys: 400,
    valid: () => ({
      token: "A".repeat(43),
      new_password: "Pickem!2025",
      new_password_confirm: "Pickem!2025",
    }),
    withKeys: 400,
  },
  {
    method: "PATCH",
    path: () => "/api/users/profile/",
    token: fan,
    onlyKeys: 200,
    valid: () => ({ bio: "Proto" }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/users/change-password/",
    token: fan,
    onlyKeys: 400,
    valid: () => ({
      current_password: "not-the-password",
      new_password: "Pickem!2025",
      new_password_confirm: "Pickem!2025",
    }),
    withKeys: 400,
  },
  {
    method: "POST",
    path: () => "/api/auth/refresh/",
    onlyKeys: 400,
    valid: (w) => ({ refresh: w.fan.refresh }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/auth/logout/",
    onlyKeys: 400,
    valid: (w) => ({ refresh: w.fan.refresh }),
    withKeys: 200,
  },
];

describeBodyRoutes("accounts", ACCOUNT_ROUTES);
