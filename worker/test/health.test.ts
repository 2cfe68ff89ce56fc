import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("API basics", () => {
  it("answers health with the server clock", async () => {
    const res = await exports.default.fetch("http://localhost/api/health");
    expect(res.status).toBe(200);
    const body = await res.json<{ ok: boolean; now: string }>();
    expect(body.ok).toBe(true);
    expect(Number.isNaN(Date.parse(body.now))).toBe(false);
  });

  it("sends security headers with every answer: no framing, no sniffing, nothing loads from it", async () => {
    const res = await exports.default.fetch("http://localhost/api/health");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await exports.default.fetch("http://localhost/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "The requested resource was not found." });
  });

  it("moves the dev clock and rejects malformed JSON with 400", async () => {
    const bad = await exports.default.fetch("http://localhost/api/dev/clock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    const wrongMode = await exports.default.fetch("http://localhost/api/dev/clock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ now: "2030-01-05T17:00:00.000Z", fanout: "later" }),
    });
    expect(wrongMode.status).toBe(400);
    expect(await wrongMode.text()).toContain('fanout must be \\"inline\\" or \\"queue\\"');
    const target = "2030-01-05T17:00:00.000Z";
    const res = await exports.default.fetch("http://localhost/api/dev/clock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ now: target }),
    });
    expect(res.status).toBe(200);
    const read = await exports.default.fetch("http://localhost/api/dev/clock");
    const { now } = await read.json<{ now: string }>();
    expect(Math.abs(Date.parse(now) - Date.parse(target))).toBeLessThan(5_000);
  });
});

describe("test-scheduled endpoint", () => {
  it("runs a cron's jobs on GET /__scheduled in development", async () => {
    const res = await exports.default.fetch("http://localhost/__scheduled?cron=*+*+*+*+*");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Ran scheduled event for cron "* * * * *"');
  });
});
