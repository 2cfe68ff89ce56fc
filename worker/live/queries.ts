/**
 * The live leaderboard's week (issue 48, ADR 0409): every member's row ranked by the week's rule
 * (domain/standings/live-week.ts; a survivor league's by domain/survivor/live-week.ts), with all
 * their chips and the week's games, built once per league, card week and stamp and kept in the
 * isolate. What a viewer may see of it is cut per request (./answer.ts): chips and games of
 * others only once their game has kicked off.
 *
 * The stamp (`liveStamp`) is the league's standings stamp (members, names, settings, totals), the
 * states of the week's games (scores, statuses, kickoffs, grading) and, while a game of the week
 * is still to kick off, its picks (inserted, locked and ranked only before their game kicks off):
 * together they move with everything the week is ranked from, so a kept week is never served
 * after a change. Team abbreviations come along
 * unstamped: they change only with a season import.
 */
import { pickSide, type SplitPick } from "#domain/picks/splits";
import type { GradeResult } from "#domain/grading/grade-pick";
import type { SurvivorPickType } from "#domain/leagues/enums";
import { usesTotalGuess } from "#domain/leagues/tiebreaker-game";
import { cardWeekRange, type CardWeek } from "#domain/picks/weeks";
import type { SportCalendar } from "#domain/season/calendars";
import type { LiveChip, LiveGame, LiveRow } from "#domain/standings/contract";
import { liveWeekRows, type LiveWeekMember } from "#domain/standings/live-week";
import { survivorLiveRows } from "#domain/survivor/live-week";
import { survivorStatuses } from "#domain/survivor/rules";
import { leagueMembers, type LeagueRow } from "#worker/leagues/queries";
import {
  leagueWeekPicksStampStatement,
  leagueWeekPicksStatement,
  poolWeek,
  type PickRow,
} from "#worker/picks/queries";
import { stampedMemory } from "#worker/season/queries";
import {
  loadSurvivorPool,
  pushRuleOf,
  survivorLivePicksStatement,
  survivorLiveStampStatement,
  type SurvivorLivePickRow,
} from "#worker/survivor/queries";

/** A kept week: rows ranked with no chips, each member's chips, the games, the picks to split. */
export interface LiveBase {
  rows: Omit<LiveRow, "picks">[];
  chips: Map<number, LiveChip[]>;
  games: Map<number, LiveGame>;
  splitPicks: SplitPick[];
}

/** A guess's difference once the tiebreaker game is final: 200 without a guess (ADR 0406). */
const MISSING_GUESS_DIFF = 200;

function addChip(chips: Map<number, LiveChip[]>, userId: number, chip: LiveChip) {
  const list = chips.get(userId);
  if (list) list.push(chip);
  else chips.set(userId, [chip]);
}

const gameOf = (r: {
  game_id: number;
  status: string;
  home_score: number | null;
  away_score: number | null;
  kickoff_at: string;
  home_team_id: number;
  away_team_id: number;
  home_abbr: string;
  away_abbr: string;
}): LiveGame => ({
  game_id: r.game_id,
  status: r.status,
  home_score: r.home_score,
  away_score: r.away_score,
  kickoff_at: r.kickoff_at,
  home_team_id: r.home_team_id,
  away_team_id: r.away_team_id,
  home_team_short: r.home_abbr,
  away_team_short: r.away_abbr,
});

async function standardBase(
  db: D1Database,
  row: LeagueRow,
  week: number,
  card: CardWeek,
  cal: SportCalendar,
  now: Date,
): Promise<LiveBase> {
  const guesses = usesTotalGuess(row);
  const [members, picks, pool] = await Promise.all([
    leagueMembers(db, row.id, 0),
    leagueWeekPicksStatement(db, row.id, card, cal).all<PickRow>(),
    guesses ? poolWeek(db, row, card, now) : null,
  ]);
  const total = pool?.tiebreaker_total ?? null;
  const active = new Set(members.map((m) => m.id));
  const mine = picks.results.filter((p) => active.has(p.user_id));
  const weekMembers: LiveWeekMember[] = members.map((m) => ({
    user_id: m.id,
    username: m.username,
    guess_diff:
      guesses && total !== null
        ? Math.abs((pool!.guesses.get(m.id) ?? total + MISSING_GUESS_DIFF) - total)
        : null,
  }));
  const rows = liveWeekRows({
    league: { ...row, count_push_as_win: !!row.count_push_as_win },
    week,
    members: weekMembers,
    picks: mine.map((p) => ({
      user_id: p.user_id,
      result: p.result as GradeResult | null,
      is_lock: p.is_lock === 1,
      confidence: p.confidence,
      odds_at_pick: p.odds_at_pick,
    })),
  });
  const base: LiveBase = { rows, chips: new Map(), games: new Map(), splitPicks: [] };
  for (const p of mine) {
    const split: SplitPick = {
      game_id: p.game_id,
      pick_type: p.pick_type,
      game_portion: p.game_portion,
      picked_team_id: p.picked_team_id,
      picked_value: p.picked_value,
    };
    base.splitPicks.push(split);
    if (!base.games.has(p.game_id)) base.games.set(p.game_id, gameOf(p));
    addChip(base.chips, p.user_id, {
      game_id: p.game_id,
      pick_type: p.pick_type,
      game_portion: p.game_portion,
      side: pickSide(split, p),
      line: p.spread_at_pick ?? p.total_at_pick ?? p.prop_line_value,
      is_lock: p.is_lock === 1,
      odds_at_pick: p.odds_at_pick,
      ...(p.confidence === null ? {} : { confidence: p.confidence }),
      result: p.result,
    });
  }
  return base;
}

async function survivorBase(db: D1Database, row: LeagueRow, week: number): Promise<LiveBase> {
  const [pool, weekRows] = await Promise.all([
    loadSurvivorPool(db, row.id),
    survivorLivePicksStatement(db, row.id, week).all<SurvivorLivePickRow>(),
  ]);
  const push = pushRuleOf(row.survivor_push);
  const statuses = survivorStatuses({
    members: pool.members.map((m) => m.user_id),
    lives: row.survivor_lives,
    push,
    weeks: pool.weeks.filter((w) => w.week < week),
    picks: pool.picks,
  });
  const names = new Map(pool.members.map((m) => [m.user_id, m.username]));
  const active = weekRows.results.filter((p) => names.has(p.user_id));
  const games = new Map<number, LiveGame>();
  for (const p of active)
    if (p.game_id !== null && p.status !== null && !games.has(p.game_id))
      games.set(p.game_id, gameOf(p as Parameters<typeof gameOf>[0]));
  const graded = pool.weeks.find((w) => w.week === week);
  const rows = survivorLiveRows({
    before: [...statuses.values()].map((s) => ({ ...s, username: names.get(s.user_id)! })),
    picks: active,
    games: [...games.values()].map((g) => ({ ...g, id: g.game_id })),
    pickType: row.survivor_pick_type as SurvivorPickType,
    push,
    graded: graded ? { all_out: graded.all_out } : null,
  });
  const base: LiveBase = {
    rows: rows.map(({ status, ...r }) => ({ ...r, survivor_status: status })),
    chips: new Map(),
    games,
    splitPicks: [],
  };
  const pickType = row.survivor_pick_type === "spread" ? "spread" : "moneyline";
  for (const p of active) {
    if (p.game_id === null || !games.has(p.game_id)) continue;
    const split: SplitPick = {
      game_id: p.game_id,
      pick_type: pickType,
      game_portion: "full_game",
      picked_team_id: p.team_id,
      picked_value: null,
    };
    base.splitPicks.push(split);
    addChip(base.chips, p.user_id, {
      game_id: p.game_id,
      pick_type: "survivor",
      game_portion: "full_game",
      side: pickSide(split, games.get(p.game_id)!),
      line: p.spread_at_pick,
      is_lock: false,
      odds_at_pick: null,
      result: p.result,
    });
  }
  return base;
}

/**
 * The week's stamp: the league's standings stamp (members, names, settings, totals), its picks of
 * the week and their games' states — one statement (ADR 0409 measures what it reads). A league
 * that breaks ties by the total guess adds the season stamp: its tiebreaker game may be a game
 * nobody picked.
 */
export async function liveStamp(
  db: D1Database,
  row: LeagueRow,
  week: { week: number; card: CardWeek; cal: SportCalendar },
  seasonStamp: number | null,
  now: Date,
): Promise<string | null> {
  const stmt =
    row.pool_format === "survivor"
      ? survivorLiveStampStatement(db, row, week.week, now)
      : leagueWeekPicksStampStatement(db, row, cardWeekRange(week.card, week.cal), now);
  const picks = (await stmt.first<{ stamp: string }>())?.stamp ?? "";
  const stamp = `${row.standings_version ?? 0}:${picks}`;
  if (!usesTotalGuess(row)) return stamp;
  return seasonStamp === null ? null : `${stamp}:${seasonStamp}`;
}

const kept = stampedMemory<LiveBase>(64);

/** Forgets this isolate's kept weeks (the benchmark measures a first read with it). */
export function forgetLiveInMemory() {
  kept.clear();
}

/** The league's week, kept while `stamp` holds (null: built for this request only). */
export function liveBase(
  db: D1Database,
  row: LeagueRow,
  week: { week: number; card: CardWeek; cal: SportCalendar },
  stamp: string | null,
  now: Date,
): Promise<LiveBase> {
  return kept.get(`${row.id}:${week.card}:${week.week}`, stamp, () =>
    row.pool_format === "survivor"
      ? survivorBase(db, row, week.week)
      : standardBase(db, row, week.week, week.card, week.cal, now),
  );
}
