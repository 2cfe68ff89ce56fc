import { Link } from "@tanstack/react-router";

/**
 * A username linking to /profile/{username} (spec: rows and names link to the profile). Drawn as
 * plain bold text (`.user-link`): a table of orange underlined names read as a page of ads.
 */
export function ProfileLink({ username, className }: { username: string; className?: string }) {
  return (
    <Link
      to="/profile/$username"
      params={{ username }}
      className={className ? `user-link ${className}` : "user-link"}
    >
      {username}
    </Link>
  );
}
