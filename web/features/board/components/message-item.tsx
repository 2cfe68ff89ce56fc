import { memo, useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import {
  BOARD_TEXTS,
  isSystemStyle,
  type BoardComment,
  type BoardMessage,
  type MentionMember,
} from "#domain/board/contract";
import { relativeTime } from "#web/lib/format";
import { Avatar } from "#web/ui/avatar";
import { Button } from "#web/ui/button";
import { askConfirm } from "#web/ui/dialog";
import { Icon } from "#web/ui/icons";
import { toast } from "#web/ui/toast";
import { queueDelete, queueHighlight, queueReply } from "../api/board-api";
import type { ItemType } from "../api/board-mutations";
import { castVote, withOverlay, type BoardOverlay, type PendingReply } from "../hooks/board-outbox";
import { BOARD_PATHS, TYPE_ICON, TYPE_LABEL } from "./board-icons";
import { MentionText } from "#web/ui/mention-text";
import { MentionInput } from "./mention-input";

/** A notification's target: expanded at once, drawn highlighted while `flash`. */
export interface Target {
  type: ItemType;
  id: number;
  flash?: boolean;
}

/** A target from the notification's `target_id` and `target_type`, or null when there is none. */
export function targetOf(id: unknown, type: unknown): Target | null {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) return null;
  return { type: type === "comment" ? "comment" : "message", id: n };
}

// The link stays inline in its line of text; its tap area reaches past the name (.tap-area).
/** A post's age; a week on, its date in US English with the month's name ('Sep 1, 2024'). */
const postedAgo = (iso: string, now: Date) =>
  relativeTime(iso, now.getTime(), { locale: "en-US" }, BOARD_DATE);
const BOARD_DATE = { month: "short", day: "numeric", year: "numeric" } as const;

const author = (username: string | null, name: string) =>
  username ? (
    <span className="board-author">
      <Link to="/profile/$username" params={{ username }} className="tap-area">
        {name}
      </Link>
    </span>
  ) : (
    <span className="board-author">{name}</span>
  );

function Votes({
  type,
  item,
}: {
  type: ItemType;
  item: {
    id: number;
    user_vote: string;
    vote_counts: { up: number; down: number };
    voteWaiting: boolean;
  };
}) {
  const label = type === "message" ? "message" : "reply";
  return (
    <div className="board-votes" role="group" aria-label={`Votes on this ${label}`}>
      {(["up", "down"] as const).map((vote) => (
        <button
          key={vote}
          type="button"
          className={`btn btn-ghost btn-sm board-action board-vote${item.user_vote === vote ? " is-mine" : ""}`}
          aria-pressed={item.user_vote === vote}
          disabled={item.voteWaiting}
          onClick={() => castVote(type, item.id, vote)}
        >
          <Icon d={vote === "up" ? BOARD_PATHS.up : BOARD_PATHS.down} size={18} />
          <span className="sr-only">{vote === "up" ? "Upvote" : "Downvote"}</span>
          <span>{item.vote_counts[vote]}</span>
        </button>
      ))}
    </div>
  );
}

async function confirmDelete(type: ItemType, id: number) {
  const ok = await askConfirm({
    title: type === "message" ? "Delete message" : "Delete reply",
    message: BOARD_TEXTS.confirmDelete,
    confirmText: "Delete",
    danger: true,
  });
  if (!ok) return;
  await queueDelete(type, id).catch(() =>
    toast.error(
      type === "message" ? BOARD_TEXTS.deleteMessageFailed : BOARD_TEXTS.deleteCommentFailed,
    ),
  );
}

const toggleHighlight = (type: ItemType, id: number, on: boolean) =>
  queueHighlight(type, id, on).catch(() => toast.error(BOARD_TEXTS.highlightFailed));

function HighlightButton({ type, id, on }: { type: ItemType; id: number; on: boolean }) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm board-action${on ? " is-highlight" : ""}`}
      aria-pressed={on}
      aria-label={on ? "Remove highlight" : "Highlight"}
      onClick={() => void toggleHighlight(type, id, !on)}
    >
      <Icon d={BOARD_PATHS.star} size={18} />
    </button>
  );
}

function DeleteButton({ type, id }: { type: ItemType; id: number }) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm board-action"
      aria-label={type === "message" ? "Delete message" : "Delete reply"}
      onClick={() => void confirmDelete(type, id)}
    >
      <Icon d={BOARD_PATHS.trash} size={18} />
    </button>
  );
}

function CommentItem({
  comment,
  overlay,
  leagueId,
  now,
  targeted,
}: {
  comment: BoardComment;
  overlay: BoardOverlay;
  leagueId: number;
  now: Date;
  targeted: boolean;
}) {
  const shown = withOverlay(comment, "comment", overlay);
  return (
    <li
      id={`board-comment-${comment.id}`}
      className={`board-comment${shown.is_highlighted ? " is-highlighted" : ""}${targeted ? " is-targeted" : ""}`}
    >
      <div className="board-meta">
        <Avatar name={comment.author_username} src={comment.author_avatar} size={28} />
        {author(comment.author_username, comment.author_name)}
        <time className="small muted" dateTime={comment.created_at}>
          {postedAgo(comment.created_at, now)}
        </time>
        {shown.is_highlighted && <span className="board-flag">Highlighted</span>}
      </div>
      <MentionText
        text={comment.content}
        mentions={comment.mentions}
        mentionsLeague={comment.mentions_league}
        leagueId={leagueId}
      />
      <div className="board-actions">
        <Votes type="comment" item={shown} />
        {comment.can_highlight && (
          <HighlightButton type="comment" id={comment.id} on={shown.is_highlighted} />
        )}
        {comment.can_delete && <DeleteButton type="comment" id={comment.id} />}
      </div>
    </li>
  );
}

function PendingReplyItem({ reply, username }: { reply: PendingReply; username: string }) {
  return (
    <li className="board-comment is-pending">
      <div className="board-meta">
        <Avatar name={username} size={28} />
        <span className="board-author">{username}</span>
        <span className="board-waiting">
          <Icon d={BOARD_PATHS.clock} size={14} /> Waiting to send
        </span>
      </div>
      <div className="board-text">
        <p>{reply.body.content}</p>
      </div>
    </li>
  );
}

function ReplyForm({
  messageId,
  members,
}: {
  messageId: number;
  members: readonly MentionMember[];
}) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      await queueReply(messageId, text.trim());
      setText("");
    } catch {
      toast.error(BOARD_TEXTS.replyFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="board-reply"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <MentionInput
        value={text}
        onChange={setText}
        members={members}
        rows={2}
        label="Your reply"
        onSubmitShortcut={() => void send()}
      />
      <Button type="submit" size="sm" disabled={!text.trim()} busy={busy}>
        Reply
      </Button>
    </form>
  );
}

/**
 * One message: author, time, text, image, votes, highlight, delete, and its replies. `showLeague`
 * (messages from several leagues, on the dashboard) adds its type and a badge linking to its league.
 */
export const MessageItem = memo(function MessageItem({
  message,
  overlay,
  members,
  now,
  target,
  username,
  showLeague = false,
}: {
  message: BoardMessage;
  overlay: BoardOverlay;
  members: readonly MentionMember[];
  now: Date;
  target: Target | null;
  username: string;
  showLeague?: boolean;
}) {
  const shown = withOverlay(message, "message", overlay);
  const pendingReplies = overlay.replies.get(message.id) ?? [];
  const deleted = overlay.deletes;
  const comments = message.comments.filter((c) => !deleted.has(`comment:${c.id}`));
  const targetsReply = target?.type === "comment" && comments.some((c) => c.id === target.id);
  // null: open while a reply waits to be sent or a notification points into the thread; a tap
  // on the toggle decides from then on.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    if (targetsReply) setOpen(true);
  }, [targetsReply]);
  const expanded = open ?? (targetsReply || pendingReplies.length > 0);
  const system = isSystemStyle(message.message_type);
  const replies = comments.length + pendingReplies.length;
  const targeted = !!target?.flash && target.type === "message" && target.id === message.id;
  return (
    <li
      id={`board-message-${message.id}`}
      className={`board-message${system ? " is-system" : ""}${shown.is_highlighted ? " is-highlighted" : ""}${targeted ? " is-targeted" : ""}`}
    >
      <div className="board-meta">
        {system ? (
          <span
            className={`board-type-icon type-${message.message_type}`}
            title={TYPE_LABEL[message.message_type]}
          >
            <Icon
              d={TYPE_ICON[message.message_type]}
              size={18}
              label={TYPE_LABEL[message.message_type]}
            />
          </span>
        ) : (
          <Avatar
            name={message.author_username ?? message.author_name}
            src={message.author_avatar}
            size={36}
          />
        )}
        <div className="board-byline">
          {author(message.author_username, message.author_name)}
          {showLeague && (
            // Beside the author's name, not under it: two thumb-sized tap areas stacked 8 px apart
            // overlapped, and a tap on the name's lower edge opened the league.
            <span>
              <Link
                className="board-league tap-area"
                to="/leagues/$leagueId"
                params={{ leagueId: String(message.league_id) }}
              >
                {message.league_name}
              </Link>
            </span>
          )}
          <time className="small muted" dateTime={message.created_at}>
            {system || showLeague ? `${TYPE_LABEL[message.message_type]} · ` : ""}
            {postedAgo(message.created_at, now)}
          </time>
        </div>
        {shown.is_highlighted && (
          <span className="board-flag">
            <Icon d={BOARD_PATHS.star} size={14} /> Highlighted
          </span>
        )}
      </div>
      <MentionText
        text={message.content}
        mentions={message.mentions}
        mentionsLeague={message.mentions_league}
        leagueId={message.league_id}
      />
      {message.image_url && (
        <img
          className="board-image"
          src={message.image_url}
          alt={`Image posted by ${message.author_name}`}
          loading="lazy"
        />
      )}
      <div className="board-actions">
        <Votes type="message" item={shown} />
        <button
          type="button"
          className="btn btn-ghost btn-sm board-action"
          aria-expanded={expanded}
          onClick={() => setOpen(!expanded)}
        >
          <Icon d={BOARD_PATHS.reply} size={18} />
          <span>
            {expanded
              ? "Hide replies"
              : replies === 0
                ? "Reply"
                : `${replies} ${replies === 1 ? "reply" : "replies"}`}
          </span>
        </button>
        {message.can_highlight && (
          <HighlightButton type="message" id={message.id} on={shown.is_highlighted} />
        )}
        {message.can_delete && !shown.is_highlighted && (
          <DeleteButton type="message" id={message.id} />
        )}
      </div>
      {expanded && (
        <div className="board-thread">
          {replies > 0 && (
            <ul className="board-comments">
              {comments.map((c) => (
                <CommentItem
                  key={c.id}
                  comment={c}
                  overlay={overlay}
                  leagueId={message.league_id}
                  now={now}
                  targeted={!!target?.flash && target.type === "comment" && target.id === c.id}
                />
              ))}
              {pendingReplies.map((r) => (
                <PendingReplyItem key={r.mutationId} reply={r} username={username} />
              ))}
            </ul>
          )}
          <ReplyForm messageId={message.id} members={members} />
        </div>
      )}
    </li>
  );
});
