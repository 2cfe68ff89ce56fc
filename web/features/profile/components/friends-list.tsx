import { useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import type { ProfileFriend } from "#domain/social/contract";
import { Avatar } from "#web/ui/avatar";
import { TextField } from "#web/ui/text-field";
import { filterFriends, friendName } from "../friends";
import "../profile.css";

/**
 * Friends with the spec's 'Search friends...' box (username, first, last or full name) over a
 * list that scrolls; each entry opens that profile. The profile's Friends card and the
 * dashboard's Your Profile card both show it.
 */
export function FriendsList({ friends }: { friends: readonly ProfileFriend[] }) {
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterFriends(friends, query), [friends, query]);
  return (
    <>
      <TextField
        label="Search friends..."
        type="search"
        value={query}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      {shown.length === 0 ? (
        <p className="muted small pf-no-match">No friends match your search.</p>
      ) : (
        <ul className="pf-rows pf-friends" aria-label="Friends">
          {shown.map((f) => (
            <li key={f.id}>
              <Link className="pf-row" to="/profile/$username" params={{ username: f.username }}>
                <Avatar name={f.username} src={f.avatar} size={36} />
                <span className="pf-row-main">
                  <strong>{friendName(f)}</strong>
                  <span className="small muted">@{f.username}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
