import { Link } from "@tanstack/react-router";

/** A username linking to /profile/{username} (spec: rows and names link to the profile). */
export function ProfileLink({ username, className }: { username: string; className?: string }) {
  return (
    <Link to="/profile/$username" params={{ username }} className={className}>
      {username}
    </Link>
  );
}
