// Shared steps of the e2e journeys: accounts made through the real API (register → mailed token in
// the dev outbox → verify), logging in through the form, API tokens, the dev clock, and the
// "offline" routing that also cuts the service worker's own fetches (the specs that use it set
// PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1 before importing Playwright).
import {
  devices,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";

const { defaultBrowserType: _browser, ...pixel } = devices["Pixel 7"];
/** A phone at the product's design size (390 × 844), touch on, without the service worker. */
export const PHONE_390 = {
  ...pixel,
  viewport: { width: 390, height: 844 },
  serviceWorkers: "block" as const,
};

/** The password of every account the journeys make (and of the seeded demo users). */
export const PASSWORD = "Pickem!2024";

/** Makes this run's usernames unique against a reused e2e database. */
export const RUN = Date.now().toString(36);

export interface Account {
  id: number;
  username: string;
  email: string;
}

/** A verified account made through the real API (register → mailed token → verify). */
export async function registerAndVerify(
  request: APIRequestContext,
  who: { username: string; firstName: string; lastName: string },
): Promise<Account> {
  const { username } = who;
  const email = `${username}@example.com`;
  const registered = await request.post("/api/users/register/", {
    data: {
      email,
      username,
      password: PASSWORD,
      password_confirm: PASSWORD,
      first_name: who.firstName,
      last_name: who.lastName,
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const token = await mailedToken(request, email, "verify-email");
  const verified = await request.post("/api/users/verify-email/", { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { user } = (await verified.json()) as { user: { id: number } };
  return { id: user.id, username, email };
}

/** The token of the last `/<path>?token=` link mailed to `email`, read from the dev outbox. */
export async function mailedToken(
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<string> {
  const mail = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await mail.json()) as { messages: { text: string }[] };
  const links = [
    ...messages
      .map((m) => m.text)
      .join("\n")
      .matchAll(/https?:\/\/\S+/g),
  ]
    .map((m) => new URL(m[0]))
    .filter((url) => url.pathname.endsWith(`/${path}`) && url.searchParams.has("token"));
  const token = links.at(-1)?.searchParams.get("token");
  expect(token, `${path} link in the dev mailbox`).toBeTruthy();
  return token!;
}

/** A fresh access token for API calls from the test itself. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const res = await request.post("/api/users/login/", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { tokens?: { access: string }; access?: string };
  return body.tokens?.access ?? body.access!;
}

/** Logs in through the form and waits for the dashboard. */
export async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Moves the server's dev clock (which also runs the scheduled jobs). */
export async function setClock(request: APIRequestContext, now: Date) {
  const res = await request.post("/api/dev/clock", { data: { now: now.toISOString() } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The server's current (simulated) time. */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const { now } = (await (await request.get("/api/dev/clock")).json()) as { now: string };
  return new Date(now);
}

/** Waits until the service worker controls the page (it claims the first page on install). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
  });
}

/** No network for the pages and the service worker: every request is aborted. */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
}

/** The network is back; with `page`, also tells the app at once (its `online` event). */
export async function goOnline(context: BrowserContext, page?: Page) {
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
  if (page) await page.evaluate(() => window.dispatchEvent(new Event("online")));
}

/** Logs out through the header (confirming, when it asks, that unsent changes go) and waits for /login. */
export async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  const question = page.getByRole("dialog", { name: "Log out?" });
  await Promise.race([page.waitForURL(/\/login/), question.waitFor()]);
  if (await question.isVisible()) await question.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Opens /dev/mailbox for one address and returns, as a path on the app under test, the first link
 * whose address contains `hrefPart` (mail links are built from APP_URL, another port).
 */
export async function mailboxLink(page: Page, email: string, hrefPart: string): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: "Dev mailbox" })).toBeVisible();
  const link = page.locator(`a[href*="${hrefPart}"]`).first();
  // The mailbox refreshes itself every few seconds.
  await expect(link).toBeVisible({ timeout: 20_000 });
  const url = new URL((await link.getAttribute("href"))!);
  return url.pathname + url.search;
}

// ---------- sportsbook journeys: a fan with a token, their league, this week's games ----------

/** An account with an access token for the test's own API calls. */
export interface Fan extends Account {
  token: string;
}

export interface ApiGame {
  id: number;
  week: number;
  game_time: string;
  is_available: boolean;
  current_odds: {
    home_spread: number | null;
    away_spread_odds: number | null;
    total_points: number | null;
    over_odds: number | null;
  } | null;
}

export async function newAccount(request: APIRequestContext, name: string): Promise<Fan> {
  const account = await registerAndVerify(request, {
    username: `sb_${name}_${RUN}`,
    firstName: "Sports",
    lastName: "Book",
  });
  return { ...account, token: await apiToken(request, account.email) };
}

export const auth = (a: Fan) => ({ authorization: `Bearer ${a.token}` });

/**
 * `n` upcoming games (priced spreads and totals within -120..120, kickoff 45 min away or more) of
 * the week the sportsbook opens on, the season's current week. When that week has fewer left (an
 * earlier test moved the clock to a Saturday night), the dev clock moves on a day at a time until
 * the current week has them (and `a` gets a fresh token): the screen under test shows the current
 * week, not the next one.
 */
export async function upcomingGames(
  request: APIRequestContext,
  a: Fan,
  n: number,
): Promise<ApiGame[]> {
  for (let day = 0; day < 10; day++) {
    const now = (await serverNow(request)).getTime();
    const status = await (
      await request.get("/api/sportsbook/league_status/", { headers: auth(a) })
    ).json();
    const res = await request.get(`/api/sportsbook/games/?week=${status.current_week}`, {
      headers: auth(a),
    });
    const games = ((await res.json()).games as ApiGame[]).filter(
      (g) =>
        g.is_available &&
        g.current_odds?.home_spread != null &&
        g.current_odds.total_points != null &&
        (g.current_odds.away_spread_odds == null ||
          Math.abs(g.current_odds.away_spread_odds) <= 120) &&
        (g.current_odds.over_odds == null || Math.abs(g.current_odds.over_odds) <= 120) &&
        Date.parse(g.game_time) > now + 45 * 60_000,
    );
    if (games.length >= n)
      return games.sort((x, y) => x.game_time.localeCompare(y.game_time)).slice(0, n);
    // The next morning (15:00 UTC: before any noon kickoff in the US).
    const next = new Date(now + 24 * 3600_000);
    next.setUTCHours(15, 0, 0, 0);
    await setClock(request, next);
    // A day on, the fan's 15-minute access token has expired.
    a.token = await apiToken(request, a.email);
  }
  throw new Error(`no current week with ${n} upcoming games in the next 10 days of the season`);
}

export async function createLeague(request: APIRequestContext, a: Fan, name: string) {
  const res = await request.post("/api/leagues/", { headers: auth(a), data: { name } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number; name: string };
}

/** `fan` joins `owner`'s league with the code its detail shows the commissioner. */
export async function joinByCode(request: APIRequestContext, owner: Fan, fan: Fan, league: number) {
  const detail = await (
    await request.get(`/api/leagues/${league}/`, { headers: auth(owner) })
  ).json();
  const joined = await request.post("/api/leagues/join/", {
    headers: auth(fan),
    data: { code: detail.code },
  });
  expect(joined.status(), await joined.text()).toBe(200);
}

/** A message `fan` posts on the league's board through the API. */
export async function postMessage(
  request: APIRequestContext,
  fan: Fan,
  league: number,
  content: string,
) {
  const res = await request.post("/api/message-board/", {
    headers: auth(fan),
    data: { league, content, message_type: "user" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

/** `asker` sends `recipient` a friend request through the API. */
export async function askFriend(request: APIRequestContext, asker: Fan, recipient: Fan) {
  const asked = await request.post("/api/users/friends/request/", {
    headers: auth(asker),
    data: { recipient: recipient.id },
  });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
}

/**
 * A wide table (TableScroll) with more columns than its card shows: the shadow is at the end edge,
 * and scrolled to its end, at the start edge only.
 */
export async function scrollsToEnd(frame: Locator, wrap: Locator) {
  await expect(frame).toHaveAttribute("data-more-end", "");
  await expect(frame).not.toHaveAttribute("data-more-start");
  await wrap.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await expect(frame).toHaveAttribute("data-more-start", "");
  await expect(frame).not.toHaveAttribute("data-more-end");
}

/**
 * Scrolls the scores ticker's row sideways, from its start, until `card` is drawn: the row draws
 * only the games near what it shows (a Saturday has 60).
 */
export async function scrollTickerTo(ticker: Locator, card: Locator) {
  const strip = ticker.locator(".ticker-strip");
  await strip.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect(async () => {
    if ((await card.count()) === 0)
      await strip.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
    expect(await card.count()).toBeGreaterThan(0);
    // A quarter second between screens lets the row draw what it scrolled to; toPass's own
    // backoff (up to a second) left a loaded machine 15 s for a dozen screens.
  }).toPass({ timeout: 30_000, intervals: [250] });
}

/**
 * The next games of a fan's league, from its current week on, that `pickable` keeps and that kick
 * off 45 minutes away or more; the first week that has any, sorted by kickoff.
 */
export async function upcomingLeagueGames<G extends ApiGame>(
  request: APIRequestContext,
  fan: Fan,
  leagueId: number,
  pickable: (game: G) => boolean,
): Promise<G[]> {
  const now = (await serverNow(request)).getTime();
  const first = await request.get(`/api/sportsbook/games/?league_id=${leagueId}`, {
    headers: auth(fan),
  });
  expect(first.status()).toBe(200);
  const body = (await first.json()) as {
    filter_options: { weeks: { week: number }[] };
    debug_info: { week: number | "postseason" };
  };
  // The postseason is one card (a bowl pool's whole league): asked for as such.
  const start = body.debug_info.week;
  const weeks =
    start === "postseason"
      ? [start]
      : body.filter_options.weeks.map((w) => w.week).filter((w) => w >= start);
  for (const week of weeks) {
    const res = await request.get(`/api/sportsbook/games/?league_id=${leagueId}&week=${week}`, {
      headers: auth(fan),
    });
    const games = ((await res.json()).games as G[]).filter(
      (g) => g.is_available && Date.parse(g.game_time) > now + 45 * 60_000 && pickable(g),
    );
    if (games.length) return games.sort((x, y) => x.game_time.localeCompare(y.game_time));
  }
  throw new Error(`no upcoming game in league ${leagueId}'s replayed season`);
}

/**
 * Quick Joins a public league from League Central, whose card names its sport; the league's id
 * and sport as the fan's leagues then list them.
 */
export async function quickJoin(
  page: Page,
  request: APIRequestContext,
  fan: Fan,
  name: string,
  sportName: string,
) {
  await page.goto("/leagues");
  const entry = page.locator(".league-card", { hasText: name });
  await expect(entry).toContainText(sportName);
  await entry.getByRole("button", { name: "Quick Join" }).tap();
  await expect(entry.getByRole("button", { name: "Already Joined" })).toBeVisible();
  const mine = await request.get("/api/leagues/", { headers: auth(fan) });
  const leagues = (await mine.json()).results as { id: number; name: string; sport_key: string }[];
  return leagues.find((l) => l.name === name)!;
}

/** A league's line on This week as the dashboard answers it, written out here from the server's fields. */
export interface WeekLeague {
  pool_format?: string;
  picks_required_this_week: number;
  user_stats: { current_week_picks_made: number };
}

/** Whether a survivor fan is out of the pool: the server requires no team of them. */
export const outOfPool = (l: WeekLeague) =>
  l.pool_format === "survivor" &&
  l.picks_required_this_week === 0 &&
  l.user_stats.current_week_picks_made === 0;

/**
 * What This week says a fan has made of a league's week: "Picks 2/5", or in a survivor pool
 * (one team a week) "Pick your team" / "Team picked" / "Out of the pool".
 */
export function weekFacts(l: WeekLeague): string {
  const made = l.user_stats.current_week_picks_made;
  if (l.pool_format !== "survivor") return `Picks ${made}/${l.picks_required_this_week}`;
  if (outOfPool(l)) return "Out of the pool";
  return made > 0 ? "Team picked" : "Pick your team";
}

/**
 * Scrolls a game's card into view and waits until it is drawn: a card far from the screen is a
 * light shell that the drawn card replaces as it comes near (the element can change mid-scroll).
 */
export async function drawn(card: Locator): Promise<Locator> {
  await expect(async () => card.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(card).not.toHaveClass(/game-card-shell/);
  return card;
}
