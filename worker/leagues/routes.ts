/**
 * Leagues (spec 001 section 7 "Leagues"): list, create, read, edit, search public leagues, join by
 * code or id, leave, invite, kick, standings, this week's games and weekly picks.
 *
 * Guarantees:
 * - Every route needs a signed-in user. A non-member sees a private league's public card only
 *   (no code, members, standings or picks); only the commissioner invites, kicks and edits.
 * - `max_members` holds under concurrent joins: the seat is taken by a conditional UPDATE and the
 *   membership row is written only if that UPDATE changed a row, in the same D1 batch (ADR 0402).
 * - A member who left or was removed rejoins only with an invitation newer than their leaving.
 * - Weekly picks are filtered per pick on the server (domain/leagues/pick-visibility.ts).
 */
import { Hono, type Context } from "hono";
import {
  InviteSchema,
  JoinSchema,
  KickSchema,
  SearchPublicQuerySchema,
  WeekQuerySchema,
  type AnyLeague,
  type CurrentWeekGamesResponse,
  type InviteResponse,
  type JoinResponse,
  type KickResponse,
  type LeagueDetail,
  type LeagueList,
  type LeaveResponse,
  type MemberLeague,
  type PublicLeague,
  type UserLeaguesResponse,
  type WeeklyPicksResponse,
} from "#domain/leagues/contract";
import { normaliseLeagueCode, generateLeagueCode } from "#domain/leagues/league-code";
import {
  FROZEN_SETTING_MESSAGE,
  SCORING_FIELDS,
  validateLeagueSettings,
  type LeagueSettings,
} from "#domain/leagues/league-settings";
import {
  isPickVisible,
  isWeekComplete,
  picksRequiredForWeek,
} from "#domain/leagues/pick-visibility";
import { isWeekOver } from "#domain/leagues/weeks";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { ApiError, badRequest, fieldError, forbidden, notFound } from "#worker/http/errors";
import { validateJson, validateQuery } from "#worker/http/validate";
import { writeBatch } from "#worker/http/idempotency";
import type { Team } from "#domain/season/contract";
import { leagueWeekPicksStatement, pickRowsByUser } from "#worker/picks/queries";
import { loadGames } from "#worker/sportsbook/queries";
import { loadSchedules } from "#worker/season/queries";
import { standingsResponseText } from "#worker/standings/queries";
import {
  isActiveMember,
  isCommissioner,
  leagueCalendar,
  leagueMembers,
  leagueRules,
  listMemberLeagues,
  loadLeague,
  loadLeagueByCode,
  loadViewerActivity,
  memberLeague,
  publicCard,
  publicLeaguesStatement,
  scoringFrozen,
  type LeagueRow,
} from "./queries";
import { appLink, sendMail } from "#worker/mail/mail";

type Ctx = Context<AppBindings>;

export const LEAGUE_TEXT = {
  notFound: "League not found",
  notMember: "You are not a member of this league",
  commissionerOnly: "Only the commissioner can do this",
  joined: "Successfully joined league!",
  alreadyMember: "You are already a member of this league",
  full: "This league is full",
  inactive: "This league is no longer active",
  needInvitation: "You need a new invitation to rejoin this league",
  badCode: "No league found with this code",
  privateById: "This league is private: join it with its league code",
  joinNeedsTarget: "Provide a league code or a league id",
  commissionerCannotLeave: "The commissioner cannot leave the league",
  left: "Successfully left the league",
  removed: "Member removed successfully",
  cannotRemoveSelf: "The commissioner cannot be removed from the league",
  memberNotFound: "Member not found",
  alreadyInLeague: "This user is already a member of the league",
  maxBelowMembers: (n: number) => `Max members cannot be below the current member count (${n})`,
} as const;

const idParam = (c: Ctx) => {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,12}$/.test(raw)) throw notFound(LEAGUE_TEXT.notFound);
  return Number(raw);
};

async function requireLeague(c: Ctx): Promise<LeagueRow> {
  const row = await loadLeague(c.env.DB, idParam(c), c.var.userId);
  if (!row) throw notFound(LEAGUE_TEXT.notFound);
  return row;
}

async function requireMember(c: Ctx): Promise<LeagueRow> {
  const row = await requireLeague(c);
  if (!isActiveMember(row)) throw forbidden(LEAGUE_TEXT.notMember);
  return row;
}

async function requireCommissioner(c: Ctx): Promise<LeagueRow> {
  const row = await requireMember(c);
  if (!isCommissioner(row, c.var.userId)) throw forbidden(LEAGUE_TEXT.commissionerOnly);
  return row;
}

const team = (t: Team) => ({ id: t.id, name: t.name, abbreviation: t.abbreviation });

/** The league as the viewer may see it: full object for members, public card otherwise. */
async function leagueForViewer(c: Ctx, row: LeagueRow): Promise<AnyLeague> {
  if (!isActiveMember(row)) {
    return row.league_type === "public"
      ? ({ ...publicCard(row), ...leagueRules(row) } satisfies PublicLeague)
      : publicCard(row);
  }
  const db = c.env.DB;
  const [schedules, activity, members, settingsLocked] = await Promise.all([
    loadSchedules(db, [row.season_id]),
    loadViewerActivity(db, c.var.userId),
    leagueMembers(db, row.id),
    scoringFrozen(db, row, c.var.now),
  ]);
  const calendar = leagueCalendar(row, schedules.get(row.season_id) ?? []);
  const week = calendar.current_week;
  return {
    ...memberLeague(
      row,
      c.var.userId,
      calendar,
      { week, ...activity.week(row.id, week), closed: calendar.current_week_over },
      activity.points(row.id),
    ),
    settings_locked: settingsLocked,
    members,
  } satisfies LeagueDetail;
}

const SPORT_ALIASES: Record<string, string> = {
  ncaa: "ncaa-football",
  "ncaa football": "ncaa-football",
  nfl: "nfl",
};

/**
 * Resolves the league's sport and season (the current season of that sport by default). A custom
 * league plays under the first of its allowed sports that the product has data for.
 */
async function resolveSportAndSeason(db: D1Database, settings: LeagueSettings) {
  const custom = settings.sport === null && settings.sport_type === "custom";
  const wanted = (
    settings.sport !== null
      ? [settings.sport]
      : custom && settings.allowed_sports.length
        ? settings.allowed_sports
        : ["ncaa"]
  ).map((w) => (typeof w === "string" ? (SPORT_ALIASES[w.toLowerCase()] ?? w) : w));
  const { results: known } = await db
    .prepare(
      `SELECT s.id, s.key, lower(s.name) AS name,
              EXISTS (SELECT 1 FROM seasons se WHERE se.sport_id = s.id) AS playable
       FROM sports s ORDER BY s.id`,
    )
    .all<{ id: number; key: string; name: string; playable: number }>();
  const sport = wanted
    .map((w) =>
      known.find(
        (k) =>
          k.playable &&
          (typeof w === "number" ? k.id === w : k.key === w || k.name === w.toLowerCase()),
      ),
    )
    .find((k) => k !== undefined);
  if (!sport)
    throw fieldError(
      custom
        ? { allowed_sports: ["None of these sports has a season yet; include NCAA Football"] }
        : { sport: ["This sport has no season yet"] },
    );
  const season = await db
    .prepare(
      settings.season !== null
        ? "SELECT id FROM seasons WHERE sport_id = ? AND id = ?"
        : "SELECT id FROM seasons WHERE sport_id = ? ORDER BY is_current DESC, year DESC LIMIT 1",
    )
    .bind(...(settings.season !== null ? [sport.id, settings.season] : [sport.id]))
    .first<{ id: number }>();
  if (!season)
    throw fieldError({
      season: [
        settings.season !== null
          ? "This season does not belong to the chosen sport"
          : "No season is available for this sport yet",
      ],
    });
  return { sportId: sport.id, seasonId: season.id };
}

/** Column values of a validated configuration, in LEAGUE_COLUMNS order. */
const LEAGUE_COLUMNS = [
  "name",
  "description",
  "league_type",
  "sport_id",
  "season_id",
  "sport_type",
  "allowed_sports",
  "enable_locks",
  "include_week_0",
  "include_conf_championship",
  "include_bowl_games",
  "include_playoffs",
  "postseason_pick_limit",
  "custom_weeks",
  "conference_filter",
  "duration_type",
  "custom_start_date",
  "custom_end_date",
  "max_members",
  "picks_per_week",
  "show_picks_before_lock",
  "allowed_bet_types",
  "allowed_game_portions",
  "odds_range_enabled",
  "min_odds",
  "max_odds",
  "submission_deadline",
  "custom_deadline_day",
  "custom_deadline_time",
  "primary_tiebreaker",
  "secondary_tiebreaker",
  "count_push_as_win",
  "is_sponsored",
  "sponsor_name",
  "sponsor_logo_url",
  "sponsor_message",
  "prize_description",
] as const;

function columnValues(s: LeagueSettings, sportId: number, seasonId: number) {
  const b = (x: boolean) => (x ? 1 : 0);
  return [
    s.name,
    s.description,
    s.league_type,
    sportId,
    seasonId,
    s.sport_type,
    JSON.stringify(s.allowed_sports),
    b(s.enable_locks),
    b(s.include_week_0),
    b(s.include_conf_championship),
    b(s.include_bowl_games),
    b(s.include_playoffs),
    s.postseason_pick_limit,
    s.custom_weeks,
    s.conference_filter,
    s.duration_type,
    s.custom_start_date,
    s.custom_end_date,
    s.max_members,
    s.picks_per_week,
    b(s.show_picks_before_lock),
    JSON.stringify(s.allowed_bet_types),
    JSON.stringify(s.allowed_game_portions),
    b(s.odds_range_enabled),
    s.odds_range_enabled ? s.min_odds : null,
    s.odds_range_enabled ? s.max_odds : null,
    s.submission_deadline,
    s.custom_deadline_day,
    s.custom_deadline_time,
    s.primary_tiebreaker,
    s.secondary_tiebreaker,
    b(s.count_push_as_win),
    b(s.is_sponsored),
    s.sponsor_name,
    s.sponsor_logo_url,
    s.sponsor_message,
    s.prize_description,
  ];
}

/** The stored configuration as a create-league payload (the base a PATCH is merged onto). */
function storedSettings(row: LeagueRow): Record<string, unknown> {
  const rules = leagueRules(row);
  return {
    name: row.name,
    description: row.description,
    league_type: row.league_type,
    sport_type: row.sport_type,
    sport: row.sport_id,
    season: row.season_id,
    allowed_sports: rules.allowed_sports,
    enable_locks: rules.enable_locks,
    custom_weeks: row.custom_weeks,
    include_week_0: rules.include_week_0,
    include_conf_championship: rules.include_conf_championship,
    include_bowl_games: rules.include_bowl_games,
    include_playoffs: rules.include_playoffs,
    postseason_pick_limit: row.postseason_pick_limit,
    conference_filter: row.conference_filter,
    duration_type: row.duration_type,
    custom_start_date: row.custom_start_date,
    custom_end_date: row.custom_end_date,
    max_members: row.max_members,
    picks_per_week: row.picks_per_week,
    show_picks_before_lock: rules.show_picks_before_lock,
    allowed_bet_types: rules.allowed_bet_types,
    allowed_game_portions: rules.allowed_game_portions,
    odds_range_enabled: rules.odds_range_enabled,
    min_odds: row.min_odds,
    max_odds: row.max_odds,
    submission_deadline: row.submission_deadline,
    custom_deadline_day: row.custom_deadline_day,
    custom_deadline_time: row.custom_deadline_time,
    primary_tiebreaker: row.primary_tiebreaker,
    secondary_tiebreaker: row.secondary_tiebreaker,
    count_push_as_win: rules.count_push_as_win,
    is_sponsored: rules.is_sponsored,
    sponsor_name: row.sponsor_name,
    sponsor_logo_url: row.sponsor_logo_url,
    sponsor_message: row.sponsor_message,
    prize_description: row.prize_description,
  };
}

async function readJsonObject(c: Ctx): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("Malformed JSON in request body");
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw badRequest("Request body must be a JSON object");
  return body as Record<string, unknown>;
}

/** The seat-guarded join (ADR 0402): seat, membership and invitation in one batch. */
async function joinLeague(c: Ctx, row: LeagueRow, email: string) {
  const db = c.env.DB;
  const now = c.var.now.toISOString();
  const userId = c.var.userId;
  const [seat] = await writeBatch(c, [
    db
      .prepare(
        `UPDATE leagues SET member_count = member_count + 1, updated_at = ?
         WHERE id = ? AND is_active = 1 AND member_count < max_members
           AND NOT EXISTS (SELECT 1 FROM league_members WHERE league_id = ? AND user_id = ? AND status = 'active')`,
      )
      .bind(now, row.id, row.id, userId),
    db
      .prepare(
        `INSERT INTO league_members (league_id, user_id, role, status, joined_at)
         SELECT ?, ?, 'member', 'active', ? WHERE changes() = 1
         ON CONFLICT (league_id, user_id) DO UPDATE SET status = 'active', role = 'member', joined_at = excluded.joined_at, left_at = NULL`,
      )
      .bind(row.id, userId, now),
    db
      .prepare(
        `UPDATE league_invitations SET accepted_at = ?
         WHERE league_id = ? AND email = ? AND accepted_at IS NULL
           AND EXISTS (SELECT 1 FROM league_members WHERE league_id = ? AND user_id = ? AND status = 'active' AND joined_at = ?)`,
      )
      .bind(now, row.id, email, row.id, userId, now),
  ]);
  // meta.changes also counts rows the triggers touch (the standings cache version): 0 = no seat.
  if (seat!.meta.changes === 0) {
    const fresh = await loadLeague(db, row.id, userId);
    if (fresh && isActiveMember(fresh)) throw badRequest(LEAGUE_TEXT.alreadyMember);
    if (fresh && !fresh.is_active) throw badRequest(LEAGUE_TEXT.inactive);
    throw badRequest(LEAGUE_TEXT.full);
  }
  return c.json(
    {
      message: LEAGUE_TEXT.joined,
      league_id: row.id,
      league: { id: row.id, name: row.name, league_type: row.league_type },
    } satisfies JoinResponse,
    200,
  );
}

// Mounted at the API root so that the collection path keeps its trailing slash (/api/leagues/).
export const leagueRoutes = new Hono<AppBindings>()
  .use("/leagues/*", requireAuth)
  .use("/user-leagues/*", requireAuth)
  // The viewer's leagues with their rules (the sportsbook's league list).
  .get("/user-leagues/", async (c) => {
    const leagues = await listMemberLeagues(c.env.DB, c.var.userId);
    return c.json({
      leagues,
      results: leagues,
      count: leagues.length,
    } satisfies UserLeaguesResponse);
  })
  .get("/leagues/", async (c) => {
    const leagues = await listMemberLeagues(c.env.DB, c.var.userId);
    return c.json({ count: leagues.length, results: leagues } satisfies LeagueList<MemberLeague>);
  })
  .post("/leagues/", async (c) => {
    const body = await readJsonObject(c);
    const result = validateLeagueSettings(body);
    if (!result.ok) throw fieldError(result.errors);
    const settings = result.value;
    const db = c.env.DB;
    const { sportId, seasonId } = await resolveSportAndSeason(db, settings);
    const now = c.var.now.toISOString();
    const values = columnValues(settings, sportId, seasonId);
    let leagueId: number | undefined;
    for (let attempt = 0; attempt < 5 && leagueId === undefined; attempt++) {
      const code = generateLeagueCode();
      try {
        const [inserted] = await writeBatch(c, [
          db
            .prepare(
              `INSERT INTO leagues (${LEAGUE_COLUMNS.join(", ")}, code, creator_id, member_count, is_active, created_at, updated_at)
               VALUES (${LEAGUE_COLUMNS.map(() => "?").join(", ")}, ?, ?, 1, 1, ?, ?) RETURNING id`,
            )
            .bind(...values, code, c.var.userId, now, now),
          db
            .prepare(
              "INSERT INTO league_members (league_id, user_id, role, status, joined_at) VALUES (last_insert_rowid(), ?, 'admin', 'active', ?)",
            )
            .bind(c.var.userId, now),
        ]);
        leagueId = (inserted!.results[0] as { id: number }).id;
      } catch (err) {
        // A code collision (1 in ~10^12) is retried with a fresh code; anything else is a bug.
        if (!String(err).includes("UNIQUE constraint failed: leagues.code")) throw err;
      }
    }
    if (leagueId === undefined)
      throw new ApiError(409, "Could not allocate a league code, try again");
    const row = (await loadLeague(db, leagueId, c.var.userId))!;
    return c.json(await leagueForViewer(c, row), 201);
  })
  .get("/leagues/search_public/", validateQuery(SearchPublicQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const where: string[] = [];
    const args: unknown[] = [];
    const text = (q.search || q.name || "").trim();
    if (text) {
      where.push("(l.name LIKE ? ESCAPE '\\' OR l.description LIKE ? ESCAPE '\\')");
      const like = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      args.push(like, like);
    }
    if (q.sport) {
      const sport = SPORT_ALIASES[q.sport.toLowerCase()] ?? q.sport;
      where.push("(s.key = ? OR lower(s.name) = lower(?) OR CAST(s.id AS TEXT) = ?)");
      args.push(sport, sport, sport);
    }
    if (q.duration_type) {
      where.push("l.duration_type = ?");
      args.push(q.duration_type);
    }
    if (q.submission_deadline) {
      where.push("l.submission_deadline = ?");
      args.push(q.submission_deadline);
    }
    const seats = q.has_space || q.has_free_seats;
    if (seats === "true" || seats === "1") where.push("l.member_count < l.max_members");
    const { results } = await publicLeaguesStatement(c.env.DB, c.var.userId, {
      sql: where.join(" AND "),
      args,
    }).all<LeagueRow>();
    const cards = results.map((row) => ({ ...publicCard(row), ...leagueRules(row) }));
    return c.json({ count: cards.length, results: cards } satisfies LeagueList<PublicLeague>);
  })
  .post("/leagues/join/", validateJson(JoinSchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.env.DB;
    const viewer = await db
      .prepare("SELECT email FROM users WHERE id = ?")
      .bind(c.var.userId)
      .first<{ email: string }>();
    const email = (viewer?.email ?? "").toLowerCase();
    let row: LeagueRow | null;
    if (body.code && body.code.trim()) {
      const code = normaliseLeagueCode(body.code);
      row = await loadLeagueByCode(db, code, c.var.userId);
      if (!row) throw notFound(LEAGUE_TEXT.badCode);
    } else if (body.league_id !== undefined && body.league_id !== null) {
      row = await loadLeague(db, body.league_id, c.var.userId);
      if (!row) throw notFound(LEAGUE_TEXT.notFound);
      if (row.league_type !== "public" && !isActiveMember(row))
        throw forbidden(LEAGUE_TEXT.privateById);
    } else {
      throw badRequest(LEAGUE_TEXT.joinNeedsTarget);
    }
    if (isActiveMember(row)) throw badRequest(LEAGUE_TEXT.alreadyMember);
    if (!row.is_active) throw badRequest(LEAGUE_TEXT.inactive);
    if (row.member_status === "left" || row.member_status === "removed") {
      const invitation = await db
        .prepare(
          "SELECT 1 AS ok FROM league_invitations WHERE league_id = ? AND email = ? AND accepted_at IS NULL AND created_at > ?",
        )
        .bind(row.id, email, row.member_left_at ?? "")
        .first();
      if (!invitation) throw forbidden(LEAGUE_TEXT.needInvitation);
    }
    if (row.member_count >= row.max_members) throw badRequest(LEAGUE_TEXT.full);
    return joinLeague(c, row, email);
  })
  .get("/leagues/:id/", async (c) => {
    const row = await requireLeague(c);
    return c.json(await leagueForViewer(c, row));
  })
  .patch("/leagues/:id/", async (c) => {
    const row = await requireCommissioner(c);
    const patch = await readJsonObject(c);
    const current = storedSettings(row);
    const frozen = await scoringFrozen(c.env.DB, row, c.var.now);
    if (frozen) {
      const errors: Record<string, string[]> = {};
      for (const field of SCORING_FIELDS) {
        if (!(field in patch)) continue;
        const before =
          field === "odds_restriction_enabled" ? current.odds_range_enabled : current[field];
        if (JSON.stringify(patch[field]) !== JSON.stringify(before))
          errors[field] = [FROZEN_SETTING_MESSAGE];
      }
      if (Object.keys(errors).length) throw fieldError(errors);
    }
    const allowed = new Set([...Object.keys(current), "odds_restriction_enabled", "is_active"]);
    const unknown = Object.keys(patch).filter((k) => !allowed.has(k));
    if (unknown.length)
      throw fieldError(Object.fromEntries(unknown.map((k) => [k, ["Unknown field"]])));
    const { is_active: isActiveRaw, ...settingsPatch } = patch;
    if (isActiveRaw !== undefined && typeof isActiveRaw !== "boolean")
      throw fieldError({ is_active: ["is_active must be true or false"] });
    const result = validateLeagueSettings({ ...current, ...settingsPatch });
    if (!result.ok) throw fieldError(result.errors);
    if (result.value.max_members < row.member_count)
      throw fieldError({ max_members: [LEAGUE_TEXT.maxBelowMembers(row.member_count)] });
    const { sportId, seasonId } = await resolveSportAndSeason(c.env.DB, result.value);
    const values = columnValues(result.value, sportId, seasonId);
    await writeBatch(c, [
      c.env.DB.prepare(
        `UPDATE leagues SET ${LEAGUE_COLUMNS.map((col) => `${col} = ?`).join(", ")}, is_active = ?, updated_at = ? WHERE id = ?`,
      ).bind(
        ...values,
        isActiveRaw === undefined ? row.is_active : isActiveRaw ? 1 : 0,
        c.var.now.toISOString(),
        row.id,
      ),
    ]);
    const fresh = (await loadLeague(c.env.DB, row.id, c.var.userId))!;
    return c.json(await leagueForViewer(c, fresh));
  })
  .post("/leagues/:id/leave/", async (c) => {
    const row = await requireMember(c);
    if (isCommissioner(row, c.var.userId)) throw badRequest(LEAGUE_TEXT.commissionerCannotLeave);
    const now = c.var.now.toISOString();
    const body: LeaveResponse = { message: LEAGUE_TEXT.left, league_id: row.id };
    await writeBatch(
      c,
      [
        c.env.DB.prepare(
          "UPDATE league_members SET status = 'left', left_at = ? WHERE league_id = ? AND user_id = ? AND status = 'active' AND role <> 'admin'",
        ).bind(now, row.id, c.var.userId),
        c.env.DB.prepare(
          "UPDATE leagues SET member_count = (SELECT COUNT(*) FROM league_members WHERE league_id = ? AND status = 'active'), updated_at = ? WHERE id = ?",
        ).bind(row.id, now, row.id),
      ],
      { status: 200, body },
    );
    return c.json(body, 200);
  })
  .post("/leagues/:id/kick_member/", validateJson(KickSchema), async (c) => {
    const row = await requireCommissioner(c);
    const { user_id: target } = c.req.valid("json");
    if (target === c.var.userId || target === row.creator_id)
      throw badRequest(LEAGUE_TEXT.cannotRemoveSelf);
    const member = await c.env.DB.prepare(
      "SELECT u.username FROM league_members m JOIN users u ON u.id = m.user_id WHERE m.league_id = ? AND m.user_id = ? AND m.status = 'active'",
    )
      .bind(row.id, target)
      .first<{ username: string }>();
    if (!member) throw notFound(LEAGUE_TEXT.memberNotFound);
    const now = c.var.now.toISOString();
    const body: KickResponse = {
      message: LEAGUE_TEXT.removed,
      user_id: target,
      username: member.username,
    };
    await writeBatch(
      c,
      [
        c.env.DB.prepare(
          "UPDATE league_members SET status = 'removed', left_at = ? WHERE league_id = ? AND user_id = ? AND status = 'active' AND role <> 'admin'",
        ).bind(now, row.id, target),
        c.env.DB.prepare(
          "UPDATE leagues SET member_count = (SELECT COUNT(*) FROM league_members WHERE league_id = ? AND status = 'active'), updated_at = ? WHERE id = ?",
        ).bind(row.id, now, row.id),
      ],
      { status: 200, body },
    );
    return c.json(body, 200);
  })
  .post("/leagues/:id/invite_user/", validateJson(InviteSchema), async (c) => {
    const row = await requireCommissioner(c);
    const email = c.req.valid("json").email.toLowerCase();
    const existing = await c.env.DB.prepare(
      "SELECT 1 AS ok FROM league_members m JOIN users u ON u.id = m.user_id WHERE m.league_id = ? AND m.status = 'active' AND u.email = ?",
    )
      .bind(row.id, email)
      .first();
    if (existing) throw fieldError({ email: [LEAGUE_TEXT.alreadyInLeague] });
    const now = c.var.now.toISOString();
    const body: InviteResponse = {
      message: `Invitation sent to ${email}`,
      email,
      league_id: row.id,
    };
    await writeBatch(
      c,
      [
        c.env.DB.prepare(
          `INSERT INTO league_invitations (league_id, email, invited_by, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (league_id, email) DO UPDATE SET invited_by = excluded.invited_by, created_at = excluded.created_at, accepted_at = NULL`,
        ).bind(row.id, email, c.var.userId, now),
      ],
      { status: 200, body },
    );
    const link = appLink(c.env, "/leagues", { join: row.code });
    await sendMail(
      c.env,
      {
        to: email,
        subject: `You're invited to join ${row.name} on NCAA Pick'em`,
        text:
          `${c.var.username} invited you to join the league "${row.name}" on NCAA Pick'em.\n\n` +
          `Join it here: ${link}\n\nOr enter the league code ${row.code} on the Leagues page.\n`,
      },
      c.var.now,
    );
    return c.json(body, 200);
  })
  .get("/leagues/:id/standings/", async (c) => {
    const row = await requireLeague(c);
    if (!isActiveMember(row) && row.league_type !== "public")
      throw forbidden(LEAGUE_TEXT.notMember);
    const text = await standingsResponseText(c.env.DB, row, c.var.userId);
    return c.body(text, 200, { "content-type": "application/json" });
  })
  .get("/leagues/:id/current_week_games/", async (c) => {
    const row = await requireLeague(c);
    if (!isActiveMember(row) && row.league_type !== "public")
      throw forbidden(LEAGUE_TEXT.notMember);
    const db = c.env.DB;
    const schedules = await loadSchedules(db, [row.season_id]);
    const calendar = leagueCalendar(row, schedules.get(row.season_id) ?? []);
    const { games } = await loadGames(
      db,
      { seasonId: row.season_id, week: calendar.current_week, conference: row.conference_filter },
      c.var.now,
      row,
    );
    return c.json({
      league_id: row.id,
      week: calendar.current_week,
      games: games.map((g) => ({
        id: g.id,
        week: g.week,
        game_time: g.game_time,
        venue: g.venue,
        notes: g.notes,
        is_postseason: g.is_postseason,
        status: g.status,
        is_finished: g.is_finished,
        home_score: g.home_score,
        away_score: g.away_score,
        home_team: team(g.home_team),
        away_team: team(g.away_team),
        current_odds: {
          home_spread: g.current_odds?.home_spread ?? null,
          away_spread: g.current_odds?.away_spread ?? null,
          total_points: g.current_odds?.total_points ?? null,
          home_ml_odds: g.current_odds?.home_ml_odds ?? null,
          away_ml_odds: g.current_odds?.away_ml_odds ?? null,
        },
      })),
    } satisfies CurrentWeekGamesResponse);
  })
  .get("/leagues/:id/weekly_picks/", validateQuery(WeekQuerySchema), async (c) => {
    const row = await requireMember(c);
    const db = c.env.DB;
    const now = c.var.now;
    const schedules = await loadSchedules(db, [row.season_id]);
    const schedule = schedules.get(row.season_id) ?? [];
    const calendar = leagueCalendar(row, schedule);
    const q = c.req.valid("query").week;
    const week = q === undefined || q === "" ? calendar.current_week : q;
    const weekOver = isWeekOver(schedule, week, calendar.current_week);
    const [members, picks] = await Promise.all([
      leagueMembers(db, row.id),
      leagueWeekPicksStatement(db, row.id, week).all(),
    ]);
    const required = picksRequiredForWeek(row, week);
    const byUser = pickRowsByUser(picks);
    let anyHidden = false;
    const weekly = members.map((m) => {
      const userId = m.user_id;
      const own = byUser.get(userId) ?? [];
      const visible = own.filter((p) =>
        isPickVisible({
          ownerId: userId,
          viewerId: c.var.userId,
          kickoffAt: p.game_detail.game_time,
          gameStatus: p.game_detail.status,
          weekOver,
          showPicksBeforeLock: !!row.show_picks_before_lock,
          sharedEarly: p.is_shared_early,
          now,
        }),
      );
      if (visible.length < own.length) anyHidden = true;
      const locks = own.filter((p) => p.is_lock).length;
      return {
        user_id: userId,
        username: m.username,
        avatar: m.avatar,
        is_current_user: userId === c.var.userId,
        picks_submitted: own.length,
        locks_submitted: locks,
        is_complete: isWeekComplete({
          picksSubmitted: own.length,
          locksSubmitted: locks,
          picksRequired: required,
          enableLocks: !!row.enable_locks,
        }),
        hidden_picks: own.length - visible.length,
        picks: visible,
      };
    });
    return c.json({
      league_id: row.id,
      week,
      current_week: calendar.current_week,
      is_current_week: week === calendar.current_week,
      week_over: weekOver,
      picks_revealed: weekOver || !!row.show_picks_before_lock || !anyHidden,
      picks_required: required,
      enable_locks: !!row.enable_locks,
      weekly_picks: weekly,
    } satisfies WeeklyPicksResponse);
  });
