import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { shortenedText } from "#domain/board/display";
import { splitMentions } from "#domain/board/mentions";

/**
 * Board text, always as text (React escapes it; no HTML is interpreted), with the mentions the
 * server resolved as links: members to /profile/{username}, @league/@everyone/@all to the league.
 * Over 200 characters it is shortened with Show more / Show less.
 */
export function BoardText({
  text,
  mentions,
  mentionsLeague,
  leagueId,
}: {
  text: string;
  mentions: string[];
  mentionsLeague: boolean;
  leagueId: number;
}) {
  const [open, setOpen] = useState(false);
  if (!text) return null;
  const short = shortenedText(text);
  const shown = open || short === null ? text : short;
  return (
    <div className="board-text">
      <p>
        {splitMentions(shown, mentions, mentionsLeague).map((part, i) =>
          part.kind === "user" ? (
            <Link
              key={i}
              className="mention"
              to="/profile/$username"
              params={{ username: part.username }}
            >
              {part.text}
            </Link>
          ) : part.kind === "league" ? (
            <Link
              key={i}
              className="mention"
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
