/**
 * The lower cards' queued changes (privacy, early sharing, the profile's board), read from the
 * outbox rows by the rules of ./social-rows.ts: a rejected row counts for nothing, later rows win.
 */
import type { PrivacySettings } from "#domain/social/contract";
import { live, profilePath, samePath, SOCIAL_KINDS, type SocialRow } from "./social-rows";

/** The privacy settings: the last queued object (each carries every section), else the server's. */
export function privacyShown(
  server: PrivacySettings | undefined,
  rows: readonly SocialRow[],
): { settings: PrivacySettings | undefined; pending: boolean } {
  let settings = server;
  let pending = false;
  for (const row of rows) {
    if (row.kind !== SOCIAL_KINDS.privacy || !live(row)) continue;
    settings = row.body as PrivacySettings;
    pending = true;
  }
  return { settings, pending };
}

/** Pick id → the early-sharing choice still on its way. */
export function sharingShown(rows: readonly SocialRow[]): Map<number, boolean> {
  const out = new Map<number, boolean>();
  for (const row of rows) {
    if (row.kind !== SOCIAL_KINDS.sharing || !live(row)) continue;
    const id = /\/users\/picks\/(\d+)\/sharing\/$/.exec(row.path)?.[1];
    if (id) out.set(Number(id), !!(row.body as { is_shared_early?: boolean }).is_shared_early);
  }
  return out;
}

export interface PendingMessage {
  mutationId: string;
  content: string;
  createdAt: number;
  /** Refused by the server: it stays (see Sync) until the fan dismisses or retries it. */
  rejected: boolean;
}

export interface BoardOverlay {
  /** Posts to this profile's board not on the server yet, newest first. */
  posts: PendingMessage[];
  /** Ids of direct messages whose delete waits to be sent. */
  deletes: Set<number>;
}

/** The queued posts and deletes of one profile's board. */
export function boardOverlay(username: string, rows: readonly SocialRow[]): BoardOverlay {
  const messages = `${profilePath(username)}messages/`;
  const posts: PendingMessage[] = [];
  const deletes = new Set<number>();
  for (const row of rows) {
    if (row.kind === SOCIAL_KINDS.post && samePath(row.path, messages))
      posts.unshift({
        mutationId: row.mutationId,
        content: (row.body as { content: string }).content,
        createdAt: row.createdAt,
        rejected: !live(row),
      });
    else if (row.kind === SOCIAL_KINDS.deleteMessage && live(row)) {
      const path = row.path.replace(/^\/api\//, "/").toLowerCase();
      const id = path.startsWith(messages.toLowerCase())
        ? /^(\d+)\/$/.exec(path.slice(messages.length))?.[1]
        : undefined;
      if (id) deletes.add(Number(id));
    }
  }
  return { posts, deletes };
}
