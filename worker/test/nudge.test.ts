/**
 * The commissioner's nudge on real D1 (issue 48, ADR 0410): it reaches only the active members
 * whose week is not complete (the weekly picks answer's rule, survivor weeks too), never the
 * commissioner, with the week's deadline in the text; once per league and week (429 after, and a
 * retried request with its Idempotency-Key replays the answer); refused to anyone but the
 * commissioner; and the weekly picks answer tells the commissioner only how many members get
 * push, never who.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { localParts } from "#domain/calendar";
import { insertGame, insertLeague } from "./fixtures/sportsbook";
import { survivorPoolWithOneOut } from "./fixtures/survivor";
import { commissionerKit } from "./commissioner-support";
import { call, createUser, expectErrorShape, type TestUser } from "./support";

const { season, hours, setup, homeSpread, submit, bell } = commissionerKit();

const nudge = (user: TestUser, leagueId: number, body: unknown, key?: string) =>
  call(`/api/leagues/${leagueId}/nudge/`, {
    token: user.token,
    body,
    headers: key ? { "idempotency-key": key } : {},
  });

const nudges = async (leagueId: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM league_nudges WHERE league_id = ?")
    .bind(leagueId)
    .first<{ n: number }>())!.n;

const nudgesIn = async (user: TestUser) =>
  (await bell(user)).filter((n) => n.message.includes("nudged you"));

/** 'Sat 12:00 PM ET', read by the platform's own clock of the league's zone. */
const etText = (iso: string) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("weekday")} ${part("hour")}:${part("minute")} ${part("dayPeriod")} ET`;
};

const addSubscription = (userId: number) =>
  env.DB.prepare(
    "INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, created_at, updated_at) VALUES (?, NULL, ?, 'k', 'a', ?, ?)",
  )
    .bind(userId, `https://push.example.net/${crypto.randomUUID()}`, "2024-01-01", "2024-01-01")
    .run();

describe("the commissioner's nudge", () => {
  it("reaches only the members without a complete week, with the deadline in the text, and says how many", async () => {
    const { owner, member, games, league } = await setup({ picksPerWeek: 1, enableLocks: false });
    const done = await createUser();
    const left = await createUser();
    await env.DB.batch(
      [done, left].map((u) =>
        env.DB.prepare(
          "INSERT INTO league_members (league_id, user_id, role, status, joined_at) VALUES (?, ?, 'member', ?, '2024-01-01')",
        ).bind(league.id, u.id, u === left ? "left" : "active"),
      ),
    );
    const picked = await submit(done, league.id, [homeSpread(games[0]!)]);
    expect(picked.status, picked.text).toBe(201);

    const res = await nudge(owner, league.id, { week: 5 });
    expect(res.status, res.text).toBe(201);
    // The member without picks; not the one who picked, not the one who left, not the
    // commissioner (whose own week is incomplete too).
    expect(res.json).toMatchObject({ week: 5, nudged: 1 });
    const deadline = res.json.deadline as string;
    // The week's earliest open game, at kickoff (the league's deadline rule).
    expect(Date.parse(deadline)).toBeLessThanOrEqual(Date.parse(games[0]!.kickoffAt));
    expect(Date.parse(deadline)).toBeGreaterThan(Date.now() - 3600_000 * 24 * 365 * 50);

    const told = await nudgesIn(member);
    expect(told).toEqual([
      expect.objectContaining({
        notification_type: "pick_reminder",
        title: "Your picks are due",
        message: `${owner.username} nudged you: Week 5 picks for ${league.name} are due ${etText(deadline)}`,
        action_url: `/sportsbook?league=${league.id}&week=5`,
      }),
    ]);
    expect(await nudgesIn(done)).toEqual([]);
    expect(await nudgesIn(left)).toEqual([]);
    expect(await nudgesIn(owner)).toEqual([]);
  });

  it("names the league's own deadline: Saturday noon ET", async () => {
    const owner = await createUser();
    const member = await createUser();
    // The first Saturday 8 PM ET a day or more away: its noon deadline is still ahead.
    let h = 24;
    while (!(localParts(hours(h)).weekday === 5 && localParts(hours(h)).hour === 20)) h++;
    const game = await insertGame(season, { week: 7, kickoffAt: hours(h) });
    const league = await insertLeague(season, [owner, member], {
      submissionDeadline: "saturday_noon",
    });
    const res = await nudge(owner, league.id, { week: 7 });
    expect(res.status, res.text).toBe(201);
    expect(etText(res.json.deadline)).toBe("Sat 12:00 PM ET");
    expect(Date.parse(res.json.deadline)).toBeLessThanOrEqual(Date.parse(game.kickoffAt));
    const [told] = await nudgesIn(member);
    expect(told!.message).toBe(
      `${owner.username} nudged you: Week 7 picks for ${league.name} are due Sat 12:00 PM ET`,
    );
  });

  it("nudges once per member and week: a second nudge is a 429, a retried request replays its answer", async () => {
    const { owner, member, league } = await setup();
    const key = crypto.randomUUID();
    const first = await nudge(owner, league.id, { week: 5 }, key);
    expect(first.status, first.text).toBe(201);
    const replay = await nudge(owner, league.id, { week: 5 }, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual(first.json);

    const again = await nudge(owner, league.id, { week: 5 }, crypto.randomUUID());
    expect(again.status).toBe(429);
    expectErrorShape(again.json, "second nudge");
    expect(again.json.error).toBe(
      "You already nudged this league for Week 5: each member hears once per week.",
    );
    expect(await nudges(league.id)).toBe(1);
    expect(await nudgesIn(member)).toHaveLength(1);
  });

  it("nudges a survivor member without the week's team, not one who picked or is out", async () => {
    const [owner, picker, idle, outcast] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
    ];
    const game = await insertGame(season, { week: 5, kickoffAt: hours(5) });
    const league = await survivorPoolWithOneOut(season, [owner, picker, idle, outcast], outcast);
    const picked = await call(`/api/leagues/${league.id}/survivor/pick/`, {
      token: picker.token,
      body: { week: 5, game_id: game.id, team_id: game.homeTeamId },
    });
    expect(picked.status, picked.text).toBe(200);

    const res = await nudge(owner, league.id, { week: 5 });
    expect(res.status, res.text).toBe(201);
    expect(res.json.nudged).toBe(1);
    const [told] = await nudgesIn(idle);
    expect(told).toMatchObject({
      title: "Your survivor pick is due",
      action_url: `/leagues/${league.id}`,
    });
    expect(told!.message).toContain(`Week 5 survivor pick for ${league.name} is due`);
    expect(await nudgesIn(picker)).toEqual([]);
    expect(await nudgesIn(outcast)).toEqual([]);
  });

  it("refuses a member (403), a stranger and an unknown league (404), bad weeks (400), storing nothing", async () => {
    const { owner, member, stranger, league } = await setup();
    const asMember = await nudge(member, league.id, { week: 5 });
    expect(asMember.status).toBe(403);
    expect(asMember.json.error).toBe("Only the commissioner can do this");
    expect((await nudge(stranger, league.id, { week: 5 })).status).toBe(404);
    expect((await nudge(owner, 99999999, { week: 5 })).status).toBe(404);
    expect((await call(`/api/leagues/${league.id}/nudge/`, { body: { week: 5 } })).status).toBe(
      401,
    );
    for (const body of [{}, { week: "5" }, { week: 5.5 }, { week: -1 }, { week: 99 }]) {
      const res = await nudge(owner, league.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(res.json, JSON.stringify(body));
    }
    // A week with no game still open: nothing to nudge about.
    const closed = await nudge(owner, league.id, { week: 3 });
    expect(closed.status).toBe(400);
    expect(closed.json.error).toBe(
      "Week 3's picks are closed: there is nothing left to nudge about.",
    );
    expect(await nudges(league.id)).toBe(0);
    expect(await nudgesIn(member)).toEqual([]);
  });

  it("refuses a week everybody has picked (400), storing nothing", async () => {
    const { owner, member, games, league } = await setup({ picksPerWeek: 1, enableLocks: false });
    expect((await submit(member, league.id, [homeSpread(games[1]!)])).status).toBe(201);
    const res = await nudge(owner, league.id, { week: 5 });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Everyone has made their picks for Week 5: nobody to nudge.");
    expect(await nudges(league.id)).toBe(0);
  });
});

describe("the commissioner's push reach", () => {
  it("counts the members who get push, never names them, and is absent for a member", async () => {
    const { owner, member, league } = await setup();
    const third = await createUser();
    await env.DB.prepare(
      "INSERT INTO league_members (league_id, user_id, role, status, joined_at) VALUES (?, ?, 'member', 'active', '2024-01-01')",
    )
      .bind(league.id, third.id)
      .run();
    await addSubscription(member.id);
    await addSubscription(member.id);
    await addSubscription(owner.id);
    const stranger = await createUser();
    await addSubscription(stranger.id);

    const read = (user: TestUser) =>
      call(`/api/leagues/${league.id}/weekly_picks/?week=5`, { token: user.token });
    const asOwner = await read(owner);
    expect(asOwner.status, asOwner.text).toBe(200);
    expect(asOwner.json.nudge).toEqual({ members: 3, push_members: 2, nudged_at: null });
    // Counts only: no id or name rides along.
    expect(Object.keys(asOwner.json.nudge).sort()).toEqual([
      "members",
      "nudged_at",
      "push_members",
    ]);

    const asMember = await read(member);
    expect(asMember.status).toBe(200);
    expect(asMember.json).not.toHaveProperty("nudge");
    expect(asMember.text).not.toContain("push_members");

    expect((await nudge(owner, league.id, { week: 5 })).status).toBe(201);
    const after = await read(owner);
    expect(after.json.nudge.nudged_at).toEqual(expect.any(String));
  });
});
