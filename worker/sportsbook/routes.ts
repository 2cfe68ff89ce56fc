/**
 * GET /api/sportsbook/league_status/ and GET /api/sportsbook/games/ (spec section 7). Both answer
 * with a fixed number of D1 statements, batched: no query per game, league or pick.
 */
import { Hono } from "hono";
import { parseCardWeek } from "#domain/picks/weeks";
import { CALENDARS, calendarFor } from "#domain/season/calendars";
import { sportKeyOf } from "#domain/season/sports";
import {
  GamesQuerySchema,
  LeagueStatusQuerySchema,
  type GamesResponse,
  type LeagueRestrictions,
  type LeagueStatusResponse,
} from "#domain/sportsbook/contract";
import type { AppBindings } from "#worker/env";
import { inSessionBatch, requireAuth, requireToken } from "#worker/http/auth";
import { notFound } from "#worker/http/errors";
import { validateQuery } from "#worker/http/validate";
import {
  leagueRules,
  memberLeaguesFrom,
  memberLeaguesStatements,
  memberLeagueStatement,
  type LeagueRow,
} from "#worker/leagues/queries";
import {
  bowlCardGameIds,
  pickRows,
  userPicksStatement,
  withPoolWeeks,
} from "#worker/picks/queries";
import { cardWeekOf } from "#domain/picks/weeks";
import {
  currentSeason,
  loadSchedules,
  parseWeekParam,
  seasonWeeks,
  type SeasonRow,
  type WeekSelector,
} from "#worker/season/queries";
import { filterLists, gamesAnswerBody, loadGames } from "./queries";

/**
 * The sport a `sport` filter names, as sports.key: null for every sport (none, 'all', 'All
 * Sports'), undefined for a sport without data here ('NBA').
 */
function sportOfFilter(sport: string | undefined): string | null | undefined {
  const s = (sport ?? "").trim().toLowerCase();
  if (s === "" || s === "all" || s === "all sports") return null;
  const key = sportKeyOf(s);
  return CALENDARS.find((c) => c.sport === key || c.name.toLowerCase() === s)?.sport;
}

const splitList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export const sportsbookRoutes = new Hono<AppBindings>()
  // The sportsbook's first answer on every visit: the session check, the open games, the viewer's
  // leagues and the week's picks are one D1 round trip (ADR 1002); answered before the use() below.
  .get("/league_status/", requireToken, validateQuery(LeagueStatusQuerySchema), async (c) => {
    const db = c.env.DB;
    // A given week is a week of each league's own season; none: each season's current week.
    const week: WeekSelector | null = parseWeekParam(c.req.valid("query").week);
    const now = c.var.now;
    const [leaguesRes, picksCountRes, pointsRes, pickableRes, askedPicks] = await inSessionBatch(
      c,
      (userId) => [
        ...memberLeaguesStatements(db, userId, now),
        // A postseason week number lists the picks of each sport's whole postseason card.
        ...(week === null ? [] : [userPicksStatement(db, userId, { week, weekAsCard: true })]),
      ],
    );
    const userId = c.var.userId;
    const season = await currentSeason(db, undefined, c.var.seasonStamp);
    const schedules = season ? await loadSchedules(db, [season.id], c.var.seasonStamp) : new Map();
    const currentWeek = season ? seasonWeeks(schedules.get(season.id) ?? []).current_week : 0;
    // Each league's pick counts of the week, and whether that week owes the league picks.
    const leagues = await memberLeaguesFrom(
      db,
      [leaguesRes!, picksCountRes!, pointsRes!, pickableRes!],
      userId,
      now,
      { week },
      c.var.seasonStamp,
    );
    let picksRes = askedPicks;
    if (week === null) {
      const weekBySeason = new Map(leagues.map((l) => [l.season.id, l.picks_week]));
      if (season) weekBySeason.set(season.id, currentWeek);
      picksRes = await userPicksStatement(db, userId, { weekBySeason }).all();
    }
    return c.json({
      leagues: await withPoolWeeks(db, leagues, userId, now),
      current_week: currentWeek,
      current_season: season ? { id: season.id, name: season.name } : null,
      user_picks: pickRows(picksRes!),
    } satisfies LeagueStatusResponse);
  })
  .use(requireAuth)
  .get("/games/", validateQuery(GamesQuerySchema), async (c) => {
    const db = c.env.DB;
    const q = c.req.valid("query");
    const leagueId = q.league_id ? Number(q.league_id) : null;
    const sport = sportOfFilter(q.sport);
    // The season: the league's, else the sport filter's (college football for every sport).
    const [league, sportSeason] = await Promise.all([
      leagueId ? memberLeagueStatement(db, leagueId, c.var.userId).first<LeagueRow>() : null,
      leagueId ? null : currentSeason(db, sport ?? undefined, c.var.seasonStamp),
    ]);
    let queries = 1;
    if (leagueId && !league) throw notFound("League not found");
    const season: SeasonRow | null = league
      ? {
          id: league.season_id,
          name: league.season_name,
          sport_key: league.sport_key,
          sport_name: league.sport_name,
        }
      : sportSeason;
    if (!season) {
      return c.json({
        games: [],
        filter_options: { sports: [], weeks: [], conferences: [] },
        league_restrictions: null,
        debug_info: { week: 0, query_count: queries },
        fetch_status: {
          status: "ok",
          fetched_at: c.var.now.toISOString(),
          odds_updated_at: null,
          games: 0,
        },
      } satisfies GamesResponse);
    }
    const calendar = calendarFor(season.sport_key);
    const [lists, schedules] = await Promise.all([
      filterLists(db, season.id, c.var.seasonStamp),
      loadSchedules(db, [season.id], c.var.seasonStamp),
    ]);
    const { current_week, weeks: seasonWeekList } = seasonWeeks(schedules.get(season.id) ?? []);
    queries += 2;
    const weekAsked: WeekSelector =
      q.week === "postseason" ? "postseason" : (parseWeekParam(q.week) ?? current_week);
    // A bowl pool plays one card: unasked, or asked by one of its weeks, the week is the card.
    const week: WeekSelector =
      league?.postseason_only &&
      (!q.week || cardWeekOf(Number(weekAsked), calendar) === "postseason")
        ? "postseason"
        : weekAsked;
    // A sport filter narrows: games only when it is every sport or the season's own. A sport
    // without a season here ('NBA', a typo) has no games, weeks or conferences either.
    const sportMatches = sport === null || sport === season.sport_key;
    const { sports } = lists;
    const conferences = sport === undefined ? [] : lists.conferences;
    const weeks = sport === undefined ? [] : seasonWeekList;

    // An asked conference applies as asked (a college one in an NFL season matches no game); the
    // league's stored default only where it means something (gameWhere).
    const asked = q.conference && q.conference !== "all" ? q.conference : null;
    const weekGames = sportMatches
      ? await loadGames(
          db,
          {
            seasonId: season.id,
            calendar,
            week,
            conference: asked,
            leagueConference: league?.conference_filter ?? null,
          },
          c.var.now,
          league,
          c.var.seasonStamp,
        )
      : { games: [], oddsUpdatedAt: null };
    queries += 1;
    // A bowl pool lists only the games on its card now (ADR 0406).
    const card = league?.postseason_only ? await bowlCardGameIds(db, league) : null;
    if (card) queries += 1;
    const loaded = card
      ? { ...weekGames, games: weekGames.games.filter((g) => card.has(g.id)), bytes: undefined }
      : weekGames;
    // The user's bet-type and portion filters trim the markets sent.
    const betTypes = splitList(q.bet_types);
    const portions = splitList(q.game_portions);
    const wantsBet = (name: string) =>
      betTypes.length === 0 || betTypes.includes("all") || betTypes.includes(name);
    const wantsPortion = (portion: string, group: string) =>
      portions.length === 0 ||
      portions.includes("all") ||
      portions.includes(portion) ||
      portions.includes(group);
    // Unfiltered (the usual call), the kept games are sent as they were serialised.
    const filtered =
      (betTypes.length > 0 && !betTypes.includes("all")) ||
      (portions.length > 0 && !portions.includes("all"));
    const games = filtered
      ? loaded.games.map((g) => ({
          ...g,
          game_portion_odds: g.game_portion_odds.filter((o) =>
            wantsPortion(
              o.game_portion,
              o.game_portion.includes("half") ? "half_game" : "quarter_game",
            ),
          ),
          current_odds: wantsPortion("full_game", "full_game") ? g.current_odds : null,
          player_props: wantsBet("player_props") || wantsBet("player_prop") ? g.player_props : [],
          team_props: wantsBet("team_props") || wantsBet("team_prop") ? g.team_props : [],
        }))
      : loaded.games;

    let restrictions: LeagueRestrictions | null = null;
    if (league) {
      const rules = leagueRules(league);
      restrictions = {
        sport_type: rules.sport_type,
        conference_filter: rules.conference_filter,
        allowed_bet_types: rules.allowed_bet_types,
        allowed_game_portions: rules.allowed_game_portions,
        min_odds: rules.odds_range_enabled ? rules.min_odds : null,
        max_odds: rules.odds_range_enabled ? rules.max_odds : null,
      };
    }
    const envelope: Omit<GamesResponse, "games"> = {
      filter_options: {
        sports,
        weeks,
        conferences,
      },
      league_restrictions: restrictions,
      debug_info: { week: parseCardWeek(week, calendar) ?? week, query_count: queries },
      fetch_status: {
        status: "ok",
        fetched_at: c.var.now.toISOString(),
        odds_updated_at: loaded.oddsUpdatedAt,
        games: games.length,
      },
    };
    const tail = `,${JSON.stringify(envelope).slice(1)}`;
    const type = { "content-type": "application/json" };
    if (filtered) return c.body(`{"games":${JSON.stringify(games)}${tail}`, 200, type);
    return new Response(gamesAnswerBody(loaded, tail), { headers: type });
  });
