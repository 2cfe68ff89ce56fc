/**
 * Keeps each of the fan's leagues readable offline (issue 43, ADR 1111): while online, after
 * sign-in, on app start and when the network comes back, it asks — in idle time, one request at a
 * time — for what a league's screens read first: the league, its standings, the current week's
 * picks, the board's first page, and the sportsbook's week (games, odds, the fan's picks). It
 * stores nothing itself: the answers pass through the service worker, which keeps every signed-in
 * GET in its user cache (web/sw.ts), the one copy the screens already read offline.
 *
 * Budget: at most PREFETCH_MAX_LEAGUES leagues and PREFETCH_BUDGET_BYTES of answers per run; the
 * user cache itself holds at most USER_API_MAX_ENTRIES answers, the least recently used evicted.
 * Loaded lazily from web/offline/start.ts, after the first screen has drawn.
 */
import type { MemberLeague } from "#domain/leagues/contract";
import { cardWeekOf, defaultWeek } from "#domain/picks/weeks";
import { calendarFor, NCAA_CALENDAR } from "#domain/season/calendars";
import type { GamesResponse } from "#domain/sportsbook/contract";
import { api, apiUrl, type RequestOptions } from "#web/api/client";
import { getStoredUser } from "#web/api/tokens";
import { readStoredWeek } from "#web/lib/stored-week";

/** Leagues kept per run (the most recently joined first, as GET /leagues/ lists them). */
export const PREFETCH_MAX_LEAGUES = 8;
/** Bytes of JSON one run may bring in (bob's two leagues: see ADR 1111). */
export const PREFETCH_BUDGET_BYTES = 2 * 1024 * 1024;
/** An answer fetched by a run is not asked again by the next one within this time. */
export const PREFETCH_FRESH_MS = 10 * 60_000;

export interface PrefetchRequest {
  path: string;
  query?: RequestOptions["query"];
  /** What the screen asks next once this answer is in (see `sportsbookRequests`). */
  then?: (answer: unknown) => PrefetchRequest[];
}

/** A market list as the sportsbook's games call sends it: none for every name (or 'all'). */
const sentList = (list: readonly string[]) => (list.includes("all") ? undefined : list.join(","));

/**
 * The sportsbook's own asks when it opens on `league` (a fan who never opened it: the league it
 * remembers or the first needing picks; web/features/sportsbook, the league's restrictionsFilters
 * over the week last shown, sent as fetchGames sends them): the games of the league's week, with
 * its conference, its bet types and portions and the league itself, so the answer carries its
 * restrictions. A college league with no week shown asks for none (the season's current week);
 * another sport's league for its current week. Once the games are in, the screen asks for that
 * week's league status, and moves once to the league's next week it can still pick (issue 43):
 * those asks follow from the answer, as the screen's do.
 */
export function sportsbookRequests(league: MemberLeague): PrefetchRequest[] {
  const cal = calendarFor(league.sport_key);
  const shown =
    readStoredWeek(cal.sport) ?? (cal === NCAA_CALENDAR ? undefined : league.current_week);
  // The season the screen then shows, by the league's sport name (its Sport filter).
  const season = calendarFor(league.sport_name || null);
  const conference =
    league.conference_filter && league.conference_filter !== "all_fbs"
      ? league.conference_filter
      : "all";
  const games = (week: number | undefined): PrefetchRequest["query"] => ({
    week,
    sport: season.sport,
    conference,
    league_id: league.id,
    bet_types: sentList(league.allowed_bet_types),
    game_portions: sentList(league.allowed_game_portions),
  });
  const status = (week: number): PrefetchRequest => ({
    path: "/sportsbook/league_status/",
    query: { week: cardWeekOf(week, season) },
  });
  const then = (answer: unknown): PrefetchRequest[] => {
    const weeks = (answer as Partial<GamesResponse> | null)?.filter_options?.weeks ?? [];
    const week = shown ?? defaultWeek(weeks);
    const next = league.next_pick_week;
    return [
      status(week),
      ...(next !== null && next !== week
        ? [{ path: "/sportsbook/games/", query: games(next) }, status(next)]
        : []),
    ];
  };
  return [{ path: "/sportsbook/games/", query: games(shown), then }];
}

/** What a league's screens ask for first, in the order they matter offline (cheapest first). */
export function leagueRequests(league: MemberLeague): PrefetchRequest[] {
  const week = league.current_week;
  const cardWeek = cardWeekOf(week, calendarFor(league.sport_key));
  return [
    { path: `/leagues/${league.id}/` },
    { path: `/leagues/${league.id}/standings/` },
    { path: `/leagues/${league.id}/weekly_picks/`, query: { week } },
    { path: "/message-board/", query: { league: String(league.id) } },
    // The league page's game-day cards: the week as it stands and the commissioner's log.
    { path: `/leagues/${league.id}/live/`, query: { week } },
    { path: `/leagues/${league.id}/commissioner/log/` },
    { path: "/user-picks/", query: { league_id: league.id, week: cardWeek } },
    { path: "/sportsbook/league_status/" },
    { path: "/sportsbook/league_status/", query: { week: cardWeek } },
    ...sportsbookRequests(league),
  ];
}

/** When a run last fetched each answer, per user ("7 /api/leagues/3/"). */
const fetchedAt = new Map<string, number>();
let running: Promise<PrefetchReport> | null = null;

export interface PrefetchReport {
  requests: number;
  bytes: number;
  /** Why the run stopped early, if it did. */
  stopped: "offline" | "budget" | "signed-out" | null;
}

const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(() => resolve(), { timeout: 2000 })
      : setTimeout(resolve, 50),
  );

/** One run over the fan's leagues (a run already going is joined, not doubled). */
export function prefetchLeagues(): Promise<PrefetchReport> {
  running ??= run().finally(() => (running = null));
  return running;
}

async function run(): Promise<PrefetchReport> {
  const report: PrefetchReport = { requests: 0, bytes: 0, stopped: null };
  const userId = getStoredUser()?.id;
  if (userId === undefined) return { ...report, stopped: "signed-out" };
  const get = async (request: PrefetchRequest): Promise<unknown> => {
    const url = `${userId} ${apiUrl(request.path, request.query)}`;
    const last = fetchedAt.get(url);
    if (last !== undefined && Date.now() - last < PREFETCH_FRESH_MS) return undefined;
    await idle();
    const data = await api<unknown>(request.path, { query: request.query });
    fetchedAt.set(url, Date.now());
    report.requests += 1;
    report.bytes += JSON.stringify(data)?.length ?? 0;
    return data;
  };
  try {
    const list = (await api<{ results?: MemberLeague[] }>("/leagues/")).results ?? [];
    const seen = new Set<string>();
    for (const league of list.slice(0, PREFETCH_MAX_LEAGUES)) {
      const asks = leagueRequests(league);
      for (let request = asks.shift(); request; request = asks.shift()) {
        const url = apiUrl(request.path, request.query);
        if (seen.has(url)) continue;
        seen.add(url);
        if (getStoredUser()?.id !== userId) return { ...report, stopped: "signed-out" };
        if (!navigator.onLine) return { ...report, stopped: "offline" };
        if (report.bytes >= PREFETCH_BUDGET_BYTES) return { ...report, stopped: "budget" };
        // One answer failing (a league just left) does not stop the others.
        const answer = await get(request).catch(() => undefined);
        if (answer !== undefined && request.then) asks.push(...request.then(answer));
      }
    }
  } catch {
    return { ...report, stopped: navigator.onLine ? null : "offline" };
  }
  return report;
}
