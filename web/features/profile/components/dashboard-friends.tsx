import type { ProfileFriend } from "#domain/social/contract";
import { useApiQuery } from "#web/lib/query";
import { Button } from "#web/ui/button";
import { Skeleton } from "#web/ui/skeleton";
import { friendsQuery } from "../api/social-api";
import { FriendsList } from "./friends-list";

/** The dashboard's Your Profile card: the signed-in user's friends, searchable (spec section 2). */
export function DashboardFriends() {
  const answer = useApiQuery(friendsQuery());
  const friends: ProfileFriend[] | undefined = answer.data;
  return (
    <section className="stack-sm" aria-label="Your friends">
      <h3 className="pf-subtitle">Friends{friends ? ` (${friends.length})` : ""}</h3>
      {friends ? (
        friends.length === 0 ? (
          <p className="muted small">
            No friends yet. Open a player's profile from a leaderboard or a message to add them.
          </p>
        ) : (
          <FriendsList friends={friends} />
        )
      ) : answer.isError ? (
        <div className="row" role="alert">
          <span className="small muted">Your friends could not be loaded.</span>
          <Button size="sm" variant="secondary" onClick={answer.retry}>
            Retry
          </Button>
        </div>
      ) : (
        <Skeleton height={44} />
      )}
    </section>
  );
}
