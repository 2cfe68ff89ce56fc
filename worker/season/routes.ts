/**
 * Season calls: GET /api/games/available_weeks/, GET /api/ticker/ (spec 000 §3 "Ticker game") and
 * the rankings calls (spec 001 §3 "Ranking entry", "Rankings response"). Public read-only data; a
 * fixed number of D1 statements per request. Polls are visible from their release instant on the
 * server clock, so the "current" poll is the one of the current replayed week.
 */
import { Hono } from "hono";
import { localParts, zonedTimeToUtc } from "#domain/calendar";
import {
  HistoricalQuerySchema,
  PollQuerySchema,
  pollWeekLabel,
  RankingsQuerySchema,
  TickerQuerySchema,
  type PollWeek,
  type RankingEntry,
  type RankingsResponse,
  type TickerGame,
} from "#domain/season/schemas";
import type { AppBindings } from "#worker/env";
import { validateQuery } from "#worker/http/errors";

const SPORT = "ncaa-football";

async function currentSeasonId(db: D1Database, sport = SPORT): Promise<number | null> {
  const row = await db
    .prepare(
      "SELECT s.id FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE sp.key = ? ORDER BY s.is_current DESC, s.year DESC LIMIT 1",
    )
    .bind(sport)
    .first<{ id: number }>();
  return row?.id ?? null;
}

const gamesWeeks = new Hono<AppBindings>().get("/games/available_weeks/", async (c) => {
  const seasonId = await currentSeasonId(c.env.DB);
  if (seasonId === null) return c.json({ weeks: [] });
  const { results } = await c.env.DB.prepare(
    "SELECT week, MIN(status IN ('final', 'void')) AS complete FROM games WHERE season_id = ? GROUP BY week ORDER BY week",
  )
    .bind(seasonId)
    .all<{ week: number; complete: number }>();
  return c.json({
    weeks: results.map((r) => ({ week: r.week, all_games_complete: r.complete === 1 })),
  });
});

interface TickerRow {
  id: number;
  kickoff_at: string;
  venue: string | null;
  tv_network: string | null;
  status: TickerGame["status"];
  period: number | null;
  clock: string | null;
  home_score: number | null;
  away_score: number | null;
  home_id: number;
  home_name: string;
  home_abbr: string;
  home_logo: string | null;
  home_conf: string | null;
  away_id: number;
  away_name: string;
  away_abbr: string;
  away_logo: string | null;
  away_conf: string | null;
  home_spread: number | null;
  away_spread: number | null;
  total_points: number | null;
}

const STATUS_ORDER: Record<string, number> = { live: 0, scheduled: 1, final: 2, void: 3 };

const ticker = new Hono<AppBindings>().get(
  "/ticker/",
  validateQuery(TickerQuerySchema),
  async (c) => {
    const q = c.req.valid("query");
    const todayOnly = q.today_only ?? true;
    const liveOnly = q.live_only ?? false;
    const seasonId = await currentSeasonId(c.env.DB, q.sport);
    if (seasonId === null) return c.json({ games: [] });
    const now = c.var.now;
    // "Today" is the ET calendar day of the server clock; live games always show.
    const p = localParts(now);
    const dayStart = zonedTimeToUtc(p.year, p.month, p.day, 0, 0).toISOString();
    const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
    const dayEnd = zonedTimeToUtc(
      next.getUTCFullYear(),
      next.getUTCMonth() + 1,
      next.getUTCDate(),
      0,
      0,
    ).toISOString();
    const conditions = ["g.season_id = ?"];
    const params: unknown[] = [seasonId];
    if (liveOnly) conditions.push("g.status = 'live'");
    else if (todayOnly) {
      conditions.push("(g.status = 'live' OR (g.kickoff_at >= ? AND g.kickoff_at < ?))");
      params.push(dayStart, dayEnd);
    } else {
      conditions.push(
        "g.week = COALESCE((SELECT MIN(week) FROM games WHERE season_id = ? AND status NOT IN ('final', 'void')), (SELECT MAX(week) FROM games WHERE season_id = ?))",
      );
      params.push(seasonId, seasonId);
    }
    const { results } = await c.env.DB.prepare(
      `SELECT g.id, g.kickoff_at, g.venue, g.tv_network, g.status, g.period, g.clock, g.home_score, g.away_score,
            h.id AS home_id, h.school AS home_name, h.abbreviation AS home_abbr, h.logo_url AS home_logo, hc.name AS home_conf,
            a.id AS away_id, a.school AS away_name, a.abbreviation AS away_abbr, a.logo_url AS away_logo, ac.name AS away_conf,
            o.home_spread, o.away_spread, o.total_points
       FROM games g
       JOIN teams h ON h.id = g.home_team_id LEFT JOIN conferences hc ON hc.id = h.conference_id
       JOIN teams a ON a.id = g.away_team_id LEFT JOIN conferences ac ON ac.id = a.conference_id
       LEFT JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
      WHERE ${conditions.join(" AND ")}
      ORDER BY g.kickoff_at, g.id
      LIMIT 200`,
    )
      .bind(...params)
      .all<TickerRow>();
    const games: TickerGame[] = results
      .map((r) => ({
        id: r.id,
        home_team: {
          id: r.home_id,
          name: r.home_name,
          abbreviation: r.home_abbr,
          conference: r.home_conf,
          logo_url: r.home_logo,
        },
        away_team: {
          id: r.away_id,
          name: r.away_name,
          abbreviation: r.away_abbr,
          conference: r.away_conf,
          logo_url: r.away_logo,
        },
        home_score: r.home_score,
        away_score: r.away_score,
        quarter: r.period,
        time_remaining: r.clock,
        is_live: r.status === "live",
        is_finished: r.status === "final" || r.status === "void",
        status: r.status,
        current_odds:
          r.home_spread === null && r.total_points === null
            ? null
            : {
                home_spread: r.home_spread,
                away_spread: r.away_spread,
                total_points: r.total_points,
              },
        game_time: r.kickoff_at,
        venue: r.venue,
        tv_network: r.tv_network,
      }))
      .sort(
        (x, y) =>
          STATUS_ORDER[x.status]! - STATUS_ORDER[y.status]! ||
          x.game_time.localeCompare(y.game_time),
      );
    return c.json({ games });
  },
);

interface PollRow {
  week: number;
  is_preseason: number;
  released_at: string | null;
}

/** The newest poll week released by `now`, at or before `maxWeek`. */
async function releasedPoll(db: D1Database, seasonId: number, nowIso: string, maxWeek = 99) {
  return db
    .prepare(
      "SELECT week, is_preseason, released_at FROM rankings WHERE poll = 'ap' AND season_id = ? AND released_at <= ? AND week <= ? ORDER BY week DESC LIMIT 1",
    )
    .bind(seasonId, nowIso, maxWeek)
    .first<PollRow>();
}

interface EntryRow {
  rank: number;
  team_id: number;
  school: string;
  abbreviation: string;
  logo_url: string | null;
  conference: string | null;
  points: number;
  first_place_votes: number;
  record: string | null;
  previous_rank: number | null;
}

async function pollEntries(db: D1Database, seasonId: number, week: number): Promise<EntryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.rank, r.team_id, t.school, t.abbreviation, t.logo_url, c.name AS conference, r.points, r.first_place_votes, r.record,
              (SELECT p.rank FROM rankings p WHERE p.poll = r.poll AND p.season_id = r.season_id AND p.team_id = r.team_id
                 AND p.week = (SELECT MAX(week) FROM rankings WHERE poll = r.poll AND season_id = r.season_id AND week < r.week)) AS previous_rank
         FROM rankings r JOIN teams t ON t.id = r.team_id LEFT JOIN conferences c ON c.id = t.conference_id
        WHERE r.poll = 'ap' AND r.season_id = ? AND r.week = ?
        ORDER BY r.rank, t.school`,
    )
    .bind(seasonId, week)
    .all<EntryRow>();
  return results;
}

function rankingsResponse(poll: PollRow | null, rows: EntryRow[]): RankingsResponse {
  const rankings: RankingEntry[] = rows.map((r) => ({
    rank: r.rank,
    previous_rank: r.previous_rank,
    team_id: r.team_id,
    team_name: r.school,
    team_short_name: r.abbreviation,
    team_logo_url: r.logo_url,
    points: r.points,
    first_place_votes: r.first_place_votes,
    record: r.record,
  }));
  return {
    rankings,
    last_updated: poll?.released_at ?? null,
    week: poll?.week ?? null,
    week_label: poll ? pollWeekLabel(poll.week) : null,
    is_preseason: poll?.is_preseason === 1,
  };
}

const EMPTY: RankingsResponse = {
  rankings: [],
  last_updated: null,
  week: null,
  week_label: null,
  is_preseason: false,
};

const rankings = new Hono<AppBindings>()
  // Sportsbook sidebar shape: id, name, wins, losses, conference, points (plus rank).
  .get("/rankings/", validateQuery(RankingsQuerySchema), async (c) => {
    const sport = c.req.valid("query").sport;
    const seasonId = sport === SPORT ? await currentSeasonId(c.env.DB) : null;
    if (seasonId === null) return c.json({ rankings: [] });
    const poll = await releasedPoll(c.env.DB, seasonId, c.var.now.toISOString());
    if (!poll) return c.json({ rankings: [] });
    const rows = await pollEntries(c.env.DB, seasonId, poll.week);
    return c.json({
      rankings: rows.map((r) => {
        const [wins, losses] = (r.record ?? "").split("-").map((n) => Number(n));
        return {
          id: r.team_id,
          rank: r.rank,
          name: r.school,
          wins: Number.isFinite(wins) ? wins : 0,
          losses: Number.isFinite(losses) ? losses : 0,
          conference: r.conference,
          points: r.points,
        };
      }),
    });
  })
  .get("/rankings/top25/", validateQuery(PollQuerySchema), async (c) => {
    if (c.req.valid("query").poll !== "ap") return c.json(EMPTY);
    const seasonId = await currentSeasonId(c.env.DB);
    if (seasonId === null) return c.json(EMPTY);
    const poll = await releasedPoll(c.env.DB, seasonId, c.var.now.toISOString());
    if (!poll) return c.json(EMPTY);
    return c.json(rankingsResponse(poll, await pollEntries(c.env.DB, seasonId, poll.week)));
  })
  .get("/rankings/available_weeks/", validateQuery(PollQuerySchema), async (c) => {
    if (c.req.valid("query").poll !== "ap") return c.json({ weeks: [] });
    const seasonId = await currentSeasonId(c.env.DB);
    if (seasonId === null) return c.json({ weeks: [] });
    const { results } = await c.env.DB.prepare(
      "SELECT DISTINCT week, is_preseason FROM rankings WHERE poll = 'ap' AND season_id = ? AND released_at <= ? ORDER BY week DESC",
    )
      .bind(seasonId, c.var.now.toISOString())
      .all<{ week: number; is_preseason: number }>();
    const weeks: PollWeek[] = results.map((r) => ({
      value: r.week,
      label: pollWeekLabel(r.week),
      is_preseason: r.is_preseason === 1,
    }));
    return c.json({ weeks });
  })
  .get("/rankings/historical/", validateQuery(HistoricalQuerySchema), async (c) => {
    const q = c.req.valid("query");
    if (q.poll !== "ap") return c.json(EMPTY);
    const seasonId = await currentSeasonId(c.env.DB);
    if (seasonId === null) return c.json(EMPTY);
    // The poll in effect for that week: the newest released at or before it.
    const poll = await releasedPoll(c.env.DB, seasonId, c.var.now.toISOString(), q.week);
    if (!poll) return c.json(EMPTY);
    return c.json(rankingsResponse(poll, await pollEntries(c.env.DB, seasonId, poll.week)));
  });

/** Mounted at the API root: the paths keep their trailing slashes, as the spec names them. */
export const seasonRoutes = new Hono<AppBindings>()
  .route("/", gamesWeeks)
  .route("/", ticker)
  .route("/", rankings);
