/**
 * Locks, the newer screen's POST /api/picks/ and a pick's sharing: one lock, never on another
 * user's pick or after kickoff, frozen for a removed member.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertGame, insertLeague } from "./fixtures/sportsbook";
import { sportsbookKit } from "./sportsbook-support";
import { call, createUser } from "./support";

const { season, hours, spreadPick, submit, setup } = sportsbookKit();

describe("locks, the newer screen and sharing", () => {
  it("sets a lock once, never on another user's pick, never after kickoff", async () => {
    const { user, games, league } = await setup({}, 12);
    const res = await submit(user, {
      league_id: league.id,
      picks: [spreadPick(games[0]!), spreadPick(games[1]!)],
    });
    const [p1, p2] = res.json.picks;
    const stranger = await createUser();
    const stolen = await call(`/api/picks/${p1.id}/set_lock/`, {
      method: "POST",
      token: stranger.token,
    });
    expect(stolen.status).toBe(404);
    expect(stolen.json.error).toBe("Pick not found");
    const shared = await call(`/api/users/picks/${p1.id}/sharing/`, {
      method: "PUT",
      token: stranger.token,
      body: { is_shared_early: true },
    });
    expect(shared.status).toBe(404);

    const ok = await call(`/api/picks/${p1.id}/set_lock/`, { method: "POST", token: user.token });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ message: "Lock set successfully!", pick: { is_lock: true } });
    const read = await call(`/api/user-picks/?league_id=${league.id}&week=12`, {
      token: user.token,
    });
    expect(read.json.picks.find((p: { id: number }) => p.id === p1.id)).toEqual(ok.json.pick);
    const second = await call(`/api/picks/${p2.id}/set_lock/`, {
      method: "POST",
      token: user.token,
    });
    expect(second.status).toBe(400);
    expect(second.json.error).toBe("You already have a lock pick for this week");
    await expect(
      env.DB.prepare("UPDATE picks SET is_lock = 0 WHERE id = ?").bind(p1.id).run(),
    ).rejects.toThrow(/lock_permanent/);
    await expect(
      env.DB.prepare("UPDATE picks SET spread_at_pick = 10 WHERE id = ?").bind(p1.id).run(),
    ).rejects.toThrow(/pick_immutable/);

    const mine = await call(`/api/users/picks/${p2.id}/sharing/`, {
      method: "PUT",
      token: user.token,
      body: { is_shared_early: true },
    });
    expect(mine.json).toEqual({ id: p2.id, is_shared_early: true });
  });

  it("freezes a removed member's old picks: no lock, no sharing change", async () => {
    const commissioner = await createUser();
    const member = await createUser();
    const g = await insertGame(season, { week: 14, kickoffAt: hours(5) });
    const league = await insertLeague(season, [commissioner, member]);
    const res = await submit(member, { league_id: league.id, picks: [spreadPick(g)] });
    const pickId = res.json.picks[0].id;
    const kicked = await call(`/api/leagues/${league.id}/kick_member/`, {
      token: commissioner.token,
      body: { user_id: member.id },
    });
    expect(kicked.status).toBe(200);

    const lock = await call(`/api/picks/${pickId}/set_lock/`, {
      method: "POST",
      token: member.token,
    });
    expect(lock.status).toBe(403);
    expect(lock.json.error).toBe("You are not a member of this league");
    const sharing = await call(`/api/users/picks/${pickId}/sharing/`, {
      method: "PUT",
      token: member.token,
      body: { is_shared_early: true },
    });
    expect(sharing.status).toBe(403);
    const stored = await env.DB.prepare("SELECT is_lock, is_shared_early FROM picks WHERE id = ?")
      .bind(pickId)
      .first<{ is_lock: number; is_shared_early: number }>();
    expect(stored).toEqual({ is_lock: 0, is_shared_early: 0 });
  });

  it("refuses a lock when the game has started or locks are off", async () => {
    const user = await createUser();
    const g = await insertGame(season, { week: 13, kickoffAt: hours(2) });
    const league = await insertLeague(season, [user]);
    const res = await submit(user, { league_id: league.id, picks: [spreadPick(g)] });
    await env.DB.prepare("UPDATE games SET status = 'live' WHERE id = ?").bind(g.id).run();
    const late = await call(`/api/picks/${res.json.picks[0].id}/set_lock/`, {
      method: "POST",
      token: user.token,
    });
    expect(late.json.error).toBe("Cannot change lock status - game has already started");

    const noLocks = await insertLeague(season, [user], { enableLocks: false });
    const g2 = await insertGame(season, { week: 13, kickoffAt: hours(3) });
    const made = await submit(user, { league_id: noLocks.id, picks: [spreadPick(g2)] });
    const off = await call(`/api/picks/${made.json.picks[0].id}/set_lock/`, {
      method: "POST",
      token: user.token,
    });
    expect(off.json.error).toBe("Locks are not enabled for this league");
  });

  it("POST /api/picks/ creates one pick with the newer screen's alerts", async () => {
    const { user, games, league } = await setup({ allowedBetTypes: ["spread", "over_under"] }, 14);
    const g = games[0]!;
    const made = await call("/api/picks/", {
      token: user.token,
      body: {
        game: g.id,
        betType: "total",
        selection: "under",
        leagueId: league.id,
        week: 14,
        isLock: true,
      },
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      pick_type: "over_under",
      picked_value: "under",
      total_at_pick: 52.5,
      is_lock: true,
    });
    const read = await call(`/api/user-picks/?league_id=${league.id}&week=14`, {
      token: user.token,
    });
    expect(read.json.picks).toEqual([made.json]);
    const dup = await call("/api/picks/", {
      token: user.token,
      body: { game: g.id, betType: "total", selection: "over", leagueId: league.id, week: 14 },
    });
    expect(dup.json.error).toBe("You already have a pick for this game and bet type");
    const ml = await call("/api/picks/", {
      token: user.token,
      body: { game: g.id, betType: "moneyline", selection: "home", leagueId: league.id, week: 14 },
    });
    expect(ml.json.error).toBe("This pick violates league restrictions");
    const noLeague = await call("/api/picks/", {
      token: user.token,
      body: { game: g.id, betType: "spread", selection: "home", week: 14 },
    });
    expect(noLeague.json.error).toBe("Please select a league first");
  });
});
