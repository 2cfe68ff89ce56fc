// The pick flow on a phone, counted in taps: a fan opens /sportsbook with their league already
// chosen, picks three games, opens the floating pick slip, makes one pick the lock (the spec asks
// first: 'Set … as your lock pick?') and submits — without scrolling to the end of the list for
// the league chooser or Submit. The goal was picks + 3 taps; the lock's confirmation question
// makes it picks + 4.
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { auth, createLeague, login, newAccount, RUN, upcomingGames } from "./support";

test.use({ serviceWorkers: "block" });

const PICKS = 3;
const TAPS = PICKS + 4;

test(`three picks and a lock on a phone in ${TAPS} taps (picks + 4)`, async ({ page, request }) => {
  const fan = await newAccount(request, "thumb");
  // A name long enough to wrap the sheet's title onto two lines.
  const league = await createLeague(request, fan, `Thumb League of Saturday Regulars ${RUN}`);
  const games = await upcomingGames(request, fan, PICKS);
  await login(page, fan.email);
  await page.goto("/sportsbook");

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
  // This week is shown (the games picked below are this week's).
  await expect(page.getByRole("combobox", { name: "Week", exact: true })).toHaveValue(
    String(games[0]!.week),
  );

  for (const game of games) {
    const card = page.getByTestId(`game-${game.id}`);
    await card.scrollIntoViewIfNeeded();
    await tap(card.locator(".market").first().getByRole("button").first());
    // The chooser stays within reach (sticky) wherever the list is.
    await inView(chooser);
  }

  // The slip floats above the tab bar: no scrolling to the end of 60+ games for Submit.
  const bar = page.getByTestId("slip-bar");
  await expect(bar).toContainText(`${PICKS} picks`);
  await inView(bar);
  await tap(bar);
  const sheet = page.getByRole("dialog", { name: `Pending picks — ${league.name}` });
  await expect(sheet.getByTestId("pending-pick")).toHaveCount(PICKS);
  const lock = sheet.getByTestId("pending-pick").first().locator(".lock-toggle");
  expect((await lock.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The sheet's close button keeps its thumb size beside a long title.
  const close = (await sheet.getByRole("button", { name: "Close" }).boundingBox())!;
  expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44);
  await tap(lock);
  await tap(
    page.getByRole("dialog", { name: "Lock pick" }).getByRole("button", { name: "Set lock" }),
  );
  const submit = sheet.getByRole("button", { name: `Submit ${PICKS} picks` });
  await inView(submit);
  await tap(submit);

  // Submitted: the sheet and the bar are gone, the picks are on the server with one lock, and
  // each picked side wears the submitted look (a check), never the disabled one.
  await expect(bar).toHaveCount(0);
  await expect(page.getByText("Picks submitted successfully!").first()).toBeVisible();
  const res = await request.get(`/api/user-picks/?league_id=${league.id}`, { headers: auth(fan) });
  const { picks } = (await res.json()) as { picks: { game_id: number; is_lock: boolean }[] };
  expect(picks.map((p) => p.game_id).sort()).toEqual(games.map((g) => g.id).sort());
  expect(picks.filter((p) => p.is_lock)).toHaveLength(1);
  const first = page.getByTestId(`game-${games[0]!.id}`);
  await first.scrollIntoViewIfNeeded();
  await expect(first.locator(".odds-submitted")).toHaveCount(1);
  expect(taps).toBe(TAPS);
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
  await pickedCard.scrollIntoViewIfNeeded();
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
