/**
 * The demo seed's notifications tell the seeded truth (issue 43): its pick reminder is the one the
 * live job would send at the seed's moment, counting the fan's own picks, never a made-up count;
 * friends are not asked to become friends; no league update for settings that never changed.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { setSimulatedNow } from "#worker/http/clock";
// The seed step itself (scripts/ has no alias; it is not part of the app).
// eslint-disable-next-line no-restricted-imports
import { seedDemoNotifications } from "../../scripts/seed-demo-notifications";
import { createLeague, freshToken, insertGame, insertPick, joinWithCode } from "./fixtures/leagues";
import { ofType } from "./notifications-support";
import { createUser } from "./support";

describe("the demo seed's notifications", () => {
  it("say what the seeded state says: friends are friends, reminders as the live job sends them", async () => {
    // Week 9 of the fixture season: kickoff Saturday 2 Nov 2024 20:00 UTC.
    const kickoff = "2024-11-02T20:00:00.000Z";
    const before = (hours: number) => new Date(Date.parse(kickoff) - hours * 3_600_000);
    await setSimulatedNow(env.DB, before(60));
    const alice = await createUser({ username: "alice" });
    const bob = await createUser({ username: "bob" });
    const league = await createLeague(alice.token, {
      submission_deadline: "game_time",
      picks_per_week: 5,
      enable_locks: true,
    });
    expect((await joinWithCode(bob.token, league.code)).status).toBe(200);
    await env.DB.prepare("UPDATE leagues SET code = 'PUBDEM24' WHERE id = ?").bind(league.id).run();
    const game = await insertGame({ week: 9, kickoff });
    await insertPick({ userId: alice.id, leagueId: league.id, gameId: game, week: 9 });
    const fresh = async (u: typeof alice) => ({ ...u, token: await freshToken(u) });
    // alice asked bob three days ago and he accepted (scripts/seed-demo-social.ts).
    const asked = before(72).toISOString();
    await env.DB.prepare(
      `INSERT INTO friendships (user_low, user_high, requester_id, recipient_id, status, created_at, responded_at)
       VALUES (?1, ?2, ?1, ?2, 'accepted', ?3, ?3)`,
    )
      .bind(alice.id, bob.id, asked)
      .run();

    // More than two days before the deadline the live job reminds nobody; nor does the seed.
    await seedDemoNotifications(env);
    expect(await ofType(await fresh(bob), "pick_reminder")).toEqual([]);
    expect(await ofType(await fresh(alice), "pick_reminder")).toEqual([]);
    expect(await ofType(await fresh(bob), "friend_request")).toEqual([]);
    expect(await ofType(await fresh(alice), "friend_request_accepted")).toHaveLength(1);
    expect(await ofType(await fresh(bob), "league_update")).toEqual([]);

    // Inside the last 24 hours: each fan's own count (bob owes 5, alice 4), and the lock.
    await setSimulatedNow(env.DB, before(20));
    await seedDemoNotifications(env);
    const [bobs] = await ofType(await fresh(bob), "pick_reminder");
    const [alices] = await ofType(await fresh(alice), "pick_reminder");
    expect(bobs?.message).toBe(
      `Week 9 in ${league.name}: 5 picks and your lock still to make, less than 24 hours before the deadline`,
    );
    expect(alices?.message).toContain(": 4 picks and your lock still to make");
  });
});
