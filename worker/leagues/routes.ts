/**
 * Leagues (spec 001 section 7 "Leagues"): list, create, read, edit and search public leagues. Join,
 * leave, invite and kick are ./membership-routes.ts (mounted here). The league's standings, this
 * week's games and weekly picks (/leagues/{id}/standings/, current_week_games/, weekly_picks/) are
 * served by their own areas (worker/standings/, worker/season/, worker/picks/), behind the same
 * guards (./access.ts).
 *
 * Guarantees:
 * - Every route needs a signed-in user. A non-member sees a private league's public card only
 *   (no code, members, standings or picks); only the commissioner invites, kicks and edits.
 * - Scoring settings freeze at the league's first pick deadline or first pick (ADR 0402).
 */
import { Hono, type Context } from "hono";
import {
  SearchPublicQuerySchema,
  type AnyLeague,
  type LeagueDetail,
  type LeagueList,
  type LeagueMember,
  type MemberLeague,
  type PublicLeague,
  type UserLeaguesResponse,
} from "#domain/leagues/contract";
import { generateLeagueCode } from "#domain/leagues/league-code";
import {
  FROZEN_SETTING_MESSAGE,
  FROZEN_SURVIVOR_MESSAGE,
  SCORING_FIELDS,
  SURVIVOR_SCORING_FIELDS,
} from "#domain/leagues/frozen-settings";
import { validateLeagueSettings } from "#domain/leagues/league-settings";
import { calendarFor } from "#domain/season/calendars";
import { sportKeyOf } from "#domain/season/sports";
import type { AppBindings } from "#worker/env";
import { requireAuth, requireToken } from "#worker/http/auth";
import { ApiError, badRequest, fieldError, notFound } from "#worker/http/errors";
import { validateQuery } from "#worker/http/validate";
import { insertedId, writeBatch } from "#worker/http/idempotency";
import { eq } from "drizzle-orm";
import { findUserById } from "#worker/accounts/queries";
import { asStatement, getDb, rowOf } from "#worker/db/client";
import { leagues } from "#worker/db/schema";
import { deleteImage } from "#worker/media/images";
import {
  loadSchedules,
  pickableGamesBySeason,
  pickableGamesStatement,
} from "#worker/season/queries";
import { requireCommissioner, requireLeague } from "./access";
import {
  isActiveMember,
  leagueCalendar,
  leagueMembers,
  memberJson,
  leagueRules,
  sessionMemberLeagues,
  loadViewerActivity,
  memberLeague,
  publicCard,
  publicLeaguesStatement,
  scoringFrozen,
  survivorSettingsFrozen,
  type LeagueRow,
} from "./queries";
import { emitLeagueEvents } from "./events";
import { commissionerStatement } from "./membership";
import {
  namesLeagueSport,
  resolveSportAndSeason,
  settingsColumns,
  storedSettings,
  withStoredLogo,
} from "./settings";

import { survivorOut } from "./survivor-out";
import { LEAGUE_TEXT } from "./texts";
import { leagueMembershipRoutes } from "./membership-routes";

type Ctx = Context<AppBindings>;

/**
 * The league as the viewer may see it: full object for members, the public card otherwise.
 * `members` is given for a league this request is about to create (not in D1 yet).
 */
async function leagueForViewer(
  c: Ctx,
  row: LeagueRow,
  members?: LeagueMember[],
): Promise<AnyLeague> {
  // Only public leagues reach a non-member (requireLeague answers 404 for private ones).
  if (!isActiveMember(row))
    return { ...publicCard(row), ...leagueRules(row) } satisfies PublicLeague;
  const db = c.env.DB;
  const [schedules, activity, memberList, settingsLocked, pickable, out, survivorLocked] =
    await Promise.all([
      loadSchedules(db, [row.season_id], c.var.seasonStamp),
      loadViewerActivity(db, c.var.userId),
      members ?? leagueMembers(db, row.id, c.var.userId),
      scoringFrozen(db, row, c.var.now),
      pickableGamesStatement(db, c.var.now, { seasonId: row.season_id }).all(),
      survivorOut(db, [row], c.var.userId),
      row.pool_format === "survivor" ? survivorSettingsFrozen(db, row.id) : false,
    ]);
  const calendar = leagueCalendar(row, schedules.get(row.season_id) ?? []);
  const week = calendar.current_week;
  return {
    ...memberLeague(
      row,
      c.var.userId,
      calendar,
      {
        week,
        ...activity.week(row.id, week, calendarFor(row.sport_key)),
        out: out.has(row.id),
      },
      activity.points(row.id),
      { games: pickableGamesBySeason(pickable).get(row.season_id) ?? [], now: c.var.now },
    ),
    settings_locked: settingsLocked,
    // A survivor pool's lives and rules stay open until its first week is graded (ADR 0407).
    ...(row.pool_format === "survivor" ? { survivor_settings_locked: survivorLocked } : {}),
    members: memberList,
  } satisfies LeagueDetail;
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

// Mounted at the API root so that the collection path keeps its trailing slash (/api/leagues/).
export const leagueRoutes = new Hono<AppBindings>()
  // The viewer's leagues, with their rules (the sportsbook's league list): the session check rides
  // in the leagues' own D1 round trip (ADR 1002). Before the use() below, which they answer first.
  .get("/user-leagues/", requireToken, async (c) => {
    const leagues = await sessionMemberLeagues(c);
    return c.json({
      leagues,
      results: leagues,
      count: leagues.length,
    } satisfies UserLeaguesResponse);
  })
  .get("/leagues/", requireToken, async (c) => {
    const leagues = await sessionMemberLeagues(c);
    return c.json({ count: leagues.length, results: leagues } satisfies LeagueList<MemberLeague>);
  })
  .use("/leagues/*", requireAuth)
  .use("/user-leagues/*", requireAuth)
  // Join, leave, kick and invite (./membership-routes.ts), behind the use() above.
  .route("/", leagueMembershipRoutes)
  .post("/leagues/", async (c) => {
    const body = await readJsonObject(c);
    const result = validateLeagueSettings(body);
    if (!result.ok) throw fieldError(result.errors);
    const db = c.env.DB;
    const {
      sportId,
      seasonId,
      names,
      settings: limited,
    } = await resolveSportAndSeason(db, result.value, undefined, body.allowed_bet_types != null);
    const settings = await withStoredLogo(c.env, limited, null);
    const now = c.var.now.toISOString();
    const creator = await findUserById(db, c.var.userId);
    if (!creator) throw notFound("User not found.");
    for (let attempt = 0; attempt < 5; attempt++) {
      const values = {
        ...settingsColumns(settings, sportId, seasonId),
        code: generateLeagueCode(),
        creatorId: c.var.userId,
        memberCount: 1,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      };
      // The answer is the league as GET /leagues/{id}/ will show it, built before the insert so
      // it commits with it (insertedId(0) becomes the new id inside the batch).
      const draft = {
        ...rowOf(leagues, values),
        ...names,
        id: insertedId(0),
        creator_username: creator.username,
        member_role: "admin",
        member_status: "active",
        member_joined_at: now,
        member_left_at: null,
      } as LeagueRow;
      const answer = await leagueForViewer(c, draft, [
        // The answer goes to the creator, who always sees their own names.
        memberJson({ ...creator, role: "admin", joined_at: now, names_visible: 1 }),
      ]);
      try {
        const { body } = await writeBatch(
          c,
          [
            asStatement(db, getDb(db).insert(leagues).values(values)),
            commissionerStatement(db, c.var.userId, now),
          ],
          { status: 201, body: answer },
        );
        const id = (body as { id: number }).id;
        await emitLeagueEvents(
          c.env,
          [{ type: "created", leagueId: id, userId: c.var.userId }],
          c.var.now,
        );
        return c.json(body, 201);
      } catch (err) {
        // A code collision (1 in ~10^12) is retried with a fresh code; anything else is a bug.
        if (!String(err).includes("UNIQUE constraint failed: leagues.code")) throw err;
      }
    }
    throw new ApiError(409, "Could not allocate a league code, try again");
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
      const sport = sportKeyOf(q.sport);
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
    if (q.picks_per_week) {
      where.push("l.picks_per_week = ?");
      args.push(Number(q.picks_per_week));
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
  .get("/leagues/:id/", async (c) => {
    const row = await requireLeague(c);
    return c.json(await leagueForViewer(c, row));
  })
  .patch("/leagues/:id/", async (c) => {
    const row = await requireCommissioner(c);
    const patch = await readJsonObject(c);
    const current = storedSettings(row);
    const [frozen, survivorFrozen] = await Promise.all([
      scoringFrozen(c.env.DB, row, c.var.now),
      survivorSettingsFrozen(c.env.DB, row.id),
    ]);
    if (frozen || survivorFrozen) {
      const errors: Record<string, string[]> = {};
      const fields = [
        ...(frozen ? SCORING_FIELDS : []),
        ...(survivorFrozen ? SURVIVOR_SCORING_FIELDS : []),
      ];
      for (const field of fields) {
        if (!(field in patch)) continue;
        const before =
          field === "odds_restriction_enabled" ? current.odds_range_enabled : current[field];
        if (JSON.stringify(patch[field]) === JSON.stringify(before)) continue;
        // 'nfl' / 'ncaa' name the sport a stored 'single' league plays; the same sport by key
        // or name is no change either.
        if (
          (field === "sport_type" || field === "sport") &&
          namesLeagueSport(field, patch[field], row)
        )
          continue;
        errors[field] = [
          (SURVIVOR_SCORING_FIELDS as readonly string[]).includes(field)
            ? FROZEN_SURVIVOR_MESSAGE
            : FROZEN_SETTING_MESSAGE,
        ];
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
    // A new sport type or list of sports chooses the sport again (and its season, unless the
    // sport stays the same), rather than the stored sport id winning.
    const base = { ...current };
    if (("sport_type" in patch || "allowed_sports" in patch) && !("sport" in patch)) {
      base.sport = null;
      base.season = null;
    }
    const result = validateLeagueSettings({ ...base, ...settingsPatch });
    if (!result.ok) throw fieldError(result.errors);
    if (result.value.max_members < row.member_count)
      throw fieldError({ max_members: [LEAGUE_TEXT.maxBelowMembers(row.member_count)] });
    const {
      sportId,
      seasonId,
      names,
      settings: limited,
    } = await resolveSportAndSeason(c.env.DB, result.value, row);
    const settings = await withStoredLogo(c.env, limited, row.sponsor_logo_url);
    const changesLogo = settings.sponsor_logo_url !== row.sponsor_logo_url;
    const values = {
      ...settingsColumns(settings, sportId, seasonId),
      isActive: isActiveRaw === undefined ? !!row.is_active : isActiveRaw,
      updatedAt: c.var.now.toISOString(),
    };
    const answer = await leagueForViewer(c, { ...row, ...rowOf(leagues, values), ...names });
    // A kept logo is left out of the SET: written back, the path read before an edit that removed
    // it meanwhile would point the league at a deleted image.
    const set = changesLogo ? values : { ...values, sponsorLogoUrl: undefined };
    await writeBatch(
      c,
      [
        asStatement(
          c.env.DB,
          getDb(c.env.DB).update(leagues).set(set).where(eq(leagues.id, row.id)),
        ),
      ],
      { status: 200, body: answer },
    );
    // A replaced or removed logo goes once no row shows it (worker/media/).
    if (changesLogo) await deleteImage(c.env, row.sponsor_logo_url);
    // Members hear of a change (notifications), not of a save that changed nothing.
    const stored: Record<string, unknown> = rowOf(leagues, values);
    const before = row as unknown as Record<string, unknown>;
    if (Object.keys(stored).some((k) => k !== "updated_at" && stored[k] !== (before[k] ?? null)))
      await emitLeagueEvents(
        c.env,
        [
          {
            type: "settings_changed",
            leagueId: row.id,
            leagueName: answer.name,
            by: c.var.userId,
            changedAt: values.updatedAt,
          },
        ],
        c.var.now,
      );
    return c.json(answer, 200);
  });
