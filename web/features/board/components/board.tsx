import { useEffect, useMemo, useState } from "react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { BOARD_LIMITS, BOARD_TEXTS, type MentionMember } from "#domain/board/contract";
import { useAuth } from "#web/api/session";
import { useServerNow } from "#web/lib/server-time";
import { CachedNotice } from "#web/ui/cached-notice";
import { Icon } from "#web/ui/icons";
import { Tabs } from "#web/ui/tabs";
import { boardQuery, type BoardTab } from "../api/board-api";
import { useBoardOverlay, useBoardSync } from "../hooks/board-outbox";
import { BOARD_PATHS } from "./board-icons";
import { Composer } from "./composer";
import { MessagePageItems } from "./message-feed";
import { targetOf, type Target } from "./message-item";
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
          <MessagePageItems
            key={`${tab}:${search}:${cursor ?? "first"}`}
            query={boardQuery(leagueId, tab, search, cursor)}
            first={cursor === undefined}
            emptyText={search.trim() ? "No messages match your search." : EMPTY[tab]}
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
