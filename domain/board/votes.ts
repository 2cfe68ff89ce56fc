/** Votes on a message or comment (spec 002 section 4): one per user per item. */
import type { UserVote, VoteCounts, VoteType } from "./contract";

/** The viewer's vote after voting `vote`: the same vote again removes it, the opposite switches. */
export const nextVote = (current: UserVote, vote: VoteType): UserVote =>
  current === vote ? "none" : vote;

/** The counts after the viewer's vote moves from `from` to `to`. */
export function countsAfter(counts: VoteCounts, from: UserVote, to: UserVote): VoteCounts {
  const next = { ...counts };
  if (from !== "none") next[from] = Math.max(0, next[from] - 1);
  if (to !== "none") next[to] += 1;
  return next;
}
