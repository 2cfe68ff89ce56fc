/**
 * The outbox's promise under random faults (issue 42): every action a fan makes on the phone is
 * applied on the server exactly once, or refused with a reason the phone keeps; nothing else
 * appears; after the last sync the phone shows what the server holds; and what must come in order
 * (a vote or reply after its post, a lock after its pick, a delete after the create, the last
 * profile edit last) is applied in that order.
 *
 * Shape, and why: a Worker test, because here the real Worker (exports.default.fetch) and its
 * local D1 run in the same workerd as the real OutboxSender and PickemDB (fake-indexeddb), so no
 * server has to be spawned and each run costs a few hundred requests, not a browser. The fan's
 * actions are the features' own outbox rows and optimistic writes (sync-fan.ts); the faults are a
 * network between the two (sync-phone.ts): offline and back, an answer lost after the server
 * wrote, the server's memory dropped between its write and its answer, a request arriving twice,
 * a 503, an expired access token (the sender refreshes through the real /api/auth/refresh/), a page
 * reload between syncs and one while a request is in flight. The 4xx and 409 come from the real
 * server: a pick or lock after kickoff (the dev clock moves past one game), a reply or vote on a
 * post already deleted, `idempotency_in_progress` from a duplicate.
 *
 * Seeds: a fixed list runs in `npm test`; SYNC_SEEDS=200 adds that many more, SYNC_SEED=12345
 * replays one. A failing run prints its seed and the trace of actions and faults. Replays repeat
 * the same actions and faults; the interleaving of a duplicate's two copies is the runtime's.
 */
// First: Dexie finds IndexedDB when it loads (the shared `db` of web/offline/db.ts opens lazily).
import { SERVER_PICK_TEXTS } from "#domain/picks/server-texts";
import "fake-indexeddb/auto";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { nextVote } from "#domain/board/votes";
import { PICK_TEXTS } from "#domain/picks/rules";
import type { BoardPage, UserVote } from "#domain/board/contract";
import type { SubmittedPick } from "#domain/picks/contract";
import type { OutboxRow } from "#web/offline/db";
import { Fan, makeWorld, mulberry32, type Intent, type World } from "./sync-fan";
import { expiredToken, FaultyNetwork, freshToken, Phone, type Fault } from "./sync-phone";
import { call, setClock } from "./support";

const FIXED_SEEDS = [1, 2, 3, 5, 8, 13, 21, 34];
const STEPS = 36;

function seedsToRun(): number[] {
  if (env.SYNC_SEED) return [Number(env.SYNC_SEED)];
  const more = Number(env.SYNC_SEEDS || 0);
  return [...FIXED_SEEDS, ...Array.from({ length: more }, (_, i) => 1000 + i)];
}

interface Outcomes {
  /** In the order the phone heard them. */
  applied: { row: OutboxRow; data: unknown }[];
  rejected: Map<string, OutboxRow>;
}

const FAULTS: [number, Fault | "offline" | "online" | "expire" | "reload" | "reload-in-flight"][] =
  [
    [2, "lost-answer"],
    [1, "restart"],
    [2, "duplicate"],
    [2, "server-error"],
    [1, "in-progress"],
    [1, "expire"],
    [1, "offline"],
    [2, "online"],
    [1, "reload"],
    [1, "reload-in-flight"],
  ];

/** What the seeds run so far met: faults, answers, refusals (see the last test). */
const coverage = new Set<string>();

async function runSeed(seed: number, trace: string[]) {
  const random = mulberry32(seed);
  const world = await makeWorld();
  const network = new FaultyNetwork(random);
  const outcomes: Outcomes = { applied: [], rejected: new Map() };
  const fan = new Fan(world, random, `s${seed}`);
  const phone = new Phone(
    `sync-${seed}-${world.session.user.id}`,
    world.session,
    network,
    {
      applied: (row, data) => {
        outcomes.applied.push({ row, data });
        const intent = fan.intents.get(row.mutationId);
        if (intent) fan.learn(intent, data);
      },
      rejected: (row) => void outcomes.rejected.set(row.mutationId, row),
    },
    random,
  );
  let kickedOff = false;

  for (let step = 0; step < STEPS; step++) {
    const roll = random();
    if (roll < 0.45) {
      const intent = await fan.act(phone);
      trace.push(`act #${intent.seq} ${intent.kind}: ${intent.label}`);
    } else if (roll < 0.7) {
      const result = await phone.sync(1 + Math.floor(random() * 4));
      trace.push(`sync (sent ${result.sent}, rejected ${result.rejected})`);
    } else if (roll < 0.73 && !kickedOff) {
      kickedOff = true;
      await setClock(new Date(Date.parse(world.soon.kickoffAt) + 60_000).toISOString());
      trace.push(`kickoff of game ${world.soon.id} (the dev clock moves past it)`);
    } else {
      const total = FAULTS.reduce((sum, [w]) => sum + w, 0);
      let pick = random() * total;
      const [, fault] = FAULTS.find(([w]) => (pick -= w) < 0) ?? FAULTS[0]!;
      trace.push(`fault ${fault}`);
      if (fault === "offline") network.online = false;
      else if (fault === "online") {
        network.online = true;
        await phone.sync(3, { resetBackoff: true });
      } else if (fault === "expire") world.session.access = await expiredToken(world.session.user);
      else if (fault === "reload" || fault === "reload-in-flight") {
        if (fault === "reload") phone.reload();
        else trace.push(`  ${await phone.reloadInFlight()}`);
        // The new page's start-up run (startOutbox): waiting rows are due at once.
        await phone.sync(1, { resetBackoff: true });
      } else network.arm(fault);
    }
  }
  // The network settles: everything still waiting goes.
  trace.push("final sync");
  network.disarm();
  network.online = true;
  phone.reload();
  for (let i = 0; i < 20; i++) {
    await phone.sync(10, { resetBackoff: i === 0 });
    if ((await phone.outbox()).every((row) => row.status === "rejected")) break;
  }
  await checkInvariants(world, fan, phone, outcomes, kickedOff);
  for (const what of network.met.keys()) coverage.add(what);
  for (const row of outcomes.rejected.values())
    coverage.add(`refused ${fan.intents.get(row.mutationId)?.kind}`);
  for (const line of trace) if (line.startsWith("fault ")) coverage.add(line);
}

/** The server's state, read through the real API as the phone would read it. */
async function serverState(world: World) {
  const token = await freshToken(world.session.user);
  const [profile, board, picks] = await Promise.all([
    call("/api/users/profile/", { token }),
    call(`/api/message-board/?league=${world.leagueId}`, { token }),
    call(`/api/user-picks/?league_id=${world.leagueId}`, { token }),
  ]);
  expect([profile.status, board.status, picks.status]).toEqual([200, 200, 200]);
  const page = board.json as BoardPage;
  const { first_name, last_name, bio } = profile.json as ProfileFields;
  return {
    profile: { first_name, last_name, bio },
    messages: page.results.filter((m) => m.author_id === world.session.user.id),
    picks: (picks.json.picks as SubmittedPick[]).sort((a, b) => a.id - b.id),
  };
}

type ProfileFields = { first_name: string; last_name: string; bio: string };

const ascending = (ids: number[]) => ids.every((id, i) => i === 0 || ids[i - 1]! < id);

async function checkInvariants(
  world: World,
  fan: Fan,
  phone: Phone,
  outcomes: Outcomes,
  kickedOff: boolean,
) {
  const intents = [...fan.intents.values()].sort((a, b) => a.seq - b.seq);
  const left = await phone.outbox();
  const appliedIds = outcomes.applied.map((a) => a.row.mutationId);

  // Each action has exactly one fate: applied (its row gone, the phone told once) or refused (its
  // row kept, marked, with the server's reason for the Sync panel).
  expect(new Set(appliedIds).size, "an action applied twice on the phone").toBe(appliedIds.length);
  expect(
    left.filter((r) => r.status !== "rejected"),
    "rows never settled",
  ).toEqual([]);
  for (const row of left) {
    expect(row.lastError, `no reason shown for ${row.label}`).toBeTruthy();
    expect(row.rejectedStatus! >= 400 && row.rejectedStatus! < 500).toBe(true);
  }
  const refused = new Map(left.map((r) => [r.mutationId, r]));
  for (const intent of intents) {
    const applied = appliedIds.includes(intent.mutationId);
    expect(applied !== refused.has(intent.mutationId), `fate of #${intent.seq}`).toBe(true);
  }
  // The phone heard the answers in the order the fan acted.
  const heard = outcomes.applied.map((a) => a.row.seq!);
  expect(ascending(heard), `applied out of order: ${heard.join(",")}`).toBe(true);

  // The oracle: the fan's actions in their order, each applied once or refused for its reason.
  const deleted = new Set<number>();
  const votes = new Map<number, UserVote>();
  const replies = new Map<number, string[]>();
  const posts: { content: string; post?: number }[] = [];
  const picks: Intent[] = [];
  const locks = new Set<number>();
  let profile: ProfileFields | null = null;
  const answers = new Map(outcomes.applied.map((a) => [a.row.mutationId, a.data]));
  for (const intent of intents) {
    const reason = refused.get(intent.mutationId)?.lastError;
    const why = `#${intent.seq} ${intent.label}: ${reason ?? "applied"}`;
    switch (intent.kind) {
      case "profile":
        expect(reason, why).toBeUndefined();
        profile = intent.body;
        break;
      case "post":
        expect(reason, why).toBeUndefined();
        posts.push({
          content: intent.content,
          post: (answers.get(intent.mutationId) as { id: number }).id,
        });
        break;
      case "reply":
      case "vote":
        // Refused exactly when its post was deleted before it.
        expect(reason !== undefined, why).toBe(deleted.has(intent.post));
        if (reason) break;
        if (intent.kind === "reply")
          replies.set(intent.post, [...(replies.get(intent.post) ?? []), intent.content]);
        else {
          const next = nextVote(votes.get(intent.post) ?? "none", intent.vote);
          votes.set(intent.post, next);
          expect((answers.get(intent.mutationId) as { user_vote: UserVote }).user_vote, why).toBe(
            next,
          );
        }
        break;
      case "delete":
        expect(reason, why).toBeUndefined();
        deleted.add(intent.post);
        break;
      case "pick":
        if (reason) {
          expect(kickedOff && intent.game === world.soon.id, why).toBe(true);
          expect(reason, why).toBe(SERVER_PICK_TEXTS.kickedOff);
        } else picks.push(intent);
        break;
      case "lock":
        if (reason) {
          expect(kickedOff && intent.game === world.soon.id, why).toBe(true);
          expect(reason, why).toBe(PICK_TEXTS.lockAfterStart);
        } else locks.add(intent.pick);
        break;
    }
  }

  // The server holds exactly that: nothing twice, nothing the fan did not do, in the fan's order.
  const server = await serverState(world);
  if (profile) expect(server.profile).toMatchObject(profile);
  const kept = posts.filter((p) => !deleted.has(p.post!));
  const messages = [...server.messages].sort((a, b) => a.id - b.id);
  expect(messages.map((m) => m.content)).toEqual(kept.map((p) => p.content));
  expect(messages.map((m) => m.id)).toEqual(kept.map((p) => p.post));
  for (const message of messages) {
    const vote = votes.get(message.id) ?? "none";
    expect(message.user_vote, `vote on post ${message.id}`).toBe(vote);
    expect(message.vote_counts).toEqual({
      up: vote === "up" ? 1 : 0,
      down: vote === "down" ? 1 : 0,
    });
    const comments = [...message.comments].sort((a, b) => a.id - b.id);
    expect(comments.map((c) => c.content)).toEqual(replies.get(message.id) ?? []);
  }
  expect(
    server.picks.map((p) => `${p.game_id}:${p.pick_type}:${p.game_portion}`),
    "picks on the server, in the fan's order",
  ).toEqual(
    picks.map((p) =>
      p.kind === "pick" ? `${p.game}:${p.market.betType}:${p.market.portion}` : "",
    ),
  );
  expect(server.picks.filter((p) => p.is_lock).map((p) => p.id)).toEqual(
    server.picks.filter((p) => locks.has(p.id)).map((p) => p.id),
  );
  expect(locks.size).toBe(server.picks.filter((p) => p.is_lock).length);

  // The phone shows what the server holds: its profile copy, and no pending pick but the refused
  // ones, each with the server's reason.
  const local = await phone.db.profiles.get(world.session.user.id);
  if (profile) expect(local).toMatchObject(server.profile);
  const pending = await phone.db.pendingPicks.toArray();
  const refusedPicks = intents.filter((i) => i.kind === "pick" && refused.has(i.mutationId));
  expect(pending.map((p) => p.mutationId).sort()).toEqual(
    refusedPicks.map((i) => i.mutationId).sort(),
  );
  for (const row of pending) expect(row.rejection).toBe(refused.get(row.mutationId!)!.lastError);
}

describe("the outbox against the real Worker under random faults", () => {
  it.each(seedsToRun())("seed %i: every action applied once or refused, in order", async (seed) => {
    const trace: string[] = [];
    try {
      await runSeed(seed, trace);
    } catch (error) {
      console.error(
        `sync property failed for seed ${seed} (replay: SYNC_SEED=${seed} npx vitest run --project worker worker/test/sync-property.test.ts)\n` +
          trace.map((line, i) => `${String(i).padStart(3)} ${line}`).join("\n"),
      );
      throw error;
    }
  });

  // A property test proves only what its runs meet: the fixed seeds must meet every fault on a
  // request, an expired token (401), and each refusal the server gives a fan's order.
  it.skipIf(env.SYNC_SEED)("the fixed seeds meet every fault and every refusal", () => {
    const needed = [
      ...["lost-answer", "restart", "duplicate", "server-error", "in-progress"],
      "reload-in-flight",
      ...["fault offline", "fault reload", "fault expire", "answer 401"],
      ...["answer 400", "answer 404", "refused pick", "refused lock", "refused reply"],
      "refused vote",
    ];
    expect(needed.filter((what) => !coverage.has(what))).toEqual([]);
  });
});
