/**
 * A league's standings answer reuses the league row this isolate read for the same viewer while
 * the league and season stamps hold (migrations/0024, ADR 1001). These tests read through that
 * kept row and prove every change behind it shows on the next read, for the right viewer only.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser as User } from "./support";
import { createLeague, joinWithCode, setWeekPoints } from "./fixtures/leagues";

const standings = (leagueId: number, user: User) =>
  call(`/api/leagues/${leagueId}/standings/`, { token: user.token });
const fullStandings = (leagueId: number, user: User) =>
  call(`/api/standings/${leagueId}/full_standings/`, { token: user.token });

const leagueStamp = async () =>
  (await env.DB.prepare("SELECT version FROM league_versions WHERE id = 1").first<{
    version: number;
  }>())!.version;

async function privateLeague() {
  const commissioner = await createUser();
  const member = await createUser();
  const league = await createLeague(commissioner.token, { league_type: "private" });
  expect((await joinWithCode(member.token, league.code)).status).toBe(200);
  return { commissioner, member, league };
}

describe("standings read through the kept league row", () => {
  it("a removed member loses a private league's standings at once", async () => {
    const { commissioner, member, league } = await privateLeague();
    expect((await standings(league.id, member)).status).toBe(200);
    expect((await standings(league.id, member)).status).toBe(200);
    expect((await fullStandings(league.id, member)).status).toBe(200);
    const kick = await call(`/api/leagues/${league.id}/kick_member/`, {
      token: commissioner.token,
      body: { user_id: member.id },
    });
    expect(kick.status, kick.text).toBe(200);
    expect((await standings(league.id, member)).status).toBe(404);
    expect((await fullStandings(league.id, member)).status).toBe(404);
    // The commissioner's own kept row moved too: the member is gone from their table.
    const table = await standings(league.id, commissioner);
    expect(table.json.standings.map((r: { user_id: number }) => r.user_id)).toEqual([
      commissioner.id,
    ]);
  });

  it("a stranger sees a league only while it is public", async () => {
    const { commissioner, league } = await privateLeague();
    const stranger = await createUser();
    expect((await standings(league.id, stranger)).status).toBe(404);
    const patch = (league_type: string) =>
      call(`/api/leagues/${league.id}/`, {
        method: "PATCH",
        token: commissioner.token,
        body: { league_type },
      });
    expect((await patch("public")).status).toBe(200);
    expect((await standings(league.id, stranger)).status).toBe(200);
    expect((await patch("private")).status).toBe(200);
    expect((await standings(league.id, stranger)).status).toBe(404);
    expect((await fullStandings(league.id, stranger)).status).toBe(404);
  });

  it("graded points, a renamed league and a renamed member show on the next read", async () => {
    const { commissioner, member, league } = await privateLeague();
    const first = await standings(league.id, member);
    expect(first.json.standings.every((r: { total_points: number }) => r.total_points === 0)).toBe(
      true,
    );
    await setWeekPoints(league.id, member.id, 1, { points: 3, wins: 3, correct: 3 });
    const graded = await standings(league.id, member);
    expect(graded.json.standings[0]).toMatchObject({ user_id: member.id, total_points: 3 });

    await env.DB.prepare("UPDATE leagues SET name = 'Renamed League' WHERE id = ?")
      .bind(league.id)
      .run();
    expect((await standings(league.id, member)).json.league_name).toBe("Renamed League");

    const name = `renamed_${commissioner.id}`;
    await env.DB.prepare("UPDATE users SET username = ? WHERE id = ?")
      .bind(name, commissioner.id)
      .run();
    const renamed = await fullStandings(league.id, member);
    expect(
      renamed.json.members.find((r: { user_id: number }) => r.user_id === commissioner.id).username,
    ).toBe(name);
  });

  it("marks each viewer as themselves and keeps a member's league from a stranger", async () => {
    const { commissioner, member, league } = await privateLeague();
    const stranger = await createUser();
    for (const viewer of [member, commissioner, member, commissioner]) {
      const res = await standings(league.id, viewer);
      expect(res.status).toBe(200);
      const marked = res.json.standings.filter(
        (r: { is_current_user: boolean }) => r.is_current_user,
      );
      expect(marked.map((r: { user_id: number }) => r.user_id)).toEqual([viewer.id]);
      // Byte for byte the JSON the screens parse: no text spliced out of shape.
      expect(res.text).toBe(JSON.stringify(res.json));
      // Read right after a member: the private league stays unknown to them.
      expect((await standings(league.id, stranger)).status).toBe(404);
    }
  });

  it("the league stamp moves with a join, a setting, points and a creator's new name", async () => {
    const { commissioner, league } = await privateLeague();
    const moved = async (change: () => Promise<unknown>) => {
      const before = await leagueStamp();
      await change();
      return (await leagueStamp()) !== before;
    };
    const joiner = await createUser();
    expect(await moved(() => joinWithCode(joiner.token, league.code))).toBe(true);
    expect(
      await moved(() =>
        env.DB.prepare("UPDATE leagues SET picks_per_week = 3 WHERE id = ?").bind(league.id).run(),
      ),
    ).toBe(true);
    expect(await moved(() => setWeekPoints(league.id, joiner.id, 2, { points: 1 }))).toBe(true);
    expect(
      await moved(() =>
        env.DB.prepare("UPDATE users SET username = ? WHERE id = ?")
          .bind(`creator_${commissioner.id}`, commissioner.id)
          .run(),
      ),
    ).toBe(true);
    // A change no league shows (a user in no league) leaves it, so kept rows stay in use.
    const loner = await createUser();
    expect(
      await moved(() =>
        env.DB.prepare("UPDATE users SET username = ? WHERE id = ?")
          .bind(`loner_${loner.id}`, loner.id)
          .run(),
      ),
    ).toBe(false);
  });
});
