/**
 * POST /api/leagues/{id}/commissioner/enter_pick/: the commissioner enters a member's week as the
 * member would submit it (the league's rules, caps and the server's odds), only for games not yet
 * kicked off; the act is logged, the member told, and the log hides the picks from other members
 * until kickoff.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import { createUser, serverNowForTests, setClock } from "./support";
import { insertGame, insertLeague } from "./fixtures/sportsbook";
import { freshToken } from "./fixtures/leagues";
import { commissionerKit } from "./commissioner-support";

const { season, hours, setup, homeSpread, act, submit, log, bell } = commissionerKit();

describe("POST /api/leagues/{id}/commissioner/enter_pick/", () => {
  it("stores the member's picks at the server's line, logs the act and tells the member", async () => {
    const { owner, member, games, league } = await setup();
    const res = await act(owner, league.id, "enter_pick", {
      user_id: member.id,
      week: 5,
      picks: [homeSpread(games[0]!), { ...homeSpread(games[1]!), picked_value: "+40" }],
      lock_pick_index: 1,
      reason: "  Member's phone died at the tailgate  ",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.picks).toHaveLength(2);
    expect(res.json.picks[0]).toMatchObject({ is_lock: false, spread_at_pick: -3.5 });
    expect(res.json.picks[1]).toMatchObject({ is_lock: true, spread_at_pick: -3.5 });
    // The member's own list shows the picks as theirs.
    const stored = await env.DB.prepare(
      "SELECT user_id, spread_at_pick, odds_at_pick, is_lock FROM picks WHERE league_id = ? ORDER BY game_id",
    )
      .bind(league.id)
      .all();
    expect(stored.results).toEqual([
      { user_id: member.id, spread_at_pick: -3.5, odds_at_pick: -110, is_lock: 0 },
      { user_id: member.id, spread_at_pick: -3.5, odds_at_pick: -110, is_lock: 1 },
    ]);

    const entry = res.json.entry;
    expect(entry).toMatchObject({
      actor_username: owner.username,
      action: "enter_pick",
      target_username: member.username,
      reason: "Member's phone died at the tailgate",
      before: { week: 5, picks: [] },
    });
    expect(entry.after.picks.map((p: { pick: string }) => p.pick)).toEqual([
      "TEX -3.5",
      "TEX -3.5",
    ]);
    const listed = await log(owner, league.id);
    expect(listed.status).toBe(200);
    expect(listed.json.entries).toEqual([entry]);
    expect(typeof entry.id).toBe("number");

    // (The member may also earn an achievement by the picks: only the league update is the act's.)
    const told = (await bell(member)).filter((n) => n.notification_type === "league_update");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      notification_type: "league_update",
      title: "The commissioner entered your picks",
      action_url: `/leagues/${league.id}`,
    });
    expect(told[0]!.message).toContain(`@${owner.username}`);
    expect(await bell(owner)).toHaveLength(0);
  });

  it("hides the entered picks from other members until their games kick off", async () => {
    const { owner, member, games } = await setup();
    const third = await createUser();
    const league = await insertLeague(season, [owner, member, third]);
    expect(
      (
        await act(owner, league.id, "enter_pick", {
          user_id: member.id,
          week: 5,
          picks: [homeSpread(games[0]!)],
          reason: "late",
        })
      ).status,
    ).toBe(201);
    const seenByThird = (await log(third, league.id)).json.entries[0];
    expect(seenByThird.after.picks).toEqual([
      { game_id: games[0]!.id, kickoff_at: games[0]!.kickoffAt, hidden: true },
    ]);
    const seenByMember = (await log(member, league.id)).json.entries[0];
    expect(seenByMember.after.picks[0]).toMatchObject({ pick: "TEX -3.5" });
  });

  it("may enter a pick after the league's own deadline, until kickoff", async () => {
    const { owner, member } = await setup();
    // The server clock moves to a Wednesday noon ET (mid deadline week, whatever day the test
    // runs); the league's custom deadline was a minute before it, the game kicks off ten
    // minutes after it.
    const start = await serverNowForTests();
    const et = (at: Date) =>
      Object.fromEntries(
        new Intl.DateTimeFormat("en-US", {
          timeZone: "America/New_York",
          weekday: "short",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        })
          .formatToParts(at)
          .map((p) => [p.type, p.value]),
      );
    let at = new Date(start.getTime() + 3600_000);
    while (!(et(at).weekday === "Wed" && et(at).hour === "12"))
      at = new Date(at.getTime() + 3600_000);
    const parts = et(new Date(at.getTime() - 60_000));
    await setClock(at.toISOString());
    onTestFinished(() => setClock(start.toISOString()));
    // Their tokens were signed on the clock before the move.
    owner.token = await freshToken(owner);
    member.token = await freshToken(member);
    const game = await insertGame(season, {
      week: 8,
      kickoffAt: new Date(at.getTime() + 10 * 60_000),
    });
    const league = await insertLeague(season, [owner, member], { submissionDeadline: "custom" });
    await env.DB.prepare(
      "UPDATE leagues SET custom_deadline_day = ?, custom_deadline_time = ? WHERE id = ?",
    )
      .bind(
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday!),
        `${parts.hour}:${parts.minute}`,
        league.id,
      )
      .run();
    const own = await submit(member, league.id, [homeSpread(game)], 8);
    expect(own.status).toBe(400);
    expect(own.json.error).toBe("The league's pick deadline for this game has passed");
    const entered = await act(owner, league.id, "enter_pick", {
      user_id: member.id,
      week: 8,
      picks: [homeSpread(game)],
      reason: "Missed the deadline by a minute",
    });
    expect(entered.status, entered.text).toBe(201);
    const stored = await env.DB.prepare(
      "SELECT user_id, deadline_at FROM picks WHERE league_id = ?",
    )
      .bind(league.id)
      .all();
    expect(stored.results).toEqual([{ user_id: member.id, deadline_at: game.kickoffAt }]);
  });

  it("refuses a game that has kicked off, storing nothing", async () => {
    const { owner, member } = await setup();
    const started = await insertGame(season, { week: 6, kickoffAt: hours(-0.5), status: "live" });
    const open = await insertGame(season, { week: 6, kickoffAt: hours(3) });
    const league = await insertLeague(season, [owner, member]);
    const late = await act(owner, league.id, "enter_pick", {
      user_id: member.id,
      week: 6,
      picks: [homeSpread(open), homeSpread(started)],
      reason: "late",
    });
    expect(late.status).toBe(400);
    expect(late.json.error).toMatch(/kicked off/);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM picks WHERE league_id = ?")
      .bind(league.id)
      .first<{ n: number }>();
    expect(count!.n).toBe(0);
    expect((await log(owner, league.id)).json.entries).toEqual([]);
    expect(await bell(member)).toEqual([]);
  });

  it("applies the member's rules: the league's cap and allowed bet types", async () => {
    const { owner, member, games } = await setup();
    const league = await insertLeague(season, [owner, member], {
      picksPerWeek: 1,
      allowedBetTypes: ["spread"],
    });
    const over = await act(owner, league.id, "enter_pick", {
      user_id: member.id,
      week: 5,
      picks: [homeSpread(games[0]!), homeSpread(games[1]!)],
      reason: "two",
    });
    expect(over.status).toBe(400);
    const total = await act(owner, league.id, "enter_pick", {
      user_id: member.id,
      week: 5,
      picks: [
        {
          game_id: games[0]!.id,
          pick_type: "over_under",
          game_portion: "full_game",
          picked_value: "over",
        },
      ],
      reason: "total",
    });
    expect(total.status).toBe(400);
    expect((await log(owner, league.id)).json.entries).toEqual([]);
  });

  it("refuses in a survivor league with a clear message", async () => {
    const { owner, member, games, league } = await setup();
    await env.DB.prepare("UPDATE leagues SET pool_format = 'survivor' WHERE id = ?")
      .bind(league.id)
      .run();
    const res = await act(owner, league.id, "enter_pick", {
      user_id: member.id,
      week: 5,
      picks: [homeSpread(games[0]!)],
      reason: "survivor",
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/survivor/i);
  });
});
