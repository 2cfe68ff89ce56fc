// What every phone journey checks on a screen (phone.spec.ts, phone-member.spec.ts,
// phone-commissioner.spec.ts): at 390 × 844 (touch, mobile) nothing wider than the screen, every tap
// target at least 44 × 44 px, no request to another origin, no browser pop-up (`dialog` event), no
// serious or critical axe-core violation in the light or the dark theme — then the same axe check
// at 1440 × 900. A screenshot of each route at both sizes is attached to the test's artifacts.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { apiToken, login } from "./support";

const MIN_TARGET = 44;

interface Findings {
  foreign: string[];
  dialogs: string[];
}

export function watch(page: Page, baseURL: string): Findings {
  const origin = new URL(baseURL).origin;
  const found: Findings = { foreign: [], dialogs: [] };
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) found.foreign.push(url);
  });
  page.on("dialog", (dialog) => {
    found.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return found;
}

/** Controls smaller than a thumb: visible interactive elements under 44 × 44 px. Links inside a
 * line of text are exempt (WCAG 2.5.8's inline exception) — not a link alone in its heading or
 * beside a tag, which a thumb aims at (the dashboard's standings titles, League Updates' league
 * tags); a tap area drawn past the box (`.tap-area`'s ::after) counts; a checkbox counts by its
 * label. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      "a[href], button, select, textarea, summary, [role=button], [role=tab], " +
      "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), label:has(> input[type=checkbox]), label:has(> input[type=radio])";
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (sr-only)
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || el.closest("[inert], [aria-hidden=true]")) continue;
      if (!el.checkVisibility()) continue;
      if (el.tagName === "A" && style.display === "inline") {
        // In a sentence: the text around it is more than the link's own.
        const around = (el.parentElement?.textContent ?? "").replace(el.textContent ?? "", "");
        if (/[a-z]{2,}/i.test(around)) continue;
      }
      const after = getComputedStyle(el, "::after");
      const area =
        after.content !== "none" && after.position === "absolute"
          ? { width: parseFloat(after.width) || 0, height: parseFloat(after.height) || 0 }
          : { width: 0, height: 0 };
      const width = Math.max(box.width, area.width);
      const height = Math.max(box.height, area.height);
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()}.${el.className} "${name}" ${Math.round(width)}×${Math.round(height)}`,
        );
      }
    }
    return small;
  }, MIN_TARGET);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // Fonts, lazily drawn cards and data answers have landed.
  await page.waitForTimeout(300);
}

export async function checkRoute(page: Page, info: TestInfo, path: string, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await settle(page);
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect
    .soft(overflow.scroll, `${label}: page wider than the phone`)
    .toBeLessThanOrEqual(overflow.inner);
  expect.soft(await smallTargets(page), `${label}: tap targets under 44 px`).toEqual([]);
  await info.attach(`${label} 390x844`, {
    body: await page.screenshot({ fullPage: false }),
    contentType: "image/png",
  });
  // Parts drawn as they come near the screen (a league's message board, the season table) are
  // checked too: at the bottom of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
  const below = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(below, `${label}: page wider than the phone (scrolled)`).toBeLessThanOrEqual(390);
  expect.soft(await smallTargets(page), `${label}: tap targets under 44 px (scrolled)`).toEqual([]);
  expect.soft(await seriousViolations(page), `${label}: axe at 390 × 844`).toEqual([]);
  // Night games: the dark theme (prefers-color-scheme) passes the same check.
  await page.emulateMedia({ colorScheme: "dark" });
  // Colours change with their transitions (0.3 s at most): axe reads them once they are done.
  await page.waitForTimeout(600);
  expect.soft(await seriousViolations(page), `${label}: axe at 390 × 844, dark`).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });

  await page.setViewportSize({ width: 1440, height: 900 });
  await settle(page);
  expect.soft(await seriousViolations(page), `${label}: axe at 1440 × 900`).toEqual([]);
  await info.attach(`${label} 1440x900`, {
    body: await page.screenshot({ fullPage: false }),
    contentType: "image/png",
  });
}

export async function leagueIds(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email);
  const res = await request.get("/api/leagues/", {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { results: { id: number; name: string }[] };
  return body.results;
}

/** alice, signed in, on the demo's office pool that she runs. */
export async function openAlicesPool(page: Page, request: APIRequestContext) {
  const leagues = await leagueIds(request, "alice@pickem.dev");
  const league = leagues.find((l) => l.name === "Alice's Office Pool")!;
  await login(page, "alice@pickem.dev");
  await page.goto(`/leagues/${league.id}`);
  return league;
}

export const SIGNED_IN = ["/dashboard", "/sportsbook", "/sportsbook-new", "/leagues"];
