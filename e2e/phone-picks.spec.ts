// @moves-clock: it moves the dev clock, so it runs on the clock server (e2e/groups.ts).
// The pick flow on a phone, counted in taps: a fan opens /sportsbook with their league already
// chosen, picks three games, makes one of them the lock on its card (one tap; a toast offers
// Undo) and submits from the floating slip — without scrolling to the end of the list for the
// league chooser or Submit: picks + 2 taps.
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  type ApiGame,
  apiToken,
  auth,
  createLeague,
  login,
  newAccount,
  RUN,
  serverNow,
  setClock,
  upcomingGames,
  drawn,
} from "./support";

test.use({ serviceWorkers: "block" });

/** Serious or critical axe-core violations on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

const PICKS = 3;
const TAPS = PICKS + 2;

test(`three picks and a lock on a phone in ${TAPS} taps (picks + 2)`, async ({ page, request }) => {
  const fan = await newAccount(request, "thumb");
  const league = await createLeague(request, fan, `Thumb League ${RUN}`);
  const games = await upcomingGames(request, fan, PICKS);
  await login(page, fan.email);
  // The league status the screen asks for (a first visit: no week chosen yet). The device's copies
  // of each league (web/offline/start.ts, ADR 1111) ask the same addresses, never sooner than 10 s
  // after the page's load: on a slow server the screen is still loading then, so only what was
  // asked before counts as the screen's.
  const statusAsks: { search: string; at: number }[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/api/sportsbook/league_status/")
      statusAsks.push({ search: url.search, at: Date.now() });
  });
  await page.goto("/sportsbook");
  const copiesFrom = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return performance.timeOrigin + navigation!.loadEventStart + 10_000;
  });

  let taps = 0;
  const tap = async (target: Locator) => {
    await target.tap();
    taps++;
  };
  const inView = async (target: Locator) => {
    const box = (await target.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  };

  // The league is chosen already, and the chooser is the first thing on the screen.
  const chooser = page.getByRole("combobox", { name: "League" });
  await expect(chooser).toHaveValue(String(league.id));
  await inView(chooser);
  // What the league allows is said under the chooser, its odds range (a new league's default)
  // included: a phone shows no button titles, so this says why a price outside it is greyed out.
  await expect(page.locator(".summary-line")).toHaveText(
    /^0\/\d+ picks this week · .+ · odds -120 to 120$/,
  );
  // This week is shown (the games picked below are this week's).
  await expect(page.getByRole("combobox", { name: "Week", exact: true })).toHaveValue(
    String(games[0]!.week),
  );
  // Asked once: the answer for no week is this week's too, not asked for again by its number.
  await page.waitForLoadState("networkidle");
  expect(statusAsks.filter((ask) => ask.at < copiesFrom).map((ask) => ask.search)).toEqual([""]);

  for (const game of games) {
    const card = page.getByTestId(`game-${game.id}`);
    await drawn(card);
    await tap(card.locator(".market").first().getByRole("button").first());
    // The chooser stays within reach (sticky) wherever the list is.
    await inView(chooser);
  }

  // The last card picked offers its pick as the lock, at thumb size: one tap, and Undo on a toast.
  const lastCard = page.getByTestId(`game-${games[PICKS - 1]!.id}`);
  const lock = lastCard.getByRole("button", { name: /^Make .+ your lock$/ });
  expect((await lock.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await tap(lock);
  await expect(page.getByRole("status").filter({ hasText: / is your lock/ })).toBeVisible();
  await expect(lastCard.getByRole("button", { name: /is your lock Remove$/ })).toBeVisible();
  const bar = page.getByTestId("slip-bar");
  await expect(bar).toContainText(`${PICKS} picks`);
  await expect(bar).toContainText("Lock:");

  // The slip floats above the tab bar with Submit on it: no scrolling to the end of 60+ games.
  const submit = bar.getByRole("button", { name: `Submit ${PICKS} picks` });
  await inView(submit);
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await tap(submit);

  // Submitted: the bar is gone, the picks are on the server with one lock, and each picked side
  // wears the submitted look (a check, the lock's padlock), never the disabled one.
  await expect(bar).toHaveCount(0);
  await expect(page.getByText("Picks submitted successfully!").first()).toBeVisible();
  // The button that had focus is gone; focus lands on the league chooser, not on the page's body.
  await expect(chooser).toBeFocused();
  const res = await request.get(`/api/user-picks/?league_id=${league.id}`, { headers: auth(fan) });
  const { picks } = (await res.json()) as { picks: { game_id: number; is_lock: boolean }[] };
  expect(picks.map((p) => p.game_id).sort()).toEqual(games.map((g) => g.id).sort());
  expect(picks.filter((p) => p.is_lock).map((p) => p.game_id)).toEqual([games[PICKS - 1]!.id]);
  const first = page.getByTestId(`game-${games[0]!.id}`);
  await drawn(first);
  await expect(first.locator(".odds-submitted")).toHaveCount(1);
  // Submitted picks are no longer offered as the lock on their cards.
  await expect(page.getByRole("button", { name: /your lock/ })).toHaveCount(0);
  expect(taps).toBe(TAPS);
});

test("the lock moves between cards, one at a time, and the slip's sheet agrees at thumb size", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "sheet");
  // A name long enough to wrap the sheet's title onto two lines.
  const league = await createLeague(request, fan, `Thumb League of Saturday Regulars ${RUN}`);
  const games = await upcomingGames(request, fan, 2);
  await login(page, fan.email);
  await page.goto("/sportsbook");
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
  const cards = games.map((g) => page.getByTestId(`game-${g.id}`));
  for (const card of cards) {
    await drawn(card);
    await card.locator(".market").first().getByRole("button").first().tap();
  }
  const makeLock = async (index: number) => {
    await drawn(cards[index]!);
    await cards[index]!.getByRole("button", { name: /^Make .+ your lock$/ }).tap();
    await expect(cards[index]!.getByRole("button", { name: /is your lock Remove$/ })).toBeVisible();
  };
  // First card, then the second: the lock moves, it is never on two picks.
  await makeLock(0);
  await makeLock(1);
  await drawn(cards[0]!);
  await expect(cards[0]!.getByRole("button", { name: /^Make .+ your lock$/ })).toBeVisible();
  // The lock buttons and the slip bar pass axe in both themes.
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }

  await page.getByRole("button", { name: /^Review 2 picks/ }).tap();
  const sheet = page.getByRole("dialog", { name: `Pending picks — ${league.name}` });
  await expect(sheet.getByTestId("pending-pick")).toHaveCount(2);
  await expect(sheet.locator(".lock-tag")).toHaveCount(1);
  for (const toggle of await sheet.locator(".lock-toggle").all())
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The sheet's close button keeps its thumb size beside a long title.
  const close = (await sheet.getByRole("button", { name: "Close" }).boundingBox())!;
  expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44);
  await sheet.getByRole("button", { name: `Submit 2 picks` }).tap();
  await expect(page.getByText("Picks submitted successfully!").first()).toBeVisible();
  await expect(page.getByRole("combobox", { name: "League" })).toBeFocused();
  const res = await request.get(`/api/user-picks/?league_id=${league.id}`, { headers: auth(fan) });
  const { picks } = (await res.json()) as { picks: { game_id: number; is_lock: boolean }[] };
  expect(picks.filter((p) => p.is_lock).map((p) => p.game_id)).toEqual([games[1]!.id]);
});

test("an odds button reached by keyboard is never hidden under the sticky chooser or the floating slip", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "focus");
  const league = await createLeague(request, fan, `Focus League ${RUN}`);
  const [picked, target] = await upcomingGames(request, fan, 2);
  await login(page, fan.email);
  await page.goto("/sportsbook");
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
  await expect(page.getByRole("combobox", { name: "Week", exact: true })).toHaveValue(
    String(picked!.week),
  );
  const pickedCard = page.getByTestId(`game-${picked!.id}`);
  await drawn(pickedCard);
  await pickedCard.locator(".market").first().getByRole("button").first().tap();
  const bar = page.getByTestId("slip-bar");
  await expect(bar).toBeVisible();

  const chooser = page.locator(".chooser-bar");
  const button = page.getByTestId(`game-${target!.id}`).locator(".odds-available").first();
  const clear = async () => {
    const box = (await button.boundingBox())!;
    const chooserBox = (await chooser.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(chooserBox.y + chooserBox.height);
    expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
  };
  // The button sits under the slip, then under the chooser; keyboard focus brings it clear.
  for (const edge of ["under the slip", "under the chooser"] as const) {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await button.evaluate((el, edge) => {
      const top = el.getBoundingClientRect().top;
      const want = edge === "under the slip" ? innerHeight - 110 : 70;
      scrollBy(0, top - want);
    }, edge);
    await button.focus();
    await clear();
  }
});

test("a first-half pick says so on the card's lock button and in the slip, never like its full-game twin", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "half");
  const created = await request.post("/api/leagues/", {
    headers: auth(fan),
    data: { name: `Half League ${RUN}`, allowed_game_portions: ["full_game", "half_game"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const league = (await created.json()) as { id: number; name: string };
  const [game] = await upcomingGames(request, fan, 1);
  await login(page, fan.email);
  await page.goto("/sportsbook");
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
  const card = await drawn(page.getByTestId(`game-${game!.id}`));
  await card.getByRole("button", { name: /^More bets · Halves/ }).tap();
  const firstHalf = card.locator("h5", { hasText: "First Half" }).locator("xpath=..");
  await firstHalf.locator(".market").first().getByRole("button").first().tap();
  await expect(
    card.getByRole("button", { name: /^Make .+ \(first half\) your lock$/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: /^Review 1 pick/ }).tap();
  const sheet = page.getByRole("dialog", { name: `Pending picks — ${league.name}` });
  await expect(sheet.getByTestId("pending-pick")).toContainText("(first half)");
});

test("the newer screen on a phone: a compact card with team badges, a chosen market's other side disabled, a total naming its game, Submit confirming and the pick in its team's colour", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "newer");
  const league = await createLeague(request, fan, `Newer League ${RUN}`);
  const [game] = await upcomingGames(request, fan, 1);
  await login(page, fan.email);
  await page.goto("/sportsbook-new");
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
  const card = await drawn(page.getByTestId(`game-${game!.id}`));
  const full = card.locator(".game-section").first();
  const [away, home] = [full.locator(".odds-btn").nth(0), full.locator(".odds-btn").nth(1)];
  // The card /sportsbook draws: both teams' badges, and each team's spread and total on its row.
  await expect(card.locator(".market-team .team-badge")).toHaveCount(2);
  const over = full.getByRole("button", { name: /^Over / });
  const [awayBox, overBox] = [(await away.boundingBox())!, (await over.boundingBox())!];
  expect(Math.abs(awayBox.y - overBox.y)).toBeLessThan(2);
  expect((await card.boundingBox())!.height).toBeLessThan(200);
  await away.tap();
  await expect(away).toHaveAttribute("aria-pressed", "true");
  // Spec section 4: the opposing side is disabled, and looks it.
  await expect(home).toBeDisabled();
  await expect(home).toHaveClass(/odds-disabled/);
  await over.tap();
  await page.getByRole("button", { name: /^Review 2 picks/ }).tap();
  const sheet = page.getByRole("dialog", { name: "Pending picks" });
  await expect(sheet.getByTestId("pending-pick").nth(1)).toContainText(/\w+\/\w+ Over \d/);
  await sheet.getByRole("button", { name: "Submit Picks" }).tap();
  await expect(page.getByText("Picks submitted successfully!").first()).toBeVisible();
  // Submitted: the spread's other side stays out of reach, and the pick wears its team's colour
  // and a check, not the disabled look.
  await expect(home).toBeDisabled();
  await expect(away).toHaveClass(/odds-submitted/);
  await expect(away).toHaveAttribute("style", /--team-light/);
  await expect(away.getByText("Your pick")).toHaveCount(1);
});

test("a phone opens the week on the games still open, the ones already started folded above them", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "fold");
  const league = await createLeague(request, fan, `Fold League ${RUN}`);
  const weekGames = async (week: number) => {
    const res = await request.get(`/api/sportsbook/games/?week=${week}`, { headers: auth(fan) });
    return (await res.json()).games as ApiGame[];
  };
  // A week with started games before open ones: this week as it is, or else the clock moved a
  // minute past the next kickoff of a week that still has later games (the order tests run in
  // decides where the clock stands).
  const status = await (
    await request.get("/api/sportsbook/league_status/", { headers: auth(fan) })
  ).json();
  let week = status.current_week as number;
  let games = await weekGames(week);
  const now = (await serverNow(request)).getTime();
  const folds = (list: ApiGame[], at: number) =>
    Date.parse(list[0]!.game_time) <= at && list.some((g) => g.is_available);
  if (!folds(games, now)) {
    for (let w = week; w <= week + 3; w++) {
      const open = (await weekGames(w)).filter((g) => g.is_available);
      const first = Math.min(...open.map((g) => Date.parse(g.game_time)));
      if (open.some((g) => Date.parse(g.game_time) > first + 3_600_000)) {
        await setClock(request, new Date(first + 60_000));
        // A clock moved on can outlive the fan's access token.
        fan.token = await apiToken(request, fan.email);
        week = w;
        break;
      }
    }
    games = await weekGames(week);
  }
  const started = games.findIndex((g) => g.is_available);
  expect(started).toBeGreaterThan(0);
  const firstOpen = games[started]!;

  await login(page, fan.email);
  await page.goto("/sportsbook");
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
  const weekChooser = page.getByRole("combobox", { name: "Week", exact: true });
  if ((await weekChooser.inputValue()) !== String(week))
    await weekChooser.selectOption(String(week));

  // The started games are one row; the first game a fan can pick is on the first screen.
  const count = started === 1 ? "1 game" : `${started} games`;
  const fold = page.getByRole("button", { name: `${count} already started` });
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  expect((await fold.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByTestId(`game-${games[0]!.id}`)).toHaveCount(0);
  const card = page.getByTestId(`game-${firstOpen.id}`);
  await expect(card).not.toHaveClass(/game-card-shell/);
  const box = (await card.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expect(card.locator(".odds-available").first()).toBeEnabled();

  // Unfolded, the started games come back in kickoff order above, marked 'Not Available'.
  await fold.tap();
  const hide = page.getByRole("button", { name: `Hide ${count} already started` });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  const earliest = page.getByTestId(`game-${games[0]!.id}`);
  await expect(earliest).not.toHaveClass(/game-card-shell/);
  await expect(earliest.getByText("Not Available")).toBeVisible();
  const ids = await page
    .locator('.game-list [data-testid^="game-"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-testid")));
  expect(ids.slice(0, started + 1)).toEqual(games.slice(0, started + 1).map((g) => `game-${g.id}`));
});

test("a fan in no league is sent to League Central from the sportsbook, not to an empty chooser", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "loner");
  await login(page, fan.email);
  await page.goto("/sportsbook");
  const join = page.getByRole("link", { name: "Join a league" });
  await expect(join).toBeVisible();
  await join.tap();
  await expect(page).toHaveURL(/\/leagues$/);
});

test("the Filters button counts the fan's own filters, not the league's restrictions", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "filters");
  const league = await createLeague(request, fan, `Filter League ${RUN}`);
  await login(page, fan.email);
  await page.goto("/sportsbook");
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
  const button = page.getByRole("button", { name: /^Filters/ });
  await expect(button).toHaveAccessibleName("Filters");
  await button.tap();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await sheet.getByRole("combobox", { name: "Conference" }).selectOption("top_25");
  await sheet.getByRole("button", { name: /^Show \d+ games?$/ }).tap();
  await expect(button).toHaveAccessibleName("Filters 1 on");
});

test("a finished week reads 'Week 1 ✓' whole in the phone's chooser, the spec's 'Week 1 (Complete)' in its options", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "weekface");
  await createLeague(request, fan, `Week Face ${RUN}`);
  await login(page, fan.email);
  await page.goto("/sportsbook");
  const week = page.getByRole("combobox", { name: "Week" });
  await week.selectOption("1");
  await expect(week).toHaveValue("1");
  await expect(week.locator("option:checked")).toHaveText("Week 1 (Complete)");
  // What the closed select shows: the week, a check for 'Complete', the arrow; nothing cut off.
  const face = page.locator(".chooser-face-text");
  await expect(face).toHaveText("Week 1");
  await expect(face.locator("svg")).toHaveCount(2);
  const text = face.locator("span");
  expect(await text.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  // A week still to be played: its name alone, no check.
  const last = week.locator("option").last();
  const label = (await last.textContent()) ?? "";
  expect(label).not.toContain("(Complete)");
  await week.selectOption((await last.getAttribute("value"))!);
  await expect(face).toHaveText(label);
  await expect(face.locator("svg")).toHaveCount(1);
});
