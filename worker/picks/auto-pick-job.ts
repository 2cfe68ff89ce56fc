/**
 * Auto-pick (cron, every minute; the dev clock runs it too). Issue 47, ADR 0407; the rule is
 * domain/picks/auto-pick.ts.
 *
 * Guarantees:
 * - For each active league with auto-pick on and each card week of its season with a game still
 *   ahead whose auto-pick moment has passed, every active member with no pick of that week and
 *   fewer auto-picked weeks than the league's limit gets the rule's picks.
 * - The picks are priced from the server's current lines (`pricePick`) and inserted by the
 *   submission's own statement (`insertStatement`, is_auto = 1), so the odds at pick time and the
 *   picks table's guards (kickoff, the weekly cap) hold. The fan's deadline has passed by then
 *   (that is the moment); the guard an auto pick keeps is the game's kickoff.
 * - Idempotent: the picks and the week's `auto_pick_runs` row (primary key league, member, week)
 *   commit in one batch; a second run finds the row (and the picks) and makes nothing. A fan's own
 *   pick is never replaced: a member with any pick of the week is skipped, and a pick made in the
 *   meantime fills the cap so the guard rolls the batch back.
 * - The member hears it once ("We made your Week 5 picks for …", a pick event raised after the
 *   batch committed; worker/notifications/listeners.ts).
 */
import {
  autoPickMoment,
  autoPickWeeks,
  planAutoPicks,
  type AutoPickChoice,
} from "#domain/picks/auto-pick";
import { storedAutoPick } from "#domain/leagues/auto-pick-settings";
import { picksRequiredForWeek } from "#domain/leagues/pick-visibility";
import { cardWeekRange, type CardWeek } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import type { Env } from "#worker/env";
import { LEAGUE_SELECT, leagueRules, type LeagueRow } from "#worker/leagues/queries";
import { bowlCardGameIds } from "./bowl-card";
import { confidenceN } from "./confidence";
import { emitPickEvents, type PickEvent } from "./events";
import { insertStatement, loadMarkets, pricePick } from "./pick-writer";

/** A week's moment is at most about a week before its last game: look that far ahead. */
const LOOKAHEAD_MS = 8 * 24 * 3_600_000;

interface SeasonGame {
  id: number;
  season_id: number;
  week: number;
  kickoff_at: string;
  status: string;
  venue: string | null;
  is_postseason: number;
}

interface MemberWeek {
  user_id: number;
  picks: number;
  used: number;
}

/** The storage week of a card week (the postseason card: its first week). */
const storedWeek = (week: CardWeek, sportKey: string) =>
  cardWeekRange(week, calendarFor(sportKey))[0];

export async function runAutoPicks(env: Env, now: Date): Promise<void> {
  const db = env.DB;
  const from = now.toISOString();
  const to = new Date(now.getTime() + LOOKAHEAD_MS).toISOString();
  const { results: rows } = await db
    .prepare(
      // A survivor league's week is one survivor pick (its own table), not these picks.
      `${LEAGUE_SELECT} WHERE l.is_active = 1 AND l.auto_pick != 'off' AND l.auto_pick_limit > 0
         AND l.pool_format IN ('standard', 'confidence')
         AND l.season_id IN (SELECT DISTINCT season_id FROM games
           WHERE status = 'scheduled' AND kickoff_at > ? AND kickoff_at <= ?)`,
    )
    .bind(0, from, to)
    .all<LeagueRow>();
  if (!rows.length) return;
  const seasons = [...new Set(rows.map((r) => r.season_id))];
  const { results: games } = await db
    .prepare(
      `SELECT id, season_id, week, kickoff_at, status, venue, is_postseason FROM games
       WHERE season_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(seasons))
    .all<SeasonGame>();
  const events: PickEvent[] = [];
  for (const row of rows) {
    const seasonGames = games.filter((g) => g.season_id === row.season_id);
    const league = autoPickLeague(row);
    for (const week of autoPickWeeks(league, seasonGames, now)) {
      const moment = autoPickMoment(league, seasonGames, week);
      if (!moment || moment.getTime() > now.getTime()) continue;
      events.push(...(await pickWeek(env, row, week, seasonGames, now)));
    }
  }
  await emitPickEvents(env, events, now);
}

function autoPickLeague(row: LeagueRow) {
  return {
    ...leagueRules(row),
    auto_pick: storedAutoPick(row.auto_pick),
    auto_pick_limit: row.auto_pick_limit,
    pool_format: row.pool_format,
  };
}

/** One league's card week: every member due gets their picks (one batch each). */
async function pickWeek(
  env: Env,
  row: LeagueRow,
  week: CardWeek,
  games: readonly SeasonGame[],
  now: Date,
): Promise<PickEvent[]> {
  const db = env.DB;
  const [low, high] = cardWeekRange(week, calendarFor(row.sport_key));
  const stored = storedWeek(week, row.sport_key);
  const { results: members } = await db
    .prepare(
      `SELECT m.user_id,
         (SELECT COUNT(*) FROM picks p WHERE p.league_id = m.league_id AND p.user_id = m.user_id
            AND p.week BETWEEN ?2 AND ?3) AS picks,
         (SELECT COUNT(*) FROM auto_pick_runs r WHERE r.league_id = m.league_id
            AND r.user_id = m.user_id) AS used
       FROM league_members m
       WHERE m.league_id = ?1 AND m.status = 'active'
         AND NOT EXISTS (SELECT 1 FROM auto_pick_runs r WHERE r.league_id = m.league_id
           AND r.user_id = m.user_id AND r.week = ?4)`,
    )
    .bind(row.id, low, high, stored)
    .all<MemberWeek>();
  const due = members.filter((m) => m.picks === 0 && m.used < row.auto_pick_limit);
  if (!due.length) return [];

  const weekGames = games.filter((g) => g.week >= low && g.week <= high);
  const markets = await loadMarkets(
    db,
    weekGames.map((g) => g.id),
    [],
  );
  const postseason = week === "postseason";
  const card = row.postseason_only ? await bowlCardGameIds(db, row) : null;
  const limit =
    row.pool_format === "confidence"
      ? await confidenceN(db, row, postseason)
      : picksRequiredForWeek(row, low);
  const required = card ? Math.min(limit, card.size) : limit;
  const league = autoPickLeague(row);

  const events: PickEvent[] = [];
  for (const m of due) {
    const plan = planAutoPicks({
      league,
      week,
      games: weekGames,
      markets: markets.odds,
      memberPicks: m.picks,
      autoWeeksUsed: m.used,
      required,
      card,
      now,
    });
    if (!plan.due) continue;
    try {
      await db.batch(autoPickStatements(db, row, m.user_id, stored, plan.picks, markets, now));
    } catch (error) {
      // A line gone since it was read, a pick the fan made meanwhile (the cap), a kickoff passed,
      // or another run first: nothing was written for this member; the next run looks again.
      console.warn("auto-pick skipped", row.id, m.user_id, String(error));
      continue;
    }
    events.push({
      type: "auto_picked",
      userId: m.user_id,
      leagueId: row.id,
      league: row.name,
      sportKey: row.sport_key,
      week,
      picks: plan.picks.length,
    });
  }
  return events;
}

/** A member's auto picks, priced from the server's lines, and the week's run row: one batch. */
function autoPickStatements(
  db: D1Database,
  row: LeagueRow,
  userId: number,
  /** The card week as stored (the postseason card: its first week). */
  week: number,
  picks: readonly AutoPickChoice[],
  markets: Awaited<ReturnType<typeof loadMarkets>>,
  now: Date,
) {
  const statements = picks.map((p) => {
    const game = markets.games.get(p.gameId)!;
    const team = p.side === "home" ? game.home_team_id : game.away_team_id;
    const priced = pricePick(
      {
        gameId: p.gameId,
        pickType: p.pickType,
        gamePortion: "full_game",
        pickedTeamId: p.side === "over" ? null : team,
        overUnder: p.side === "over" ? "over" : null,
      },
      markets.games,
      markets.odds,
      markets.props,
      row,
    );
    // The fan's deadline has passed (it is the moment): the guard kept is the game's kickoff.
    const deadline = new Date(game.kickoff_at);
    return insertStatement(
      db,
      { ...priced, deadline },
      userId,
      row.id,
      false,
      now,
      p.confidence,
      true,
    );
  });
  statements.push(
    db
      .prepare(
        "INSERT INTO auto_pick_runs (league_id, user_id, week, made_at, picks) VALUES (?, ?, ?, ?, ?)",
      )
      .bind(row.id, userId, week, now.toISOString(), picks.length),
  );
  return statements;
}
