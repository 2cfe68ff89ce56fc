/**
 * Pick reminders (cron, hourly; the dev clock runs it too). ADR 1401.
 *
 * Guarantees:
 * - A member hears 24 hours and 1 hour before their next pick deadline in a league (the earliest
 *   deadline still ahead among the games the league allows: kickoff, Saturday noon ET or the custom
 *   time, domain/calendar.ts) when that week's picks — and the lock, when locks are on — are
 *   incomplete; the "owes picks" rule is the sportsbook's own (`memberLeague`,
 *   domain/picks/owes-picks.ts), so a week the league leaves out is never reminded.
 * - One reminder per league, week and threshold (dedupe key `pick_reminder:<league>:<week>:<h>h`);
 *   re-running the job, or running it twice in the same hour, adds nothing. Inside the last hour
 *   only the 1-hour reminder is sent.
 * - None once the picks are complete, none in an inactive league, none to a member who left. In
 *   a survivor league the week's survivor pick completes it, and a member out of the pool is
 *   never reminded (ADR 0407).
 * - A fixed number of statements per run plus one per league inside a window (batched), and one
 *   batch per survivor league inside it.
 */
import { pickDeadline } from "#domain/calendar";
import { NOTIFICATION_LIMITS } from "#domain/notifications/limits";
import { NOTIFICATION_COPY } from "#domain/notifications/texts";
import { gameTakesPicks, type ScheduledGame } from "#domain/picks/owes-picks";
import { cardWeekOf, cardWeekRange } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import type { Env } from "#worker/env";
import {
  LEAGUE_SELECT,
  leagueCalendar,
  leagueRules,
  memberLeague,
  survivorWeekMembers,
  type LeagueRow,
} from "#worker/leagues/queries";
import { loadSchedules, type WeekSelector } from "#worker/season/queries";
import { insertNotifications, pushRaised, type NotificationDraft } from "./raise";

const HOUR_MS = 3_600_000;
/** A deadline is at most a week before its game's kickoff (the custom day of the game's week). */
const LOOKAHEAD_MS = 8 * 24 * HOUR_MS;
/** Inserts per D1 batch. */
const CHUNK = 200;

interface OpenGame extends ScheduledGame {
  season_id: number;
  week: number;
  kickoff_at: string;
}

/** The threshold (hours) a deadline `leftMs` away falls in, or null when it is further. */
export function reminderThreshold(leftMs: number): number | null {
  if (leftMs <= 0) return null;
  const hours = [...NOTIFICATION_LIMITS.reminderHours].sort((a, b) => a - b);
  return hours.find((h) => leftMs <= h * HOUR_MS) ?? null;
}

/** The league's next deadline still ahead, with its week, among the games it can still pick. */
function nextDeadline(row: LeagueRow, games: readonly OpenGame[], now: Date) {
  let best: { at: Date; week: number } | null = null;
  const rules = leagueRules(row);
  for (const g of games) {
    if (g.season_id !== row.season_id || !gameTakesPicks(rules, g, now)) continue;
    const at = pickDeadline(row, g);
    if (!best || at.getTime() < best.at.getTime()) best = { at, week: g.week };
  }
  return best;
}

export async function sendPickReminders(env: Env, now: Date): Promise<void> {
  const db = env.DB;
  const from = now.toISOString();
  const to = new Date(now.getTime() + LOOKAHEAD_MS).toISOString();
  const [gamesRes, leaguesRes] = await db.batch([
    db
      .prepare(
        `SELECT season_id, week, kickoff_at, status, venue, is_postseason FROM games
         WHERE status = 'scheduled' AND kickoff_at > ? AND kickoff_at <= ?`,
      )
      .bind(from, to),
    db
      .prepare(
        `${LEAGUE_SELECT} WHERE l.is_active = 1
           AND l.season_id IN (SELECT DISTINCT season_id FROM games
           WHERE status = 'scheduled' AND kickoff_at > ? AND kickoff_at <= ?)`,
      )
      .bind(0, from, to),
  ]);
  const games = gamesRes!.results as unknown as OpenGame[];
  const due: Array<{ row: LeagueRow; week: WeekSelector; hours: number }> = [];
  for (const row of leaguesRes!.results as unknown as LeagueRow[]) {
    const next = nextDeadline(row, games, now);
    const hours = next && reminderThreshold(next.at.getTime() - now.getTime());
    if (!next || !hours) continue;
    // The sport's postseason weeks are one card week (college 15-22, the NFL 19-22).
    due.push({ row, week: cardWeekOf(next.week, calendarFor(row.sport_key)), hours });
  }
  if (!due.length) return;

  const keyOf = (d: (typeof due)[number]) => `pick_reminder:${d.row.id}:${d.week}:${d.hours}h`;
  // Each due league's active members still without this reminder, with their picks of the week.
  const members = await db.batch(
    due.map((d) => {
      const [low, high] = cardWeekRange(d.week, calendarFor(d.row.sport_key));
      return db
        .prepare(
          `SELECT m.user_id, COUNT(p.id) AS picks, COALESCE(SUM(p.is_lock), 0) AS locks
           FROM league_members m
           LEFT JOIN picks p ON p.league_id = m.league_id AND p.user_id = m.user_id
             AND p.week BETWEEN ?2 AND ?3
           WHERE m.league_id = ?1 AND m.status = 'active'
             AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = m.user_id AND n.dedupe_key = ?4)
           GROUP BY m.user_id`,
        )
        .bind(d.row.id, low, high, keyOf(d));
    }),
  );
  const schedules = await loadSchedules(
    db,
    due.map((d) => d.row.season_id),
  );
  // A survivor league's week is its one survivor pick (ADR 0407); a member out of it owes none.
  const survivorWeeks = await Promise.all(
    due.map((d) =>
      d.row.pool_format === "survivor" && typeof d.week === "number"
        ? survivorWeekMembers(db, d.row, d.week)
        : null,
    ),
  );

  const drafts: NotificationDraft[] = [];
  due.forEach((d, i) => {
    const calendar = leagueCalendar(d.row, schedules.get(d.row.season_id) ?? []);
    const rows = members[i]!.results as Array<{ user_id: number; picks: number; locks: number }>;
    for (const m of rows) {
      const sv = survivorWeeks[i]?.get(m.user_id);
      // The sportsbook's rule, for this member and week.
      const league = memberLeague(
        d.row,
        m.user_id,
        calendar,
        { week: d.week, picks: sv ? Number(sv.picked) : m.picks, locks: m.locks, out: sv?.out },
        0,
        { games: games.filter((g) => g.season_id === d.row.season_id), now },
      );
      if (!league.needs_action) continue;
      const copy = { league: d.row.name, week: league.picks_week, sport: d.row.sport_key };
      drafts.push({
        ...(sv
          ? NOTIFICATION_COPY.survivorReminder({ ...copy, hours: d.hours })
          : NOTIFICATION_COPY.pickReminder({
              ...copy,
              hours: d.hours,
              picksLeft: league.picks_remaining,
              lockLeft: league.enable_locks && !league.user_stats.current_week_lock_made,
            })),
        userId: m.user_id,
        type: "pick_reminder",
        dedupeKey: keyOf(d),
        leagueId: d.row.id,
        objectType: "league",
        objectId: d.row.id,
        // A survivor pick is made on the league page, not the sportsbook.
        actionUrl:
          d.row.pool_format === "survivor"
            ? `/leagues/${d.row.id}`
            : `/sportsbook?league=${d.row.id}&week=${d.week}`,
      });
    }
  });
  for (let i = 0; i < drafts.length; i += CHUNK) {
    const raised = await insertNotifications(env, drafts.slice(i, i + CHUNK), now);
    await pushRaised(env, raised);
  }
}

/**
 * Daily: cleared notifications go for good once `clearedKeptDays` have passed. 'Clear all' only
 * hides them so that their dedupe keys stop a repeat (a reminder's week, the same like again);
 * by then a reminder's deadline is long past. One statement, on the partial index of cleared rows.
 */
export async function purgeClearedNotifications(env: Env, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_LIMITS.clearedKeptDays * 24 * HOUR_MS);
  await env.DB.prepare("DELETE FROM notifications WHERE cleared_at IS NOT NULL AND cleared_at <= ?")
    .bind(cutoff.toISOString())
    .run();
}
