// League message board (issue 12) in Chromium against the built app: two members of one league —
// A (the commissioner) posts an image with an @mention of B, B replies and votes, A highlights the
// post and it shows under Highlights; a vote and a post made offline show at once and reach the
// server exactly once after reconnecting; a notification's URL scrolls to and highlights a reply.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { readFileSync } from "node:fs";
import {
  auth,
  createLeague,
  goOffline,
  goOnline,
  login,
  newAccount,
  waitForServiceWorker,
  type Fan,
} from "./support";

interface Message {
  id: number;
  content: string;
  image_url: string | null;
  mentions: string[];
  is_highlighted: boolean;
  user_vote: string;
  vote_counts: { up: number; down: number };
  comments: Array<{ id: number; content: string }>;
}

async function boardOf(request: APIRequestContext, fan: Fan, leagueId: number, type = "") {
  const res = await request.get(
    `/api/message-board/?league=${leagueId}${type ? `&type=${type}` : ""}`,
    {
      headers: auth(fan),
    },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: Message[] }).results;
}

test("two members: post with an image and a mention, reply, vote, highlight, offline, targeting", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await newAccount(request, "boarda");
  const b = await newAccount(request, "boardb");
  const league = await createLeague(request, a, "Board Room");
  const detail = await (
    await request.get(`/api/leagues/${league.id}/`, { headers: auth(a) })
  ).json();
  const joined = await request.post("/api/leagues/join/", {
    headers: auth(b),
    data: { code: detail.code },
  });
  expect(joined.status()).toBe(200);

  const aContext = await browser.newContext({ serviceWorkers: "block" });
  const aPage = await aContext.newPage();
  await login(aPage, a.email);
  await aPage.goto(`/leagues/${league.id}`);
  const aBoard = aPage.getByRole("region", { name: "Message Board" });
  await aBoard.scrollIntoViewIfNeeded();

  // A writes a message, picks B from the mention picker with the keyboard, attaches an image.
  const box = aBoard.getByLabel("Message to your league");
  await box.fill("Great picks this week ");
  await box.pressSequentially(`@${b.username.slice(0, 9)}`);
  const picker = aBoard.getByRole("listbox", { name: "Mention someone" });
  await expect(picker.getByRole("option", { name: new RegExp(b.username) })).toBeVisible();
  await box.press("Enter");
  await expect(box).toHaveValue(`Great picks this week @${b.username} `);
  await aBoard.getByLabel("Image or GIF").setInputFiles({
    name: "banner.png",
    mimeType: "image/png",
    buffer: readFileSync("public/icon-192.png"),
  });
  await expect(
    aPage.getByText("Image selected. It will be uploaded when you post your message."),
  ).toBeVisible();
  await aBoard.getByRole("button", { name: "Post", exact: true }).click();
  await expect(aPage.getByText("Message posted!")).toBeVisible();
  const posted = aBoard.locator(".board-message").filter({ hasText: "Great picks this week" });
  await expect(posted.getByRole("link", { name: `@${b.username}` })).toHaveAttribute(
    "href",
    `/profile/${b.username}`,
  );
  await expect(posted.getByRole("img", { name: /Image posted by/ })).toBeVisible();
  const [message] = (await boardOf(request, a, league.id)).filter((m) =>
    m.content.startsWith("Great picks"),
  );
  expect(message!.image_url).toMatch(/^\/api\/media\/board\/.+\.png$/);
  expect(message!.mentions).toEqual([b.username]);

  // B replies and votes: the count changes at once, the server has it after the 2-second wait.
  const bContext = await browser.newContext();
  const bPage = await bContext.newPage();
  await login(bPage, b.email);
  await bPage.goto(`/leagues/${league.id}`);
  const bBoard = bPage.getByRole("region", { name: "Message Board" });
  const bPost = bBoard.locator(`#board-message-${message!.id}`);
  await bPost.scrollIntoViewIfNeeded();
  await bPost.getByRole("button", { name: "Reply" }).click();
  await bPost.getByLabel("Your reply").fill("Thanks! Lock of the week incoming.");
  await bPost.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(bPage.getByText("Reply posted!")).toBeVisible();
  await expect(bPost.getByText("Thanks! Lock of the week incoming.")).toBeVisible();
  await bPost
    .getByRole("button", { name: /^Upvote/ })
    .first()
    .click();
  await expect(bPost.getByRole("button", { name: "Upvote 1" }).first()).toBeVisible();
  await expect(bPost.getByRole("button", { name: /^Upvote/ }).first()).toBeDisabled();
  await expect
    .poll(
      async () =>
        (await boardOf(request, b, league.id)).find((m) => m.id === message!.id)?.user_vote,
      {
        timeout: 10_000,
      },
    )
    .toBe("up");

  // The commissioner highlights it: it shows under Highlights, and B cannot highlight.
  await expect(bPost.getByRole("button", { name: "Highlight" })).toHaveCount(0);
  const aPost = aBoard.locator(`#board-message-${message!.id}`);
  await aPost.getByRole("button", { name: "Highlight", exact: true }).click();
  await expect(aPost.getByText("Highlighted")).toBeVisible();
  await aBoard.getByRole("tab", { name: "Highlights" }).click();
  await expect(aBoard.locator(`#board-message-${message!.id}`)).toBeVisible();
  await expect
    .poll(async () => (await boardOf(request, a, league.id, "highlights")).map((m) => m.id))
    .toEqual([message!.id]);

  // Offline, B switches the vote and posts: both show at once, and land once when back online.
  await goOffline(bContext);
  await bPost
    .getByRole("button", { name: /^Downvote/ })
    .first()
    .click();
  await expect(bPost.getByRole("button", { name: "Downvote 1" }).first()).toBeVisible();
  await expect(bPost.getByRole("button", { name: "Upvote 0" }).first()).toBeVisible();
  await bBoard.getByLabel("Message to your league").fill("Posted from the stands, no signal");
  await bBoard.getByRole("button", { name: "Post", exact: true }).click();
  const waiting = bBoard
    .locator(".board-message.is-pending")
    .filter({ hasText: "Posted from the stands" });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText("Waiting to send")).toBeVisible();
  await bPage.waitForTimeout(2_500); // the vote's wait is over: it is in the outbox too
  await goOnline(bContext, bPage);
  await expect(bPage.getByText("Message posted!")).toBeVisible({ timeout: 15_000 });
  await expect(bBoard.locator(".board-message.is-pending")).toHaveCount(0);
  await expect
    .poll(async () => {
      const all = await boardOf(request, b, league.id);
      return {
        posts: all.filter((m) => m.content === "Posted from the stands, no signal").length,
        vote: all.find((m) => m.id === message!.id)?.user_vote,
        counts: all.find((m) => m.id === message!.id)?.vote_counts,
      };
    })
    .toEqual({ posts: 1, vote: "down", counts: { up: 0, down: 1 } });

  // A notification's link: the reply is expanded, scrolled to and highlighted, then the
  // parameters leave the address.
  const reply = (await boardOf(request, a, league.id)).find((m) => m.id === message!.id)!
    .comments[0]!;
  await aPage.goto(
    `/leagues/${league.id}?target_id=${reply.id}&target_type=comment&notification_id=1&notification_type=message_commented`,
  );
  const target = aPage.locator(`#board-comment-${reply.id}`);
  await expect(target).toBeInViewport();
  await expect(target).toHaveClass(/is-targeted/);
  await expect(aPage).toHaveURL(new RegExp(`/leagues/${league.id}$`), { timeout: 6_000 });
  await expect(target).not.toHaveClass(/is-targeted/);

  await aContext.close();
  await bContext.close();
});

test("a board opened once is readable offline, saying when it was last updated", async ({
  page,
  context,
  request,
}) => {
  const fan = await newAccount(request, "boardoff");
  const league = await createLeague(request, fan, "Offline Board");
  const posted = await request.post("/api/message-board/", {
    headers: auth(fan),
    data: { league: league.id, content: "Readable in the stadium", message_type: "user" },
  });
  expect(posted.status()).toBe(201);
  await login(page, fan.email);
  await waitForServiceWorker(page);
  // Opened once with the service worker in charge: its answers are kept on the phone.
  await page.goto(`/leagues/${league.id}`);
  const board = page.getByRole("region", { name: "Message Board" });
  await board.scrollIntoViewIfNeeded();
  await expect(board.getByText("Readable in the stadium")).toBeVisible();

  await goOffline(context);
  await page.reload();
  await page.getByRole("region", { name: "Message Board" }).scrollIntoViewIfNeeded();
  await expect(board.getByText("Readable in the stadium")).toBeVisible();
  await expect(board.getByText(/Offline — updated/)).toBeVisible();
  await goOnline(context);
});
