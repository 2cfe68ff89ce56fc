/**
 * Standings: every member's totals ranked by the league's tiebreakers (ADR 0401). One league's
 * standings in one request for 10,000 members: SQLite builds one JSON text of the totals, each
 * Worker isolate keeps the ranked rows serialised while the league's stamp in D1 is unchanged, and
 * serves them with only the viewer's row edited. Two D1 statements at most per read.
 */
import type { StandingRow, StandingsResponse } from "#domain/standings/contract";
import { poolFormatOf } from "#domain/leagues/enums";
import { survivorOrder } from "./survivor-order";
import {
  averageOdds,
  lockRatioText,
  pickRatioText,
  sortStandings,
  winPercentage,
  type StandingTotals,
} from "#domain/leagues/tiebreakers";
import { usesTotalGuess } from "#domain/leagues/tiebreaker-game";
import { summaryWeeks } from "#domain/leagues/weeks";
import { parseWeekly } from "#domain/stats/progress";
import { leagueCalendar, type LeagueRow } from "#worker/leagues/queries";
import { loadSchedules } from "#worker/season/queries";

/**
 * Every member's totals as ONE JSON text built inside SQLite (json_group_array): D1 hands back one
 * value instead of 10,000 rows, and league_member_totals (kept from league_week_points by the
 * triggers of migration 0011) spares the aggregation over every graded week. Each entry is
 * [league_id, user_id, username, avatar_url, role, points, wins, losses, pushes, correct,
 *  lock_total, lock_correct, odds_sum, odds_count, "week:points,..."].
 */
const totalsJson = (where: string) => `SELECT json_group_array(json_array(m.league_id, m.user_id,
  u.username, u.avatar_url, m.role, COALESCE(t.points, 0), COALESCE(t.wins, 0), COALESCE(t.losses, 0),
  COALESCE(t.pushes, 0), COALESCE(t.correct, 0), COALESCE(t.lock_total, 0),
  COALESCE(t.lock_correct, 0), COALESCE(t.odds_sum, 0), COALESCE(t.odds_count, 0), t.weekly)) AS data
FROM league_members m
JOIN users u ON u.id = m.user_id
LEFT JOIN league_member_totals t ON t.league_id = m.league_id AND t.user_id = m.user_id
WHERE ${where}`;

type TotalsTuple = [
  number,
  number,
  string,
  string | null,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  string | null,
];

interface Ranked extends StandingTotals {
  league_id: number;
  avatar: string | null;
  role: string;
  /** A confidence league's: the ranks of the member's picks not graded yet. */
  points_possible?: number;
}

/**
 * What a confidence or total_guess league's rows add (issue 46, ADR 0406), one JSON text for
 * every member: [league_id, user_id, points still possible, guess difference]. A week counts in
 * the difference once its tiebreaker game is final and a member of the league has a guess on it;
 * a member without a guess for it counts 200; null before any such week.
 */
const POOL_EXTRAS = `WITH tw AS (
  SELECT t.league_id, t.week, MAX(g.home_score + g.away_score) AS total
  FROM tiebreaker_guesses t JOIN games g ON g.id = t.game_id
  WHERE t.league_id IN (SELECT value FROM json_each(?1)) AND g.status = 'final'
  GROUP BY t.league_id, t.week)
SELECT json_group_array(json_array(m.league_id, m.user_id,
  (SELECT COALESCE(SUM(p.confidence), 0) FROM picks p
    WHERE p.league_id = m.league_id AND p.user_id = m.user_id AND p.result IS NULL),
  (SELECT SUM(COALESCE(ABS(mine.guess - tw.total), 200)) FROM tw
    LEFT JOIN tiebreaker_guesses mine
      ON mine.league_id = tw.league_id AND mine.week = tw.week AND mine.user_id = m.user_id
    WHERE tw.league_id = m.league_id))) AS data
FROM league_members m
WHERE m.status = 'active' AND m.league_id IN (SELECT value FROM json_each(?1))`;

type ExtrasTuple = [number, number, number, number | null];

function fromTuple(t: TotalsTuple): Ranked {
  const weekly: Record<number, number> = Object.fromEntries(parseWeekly(t[14]));
  return {
    league_id: t[0],
    user_id: t[1],
    username: t[2],
    avatar: t[3],
    role: t[4],
    total_points: t[5],
    wins: t[6],
    losses: t[7],
    pushes: t[8],
    total_picks: t[6] + t[7] + t[8],
    correct_picks: t[9],
    lock_total: t[10],
    lock_correct: t[11],
    odds_sum: t[12],
    odds_count: t[13],
    weekly,
  };
}

/** A standing row for everyone: `is_current_user` is set per viewer when it is served. */
function toRow(
  r: Ranked,
  rank: number,
  weekKeys: readonly (readonly [number, string])[],
): StandingRow {
  const weeklyPoints: Record<string, number> = {};
  for (const [w, key] of weekKeys) weeklyPoints[key] = r.weekly[w] ?? 0;
  for (const w in r.weekly) weeklyPoints[`week_${w}`] = r.weekly[w]!;
  const avg = averageOdds(r);
  return {
    id: r.user_id,
    user_id: r.user_id,
    username: r.username,
    avatar: r.avatar,
    rank,
    is_commissioner: r.role === "admin",
    is_current_user: false,
    total_points: r.total_points,
    total_picks: r.total_picks,
    correct_picks: r.correct_picks,
    wins: r.wins,
    losses: r.losses,
    pushes: r.pushes,
    lock_total: r.lock_total,
    lock_correct: r.lock_correct,
    pick_ratio: pickRatioText(r),
    lock_ratio: lockRatioText(r),
    average_odds: avg === null ? null : Math.round(avg),
    win_percentage: Math.round(winPercentage(r) * 1000) / 10,
    weekly_points: weeklyPoints,
    ...(r.points_possible === undefined ? {} : { points_possible: r.points_possible }),
    ...(r.guess_diff === undefined ? {} : { guess_diff: r.guess_diff }),
  };
}

type LeagueOrder = {
  id: number;
  primary_tiebreaker: string;
  secondary_tiebreaker: string;
  /** The league's standings stamp when read with the league row (saves a statement). */
  standings_version?: number | null;
  /** 'confidence' adds points still possible to the rows (absent: standard). */
  pool_format?: string;
  /**
   * The season stamp of the request: a total_guess league's rows are kept under it too, as a
   * tiebreaker game turning final moves guess differences without changing any total.
   */
  season_stamp?: number | null;
};

const hasExtras = (l: LeagueOrder) => l.pool_format === "confidence" || usesTotalGuess(l);

/** The League Summary's weeks (`summaryWeeks`) and which of them are over. */
type SummaryLeague = LeagueOrder & {
  weeks: readonly number[];
  completed_weeks: readonly number[];
};

function rank(rows: Ranked[], league: SummaryLeague) {
  // A week not over that no member has a graded pick in is not played yet: it has no key, and the
  // summary shows "–" for it, not a 0 for everyone (a played week's 0 stays 0).
  const played = league.weeks.filter(
    (w) => league.completed_weeks.includes(w) || rows.some((r) => r.weekly[w] !== undefined),
  );
  const weekKeys = played.map((w) => [w, `week_${w}`] as const);
  return sortStandings(rows, league).map((r, i) => toRow(r, i + 1, weekKeys));
}

/** The summary weeks as the cache keys them (which are over decides the keys of the rest). */
const weeksKey = (l: SummaryLeague) =>
  `${l.weeks.join(",")}|${l.completed_weeks.join(",")}` +
  (usesTotalGuess(l) ? `|${l.season_stamp ?? ""}` : "");

/** A league's ranked rows serialised once: JSON text with every `is_current_user` false. */
interface RankedLeague {
  /** The league_standings_versions stamp the rows were ranked at (migration 0014). */
  version: number;
  weeks: string;
  /** The rows as the inside of a JSON array. */
  text: string;
  /** Where each row starts in `text`, plus one past the end (rows are joined with ","). */
  starts: Uint32Array;
  /** user id → position. */
  index: Map<number, number>;
}

function serialise(version: number, weeks: string, rows: readonly StandingRow[]): RankedLeague {
  const parts = rows.map((r) => JSON.stringify(r));
  const starts = new Uint32Array(parts.length + 1);
  let at = 0;
  parts.forEach((part, i) => {
    starts[i] = at;
    at += part.length + 1;
  });
  starts[parts.length] = at;
  return {
    version,
    weeks,
    text: parts.join(","),
    starts,
    index: new Map(rows.map((r, i) => [r.user_id, i])),
  };
}

const memberCount = (e: RankedLeague) => e.starts.length - 1;
const rowText = (e: RankedLeague, i: number) => e.text.slice(e.starts[i], e.starts[i + 1]! - 1);

/** One row as an object, marked for the viewer. */
function rowAt(e: RankedLeague, i: number, viewerId: number): StandingRow {
  const row = JSON.parse(rowText(e, i)) as StandingRow;
  row.is_current_user = row.user_id === viewerId;
  return row;
}

/** Every row as JSON text, the viewer's marked (one row edited, the rest served as stored). */
function rowsTextFor(e: RankedLeague, viewerId: number): string {
  const i = e.index.get(viewerId);
  if (i === undefined) return e.text;
  const marked = rowText(e, i).replace('"is_current_user":false', '"is_current_user":true');
  return `${e.text.slice(0, e.starts[i])}${marked}${e.text.slice(e.starts[i + 1]! - 1)}`;
}

/**
 * This isolate's ranked leagues, least recently used first, up to MEMORY_CHARS of text in all (a
 * 10,000-member league is ~5 MB). An entry is served only while its stamp is the one D1 holds,
 * so a change made through any isolate shows at once (ADR 0401).
 */
const memory = new Map<number, RankedLeague>();
const MEMORY_CHARS = 24_000_000;

function remember(leagueId: number, entry: RankedLeague) {
  memory.delete(leagueId);
  memory.set(leagueId, entry);
  let total = 0;
  for (const e of memory.values()) total += e.text.length;
  for (const [id, e] of memory) {
    if (total <= MEMORY_CHARS || memory.size === 1) break;
    memory.delete(id);
    total -= e.text.length;
  }
  return entry;
}

/** Forgets this isolate's copies (the benchmark measures a first read with it). */
export function forgetStandingsInMemory() {
  memory.clear();
}

/**
 * The leagues ranked: this isolate's copy of each while its stamp is unchanged, the others ranked
 * again from the totals. Two D1 statements at most, whatever the number of leagues and members.
 */
async function rankedLeagues(
  db: D1Database,
  leagues: readonly SummaryLeague[],
): Promise<Map<number, RankedLeague>> {
  const out = new Map<number, RankedLeague>();
  if (!leagues.length) return out;
  // The stamps are read before the totals, so rows never carry a stamp older than their data
  // (read with the league rows when the caller has them).
  const known = leagues.every((l) => l.standings_version !== undefined);
  const results = known
    ? leagues.map((l) => ({ league_id: l.id, version: l.standings_version ?? 0 }))
    : (
        await db
          .prepare(
            "SELECT league_id, version FROM league_standings_versions WHERE league_id IN (SELECT value FROM json_each(?))",
          )
          .bind(JSON.stringify(leagues.map((l) => l.id)))
          .all<{ league_id: number; version: number }>()
      ).results;
  const stamps = new Map(results.map((r) => [r.league_id, r.version]));
  const stale: (typeof leagues)[number][] = [];
  for (const league of leagues) {
    const mine = memory.get(league.id);
    const fresh =
      mine && mine.version === (stamps.get(league.id) ?? 0) && mine.weeks === weeksKey(league);
    if (fresh) out.set(league.id, remember(league.id, mine));
    else stale.push(league);
  }
  if (!stale.length) return out;
  const totals = db
    .prepare(totalsJson("m.status = 'active' AND m.league_id IN (SELECT value FROM json_each(?))"))
    .bind(JSON.stringify(stale.map((l) => l.id)));
  const pools = stale.filter(hasExtras);
  // Standard leagues read their totals alone, as before; pool leagues add one statement.
  const [row, extrasRow] = pools.length
    ? await db.batch<{ data: string | null }>([
        totals,
        db.prepare(POOL_EXTRAS).bind(JSON.stringify(pools.map((l) => l.id))),
      ])
    : [{ results: [await totals.first<{ data: string | null }>()] }, null];
  const extras = new Map<string, ExtrasTuple>();
  for (const t of JSON.parse(extrasRow?.results[0]?.data ?? "[]") as ExtrasTuple[])
    extras.set(`${t[0]}:${t[1]}`, t);
  const byId = new Map(stale.map((l) => [l.id, l]));
  const byLeague = new Map<number, Ranked[]>();
  for (const tuple of JSON.parse(row!.results[0]?.data ?? "[]") as TotalsTuple[]) {
    const r = fromTuple(tuple);
    const league = byId.get(r.league_id)!;
    const extra = extras.get(`${r.league_id}:${r.user_id}`);
    if (league.pool_format === "confidence") r.points_possible = extra?.[2] ?? 0;
    if (usesTotalGuess(league)) r.guess_diff = extra?.[3] ?? null;
    const list = byLeague.get(r.league_id);
    if (list) list.push(r);
    else byLeague.set(r.league_id, [r]);
  }
  for (const league of stale) {
    const rows = rank(byLeague.get(league.id) ?? [], league);
    const entry = serialise(stamps.get(league.id) ?? 0, weeksKey(league), rows);
    out.set(league.id, remember(league.id, entry));
  }
  return out;
}

/**
 * One league's standings as the API answers them (GET /leagues/:id/standings/, and
 * /standings/:id/full_standings/ with the rows under `members`), as JSON text: the envelope is
 * built per request, the ranked rows come serialised (ADR 0401).
 */
export async function standingsResponseText(
  db: D1Database,
  row: LeagueRow,
  viewerId: number,
  rowsKey: "standings" | "members" = "standings",
  seasonStamp: number | null = null,
): Promise<string> {
  const schedules = await loadSchedules(db, [row.season_id], seasonStamp);
  const calendar = leagueCalendar(row, schedules.get(row.season_id) ?? []);
  const weeks = summaryWeeks({
    current_week: calendar.current_week,
    include_week_0: !!row.include_week_0,
    completed_weeks: calendar.completed_weeks,
  });
  const ranked = (
    await rankedLeagues(db, [
      { ...row, weeks, completed_weeks: calendar.completed_weeks, season_stamp: seasonStamp },
    ])
  ).get(row.id)!;
  const head: Omit<StandingsResponse, "standings"> = {
    league_id: row.id,
    league_name: row.name,
    pool_format: poolFormatOf(row.pool_format),
    current_week: calendar.current_week,
    weeks,
    total_members: memberCount(ranked),
  };
  const envelope = JSON.stringify(head);
  if (row.pool_format === "survivor") {
    const rows = Array.from({ length: memberCount(ranked) }, (_, i) => rowAt(ranked, i, viewerId));
    const ordered = await survivorOrder(db, row, rows);
    return `${envelope.slice(0, -1)},${JSON.stringify(rowsKey)}:${JSON.stringify(ordered)}}`;
  }
  return `${envelope.slice(0, -1)},${JSON.stringify(rowsKey)}:[${rowsTextFor(ranked, viewerId)}]}`;
}

export interface StandingsSummary {
  total_members: number;
  top_members: StandingRow[];
  user_row: StandingRow | null;
  /** A survivor league's only: how many of its members are still alive. */
  survivor_alive?: number;
}

/** What a survivor league's order reads of it (ADR 0407); absent: the defaults. */
type SurvivorRules = { survivor_lives?: number; survivor_push?: string };

/**
 * The top rows and the viewer's row of each league (the dashboard), two statements at most, and
 * for each survivor league its pool's (one batch each): its rows in survivor order, each with its
 * survivor standing, and how many are still alive.
 */
export async function standingsSummaries(
  db: D1Database,
  leagues: readonly (SummaryLeague & SurvivorRules)[],
  viewerId: number,
  top: number,
): Promise<Map<number, StandingsSummary>> {
  const ranked = await rankedLeagues(db, leagues);
  const out = new Map<number, StandingsSummary>();
  const survivors = leagues.filter((l) => l.pool_format === "survivor" && ranked.has(l.id));
  await Promise.all(
    survivors.map(async (l) => {
      const e = ranked.get(l.id)!;
      const all = Array.from({ length: memberCount(e) }, (_, i) => rowAt(e, i, viewerId));
      const rows = await survivorOrder(
        db,
        { id: l.id, survivor_lives: l.survivor_lives ?? 1, survivor_push: l.survivor_push ?? "" },
        all,
      );
      out.set(l.id, {
        total_members: rows.length,
        top_members: rows.slice(0, top),
        user_row: rows.find((r) => r.user_id === viewerId) ?? null,
        survivor_alive: rows.filter((r) => r.survivor_status === "alive").length,
      });
    }),
  );
  for (const [id, e] of ranked) {
    if (out.has(id)) continue;
    const members = memberCount(e);
    const mine = e.index.get(viewerId);
    out.set(id, {
      total_members: members,
      top_members: Array.from({ length: Math.min(top, members) }, (_, i) => rowAt(e, i, viewerId)),
      user_row: mine === undefined ? null : rowAt(e, mine, viewerId),
    });
  }
  return out;
}
