/**
 * Pick reminders on the dev clock (issue 14; spec 000 section 7): 24 h and 1 h before the next
 * deadline, once per league, week and threshold.
 */
import { describe, expect, it } from "vitest";
import type { Notification } from "#domain/notifications/contract";
import { freshToken, insertGame, insertPick, leagueWithMembers } from "./fixtures/leagues";
import { leave } from "./notifications-support";
import { call, createUser, setClock, type TestUser as User } from "./support";

describe("pick reminders on the dev clock", () => {
  it("24 h and 1 h before the next deadline, once per league, week and threshold; none when complete or gone", async () => {
    // Week 9 of the fixture season: kickoff Saturday 2 Nov 2024 20:00 UTC (4 PM EDT).
    const kickoff = "2024-11-02T20:00:00.000Z";
    const at = (hoursBefore: number, minutes = 0) =>
      new Date(Date.parse(kickoff) - hoursBefore * 3_600_000 - minutes * 60_000).toISOString();
    await setClock(at(30));
    const fresh = async (u: User) => ({ ...u, token: await freshToken(u) });
    const [undone, complete, gone, noLock, withLock] = await Promise.all(
      Array.from({ length: 5 }, async () => fresh(await createUser())),
    );
    const plain = await leagueWithMembers([undone!, complete!, gone!], {
      submission_deadline: "game_time",
      picks_per_week: 1,
      enable_locks: false,
    });
    const locks = await leagueWithMembers([noLock!, withLock!], {
      submission_deadline: "game_time",
      picks_per_week: 1,
      enable_locks: true,
    });
    const game = await insertGame({ week: 9, kickoff });
    await insertPick({ userId: complete!.id, leagueId: plain.league.id, gameId: game, week: 9 });
    await insertPick({ userId: noLock!.id, leagueId: locks.league.id, gameId: game, week: 9 });
    await insertPick({
      userId: withLock!.id,
      leagueId: locks.league.id,
      gameId: game,
      week: 9,
      isLock: true,
    });
    await leave(gone!, plain.league.id);

    const reminders = async (u: User) =>
      (await call("/api/notifications/?type=reminders", { token: await freshToken(u) })).json
        .results as Notification[];

    // 30 h before: nothing yet.
    expect(await reminders(undone!)).toHaveLength(0);
    // 24 h before (and the job again an hour later): one each for whoever still has to act.
    await setClock(at(23, 59));
    await setClock(at(23));
    const first = await reminders(undone!);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      notification_type: "pick_reminder",
      league_name: plain.league.name,
      action_url: `/sportsbook?league=${plain.league.id}&week=9`,
      object_type: "league",
      object_id: plain.league.id,
    });
    expect(first[0]!.title).toBe("Picks lock tomorrow");
    expect(await reminders(plain.owner)).toHaveLength(1);
    expect(await reminders(complete!)).toHaveLength(0);
    expect(await reminders(gone!)).toHaveLength(0);
    expect(await reminders(noLock!)).toHaveLength(1);
    expect((await reminders(noLock!))[0]!.message).toContain("your lock");
    expect(await reminders(withLock!)).toHaveLength(0);

    // Cleared, the 24 h reminder is not raised again by the next run of the job.
    const cleared = await call("/api/notifications/clear_all/", {
      method: "DELETE",
      token: await freshToken(noLock!),
    });
    expect(cleared.status).toBe(200);
    await setClock(at(22));
    expect(await reminders(noLock!)).toHaveLength(0);

    // The commissioner completes the week after the 24 h reminder.
    await insertPick({ userId: plain.owner.id, leagueId: plain.league.id, gameId: game, week: 9 });
    // 1 h before, twice: one more.
    await setClock(at(0, 50));
    await setClock(at(0, 30));
    const both = await reminders(undone!);
    expect(both.map((n) => n.title)).toEqual(["Picks lock within the hour", "Picks lock tomorrow"]);
    expect(await reminders(complete!)).toHaveLength(0);
    expect(await reminders(gone!)).toHaveLength(0);
    expect((await reminders(noLock!)).map((n) => n.title)).toEqual(["Picks lock within the hour"]);

    // Picks made after the 24 h reminder: no 1 h reminder.
    expect(await reminders(plain.owner)).toHaveLength(1);
    // After the deadline: nothing more.
    await setClock(at(-1));
    expect(await reminders(undone!)).toHaveLength(2);
  });
});
