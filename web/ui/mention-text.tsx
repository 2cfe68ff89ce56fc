import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { shortenedText } from "#domain/board/display";
import { splitMentions } from "#domain/board/mentions";

/**
 * A message's text, always as text (React escapes it; no HTML is interpreted), with its mentions
 * as links: members to /profile/{username}, @league/@everyone/@all to the league (when there is
 * one). Over 200 characters it is shortened with Show more / Show less. The league boards pass the
 * mentions the server resolved; profile boards every @word (spec 000 section 2).
 */
export function MentionText({
  text,
  mentions,
  mentionsLeague,
  leagueId,
  className = "board-text",
  linkClassName = "mention",
}: {
  text: string;
  mentions: readonly string[];
  mentionsLeague: boolean;
  leagueId: number | null;
  className?: string;
  linkClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  if (!text) return null;
  const short = shortenedText(text);
  const shown = open || short === null ? text : short;
  return (
    <div className={className}>
      <p>
        {splitMentions(shown, mentions, mentionsLeague).map((part, i) =>
          part.kind === "user" ? (
            <Link
              key={i}
              className={linkClassName}
              to="/profile/$username"
              params={{ username: part.username }}
            >
              {part.text}
            </Link>
          ) : part.kind === "league" && leagueId !== null ? (
            <Link
              key={i}
              className={linkClassName}
              to="/leagues/$leagueId"
              params={{ leagueId: String(leagueId) }}
            >
              {part.text}
            </Link>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {short !== null && (
        <button type="button" className="btn btn-link btn-sm" onClick={() => setOpen(!open)}>
          {open ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  );
}
