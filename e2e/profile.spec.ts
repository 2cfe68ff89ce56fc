// Profiles with no signal (issue 13, section 3): a profile opened once is readable offline and says
// when it was last updated; a friend request made offline shows at once and reaches the server
// exactly once when the network is back.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import { expect, test } from "./fixtures";
import { auth, goOffline, goOnline, login, newAccount, waitForServiceWorker } from "./support";

test("a profile opened once reads offline; an offline friend request lands once", async ({
  page,
  context,
  request,
}) => {
  const fan = await newAccount(request, "pfoff");
  await login(page, fan.email);
  await waitForServiceWorker(page);
  await page.goto("/profile/bob");
  await expect(page.getByRole("heading", { level: 1, name: "Bob Brooks" })).toBeVisible();
  await expect(page.getByText("Loves the over. Regrets the over.").first()).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Bob Brooks" })).toBeVisible();
  await expect(page.getByRole("main").getByText(/Offline — updated/)).toBeVisible();

  // The request is saved on the phone and the button says so at once.
  await page.getByRole("button", { name: "Add Friend" }).click();
  await expect(page.getByRole("button", { name: /Request Sent/ })).toBeVisible();

  await goOnline(context, page);
  await expect(async () => {
    const res = await request.get("/api/users/friends/requests/", { headers: auth(fan) });
    const body = (await res.json()) as { sent: { recipient_username: string }[] };
    expect(body.sent.map((r) => r.recipient_username)).toEqual(["bob"]);
  }).toPass();
  await expect(page.getByRole("button", { name: /Request Sent/ })).toBeVisible();
});
