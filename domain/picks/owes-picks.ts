/**
 * Whether a league owes picks for a week (issue 43): the one rule behind the server's
 * `picks_remaining` and `needs_action`, the dashboard's Needs Attention, the sportsbook's "picks due" and the
 * league and week it opens on, the weekly view and the pick reminders.
 *
 * A league owes picks for a card week when that week (the sport's postseason weeks are one card)
 * has a game the league allows (week 0, each postseason stage: `leagueGameBlock`) that is still
 * scheduled and whose pick deadline (kickoff, Saturday noon ET or the custom time: `pickDeadline`)
 * is still ahead of the server clock. A week the league does not play is owed nothing, whatever
 * its picks per week say.
 */
import { pickDeadline, type DeadlineLeague } from "../calendar";
import { calendarFor } from "../season/calendars";
import {
  postseasonStage,
  type PostseasonGame,
  type PostseasonSettings,
  type PostseasonStage,
} from "./postseason";
import { leagueGameBlock } from "./rules";
import { cardWeekRange, type CardWeek } from "./weeks";

export interface ScheduledGame extends PostseasonGame {
  /** Kickoff, UTC ISO-8601 or Date. */
  kickoff_at: string | Date;
  status: string;
  /**
   * When the row stands for a group of games (the server's grouped statement: `kickoff_at` is the
   * group's last kickoff), the group's first kickoff still ahead.
   */
  first_kickoff_at?: string | Date;
}

export type OwesPicksLeague = DeadlineLeague & PostseasonSettings & { include_week_0: boolean };

/** Whether a pick can still be made on the game in the league at `now`. */
export function gameTakesPicks(league: OwesPicksLeague, game: ScheduledGame, now: Date): boolean {
  return (
    game.status === "scheduled" &&
    pickDeadline(league, game).getTime() > now.getTime() &&
    leagueGameBlock(league, game) === null
  );
}

/** Whether the league owes picks for the card week: a game of it the league allows is still open. */
export function weekTakesPicks(
  league: OwesPicksLeague,
  games: readonly ScheduledGame[],
  week: CardWeek,
  now: Date,
): boolean {
  const [low, high] = cardWeekRange(week, calendarFor(league.sport_key));
  return games.some((g) => g.week >= low && g.week <= high && gameTakesPicks(league, g, now));
}

/** The first game week with a game the league can still pick, or null when the season has none. */
export function firstPickWeek(
  league: OwesPicksLeague,
  games: readonly ScheduledGame[],
  now: Date,
): number | null {
  let first: number | null = null;
  for (const g of games)
    if ((first === null || g.week < first) && gameTakesPicks(league, g, now)) first = g.week;
  return first;
}

/**
 * When the league's next pick deadline falls (the earliest deadline of a game it can still pick),
 * or null when the season has none. For a grouped row the group's first game ahead closes first —
 * every deadline kind is a non-decreasing function of kickoff — unless its deadline has passed
 * (a custom day before kickoff), when the group's last game's still-open one is the answer.
 */
export function nextDeadline(
  league: OwesPicksLeague,
  games: readonly ScheduledGame[],
  now: Date,
): Date | null {
  let next: Date | null = null;
  for (const g of games) {
    if (!gameTakesPicks(league, g, now)) continue;
    const first = pickDeadline(league, { kickoff_at: g.first_kickoff_at ?? g.kickoff_at });
    const deadline = first.getTime() > now.getTime() ? first : pickDeadline(league, g);
    if (next === null || deadline.getTime() < next.getTime()) next = deadline;
  }
  return next;
}

/**
 * Why the league does not play the card week at all (no game of it is one the league allows, e.g.
 * conference championships left out), or null when it plays a game of it — or the week has none.
 * The weekly view says this instead of "Incomplete" for every member.
 */
export function weekNotPlayed(
  league: OwesPicksLeague,
  games: readonly PostseasonGame[],
  week: CardWeek,
): string | null {
  const [low, high] = cardWeekRange(week, calendarFor(league.sport_key));
  let reason: string | null = null;
  for (const g of games) {
    if (g.week < low || g.week > high) continue;
    const blocked = leagueGameBlock(league, g);
    if (blocked === null) return null;
    reason ??= blocked;
  }
  return reason;
}

const LEFT_OUT: Record<PostseasonStage | "week_0", string> = {
  week_0: "week 0",
  conference_championship: "conference championship games",
  bowl: "bowl games",
  playoff: "playoff games",
  any: "postseason games",
};

export const NO_GAMES_LEFT = "No games are left to pick this season.";

/**
 * Why the league has nothing left to pick this season (null while it has): the stages it leaves
 * out of the games still ahead, and who can change that; or that no game is left at all.
 */
export function nothingLeftToPick(
  league: OwesPicksLeague,
  games: readonly ScheduledGame[],
  now: Date,
): string | null {
  if (firstPickWeek(league, games, now) !== null) return null;
  const ahead = games.filter(
    (g) => g.status === "scheduled" && pickDeadline(league, g).getTime() > now.getTime(),
  );
  const stages = new Set(
    ahead.map((g) => (g.week === 0 ? "week_0" : postseasonStage(g, league.sport_key))),
  );
  const order: Array<PostseasonStage | "week_0"> = [
    "week_0",
    "conference_championship",
    "bowl",
    "playoff",
    "any",
  ];
  const names = order.filter((s) => stages.has(s)).map((s) => LEFT_OUT[s]);
  if (!names.length) return NO_GAMES_LEFT;
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  return `This league does not include ${list} — the commissioner can change that in settings.`;
}
