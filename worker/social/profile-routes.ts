/**
 * GET /api/users/profile/{username}/: the profile, each section as its owner's privacy lets the
 * viewer see it (null otherwise); recent picks filtered by their league's visibility rule.
 */
import { Hono, type Context } from "hono";
import { gameHasStarted, isPickVisible } from "#domain/leagues/pick-visibility";
import { isWeekOver } from "#domain/leagues/weeks";
import { describePick } from "#domain/picks/describe";
import {
  ProfileQuerySchema,
  SOCIAL_LIMITS,
  type Profile,
  type ProfilePick,
  type ProfileQuery,
} from "#domain/social/contract";
import { namesShown } from "#domain/social/privacy";
import { STATS_DEFAULTS } from "#domain/stats/contract";
import { customSpreadRecord, customTotalRecord, profileStats } from "#domain/stats/records";
import type { AppBindings } from "#worker/env";
import { optionalAuth } from "#worker/http/auth";
import { validateQuery } from "#worker/http/validate";
import { leagueCalendar } from "#worker/leagues/queries";
import { pickJson, profilePicksStatement, type ProfilePickRow } from "#worker/picks/queries";
import { loadSchedules } from "#worker/season/queries";
import { relationTo, requireUserByName } from "./relation";
import {
  decidedPicksStatement,
  friendJson,
  friendsCountStatement,
  friendsStatement,
  leagueJson,
  profileLeaguesStatement,
  type FriendRow,
} from "./queries";

type Ctx = Context<AppBindings>;

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

export const profileRoutes = new Hono<AppBindings>().get(
  "/users/profile/:username/",
  optionalAuth,
  validateQuery(ProfileQuerySchema),
  async (c) => {
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
  },
);
