/**
 * Sportsbook data on the device. The games, odds and props of every week opened are kept in
 * Dexie (`weeks`, one row per sport, week and conference filter), shown from there until the
 * network answers, so a week seen once keeps working with no network. Pending picks and each
 * league's selected week live in Dexie too (survive reloads and restarts; the pending picks are
 * hooks/pending-picks.ts).
 */
import { useLiveQuery } from "dexie-react-hooks";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type {
  GamesResponse,
  LeagueRestrictions,
  LeagueStatusResponse,
  SportsbookGame,
} from "#domain/sportsbook/contract";
import { defaultWeek, type CardWeek } from "#domain/picks/weeks";
import type { SportCalendar } from "#domain/season/calendars";
import { ApiError } from "#web/api/errors";
import { onSignOut, useAuth } from "#web/api/session";
import { learnServerTime } from "#web/lib/server-time";
import { db, type WeekRow } from "#web/offline/db";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { CREATE_PICK_KIND, SET_LOCK_KIND, SUBMIT_KIND } from "../api/pick-mutations";
import { fetchGames, fetchLeagueStatus } from "../api/sportsbook-api";

/**
 * What a screen asks the games call for besides the week (spec 2 §7): the conference, the league
 * (its restrictions come back with the games) and, on /sportsbook, the bet types and portions.
 */
export interface GamesAsk {
  conference: string;
  leagueId?: number | null;
  betTypes?: readonly string[];
  gamePortions?: readonly string[];
}

/** A list as sent: none for every name ('all'). */
const sentList = (list?: readonly string[]) => (list?.includes("all") ? [] : [...(list ?? [])]);

/**
 * Where a week lives on the device: one row per sport, week, conference, league and market lists,
 * so one league's copy (and its restrictions) never stands in for another's offline.
 */
export function weekKey(cal: SportCalendar, week: CardWeek | "current", ask: GamesAsk) {
  const [bets, portions] = [sentList(ask.betTypes), sentList(ask.gamePortions)];
  return (
    `${cal.sport}:${week}:${ask.conference}` +
    (ask.leagueId ? `:league=${ask.leagueId}` : "") +
    (bets.length ? `:bets=${bets}` : "") +
    (portions.length ? `:portions=${portions}` : "")
  );
}

// ---- games of a week ----

export interface WeekGames {
  /** The week shown: the one asked for, or (none asked) the season's current game week. */
  week: CardWeek | null;
  games: SportsbookGame[];
  filterOptions: GamesResponse["filter_options"] | null;
  /** The asked league's restrictions as the server answered them (null: no league asked). */
  restrictions: LeagueRestrictions | null;
  /** Epoch ms the games on screen were fetched (null before anything was cached). */
  fetchedAt: number | null;
  /** True when the last fetch failed and the screen shows the device's copy. */
  fromCache: boolean;
  loading: boolean;
  error: string | null;
  /** HTTP status of the failed load (ApiError.status, 0 when no answer came), else null. */
  errorStatus: number | null;
  reload: () => void;
}

interface WeekCopy {
  /** Which sport, week and conference filter it is. */
  key: string;
  week: CardWeek | null;
  games: SportsbookGame[];
  filterOptions: GamesResponse["filter_options"] | null;
  restrictions: LeagueRestrictions | null;
  fetchedAt: number | null;
}

/** Kickoff order (ISO instants of one format compare as plain strings; no collator needed). */
const byKickoff = (a: SportsbookGame, b: SportsbookGame) =>
  (a.game_time < b.game_time ? -1 : a.game_time > b.game_time ? 1 : 0) || a.id - b.id;

/** The device's copy of a week (what an offline start shows; none for an unknown week). */
export async function readWeek(
  cal: SportCalendar,
  week: CardWeek | null,
  ask: GamesAsk,
): Promise<Omit<WeekCopy, "key">> {
  const row = week === null ? undefined : await db.weeks.get(weekKey(cal, week, ask));
  const { games = [], filterOptions = null, restrictions = null, fetchedAt = null } = row ?? {};
  return { week, games, filterOptions, restrictions, fetchedAt };
}

/**
 * Keeps a week's answer on the device, after the screen has drawn it: one row, so one put (a
 * structured clone of about 5-8 ms for a 67-game college Saturday on a fast machine, where a row
 * per game and per game's odds took 60-80 ms of Dexie's work) and a copy is never half written.
 * `games` come in kickoff order.
 */
export async function storeWeek(
  cal: SportCalendar,
  week: CardWeek,
  ask: GamesAsk,
  copy: Omit<WeekRow, "key" | "fetchedAt">,
  fetchedAt: number,
) {
  await db.weeks.put({ key: weekKey(cal, week, ask), ...copy, fetchedAt });
}

/**
 * A week's games of a sport's season (`week` null: the season's current week): the server's answer
 * when it came, else the device's copy (read once per week and filter: only this hook writes it, so
 * nothing else can change it under the screen). `enabled` false: nothing is read or fetched yet
 * (the screen does not know which sport and week it opens on).
 */
export function useWeekGames(
  cal: SportCalendar,
  week: CardWeek | null,
  asked: GamesAsk,
  enabled = true,
): WeekGames {
  const key = weekKey(cal, week ?? "current", asked);
  // The ask as of this key (a new object each render must not fetch again).
  const ask = useRef(asked);
  ask.current = asked;
  const [state, setState] = useState({
    loading: true,
    error: null as string | null,
    errorStatus: null as number | null,
    failed: false,
  });
  const [nonce, setNonce] = useState(0);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const [fresh, setFresh] = useState<WeekCopy | null>(null);
  const [stored, setStored] = useState<WeekCopy | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void readWeek(cal, week, ask.current).then(
      (copy) => live && startTransition(() => setStored({ key, ...copy })),
    );
    return () => {
      live = false;
    };
  }, [cal, week, key, enabled]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const { conference, leagueId, betTypes, gamePortions } = ask.current;
    fetchGames(
      {
        week: week ?? undefined,
        sport: cal.sport,
        conference,
        leagueId,
        betTypes: sentList(betTypes),
        gamePortions: sentList(gamePortions),
      },
      controller.signal,
    )
      .then(async (res) => {
        learnServerTime(res.fetch_status.fetched_at);
        const now = Date.now();
        // No week asked: the season's current week, the first not yet complete (the server's rule).
        const answered = week ?? defaultWeek(res.filter_options.weeks);
        // A transition: React draws the week in slices and the phone stays responsive.
        const games = [...res.games].sort(byKickoff);
        const copy = {
          games,
          filterOptions: res.filter_options,
          restrictions: res.league_restrictions,
        };
        startTransition(() => {
          setFresh({ key, week: answered, ...copy, fetchedAt: now });
          setState({ loading: false, error: null, errorStatus: null, failed: false });
        });
        // In a task of its own: the copy's clone does not lengthen the one that read the answer.
        await new Promise((resolve) => setTimeout(resolve, 0));
        await storeWeek(cal, answered, ask.current, copy, now);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          loading: false,
          error: error instanceof Error ? error.message : "Failed to load games",
          errorStatus: error instanceof ApiError ? error.status : null,
          failed: true,
        });
      });
    return () => controller.abort();
  }, [cal, week, key, nonce, enabled]);

  const shown = fresh?.key === key ? fresh : stored?.key === key ? stored : null;
  return {
    week: shown?.week ?? week,
    games: shown?.games ?? NO_GAMES,
    filterOptions: shown?.filterOptions ?? null,
    restrictions: shown?.restrictions ?? null,
    fetchedAt: shown?.fetchedAt ?? null,
    fromCache: state.failed,
    loading: state.loading && !shown?.games.length,
    error: state.error,
    errorStatus: state.errorStatus,
    reload,
  };
}

const NO_GAMES: SportsbookGame[] = [];

// ---- league status (submitted picks of the user) ----

// Other sportsbook keys in localStorage (last week, chosen league) are forgotten at logout.
onSignOut(() => {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith("pickem_sportsbook_")) localStorage.removeItem(key);
  }
});

/**
 * The league status of a week: from the server, kept in Dexie (user-scoped, cleared at logout) so
 * an offline start still knows the user's leagues and submitted picks.
 */
/**
 * The new answer, keeping the previous answer's objects where nothing changed: the week's status
 * usually repeats the current week's, and an unchanged league must not redraw every game card.
 */
function shareUnchanged(
  shown: LeagueStatusResponse | null,
  next: LeagueStatusResponse,
): LeagueStatusResponse {
  if (!shown) return next;
  if (JSON.stringify(shown) === JSON.stringify(next)) return shown;
  const before = new Map(shown.leagues.map((l) => [l.id, l]));
  const leagues = next.leagues.map((league) => {
    const old = before.get(league.id);
    return old && JSON.stringify(old) === JSON.stringify(league) ? old : league;
  });
  return { ...next, leagues };
}

/**
 * Whether the answer for no week is also the answer for `week`: the server gives each league its
 * own season's current week when none is asked, so it is when that week is `week` for the season
 * and for every league in it.
 */
export function answersWeek(current: LeagueStatusResponse, week: CardWeek): boolean {
  return current.current_week === week && current.leagues.every((l) => l.picks_week === week);
}

interface CurrentAnswer {
  userId: number | null;
  nonce: number;
  at: number;
  data: LeagueStatusResponse;
}

/** How long the answer for no week stands in for its own week's (a first visit's two asks). */
const CURRENT_REUSE_MS = 10_000;

export function useLeagueStatus(week: CardWeek | null) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const key = `${userId ?? 0}:${week ?? "current"}`;
  const [error, setError] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const [fresh, setFresh] = useState<{ key: string; data: LeagueStatusResponse } | null>(null);
  const stored = useLiveQuery(async () => (await db.leagueStatus.get(key)) ?? null, [key]);
  const shown = useRef<LeagueStatusResponse | null>(null);
  // The last answer for no week. A first visit asks for it, then learns the week it is (from the
  // games) and would ask for that week again: the same answer, one round trip later.
  const current = useRef<CurrentAnswer | null>(null);
  useEffect(() => {
    const take = (res: LeagueStatusResponse) => {
      const data = shareUnchanged(shown.current, res);
      // A transition: the leagues, picks and defaults it changes redraw in slices.
      startTransition(() => {
        setFresh({ key, data });
        setError(null);
      });
      if (userId !== null)
        return db.leagueStatus.put({ key, userId, data: res, fetchedAt: Date.now() });
    };
    const last = current.current;
    if (
      week !== null &&
      last?.userId === userId &&
      last.nonce === nonce &&
      Date.now() - last.at < CURRENT_REUSE_MS &&
      answersWeek(last.data, week)
    ) {
      void take(last.data);
      return;
    }
    const controller = new AbortController();
    fetchLeagueStatus(week, controller.signal)
      .then(async (res) => {
        if (week === null) current.current = { userId, nonce, at: Date.now(), data: res };
        await take(res);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : "Failed");
      });
    return () => controller.abort();
  }, [week, nonce, key, userId]);
  // Until a new week's answer (or its copy on the device) is here, the last answer stays on screen
  // rather than nothing: no "Choose a league" flash, and an unchanged league keeps its object.
  const previous = fresh?.key.startsWith(`${userId ?? 0}:`) ? fresh.data : null;
  const data = fresh?.key === key ? fresh.data : (stored?.data ?? previous);
  useEffect(() => {
    shown.current = data;
  });
  // Any applied or rejected pick write changes what the server holds: reload.
  useEffect(() => {
    const offs = [SUBMIT_KIND, CREATE_PICK_KIND, SET_LOCK_KIND].flatMap((kind) => [
      onMutationApplied(() => reload(), kind),
      onMutationRejected(() => reload(), kind),
    ]);
    return () => offs.forEach((off) => off());
  }, [reload]);
  return { data, error, reload };
}

// ---- selected weeks ----

/**
 * The week each league card shows, remembered per user and league in Dexie: the league's game week
 * as stored (its sport's first postseason week stands for the postseason); read it with
 * `cardWeekOf(week, calendar)` of the league's sport.
 */
export function useSelectedWeeks(): Map<number, number> | undefined {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useLiveQuery(async () => {
    const map = new Map<number, number>();
    if (userId === null) return map;
    const rows = await db.selectedWeeks.where("userId").equals(userId).toArray();
    for (const r of rows) map.set(r.leagueId, r.week);
    return map;
  }, [userId]);
}

export async function saveSelectedWeek(
  userId: number,
  leagueId: number,
  week: CardWeek,
  cal: SportCalendar,
) {
  await db.selectedWeeks.put({
    userId,
    leagueId,
    week: week === "postseason" ? cal.postseasonFirst : week,
    season: null,
    updatedAt: Date.now(),
  });
}

/** The league a user last made picks for, on either sportsbook screen (this device). */
const leagueKey = (userId: number | null) => `pickem_sportsbook_league_${userId ?? 0}`;

export function rememberedLeague(userId: number | null): number | null {
  const raw = Number(localStorage.getItem(leagueKey(userId)));
  return Number.isInteger(raw) && raw > 0 ? raw : null;
}

export function rememberLeague(userId: number | null, leagueId: number | null) {
  if (leagueId === null) localStorage.removeItem(leagueKey(userId));
  else localStorage.setItem(leagueKey(userId), String(leagueId));
}

/**
 * The league to open with: the remembered one, else the first needing picks, else the first that
 * can still pick this season, else the first.
 */
export function defaultLeague<L extends { id: number; next_pick_week: number | null }>(
  userId: number | null,
  leagues: L[],
  needsPicks: (league: L) => boolean,
): L | null {
  const remembered = rememberedLeague(userId);
  return (
    leagues.find((l) => l.id === remembered) ??
    leagues.find(needsPicks) ??
    leagues.find((l) => l.next_pick_week !== null) ??
    leagues[0] ??
    null
  );
}
