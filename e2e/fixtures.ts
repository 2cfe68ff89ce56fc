// The `test` every journey uses: Playwright's, plus a guard that fails the test when the page
// breaks the Content-Security-Policy (public/_headers) — a blocked script, style, image or request
// is a bug the user would meet as a broken screen. And a guard that fails a test which moved the
// server's dev clock without its spec saying so (e2e/groups.ts): it would run on the still server.
import { basename } from "node:path";
import { test as base, type APIRequestContext } from "@playwright/test";
import { movesClock } from "./groups";

export { expect } from "@playwright/test";

/** How far the server's clock is ahead of ours (ms), read at the middle of the request. */
async function clockOffset(request: APIRequestContext) {
  const asked = Date.now();
  // A connection the busy dev server resets (ECONNRESET) is asked again: this read is the
  // guard's, not the journey's.
  const res = await request.get("/api/dev/clock", { maxRetries: 2 });
  const { now } = (await res.json()) as { now: string };
  return Date.parse(now) - (asked + Date.now()) / 2;
}

export const test = base.extend<{ cspGuard: void; clockGuard: void }>({
  clockGuard: [
    async ({ request }, use, testInfo) => {
      if (movesClock(testInfo.file)) return use();
      const before = await clockOffset(request);
      await use();
      const moved = (await clockOffset(request)) - before;
      // Journeys move it by hours or days; two minutes leaves room for a slow answer.
      if (Math.abs(moved) > 120_000)
        throw new Error(
          `${basename(testInfo.file)} moved the server's dev clock by ${Math.round(moved / 60_000)} min: ` +
            `give it the first line "// @moves-clock: <why>" so it runs on the clock server (e2e/groups.ts)`,
        );
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
          ),
        );
      });
      await use();
      if (violations.length) throw new Error(`CSP violations:\n${violations.join("\n")}`);
    },
    { auto: true },
  ],
});
