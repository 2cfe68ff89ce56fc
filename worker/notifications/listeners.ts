/**
 * Which event raises which notification (ADR 1401 has the table). Listeners run once per event,
 * after its write committed, inside the request that made it (worker/http/events.ts); a replayed
 * request emits nothing, and the dedupe keys make a second delivery of the same event a no-op.
 * Web Push and league-wide drafts go to the fan-out queue (ADR 0411). A listener never fails the
 * request (the channel logs errors).
 */
import {
  ACHIEVEMENTS_BY_ID,
  ACHIEVEMENTS_URL,
  achievementDedupeKey,
} from "#domain/achievements/catalogue";
import { NOTIFICATION_COPY } from "#domain/notifications/texts";
import type { Env } from "#worker/env";
import type { AchievementEvent } from "#worker/achievements/events";
import type { BoardEvent } from "#worker/board/events";
import { commentStatement, messageStatement, type BoardItemType } from "#worker/board/queries";
import type { LeagueEvent } from "#worker/leagues/events";
import type { PickEvent } from "#worker/picks/events";
import type { SocialEvent } from "#worker/social/events";
import { userByIdStatement } from "#worker/social/queries";
import {
  insertNotifications,
  pushRaised,
  raiseLater,
  raiseNotifications,
  type LeagueDraft,
  type NotificationDraft,
} from "./raise";

/** Where a board item opens: its league's board with the targeting parameters. */
export const boardTargetUrl = (leagueId: number, itemType: BoardItemType, itemId: number) =>
  `/leagues/${leagueId}?target_id=${itemId}&target_type=${itemType}`;

export const profileUrl = (username: string) => `/profile/${encodeURIComponent(username)}`;

interface UserName {
  username: string;
}

/** The item (read as the actor, an active member) and the actor's name, in one round trip. */
async function boardContext(env: Env, itemType: BoardItemType, itemId: number, actorId: number) {
  const db = env.DB;
  const [item, actor] = await db.batch([
    itemType === "message"
      ? messageStatement(db, actorId, itemId)
      : commentStatement(db, actorId, itemId),
    userByIdStatement(db, actorId),
  ]);
  const row = item!.results[0] as { content: string; league_name?: string } | undefined;
  const name = (actor!.results[0] as UserName | undefined)?.username;
  if (!row || !name) return null;
  return { text: row.content, league: row.league_name ?? null, actor: name };
}

/** A league's name, for comment rows (which carry only the league id). */
async function leagueName(env: Env, leagueId: number): Promise<string> {
  const row = await env.DB.prepare("SELECT name FROM leagues WHERE id = ?")
    .bind(leagueId)
    .first<{ name: string }>();
  return row?.name ?? "your league";
}

/**
 * The drafts to named users are inserted here; drafts to a whole league (an @everyone post in a
 * league of 10,000) go to the fan-out queue (ADR 0411), after the named ones, so a member reached
 * both ways still gets the named one.
 */
async function raise(
  env: Env,
  now: Date,
  drafts: NotificationDraft[],
  leagueDrafts: LeagueDraft[] = [],
) {
  const raised = await insertNotifications(env, drafts, now);
  await pushRaised(env, raised);
  if (leagueDrafts.length) await raiseLater(env, [], now, leagueDrafts);
}

export async function notifyBoardEvent(env: Env, event: BoardEvent, now: Date): Promise<void> {
  switch (event.type) {
    case "posted":
      return;
    case "mentioned": {
      if (!event.userIds.length && !event.league) return;
      const ctx = await boardContext(env, event.itemType, event.itemId, event.authorId);
      if (!ctx) return;
      const league = ctx.league ?? (await leagueName(env, event.leagueId));
      const base = {
        // One key for named and league-wide mentions: a member reached both ways gets one.
        dedupeKey: `mention:${event.itemType}:${event.itemId}`,
        actorId: event.authorId,
        leagueId: event.leagueId,
        objectType: event.itemType,
        objectId: event.itemId,
        actionUrl: boardTargetUrl(event.leagueId, event.itemType, event.itemId),
      } as const;
      const named = NOTIFICATION_COPY.mention({ ...ctx, league, itemType: event.itemType });
      const everyone = NOTIFICATION_COPY.leagueMention({ ...ctx, league });
      return raise(
        env,
        now,
        event.userIds.map((userId) => ({
          ...base,
          ...named,
          userId,
          type: event.itemType === "message" ? "mention_in_message" : "mention_in_comment",
        })),
        event.league
          ? [{ ...base, ...everyone, type: "league_mention", exceptUserId: event.authorId }]
          : [],
      );
    }
    case "commented": {
      if (event.messageAuthorId === null || event.messageAuthorId === event.authorId) return;
      const ctx = await boardContext(env, "comment", event.commentId, event.authorId);
      if (!ctx) return;
      const league = await leagueName(env, event.leagueId);
      return raise(env, now, [
        {
          ...NOTIFICATION_COPY.commented({ ...ctx, league }),
          userId: event.messageAuthorId,
          type: "message_commented",
          dedupeKey: `comment:${event.commentId}`,
          actorId: event.authorId,
          leagueId: event.leagueId,
          objectType: "comment",
          objectId: event.commentId,
          actionUrl: boardTargetUrl(event.leagueId, "comment", event.commentId),
        },
      ]);
    }
    case "voted": {
      // Removing a vote raises nothing; voting again after removing is the same event (one key).
      if (event.vote === "none" || event.authorId === null || event.authorId === event.voterId)
        return;
      const ctx = await boardContext(env, event.itemType, event.itemId, event.voterId);
      if (!ctx) return;
      const league = ctx.league ?? (await leagueName(env, event.leagueId));
      const liked = event.vote === "up";
      const type =
        event.itemType === "message"
          ? liked
            ? "message_liked"
            : "message_disliked"
          : liked
            ? "comment_liked"
            : "comment_disliked";
      return raise(env, now, [
        {
          ...NOTIFICATION_COPY.voted({
            ...ctx,
            league,
            itemType: event.itemType,
            vote: event.vote,
          }),
          userId: event.authorId,
          type,
          dedupeKey: `vote:${event.itemType}:${event.itemId}:${event.voterId}:${event.vote}`,
          actorId: event.voterId,
          leagueId: event.leagueId,
          objectType: event.itemType,
          objectId: event.itemId,
          actionUrl: boardTargetUrl(event.leagueId, event.itemType, event.itemId),
        },
      ]);
    }
    case "highlighted": {
      if (!event.highlighted || event.authorId === null || event.authorId === event.by) return;
      const ctx = await boardContext(env, event.itemType, event.itemId, event.by);
      if (!ctx) return;
      const league = ctx.league ?? (await leagueName(env, event.leagueId));
      return raise(env, now, [
        {
          ...NOTIFICATION_COPY.highlighted({ league, itemType: event.itemType }),
          userId: event.authorId,
          type: event.itemType === "message" ? "message_highlighted" : "comment_highlighted",
          // Highlighted, un-highlighted and highlighted again: told once.
          dedupeKey: `highlight:${event.itemType}:${event.itemId}`,
          actorId: event.by,
          leagueId: event.leagueId,
          objectType: event.itemType,
          objectId: event.itemId,
          actionUrl: boardTargetUrl(event.leagueId, event.itemType, event.itemId),
        },
      ]);
    }
  }
}

async function userName(env: Env, id: number): Promise<string | null> {
  return (await userByIdStatement(env.DB, id).first<UserName>())?.username ?? null;
}

/** The answerer's own friend_request notification is settled: marked read. */
const markRequestRead = (env: Env, userId: number, friendshipId: number) =>
  env.DB.prepare(
    `UPDATE notifications SET is_read = 1
     WHERE user_id = ? AND notification_type = 'friend_request' AND object_id = ? AND is_read = 0`,
  )
    .bind(userId, friendshipId)
    .run();

export async function notifySocialEvent(env: Env, event: SocialEvent, now: Date): Promise<void> {
  switch (event.type) {
    case "friend_requested": {
      const actor = await userName(env, event.requesterId);
      if (!actor) return;
      return raise(env, now, [
        {
          ...NOTIFICATION_COPY.friendRequest({ actor }),
          userId: event.recipientId,
          type: "friend_request",
          dedupeKey: `friend_request:${event.friendshipId}`,
          actorId: event.requesterId,
          objectType: "friendship",
          objectId: event.friendshipId,
          actionUrl: profileUrl(actor),
        },
      ]);
    }
    case "friend_accepted":
    case "friend_declined": {
      await markRequestRead(env, event.by, event.friendshipId);
      const actor = await userName(env, event.by);
      if (!actor) return;
      const accepted = event.type === "friend_accepted";
      return raise(env, now, [
        {
          ...(accepted
            ? NOTIFICATION_COPY.friendAccepted({ actor })
            : NOTIFICATION_COPY.friendDeclined({ actor })),
          userId: event.requesterId,
          type: accepted ? "friend_request_accepted" : "friend_request_declined",
          dedupeKey: `${accepted ? "friend_accepted" : "friend_declined"}:${event.friendshipId}`,
          actorId: event.by,
          objectType: "friendship",
          objectId: event.friendshipId,
          actionUrl: profileUrl(actor),
        },
      ]);
    }
    case "friend_removed": {
      // A withdrawn request can no longer be answered: its notification goes.
      if (!event.wasPending) return;
      const [a, b] = event.userIds;
      await env.DB.prepare(
        `DELETE FROM notifications WHERE notification_type = 'friend_request'
         AND ((user_id = ?1 AND actor_id = ?2) OR (user_id = ?2 AND actor_id = ?1))`,
      )
        .bind(a, b)
        .run();
      return;
    }
    case "profile_message_posted":
      return;
  }
}

export async function notifyLeagueEvent(env: Env, event: LeagueEvent, now: Date): Promise<void> {
  switch (event.type) {
    case "settings_changed": {
      const actor = await userName(env, event.by);
      if (!actor) return;
      return raise(
        env,
        now,
        [],
        [
          {
            ...NOTIFICATION_COPY.leagueUpdate({ actor, league: event.leagueName }),
            type: "league_update",
            dedupeKey: `league_update:${event.leagueId}:${event.changedAt}`,
            actorId: event.by,
            leagueId: event.leagueId,
            exceptUserId: event.by,
            objectType: "league",
            objectId: event.leagueId,
            actionUrl: `/leagues/${event.leagueId}`,
          },
        ],
      );
    }
  }
}

/** What an award run newly earned: achievement_earned, once per user and achievement. */
export async function notifyAchievementEvent(
  env: Env,
  event: AchievementEvent,
  now: Date,
): Promise<void> {
  const drafts = event.earned.flatMap(({ userId, achievementId }) => {
    const achievement = ACHIEVEMENTS_BY_ID.get(achievementId);
    if (!achievement) return [];
    return [
      {
        ...NOTIFICATION_COPY.achievement(achievement),
        userId,
        type: "achievement_earned" as const,
        dedupeKey: achievementDedupeKey(achievementId),
        objectType: "achievement" as const,
        actionUrl: ACHIEVEMENTS_URL,
      },
    ];
  });
  await raiseNotifications(env, drafts, now);
}

/**
 * Picks listener: the member whose week the server picked (auto-pick, issue 47) hears it once per
 * league and card week, in the reminders and by push like a pick reminder. Emitted by a job, so
 * the push is awaited.
 */
export async function notifyPickEvent(env: Env, event: PickEvent, now: Date): Promise<void> {
  if (event.type !== "auto_picked") return;
  const raised = await insertNotifications(
    env,
    [
      {
        ...NOTIFICATION_COPY.autoPicked({
          league: event.league,
          week: event.week,
          sport: event.sportKey,
        }),
        userId: event.userId,
        type: "pick_reminder",
        dedupeKey: `auto_pick:${event.leagueId}:${event.week}`,
        leagueId: event.leagueId,
        objectType: "league",
        objectId: event.leagueId,
        // A survivor pick is seen on the league page (its survivor screen).
        actionUrl: event.survivor
          ? `/leagues/${event.leagueId}`
          : `/sportsbook?league=${event.leagueId}&week=${event.week}`,
      },
    ],
    now,
  );
  await pushRaised(env, raised);
}
