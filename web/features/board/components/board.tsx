import { useEffect, useMemo, useState } from "react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { BOARD_LIMITS, BOARD_TEXTS, type MentionMember } from "#domain/board/contract";
import { useAuth } from "#web/api/session";
import { useApiQuery } from "#web/lib/query";
import { useServerNow } from "#web/lib/server-time";
import { Avatar } from "#web/ui/avatar";
import { Button } from "#web/ui/button";
import { CachedNotice } from "#web/ui/cached-notice";
import { EmptyState } from "#web/ui/empty-state";
import { Icon } from "#web/ui/icons";
import { Skeleton } from "#web/ui/skeleton";
import { Tabs } from "#web/ui/tabs";
import { toast } from "#web/ui/toast";
import { boardQuery, type BoardTab } from "../api/board-api";
import {
  useBoardOverlay,
  useBoardSync,
  type BoardOverlay,
  type PendingPost,
} from "../hooks/board-outbox";
import { BOARD_PATHS } from "./board-icons";
import { Composer } from "./composer";
import { MessageItem, targetOf, type Target } from "./message-item";
import "../board.css";

const TABS: { id: BoardTab; label: string }[] = [
  { id: "all", label: "All Messages" },
  { id: "highlights", label: "Highlights" },
  { id: "league_updates", label: "League Updates" },
];

const EMPTY: Record<BoardTab, string> = {
  all: BOARD_TEXTS.emptyAll,
  highlights: BOARD_TEXTS.emptyHighlights,
  league_updates: BOARD_TEXTS.emptyUpdates,
};

const TARGET_PARAMS = ["target_id", "target_type", "notification_id", "notification_type"];

/**
 * Expands and scrolls to a notification's target — from the address's parameters (read from the
 * router, so a new link on the same page counts) or the `notificationTarget` event (heard by
 * LazyBoard) — trying 3 times, 200 ms apart, as the page loads; highlights it for 3 s; then takes
 * the parameters out of the address (also when the target could not be found).
 */
function useTarget(leagueId: number, ready: boolean, eventTarget: Target | null): Target | null {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const fromAddress = targetOf(search.target_id, search.target_type);
  const addressKey = fromAddress ? `${fromAddress.type}:${fromAddress.id}` : "";
  const [target, setTarget] = useState<Target | null>(fromAddress);
  const [flash, setFlash] = useState(false);
  useEffect(() => {
    if (addressKey) setTarget(targetOf(...(addressKey.split(":").reverse() as [string, string])));
  }, [addressKey]);
  useEffect(() => {
    if (eventTarget) setTarget({ type: eventTarget.type, id: eventTarget.id });
  }, [eventTarget]);
  useEffect(() => {
    if (!target || !ready) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const done = () => {
      setFlash(false);
      setTarget(null);
      const params = new URLSearchParams(window.location.search);
      if (TARGET_PARAMS.some((p) => params.has(p)))
        void navigate({
          to: "/leagues/$leagueId",
          params: { leagueId: String(leagueId) },
          search: {},
          replace: true,
        });
    };
    const attempt = () => {
      const el = document.getElementById(`board-${target.type}-${target.id}`);
      if (el) {
        el.scrollIntoView({ block: "center", behavior: "smooth" });
        setFlash(true);
        timer = setTimeout(done, BOARD_LIMITS.targetHighlightMs);
        return;
      }
      if (++tries < BOARD_LIMITS.scrollRetries)
        timer = setTimeout(attempt, BOARD_LIMITS.scrollRetryMs);
      else done();
    };
    timer = setTimeout(attempt, 0);
    return () => clearTimeout(timer);
  }, [target, ready, leagueId, navigate]);
  // The target expands at once; it is drawn highlighted while it flashes.
  return target ? { ...target, flash } : null;
}

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

function BoardPageItems({
  leagueId,
  tab,
  search,
  cursor,
  overlay,
  members,
  now,
  target,
  username,
  pending,
  onOlder,
  onReady,
}: {
  leagueId: number;
  tab: BoardTab;
  search: string;
  cursor?: number;
  overlay: BoardOverlay;
  members: readonly MentionMember[];
  now: Date;
  target: Target | null;
  username: string;
  /** Posts waiting on this phone (first page of All Messages only). */
  pending: PendingPost[];
  onOlder: ((cursor: number) => void) | null;
  onReady?: (ready: boolean) => void;
}) {
  const answer = useApiQuery({
    ...boardQuery(leagueId, tab, search, cursor),
    keepPreviousData: cursor === undefined,
  });
  const page = answer.data;
  useEffect(() => onReady?.(!!page), [page, onReady]);
  useEffect(() => {
    if (answer.isError) toast.error(BOARD_TEXTS.loadFailed);
  }, [answer.isError]);
  if (!page) {
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
  if (cursor === undefined && messages.length === 0 && pending.length === 0)
    return (
      <li>
        <EmptyState iconPath={BOARD_PATHS.chat}>
          {search.trim() ? "No messages match your search." : EMPTY[tab]}
        </EmptyState>
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

/** A league's message board (spec 002 section 2 "Message board"), for its members. */
export function Board({
  leagueId,
  members,
  event = null,
}: {
  leagueId: number;
  members: readonly MentionMember[];
  /** The detail of the last `notificationTarget` event (LazyBoard hears it). */
  event?: unknown;
}) {
  const { user } = useAuth();
  const username = user?.username ?? "";
  const [tab, setTab] = useState<BoardTab>("all");
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [older, setOlder] = useState<number[]>([]);
  const [ready, setReady] = useState(false);
  const overlay = useBoardOverlay(leagueId);
  const nowMs = useServerNow(60_000);
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const eventTarget = useMemo(() => {
    const detail = event as { target_id?: unknown; target_type?: unknown } | null;
    return detail ? targetOf(detail.target_id, detail.target_type) : null;
  }, [event]);
  const target = useTarget(leagueId, ready, eventTarget);
  useBoardSync();
  // Typing searches after a pause; a new tab or search starts from the newest page.
  useEffect(() => {
    const id = setTimeout(() => setSearch(typed), 300);
    return () => clearTimeout(id);
  }, [typed]);
  useEffect(() => setOlder([]), [tab, search]);
  const pending = tab === "all" && !search.trim() ? overlay.posts : [];
  const pages = [undefined, ...older];

  return (
    <section className="board" aria-labelledby="board-title">
      <div className="board-head">
        <h2 id="board-title" className="card-title">
          Message Board
        </h2>
        <CachedNotice path="/message-board/" />
      </div>
      <Tabs label="Message board" tabs={TABS} value={tab} onChange={setTab} segmented />
      <label className="small muted" htmlFor="board-search">
        Search messages
      </label>
      <div className="board-search">
        <Icon d={BOARD_PATHS.search} size={18} />
        <input
          id="board-search"
          className="input"
          type="search"
          value={typed}
          maxLength={BOARD_LIMITS.searchMax}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {tab === "all" && <Composer leagueId={leagueId} members={members} />}
      <ul className="board-list" aria-label={TABS.find((t) => t.id === tab)!.label}>
        {pages.map((cursor, i) => (
          <BoardPageItems
            key={`${tab}:${search}:${cursor ?? "first"}`}
            leagueId={leagueId}
            tab={tab}
            search={search}
            cursor={cursor}
            overlay={overlay}
            members={members}
            now={now}
            target={target}
            username={username}
            pending={i === 0 ? pending : []}
            onOlder={i === pages.length - 1 ? (c) => setOlder((o) => [...o, c]) : null}
            onReady={i === 0 ? setReady : undefined}
          />
        ))}
      </ul>
    </section>
  );
}
