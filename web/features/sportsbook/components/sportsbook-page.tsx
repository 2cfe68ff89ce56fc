/**
 * The main sportsbook (/sportsbook, spec section 2): Top-25 slot | filters + game cards | Your
 * Leagues. Renders from Dexie (works offline); picks are drafted locally and submitted through the
 * outbox. The Sport filter (set by the chosen league) picks the season shown, and that sport's
 * calendar its weeks, postseason and markets.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { usePhone } from "#web/lib/media";
import { lazyPart } from "#web/ui/lazy-dialog";
import { betListAllows, portionListAllows, type PickType } from "#domain/picks/vocabulary";
import type { PickFilters } from "#domain/picks/rules";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import type { SubmittedPick } from "#domain/picks/contract";
import { cardWeekOf, type CardWeek } from "#domain/picks/weeks";
import { NCAA_CALENDAR } from "#domain/season/calendars";
import { useAuth } from "#web/api/session";
import { invalidateApi } from "#web/lib/query";
import { Banner } from "#web/ui/banner";
import { NotSaved } from "#web/ui/not-saved";
import { toast } from "#web/ui/toast";
import { EmptyState } from "#web/ui/empty-state";
import { isLive, leagueRows, useAllPendingPicks, usePendingSync } from "../hooks/pending-picks";
import { SkeletonRows } from "#web/ui/skeleton";
import {
  gameAvailable,
  useWriteResults,
  usePickClock,
  type PickContext,
} from "../hooks/use-pick-actions";
import { submitPending, pickWrites, lockActions } from "../hooks/write-actions";
import {
  defaultLeague,
  rememberedLeague,
  rememberLeague,
  useLeagueStatus,
  useSelectedWeeks,
  useWeekGames,
} from "../hooks/use-sportsbook-data";
import { useOnline } from "#web/lib/online";
import { ChooserBar, FiltersSheet, PaneTabs, type SportsbookPane } from "./chooser-bar";
import { SlipBar, useSlipFocus } from "./slip-bar";
import { WeekBlockNote } from "./week-block-note";
import { CardEnvContext, LiveGameCard } from "./live-game-card";
import { SummaryLine } from "./summary-line";
import { formatTime } from "#web/lib/format";
import { seasonCalendar, weekOptions, type FilterState } from "./format";
import { type Offer } from "./market-rows";
import { pickText } from "./pick-text";
import { OfflineLockWarning } from "./offline-lock-warning";
import { GameList } from "./game-list";
import { readStoredWeek, weekStorageKey } from "#web/lib/stored-week";
import { DEFAULT_FILTERS, restrictionsFilters, withSport } from "./league-filters";
import "./sportsbook.css";

// Drawn at once on desktop; on a phone only in the Filters sheet (and the My Leagues tab), so
// their code loads when first drawn and a phone's first visit does not download it.
const SportsbookFilters = lazyPart(() =>
  import("./sportsbook-filters").then((m) => m.SportsbookFilters),
);
const LeaguePanel = lazyPart(() => import("./league-panel").then((m) => m.LeaguePanel));
// The slip's list loads with the first pick (on a phone, when its sheet first opens).
const PickSlip = lazyPart(() => import("./pick-slip").then((m) => m.PickSlip));

export function SportsbookPage({
  rankings,
  link,
}: {
  rankings: ReactNode;
  /** A pick reminder's link (/sportsbook?league=&week=): opens on this league and week. */
  link?: { league: number; week?: number };
}) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const online = useOnline();
  const [filters, setFilters] = useState<FilterState>(() => ({
    ...DEFAULT_FILTERS,
    week: link?.week ?? readStoredWeek(NCAA_CALENDAR.sport),
  }));
  const [leagueId, setLeagueId] = useState(() => link?.league ?? rememberedLeague(userId));
  const [defaulted, setDefaulted] = useState(leagueId !== null);

  // The season shown and its calendar: games of the exact week; submitted picks and caps follow
  // the card week (the sport's postseason weeks are one).
  const cal = seasonCalendar(filters.sport);
  // The week's games wait until the league status says which league the screen opens on (and so
  // its sport and week): a fan whose league plays the NFL would otherwise download, keep and draw
  // a college week of 67 games first, only to replace it. Once open, it stays open.
  const [gamesOpen, setGamesOpen] = useState(false);
  const { conference, betTypes, gamePortions } = filters;
  const ask = { conference, leagueId, betTypes, gamePortions };
  const games = useWeekGames(cal, filters.week, ask, gamesOpen);
  // No week chosen: the season's current week, as the games answer names it.
  const week = filters.week ?? (typeof games.week === "number" ? games.week : null);
  const status = useLeagueStatus(week === null ? null : cardWeekOf(week, cal));
  const allPending = useAllPendingPicks();
  const pendingRows = useMemo(() => leagueRows(allPending, leagueId), [allPending, leagueId]);
  const selectedWeeks = useSelectedWeeks();
  usePendingSync();
  const pageRef = useRef<HTMLDivElement>(null);
  useSlipFocus(pageRef, pendingRows.length);

  const refresh = useCallback(() => {
    status.reload();
    invalidateApi("/user-picks/");
  }, [status]);
  useWriteResults(refresh, "main");

  // The week shown is remembered for its sport (the current week too, once the answer names it).
  useEffect(() => {
    if (week !== null) localStorage.setItem(weekStorageKey(cal.sport), String(week));
  }, [cal, week]);

  const leagues = useMemo(() => status.data?.leagues ?? [], [status.data]);
  // Until the league status answers the screen does not know the fan's leagues: it says so.
  const leaguesLoading = status.data === null && status.error === null;
  const league = leagues.find((l) => l.id === leagueId) ?? null;
  // The league's markets as the games call answered them (its own list until that answer is in).
  const rules = league && (games.restrictions ?? league);
  // A league remembered from the last visit gets its restrictions applied once it is known.
  const [appliedLeague, setAppliedLeague] = useState<number | null>(null);
  useEffect(() => {
    if (league && appliedLeague !== league.id) {
      setAppliedLeague(league.id);
      // A reminder's link names the week of its league.
      const linked = league.id === link?.league && link.week !== undefined;
      setFilters((f) => ({
        ...restrictionsFilters(league, f),
        ...(linked ? { week: link.week! } : {}),
      }));
    }
  }, [league, appliedLeague, link]);
  const submitted: SubmittedPick[] = status.data?.user_picks ?? [];
  const phone = usePhone();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [slipOpen, setSlipOpen] = useState(false);
  const [pane, setPane] = useState<SportsbookPane>("games");

  const pickFilters: PickFilters = {
    betTypes: filters.betTypes,
    gamePortions: filters.gamePortions,
    oddsRestrictionEnabled: filters.oddsRestrictionEnabled,
    minOdds: filters.minOdds,
    maxOdds: filters.maxOdds,
  };
  const nowMs = usePickClock(games.games, league);
  const ctx: PickContext = { userId, league, filters: pickFilters, pendingRows, submitted, nowMs };

  const selectLeague = (id: number | null) => {
    setDefaulted(true);
    setLeagueId(id);
    setAppliedLeague(id);
    rememberLeague(userId, id);
    const next = leagues.find((l) => l.id === id);
    setFilters((f) =>
      next ? restrictionsFilters(next, f) : withSport(f, { ...DEFAULT_FILTERS, week: f.week }),
    );
  };

  const weeks = games.filterOptions?.weeks ?? [];
  // The week each league's card opened on, for the whole visit (the panel keeps it here: a phone
  // draws the panel only while its tab is shown).
  const openedWeeks = useRef(new Map<number, CardWeek>());

  const needsAction = (l: SportsbookLeague) =>
    l.needs_action && !allPending.some((r) => r.leagueId === l.id && isLive(r));

  // No league remembered: the first one that still needs picks this week (else the first), so a
  // fan can pick at once. Choosing 'All Leagues' later is remembered as a choice for this visit.
  if (!defaulted && status.data) {
    setDefaulted(true);
    const first = defaultLeague(userId, leagues, needsAction);
    if (first) {
      setLeagueId(first.id);
      setAppliedLeague(first.id);
      setFilters((f) => restrictionsFilters(first, f));
    }
  }

  // Opened on a week the league cannot pick (a stage it leaves out, every game started), the
  // screen moves once to the league's first week it can (issue 43); a week a link names stays.
  const jumped = useRef<number | null>(null);
  if (league && appliedLeague === league.id && jumped.current !== league.id && games.fetchedAt) {
    jumped.current = league.id;
    const next = league.next_pick_week;
    if (link?.week === undefined && next !== null && next !== week)
      if (!games.games.some((g) => gameAvailable(ctx, g)))
        setFilters((f) => ({ ...f, week: next }));
  }

  if (
    !gamesOpen &&
    (status.error !== null ||
      (status.data !== null && (league === null || appliedLeague === league.id)))
  )
    setGamesOpen(true);

  // Cards that did not re-render still call the newest context (their picks are the same).
  const latest = useRef(ctx);
  useEffect(() => {
    latest.current = ctx;
  });
  // A card redraws only when its own picks change, and picks change before a lock's Undo: read
  // the newest rows, or moving the lock back could leave another pick locked too.
  const lockPending = useCallback(
    (key: string, on: boolean) =>
      void lockActions().then((m) =>
        m.togglePendingLock(() => latest.current.pendingRows, key, on),
      ),
    [],
  );
  const onPick = async (game: (typeof games.games)[number], offer: Offer) => {
    const error = await (await pickWrites()).togglePick(latest.current, game, offer);
    if (error) toast.error(error, { ms: 3000 });
  };

  const onSubmit = async () => {
    const error = await submitPending(ctx, league?.season.id ?? null);
    if (error) toast.error(error, { ms: 5000 });
    else if (!online)
      toast.warning(
        "Saved on this device — your picks will be submitted when you are back online.",
      );
  };

  const submitLabel = (n: number) => `Submit ${n} ${n === 1 ? "pick" : "picks"}`;

  const showBet = useCallback(
    (t: PickType) => betListAllows(filters.betTypes, t),
    [filters.betTypes],
  );
  const showPortion = useCallback(
    (portion: string) => portionListAllows(filters.gamePortions, portion),
    [filters.gamePortions],
  );

  const weekPending =
    week === null
      ? []
      : pendingRows.filter((r) => cardWeekOf(r.week, cal) === cardWeekOf(week, cal));
  // The week's cap as the server counts it for the week asked (a bowl pool's: its card).
  const cap = league && week !== null ? league.picks_required_this_week : null;
  const leagueSubmitted = league ? submitted.filter((s) => s.league_id === league.id) : [];
  const weekLock = leagueSubmitted.find((s) => s.is_lock);
  const weekLockName = weekLock ? pickText(weekLock) : null;

  // The server answers the games of the chosen sport's season only.
  const shownGames = games.games;

  // With nothing to show, a failed load says so once; the empty state is for a real empty answer.
  const loadFailed = games.error !== null && games.games.length === 0;

  const offlineNote =
    (!online || games.fromCache) && games.fetchedAt !== null
      ? `Offline — odds from ${formatTime(games.fetchedAt)}`
      : null;

  const weekFilter = {
    value: week === null ? "" : String(week),
    options: weekOptions(weeks, week, cal).map((o) => ({
      value: String(o.value),
      label: o.label,
    })),
    onChange: (w: string) => setFilters({ ...filters, week: Number(w) }),
  };
  // The filters the fan set: those that differ from what the league itself applies (a league's
  // own restrictions are in the summary line, not a count on the Filters button).
  const base = league ? restrictionsFilters(league, filters) : DEFAULT_FILTERS;
  const activeFilters = (
    ["sport", "conference", "oddsRestrictionEnabled", "gamePortions", "betTypes"] as const
  ).filter((k) => String(filters[k]) !== String(base[k])).length;

  // A change of sport opens that sport's week and markets; any other keeps the sport shown.
  const filterBar = (
    <SportsbookFilters
      filters={filters}
      cal={cal}
      options={games.filterOptions}
      onChange={(next) => setFilters(withSport(filters, next))}
    />
  );

  const slip = league && pendingRows.length > 0 && (
    <PickSlip
      title={`Pending picks — ${league.name}`}
      league={league}
      rows={pendingRows}
      weekHasLock={() => !!weekLock}
      weekLock={weekLockName}
      submitLabel={submitLabel}
      onSubmit={() => void onSubmit()}
      onLock={lockPending}
      nowMs={nowMs}
    />
  );

  const leaguePanel = (
    <LeaguePanel
      leagues={leagues}
      loading={leaguesLoading}
      userId={userId}
      selectedWeeks={selectedWeeks}
      openedWeeks={openedWeeks.current}
      keepOpened={!status.error}
      nowMs={nowMs}
    />
  );

  const gameList = games.loading ? (
    <SkeletonRows label="Loading games" rows={3} height={160} />
  ) : shownGames.length === 0 ? (
    !loadFailed && <EmptyState icon="sliders">No games found for the selected filters.</EmptyState>
  ) : (
    <CardEnvContext.Provider
      value={{
        ctx,
        sport: cal.sport,
        rules,
        leagueSubmitted,
        showBet,
        showPortion,
        onPick: (game, offer) => void onPick(game, offer),
        weekHasLock: !!weekLock,
        onLock: lockPending,
      }}
    >
      <div className="game-list">
        <GameList
          games={shownGames}
          week={week}
          ctx={ctx}
          phone={phone}
          estimate={190}
          Card={LiveGameCard}
        />
      </div>
    </CardEnvContext.Provider>
  );

  return (
    <div
      className={`sportsbook${phone && pendingRows.length ? " has-slip-bar" : ""}`}
      ref={pageRef}
    >
      {!phone && <aside className="sportsbook-left">{rankings}</aside>}
      <section className="sportsbook-centre">
        <ChooserBar
          leagues={leagues}
          leagueId={leagueId}
          onLeague={selectLeague}
          needsAction={needsAction}
          allLabel="All Leagues"
          week={weekFilter}
        />
        {phone && (
          <PaneTabs
            value={pane}
            onChange={setPane}
            onFilters={() => setFiltersOpen(true)}
            activeFilters={activeFilters}
          />
        )}
        {offlineNote && <Banner kind="warning">{offlineNote}</Banner>}
        {loadFailed && (online ? <Banner kind="error">Failed to load games</Banner> : <NotSaved />)}
        <OfflineLockWarning online={online} rows={allPending} nowMs={nowMs} />
        <WeekBlockNote league={league} games={shownGames} />
        {!phone && filterBar}
        {/* Nothing left this season: the note and its way out, not a count and greyed cards. */}
        {(!phone || pane === "games") && !league?.nothing_to_pick && (
          <SummaryLine
            phone={phone}
            league={league}
            rules={rules}
            picks={leagueSubmitted.length + weekPending.length}
            cap={cap}
            week={week}
            filters={filters}
            weeks={weeks}
            conferences={games.filterOptions?.conferences ?? []}
            noLeagues={leagues.length === 0 && status.data !== null}
            leaguesLoading={leaguesLoading}
          />
        )}
        {!phone && slip}
        {(!phone || pane === "games") && !league?.nothing_to_pick && gameList}
        {phone && pane === "leagues" && leaguePanel}
        {phone && pane === "top25" && rankings}
      </section>
      {!phone && leaguePanel}
      {phone && (
        <>
          <FiltersSheet
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            games={shownGames.length}
          >
            {filterBar}
          </FiltersSheet>
          {league && (
            <SlipBar
              rows={pendingRows}
              open={slipOpen}
              onOpen={() => setSlipOpen(true)}
              onClose={() => setSlipOpen(false)}
              title={`Pending picks — ${league.name}`}
              submitLabel={submitLabel}
              onSubmit={() => void onSubmit()}
              locks={league.enable_locks}
              ranked={"pool_week" in league}
              weekLock={weekLockName}
            >
              {slip}
            </SlipBar>
          )}
        </>
      )}
    </div>
  );
}
