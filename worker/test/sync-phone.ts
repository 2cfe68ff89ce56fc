/**
 * The fan's phone and its network for the sync property test (sync-property.test.ts): the real
 * outbox sender and Dexie database (fake-indexeddb inside workerd) on one side, the real Worker
 * and its local D1 on the other, and between them a network that does what phones' networks do.
 * Nothing of ours is mocked: a request either reaches the real app or fails the way a real
 * network fails (no answer, a lost answer, an answer twice, a gateway's 503).
 */
import "fake-indexeddb/auto";
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import type { AccountUser } from "#domain/accounts/contract";
import { signAccessToken } from "#worker/http/access-token";
import { forgetBuiltGames } from "#worker/sportsbook/queries";
import { forgetStandingsInMemory } from "#worker/standings/queries";
import { PickemDB, type OutboxRow } from "#web/offline/db";
import { OutboxSender } from "#web/offline/outbox-sender";
import { PROFILE_UPDATE, storeServerProfile } from "#web/features/profile/api/profile-edit";
import { reconcilePending } from "#web/features/sportsbook/api/pick-mutations";
import { call, serverNowForTests } from "./support";

/** What the network does to the next request that leaves the phone. */
export type Fault =
  /** The server handles it; its answer never arrives. */
  | "lost-answer"
  /** The server handles it, then restarts (the isolate's memory is gone); no answer arrives. */
  | "restart"
  /** It arrives twice at once (a retrying proxy, two tabs); the phone hears one answer. */
  | "duplicate"
  /** A gateway answers 503; the server never sees it. */
  | "server-error"
  /**
   * The server handles it, but the phone hears the 409 a duplicate gets while the first copy is
   * still being processed (worker/http/idempotency.ts): the retry must be answered, not applied.
   */
  | "in-progress"
  /** The server handles it; the page is reloaded while it waits for the answer. */
  | "reload-in-flight";

const drain = (res: Response) => res.arrayBuffer().then(() => undefined);

export class FaultyNetwork {
  online = true;
  /** What requests met (a fault, or the status of the answer heard), to show what a run covered. */
  readonly met = new Map<string, number>();
  private armed: Fault[] = [];
  /** Resolves when a "reload-in-flight" request has been handled by the server. */
  private reachedInFlight: (() => void) | null = null;

  constructor(private readonly random: () => number) {}

  arm(fault: Fault) {
    this.armed.push(fault);
  }

  disarm() {
    this.armed = [];
    this.reachedInFlight = null;
  }

  private cancelReloadInFlight() {
    this.armed = this.armed.filter((fault) => fault !== "reload-in-flight");
    this.reachedInFlight = null;
  }

  /**
   * Arms a reload in flight; `stuck` resolves once a request hangs on it (the server done, no
   * answer), `cancel` takes the fault back when no request came.
   */
  armReloadInFlight() {
    this.armed.unshift("reload-in-flight");
    const stuck = new Promise<void>((resolve) => (this.reachedInFlight = resolve));
    return { stuck, cancel: () => this.cancelReloadInFlight() };
  }

  readonly fetch = async (input: string, init: RequestInit): Promise<Response> => {
    if (!this.online) throw new TypeError("Network request failed (offline)");
    const fault = this.armed.shift();
    if (fault) this.meet(fault);
    const send = () => exports.default.fetch(`http://localhost${input}`, init);
    switch (fault) {
      case "server-error":
        return Response.json({ error: "Service Unavailable" }, { status: 503 });
      case "in-progress":
        await drain(await send());
        return Response.json(
          {
            error: "A request with this Idempotency-Key is still being processed. Retry shortly.",
            code: "idempotency_in_progress",
          },
          { status: 409, headers: { "retry-after": "1" } },
        );
      case "lost-answer":
        await drain(await send());
        throw new TypeError("Network connection was lost");
      case "restart":
        await drain(await send());
        // What a new isolate starts without: the answers kept in memory under version stamps.
        forgetBuiltGames();
        forgetStandingsInMemory();
        throw new TypeError("Network connection was lost");
      case "duplicate": {
        const [first, second] = await Promise.all([send(), send()]);
        const [heard, other] = this.random() < 0.5 ? [first, second] : [second, first];
        await drain(other);
        return this.heard(heard);
      }
      case "reload-in-flight":
        await drain(await send());
        this.reachedInFlight?.();
        this.reachedInFlight = null;
        // The page is gone: this answer never arrives.
        return new Promise<Response>(() => undefined);
      default:
        return this.heard(await send());
    }
  };

  private meet(what: string) {
    this.met.set(what, (this.met.get(what) ?? 0) + 1);
  }

  private heard(res: Response) {
    this.meet(`answer ${res.status}`);
    return res;
  }
}

/** The fan's tokens as the page keeps them; the sender reads them at send time. */
export interface Session {
  user: AccountUser;
  access: string;
  refresh: string;
}

/** An access token that expired five minutes ago (the session's 15 minutes are over). */
export async function expiredToken(user: Pick<AccountUser, "id" | "username">) {
  const now = await serverNowForTests();
  return signAccessToken(env, user, new Date(now.getTime() - 20 * 60_000));
}

/** A valid access token, for reading the server's state after the run. */
export async function freshToken(user: Pick<AccountUser, "id" | "username">) {
  return signAccessToken(env, user, await serverNowForTests());
}

export interface PhoneObserver {
  applied(row: OutboxRow, data: unknown): void;
  rejected(row: OutboxRow): void;
}

/**
 * One phone: a Dexie database by name and the sender over it. `reload()` throws both away and
 * opens new ones on the same IndexedDB name, as a page load does; whatever the old page was
 * waiting for is never heard of again.
 */
export class Phone {
  db!: PickemDB;
  sender!: OutboxSender;
  clock: number;

  constructor(
    private readonly dbName: string,
    private readonly session: Session,
    private readonly network: FaultyNetwork,
    private readonly observer: PhoneObserver,
    private readonly random: () => number,
  ) {
    this.clock = Date.now();
    this.open();
  }

  private open() {
    this.db = new PickemDB(this.dbName);
    const db = this.db;
    this.sender = new OutboxSender({
      db,
      fetch: this.network.fetch,
      currentUserId: () => this.session.user.id,
      accessToken: () => this.session.access,
      refresh: () => this.refresh(),
      onApplied: (row, data) => {
        this.observer.applied(row, data);
        // What the profile screen does with the server's copy (use-profile.ts).
        if (row.kind === PROFILE_UPDATE) void storeServerProfile(data as AccountUser, false, db);
      },
      onRejected: (row) => this.observer.rejected(row),
      now: () => this.clock,
      random: this.random,
    });
  }

  /** The one API client's refresh (web/api/client.ts): the refresh token for new tokens. */
  private async refresh(): Promise<string | null> {
    if (!this.network.online) return null;
    const res = await call("/api/auth/refresh/", { body: { refresh: this.session.refresh } });
    if (res.status !== 200) return null;
    this.session.access = res.json.access;
    this.session.refresh = res.json.refresh;
    return this.session.access;
  }

  reload() {
    this.db.close();
    this.open();
  }

  /**
   * A page's sender run: sends, and while the network is up lets time pass to each retry the
   * backoff asks for (the phone's timer firing), up to `passes` times. The pending picks follow
   * the outbox afterwards, as the page's live query makes them.
   */
  async sync(passes: number, options: { resetBackoff?: boolean } = {}) {
    let result = await this.sender.flush(options);
    for (let i = 1; i < passes && this.network.online && result.nextAttemptAt !== null; i++) {
      this.clock = Math.max(this.clock, result.nextAttemptAt);
      result = await this.sender.flush();
    }
    await reconcilePending(this.db);
    return result;
  }

  /** Starts a run whose request the page is reloaded in the middle of; resolves after the reload. */
  async reloadInFlight() {
    const { stuck, cancel } = this.network.armReloadInFlight();
    const run = this.sender.flush({ resetBackoff: true });
    const outcome = await Promise.race([stuck.then(() => "stuck"), run.then(() => "done")]);
    // Nothing was sent (offline, an empty queue): the fault is not spent on a later request.
    if (outcome === "done") cancel();
    this.reload();
    return outcome;
  }

  /** The rows still on the phone, oldest first. */
  outbox() {
    return this.db.outbox.orderBy("seq").toArray();
  }
}
