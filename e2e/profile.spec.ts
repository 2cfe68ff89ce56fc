// Profiles with no signal (issue 13, section 3): a profile opened once is readable offline and says
// when it was last updated; a friend request made offline shows at once and reaches the server
// exactly once when the network is back.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import { expect, test } from "./fixtures";
import {
  auth,
  createLeague,
  goOffline,
  goOnline,
  login,
  newAccount,
  waitForServiceWorker,
} from "./support";

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

test("the profile's Leagues card marks the leagues the fan runs 'Admin', and only those", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "pfadm");
  const own = await createLeague(request, fan, `Admin Mark ${fan.username}`);
  const joined = await request.post("/api/leagues/join/", {
    headers: auth(fan),
    data: { code: "PUBDEM24" }, // alice's Saturday Showdown
  });
  expect(joined.status(), await joined.text()).toBe(200);

  await login(page, fan.email);
  await page.goto(`/profile/${fan.username}`);
  const leagues = page.getByRole("main").getByRole("link");
  const ownRow = leagues.filter({ hasText: own.name });
  await expect(ownRow).toContainText("Admin");
  const memberRow = leagues.filter({ hasText: "Saturday Showdown" });
  await expect(memberRow).toBeVisible();
  await expect(memberRow).not.toContainText("Admin");
});
