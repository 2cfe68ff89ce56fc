/**
 * Sponsor logos belong to their league (issue 42, N2): a write keeps the league's own stored logo,
 * stores a new upload or clears it, and never takes another league's stored path; an image leaves
 * R2 only when no row refers to it any more. Avatars are held to the same rule.
 */
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { createLeague } from "./fixtures/leagues";
import { call, createUser, type TestUser } from "./support";

const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
const SPONSORED = { is_sponsored: true, sponsor_name: "Joe's Diner", prize_description: "A cup" };

const stored = async (path: string) =>
  (await env.MEDIA.head(path.replace("/api/media/", ""))) !== null;
const logoOf = async (user: TestUser, id: number) =>
  (await call(`/api/leagues/${id}/`, { token: user.token })).json.sponsor_logo_url as string | null;
const patchLeague = (user: TestUser, id: number, body: Record<string, unknown>) =>
  call(`/api/leagues/${id}/`, { method: "PATCH", token: user.token, body });

/** Two commissioners: league A without a logo, league B with an uploaded one. */
async function twoLeagues() {
  const a = await createUser();
  const b = await createUser();
  const leagueA = await createLeague(a.token, SPONSORED);
  const leagueB = await createLeague(b.token, { ...SPONSORED, sponsor_logo_url: PNG_DATA_URL });
  const logoB = leagueB.sponsor_logo_url as string;
  expect(logoB).toMatch(/^\/api\/media\/logos\/[0-9a-f-]{36}\.png$/);
  return { a, b, leagueA, leagueB, logoB };
}

describe("a league's sponsor logo is its own", () => {
  it("an edit naming another league's logo is refused, and that league keeps its image", async () => {
    const { a, b, leagueA, leagueB, logoB } = await twoLeagues();
    const res = await patchLeague(a, leagueA.id, { sponsor_logo_url: logoB, name: "Taken Logo" });
    expect(res.status, res.text).toBe(400);
    expect(res.json.sponsor_logo_url).toEqual([
      "Keep this league's own logo or upload a new image",
    ]);
    // Nothing of the edit was stored.
    const after = (await call(`/api/leagues/${leagueA.id}/`, { token: a.token })).json;
    expect(after.name).toBe(leagueA.name);
    expect(after.sponsor_logo_url).toBeNull();
    // Clearing A's logo afterwards cannot reach B's image.
    expect((await patchLeague(a, leagueA.id, { sponsor_logo_url: "" })).status).toBe(200);
    expect(await logoOf(b, leagueB.id)).toBe(logoB);
    expect(await stored(logoB)).toBe(true);
  });

  it("a new league naming another league's logo is refused and not created", async () => {
    const { a, b, leagueB, logoB } = await twoLeagues();
    const name = `Copycat ${Math.random().toString(36).slice(2, 8)}`;
    const res = await call("/api/leagues/", {
      token: a.token,
      body: { name, ...SPONSORED, sponsor_logo_url: logoB },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json.sponsor_logo_url).toEqual([
      "Keep this league's own logo or upload a new image",
    ]);
    const created = await env.DB.prepare("SELECT COUNT(*) AS n FROM leagues WHERE name = ?")
      .bind(name)
      .first<{ n: number }>();
    expect(created!.n).toBe(0);
    expect(await logoOf(b, leagueB.id)).toBe(logoB);
    expect(await stored(logoB)).toBe(true);
  });

  it("an edit sending the league's own logo back keeps it", async () => {
    const { b, leagueB, logoB } = await twoLeagues();
    const res = await patchLeague(b, leagueB.id, { sponsor_logo_url: logoB, name: "Renamed" });
    expect(res.status, res.text).toBe(200);
    expect(res.json.sponsor_logo_url).toBe(logoB);
    expect(await logoOf(b, leagueB.id)).toBe(logoB);
    expect(await stored(logoB)).toBe(true);
  });

  it("clearing a logo deletes the image only once no league refers to it", async () => {
    // Two leagues sharing one image, as issue 42 (N2) could leave them before it was closed.
    const { a, b, leagueA, leagueB, logoB } = await twoLeagues();
    await env.DB.prepare("UPDATE leagues SET sponsor_logo_url = ? WHERE id = ?")
      .bind(logoB, leagueA.id)
      .run();
    expect((await patchLeague(a, leagueA.id, { sponsor_logo_url: "" })).status).toBe(200);
    expect(await logoOf(a, leagueA.id)).toBeNull();
    expect(await stored(logoB)).toBe(true);

    expect((await patchLeague(b, leagueB.id, { sponsor_logo_url: null })).status).toBe(200);
    expect(await stored(logoB)).toBe(false);
  });
});

describe("an avatar is its user's own", () => {
  it("a profile edit naming another user's avatar is refused, and that user keeps their image", async () => {
    const owner = await createUser();
    const other = await createUser();
    const patchProfile = (user: TestUser, body: Record<string, unknown>) =>
      call("/api/users/profile/", { method: "PATCH", token: user.token, body });
    const avatar = (await patchProfile(owner, { avatar: PNG_DATA_URL })).json.avatar as string;
    expect(avatar).toMatch(/^\/api\/media\/avatars\//);
    const res = await patchProfile(other, { avatar });
    expect(res.status, res.text).toBe(400);
    expect(res.json.avatar).toBeDefined();
    expect((await patchProfile(other, { avatar: null })).status).toBe(200);
    expect(await stored(avatar)).toBe(true);
    expect((await call("/api/users/profile/", { token: owner.token })).json.avatar).toBe(avatar);
  });
});
