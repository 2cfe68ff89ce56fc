/**
 * Profiles, friends and privacy (spec 000 sections 3, 4 and 7; issue 13).
 *
 * Guarantees:
 * - Privacy is decided here, per section and viewer (owner, friend, signed-in, anonymous; see
 *   domain/social/privacy.ts): a section the viewer may not see answers null on every route that
 *   could show it — the profile, its messages, the friends lists. The owner sees everything.
 * - Recent picks never show a pick the league's visibility rule still hides, and never a pick or
 *   league of a private league the viewer is not in. League posts on the profile board follow the
 *   board's own reader rule (members only, public leagues too; ADR 0802, 1301).
 * - Real names anywhere follow their owner's user_info setting for the viewer (ADR 1301).
 * - One friendship row per pair whatever the order (unique pair); a request to someone whose
 *   request is pending accepts theirs (ADR 1301), in one statement, so requests crossing at the
 *   same moment end as one friendship. Each friend write commits with its answer and the
 *   Idempotency-Key (writeBatch), so a replay answers what the first request answered.
 * - Events (./events.ts) are emitted once after each write that changed something.
 */
import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { parseMentions } from "#domain/board/mentions";
import { gameHasStarted, isPickVisible } from "#domain/leagues/pick-visibility";
import { isWeekOver } from "#domain/leagues/weeks";
import { describePick } from "#domain/picks/describe";
import {
  FriendRequestSchema,
  isUsernameShape,
  PRIVACY_SECTIONS,
  PrivacySettingsSchema,
  ProfileMessageSchema,
  ProfileQuerySchema,
  RespondSchema,
  SOCIAL_LIMITS,
  SOCIAL_TEXTS,
  type FriendRequestsResponse,
  type FriendshipResult,
  type FriendshipStatus,
  type PrivacySettings,
  type Profile,
  type ProfileMessage,
  type ProfilePick,
  type ProfileQuery,
} from "#domain/social/contract";
import { namesShown, privacyFrom, viewerOf, visibleSections } from "#domain/social/privacy";
import { STATS_DEFAULTS } from "#domain/stats/contract";
import { customSpreadRecord, customTotalRecord, profileStats } from "#domain/stats/records";
import type { AppBindings } from "#worker/env";
import { optionalAuth, requireAuth } from "#worker/http/auth";
import { ApiError, badRequest, forbidden, notFound } from "#worker/http/errors";
import { insertedId, writeBatch } from "#worker/http/idempotency";
import { pathId, validateJson, validateQuery } from "#worker/http/validate";
import { authorCard, profileLeaguePostsStatement } from "#worker/board/queries";
import { leagueCalendar } from "#worker/leagues/queries";
import { pickJson, profilePicksStatement, type ProfilePickRow } from "#worker/picks/queries";
import { loadSchedules } from "#worker/season/queries";
import { emitSocialEvents } from "./events";
import {
  decidedPicksStatement,
  deleteProfileMessageStatement,
  directMessagesStatement,
  friendJson,
  friendsCountStatement,
  friendsStatement,
  insertProfileMessageStatement,
  leagueJson,
  pairOf,
  pairStatement,
  privacyStatement,
  profileLeaguesStatement,
  profileMessageStatement,
  removeStatement,
  requestByIdStatement,
  requestJson,
  requestsStatement,
  requestStatements,
  respondStatement,
  statusFrom,
  userByIdStatement,
  userByUsernameStatement,
  type FriendRow,
  type FriendshipRow,
  type ProfileMessageRow,
  type ProfileUserRow,
} from "./queries";

type Ctx = Context<AppBindings>;

/** The signed-in viewer, or null (optionalAuth leaves userId unset for anonymous requests). */
const viewerIdOf = (c: Ctx): number | null => (c.var.userId ? c.var.userId : null);

async function requireUserByName(c: Ctx): Promise<ProfileUserRow> {
  const name = c.req.param("username") ?? "";
  const row = isUsernameShape(name)
    ? await userByUsernameStatement(c.env.DB, name).first<ProfileUserRow>()
    : null;
  if (!row) throw notFound(SOCIAL_TEXTS.userNotFound);
  return row;
}

/** The owner's privacy and the viewer's relation to them, in one round trip. */
async function relationTo(c: Ctx, ownerId: number) {
  const viewerId = viewerIdOf(c);
  const statements = [privacyStatement(c.env.DB, ownerId)];
  if (viewerId !== null && viewerId !== ownerId)
    statements.push(pairStatement(c.env.DB, viewerId, ownerId));
  const [privacy, pair] = await c.env.DB.batch(statements);
  const row = (pair?.results[0] as FriendshipRow | undefined) ?? null;
  const friendship = statusFrom(row, viewerId);
  const settings = privacyFrom(
    (privacy!.results[0] as Partial<Record<string, unknown>> | undefined) ?? null,
  );
  const viewer = viewerOf({ viewerId, ownerId, friendship });
  return {
    viewerId,
    viewer,
    friendship,
    requestId: row?.status === "pending" ? row.id : null,
    settings,
    visible: visibleSections(settings, viewer),
  };
}

const pickStatus = (kickoffAt: string, status: string, now: Date): ProfilePick["status"] => {
  if (status === "final" || status === "void") return "completed";
  return gameHasStarted(kickoffAt, status, now) ? "in_progress" : "upcoming";
};

/** The owner's recent picks the viewer may see (league visibility rule applied per pick). */
async function profilePicks(
  c: Ctx,
  rows: ProfilePickRow[],
  ownerId: number,
  viewerId: number | null,
): Promise<ProfilePick[]> {
  const now = c.var.now;
  const schedules = await loadSchedules(
    c.env.DB,
    rows.map((r) => r.league_season_id),
    c.var.seasonStamp,
  );
  const currentWeeks = new Map<string, number>();
  const out: ProfilePick[] = [];
  for (const r of rows) {
    const schedule = schedules.get(r.league_season_id) ?? [];
    const key = `${r.league_season_id}:${r.include_week_0}`;
    let current = currentWeeks.get(key);
    if (current === undefined) {
      current = leagueCalendar(r, schedule).current_week;
      currentWeeks.set(key, current);
    }
    const visible = isPickVisible({
      ownerId,
      viewerId: viewerId ?? 0,
      kickoffAt: r.kickoff_at,
      gameStatus: r.status,
      weekOver: isWeekOver(schedule, r.week, current),
      showPicksBeforeLock: r.show_picks_before_lock === 1,
      sharedEarly: r.is_shared_early === 1,
      now,
    });
    if (!visible) continue;
    const pick = pickJson(r);
    const status = pickStatus(r.kickoff_at, r.status, now);
    out.push({
      ...pick,
      game: r.game_id,
      league: r.league_id,
      league_name: r.league_name,
      selection: describePick(pick),
      game_date: r.kickoff_at,
      status,
      can_edit_sharing:
        viewerId === ownerId &&
        status === "upcoming" &&
        r.owner_active === 1 &&
        r.show_picks_before_lock !== 1,
    });
  }
  return out;
}

function messageJson(
  r: ProfileMessageRow,
  owner: ProfileUserRow,
  viewerId: number,
): ProfileMessage {
  const isMention =
    r.type === "direct"
      ? parseMentions(r.content, [owner.username]).usernames.length > 0
      : r.mentions_owner === 1;
  return {
    id: r.id,
    type: r.type,
    content: r.content,
    created_at: r.created_at,
    author_username: r.author_username,
    author_avatar: r.author_avatar,
    league_id: r.league_id,
    league_name: r.league_name,
    is_mention: isMention,
    is_by_profile_owner: r.author_id === owner.id,
    is_viewer_about_profile: r.author_id === viewerId && (r.type === "direct" || isMention),
  };
}

const friendshipResult = (
  userId: number,
  status: FriendshipStatus,
  requestId: number | null,
  message: string,
): FriendshipResult => ({
  user_id: userId,
  friendship_status: status,
  friend_request_id: requestId,
  message,
});

export const socialRoutes = new Hono<AppBindings>()
  // ---- the profile ----
  .get("/users/profile/:username/", optionalAuth, validateQuery(ProfileQuerySchema), async (c) => {
    const owner = await requireUserByName(c);
    const q: ProfileQuery = c.req.valid("query");
    const rel = await relationTo(c, owner.id);
    const { visible, viewerId } = rel;
    const db = c.env.DB;
    const [friends, leagues, picks, decided, friendsCount] = await db.batch([
      friendsStatement(db, owner.id, viewerId),
      profileLeaguesStatement(db, owner.id, viewerId),
      profilePicksStatement(db, owner.id, viewerId, SOCIAL_LIMITS.picksMax),
      decidedPicksStatement(db, owner.id),
      friendsCountStatement(db, owner.id),
    ]);
    const graded = (
      decided!.results as Array<{
        pick_type: string;
        spread_at_pick: number | null;
        total_at_pick: number | null;
        is_correct: number;
      }>
    ).map((p) => ({ ...p, is_correct: p.is_correct === 1 }));
    const info = visible.user_info;
    const names = namesShown(owner, info);
    const friendList = (friends!.results as FriendRow[]).map(friendJson);
    const body: Profile = {
      id: owner.id,
      username: owner.username,
      full_name: info ? names.full_name : null,
      first_name: info ? names.first_name : null,
      last_name: info ? names.last_name : null,
      avatar: owner.avatar_url,
      bio: info ? owner.bio : null,
      date_joined: info ? owner.date_joined : null,
      friendship_status: rel.friendship,
      friend_request_id: rel.requestId,
      is_owner: rel.viewer === "owner",
      friends_count: visible.friends_list ? (friendsCount!.results[0] as { n: number }).n : null,
      friends_list: visible.friends_list ? friendList : null,
      my_leagues: visible.my_leagues
        ? (leagues!.results as Parameters<typeof leagueJson>[0][]).map(leagueJson)
        : null,
      my_picks: visible.my_picks
        ? await profilePicks(c, picks!.results as ProfilePickRow[], owner.id, viewerId)
        : null,
      profile_stats: visible.stats_widget ? profileStats(graded) : null,
      custom_spread_stats: visible.stats_widget
        ? customSpreadRecord(
            graded,
            q.spread_threshold ?? STATS_DEFAULTS.spread_threshold,
            q.spread_operator,
          )
        : null,
      custom_total_stats: visible.stats_widget
        ? customTotalRecord(
            graded,
            q.total_threshold ?? STATS_DEFAULTS.total_threshold,
            q.total_operator,
          )
        : null,
      message_board_visible: visible.message_board,
    };
    return c.json(body);
  })

  // ---- the profile's board ----
  .get("/users/profile/:username/messages/", requireAuth, async (c) => {
    const owner = await requireUserByName(c);
    const rel = await relationTo(c, owner.id);
    if (!rel.visible.message_board) return c.json(null);
    const db = c.env.DB;
    const [direct, league] = await db.batch([
      directMessagesStatement(db, owner.id),
      profileLeaguePostsStatement(db, owner.id, c.var.userId),
    ]);
    const rows = [
      ...(direct!.results as ProfileMessageRow[]),
      ...(league!.results as ProfileMessageRow[]),
    ]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, SOCIAL_LIMITS.messagesMax);
    return c.json(rows.map((r) => messageJson(r, owner, c.var.userId)));
  })
  .post(
    "/users/profile/:username/messages/",
    requireAuth,
    validateJson(ProfileMessageSchema),
    async (c) => {
      const owner = await requireUserByName(c);
      const rel = await relationTo(c, owner.id);
      if (!rel.visible.message_board) throw forbidden(SOCIAL_TEXTS.boardHidden);
      const content = c.req.valid("json").content.trim();
      const now = c.var.now.toISOString();
      const author = await authorCard(c.env.DB, c.var.userId);
      const draft = messageJson(
        {
          id: insertedId(0),
          type: "direct",
          content,
          created_at: now,
          author_id: c.var.userId,
          author_username: c.var.username,
          author_avatar: author?.avatar ?? null,
          league_id: null,
          league_name: null,
          mentions_owner: 0,
        },
        owner,
        c.var.userId,
      );
      const { body } = await writeBatch(
        c,
        [insertProfileMessageStatement(c.env.DB, owner.id, c.var.userId, content, now)],
        { status: 201, body: draft },
      );
      await emitSocialEvents(
        c.env,
        [
          {
            type: "profile_message_posted",
            messageId: body.id,
            profileUserId: owner.id,
            authorId: c.var.userId,
          },
        ],
        c.var.now,
      );
      return c.json(body, 201);
    },
  )
  .delete("/users/profile/:username/messages/:id/", requireAuth, async (c) => {
    const owner = await requireUserByName(c);
    const id = pathId(c.req.param("id"), SOCIAL_TEXTS.messageNotFound);
    const row = await profileMessageStatement(c.env.DB, owner.id, id).first<{
      id: number;
      author_id: number;
    }>();
    if (!row) throw notFound(SOCIAL_TEXTS.messageNotFound);
    if (row.author_id !== c.var.userId && owner.id !== c.var.userId)
      throw forbidden(SOCIAL_TEXTS.ownMessagesOnly);
    const body = { id, message: SOCIAL_TEXTS.messageDeleted };
    await writeBatch(c, [deleteProfileMessageStatement(c.env.DB, id)], { status: 200, body });
    return c.json(body);
  })

  // ---- privacy ----
  .get("/users/privacy/", requireAuth, async (c) => {
    const row = await privacyStatement(c.env.DB, c.var.userId).first();
    return c.json(privacyFrom(row));
  })
  .put("/users/privacy/", requireAuth, validateJson(PrivacySettingsSchema), async (c) => {
    const body: PrivacySettings = c.req.valid("json");
    const columns = PRIVACY_SECTIONS.join(", ");
    await writeBatch(
      c,
      [
        c.env.DB.prepare(
          `INSERT INTO user_privacy (user_id, ${columns}, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET ${PRIVACY_SECTIONS.map((s) => `${s} = excluded.${s}`).join(", ")},
             updated_at = excluded.updated_at`,
        ).bind(c.var.userId, ...PRIVACY_SECTIONS.map((s) => body[s]), c.var.now.toISOString()),
      ],
      { status: 200, body },
    );
    return c.json(body);
  })

  // ---- friends ----
  .get("/users/friends/list/", requireAuth, async (c) => {
    const { results } = await friendsStatement(
      c.env.DB,
      c.var.userId,
      c.var.userId,
    ).all<FriendRow>();
    return c.json(results.map(friendJson));
  })
  .get("/users/friends/list/:id/", optionalAuth, async (c) => {
    const id = pathId(c.req.param("id"), SOCIAL_TEXTS.userNotFound);
    const user = await userByIdStatement(c.env.DB, id).first<ProfileUserRow>();
    if (!user) throw notFound(SOCIAL_TEXTS.userNotFound);
    const rel = await relationTo(c, user.id);
    if (!rel.visible.friends_list) return c.json(null);
    const { results } = await friendsStatement(c.env.DB, user.id, rel.viewerId).all<FriendRow>();
    return c.json(results.map(friendJson));
  })
  .get("/users/friends/requests/", requireAuth, async (c) => {
    const db = c.env.DB;
    const [received, sent] = await db.batch([
      requestsStatement(db, c.var.userId, "received"),
      requestsStatement(db, c.var.userId, "sent"),
    ]);
    const body: FriendRequestsResponse = {
      received: (received!.results as Parameters<typeof requestJson>[0][]).map(requestJson),
      sent: (sent!.results as Parameters<typeof requestJson>[0][]).map(requestJson),
    };
    return c.json(body);
  })
  .post("/users/friends/request/", requireAuth, validateJson(FriendRequestSchema), async (c) => {
    const me = c.var.userId;
    const { recipient } = c.req.valid("json");
    if (recipient === me) throw badRequest(SOCIAL_TEXTS.selfRequest);
    const other = await userByIdStatement(c.env.DB, recipient).first<ProfileUserRow>();
    if (!other) throw notFound(SOCIAL_TEXTS.userNotFound);
    const db = c.env.DB;
    const before = await pairStatement(db, me, recipient).first<FriendshipRow>();
    const was = statusFrom(before, me);
    if (was === "friends") throw badRequest(SOCIAL_TEXTS.alreadyFriends);
    // Asked already: nothing to write, the same answer.
    if (was === "request_sent")
      return c.json(friendshipResult(recipient, was, before!.id, SOCIAL_TEXTS.requestSent), 200);
    // What the write will make: their pending request accepted, or a new request (ADR 1301). The
    // answer commits with the write and the Idempotency-Key, stored only if that is what happened.
    const meets = was === "request_received";
    const draft = meets
      ? friendshipResult(recipient, "friends", null, SOCIAL_TEXTS.nowFriends)
      : friendshipResult(recipient, "request_sent", insertedId(1), SOCIAL_TEXTS.requestSent);
    const [low, high] = pairOf(me, recipient);
    const { results } = await writeBatch(
      c,
      requestStatements(db, me, recipient, c.var.now.toISOString()),
      {
        status: 201,
        body: draft,
        storedIf: sql`EXISTS (SELECT 1 FROM friendships WHERE user_low = ${low}
          AND user_high = ${high} AND status = ${meets ? "accepted" : "pending"}
          AND requester_id = ${meets ? recipient : me})`,
      },
    );
    const changed = results[1]!.meta.changes > 0;
    const row = results[2]!.results[0] as FriendshipRow;
    const status = statusFrom(row, me);
    if (changed)
      await emitSocialEvents(
        c.env,
        [
          status === "friends"
            ? { type: "friend_accepted", friendshipId: row.id, requesterId: recipient, by: me }
            : {
                type: "friend_requested",
                friendshipId: row.id,
                requesterId: me,
                recipientId: recipient,
              },
        ],
        c.var.now,
      );
    // A request crossing this one meanwhile: answer what the pair is now.
    if (!changed && status === "friends") throw badRequest(SOCIAL_TEXTS.alreadyFriends);
    const body = friendshipResult(
      recipient,
      status,
      status === "request_sent" ? row.id : null,
      status === "friends" ? SOCIAL_TEXTS.nowFriends : SOCIAL_TEXTS.requestSent,
    );
    return c.json(body, changed ? 201 : 200);
  })
  .post(
    "/users/friends/respond/:friendshipId/",
    requireAuth,
    validateJson(RespondSchema),
    async (c) => {
      const me = c.var.userId;
      const id = pathId(c.req.param("friendshipId"), SOCIAL_TEXTS.requestNotFound);
      const accept = c.req.valid("json").action === "accept";
      const db = c.env.DB;
      const alreadyProcessed = (row: FriendshipRow) => {
        const current = row.status === "accepted" ? "accepted" : "declined";
        return new ApiError(400, SOCIAL_TEXTS.alreadyProcessed(current), {
          error: SOCIAL_TEXTS.alreadyProcessed(current),
          already_processed: true,
          current_status: current,
        });
      };
      const row = await requestByIdStatement(db, id).first<FriendshipRow>();
      // Someone else's request (or none) is unknown to this user.
      if (!row || row.recipient_id !== me) throw notFound(SOCIAL_TEXTS.requestNotFound);
      if (row.status !== "pending") throw alreadyProcessed(row);
      const now = c.var.now.toISOString();
      const body = friendshipResult(
        row.requester_id,
        accept ? "friends" : "none",
        null,
        accept ? SOCIAL_TEXTS.accepted : SOCIAL_TEXTS.declined,
      );
      const {
        results: [update],
      } = await writeBatch(c, [respondStatement(db, id, me, accept, now)], {
        status: 200,
        body,
        storedIf: sql`EXISTS (SELECT 1 FROM friendships WHERE id = ${id}
          AND status = ${accept ? "accepted" : "declined"} AND responded_at = ${now})`,
      });
      if (update!.meta.changes === 0) {
        // Answered or withdrawn meanwhile.
        const after = await requestByIdStatement(db, id).first<FriendshipRow>();
        if (!after) throw notFound(SOCIAL_TEXTS.requestNotFound);
        throw alreadyProcessed(after);
      }
      await emitSocialEvents(
        c.env,
        [
          {
            type: accept ? "friend_accepted" : "friend_declined",
            friendshipId: id,
            requesterId: row.requester_id,
            by: me,
          },
        ],
        c.var.now,
      );
      return c.json(body);
    },
  )
  .delete("/users/friends/remove/:userId/", requireAuth, async (c) => {
    const me = c.var.userId;
    const other = pathId(c.req.param("userId"), SOCIAL_TEXTS.nothingToRemove);
    if (other === me) throw notFound(SOCIAL_TEXTS.nothingToRemove);
    const row = await pairStatement(c.env.DB, me, other).first<FriendshipRow>();
    if (!row || row.status === "declined") throw notFound(SOCIAL_TEXTS.nothingToRemove);
    const wasPending = row.status === "pending";
    const body = friendshipResult(
      other,
      "none",
      null,
      wasPending ? SOCIAL_TEXTS.requestCancelled : SOCIAL_TEXTS.friendRemoved,
    );
    const {
      results: [removed],
    } = await writeBatch(c, [removeStatement(c.env.DB, row.id)], {
      status: 200,
      body,
      storedIf: sql`NOT EXISTS (SELECT 1 FROM friendships WHERE id = ${row.id})`,
    });
    if (removed!.meta.changes === 0) throw notFound(SOCIAL_TEXTS.nothingToRemove);
    await emitSocialEvents(
      c.env,
      [{ type: "friend_removed", userIds: [me, other], by: me, wasPending }],
      c.var.now,
    );
    return c.json(body);
  });
