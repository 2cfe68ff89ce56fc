/**
 * The fan of the sync property test: what they do on the phone, made through the features' own
 * outbox rows and optimistic writes (board-mutations.ts, profile-edit.ts, pick-mutations.ts,
 * stored by outbox-row.ts as enqueue() stores them), and what they know — only what the server's
 * answers told the phone (a post's id, a pick's id), as on a real screen.
 */
import { BOARD_LIMITS } from "#domain/board/contract";
import type { VoteType } from "#domain/board/contract";
import {
  deleteMutation,
  postMutation,
  replyMutation,
  voteMutation,
} from "#web/features/board/api/board-mutations";
import { profileEdit } from "#web/features/profile/api/profile-edit";
import {
  createPickBody,
  createPickMutation,
  linkToOutbox,
  setLockMutation,
} from "#web/features/sportsbook/api/pick-mutations";
import type { PendingPickRow } from "#web/offline/db";
import { storeMutation, type NewMutation } from "#web/offline/outbox-row";
import { ensureSeason, insertGame, insertLeague, type GameFixture } from "./fixtures/sportsbook";
import { verifiedUser } from "./accounts-support";
import type { Phone, Session } from "./sync-phone";
import { call, serverNowForTests } from "./support";

/** mulberry32: a small seeded PRNG, so a failing run replays from its seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What an action was about, so the checks can tell what the server must hold. */
type Action =
  | { kind: "profile"; body: { first_name: string; last_name: string; bio: string } }
  | { kind: "post"; ref: number; content: string }
  | { kind: "reply"; post: number; content: string }
  | { kind: "vote"; post: number; vote: VoteType }
  | { kind: "delete"; post: number }
  | { kind: "pick"; ref: number; game: number; market: Market }
  | { kind: "lock"; pick: number; game: number };

/** One action the fan made, with its outbox row's mutationId and seq. */
export type Intent = Action & { mutationId: string; seq: number; label: string };
// Extension point: confidence ranks and survivor picks join `Intent`, `ACTIONS` below and the
// oracle in sync-property.test.ts once their routes exist (a rank set after its picks; one team a
// week, never twice). Nothing stands in for them until then.

export interface Market {
  betType: "spread" | "over_under" | "moneyline";
  portion: "full_game" | "first_half";
  side: "home" | "away" | "over" | "under";
}

const MARKETS: Market[] = (["spread", "over_under", "moneyline"] as const).flatMap((betType) =>
  (["full_game", "first_half"] as const).map((portion) => ({
    betType,
    portion,
    side: betType === "over_under" ? ("over" as const) : ("home" as const),
  })),
);

/** The server side of one run: a fresh fan with a real session, a league, two games. */
export interface World {
  session: Session;
  leagueId: number;
  /** Kicks off during the run (the dev clock moves past it). */
  soon: GameFixture;
  /** Stays open all run. */
  later: GameFixture;
}

export async function makeWorld(): Promise<World> {
  const fan = await verifiedUser("sync");
  const profile = await call("/api/users/profile/", { token: fan.access });
  const season = await ensureSeason();
  const now = (await serverNowForTests()).getTime();
  const soon = await insertGame(season, {
    week: 5,
    kickoffAt: new Date(now + 2 * 3_600_000).toISOString(),
  });
  const later = await insertGame(season, {
    week: 6,
    kickoffAt: new Date(now + 6 * 86_400_000).toISOString(),
  });
  const league = await insertLeague(season, [{ id: fan.id }], { picksPerWeek: 50 });
  return {
    session: { user: profile.json, access: fan.access, refresh: fan.refresh },
    leagueId: league.id,
    soon,
    later,
  };
}

interface KnownPost {
  ref: number;
  /** Learnt from the server's answer to the post. */
  id: number;
  deleteQueued: boolean;
}

/** The fan: makes actions from what the phone knows, and records each one as an Intent. */
export class Fan {
  readonly intents = new Map<string, Intent>();
  private posts: KnownPost[] = [];
  private picks: { id: number; game: number; week: number }[] = [];
  private pendingPicks = new Map<string, { game: number; week: number }>();
  private lockedWeeks = new Set<number>();
  private unpicked: { game: GameFixture; market: Market }[];
  private counter = 0;

  constructor(
    private readonly world: World,
    private readonly random: () => number,
    private readonly tag: string,
  ) {
    this.unpicked = [world.soon, world.later].flatMap((game) =>
      MARKETS.map((market) => ({ game, market })),
    );
  }

  /** What the phone learns from an applied answer (a screen showing the server's copy). */
  learn(intent: Intent, data: unknown) {
    const id = (data as { id?: unknown } | null)?.id;
    if (intent.kind === "post" && typeof id === "number") {
      this.posts.push({ ref: intent.ref, id, deleteQueued: false });
    }
    if (intent.kind === "pick" && typeof id === "number") {
      const pick = this.pendingPicks.get(intent.mutationId)!;
      this.picks.push({ id, ...pick });
    }
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private async store(
    phone: Phone,
    mutation: NewMutation,
    intent: Action,
    applyOptimistic?: (mutationId: string) => unknown,
  ): Promise<Intent> {
    const row = await storeMutation(
      phone.db,
      this.world.session.user.id,
      mutation,
      applyOptimistic,
      phone.clock,
    );
    const full: Intent = { ...intent, mutationId: row.mutationId, seq: row.seq!, label: row.label };
    this.intents.set(row.mutationId, full);
    return full;
  }

  /** The actions possible now, each with its weight. */
  private actions(phone: Phone): [number, () => Promise<Intent>][] {
    const n = () => `${this.tag}-${(this.counter += 1)}`;
    const live = this.posts.filter((p) => !p.deleteQueued);
    const lockable = this.picks.filter((p) => !this.lockedWeeks.has(p.week));
    const user = this.world.session.user;
    return [
      [
        2,
        () => {
          const edit = { first_name: `F${n()}`, last_name: `L${n()}`, bio: `bio ${n()}` };
          const { mutation, applyOptimistic } = profileEdit(user, edit, phone.db);
          return this.store(phone, mutation, { kind: "profile", body: edit }, applyOptimistic);
        },
      ],
      [
        3,
        async () => {
          const content = `post ${n()}`;
          return this.store(phone, postMutation(this.world.leagueId, content, null), {
            kind: "post",
            ref: this.counter,
            content,
          });
        },
      ],
      // A reply or a vote may follow the post's own delete in the queue (the server then says no).
      [
        this.posts.length ? 2 : 0,
        () => {
          const post = this.pick(this.posts);
          const content = `reply ${n()}`;
          return this.store(phone, replyMutation(post.id, content), {
            kind: "reply",
            post: post.id,
            content,
          });
        },
      ],
      [
        this.posts.length ? 3 : 0,
        () => {
          const post = this.pick(this.posts);
          const vote: VoteType = this.random() < 0.6 ? "up" : "down";
          const mutation = voteMutation("message", post.id, vote, BOARD_LIMITS.voteDelayMs);
          return this.store(phone, mutation, { kind: "vote", post: post.id, vote });
        },
      ],
      [
        live.length ? 1 : 0,
        () => {
          const post = this.pick(live);
          post.deleteQueued = true;
          return this.store(phone, deleteMutation("message", post.id), {
            kind: "delete",
            post: post.id,
          });
        },
      ],
      [
        this.unpicked.length ? 3 : 0,
        () => {
          const at = Math.floor(this.random() * this.unpicked.length);
          const [{ game, market }] = this.unpicked.splice(at, 1) as [
            { game: GameFixture; market: Market },
          ];
          return this.queuePick(phone, game, market);
        },
      ],
      [
        lockable.length ? 1 : 0,
        () => {
          const pick = this.pick(lockable);
          this.lockedWeeks.add(pick.week);
          return this.store(phone, setLockMutation(pick.id, `Lock: pick ${pick.id}`), {
            kind: "lock",
            pick: pick.id,
            game: pick.game,
          });
        },
      ],
    ];
  }

  /** A pick drafted on the slip, then sent on its own (the /sportsbook-new road). */
  private async queuePick(phone: Phone, game: GameFixture, market: Market): Promise<Intent> {
    const user = this.world.session.user;
    const key = `${user.id}:${this.world.leagueId}:${game.id}:${market.betType}:${market.portion}`;
    const draft: PendingPickRow = {
      key,
      userId: user.id,
      leagueId: this.world.leagueId,
      week: game.week,
      gameId: game.id,
      pick: {
        gameId: game.id,
        pickType: market.betType,
        gamePortion: market.portion,
        side: market.side,
        propId: null,
        pickedTeamId: market.side === "home" ? game.homeTeamId : null,
        odds: -110,
        line: null,
        name: `${market.betType} ${market.portion}, game ${game.id}`,
        gameTime: game.kickoffAt,
        lockAt: game.kickoffAt,
        isLock: false,
      },
      mutationId: null,
      rejection: null,
      updatedAt: phone.clock,
    };
    await phone.db.pendingPicks.put(draft);
    const intent = await this.store(
      phone,
      createPickMutation(createPickBody(draft, this.world.leagueId), `Pick: ${draft.pick.name}`),
      { kind: "pick", ref: this.counter, game: game.id, market },
      (mutationId) => linkToOutbox([key], mutationId, phone.db),
    );
    this.pendingPicks.set(intent.mutationId, { game: game.id, week: game.week });
    return intent;
  }

  /** Makes one action, chosen by weight among those possible now. */
  act(phone: Phone): Promise<Intent> {
    const choices = this.actions(phone).filter(([weight]) => weight > 0);
    let roll = this.random() * choices.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, make] of choices) {
      roll -= weight;
      if (roll < 0) return make();
    }
    return choices[choices.length - 1]![1]();
  }
}
