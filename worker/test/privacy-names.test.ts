/**
 * Real names follow their owner's user_info setting wherever people are named (issue 42 N3,
 * ADR 1301): the board's authors of messages and replies, the cross-league feed, the league
 * answer's members, the profile and the friends lists. A viewer who may not see them gets empty
 * names, and the username wherever a name must stand (`author_name`).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_LEVELS, type PrivacyLevel } from "#domain/social/contract";
import { call, createUser, type TestUser as User } from "./support";
import { createLeague, joinWithCode } from "./fixtures/leagues";

type Who = "owner" | "friend" | "mate";

/** The rule as the spec states it: the owner always, a friend unless hidden, others if public. */
const mayName = (level: PrivacyLevel, who: Who) =>
  who === "owner" || level === "public" || (level === "friends_only" && who === "friend");

describe("real names in the league follow the author's user_info setting", () => {
  let shy: User;
  let friend: User;
  let mate: User;
  let league: { id: number };
  let messageId: number;
  let commentId: number;
  const viewer = (who: Who) => ({ owner: shy, friend, mate })[who];

  beforeAll(async () => {
    shy = await createUser();
    friend = await createUser();
    mate = await createUser();
    const named = await call("/api/users/profile/", {
      method: "PATCH",
      token: shy.token,
      body: { first_name: "Shyla", last_name: "Quietfolk" },
    });
    expect(named.status, named.text).toBe(200);
    const asked = await call("/api/users/friends/request/", {
      token: friend.token,
      body: { recipient: shy.id },
    });
    expect(asked.status, asked.text).toBe(201);
    const accepted = await call(`/api/users/friends/respond/${asked.json.friend_request_id}/`, {
      token: shy.token,
      body: { action: "accept" },
    });
    expect(accepted.status, accepted.text).toBe(200);
    // The mate shares the league with the shy author but is not their friend.
    const created = await createLeague(mate.token, { name: "Names League" });
    league = created;
    for (const u of [shy, friend])
      expect((await joinWithCode(u.token, created.code)).status).toBe(200);
    const msg = await call("/api/message-board/", {
      token: shy.token,
      body: { league: league.id, content: "my post" },
    });
    expect(msg.status, msg.text).toBe(201);
    expect(msg.json.author_name).toBe("Shyla Quietfolk");
    messageId = msg.json.id;
    const cmt = await call("/api/message-comments/", {
      token: shy.token,
      body: { message: messageId, content: "my reply" },
    });
    expect(cmt.status, cmt.text).toBe(201);
    commentId = cmt.json.id;
  });

  /** Every name of the shy author the viewer is given, by where it appears. */
  async function namesSeenBy(who: Who) {
    const token = viewer(who).token;
    const board = await call(`/api/message-board/?league=${league.id}`, { token });
    expect(board.status, board.text).toBe(200);
    const cross = await call("/api/cross-league-messages/", { token });
    expect(cross.status, cross.text).toBe(200);
    const detail = await call(`/api/leagues/${league.id}/`, { token });
    expect(detail.status, detail.text).toBe(200);
    const profile = await call(`/api/users/profile/${shy.username}/`, { token });
    expect(profile.status, profile.text).toBe(200);
    const friends = await call(`/api/users/friends/list/${friend.id}/`, { token });
    expect(friends.status, friends.text).toBe(200);
    type Item = {
      id: number;
      author_name: string;
      comments: Array<{ id: number; author_name: string }>;
    };
    const onBoard = (board.json.results as Item[]).find((m) => m.id === messageId)!;
    const inFeed = (cross.json.results as Item[]).find((m) => m.id === messageId)!;
    return {
      texts: [board.text, cross.text, detail.text, profile.text, friends.text],
      board_message: onBoard.author_name,
      board_comment: onBoard.comments.find((k) => k.id === commentId)!.author_name,
      cross_league_message: inFeed.author_name,
      cross_league_comment: inFeed.comments.find((k) => k.id === commentId)!.author_name,
      league_member: (detail.json.members as Array<{ id: number; full_name: string }>).find(
        (m) => m.id === shy.id,
      )!.full_name,
      profile: profile.json.full_name as string | null,
      friends_list: (friends.json as Array<{ id: number; full_name: string }>).find(
        (f) => f.id === shy.id,
      )!.full_name,
    };
  }

  for (const level of PRIVACY_LEVELS)
    describe(`user_info ${level}`, () => {
      beforeAll(async () => {
        const res = await call("/api/users/privacy/", {
          method: "PUT",
          token: shy.token,
          body: { user_info: level },
        });
        expect(res.status, res.text).toBe(200);
      });

      it.each(["owner", "friend", "mate"] as const)(
        "the %s sees the real name only where the rule allows, else the username",
        async (who) => {
          const seen = await namesSeenBy(who);
          const shown = mayName(level, who);
          const name = shown ? "Shyla Quietfolk" : shy.username;
          const fullName = shown ? "Shyla Quietfolk" : "";
          expect(seen).toMatchObject({
            board_message: name,
            board_comment: name,
            cross_league_message: name,
            cross_league_comment: name,
            league_member: fullName,
            profile: shown ? "Shyla Quietfolk" : null,
            friends_list: fullName,
          });
          if (!shown)
            for (const text of seen.texts) {
              expect(text).not.toContain("Shyla");
              expect(text).not.toContain("Quietfolk");
            }
        },
      );
    });
});
