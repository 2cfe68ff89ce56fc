/**
 * GET /api/sportsbook/league_status/ and GET /api/sportsbook/games/ (spec section 7). Both answer
 * with a fixed number of D1 statements, batched: no query per game, league or pick.
 */
import { Hono } from "hono";
import { parseCardWeek } from "#domain/picks/weeks";
import { GamesQuerySchema, LeagueStatusQuerySchema } from "#domain/picks/schemas";
import type { GamesResponse, LeagueRestrictions } from "#domain/picks/schemas";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { notFound, validateQuery } from "#worker/http/errors";
import {
  PICK_SELECT,
  currentSeason,
  leagueJson,
  loadGames,
  memberLeagueStatement,
  memberLeaguesStatement,
  parseWeekParam,
  pickRows,
  weekPredicate,
  type LeagueRow,
  type WeekSelector,
} from "#worker/sportsbook/queries";

const splitList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export const sportsbookRoutes = new Hono<AppBindings>()
  .use(requireAuth)
  .get("/league_status/", validateQuery(LeagueStatusQuerySchema), async (c) => {
    const db = c.env.DB;
    const userId = c.var.userId;
    const season = await currentSeason(db);
    const currentWeek = season?.current_week ?? 0;
    const week: WeekSelector = parseWeekParam(c.req.valid("query").week) ?? currentWeek;
    const w = weekPredicate(week, "p.week");
    const gw = weekPredicate(week, "g.week");
    const nowIso = c.var.now.toISOString();
    const [leaguesRes, picksRes, openRes] = await db.batch([
      memberLeaguesStatement(db, userId),
      db
        .prepare(`${PICK_SELECT} WHERE p.user_id = ? AND ${w.sql} ORDER BY g.kickoff_at, p.id`)
        .bind(userId, ...w.args),
      db
        .prepare(
          `SELECT g.season_id, COUNT(*) AS open FROM games g
           WHERE ${gw.sql} AND g.status = 'scheduled' AND julianday(g.kickoff_at) > julianday(?)
           GROUP BY g.season_id`,
        )
        .bind(...gw.args, nowIso),
    ]);
    const picks = pickRows(picksRes!);
    const openBySeason = new Map(
      ((openRes!.results ?? []) as { season_id: number; open: number }[]).map((r) => [
        r.season_id,
        r.open,
      ]),
    );
    const leagues = ((leaguesRes!.results ?? []) as LeagueRow[]).map((row) => {
      const mine = picks.filter((p) => p.league_id === row.id);
      return leagueJson(row, userId, currentWeek, {
        count: mine.length,
        lock: mine.some((p) => p.is_lock),
        open: (openBySeason.get(row.season_id) ?? 0) > 0,
      });
    });
    return c.json({
      leagues,
      current_week: currentWeek,
      current_season: season ? { id: season.id, name: season.name } : null,
      user_picks: picks,
    });
  })
  .get("/games/", validateQuery(GamesQuerySchema), async (c) => {
    const db = c.env.DB;
    const q = c.req.valid("query");
    const season = await currentSeason(db);
    let queries = 1;
    if (!season) {
      const empty: GamesResponse = {
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
      };
      return c.json(empty);
    }
    const week: WeekSelector =
      q.week === "postseason" ? "postseason" : (parseWeekParam(q.week) ?? season.current_week);

    let league: LeagueRow | null = null;
    const leagueId = q.league_id ? Number(q.league_id) : null;
    const [sportsRes, confRes, weeksRes, leagueRes] = await db.batch([
      db.prepare("SELECT name FROM sports ORDER BY id"),
      db.prepare("SELECT name, slug FROM conferences ORDER BY name"),
      db
        .prepare(
          `SELECT week, SUM(CASE WHEN status IN ('final', 'void') THEN 0 ELSE 1 END) = 0 AS all_games_complete
           FROM games WHERE season_id = ? GROUP BY week ORDER BY week`,
        )
        .bind(season.id),
      leagueId
        ? memberLeagueStatement(db, c.var.userId, leagueId)
        : db.prepare("SELECT NULL AS id WHERE 0"),
    ]);
    queries += 1;
    if (leagueId) {
      league = ((leagueRes!.results ?? [])[0] as LeagueRow | undefined) ?? null;
      if (!league) throw notFound("League not found");
    }
    const sports = ((sportsRes!.results ?? []) as { name: string }[]).map((s) => s.name);
    const seasonSport = await db
      .prepare("SELECT sp.name FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE s.id = ?")
      .bind(season.id)
      .first<{ name: string }>();
    queries += 1;
    const sportMatches =
      !q.sport ||
      q.sport === "all" ||
      q.sport === "All Sports" ||
      q.sport.toLowerCase() === seasonSport?.name.toLowerCase() ||
      q.sport === "ncaa" ||
      q.sport === "ncaa-football";

    const conference =
      q.conference && q.conference !== "all" ? q.conference : (league?.conference_filter ?? "all");
    const loaded = sportMatches
      ? await loadGames(db, { seasonId: season.id, week, conference }, c.var.now, league)
      : { games: [], oddsUpdatedAt: null };
    queries += 1;

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
    const games = loaded.games.map((g) => ({
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
    }));

    let restrictions: LeagueRestrictions | null = null;
    if (league) {
      const parse = (text: string) => {
        try {
          return JSON.parse(text) as string[];
        } catch {
          return [];
        }
      };
      restrictions = {
        sport_type: league.sport_type,
        conference_filter: league.conference_filter,
        allowed_bet_types: parse(league.allowed_bet_types),
        allowed_game_portions: parse(league.allowed_game_portions),
        min_odds: league.odds_range_enabled ? league.min_odds : null,
        max_odds: league.odds_range_enabled ? league.max_odds : null,
      };
    }
    const body: GamesResponse = {
      games,
      filter_options: {
        sports,
        weeks: ((weeksRes!.results ?? []) as { week: number; all_games_complete: number }[]).map(
          (w) => ({ week: w.week, all_games_complete: w.all_games_complete === 1 }),
        ),
        conferences: (confRes!.results ?? []) as { name: string; slug: string }[],
      },
      league_restrictions: restrictions,
      debug_info: { week: parseCardWeek(week) ?? week, query_count: queries },
      fetch_status: {
        status: "ok",
        fetched_at: c.var.now.toISOString(),
        odds_updated_at: loaded.oddsUpdatedAt,
        games: games.length,
      },
    };
    return c.json(body);
  });
