/**
 * Survivor pools (issue 47, docs/decisions/0407-survivor-and-auto-pick.md):
 *   POST /api/leagues/{id}/survivor/pick/  make or change the member's pick of a week until that
 *                                         game's kickoff (and the old pick's) on the server clock
 *   GET  /api/leagues/{id}/survivor/       every member's standing and picks; another member's
 *                                         pick is absent until its game has kicked off
 * Grading runs in the minute cron (./grading.ts).
 */
import { Hono } from "hono";
import { SurvivorPickSchema, type SurvivorPoolJson } from "#domain/survivor/contract";
import {
  checkSurvivorPick,
  compareSurvivors,
  SURVIVOR_TEXTS as T,
  usedTeams,
} from "#domain/survivor/rules";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { badRequest, fieldError, notFound } from "#worker/http/errors";
import { validateJson } from "#worker/http/validate";
import {
  isActiveMember,
  LEAGUE_ACCESS_TEXT,
  leagueCalendar,
  requireLeague,
  type LeagueRow,
} from "#worker/leagues/queries";
import { loadSchedules } from "#worker/season/queries";
import {
  loadSurvivorPool,
  poolStatuses,
  survivorPickJson,
  survivorPickStatement,
  survivorWeekRange,
} from "./queries";

interface PickedGame {
  week: number;
  status: string;
  kickoff_at: string;
  home_team_id: number;
  away_team_id: number;
  home_spread: number | null;
  away_spread: number | null;
  team_name: string | null;
}

const kickedOff = (kickoff: string | null, now: Date) =>
  kickoff !== null && Date.parse(kickoff) <= now.getTime();

function survivorLeague(row: LeagueRow): LeagueRow {
  if (row.pool_format !== "survivor") throw badRequest(T.notSurvivor);
  return row;
}

export const survivorRoutes = new Hono<AppBindings>()
  .post("/leagues/:id/survivor/pick/", requireAuth, validateJson(SurvivorPickSchema), async (c) => {
    const row = await requireLeague(c);
    if (!isActiveMember(row)) throw notFound(LEAGUE_ACCESS_TEXT.notFound);
    const league = survivorLeague(row);
    const { week, game_id, team_id } = c.req.valid("json");
    const now = c.var.now;
    const db = c.env.DB;
    const range = survivorWeekRange(league);
    if (week < range.first || week > range.last) throw fieldError({ week: [T.notWeek] });
    const [game, pool] = await Promise.all([
      db
        .prepare(
          `SELECT g.week, g.status, g.kickoff_at, g.home_team_id, g.away_team_id, o.home_spread,
                  o.away_spread, (SELECT school FROM teams WHERE id = ?) AS team_name
           FROM games g LEFT JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
           WHERE g.id = ? AND g.season_id = ?`,
        )
        .bind(team_id, game_id, league.season_id)
        .first<PickedGame>(),
      loadSurvivorPool(db, league.id),
    ]);
    if (!game) throw fieldError({ game_id: [T.notInWeek] });
    const me = c.var.userId;
    if (poolStatuses(league, pool).get(me)?.status === "eliminated")
      throw fieldError({ week: [T.eliminated] });
    const mine = pool.picks.filter((p) => p.user_id === me);
    const current = mine.find((p) => p.week === week);
    if (current && (current.result !== null || kickedOff(current.kickoff_at, now)))
      throw fieldError({ game_id: [T.pickKickedOff] });
    const refusal = checkSurvivorPick({
      week,
      teamId: team_id,
      game: { ...game, open: game.status === "scheduled" && !kickedOff(game.kickoff_at, now) },
      used: usedTeams(mine, week),
      teamName: game.team_name ?? "this team",
    });
    if (refusal) throw fieldError({ [refusal.field]: [refusal.message] });
    const spread = team_id === game.home_team_id ? game.home_spread : game.away_spread;
    if (league.survivor_pick_type === "spread" && spread === null)
      throw fieldError({ game_id: [T.noLine] });
    const written = await survivorPickStatement(db, {
      leagueId: league.id,
      userId: me,
      week,
      gameId: game_id,
      teamId: team_id,
      spread,
      isAuto: false,
      at: now.toISOString(),
    }).run();
    if (written.meta.changes === 0) throw fieldError({ game_id: [T.kickedOff] });
    return c.json({ pick: { week, game_id, team_id, result: "pending", is_auto: false } });
  })
  .get("/leagues/:id/survivor/", requireAuth, async (c) => {
    const league = survivorLeague(await requireLeague(c));
    const db = c.env.DB;
    const now = c.var.now;
    const [pool, schedules] = await Promise.all([
      loadSurvivorPool(db, league.id),
      loadSchedules(db, [league.season_id], c.var.seasonStamp),
    ]);
    const statuses = poolStatuses(league, pool);
    const me = c.var.userId;
    const entries = pool.members
      .map((m) => {
        const status = statuses.get(m.user_id)!;
        // Another member's pick is never sent before its game kicks off (a missed week has none).
        const picks = pool.picks.filter(
          (p) =>
            p.user_id === m.user_id &&
            (m.user_id === me || p.game_id === null || kickedOff(p.kickoff_at, now)),
        );
        return { ...status, username: m.username, picks: picks.map(survivorPickJson) };
      })
      .sort(compareSurvivors);
    const standing = entries.filter((e) => e.status === "alive");
    // One fan left of several: the week the last rival went out is the week they won it.
    const winner =
      standing.length === 1 && entries.length > 1
        ? {
            user_id: standing[0]!.user_id,
            username: standing[0]!.username,
            week: Math.max(...entries.map((e) => e.eliminated_week ?? 0)),
          }
        : null;
    const answer: SurvivorPoolJson = {
      entries,
      current_week: leagueCalendar(league, schedules.get(league.season_id) ?? []).current_week,
      last_week: survivorWeekRange(league).last,
      winner,
      alive_count: standing.length,
      member_count: entries.length,
    };
    return c.json(answer);
  });
