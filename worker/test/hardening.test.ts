/**
 * What a black-box probe of the product found (issue "Hardening and honest budgets"): body sizes,
 * third-party sponsor logos, stored images. Each test failed before its fix.
 */
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { createLeague, ensureSeason, joinWithCode } from "./fixtures/leagues";
import { MINUTE, advanceClock } from "./accounts-support";
import { call, createUser } from "./support";

const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

const padded = (bytes: number) => "x".repeat(bytes);

describe("request body sizes per route", () => {
  it("refuses a form body over 64 KB with 413, before it is read", async () => {
    const user = await createUser();
    const res = await call("/api/users/privacy/", {
      method: "PUT",
      token: user.token,
      body: { my_picks: "hidden", pad: padded(70 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: "Request body is too large" });
  });

  it("lets a league with its sponsor logo (about 1.4 MB of data string) through, not 8 MB", async () => {
    const user = await createUser();
    await ensureSeason();
    const logo = await call("/api/leagues/", {
      token: user.token,
      body: {
        name: "Big Logo",
        is_sponsored: true,
        sponsor_name: "Joe",
        prize_description: "A cup",
        sponsor_logo_url: PNG_DATA_URL,
        pad: padded(1_000_000),
      },
    });
    // Through the size check: a league of about 1 MB is created.
    expect(logo.status, logo.text).toBe(201);
    const huge = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Huge", pad: padded(3 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
  });
});

describe("sponsor logos", () => {
  it("refuses an address on another site (a tracking pixel) and anything that is not an image", async () => {
    const user = await createUser();
    await ensureSeason();
    const base = {
      name: "Sponsored",
      is_sponsored: true,
      sponsor_name: "Joe",
      prize_description: "A cup",
    };
    for (const sponsor_logo_url of [
      "https://tracker.example.com/pixel.gif",
      "http://example.com/logo.png",
      `data:image/png;base64,${btoa("<svg onload=alert(1)>")}`,
    ]) {
      const res = await call("/api/leagues/", {
        token: user.token,
        body: { ...base, sponsor_logo_url },
      });
      expect(res.status, sponsor_logo_url).toBe(400);
      expect(res.json.sponsor_logo_url?.[0], sponsor_logo_url).toMatch(
        /Upload the sponsor logo as an image|Please select an image or GIF file/,
      );
    }
  });

  it("stores an uploaded logo under an unguessable key, served for a year, and deletes it when replaced", async () => {
    const user = await createUser();
    const league = await createLeague(user.token, {
      is_sponsored: true,
      sponsor_name: "Joe",
      prize_description: "A cup",
      sponsor_logo_url: PNG_DATA_URL,
    });
    const path = league.sponsor_logo_url as string;
    const served = await call(path);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");

    const edited = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { sponsor_logo_url: "" },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await call(path)).status).toBe(404);
  });

  it("answers 404 for a media path that is not a stored image's", async () => {
    expect((await call("/api/media/logos/../../etc/passwd")).status).toBe(404);
    expect((await call("/api/media/logos/not-a-key.png")).status).toBe(404);
  });
});

describe("invitations", () => {
  const invite = (token: string, leagueId: number, email: string) =>
    call(`/api/leagues/${leagueId}/invite_user/`, { token, body: { email } });
  const mailsTo = async (email: string) =>
    (await call(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json.messages as {
      subject: string;
    }[];

  it("mails one address of a league once per 10 minutes, however often a commissioner clicks", async () => {
    const owner = await createUser();
    const league = await createLeague(owner.token);
    const email = `flood_${Date.now()}@example.com`;
    expect((await invite(owner.token, league.id, email)).status).toBe(200);
    for (let i = 0; i < 19; i += 1) {
      const again = await invite(owner.token, league.id, email);
      expect(again.status).toBe(429);
      expect(again.json.error).toMatch(/less than 10 minutes ago\. Try again in \d+ minutes?\.$/);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await mailsTo(email)).toHaveLength(1);
    await advanceClock(10 * MINUTE + 1000);
    expect((await invite(owner.token, league.id, email)).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("caps a commissioner at 50 invitations a day", async () => {
    const owner = await createUser();
    const league = await createLeague(owner.token);
    const stamp = Date.now().toString(36);
    for (let i = 0; i < 50; i += 1)
      expect((await invite(owner.token, league.id, `cap_${stamp}_${i}@example.com`)).status).toBe(
        200,
      );
    const over = await invite(owner.token, league.id, `cap_${stamp}_50@example.com`);
    expect(over.status).toBe(429);
    expect(over.json.error).toMatch(/^You can send up to 50 invitations a day\. Try again in /);
  });

  it("puts at most 40 characters of a one-line league name in the subject", async () => {
    const owner = await createUser();
    const league = await createLeague(owner.token, {
      name: "Win a FREE iPhone\r\nBcc: everyone@example.com — click here now for your prize!!!",
    });
    const email = `subject_${Date.now()}@example.com`;
    expect((await invite(owner.token, league.id, email)).status).toBe(200);
    const [mail] = await mailsTo(email);
    const name = mail!.subject
      .replace(/^You're invited to join /, "")
      .replace(/ on NCAA Pick'em$/, "");
    expect(name).not.toMatch(/[\r\n]/);
    expect(name.length).toBeLessThanOrEqual(40);
    expect(name.endsWith("…")).toBe(true);
  });
});

describe("answers commit with their writes", () => {
  const storedAnswer = (userId: number, key: string) =>
    env.DB.prepare(
      "SELECT state, response_status, response_body FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?",
    )
      .bind(userId, key)
      .first<{ state: string; response_status: number; response_body: string }>();

  it("stores a new league's answer, with its new id, in the batch that creates it", async () => {
    const user = await createUser();
    await ensureSeason();
    const key = crypto.randomUUID();
    const created = await call("/api/leagues/", {
      token: user.token,
      headers: { "idempotency-key": key },
      body: { name: "Same Batch", description: "Answer and write together" },
    });
    expect(created.status).toBe(201);
    const read = await call(`/api/leagues/${created.json.id}/`, { token: user.token });
    expect(created.json).toEqual(read.json);
    const stored = await storedAnswer(user.id, key);
    expect(stored).toMatchObject({ state: "done", response_status: 201 });
    expect(JSON.parse(stored!.response_body)).toEqual(created.json);

    const edited = await call(`/api/leagues/${created.json.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { description: "Edited", max_members: 20 },
    });
    expect(edited.status).toBe(200);
    const reread = await call(`/api/leagues/${created.json.id}/`, { token: user.token });
    expect(edited.json).toEqual(reread.json);
  });

  it("stores the refusal, not a success, when a join finds the league full", async () => {
    const commissioner = await createUser();
    const league = await createLeague(commissioner.token, { max_members: 2 });
    const first = await createUser();
    expect((await joinWithCode(first.token, league.code)).status).toBe(200);
    const late = await createUser();
    const key = crypto.randomUUID();
    const join = await call("/api/leagues/join/", {
      token: late.token,
      headers: { "idempotency-key": key },
      body: { code: league.code },
    });
    expect(join.status).toBe(400);
    expect(join.json.error).toBe("This league is full");
    const stored = await storedAnswer(late.id, key);
    expect(stored).toMatchObject({ state: "done", response_status: 400 });
  });
});
