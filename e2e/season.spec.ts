// @moves-clock: it moves the dev clock, so it runs on the clock server (e2e/groups.ts).
// The replayed season in the real built app: moving the dev clock through a Saturday, the scores
// ticker in the signed-in shell shows the afternoon's games upcoming, then live, then final; the
// dashboard's Top 25 widget shows the current AP poll with the top 10 / all 25 toggle, and the
// Coaches Poll and the CFP rankings a tap away.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { login, scrollTickerTo, serverNow, setClock } from "./support";

/** A seeded demo user (password: the shared PASSWORD). */
const DEMO_EMAIL = "alice@pickem.dev";

interface TickerGame {
  id: number;
  game_time: string;
  status: string;
}

/**
 * Moves the clock to the next Saturday morning of the replay (10:00 ET, after 10:00 ET today
 * means next week) whose first kickoff leaves the day room for its games to finish, and returns
 * that kickoff. (A Saturday that starts in the evening — Army–Navy, a bowl — would see its games
 * end after midnight ET, when the ticker has moved on to the next day.)
 */
async function nextSaturdayKickoff(request: APIRequestContext): Promise<Date> {
  const now = await serverNow(request);
  // 15:00 UTC is 10:00 EST / 11:00 EDT: before any noon kickoff either way.
  const morning = new Date(now);
  morning.setUTCHours(15, 0, 0, 0);
  while (morning.getUTCDay() !== 6 || morning.getTime() <= now.getTime()) {
    morning.setUTCDate(morning.getUTCDate() + 1);
  }
  for (let saturdays = 0; saturdays < 8; saturdays++) {
    await setClock(request, morning);
    const res = await request.get("/api/ticker/?today_only=true");
    const { games } = (await res.json()) as { games: TickerGame[] };
    const first = games
      .filter((g) => g.status === "scheduled")
      .map((g) => new Date(g.game_time))
      .sort((a, b) => a.getTime() - b.getTime())[0];
    // Final 4 h after kickoff and still Saturday in ET: kickoff by 19:00 EST (00:00 UTC).
    if (first && first.getTime() + 4 * 3600_000 <= morning.getTime() + 13 * 3600_000) return first;
    morning.setUTCDate(morning.getUTCDate() + 7);
  }
  throw new Error("no Saturday with a daytime kickoff left in the replayed season");
}

test("the ticker follows a Saturday of the replayed season from kickoff to final", async ({
  page,
  request,
}) => {
  const kickoff = await nextSaturdayKickoff(request);
  await setClock(request, new Date(kickoff.getTime() - 30 * 60_000));
  await login(page, DEMO_EMAIL);

  const ticker = page.getByRole("region", { name: "Scores ticker" });
  await expect(ticker.getByRole("combobox", { name: "Sport" })).toHaveValue("ncaa-football");
  await expect(ticker.getByTestId("ticker-upcoming-count")).not.toHaveText("0 upcoming");
  await expect(ticker.getByTestId("ticker-live-count")).toHaveText("0 live");
  const upcoming = Number(
    (await ticker.getByTestId("ticker-upcoming-count").textContent())!.split(" ")[0],
  );
  // A Saturday's row draws only the games near what it shows (a slot is 200 px; 400 px ahead and
  // behind), not all of the day's games (the dev clock's next Saturday usually has 40 or more).
  const strip = ticker.locator(".ticker-strip");
  await expect(ticker.getByTestId("ticker-game").first()).toBeVisible();
  const nearby = Math.ceil(((await strip.evaluate((el) => el.clientWidth)) + 800) / 200) + 1;
  await expect(ticker.getByTestId("ticker-game")).not.toHaveCount(0);
  expect(await ticker.getByTestId("ticker-game").count()).toBeLessThanOrEqual(nearby);

  // Kickoff + 30 min: the noon games are live in the first quarter.
  await setClock(request, new Date(kickoff.getTime() + 30 * 60_000));
  await page.reload();
  await expect(ticker.getByTestId("ticker-live-count")).not.toHaveText("0 live");
  const live = ticker.locator('[data-testid="ticker-game"][data-status="live"]').first();
  await expect(live).toContainText(/Q1/);
  await expect(ticker.getByTestId("ticker-upcoming-count")).not.toHaveText(`${upcoming} upcoming`);

  // Kickoff + 4 h: those games are final with their real scores.
  await setClock(request, new Date(kickoff.getTime() + 4 * 3600_000));
  await page.reload();
  await expect(ticker.getByTestId("ticker-final-count")).not.toHaveText("0 final");
  const final = ticker.locator('[data-testid="ticker-game"][data-status="final"]').first();
  await scrollTickerTo(ticker, final);
  await expect(final).toContainText("Final");

  // Minimise and expand; other sports have no games.
  await ticker.getByRole("button", { name: "Minimize" }).click();
  await expect(ticker.getByTestId("ticker-game")).toHaveCount(0);
  await ticker.getByRole("button", { name: "Expand" }).click();
  await expect(ticker.getByTestId("ticker-game").first()).toBeVisible();
  await ticker.getByRole("combobox", { name: "Sport" }).selectOption("nfl");
  await expect(ticker.getByText("No NFL games today")).toBeVisible();
});

test("the dashboard shows the current AP poll with top 10 / all 25 and past weeks", async ({
  page,
}) => {
  await login(page, DEMO_EMAIL);
  const widget = page.getByRole("region", { name: "AP Top 25" });
  await expect(widget.getByTestId("ranking-row")).toHaveCount(10);
  await expect(widget.getByTestId("ranking-row").first()).toHaveClass(/is-top5/);
  await expect(widget.getByTestId("ranking-row").nth(5)).not.toHaveClass(/is-top5/);
  await widget.getByRole("button", { name: /Show All 25 \(15 more\)/ }).click();
  await expect(widget.getByTestId("ranking-row")).toHaveCount(25);
  await widget.getByRole("button", { name: "Show Top 10" }).click();
  await widget.getByRole("combobox", { name: "Poll week" }).selectOption({ label: "Preseason" });
  await expect(widget.getByTestId("ranking-row").first()).toContainText("Georgia");
  await expect(widget.getByTestId("ranking-row").first()).toContainText("(46)");

  // The Coaches Poll a tap away, with its own weeks; the committee ranks only from November on.
  await widget.getByRole("tab", { name: "Coaches" }).click();
  const coaches = page.getByRole("region", { name: "Coaches Poll" });
  await expect(coaches.getByTestId("ranking-row")).toHaveCount(10);
  await expect(coaches.getByRole("combobox", { name: "Poll week" })).toHaveValue("current");
  await coaches.getByRole("combobox", { name: "Poll week" }).selectOption({ label: "Preseason" });
  await expect(coaches.getByTestId("ranking-row").first()).toContainText("Georgia");
  await expect(coaches.getByTestId("ranking-row").first()).toContainText("1,364");
  await coaches.getByRole("tab", { name: "CFP" }).click();
  const cfp = page.getByRole("region", { name: "CFP Rankings" });
  // Other specs may have moved the shared clock: the widget shows what the server holds now.
  const answer = await page.request.get("/api/rankings/top25/?poll=cfp");
  const first = ((await answer.json()) as { rankings: Array<{ team_name: string }> }).rankings[0];
  if (first) await expect(cfp.getByTestId("ranking-row").first()).toContainText(first.team_name);
  else await expect(cfp.getByText("No rankings available")).toBeVisible();
});
