import { useEffect, useId, useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import { isLeagueMention, mentionedNames } from "#domain/board/mentions";
import { SOCIAL_LIMITS, SOCIAL_TEXTS } from "#domain/social/texts";
import type { Profile, ProfileMessage } from "#domain/social/contract";
import { useAuth } from "#web/api/session";
import { MentionText } from "#web/ui/mention-text";
import { relativeTime } from "#web/lib/format";
import { invalidateApi, updateApiData, useApiQuery } from "#web/lib/query";
import { useServerNow } from "#web/lib/server-time";
import type { OutboxRow } from "#web/offline/db";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { Avatar } from "#web/ui/avatar";
import { Badge } from "#web/ui/badge";
import { Button } from "#web/ui/button";
import { Card } from "#web/ui/card";
import { askConfirm } from "#web/ui/dialog";
import { EmptyState } from "#web/ui/empty-state";
import { Icon } from "#web/ui/icons";
import { Skeleton } from "#web/ui/skeleton";
import { Tabs } from "#web/ui/tabs";
import { toast } from "#web/ui/toast";
import {
  profileMessagesQuery,
  queueDeleteProfileMessage,
  queueProfileMessage,
} from "../api/social-api";
import { useSocialRows } from "../hooks/social-outbox";
import { messagesForTab, type MessageTab } from "../profile-lists";
import { boardOverlay, type PendingMessage } from "../queued-changes";
import { SOCIAL_KINDS } from "../social-rows";
import { HiddenSection, SAVED_OFFLINE } from "./profile-bits";
import "../profile-board.css";

const CHAT = "M4 5h16v11H9l-5 4z";
const TRASH = "M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3";
const CLOCK = "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2";

const TABS: { id: MessageTab; label: string }[] = [
  { id: "all", label: "All" },
  { id: "direct", label: "Direct" },
  { id: "leagues", label: "Leagues" },
];
const EMPTY: Record<MessageTab, string> = {
  all: "No messages yet.",
  direct: "No direct messages yet.",
  leagues: "No league messages yet.",
};

type Messages = ProfileMessage[] | null;

/** A post or delete landing or refused: the list on the device learns it, then reloads. */
function useBoardSync(messagesPath: string) {
  useEffect(() => {
    const mine = (row: OutboxRow) => row.path.toLowerCase().startsWith(messagesPath.toLowerCase());
    const posted = (row: OutboxRow, data: unknown) => {
      if (!mine(row)) return;
      const message = data as ProfileMessage | null;
      if (message && typeof message.id === "number")
        updateApiData<Messages>(messagesPath, (list) =>
          Array.isArray(list) && !list.some((m) => m.type === "direct" && m.id === message.id)
            ? [message, ...list]
            : list,
        );
      toast.success(SOCIAL_TEXTS.messagePosted);
      invalidateApi(messagesPath);
    };
    const deleted = (row: OutboxRow) => {
      if (!mine(row)) return;
      const id = Number(/(\d+)\/$/.exec(row.path)?.[1]);
      updateApiData<Messages>(messagesPath, (list) =>
        Array.isArray(list) ? list.filter((m) => !(m.type === "direct" && m.id === id)) : list,
      );
      toast.success(SOCIAL_TEXTS.messageDeleted);
      invalidateApi(messagesPath);
    };
    const refused = (failed: string) => (row: OutboxRow) => {
      if (!mine(row)) return false;
      const reason = row.lastError?.trim();
      toast.error(reason ? `${failed}: ${reason}` : failed);
      invalidateApi(messagesPath);
      return true;
    };
    const stops = [
      onMutationApplied(posted, SOCIAL_KINDS.post),
      onMutationApplied(deleted, SOCIAL_KINDS.deleteMessage),
      onMutationRejected(refused("Failed to post message"), SOCIAL_KINDS.post),
      onMutationRejected(refused("Failed to delete message"), SOCIAL_KINDS.deleteMessage),
    ];
    return () => stops.forEach((stop) => stop());
  }, [messagesPath]);
}

/** Message text as text, @word linked to that profile (spec 000 section 2), shortened over 200. */
function MessageText({ message }: { message: ProfileMessage }) {
  const leagueId = message.type === "league_message" ? message.league_id : null;
  return (
    <MentionText
      text={message.content}
      mentions={mentionedNames(message.content).filter((n) => !isLeagueMention(n))}
      mentionsLeague={leagueId !== null}
      leagueId={leagueId}
      className="pf-text"
      linkClassName="pf-mention"
    />
  );
}

function MessageItem({
  message,
  username,
  canDelete,
  nowMs,
  ownerView,
}: {
  message: ProfileMessage;
  username: string;
  canDelete: boolean;
  nowMs: number;
  ownerView: boolean;
}) {
  const remove = async () => {
    const ok = await askConfirm({
      title: "Delete message",
      message: "Delete this message? This cannot be undone.",
      confirmText: "Delete",
      danger: true,
    });
    if (ok)
      await queueDeleteProfileMessage(username, message.id).catch(() =>
        toast.error("Failed to delete message"),
      );
  };
  return (
    <li className="pf-message">
      <div className="pf-meta">
        <Avatar name={message.author_username} src={message.author_avatar} size={36} />
        <div className="pf-byline">
          <Link
            className="pf-author"
            to="/profile/$username"
            params={{ username: message.author_username }}
          >
            {message.author_username}
          </Link>
          <time className="small muted" dateTime={message.created_at}>
            {relativeTime(message.created_at, nowMs)}
          </time>
        </div>
        {canDelete && (
          <button
            type="button"
            className="btn btn-ghost btn-sm pf-icon-button"
            aria-label="Delete message"
            onClick={() => void remove()}
          >
            <Icon d={TRASH} size={18} />
          </button>
        )}
      </div>
      <div className="pf-chips">
        {message.type === "league_message" && message.league_id !== null ? (
          <Link
            className="pf-league"
            to="/leagues/$leagueId"
            params={{ leagueId: String(message.league_id) }}
          >
            <span className="badge badge-info">{message.league_name ?? "League"}</span>
          </Link>
        ) : (
          <Badge>Direct</Badge>
        )}
        {message.is_mention && <Badge tone="primary">Mention</Badge>}
        {message.is_by_profile_owner ? (
          <Badge tone="success">{ownerView ? "You" : "Owner"}</Badge>
        ) : (
          message.is_viewer_about_profile && <Badge tone="warning">You</Badge>
        )}
      </div>
      <MessageText message={message} />
    </li>
  );
}

function PendingItem({
  post,
  username,
  avatar,
}: {
  post: PendingMessage;
  username: string;
  avatar: string | null;
}) {
  return (
    <li className={`pf-message is-pending${post.rejected ? " is-rejected" : ""}`}>
      <div className="pf-meta">
        <Avatar name={username} src={avatar} size={36} />
        <div className="pf-byline">
          <span className="pf-author">{username}</span>
          <span className="small muted pf-waiting">
            <Icon d={CLOCK} size={14} />
            {post.rejected ? "Not posted — see Sync" : "Waiting to send"}
          </span>
        </div>
      </div>
      <div className="pf-text">
        <p>{post.content}</p>
      </div>
    </li>
  );
}

function Composer({ profile }: { profile: Profile }) {
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const max = SOCIAL_LIMITS.contentMax;
  const blank = text.trim() === "";
  const post = async () => {
    if (blank || busy) return;
    setBusy(true);
    try {
      await queueProfileMessage(profile.username, text.trim());
      setText("");
      if (!navigator.onLine) toast.info(SAVED_OFFLINE);
    } catch {
      toast.error("Failed to post message");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="pf-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void post();
      }}
    >
      <label className="field-label" htmlFor={id}>
        {profile.is_owner ? "Post on your board" : `Write on ${profile.username}'s board`}
      </label>
      <textarea
        id={id}
        className="input pf-textarea"
        rows={3}
        maxLength={max}
        aria-describedby={`${id}-count`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void post();
          }
        }}
      />
      <div className="pf-composer-actions">
        <span id={`${id}-count`} className={`small muted${text.length >= max ? " pf-full" : ""}`}>
          {text.length}/{max}
        </span>
        <Button type="submit" size="sm" disabled={blank} busy={busy}>
          Post
        </Button>
      </div>
    </form>
  );
}

/** The profile's message board: direct posts and league messages by or about its owner. */
export function ProfileBoard({ profile }: { profile: Profile }) {
  const { user } = useAuth();
  const me = user?.username ?? "";
  const rows = useSocialRows();
  const [tab, setTab] = useState<MessageTab>("all");
  const visible = profile.message_board_visible;
  const query = profileMessagesQuery(profile.username);
  const answer = useApiQuery({ ...query, enabled: visible });
  useBoardSync(query.queryKey[1]);
  const nowMs = useServerNow(60_000);
  const overlay = useMemo(() => boardOverlay(profile.username, rows), [profile.username, rows]);
  useEffect(() => {
    if (answer.isError) toast.error("Failed to load messages");
  }, [answer.isError]);

  const title = "Message Board";
  if (!visible || answer.data === null)
    return (
      <Card title={title}>
        <HiddenSection section="message_board" />
      </Card>
    );
  const messages = answer.data
    ? messagesForTab(answer.data, tab).filter(
        (m) => !(m.type === "direct" && overlay.deletes.has(m.id)),
      )
    : [];
  const pending = tab === "leagues" ? [] : overlay.posts;
  const isMe = (name: string) => name.toLowerCase() === me.toLowerCase();

  return (
    <Card title={title} className="pf-board">
      <Tabs label="Messages" tabs={TABS} value={tab} onChange={setTab} segmented />
      {/* Posts go to the profile itself (Direct); league messages are written on league boards. */}
      {user && tab !== "leagues" && <Composer profile={profile} />}
      {!answer.data ? (
        answer.isError ? (
          <div className="stack-sm" role="alert">
            <p>Failed to load messages</p>
            <Button size="sm" variant="secondary" onClick={answer.retry}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="stack-sm" aria-busy="true">
            <Skeleton height={72} />
            <Skeleton height={72} />
          </div>
        )
      ) : messages.length === 0 && pending.length === 0 ? (
        <EmptyState iconPath={CHAT}>{EMPTY[tab]}</EmptyState>
      ) : (
        <ul
          className="pf-messages"
          aria-label={`${TABS.find((t) => t.id === tab)!.label} messages`}
        >
          {pending.map((p) => (
            <PendingItem key={p.mutationId} post={p} username={me} avatar={user?.avatar ?? null} />
          ))}
          {messages.map((m) => (
            <MessageItem
              key={`${m.type}:${m.id}`}
              message={m}
              username={profile.username}
              nowMs={nowMs}
              ownerView={profile.is_owner}
              canDelete={m.type === "direct" && (profile.is_owner || isMe(m.author_username))}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
