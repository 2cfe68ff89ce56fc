// Shared steps of the offline journeys (offline-*.spec.ts): a fresh account signed in on a device
// whose service worker runs, its profile as the server holds it, an access token that has run
// out, and the profile card's bio edited as a fan does (queued in the outbox while offline).
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  apiToken,
  login as loginThroughForm,
  registerAndVerify,
  RUN,
  waitForServiceWorker,
  type Account,
} from "./support";

let counter = 0;

/** A verified account made through the real API (register → mailed token → verify). */
export function newAccount(request: APIRequestContext): Promise<Account> {
  counter += 1;
  return registerAndVerify(request, {
    username: `off_${RUN}_${counter}`,
    firstName: "Off",
    lastName: "Line",
  });
}

export async function serverProfile(request: APIRequestContext, account: Account) {
  const res = await request.get("/api/users/profile/", {
    headers: { authorization: `Bearer ${await apiToken(request, account.email)}` },
  });
  return (await res.json()) as { first_name: string; last_name: string; bio: string };
}

/** An access token for `account` that expired an hour ago, signed with the server's secret. */
export function expiredAccessToken(account: Account): string {
  const secret = /^JWT_SECRET=(.*)$/m.exec(readFileSync(".dev.vars", "utf8"))![1]!.trim();
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const iat = Math.floor(Date.now() / 1000) - 2 * 3600;
  const body = `${part({ alg: "HS256", typ: "JWT" })}.${part({
    sub: String(account.id),
    username: account.username,
    typ: "access",
    iat,
    exp: iat + 900,
  })}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

export async function login(page: Page, account: Account) {
  await loginThroughForm(page, account.email);
  await expect(page.getByRole("heading", { name: "Your Profile" })).toBeVisible();
}

/** A fresh account signed in through the form, the page under the service worker's control. */
export async function signedInOnDevice(page: Page, request: APIRequestContext) {
  const account = await newAccount(request);
  await login(page, account);
  await waitForServiceWorker(page);
  return account;
}

/** On a phone the dashboard folds Your Profile to one row (ADR 1504): a tap opens it. */
async function openProfileCard(page: Page) {
  const fold = page.getByRole("button", { name: /^Your Profile/, expanded: false });
  await expect(page.getByRole("heading", { name: /^Your Profile/ }).first()).toBeVisible();
  if (await fold.isVisible()) await fold.click();
}

/** Reloads the dashboard and waits for the profile card's name. */
export async function reloadShowsProfile(page: Page) {
  await page.reload();
  await openProfileCard(page);
  await expect(page.getByTestId("profile-name")).toHaveText("Off Line");
}

export async function editBio(page: Page, bio: string) {
  await openProfileCard(page);
  // On a phone the profile card is drawn once it comes near the screen.
  await page.getByRole("heading", { name: "Your Profile" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel(/^Bio/).fill(bio);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("profile-bio")).toHaveText(bio);
}
