/**
 * Issue 42, N5, the board and social areas: the board's, the profile wall's, privacy's and the
 * friends' routes that read a JSON body, probed with keys that name Object.prototype's members
 * (`__proto__`, `constructor`, …). The rule and the one test each route gets: hardening-support.ts.
 */
import { describeBodyRoutes, member, owner, type BodyRoute } from "./hardening-support";

/** The board, the wall, privacy and friends, the deletes last. */
const SOCIAL_ROUTES: BodyRoute[] = [
  {
    method: "POST",
    path: () => "/api/message-board/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({ league: w.league.id, content: "Proto post" }),
    withKeys: 201,
  },
  {
    method: "POST",
    path: (w) => `/api/message-board/${w.messageId}/vote/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ vote_type: "up" }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/message-board/${w.messageId}/highlight/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/message-board/${w.messageId}/highlight/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/message-comments/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({ message: w.messageId, content: "Proto reply" }),
    withKeys: 201,
  },
  {
    method: "POST",
    path: (w) => `/api/message-comments/${w.commentId}/vote/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ vote_type: "down" }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/message-comments/${w.commentId}/highlight/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/message-comments/${w.commentId}/highlight/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/users/profile/${w.member.username}/messages/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ content: "Proto wall post" }),
    withKeys: 201,
  },
  {
    method: "PUT",
    path: () => "/api/users/privacy/",
    token: member,
    // Every section is optional (a key left out is public): nothing but unknown keys is valid.
    onlyKeys: 200,
    valid: () => ({ my_picks: "friends_only" }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/users/friends/request/",
    token: owner,
    onlyKeys: 400,
    valid: (w) => ({ recipient: w.stranger.id }),
    withKeys: 201,
  },
  {
    method: "POST",
    path: (w) => `/api/users/friends/respond/${w.friendshipId}/`,
    token: member,
    onlyKeys: 400,
    valid: () => ({ action: "accept" }),
    withKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/users/profile/${w.member.username}/messages/${w.profileMessageId}/`,
    token: owner,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/users/friends/remove/${w.stranger.id}/`,
    token: member,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/message-comments/${w.commentId}/`,
    token: member,
    onlyKeys: 200,
  },
  {
    method: "DELETE",
    path: (w) => `/api/message-board/${w.messageId}/`,
    token: member,
    onlyKeys: 200,
  },
];

describeBodyRoutes("board and friends", SOCIAL_ROUTES);
