/**
 * What a black-box probe of the product found (issue "Hardening and honest budgets"): body sizes,
 * third-party sponsor logos, stored images. Each test failed before its fix.
 */
import { describe, expect, it } from "vitest";
import { createLeague, ensureSeason } from "./fixtures/leagues";
import { call, createUser } from "./support";

const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

const padded = (bytes: number) => "x".repeat(bytes);

describe("request body sizes per route", () => {
  it("refuses a form body over 64 KB with 413, before it is read", async () => {
    const user = await createUser();
    const res = await call("/api/users/profile/", {
      method: "PATCH",
      token: user.token,
      body: { bio: padded(70 * 1024) },
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
