/**
 * What the board shows of changes not yet on the server: the outbox rows of board writes (posts,
 * replies, votes, highlights, deletes — they survive a closed tab), and votes still in their
 * 2-second wait. Rows are the only record: nothing else is written on the device.
 */
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type {
  BoardComment,
  BoardMessage,
  BoardPage,
  UserVote,
  VoteResult,
  VoteType,
} from "#domain/board/contract";
import { BOARD_LIMITS } from "#domain/board/contract";
import { countsAfter, nextVote } from "#domain/board/votes";
import { useAuth } from "#web/api/session";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { useQueuedRows } from "#web/offline/queued-rows";
import type { OutboxRow } from "#web/offline/db";
import { invalidateApi, updateApiData } from "#web/lib/query";
import { toast } from "#web/ui/toast";
import { isBoardKind, queueVote, rowItem } from "../api/board-api";
import { BOARD_KINDS, type ItemType, type PostBody, type ReplyBody } from "../api/board-mutations";

export interface PendingPost {
  mutationId: string;
  body: PostBody;
  createdAt: number;
  rejected: boolean;
}

export interface PendingReply {
  mutationId: string;
  body: ReplyBody;
  createdAt: number;
}

export interface BoardOverlay {
  posts: PendingPost[];
  replies: Map<number, PendingReply[]>;
  /** Item key (`message:12`) → the vote waiting to be sent or in its 2-second wait. */
  votes: Map<string, VoteType>;
  highlights: Map<string, boolean>;
  deletes: Set<string>;
}

const isBoardRow = (row: OutboxRow) => isBoardKind(row.kind);

// ---- votes in their 2-second wait (module state: a vote outlives the screen that made it) ----

const waiting = new Map<string, VoteType>();
const listeners = new Set<() => void>();
let snapshot = new Map(waiting);
const changed = () => {
  snapshot = new Map(waiting);
  listeners.forEach((fn) => fn());
};

/**
 * Records a vote: shown at once, saved in the outbox at once (a closed tab loses nothing) and sent
 * after the spec's delay. Until the outbox row shows in the live query, the vote is echoed here.
 */
export function castVote(type: ItemType, id: number, vote: VoteType): void {
  const key = `${type}:${id}`;
  if (waiting.has(key)) return;
  waiting.set(key, vote);
  changed();
  const forget = () => {
    waiting.delete(key);
    changed();
  };
  queueVote(type, id, vote, BOARD_LIMITS.voteDelayMs).then(
    () => setTimeout(forget, BOARD_LIMITS.voteDelayMs),
    () => {
      forget();
      toast.error(type === "message" ? "Failed to vote on message" : "Failed to vote on comment");
    },
  );
}

const useWaitingVotes = () =>
  useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => snapshot,
  );

/**
 * The board's pending changes, from the outbox and the votes in their wait; posts waiting are
 * those of `leagueId` (none for a list of several leagues' messages: null).
 */
export function useBoardOverlay(leagueId: number | null): BoardOverlay {
  // The signed-in user's board rows (the Sync panel's own view lives in the app shell's chunk).
  const userId = useAuth().user?.id ?? null;
  const rows = useQueuedRows(userId, isBoardRow);
  const waitingVotes = useWaitingVotes();
  return useMemo(() => {
    const overlay: BoardOverlay = {
      posts: [],
      replies: new Map(),
      votes: new Map(waitingVotes),
      highlights: new Map(),
      deletes: new Set(),
    };
    for (const row of rows) {
      if (!isBoardKind(row.kind)) continue;
      const rejected = row.status === "rejected";
      if (row.kind === BOARD_KINDS.post) {
        const body = row.body as PostBody;
        if (body.league === leagueId)
          overlay.posts.push({
            mutationId: row.mutationId,
            body,
            createdAt: row.createdAt,
            rejected,
          });
        continue;
      }
      if (rejected) continue;
      if (row.kind === BOARD_KINDS.reply) {
        const body = row.body as ReplyBody;
        const list = overlay.replies.get(body.message) ?? [];
        list.push({ mutationId: row.mutationId, body, createdAt: row.createdAt });
        overlay.replies.set(body.message, list);
        continue;
      }
      const item = rowItem(row.path);
      if (!item) continue;
      if (row.kind === BOARD_KINDS.vote)
        overlay.votes.set(item.key, (row.body as { vote_type: VoteType }).vote_type);
      else if (row.kind === BOARD_KINDS.highlight)
        overlay.highlights.set(item.key, row.method === "POST");
      else if (row.kind === BOARD_KINDS.delete) overlay.deletes.add(item.key);
    }
    overlay.posts.reverse();
    return overlay;
  }, [rows, waitingVotes, leagueId]);
}

/** An item as shown: the server's copy with this phone's pending vote and highlight laid over. */
export function withOverlay<T extends BoardMessage | BoardComment>(
  item: T,
  type: ItemType,
  overlay: BoardOverlay,
): T & { voteWaiting: boolean } {
  const key = `${type}:${item.id}`;
  const vote = overlay.votes.get(key);
  const highlighted = overlay.highlights.get(key);
  let shown = item;
  if (vote) {
    const to: UserVote = nextVote(item.user_vote, vote);
    shown = {
      ...shown,
      user_vote: to,
      vote_counts: countsAfter(item.vote_counts, item.user_vote, to),
    };
  }
  if (highlighted !== undefined) shown = { ...shown, is_highlighted: highlighted };
  return { ...shown, voteWaiting: vote !== undefined };
}

// ---- what the server answered: laid into every board answer on the device, then reloaded ----

const mapItems = (page: BoardPage, fn: (m: BoardMessage) => BoardMessage | null): BoardPage => ({
  ...page,
  results: page.results.flatMap((m) => {
    const next = fn(m);
    return next ? [next] : [];
  }),
});

const BOARD_PREFIXES = ["/message-board/", "/cross-league-messages/"];
/** Every board answer shown loads again (a league's board and the dashboard's League Updates). */
const reloadBoards = () => BOARD_PREFIXES.forEach((prefix) => invalidateApi(prefix));
const updateBoards = (fn: (m: BoardMessage) => BoardMessage | null) => {
  for (const prefix of BOARD_PREFIXES)
    updateApiData<BoardPage>(prefix, (page) => mapItems(page, fn));
};

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === "object" && data !== null;

/** Whether the server's answer is the one the kind expects (a replay may be a bare notice). */
function answerFits(kind: string, data: unknown): boolean {
  if (!isObject(data)) return false;
  if (kind === BOARD_KINDS.vote) return isObject(data.vote_counts);
  if (kind === BOARD_KINDS.post) return typeof data.id === "number" && Array.isArray(data.comments);
  if (kind === BOARD_KINDS.reply) return typeof data.id === "number" && isObject(data.vote_counts);
  return true;
}

function applied(row: OutboxRow, data: unknown) {
  if (!isBoardKind(row.kind)) return;
  if (!answerFits(row.kind, data)) return reloadBoards();
  const item = rowItem(row.path);
  if (row.kind === BOARD_KINDS.vote && item) {
    const result = data as VoteResult;
    const patch = <T extends { id: number }>(x: T) =>
      x.id === item.id ? { ...x, user_vote: result.user_vote, vote_counts: result.vote_counts } : x;
    updateBoards((m) =>
      item.type === "message" ? patch(m) : { ...m, comments: m.comments.map(patch) },
    );
    return;
  }
  if (row.kind === BOARD_KINDS.post) {
    const message = data as BoardMessage;
    // The first page of "All" of its league shows it at once (the reload brings the rest).
    for (const prefix of ["/message-board/"])
      updateApiData<BoardPage>(prefix, (page, query) =>
        query.league === String(message.league_id) && !query.type && !query.search && !query.cursor
          ? page.results.some((m) => m.id === message.id)
            ? page
            : { ...page, results: [message, ...page.results] }
          : page,
      );
    toast.success("Message posted!");
  }
  if (row.kind === BOARD_KINDS.reply) {
    const comment = data as BoardComment;
    updateBoards((m) =>
      m.id === comment.message && !m.comments.some((c) => c.id === comment.id)
        ? { ...m, comments: [...m.comments, comment], comment_count: m.comment_count + 1 }
        : m,
    );
    toast.success("Reply posted!");
  }
  if (row.kind === BOARD_KINDS.highlight && item) {
    const on = row.method === "POST";
    const patch = <T extends { id: number }>(x: T) =>
      x.id === item.id ? { ...x, is_highlighted: on } : x;
    updateBoards((m) =>
      item.type === "message" ? patch(m) : { ...m, comments: m.comments.map(patch) },
    );
  }
  if (row.kind === BOARD_KINDS.delete && item) {
    updateBoards((m) =>
      item.type === "message"
        ? m.id === item.id
          ? null
          : m
        : m.comments.some((c) => c.id === item.id)
          ? {
              ...m,
              comments: m.comments.filter((c) => c.id !== item.id),
              comment_count: m.comment_count - 1,
            }
          : m,
    );
    toast.success(
      item.type === "message" ? "Message deleted successfully" : "Comment deleted successfully",
    );
  }
  reloadBoards();
}

const FAILED: Record<string, (type: ItemType | undefined) => string> = {
  [BOARD_KINDS.post]: () => "Failed to post message",
  [BOARD_KINDS.reply]: () => "Failed to post reply",
  [BOARD_KINDS.vote]: (t) =>
    t === "comment" ? "Failed to vote on comment" : "Failed to vote on message",
  [BOARD_KINDS.highlight]: () => "Failed to toggle highlight",
  [BOARD_KINDS.delete]: (t) =>
    t === "comment" ? "Failed to delete comment" : "Failed to delete message",
};

function rejected(row: OutboxRow) {
  if (!isBoardKind(row.kind)) return false;
  const failed = FAILED[row.kind]?.(rowItem(row.path)?.type) ?? "Failed to save your change";
  // Deletes say the server's reason in its words ('A highlighted message cannot be deleted');
  // the others say the spec's words, with the reason after them.
  const reason = row.lastError?.trim();
  if (row.kind === BOARD_KINDS.delete) toast.error(reason || failed);
  else toast.error(reason ? `${failed}: ${reason}` : failed);
  reloadBoards();
  return true;
}

/** Listens for the board's writes landing or being refused while a board is on screen. */
export function useBoardSync(): void {
  useEffect(() => {
    const stops = [onMutationApplied(applied), onMutationRejected(rejected)];
    return () => stops.forEach((stop) => stop());
  }, []);
}
