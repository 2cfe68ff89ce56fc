// A fan on a phone (390 × 844, touch) on a demo league's message board: reads the history, posts,
// replies and votes with the thumb, with nothing wider than the screen — then, with no signal,
// posts again and sees it land once the network is back.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import { expect, test } from "./fixtures";
import { apiToken, goOffline, goOnline, login, RUN } from "./support";

test("bob reads, posts, replies and votes on Saturday Showdown's board, online and offline", async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, "bob@pickem.dev");
  const leagues = (await (
    await request.get("/api/leagues/", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { results: { id: number; name: string }[] };
  const league = leagues.results.find((l) => l.name === "Saturday Showdown")!;
  await login(page, "bob@pickem.dev");
  await page.goto(`/leagues/${league.id}`);
  const board = page.getByRole("region", { name: "Message Board" });
  // The board is drawn as the thumb scrolls down to it (below the standings).
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 800));
    await expect(board).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await board.scrollIntoViewIfNeeded();

  // The seeded history: a highlighted welcome, replies, automatic posts.
  const welcome = board
    .locator(".board-message")
    .filter({ hasText: "Welcome to Saturday Showdown" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText("Highlighted")).toBeVisible();
  await board.getByRole("tab", { name: "League Updates" }).tap();
  await expect(board.getByText(/joined the league\. Welcome!/).first()).toBeVisible();
  await board.getByRole("tab", { name: "All Messages" }).tap();

  // Post, reply, vote with taps.
  const text = `Phone post ${RUN}`;
  await board.getByLabel("Message to your league").fill(text);
  await board.getByRole("button", { name: "Post", exact: true }).tap();
  await expect(page.getByText("Message posted!")).toBeVisible();
  const mine = board.locator(".board-message").filter({ hasText: text });
  await expect(mine).toBeVisible();
  await welcome.getByRole("button", { name: /\d+ replies/ }).tap();
  await welcome.getByLabel("Your reply").fill(`On it ${RUN}`);
  await welcome.getByRole("button", { name: "Reply", exact: true }).tap();
  await expect(page.getByText("Reply posted!")).toBeVisible();
  const up = mine.getByRole("button", { name: /^Upvote/ });
  await up.tap();
  await expect(mine.getByRole("button", { name: "Upvote 1" })).toBeVisible();

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // No signal in the stands: the post waits on the phone, then lands once.
  await goOffline(context);
  const offline = `From the stands ${RUN}`;
  await board.getByLabel("Message to your league").fill(offline);
  await board.getByRole("button", { name: "Post", exact: true }).tap();
  await expect(
    board.locator(".board-message.is-pending").filter({ hasText: offline }),
  ).toBeVisible();
  await goOnline(context, page);
  await expect(board.locator(".board-message.is-pending")).toHaveCount(0, { timeout: 15_000 });
  await expect(board.locator(".board-message").filter({ hasText: offline })).toHaveCount(1);
  const res = await request.get(
    `/api/message-board/?league=${league.id}&search=${encodeURIComponent(offline)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(((await res.json()) as { results: unknown[] }).results).toHaveLength(1);
});
