// Notifications (issue 14) in Chromium against the built app: a mention reaches the bell within one
// poll and its tap opens the board on the message, highlighted; a friend request is accepted from
// the dropdown; a read mark made offline shows at once and lands once back online; 'Clear all'
// empties the list after the in-app confirmation.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  askFriend,
  auth,
  createLeague,
  goOffline,
  goOnline,
  joinByCode,
  login,
  newAccount,
  postMessage,
  waitForServiceWorker,
  type Fan,
} from "./support";

const CONFIRM = "Are you sure you want to clear all notifications? This action cannot be undone.";

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const sheet = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

/** A league of `owner` that `member` has joined. */
async function sharedLeague(request: APIRequestContext, owner: Fan, member: Fan, name: string) {
  const league = await createLeague(request, owner, name);
  await joinByCode(request, owner, member, league.id);
  return league;
}

async function unreadCount(request: APIRequestContext, fan: Fan) {
  const res = await request.get("/api/notifications/unread_count/", { headers: auth(fan) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

async function notifications(request: APIRequestContext, fan: Fan) {
  const res = await request.get("/api/notifications/", { headers: auth(fan) });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as { results: { id: number; is_read: boolean; notification_type: string }[] }
  ).results;
}

test("a mention reaches the bell within one poll, and its tap opens the board on the message", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const alice = await newAccount(request, "ntfa");
  const bob = await newAccount(request, "ntfb");
  const league = await sharedLeague(request, alice, bob, "Bell Ringers");
  // Older posts push the mention below the first screen, so the tap must scroll to it.
  for (let i = 0; i < 6; i++) await postMessage(request, alice, league.id, `Warm-up post ${i}`);

  await login(page, bob.email);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  const mention = await postMessage(request, alice, league.id, `Who has Texas? @${bob.username}`);
  for (let i = 0; i < 6; i++) await postMessage(request, alice, league.id, `Later post ${i}`);

  // The poll runs every 30 s: the badge shows within one.
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread", { timeout: 35_000 });
  await expect(page.getByTestId("notification-badge")).toHaveText("1");

  await bell(page).click();
  await expect(sheet(page)).toBeVisible();
  const item = sheet(page).getByTestId("notification-item").filter({ hasText: "mentioned you" });
  await expect(item).toHaveClass(/is-unread/);
  await expect(item).toContainText("Bell Ringers");
  await item.getByRole("button").first().click();

  // The board opens on the message, highlighted; the badge dropped at once.
  await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}`));
  const target = page.locator(`#board-message-${mention.id}`);
  await expect(target).toBeInViewport();
  await expect(target).toHaveClass(/is-targeted/);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect.poll(() => unreadCount(request, bob)).toBe(0);
});

test("a friend request is accepted from the dropdown", async ({ page, request }) => {
  const asker = await newAccount(request, "ntfask");
  const fan = await newAccount(request, "ntffan");
  await askFriend(request, asker, fan);

  await login(page, fan.email);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  await bell(page).click();
  await sheet(page).getByRole("tab", { name: "Friends" }).click();
  await expect(sheet(page).getByRole("tab", { name: "Friends" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const request_ = sheet(page).getByTestId("notification-item").filter({ hasText: asker.username });
  await request_.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Friend request accepted!")).toBeVisible();
  await expect(request_.getByText("You are now friends")).toBeVisible();
  await expect(request_.getByRole("button", { name: "Accept" })).toHaveCount(0);
  // Answered, the request is read (the new friendship also earns an achievement: its own note).
  await expect
    .poll(async () => {
      const res = await request.get("/api/notifications/?type=friends", { headers: auth(fan) });
      const page_ = (await res.json()) as { results: { is_read: boolean }[] };
      return page_.results.length > 0 && page_.results.every((n) => n.is_read);
    })
    .toBe(true);
  await expect
    .poll(async () => {
      const res = await request.get("/api/users/friends/list/", { headers: auth(fan) });
      return ((await res.json()) as { username: string }[]).map((f) => f.username);
    })
    .toContain(asker.username);
});

test("a read mark made offline shows at once and lands once; 'Clear all' asks, then empties the list", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const poster = await newAccount(request, "ntfpost");
  const fan = await newAccount(request, "ntfoff");
  const league = await sharedLeague(request, poster, fan, "Stadium Signal");
  for (const text of ["first", "second", "third"])
    await postMessage(request, poster, league.id, `@${fan.username} ${text} call`);

  await login(page, fan.email);
  await waitForServiceWorker(page);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
  // Opened once online: the service worker keeps the list for offline reading.
  await bell(page).click();
  await expect(sheet(page).getByTestId("notification-item")).toHaveCount(3);
  await page.keyboard.press("Escape");
  await expect(sheet(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();

  await goOffline(context);
  await bell(page).click();
  await expect(sheet(page).getByText(/Offline — updated/)).toBeVisible();
  const oldest = sheet(page).getByTestId("notification-item").filter({ hasText: "first call" });
  await oldest.getByRole("button").first().click();
  await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
  expect(await unreadCount(request, fan)).toBe(3);

  await goOnline(context, page);
  await expect.poll(() => unreadCount(request, fan), { timeout: 15_000 }).toBe(2);
  const read = (await notifications(request, fan)).filter((n) => n.is_read);
  expect(read).toHaveLength(1);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");

  // Clear all: the app's own dialog asks first, with the spec's words.
  await bell(page).click();
  await expect(sheet(page).getByTestId("notification-item")).toHaveCount(3);
  await sheet(page).getByRole("button", { name: "Clear all" }).click();
  const confirm = page.getByRole("dialog", { name: "Clear all notifications?" });
  await expect(confirm).toContainText(CONFIRM);
  await confirm.getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByText("All notifications cleared")).toBeVisible();
  await expect(sheet(page).getByTestId("notification-item")).toHaveCount(0);
  await expect(sheet(page).getByText("No notifications yet")).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect.poll(async () => (await notifications(request, fan)).length).toBe(0);
});

test("a pick reminder's link opens the sportsbook on its league and week", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "ntfrem");
  await createLeague(request, fan, "First League");
  const second = await createLeague(request, fan, "Reminder League");
  const status = await (
    await request.get("/api/sportsbook/league_status/", { headers: auth(fan) })
  ).json();
  const week = (status.current_week as number) + 1;

  await login(page, fan.email);
  await page.goto(`/sportsbook?league=${second.id}&week=${week}`);
  await expect(page.getByRole("combobox", { name: "League", exact: true }).first()).toHaveValue(
    String(second.id),
  );
  await expect(page.getByRole("combobox", { name: "Week", exact: true }).first()).toHaveValue(
    String(week),
  );
  // The address drops the link's parameters: a reload keeps the fan's own choices.
  await expect(page).toHaveURL(/\/sportsbook$/);
});

test("the bell counts unread up to 99 and shows '99+' above it", async ({ page, request }) => {
  const alice = await newAccount(request, "badgea");
  const bob = await newAccount(request, "badgeb");
  const league = await sharedLeague(request, alice, bob, "Badge League");
  for (let i = 1; i <= 99; i++)
    await postMessage(request, alice, league.id, `#${i} @${bob.username}`);
  expect(await unreadCount(request, bob)).toBe(99);

  await login(page, bob.email);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 99 unread");
  await expect(page.getByTestId("notification-badge")).toHaveText("99");

  await postMessage(request, alice, league.id, `#100 @${bob.username}`);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName("Notifications, 100 unread");
  await expect(page.getByTestId("notification-badge")).toHaveText("99+");
});
