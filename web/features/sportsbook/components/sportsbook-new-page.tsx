/**
 * The newer sportsbook (/sportsbook-new, spec section 2): filters, a selected-league banner, a
 * games grid sorted by kickoff and a sidebar (leagues by sport, My Leagues, the Top 25 the route
 * composes in). Each pending pick is sent as its own POST /api/picks/ through the outbox. The sport
 * choice (or the chosen league's sport) picks the season shown and its calendar.
 */
import { PICK_TEXTS } from "#domain/picks/rules";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { usePhone } from "#web/lib/media";
import { lazyPart } from "#web/ui/lazy-dialog";
import { SkeletonRows } from "#web/ui/skeleton";
import type { SubmittedPick } from "#domain/picks/contract";
import { isPostseasonGame, postseasonStage } from "#domain/picks/postseason";
import { cardWeekOf, type CardWeek } from "#domain/picks/weeks";
import { calendarFor, NCAA_CALENDAR, sportOffersPortion } from "#domain/season/calendars";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { useAuth } from "#web/api/session";
import { formatTime } from "#web/lib/format";
import { useOnline } from "#web/lib/online";
import { invalidateApi, useApiQuery } from "#web/lib/query";
import { serverNowMs } from "#web/lib/server-time";
import { Banner } from "#web/ui/banner";
import { NotSaved } from "#web/ui/not-saved";
import { EmptyState } from "#web/ui/empty-state";
import { Button } from "#web/ui/button";
import { toast } from "#web/ui/toast";
import { userPicksQuery } from "../api/sportsbook-api";
import type { Offer } from "./market-rows";
import { canLockPending, usePendingPicks, usePendingSync } from "../hooks/pending-picks";
import { useWriteResults, usePickClock, type PickContext } from "../hooks/use-pick-actions";
import { lockActions, pickWrites, submitEachPending } from "../hooks/write-actions";
import {
  NEW_SCREEN_BETS,
  NEW_SCREEN_PORTIONS,
  stagesOf,
  useNewScreenFilters,
  weekChoices,
  type NewScreenPatch,
} from "../hooks/use-new-screen-filters";
import {
  defaultLeague,
  rememberLeague,
  useLeagueStatus,
  useWeekGames,
} from "../hooks/use-sportsbook-data";
import { ChooserBar, FiltersSheet, PaneTabs, type SportsbookPane } from "./chooser-bar";
import { conferenceOptions } from "./conference-options";
import { pickText } from "./pick-text";
import { OfflineLockWarning } from "./offline-lock-warning";
import { GameList } from "./game-list";
import { SlipBar, useSlipFocus } from "./slip-bar";
import { WeekBlockNote } from "./week-block-note";
import { LiveNewGameCard, NewCardEnvContext } from "./live-new-game-card";
import { NewLeagueList } from "./new-league-list";
import "./sportsbook.css";

// Drawn at once on desktop; on a phone only in the Filters sheet (and the My Leagues tab), so
// their code loads when first drawn and a phone's first visit does not download it.
const FilterBar = lazyPart(() => import("./filter-bar").then((m) => m.FilterBar));
// The slip's list loads with the first pick (on a phone, when its sheet first opens).
const PickSlip = lazyPart(() => import("./pick-slip").then((m) => m.PickSlip));

/** Section 8: "Error: {message}" with "HTTP {status}: ..." when the server answered. */
function gamesErrorText(message: string, status: number | null): string {
  if (!status) return `Error: ${message}`;
  const detail = message && message !== `HTTP ${status}` ? message : "Failed to load games";
  return `Error: HTTP ${status}: ${detail}`;
}

const BET_LABELS: Record<string, string> = {
  spread: "Spread",
  over_under: "Over/Under",
  moneyline: "Moneyline",
};
const STAGE_LABELS: Record<string, string> = {
  conference_championship: "Conference Championships",
  bowl: "Bowl Games",
  playoff: "Playoffs",
};

export function SportsbookNewPage({ rankings }: { rankings: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const online = useOnline();
  const [state, dispatch] = useNewScreenFilters();
  const cal = calendarFor(state.sport);
  // The newer screen sends sport, week, conference and league_id (spec 2 §7).
  const games = useWeekGames(cal, state.week, {
    conference: state.conference,
    leagueId: state.leagueId,
  });
  // No week chosen: the sport's current week, as the games answer names it.
  const week: CardWeek | null =
    state.week ?? (typeof games.week === "number" ? cardWeekOf(games.week, cal) : games.week);
  const status = useLeagueStatus(week);
  const pendingRows = usePendingPicks(state.leagueId);
  const leagues = useMemo(() => status.data?.leagues ?? [], [status.data]);
  const league = leagues.find((l) => l.id === state.leagueId) ?? null;
  const nowMs = usePickClock(games.games, league);
  usePendingSync();
  const pageRef = useRef<HTMLDivElement>(null);
  useSlipFocus(pageRef, pendingRows.length);

  const phone = usePhone();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [slipOpen, setSlipOpen] = useState(false);
  const [pane, setPane] = useState<SportsbookPane>("games");
  const chooseLeague = (next: SportsbookLeague | null) => {
    rememberLeague(userId, next?.id ?? null);
    dispatch({ type: "league", league: next });
  };
  // The league last used on either screen (else the one needing picks) is chosen at once.
  const [defaulted, setDefaulted] = useState(false);
  if (!defaulted && status.data) {
    setDefaulted(true);
    const first =
      state.leagueId === null ? defaultLeague(userId, leagues, (l) => l.needs_action) : null;
    if (first) dispatch({ type: "league", league: first });
  }
  const submitted = useApiQuery({
    ...userPicksQuery(state.leagueId ?? 0),
    enabled: state.leagueId !== null,
  }).data?.picks;
  const leaguePicks = useMemo(() => (league ? (submitted ?? []) : []), [league, submitted]);

  const reload = useCallback(() => {
    status.reload();
    invalidateApi("/user-picks/");
  }, [status]);
  useWriteResults(reload, "new");

  // Picks change between a lock's tap and its Undo: both act on the newest rows.
  const rowsRef = useRef(pendingRows);
  useEffect(() => {
    rowsRef.current = pendingRows;
  });
  const lockPending = useCallback(
    (key: string, on: boolean) =>
      void lockActions().then((m) => m.togglePendingLock(() => rowsRef.current, key, on)),
    [],
  );
  // One lock per league and week (spec section 4): a week with a submitted lock offers no other.
  const weekHasLock = (week: number) => leaguePicks.some((s) => s.is_lock && s.week === week);
  // The lock already submitted for a week the slip's picks are in.
  const weekLock = leaguePicks.find((s) => s.is_lock && pendingRows.some((r) => r.week === s.week));
  const weekLockName = weekLock ? pickText(weekLock) : null;
  const ctx: PickContext = {
    userId,
    league,
    filters: null,
    pendingRows,
    submitted: leaguePicks,
    nowMs,
  };

  // The week comes in kickoff order (useWeekGames).
  const shown = games.games.filter((g) => {
    if (!isPostseasonGame(g, cal.sport)) return true;
    const stage = postseasonStage(g, cal.sport);
    return stage === "any" ? state.postseason.length > 0 : state.postseason.includes(stage);
  });

  const pick = async (game: (typeof shown)[number], offer: Offer) => {
    if (!league) return toast.error(PICK_TEXTS.selectLeagueFirst, { ms: 3000 });
    const writes = await pickWrites();
    const error = await writes.togglePick(ctx, game, offer, writes.newScreenCheck);
    if (error) toast.error(error, { ms: 3000 });
  };

  const submit = async () => {
    const error = await submitEachPending(ctx);
    if (error) return toast.error(error, { ms: 3000 });
    if (!online)
      toast.warning("Saved on this device — picks will be sent when you are back online.");
  };

  const setLock = (p: SubmittedPick) => {
    if (!league?.enable_locks) return toast.error(PICK_TEXTS.locksDisabled);
    if (Date.parse(p.game_detail.game_time) <= serverNowMs())
      return toast.error(PICK_TEXTS.lockAfterStart);
    void lockActions().then((m) => m.lockSubmitted(p, pickText(p)));
  };

  const set = (patch: NewScreenPatch) => dispatch({ type: "set", patch });
  const weekFilter = {
    value: week === null ? "" : String(week),
    options: weekChoices(cal),
    onChange: (v: string) =>
      dispatch({ type: "week", week: v === "postseason" ? "postseason" : Number(v) }),
  };
  const stages = stagesOf(cal);
  const college = cal === NCAA_CALENDAR;
  const activeFilters = [
    state.conference !== "all",
    state.odds.enabled,
    state.postseason.length !== stages.length,
    state.portions.join() !== "full_game",
    state.bets.length !== NEW_SCREEN_BETS.length,
  ].filter(Boolean).length;
  const filterBar = (withWeek: boolean) => (
    <FilterBar
      sport={{
        value: state.sport,
        options: (games.filterOptions?.sports.length
          ? games.filterOptions.sports
          : [state.sport]
        ).map((x) => ({ value: x, label: x })),
        onChange: (sport) => dispatch({ type: "sport", sport }),
      }}
      week={withWeek ? weekFilter : undefined}
      conference={{
        value: state.conference,
        options: [
          { value: "all", label: "All Conferences" },
          // The AP poll, the Power 5 and the named conferences are college football's.
          ...(college
            ? [
                { value: "top_25", label: "Top 25" },
                { value: "power_5", label: "Power 5" },
              ]
            : []),
          ...conferenceOptions(games.filterOptions?.conferences, college).map((c) => ({
            value: c.slug,
            label: c.name,
          })),
        ],
        onChange: (conference) => set({ conference }),
      }}
      odds={{ label: "Odds restriction", ...state.odds, onChange: (odds) => set({ odds }) }}
      groups={[
        // No postseason group where the season has none (MLB, the Premier League).
        ...(stages.length
          ? [
              {
                label: "Postseason",
                options: stages.map((s) => ({ value: s, label: STAGE_LABELS[s]! })),
                value: state.postseason,
                onChange: (postseason: string[]) => set({ postseason }),
              },
            ]
          : []),
        {
          label: "Portions",
          options: NEW_SCREEN_PORTIONS.filter((p) => sportOffersPortion(cal, p.value)),
          value: state.portions,
          onChange: (portions) => set({ portions }),
        },
        {
          label: "Bet types",
          options: NEW_SCREEN_BETS.map((b) => ({ value: b, label: BET_LABELS[b]! })),
          value: state.bets,
          onChange: (bets) => set({ bets }),
        },
      ]}
    />
  );

  const slip = league && pendingRows.length > 0 && (
    <PickSlip
      title="Pending picks"
      league={league}
      rows={pendingRows}
      weekHasLock={weekHasLock}
      weekLock={weekLockName}
      submitLabel={() => "Submit Picks"}
      onSubmit={() => void submit()}
      onLock={lockPending}
      nowMs={nowMs}
    />
  );

  const leagueList = (
    <NewLeagueList
      leagues={leagues}
      sport={state.leagueSport}
      onSport={(sport) => dispatch({ type: "leagueSport", sport })}
      leagueId={state.leagueId}
      onLeague={chooseLeague}
    />
  );

  return (
    <div className={`sbn${phone && pendingRows.length ? " has-slip-bar" : ""}`} ref={pageRef}>
      <section className="stack">
        {(!online || games.fromCache) && games.fetchedAt !== null && (
          <Banner kind="warning">Offline — odds from {formatTime(games.fetchedAt)}</Banner>
        )}
        <OfflineLockWarning online={online} rows={pendingRows} nowMs={nowMs} />
        <WeekBlockNote league={league} games={shown} />
        {phone ? (
          <>
            <ChooserBar
              leagues={leagues}
              leagueId={state.leagueId}
              onLeague={(id) => chooseLeague(leagues.find((l) => l.id === id) ?? null)}
              needsAction={(l) => l.needs_action}
              allLabel="No league chosen"
              week={weekFilter}
            />
            <PaneTabs
              value={pane}
              onChange={setPane}
              onFilters={() => setFiltersOpen(true)}
              activeFilters={activeFilters}
            />
          </>
        ) : (
          filterBar(true)
        )}
        {league && !phone && (
          <Banner kind="info">
            <div className="row row-between">
              <span>
                Making picks for <strong>{league.name}</strong>
              </span>
              <Button size="sm" variant="secondary" onClick={() => chooseLeague(null)}>
                Clear Selection
              </Button>
            </div>
          </Banner>
        )}
        {league && !phone && slip}
        {phone && pane !== "games" ? (
          pane === "leagues" ? (
            leagueList
          ) : (
            rankings
          )
        ) : // Nothing left this season: the note above and its way out, not greyed cards.
        league?.nothing_to_pick ? null : games.loading ? (
          <SkeletonRows label="Loading games" rows={3} height={160} />
        ) : games.error && !games.games.length ? (
          online ? (
            <Banner kind="error">{gamesErrorText(games.error, games.errorStatus)}</Banner>
          ) : (
            <NotSaved />
          )
        ) : shown.length === 0 ? (
          <EmptyState icon="sliders">No games match your current filters</EmptyState>
        ) : (
          <NewCardEnvContext.Provider
            value={{
              ctx,
              sport: cal.sport,
              state,
              onPick: (game, offer) => void pick(game, offer),
              canSetLock: (p) => !!league?.enable_locks && !weekHasLock(p.week),
              onSetLock: setLock,
              lockChoices: (gameId) =>
                league
                  ? pendingRows
                      .filter(
                        (r) =>
                          r.gameId === gameId &&
                          canLockPending(league, r, pendingRows, weekHasLock, nowMs),
                      )
                      .map((r) => ({ key: r.key, name: r.pick.name, isLock: r.pick.isLock }))
                  : [],
              onLock: lockPending,
            }}
          >
            <div className="sbn-grid">
              <GameList
                games={shown}
                week={week}
                ctx={ctx}
                phone={phone}
                estimate={260}
                Card={LiveNewGameCard}
              />
            </div>
          </NewCardEnvContext.Provider>
        )}
      </section>
      {!phone && (
        <aside className="stack">
          {leagueList}
          {rankings}
        </aside>
      )}
      {phone && (
        <>
          <FiltersSheet
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            games={shown.length}
          >
            {filterBar(false)}
          </FiltersSheet>
          {league && (
            <SlipBar
              rows={pendingRows}
              open={slipOpen}
              onOpen={() => setSlipOpen(true)}
              onClose={() => setSlipOpen(false)}
              title={`Pending picks — ${league.name}`}
              submitLabel={() => "Submit Picks"}
              onSubmit={() => void submit()}
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
