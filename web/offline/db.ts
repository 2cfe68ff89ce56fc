/**
 * The one local database (Dexie over IndexedDB) and its shared instance `db`.
 *
 * Guarantees: one schema, versioned here only (add `this.version(N + 1).stores({...})` with the
 * changed tables and an `.upgrade()` when rows need rewriting — never edit an old version). The
 * page and the service worker open the same database, so everything here must be plain data
 * (no class instances, no functions).
 *
 * USAGE (features): import { db } from "#web/offline/db"; read with `useLiveQuery(() => db.x...)`
 * from dexie-react-hooks; write user actions through `enqueue()` in ./outbox.ts, which runs your
 * optimistic change and the outbox row in ONE transaction. Rows of user-scoped tables carry
 * `userId`; `clearUserData()` (run at logout / user change) empties them. Public caches
 * (weeks) survive logout: they hold no personal data.
 *
 * Tables and row shapes:
 * - session        the signed-in tokens + user, mirrored from web/api/tokens.ts so the service
 *                  worker can read them. One row, id "current".
 * - outbox         one row per user write waiting for the server (see ./outbox.ts).
 * - profiles       the user's own profile as last seen or optimistically edited.
 * - pendingPicks   picks made on this device and not yet confirmed by the server (sportsbook).
 * - selectedWeeks  the week each league shows, per user and league (sportsbook / leagues).
 * - weeks          the sportsbook's copy of each week opened: the games with their odds and props,
 *                  one row per sport, week and conference filter (v4: one put per week, where the
 *                  per-game tables it replaced took 134 rows; see ADR 1107).
 * - leagueStatus   the sportsbook's last league status per user and week (user-scoped, v2).
 */
import type {
  GamesResponse,
  LeagueRestrictions,
  LeagueStatusResponse,
  SportsbookGame,
} from "#domain/sportsbook/contract";
import Dexie, { type EntityTable } from "dexie";

export const DB_NAME = "pickem";

export interface SessionUser {
  id: number;
  username: string;
}

export interface SessionRow {
  id: "current";
  access: string | null;
  refresh: string | null;
  user: SessionUser | null;
  /** The last user signed in on this device (kept when tokens expire; cleared at logout). */
  lastUserId?: number | null;
  updatedAt: number;
}

export type OutboxStatus = "queued" | "sending" | "rejected";
export type OutboxMethod = "POST" | "PUT" | "PATCH" | "DELETE";

export interface OutboxRow {
  /** Auto-increment: the order rows were made in, which is the order they are sent in. */
  seq?: number;
  /** UUIDv7, sent as the Idempotency-Key. */
  mutationId: string;
  /** The user who made the change; rows of any other user are held, never sent. */
  userId: number;
  method: OutboxMethod;
  /** API path, e.g. "/users/profile/" (with or without the "/api" prefix). */
  path: string;
  body: unknown;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms; the sender waits until then before the next try (backoff). */
  nextAttemptAt: number;
  /** Why the last try failed (network, server) or the server's rejection message. */
  lastError: string | null;
  /** HTTP status of the rejection (4xx), when rejected. */
  rejectedStatus?: number | null;
  /**
   * The server's answer to the rejection (a 400's field errors), so a screen can show each under
   * its field — the pick slip under each ranked pick (issue 46).
   */
  rejectedBody?: unknown;
  createdAt: number;
  /** Machine name of the action, e.g. "profile.update", "pick.save" (features filter on it). */
  kind: string;
  /** What the Sync panel shows, e.g. "Profile update", "Pick: Texas -3.5". */
  label: string;
}

export interface ProfileRow {
  userId: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  bio: string;
  /** Epoch ms the server copy was fetched (null if only edited locally). */
  fetchedAt: number | null;
  updatedAt: number;
}

/** A pick drafted on this device: what the slip shows and what is sent when it is submitted. */
export interface PendingPick {
  gameId: number;
  pickType: string;
  gamePortion: string;
  /** A side of the market; a soccer draw is "draw" (sent as picked_outcome). */
  side: "home" | "away" | "over" | "under" | "draw";
  propId: number | null;
  pickedTeamId: number | null;
  odds: number | null;
  line: number | null;
  name: string;
  gameTime: string;
  lockAt: string;
  isLock: boolean;
  /** Its rank in a confidence league (1..N), once the fan gives it one (issue 46). */
  confidence?: number | null;
}

export interface PendingPickRow {
  /** `${userId}:${leagueId}:${gameId}:${pickType}:${portion}:${propId}:${side}` (one per market side). */
  key: string;
  userId: number;
  leagueId: number;
  week: number;
  gameId: number;
  pick: PendingPick;
  /** The outbox row (its mutationId, the request's Idempotency-Key) that carries it, once queued. */
  mutationId: string | null;
  /** The server's rejection of that outbox row, if any (the pick can be fixed and sent again). */
  rejection: string | null;
  updatedAt: number;
  /**
   * The fan's total-points tiebreaker guess for the league's week, kept on each unsent row of the
   * slip (a league using total_guess; issue 46). Not indexed: no schema version.
   */
  tiebreakerGuess?: number | null;
}

export interface SelectedWeekRow {
  userId: number;
  leagueId: number;
  week: number;
  season: number | null;
  updatedAt: number;
}

/** A week of a sport as the sportsbook last fetched it (what an offline start shows). */
export interface WeekRow {
  /** use-sportsbook-data.ts's weekKey: sport, week, conference, league and market lists. */
  key: string;
  /** The games in kickoff order, each with its odds and props, as the API answered them. */
  games: SportsbookGame[];
  filterOptions: GamesResponse["filter_options"];
  /** The asked league's restrictions with the week (null: none asked; absent in older rows). */
  restrictions?: LeagueRestrictions | null;
  /** Epoch ms the week was fetched. */
  fetchedAt: number;
}

/** The sportsbook's last league status (leagues, submitted picks) per user and week, for offline starts. */
export interface LeagueStatusRow {
  /** `${userId}:${week}` (week is a number, 'postseason' or 'current'). */
  key: string;
  userId: number;
  data: LeagueStatusResponse;
  fetchedAt: number;
}

/** Fields a pending pick carried inside `pick` before version 3. */
interface LegacyPendingFields {
  batchId?: string | null;
  rejection?: string | null;
}

export class PickemDB extends Dexie {
  session!: EntityTable<SessionRow, "id">;
  outbox!: EntityTable<OutboxRow, "seq">;
  profiles!: EntityTable<ProfileRow, "userId">;
  pendingPicks!: EntityTable<PendingPickRow, "key">;
  selectedWeeks!: Dexie.Table<SelectedWeekRow, [number, number]>;
  weeks!: EntityTable<WeekRow, "key">;
  leagueStatus!: EntityTable<LeagueStatusRow, "key">;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      session: "id",
      outbox: "++seq, &mutationId, userId, status, kind, [userId+status]",
      profiles: "userId",
      pendingPicks: "key, userId, [userId+leagueId+week], gameId, mutationId",
      selectedWeeks: "[userId+leagueId], userId",
      cachedGames: "id, [sport+season+week]",
      cachedOdds: "gameId, [sport+season+week]",
      meta: "key",
    });
    // v2 (sportsbook): the user's last league status per week, cleared with the user's data.
    this.version(2).stores({ leagueStatus: "key, userId" });
    // v3: a queued pending pick points at its outbox row by mutationId (it used to carry a batch
    // id inside the request body), and its rejection is a column of its own.
    this.version(3)
      .stores({})
      .upgrade(async (tx) => {
        const byBatch = new Map<string, string>();
        await tx.table<OutboxRow>("outbox").each((row) => {
          const batch = (row.body as { client_batch_id?: unknown } | null)?.client_batch_id;
          if (typeof batch === "string") byBatch.set(batch, row.mutationId);
        });
        await tx
          .table("pendingPicks")
          .toCollection()
          .modify((row: PendingPickRow & { pick: PendingPick & LegacyPendingFields }) => {
            const { batchId, rejection, ...pick } = row.pick;
            row.pick = pick;
            row.mutationId = batchId ? (byBatch.get(batchId) ?? null) : row.mutationId;
            row.rejection = rejection ?? null;
          });
      });
    // v4: a week's games are one row (one structured clone) instead of a row per game, a row per
    // game's odds and the week's ids in meta; the copies of v1-v3 are a cache the next visit
    // online fills again (ADR 1107).
    this.version(4).stores({ weeks: "key", cachedGames: null, cachedOdds: null, meta: null });
  }
}

/** The shared instance used by the page and the service worker. */
export const db = new PickemDB();

/** Tables holding one user's data: emptied at logout and when another user signs in. */
export const userScopedTables = (d: PickemDB = db) => [
  d.session,
  d.outbox,
  d.profiles,
  d.pendingPicks,
  d.selectedWeeks,
  d.leagueStatus,
];

/**
 * Forgets every user's data on this device. `keepOutbox` keeps unsent changes: when another user
 * signs in without a logout (expired session), the previous user's rows stay held — never sent
 * under the new account — until their owner signs in again. An explicit logout clears them.
 */
export async function clearUserData(
  options: { keepOutbox?: boolean; keepSession?: boolean } = {},
  d: PickemDB = db,
): Promise<void> {
  await d.transaction("rw", userScopedTables(d), async () => {
    if (!options.keepSession) await d.session.clear();
    await d.profiles.clear();
    await d.pendingPicks.clear();
    await d.selectedWeeks.clear();
    await d.leagueStatus.clear();
    if (!options.keepOutbox) await d.outbox.clear();
  });
}

/** The session the service worker sees (tokens + user), or null when signed out. */
export async function readSession(d: PickemDB = db): Promise<SessionRow | null> {
  return (await d.session.get("current")) ?? null;
}
