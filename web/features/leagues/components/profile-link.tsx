/** A username linking to /profile/{username} (spec: rows and names link to the profile). */
export function ProfileLink({ username, className }: { username: string; className?: string }) {
  return (
    <a href={`/profile/${encodeURIComponent(username)}`} className={className}>
      {username}
    </a>
  );
}
