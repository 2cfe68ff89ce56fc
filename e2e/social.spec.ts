// The review's social points (issue 43) against the built app: a burst of achievements is one
// row of the dropdown that keeps the mention under it in view, and opening it reads all of them;
// a friend's profile leads with 'Message', 'Remove Friend' is a quiet link; usernames that open
// a profile are plain bold text, not orange underlined links; a fan who has just verified joins
// the featured public league in one tap.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  askFriend,
  auth,
  createLeague,
  joinByCode,
  login,
  mailboxLink,
  newAccount,
  PASSWORD,
  postMessage,
  RUN,
  type Fan,
} from "./support";

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const sheet = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

async function unread(request: APIRequestContext, fan: Fan) {
  const res = await request.get("/api/notifications/unread_count/", { headers: auth(fan) });
  return ((await res.json()) as { count: number }).count;
}

test("three achievements are one row above the mention; opening it reads all three", async ({
  page,
  request,
}) => {
  const ann = await newAccount(request, "grpann");
  const fan = await newAccount(request, "grpfan");
  const den = await createLeague(request, ann, "Group Den");
  await joinByCode(request, ann, fan, den.id);
  await postMessage(request, ann, den.id, `Big game Saturday @${fan.username}`);
  await expect.poll(() => unread(request, fan)).toBe(1);
  // Then an evening's awards: Commissioner, League Hopper (three leagues) and Town Crier.
  await createLeague(request, fan, "Fan League One");
  await createLeague(request, fan, "Fan League Two");
  await postMessage(request, fan, den.id, "First post on a board");
  await expect.poll(() => unread(request, fan), { timeout: 15_000 }).toBe(4);

  await login(page, fan.email);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 4 unread");
  await bell(page).click();
  const rows = sheet(page).locator(".notif-list > li");
  const group = sheet(page).getByTestId("notification-group");
  await expect(group).toHaveCount(1);
  await expect(group).toContainText("You earned 3 achievements");
  await expect(group).toContainText("Town Crier");
  // The mention is the very next row, not three rows down.
  await expect(rows.nth(0)).toHaveAttribute("data-testid", "notification-group");
  await expect(rows.nth(1)).toContainText(`${ann.username}`);
  await expect(rows.nth(1)).toBeInViewport();

  await group.getByRole("button").click();
  await expect(sheet(page).getByRole("tab", { name: "Achievements" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(sheet(page).getByTestId("notification-item")).toHaveCount(3);
  await expect(sheet(page).getByText("1 unread")).toBeVisible();
  await expect.poll(() => unread(request, fan)).toBe(1);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
});

test("a friend's profile leads with Message; Remove Friend is a quiet link; names are bold text", async ({
  page,
  request,
}) => {
  const ann = await newAccount(request, "pfann");
  const fan = await newAccount(request, "pffan");
  await askFriend(request, fan, ann);
  const requests = await (
    await request.get("/api/users/friends/requests/", { headers: auth(ann) })
  ).json();
  const accepted = await request.post(`/api/users/friends/respond/${requests.received[0].id}/`, {
    headers: auth(ann),
    data: { action: "accept" },
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  const den = await createLeague(request, ann, "Friends Den");
  await joinByCode(request, ann, fan, den.id);

  await login(page, fan.email);
  await page.goto(`/profile/${ann.username}`);
  const message = page.getByRole("button", { name: "Message", exact: true });
  const remove = page.getByRole("button", { name: "Remove Friend" });
  await expect(message).toHaveClass(/btn-primary/);
  await expect(remove).toHaveClass(/btn-link/);
  const box = await remove.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await message.click();
  await expect(page.getByLabel(`Write on ${ann.username}'s board`)).toBeFocused();

  // The league's leaderboard: a member's name opens the profile, drawn as bold plain text.
  await page.goto(`/leagues/${den.id}`);
  const name = page.locator("a.user-link", { hasText: ann.username }).first();
  await expect(name).toBeVisible();
  const look = await name.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      underline: style.textDecorationLine,
      weight: style.fontWeight,
      color: style.color,
      text: getComputedStyle(document.body).color,
    };
  });
  expect(look.underline).toBe("none");
  // Bold (the tables draw names semibold, 600), in the text colour, not underlined.
  expect(Number(look.weight)).toBeGreaterThanOrEqual(600);
  expect(look.color).toBe(look.text);
  await name.click();
  await expect(page).toHaveURL(new RegExp(`/profile/${ann.username}$`));
});

test("right after verifying, one tap joins Saturday Showdown and opens it", async ({ page }) => {
  const username = `join_${RUN}`;
  const email = `${username}@example.com`;
  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto(await mailboxLink(page, email, "/verify-email?token="));
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  await page.getByRole("button", { name: "Join Saturday Showdown" }).click();
  await expect(page).toHaveURL(/\/leagues\/\d+$/);
  await expect(page.getByRole("heading", { name: "Saturday Showdown", level: 1 })).toBeVisible();
  // The server made the fan a member.
  const mine = await page.evaluate(async () => {
    const res = await fetch("/api/user-leagues/", {
      headers: { authorization: `Bearer ${localStorage.getItem("pickem_token")}` },
    });
    return ((await res.json()) as { leagues: { name: string }[] }).leagues.map((l) => l.name);
  });
  expect(mine).toContain("Saturday Showdown");
});
