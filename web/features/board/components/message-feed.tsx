/**
 * Pages of board messages, newest first with "Show older messages": the one way messages are
 * listed — a league's board (board.tsx) and the dashboard's League Updates (messages from all the
 * user's leagues, through MessageFeed) draw them with MessageItem, the board outbox's pending
 * votes, replies, highlights and deletes laid over them.
 */
import { useEffect, useMemo, useState } from "react";
import { BOARD_TEXTS, type BoardPage, type MentionMember } from "#domain/board/contract";
import { useAuth } from "#web/api/session";
import { useApiQuery, type QueryOptions } from "#web/lib/query";
import { useServerNow } from "#web/lib/server-time";
import { Avatar } from "#web/ui/avatar";
import { Button } from "#web/ui/button";
import { EmptyState } from "#web/ui/empty-state";
import { Icon } from "#web/ui/icons";
import { NotSaved, useNotSaved } from "#web/ui/not-saved";
import { Skeleton } from "#web/ui/skeleton";
import { toast } from "#web/ui/toast";
import {
  useBoardOverlay,
  useBoardSync,
  type BoardOverlay,
  type PendingPost,
} from "../hooks/board-outbox";
import { BOARD_PATHS } from "./board-icons";
import { MessageItem, type Target } from "./message-item";
import "../board.css";

function PendingPostItem({ post, username }: { post: PendingPost; username: string }) {
  return (
    <li className={`board-message is-pending${post.rejected ? " is-rejected" : ""}`}>
      <div className="board-meta">
        <Avatar name={username} size={36} />
        <div className="board-byline">
          <span className="board-author">{username}</span>
          <span className="board-waiting">
            <Icon d={BOARD_PATHS.clock} size={14} />{" "}
            {post.rejected ? "Not posted — see Sync" : "Waiting to send"}
          </span>
        </div>
      </div>
      {post.body.content && (
        <div className="board-text">
          <p>{post.body.content}</p>
        </div>
      )}
      {post.body.image_url && (
        <img className="board-image" src={post.body.image_url} alt="Your image, waiting to send" />
      )}
    </li>
  );
}

/** One page of messages (its own query), with its loading, error and empty states. */
export function MessagePageItems({
  query,
  first,
  emptyText,
  overlay,
  members,
  now,
  target,
  username,
  pending,
  showLeague = false,
  onOlder,
  onReady,
}: {
  query: QueryOptions<BoardPage>;
  /** The newest page (the others are "Show older messages"). */
  first: boolean;
  /** What the newest page says when it has no messages. */
  emptyText: string;
  overlay: BoardOverlay;
  members: readonly MentionMember[];
  now: Date;
  target: Target | null;
  username: string;
  /** Posts waiting on this phone (first page of a board's All Messages only). */
  pending: PendingPost[];
  showLeague?: boolean;
  onOlder: ((cursor: number) => void) | null;
  onReady?: (ready: boolean) => void;
}) {
  const answer = useApiQuery({ ...query, keepPreviousData: first });
  const page = answer.data;
  useEffect(() => onReady?.(!!page), [page, onReady]);
  const notSaved = useNotSaved(answer.isError && !page);
  useEffect(() => {
    if (answer.isError && navigator.onLine) toast.error(BOARD_TEXTS.loadFailed);
  }, [answer.isError]);
  if (!page) {
    if (notSaved)
      return (
        <li>
          <NotSaved />
        </li>
      );
    if (answer.isError)
      return (
        <li className="board-error" role="alert">
          <p>{BOARD_TEXTS.loadFailed}</p>
          <Button size="sm" variant="secondary" onClick={answer.retry}>
            Try again
          </Button>
        </li>
      );
    return (
      <li aria-busy="true" className="board-loading">
        <Skeleton height={96} />
        <Skeleton height={96} />
      </li>
    );
  }
  const messages = page.results.filter((m) => !overlay.deletes.has(`message:${m.id}`));
  if (first && messages.length === 0 && pending.length === 0)
    return (
      <li>
        <EmptyState iconPath={BOARD_PATHS.chat}>{emptyText}</EmptyState>
      </li>
    );
  return (
    <>
      {pending.map((p) => (
        <PendingPostItem key={p.mutationId} post={p} username={username} />
      ))}
      {messages.map((m) => (
        <MessageItem
          key={m.id}
          message={m}
          overlay={overlay}
          members={members}
          now={now}
          target={target}
          username={username}
          showLeague={showLeague}
        />
      ))}
      {page.next_cursor !== null && onOlder && (
        <li className="board-more">
          <Button variant="secondary" size="sm" onClick={() => onOlder(page.next_cursor!)}>
            Show older messages
          </Button>
        </li>
      )}
    </>
  );
}

const NO_MEMBERS: readonly MentionMember[] = [];

/**
 * Messages from several leagues (the dashboard's League Updates), each with its type and league
 * badge; replies, votes and highlights go through the board outbox like on a league's board.
 * `pageQuery` gives the query of a page (the newest without a cursor); a new `listKey` (another
 * tab or search) starts again from the newest page.
 */
export function MessageFeed({
  pageQuery,
  listKey,
  emptyText,
  label,
}: {
  pageQuery: (cursor?: number) => QueryOptions<BoardPage>;
  listKey: string;
  emptyText: string;
  label: string;
}) {
  const username = useAuth().user?.username ?? "";
  const overlay = useBoardOverlay(null);
  const nowMs = useServerNow(60_000);
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const [older, setOlder] = useState<{ key: string; cursors: number[] }>({
    key: listKey,
    cursors: [],
  });
  useBoardSync();
  const cursors = older.key === listKey ? older.cursors : [];
  const pages = [undefined, ...cursors];
  return (
    <ul className="board-list" aria-label={label}>
      {pages.map((cursor, i) => (
        <MessagePageItems
          key={`${listKey}:${cursor ?? "first"}`}
          query={pageQuery(cursor)}
          first={cursor === undefined}
          emptyText={emptyText}
          overlay={overlay}
          members={NO_MEMBERS}
          now={now}
          target={null}
          username={username}
          pending={[]}
          showLeague
          onOlder={
            i === pages.length - 1
              ? (c) => setOlder({ key: listKey, cursors: [...cursors, c] })
              : null
          }
        />
      ))}
    </ul>
  );
}
