// The `test` every journey uses: Playwright's, plus a guard that fails the test when the page
// breaks the Content-Security-Policy (public/_headers) — a blocked script, style, image or request
// is a bug the user would meet as a broken screen.
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

export const test = base.extend<{ cspGuard: void }>({
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
