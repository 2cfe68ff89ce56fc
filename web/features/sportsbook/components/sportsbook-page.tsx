/**
 * The main sportsbook (/sportsbook, spec section 2): Top-25 slot | filters + game cards | Your
 * Leagues. Renders from Dexie (works offline); picks are drafted locally and submitted through the
 * outbox.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { usePhone } from "#web/lib/media";
import { lazyPart } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";
import { betListAllows, portionListAllows, type PickType } from "#domain/picks/names";
import { isPostseasonGame } from "#domain/picks/postseason";
import {
  DEFAULT_USER_MAX_ODDS,
  DEFAULT_USER_MIN_ODDS,
  leagueGameBlock,
  leagueOddsBounds,
  pickCap,
  type PickFilters,
} from "#domain/picks/rules";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import type { SubmittedPick } from "#domain/picks/contract";
import { cardWeekOf, defaultWeek, isPostseasonWeek, type CardWeek } from "#domain/picks/weeks";
import { useAuth } from "#web/api/session";
import { invalidateApi } from "#web/lib/query";
import { Banner } from "#web/ui/banner";
import { toast } from "#web/ui/toast";
import { Spinner } from "#web/ui/spinner";
import {
  isLive,
  useAllPendingPicks,
  usePendingPicks,
  usePendingSync,
} from "../hooks/pending-picks";
import {
  buttonState,
  gameOpen,
  lockAtOf,
  lockSubmitted,
  submitPending,
  togglePick,
  useWriteResults,
  type PickContext,
} from "../hooks/use-pick-actions";
import {
  defaultLeague,
  rememberedLeague,
  rememberLeague,
  saveSelectedWeek,
  useLeagueStatus,
  useSelectedWeeks,
  useWeekGames,
} from "../hooks/use-sportsbook-data";
import { useOnline } from "#web/lib/online";
import { useServerNow } from "#web/lib/server-time";
import { ChooserBar, FiltersSheet, PaneTabs, type SportsbookPane } from "./chooser-bar";
import { SlipBar } from "./pick-slip";
import { formatClock24, formatKickoff } from "#web/lib/format";
import {
  BET_TYPE_CHOICES,
  filterSummary,
  leagueRestrictionLabels,
  PORTION_GROUP_CHOICES,
  weekOptions,
  type FilterState,
} from "./format";
import { GameCard, type Offer } from "./game-card";
import { pickText } from "./format";
import { PickSlip } from "./pick-slip";
import { OfflineLockWarning } from "./offline-lock-warning";
import "./sportsbook.css";

// Drawn at once on desktop; on a phone only in the Filters sheet (and the My Leagues tab), so
// their code loads when first drawn and a phone's first visit does not download it.
const FilterBar = lazyPart(() => import("./filter-bar").then((m) => m.FilterBar));
const LeaguePanel = lazyPart(() => import("./league-panel").then((m) => m.LeaguePanel));

const WEEK_STORAGE = "pickem_sportsbook_week";

export const DEFAULT_FILTERS: Omit<FilterState, "week"> = {
  sport: "all",
  conference: "all",
  oddsRestrictionEnabled: false,
  minOdds: DEFAULT_USER_MIN_ODDS,
  maxOdds: DEFAULT_USER_MAX_ODDS,
  gamePortions: ["all"],
  betTypes: ["all"],
};

/** The game week last shown (an older 'postseason' value counts as none: the current week opens). */
function readStoredWeek(): number | null {
  const raw = localStorage.getItem(WEEK_STORAGE);
  const n = raw === null || raw === "" ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

function restrictionsFilters(league: SportsbookLeague, week: number): FilterState {
  const bounds = leagueOddsBounds(league);
  return {
    ...DEFAULT_FILTERS,
    week,
    sport: league.sport_name || "all",
    conference:
      league.conference_filter && league.conference_filter !== "all_fbs"
        ? league.conference_filter
        : "all",
    betTypes: league.allowed_bet_types.length ? [...league.allowed_bet_types] : ["all"],
    gamePortions: league.allowed_game_portions.length ? [...league.allowed_game_portions] : ["all"],
    oddsRestrictionEnabled: bounds !== null,
    minOdds: bounds?.min ?? DEFAULT_USER_MIN_ODDS,
    maxOdds: bounds?.max ?? DEFAULT_USER_MAX_ODDS,
  };
}

export function SportsbookPage({ rankings }: { rankings: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const online = useOnline();
  const nowMs = useServerNow(1000);
  const [filters, setFilters] = useState<FilterState>(() => ({
    ...DEFAULT_FILTERS,
    week: readStoredWeek() ?? 0,
  }));
  const [weekChosen, setWeekChosen] = useState(readStoredWeek() !== null);
  const [leagueId, setLeagueId] = useState<number | null>(() => rememberedLeague(userId));
  const [defaulted, setDefaulted] = useState(leagueId !== null);

  // Submitted picks and caps follow the card week (15-22 are one postseason); games the exact week.
  const status = useLeagueStatus(cardWeekOf(filters.week));
  const games = useWeekGames(filters.week, filters.conference);
  const pendingRows = usePendingPicks(leagueId);
  const allPending = useAllPendingPicks();
  const selectedWeeks = useSelectedWeeks();
  usePendingSync();

  const refresh = useCallback(() => {
    status.reload();
    invalidateApi("/user-picks/");
  }, [status]);
  useWriteResults(refresh, "main");

  // First visit: open the server's current week.
  useEffect(() => {
    if (!weekChosen && status.data) {
      setFilters((f) => ({ ...f, week: status.data!.current_week }));
      setWeekChosen(true);
    }
  }, [weekChosen, status.data]);
  useEffect(() => localStorage.setItem(WEEK_STORAGE, String(filters.week)), [filters.week]);

  const leagues = useMemo(() => status.data?.leagues ?? [], [status.data]);
  const league = leagues.find((l) => l.id === leagueId) ?? null;
  // A league remembered from the last visit gets its restrictions applied once it is known.
  const [appliedLeague, setAppliedLeague] = useState<number | null>(null);
  useEffect(() => {
    if (league && appliedLeague !== league.id) {
      setAppliedLeague(league.id);
      setFilters((f) => restrictionsFilters(league, f.week));
    }
  }, [league, appliedLeague]);
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
  const ctx: PickContext = { userId, league, filters: pickFilters, pendingRows, submitted, nowMs };

  const selectLeague = (id: number | null) => {
    setDefaulted(true);
    setLeagueId(id);
    setAppliedLeague(id);
    rememberLeague(userId, id);
    const next = leagues.find((l) => l.id === id);
    setFilters((f) =>
      next ? restrictionsFilters(next, f.week) : { ...DEFAULT_FILTERS, week: f.week },
    );
  };

  const weeks = games.filterOptions?.weeks ?? [];
  const weekOf = (l: SportsbookLeague): CardWeek =>
    selectedWeeks?.get(l.id) ??
    cardWeekOf(weeks.length ? defaultWeek(weeks) : (status.data?.current_week ?? 0));

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
      setFilters((f) => restrictionsFilters(first, f.week));
    }
  }

  const onPick = async (game: (typeof games.games)[number], offer: Offer) => {
    const error = await togglePick(ctx, game, offer);
    if (error) toast.error(error, { ms: 3000 });
  };

  const onSubmit = async () => {
    const error = await submitPending(ctx, status.data?.current_season?.id ?? null);
    if (error) toast.error(error, { ms: 5000 });
    else if (!online)
      toast.warning(
        "Saved on this device — your picks will be submitted when you are back online.",
      );
  };

  const showBet = (t: PickType) => betListAllows(filters.betTypes, t);
  const showPortion = (portion: string) => portionListAllows(filters.gamePortions, portion);

  const weekPending = pendingRows.filter((r) => cardWeekOf(r.week) === cardWeekOf(filters.week));
  const cap = league ? pickCap(league, isPostseasonWeek(filters.week)) : null;
  const leagueSubmitted = league ? submitted.filter((s) => s.league_id === league.id) : [];

  const shownGames = games.games.filter((g) => {
    if (filters.sport !== "all" && g.home_team && filters.sport !== "NCAA Football") return false;
    return true;
  });

  // With nothing to show, a failed load says so once; the empty state is for a real empty answer.
  const loadFailed = games.error !== null && games.games.length === 0;

  const offlineNote =
    (!online || games.fromCache) && games.fetchedAt !== null
      ? `Offline — odds from ${formatClock24(games.fetchedAt)}`
      : null;

  const weekFilter = {
    value: String(filters.week),
    options: weekOptions(weeks, filters.week).map((o) => ({
      value: String(o.value),
      label: o.label,
    })),
    onChange: (w: string) => {
      setWeekChosen(true);
      setFilters({ ...filters, week: Number(w) });
    },
  };
  const activeFilters = [
    filters.sport !== "all",
    filters.conference !== "all",
    filters.oddsRestrictionEnabled,
    !filters.gamePortions.includes("all"),
    !filters.betTypes.includes("all"),
  ].filter(Boolean).length;

  const filterBar = (
    <FilterBar
      sport={{
        value: filters.sport,
        options: [
          { value: "all", label: "All Sports" },
          ...(games.filterOptions?.sports ?? []).map((x) => ({ value: x, label: x })),
        ],
        onChange: (sport) => setFilters({ ...filters, sport }),
      }}
      conference={{
        value: filters.conference,
        options: [
          { value: "all", label: "All Conferences" },
          { value: "top_25", label: "Top 25" },
          { value: "power_5", label: "Power 5" },
          ...(games.filterOptions?.conferences ?? []).map((c) => ({
            value: c.slug,
            label: c.name,
          })),
        ],
        onChange: (conference) => setFilters({ ...filters, conference }),
      }}
      odds={{
        label: "Restrict Odds",
        enabled: filters.oddsRestrictionEnabled,
        min: filters.minOdds,
        max: filters.maxOdds,
        onChange: (o) =>
          setFilters({
            ...filters,
            oddsRestrictionEnabled: o.enabled,
            minOdds: o.min,
            maxOdds: o.max,
          }),
      }}
      groups={[
        {
          label: "Game Portions",
          options: PORTION_GROUP_CHOICES,
          value: filters.gamePortions,
          onChange: (gamePortions) => setFilters({ ...filters, gamePortions }),
          allOption: true,
        },
        {
          label: "Bet Types",
          options: BET_TYPE_CHOICES,
          value: filters.betTypes,
          onChange: (betTypes) => setFilters({ ...filters, betTypes }),
          allOption: true,
        },
      ]}
    />
  );

  const slip = league && (
    <PickSlip
      title={`Pending picks — ${league.name}`}
      league={league}
      rows={pendingRows}
      weekHasLock={() => leagueSubmitted.some((s) => s.is_lock)}
      nowMs={nowMs}
      submitLabel={(n) => `Submit ${n} ${n === 1 ? "pick" : "picks"}`}
      onSubmit={() => void onSubmit()}
    />
  );

  const leaguePanel = (
    <LeaguePanel
      leagues={leagues}
      weekOf={weekOf}
      onWeek={(l, w) => userId !== null && void saveSelectedWeek(userId, l.id, w)}
      nowMs={nowMs}
      onSetLock={(p) => void lockSubmitted(p, pickText(p))}
    />
  );

  const gameList = games.loading ? (
    <Spinner block label="Loading games..." />
  ) : shownGames.length === 0 ? (
    !loadFailed && <p className="empty muted">No games found for the selected filters.</p>
  ) : (
    <div className="game-list">
      {shownGames.map((game, index) => {
        const lockAtMs = lockAtOf(league, game);
        // 'Not Available': started or locked, or a game the league does not play.
        const available = gameOpen(ctx, game) && !(league && leagueGameBlock(league, game));
        const onGame = leagueSubmitted.filter((s) => s.game_id === game.id);
        return (
          <NearViewport
            key={game.id}
            eager={index < 4}
            estimate={190}
            shell={(height) => (
              <article
                className="game-card game-card-shell"
                data-testid={`game-${game.id}`}
                aria-label={`${game.away_team.name} at ${game.home_team.name}`}
                style={{ height }}
              >
                <span className="small muted">{formatKickoff(game.game_time)}</span>
              </article>
            )}
          >
            <GameCard
              game={game}
              nowMs={nowMs}
              lockAtMs={lockAtMs}
              isPostseason={isPostseasonGame(game)}
              submitted={onGame.length > 0}
              available={available}
              dimmed={allMarketsSubmitted(ctx, game, onGame.length)}
              showBet={showBet}
              showPortion={showPortion}
              stateOf={(offer) => buttonState(ctx, game, offer)}
              onPick={(offer) => void onPick(game, offer)}
            />
          </NearViewport>
        );
      })}
    </div>
  );

  return (
    <div className={`sportsbook${phone && pendingRows.length ? " has-slip-bar" : ""}`}>
      {!phone && <aside className="sportsbook-left">{rankings}</aside>}
      <section className="sportsbook-centre">
        <ChooserBar
          leagues={leagues}
          leagueId={leagueId}
          onLeague={selectLeague}
          needsAction={needsAction}
          allLabel="All Leagues"
          week={weekFilter}
          onFilters={phone ? () => setFiltersOpen(true) : undefined}
          activeFilters={activeFilters}
        />
        {phone && <PaneTabs value={pane} onChange={setPane} />}
        {offlineNote && <Banner kind="warning">{offlineNote}</Banner>}
        {loadFailed && <Banner kind="error">Failed to load games</Banner>}
        <OfflineLockWarning online={online} rows={allPending} nowMs={nowMs} />
        {!phone && filterBar}
        {phone && pane === "games" && (
          <p className="summary-line small">
            {league
              ? `${leagueSubmitted.length + weekPending.length}/${cap} picks this week · ${leagueRestrictionLabels(league).betTypes}`
              : "Choose a league above to make picks"}
          </p>
        )}
        {!phone && (
          <p className="summary-line small" data-testid="filter-summary">
            {filterSummary(filters, {
              weeks,
              conferences: games.filterOptions?.conferences ?? [],
            })}
            {league && (
              <>
                {" "}
                | <strong>{league.name}</strong> · {leagueSubmitted.length + weekPending.length}/
                {cap} picks · restrictions: {leagueRestrictionLabels(league).betTypes};{" "}
                {leagueRestrictionLabels(league).portions};{" "}
                {(() => {
                  const b = leagueOddsBounds(league);
                  return !b || (b.min <= -1000 && b.max >= 1000)
                    ? "not restricted"
                    : `odds ${b.min} to ${b.max}`;
                })()}
              </>
            )}
          </p>
        )}
        {!phone && slip}
        {(!phone || pane === "games") && gameList}
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
            >
              {slip}
            </SlipBar>
          )}
        </>
      )}
    </div>
  );
}

/** A card dims when the user has submitted every market type the league allows on it. */
function allMarketsSubmitted(ctx: PickContext, game: { id: number }, submittedOnGame: number) {
  if (!ctx.league || submittedOnGame === 0) return false;
  const types = new Set(
    ctx.submitted
      .filter((s) => s.game_id === game.id && s.league_id === ctx.league!.id)
      .map((s) => s.pick_type),
  );
  const allowed = ctx.league.allowed_bet_types.length
    ? ctx.league.allowed_bet_types
    : ["spread", "over_under", "moneyline"];
  return allowed
    .filter((b) => b === "spread" || b === "over_under" || b === "moneyline")
    .every((b) => types.has(b));
}
