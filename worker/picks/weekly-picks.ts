/**
 * GET /api/leagues/{id}/weekly_picks/?week=: every member's picks of a league's week, for members
 * only (403 otherwise). Picks are filtered one by one on the server (domain/leagues/pick-visibility.ts):
 * another member's pick shows once its game locks, the week is over, the league shows picks before
 * lock or its owner shared it early.
 */
import { Hono, type Context } from "hono";
import { WeekQuerySchema, type WeeklyPicksResponse } from "#domain/leagues/contract";
import {
  isPickVisible,
  isWeekComplete,
  picksRequiredForWeek,
} from "#domain/leagues/pick-visibility";
import { isWeekOver } from "#domain/leagues/weeks";
import { weekNotPlayed } from "#domain/picks/owes-picks";
import type { PostseasonGame } from "#domain/picks/postseason";
import { splitsOfPicks } from "./splits";
import { cardWeekOf, cardWeekRange } from "#domain/picks/weeks";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { validateQuery } from "#worker/http/validate";
import {
  leagueMembers,
  leagueRules,
  requestedWeek,
  isCommissioner,
  requireMember,
  survivorWeekMembers,
  type LeagueRow,
} from "#worker/leagues/queries";
import { nudgeFacts } from "#worker/notifications/queries";
import { loadSchedules, weekStagesStatement } from "#worker/season/queries";
import { bowlCardGameIds } from "./bowl-card";
import { poolWeek } from "./pool-week";
import { leagueWeekPicksStatement, pickRowsByUser } from "./pick-rows";

/**
 * The weekly picks answer of `row`'s week `weekQ` as the caller (an active member) reads it. The
 * commissioner's nudge (worker/notifications/nudge-routes.ts) reads its who-has-not-picked from
 * here too, so "picks due" has one rule. `calendarWeek`: the card week's first game week.
 */
export async function weeklyPicksAnswer(
  c: Context<AppBindings>,
  row: LeagueRow,
  weekQ: number | "" | undefined,
): Promise<WeeklyPicksResponse & { cardFirstWeek: number }> {
  const db = c.env.DB;
  const now = c.var.now;
  const schedules = await loadSchedules(db, [row.season_id], c.var.seasonStamp);
  const schedule = schedules.get(row.season_id) ?? [];
  const { week, calendar, cal } = requestedWeek(row, schedule, weekQ);
  const weekOver = isWeekOver(schedule, week, calendar.current_week);
  // A postseason week counts the whole postseason card (one shared pick limit).
  const card = cardWeekOf(week, cal);
  const [members, picks, stages, pool, survivor] = await Promise.all([
    leagueMembers(db, row.id, c.var.userId),
    leagueWeekPicksStatement(db, row.id, card, cal).all(),
    weekStagesStatement(db, row.season_id, ...cardWeekRange(card, cal)).all<PostseasonGame>(),
    poolWeek(db, row, card, now),
    // A survivor week's pick is its survivor pick (ADR 0407), counted, never shown here.
    row.pool_format === "survivor" ? survivorWeekMembers(db, row, week) : null,
  ]);
  // Another member's guess shows once the tiebreaker game has kicked off; the viewer's always.
  const guessOf = (userId: number) =>
    userId === c.var.userId || pool.kicked_off ? (pool.guesses.get(userId) ?? null) : null;
  // A week the league does not play owes nobody picks: no one is "Incomplete" in it.
  const notPlayed = weekNotPlayed(leagueRules(row), stages.results, card);
  // A bowl pool picks every game on its card: the card's size, not its limit (ADR 0406).
  const limit = picksRequiredForWeek(row, week);
  const required = notPlayed
    ? 0
    : row.postseason_only && card === "postseason"
      ? Math.min(limit, pool.confidence_n ?? (await bowlCardGameIds(db, row)).size)
      : limit;
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
    const sv = survivor?.get(userId);
    const submitted = survivor ? (sv?.picked ? 1 : 0) : own.length;
    return {
      user_id: userId,
      username: m.username,
      avatar: m.avatar,
      is_current_user: userId === c.var.userId,
      picks_submitted: submitted,
      locks_submitted: locks,
      is_complete: isWeekComplete({
        picksSubmitted: submitted,
        locksSubmitted: locks,
        // Out of a survivor pool before this week: nothing is due.
        picksRequired: sv?.out ? 0 : required,
        enableLocks: !!row.enable_locks,
      }),
      hidden_picks: own.length - visible.length,
      picks: visible,
      tiebreaker_guess: guessOf(userId),
    };
  });
  return {
    cardFirstWeek: cardWeekRange(card, cal)[0],
    league_id: row.id,
    week,
    current_week: calendar.current_week,
    is_current_week: week === calendar.current_week,
    week_over: weekOver,
    picks_revealed: weekOver || !!row.show_picks_before_lock || !anyHidden,
    picks_required: required,
    not_played: notPlayed,
    enable_locks: !!row.enable_locks,
    pool_format: row.pool_format === "confidence" ? "confidence" : "standard",
    confidence_n: pool.confidence_n,
    ranks_taken: (byUser.get(c.var.userId) ?? []).flatMap((p) =>
      p.confidence ? [p.confidence] : [],
    ),
    tiebreaker_game_id: pool.tiebreaker_game_id,
    tiebreaker_matchup: pool.tiebreaker_matchup,
    tiebreaker_guess: guessOf(c.var.userId),
    weekly_picks: weekly,
    splits: splitsOfPicks(
      members.flatMap((m) => byUser.get(m.user_id) ?? []),
      now,
    ),
  };
}

/** Mounted at the API root (through ./routes.ts), before the leagues' own routes (worker/app.ts). */
export const weeklyPicksRoutes = new Hono<AppBindings>().get(
  "/leagues/:id/weekly_picks/",
  requireAuth,
  validateQuery(WeekQuerySchema),
  async (c) => {
    const row = await requireMember(c);
    const { cardFirstWeek, ...answer } = await weeklyPicksAnswer(c, row, c.req.valid("query").week);
    // The commissioner's who-has-not-picked: push reach (a count) and the week's nudge.
    const nudge = isCommissioner(row, c.var.userId)
      ? await nudgeFacts(c.env.DB, row.id, cardFirstWeek)
      : undefined;
    return c.json({ ...answer, ...(nudge && { nudge }) } satisfies WeeklyPicksResponse);
  },
);
