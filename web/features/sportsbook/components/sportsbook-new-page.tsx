/**
 * The newer sportsbook (/sportsbook-new, spec section 2): checkbox filters, a selected-league banner,
 * a games grid sorted by kickoff and a sidebar (leagues by sport, My Leagues, collapsible Top 25).
 * Each pending pick is sent as its own POST /api/picks/ through the outbox.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { betListAllows, pickTypeOf, type BetType, type PickType } from "#domain/picks/names";
import { isPostseasonGame, postseasonStage } from "#domain/picks/postseason";
import {
  NEW_SCREEN_MAX_ODDS,
  NEW_SCREEN_MIN_ODDS,
  checkNewScreenPick,
  isShowableOdds,
  leagueGameBlock,
  type PickChoice,
} from "#domain/picks/rules";
import type { SportsbookGame, SportsbookLeague } from "#domain/sportsbook/contract";
import type { SubmittedPick } from "#domain/picks/contract";
import { type CardWeek } from "#domain/picks/weeks";
import { api } from "#web/api/client";
import { useAuth } from "#web/api/session";
import { db } from "#web/offline/db";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import {
  CREATE_PICK_KIND,
  SET_LOCK_KIND,
  queueCreatePick,
  queueSetLock,
} from "../api/sportsbook-api";
import { useFlash } from "../hooks/use-flash";
import { lockAtOf, setPendingLock, submittedChoice } from "../hooks/use-pick-actions";
import {
  pendingKey,
  pendingOf,
  usePendingPicks,
  usePendingSync,
  useLeagueStatus,
  useWeekGames,
  type PendingPick,
} from "../hooks/use-sportsbook-data";
import { useOnline } from "#web/lib/online";
import { useServerNow } from "#web/lib/server-time";
import { conferenceOptions } from "./conference-options";
import {
  formatClock24,
  formatKickoff,
  formatLine,
  formatOdds,
  lockCountdown,
} from "#web/lib/format";
import { pickText } from "./league-panel";
import { OfflineLockWarning } from "./offline-lock-warning";
import "./sportsbook.css";

/** Section 8: "Error: {message}" with "HTTP {status}: ..." when the server answered. */
function gamesErrorText(message: string, status: number | null): string {
  if (!status) return `Error: ${message}`;
  const detail = message && message !== `HTTP ${status}` ? message : "Failed to load games";
  return `Error: HTTP ${status}: ${detail}`;
}

const BET_CHOICES: { value: BetType; label: string }[] = [
  { value: "spread", label: "Spread" },
  { value: "over_under", label: "Over/Under" },
  { value: "moneyline", label: "Moneyline" },
];
const PORTION_CHOICES = [
  { value: "full_game", label: "Full Game" },
  { value: "first_half", label: "First Half" },
  { value: "second_half", label: "Second Half" },
  { value: "first_quarter", label: "1st Quarter" },
  { value: "fourth_quarter", label: "4th Quarter" },
];

interface SidebarRanking {
  id: number;
  rank: number;
  name: string;
  wins: number;
  losses: number;
  conference: string | null;
  points: number;
}

const toggle = <T,>(list: T[], v: T) =>
  list.includes(v) ? list.filter((x) => x !== v) : [...list, v];

export function SportsbookNewPage() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const online = useOnline();
  const nowMs = useServerNow(1000);
  const [week, setWeek] = useState<CardWeek>(0);
  const [weekSet, setWeekSet] = useState(false);
  const [conference, setConference] = useState("all");
  const [oddsOn, setOddsOn] = useState(false);
  const [minOdds, setMinOdds] = useState(NEW_SCREEN_MIN_ODDS);
  const [maxOdds, setMaxOdds] = useState(NEW_SCREEN_MAX_ODDS);
  const [post, setPost] = useState({ conf: true, bowl: true, playoff: true });
  const [portions, setPortions] = useState<string[]>(["full_game"]);
  const [bets, setBets] = useState<BetType[]>(["spread", "over_under", "moneyline"]);
  const [leagueSport, setLeagueSport] = useState("all");
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const [showRankings, setShowRankings] = useState(true);
  const [rankings, setRankings] = useState<SidebarRanking[] | null>(null);
  const { flash, show } = useFlash();
  const [leaguePicks, setLeaguePicks] = useState<Map<number, SubmittedPick[]>>(new Map());
  const [nonce, setNonce] = useState(0);

  const status = useLeagueStatus(week);
  const games = useWeekGames(week, conference);
  const pendingRows = usePendingPicks(leagueId);
  usePendingSync();

  useEffect(() => {
    if (!weekSet && status.data) {
      setWeek(status.data.current_week >= 15 ? "postseason" : status.data.current_week);
      setWeekSet(true);
    }
  }, [weekSet, status.data]);

  useEffect(() => {
    api<{ rankings: SidebarRanking[] }>("/rankings/", { query: { sport: "ncaa-football" } })
      .then((r) => setRankings(r.rankings.slice(0, 25)))
      .catch(() => setRankings([]));
  }, []);

  const leagues = useMemo(() => status.data?.leagues ?? [], [status.data]);
  // Each league's submitted picks (weeks 0-14 and the postseason) in one call per league.
  useEffect(() => {
    const controller = new AbortController();
    Promise.all(
      leagues.map((l) =>
        api<{ picks: SubmittedPick[] }>("/user-picks/", {
          query: { league_id: l.id },
          signal: controller.signal,
        })
          .then((r) => [l.id, r.picks] as const)
          .catch(() => [l.id, [] as SubmittedPick[]] as const),
      ),
    ).then((entries) => {
      if (!controller.signal.aborted) setLeaguePicks(new Map(entries));
    });
    return () => controller.abort();
  }, [leagues, nonce]);

  const reload = useCallback(() => {
    status.reload();
    setNonce((n) => n + 1);
  }, [status]);
  // Rejections of one submission arrive one call at a time: collected, then alerted once.
  const failedPicks = useRef<string[]>([]);
  useEffect(() => {
    const offs = [
      onMutationApplied(() => reload(), CREATE_PICK_KIND),
      onMutationRejected((row) => {
        failedPicks.current.push(row.lastError || "Unknown error");
        reload();
      }, CREATE_PICK_KIND),
      onMutationApplied(() => {
        show("success", "Lock set successfully!");
        reload();
      }, SET_LOCK_KIND),
      onMutationRejected((row) => {
        const status = row.rejectedStatus ?? 0;
        reload();
        window.alert(
          status >= 500
            ? `Server error (${status}). Lock may have been set - try refreshing.`
            : `Failed to set lock: ${row.lastError || "Unknown error"}`,
        );
      }, SET_LOCK_KIND),
    ];
    return () => offs.forEach((off) => off());
  }, [reload, show]);

  const league = leagues.find((l) => l.id === leagueId) ?? null;
  const submitted = leagueId !== null ? (leaguePicks.get(leagueId) ?? []) : [];
  const pending = pendingRows.map(pendingOf);
  const sending = pending.some((p) => p.batchId && !p.rejection);
  useEffect(() => {
    if (sending || !failedPicks.current.length) return;
    const errors = failedPicks.current.join("; ");
    failedPicks.current = [];
    window.alert(`Some picks failed to submit: ${errors}`);
  }, [sending, pendingRows]);
  // One lock per league and week (spec section 4): a week with a submitted lock offers no other.
  const weekHasLock = (week: number) => submitted.some((s) => s.is_lock && s.week === week);

  const visibleLeagues = leagues.filter(
    (l) => leagueSport === "all" || l.sport_name === leagueSport || l.sport.name === leagueSport,
  );

  const shown = games.games
    .filter((g) => {
      if (!isPostseasonGame(g)) return true;
      const stage = postseasonStage(g);
      if (stage === "conference_championship") return post.conf;
      if (stage === "bowl") return post.bowl;
      if (stage === "playoff") return post.playoff;
      return post.conf || post.bowl || post.playoff;
    })
    .sort((a, b) => a.game_time.localeCompare(b.game_time));

  const visibleOdds = (odds: number | null) =>
    isShowableOdds(odds) && (!oddsOn || (odds >= minOdds && odds <= maxOdds));

  const addPick = async (
    game: SportsbookGame,
    choice: PickChoice,
    extra: Omit<
      PendingPick,
      | "gameId"
      | "pickType"
      | "gamePortion"
      | "side"
      | "propId"
      | "odds"
      | "gameTime"
      | "lockAt"
      | "isLock"
    >,
  ) => {
    if (!league || userId === null) return window.alert("Please select a league first");
    const key = pendingKey(userId, league.id, { ...choice, propId: choice.propId ?? null });
    if (pendingRows.some((r) => r.key === key)) {
      await db.pendingPicks.delete(key);
      return;
    }
    const weekPicks = submitted.filter(
      (s) => s.week === game.week || (isPostseasonGame(s) && isPostseasonGame(game)),
    );
    const error = checkNewScreenPick({
      league,
      game,
      choice,
      existing: [
        ...weekPicks.map(submittedChoice),
        ...pending
          .filter((p) => !p.rejection)
          .map((p) => ({ ...p, pickType: p.pickType as PickType })),
      ],
      isLock: false,
      weekHasLock: false,
      submittedCount: weekPicks.length + pending.filter((p) => !p.rejection).length,
    });
    if (error) return window.alert(error);
    const row: PendingPick = {
      ...extra,
      gameId: game.id,
      pickType: choice.pickType,
      gamePortion: choice.gamePortion,
      side: choice.side,
      propId: null,
      odds: choice.odds,
      gameTime: game.game_time,
      lockAt: new Date(lockAtOf(league, game)).toISOString(),
      isLock: false,
    };
    await db.pendingPicks.put({
      key,
      userId,
      leagueId: league.id,
      week: game.week,
      gameId: game.id,
      pick: row as unknown as Record<string, unknown>,
      mutationId: null,
      updatedAt: Date.now(),
    });
  };

  const submitAll = async () => {
    if (!league) return window.alert("Please select a league first");
    const rows = pendingRows.filter((r) => !pendingOf(r).batchId || pendingOf(r).rejection);
    try {
      for (const row of rows) {
        const p = pendingOf(row);
        await queueCreatePick(
          {
            game: p.gameId,
            betType: p.pickType === "over_under" ? "total" : p.pickType,
            selection: p.side,
            leagueId: league.id,
            week: row.week,
            isLock: p.isLock,
            gamePortion: p.gamePortion,
          },
          row.key,
          `Pick: ${p.name}`,
        );
      }
    } catch {
      return window.alert("Failed to submit picks");
    }
    if (!online)
      show("warning", "Saved on this device — picks will be sent when you are back online.");
  };

  const toggleLock = async (row: (typeof pendingRows)[number], on: boolean) => {
    if (on && !window.confirm(`Set ${pendingOf(row).name} as your lock pick?`)) return;
    await setPendingLock(pendingRows, row.key, on);
  };

  const setLock = async (pick: SubmittedPick) => {
    if (!league?.enable_locks) return window.alert("Locks are not enabled for this league");
    if (Date.parse(pick.game_detail.game_time) <= nowMs)
      return window.alert("Cannot change lock status - game has already started");
    if (!window.confirm(`Set ${pickText(pick)} as your lock pick?`)) return;
    await queueSetLock(pick.id, `Lock: ${pickText(pick)}`);
  };

  const betButton = (
    game: SportsbookGame,
    portion: string,
    pickType: PickType,
    side: PickChoice["side"],
    label: string,
    odds: number | null,
    line: number | null,
    teamId: number | null,
  ) => {
    if (!visibleOdds(odds)) return null;
    const choice: PickChoice = { gameId: game.id, pickType, gamePortion: portion, side, odds };
    const key =
      userId !== null && league ? pendingKey(userId, league.id, { ...choice, propId: null }) : "";
    const selected = pendingRows.some((r) => r.key === key);
    // Not pickable: started or locked, or a game the league does not play (week 0, postseason).
    const available =
      game.status === "scheduled" &&
      nowMs < lockAtOf(league, game) &&
      !(league && leagueGameBlock(league, game));
    return (
      <button
        type="button"
        key={`${portion}-${pickType}-${side}`}
        className={`odds-btn ${selected ? "odds-selected" : available ? "odds-available" : "odds-disabled"}`}
        disabled={!available}
        aria-pressed={selected}
        onClick={() => void addPick(game, choice, { name: label, line, pickedTeamId: teamId })}
      >
        <span className="odds-label">{label}</span>
        <span className="odds-price">{formatOdds(odds)}</span>
      </button>
    );
  };

  return (
    <div className="sbn">
      <section className="stack">
        {flash && <Banner kind={flash.kind}>{flash.text}</Banner>}
        {(!online || games.fromCache) && games.fetchedAt !== null && (
          <Banner kind="warning">Offline — odds from {formatClock24(games.fetchedAt)}</Banner>
        )}
        <OfflineLockWarning online={online} rows={pendingRows} nowMs={nowMs} />
        <div className="sbn-filters">
          <label className="field">
            <span className="field-label">Sport</span>
            <select className="select" value="NCAA Football" onChange={() => undefined}>
              <option value="NCAA Football">NCAA Football</option>
            </select>
          </label>
          <label className="field">
            <span className="field-label">Week</span>
            <select
              className="select"
              aria-label="Week"
              value={String(week)}
              onChange={(e) => {
                setWeekSet(true);
                setWeek(e.target.value === "postseason" ? "postseason" : Number(e.target.value));
              }}
            >
              {Array.from({ length: 15 }, (_, i) => (
                <option key={i} value={i}>
                  Week {i}
                </option>
              ))}
              <option value="postseason">Postseason</option>
            </select>
          </label>
          <label className="field">
            <span className="field-label">Conference</span>
            <select
              className="select"
              value={conference}
              onChange={(e) => setConference(e.target.value)}
            >
              <option value="all">All Conferences</option>
              <option value="top_25">Top 25</option>
              <option value="power_5">Power 5</option>
              {conferenceOptions(games.filterOptions?.conferences).map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <label className="row small">
              <input
                type="checkbox"
                checked={oddsOn}
                onChange={(e) => setOddsOn(e.target.checked)}
              />{" "}
              Odds restriction
            </label>
            <input
              className="input input-sm"
              type="number"
              aria-label="Min odds"
              value={minOdds}
              onChange={(e) => setMinOdds(Number(e.target.value))}
            />
            <input
              className="input input-sm"
              type="number"
              aria-label="Max odds"
              value={maxOdds}
              onChange={(e) => setMaxOdds(Number(e.target.value))}
            />
          </fieldset>
          <fieldset>
            <legend className="small muted">Postseason</legend>
            <label className="row small">
              <input
                type="checkbox"
                checked={post.conf}
                onChange={() => setPost({ ...post, conf: !post.conf })}
              />{" "}
              Conference Championships
            </label>
            <label className="row small">
              <input
                type="checkbox"
                checked={post.bowl}
                onChange={() => setPost({ ...post, bowl: !post.bowl })}
              />{" "}
              Bowl Games
            </label>
            <label className="row small">
              <input
                type="checkbox"
                checked={post.playoff}
                onChange={() => setPost({ ...post, playoff: !post.playoff })}
              />{" "}
              Playoffs
            </label>
          </fieldset>
          <fieldset>
            <legend className="small muted">Portions</legend>
            {PORTION_CHOICES.map((p) => (
              <label key={p.value} className="row small">
                <input
                  type="checkbox"
                  checked={portions.includes(p.value)}
                  onChange={() => setPortions(toggle(portions, p.value))}
                />{" "}
                {p.label}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend className="small muted">Bet types</legend>
            {BET_CHOICES.map((b) => (
              <label key={b.value} className="row small">
                <input
                  type="checkbox"
                  checked={bets.includes(b.value)}
                  onChange={() => setBets(toggle(bets, b.value))}
                />{" "}
                {b.label}
              </label>
            ))}
          </fieldset>
        </div>
        {league && (
          <Banner kind="info">
            <div className="row row-between">
              <span>
                Making picks for <strong>{league.name}</strong>
              </span>
              <Button size="sm" variant="secondary" onClick={() => setLeagueId(null)}>
                Clear Selection
              </Button>
            </div>
          </Banner>
        )}
        {pendingRows.length > 0 && (
          <section className="pick-slip card" aria-label="Pending picks">
            <h3>Pending picks</h3>
            <ul>
              {pendingRows.map((row) => {
                const p = pendingOf(row);
                const queued = Boolean(p.batchId) && !p.rejection;
                return (
                  <li key={row.key} className="pending-pick" data-testid="pending-pick">
                    <div className="row row-between">
                      <span>
                        <strong>{p.name}</strong> {formatOdds(p.odds)}{" "}
                        {p.isLock && <span className="lock-tag">LOCK</span>}
                      </span>
                      <span className="small muted">
                        {lockCountdown(Date.parse(p.lockAt), nowMs)}
                      </span>
                    </div>
                    {queued && <div className="small status-warn">Waiting to sync</div>}
                    {p.rejection && (
                      <div className="small field-error" role="alert" data-testid="pick-rejection">
                        Rejected: {p.rejection}
                      </div>
                    )}
                    {!queued && (
                      <div className="row">
                        {league?.enable_locks && (p.isLock || !weekHasLock(row.week)) && (
                          <label className="row small">
                            <input
                              type="checkbox"
                              checked={p.isLock}
                              onChange={(e) => void toggleLock(row, e.target.checked)}
                            />
                            Lock
                          </label>
                        )}
                        <button
                          type="button"
                          className="btn btn-link btn-sm"
                          onClick={() => void db.pendingPicks.delete(row.key)}
                        >
                          Remove
                        </button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <Button onClick={() => void submitAll()}>Submit Picks</Button>
          </section>
        )}
        {games.loading ? (
          <p className="muted">Loading games...</p>
        ) : games.error && !games.games.length ? (
          <Banner kind="error">{gamesErrorText(games.error, games.errorStatus)}</Banner>
        ) : shown.length === 0 ? (
          <p className="empty muted">No games match your current filters</p>
        ) : (
          <div className="sbn-grid">
            {shown.map((game) => {
              const lockAt = lockAtOf(league, game);
              const markets = [
                ...(game.current_odds ? [{ game_portion: "full_game", ...game.current_odds }] : []),
                ...game.game_portion_odds,
              ].filter((o) => portions.includes(o.game_portion));
              const mine = submitted.filter((s) => s.game_id === game.id);
              return (
                <article key={game.id} className="game-card" data-testid={`game-${game.id}`}>
                  <div className="small muted">
                    {formatKickoff(game.game_time)}
                    {game.venue ? ` · ${game.venue}` : ""}
                  </div>
                  <h3 className="matchup">
                    {game.away_team.name} @ {game.home_team.name}
                  </h3>
                  <div className="countdown small" data-testid="lock-countdown">
                    {lockCountdown(lockAt, nowMs)}
                  </div>
                  {markets.map((o) => (
                    <div key={o.game_portion} className="game-section">
                      <h5>{PORTION_CHOICES.find((p) => p.value === o.game_portion)?.label}</h5>
                      <div className="market">
                        {bets.includes("spread") &&
                          o.away_spread !== null &&
                          betButton(
                            game,
                            o.game_portion,
                            "spread",
                            "away",
                            `${game.away_team.abbreviation} ${formatLine(o.away_spread)}`,
                            o.away_spread_odds,
                            o.away_spread,
                            game.away_team.id,
                          )}
                        {bets.includes("spread") &&
                          o.home_spread !== null &&
                          betButton(
                            game,
                            o.game_portion,
                            "spread",
                            "home",
                            `${game.home_team.abbreviation} ${formatLine(o.home_spread)}`,
                            o.home_spread_odds,
                            o.home_spread,
                            game.home_team.id,
                          )}
                        {bets.includes("over_under") &&
                          o.total_points !== null &&
                          betButton(
                            game,
                            o.game_portion,
                            "over_under",
                            "over",
                            `Over ${o.total_points}`,
                            o.over_odds,
                            o.total_points,
                            null,
                          )}
                        {bets.includes("over_under") &&
                          o.total_points !== null &&
                          betButton(
                            game,
                            o.game_portion,
                            "over_under",
                            "under",
                            `Under ${o.total_points}`,
                            o.under_odds,
                            o.total_points,
                            null,
                          )}
                        {bets.includes("moneyline") &&
                          betButton(
                            game,
                            o.game_portion,
                            "moneyline",
                            "away",
                            `${game.away_team.abbreviation} ML`,
                            o.away_ml_odds,
                            null,
                            game.away_team.id,
                          )}
                        {bets.includes("moneyline") &&
                          betButton(
                            game,
                            o.game_portion,
                            "moneyline",
                            "home",
                            `${game.home_team.abbreviation} ML`,
                            o.home_ml_odds,
                            null,
                            game.home_team.id,
                          )}
                      </div>
                    </div>
                  ))}
                  {mine.length > 0 && (
                    <ul className="card-picks small">
                      {mine.map((p) => (
                        <li key={p.id} className="card-pick">
                          <span className="card-pick-text">
                            {p.is_correct === true ? "✓ " : p.is_correct === false ? "✗ " : ""}
                            {pickText(p)} {formatOdds(p.odds_at_pick)}
                          </span>
                          {p.is_lock ? (
                            <span className="lock-tag">LOCK</span>
                          ) : (
                            league?.enable_locks &&
                            !weekHasLock(p.week) && (
                              <button
                                type="button"
                                className="btn btn-link btn-sm"
                                onClick={() => void setLock(p)}
                              >
                                Set lock
                              </button>
                            )
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              );
            })}
          </div>
        )}
      </section>
      <aside className="stack">
        <label className="field">
          <span className="field-label">League sport</span>
          <select
            className="select"
            value={leagueSport}
            onChange={(e) => setLeagueSport(e.target.value)}
          >
            <option value="all">All Sports</option>
            <option value="NCAA Football">NCAA Football</option>
            <option value="NFL">NFL</option>
            <option value="NBA">NBA</option>
          </select>
        </label>
        <h2>My Leagues</h2>
        <div className="sbn-leagues">
          {visibleLeagues.map((l) => (
            <LeagueButton
              key={l.id}
              league={l}
              active={l.id === leagueId}
              picks={leaguePicks.get(l.id) ?? []}
              onClick={() => {
                setLeagueId(l.id);
                setBets(
                  (l.allowed_bet_types.length
                    ? l.allowed_bet_types
                    : ["spread", "over_under", "moneyline"]
                  )
                    .map((b) => b as BetType)
                    .filter((b) =>
                      betListAllows(["spread", "over_under", "moneyline"], pickTypeOf(b)),
                    ),
                );
              }}
            />
          ))}
        </div>
        {visibleLeagues.length > 3 && <p className="small muted">Scroll for more leagues...</p>}
        <section className="card">
          <button
            type="button"
            className="btn btn-ghost btn-block"
            aria-expanded={showRankings}
            onClick={() => setShowRankings((s) => !s)}
          >
            Top 25 {showRankings ? "▾" : "▸"}
          </button>
          {showRankings &&
            (rankings === null ? (
              <p className="small muted">Rankings loading...</p>
            ) : (
              <ol className="sbn-rankings">
                {rankings.map((r) => (
                  <li key={r.id}>
                    <strong>{r.rank}</strong> {r.name} ({r.wins}-{r.losses}){" "}
                    <span className="muted">{r.conference}</span>{" "}
                    <span className="small">{r.points} pts</span>
                  </li>
                ))}
              </ol>
            ))}
        </section>
      </aside>
    </div>
  );
}

function LeagueButton({
  league,
  active,
  picks,
  onClick,
}: {
  league: SportsbookLeague;
  active: boolean;
  picks: SubmittedPick[];
  onClick: () => void;
}) {
  const thisWeek = picks.filter((p) => p.week === league.current_week);
  return (
    <button
      type="button"
      className={`card sbn-league${active ? " sbn-league-active" : ""}`}
      onClick={onClick}
    >
      <strong>{league.name}</strong>
      <div className="small muted">
        {league.sport_name} · {thisWeek.length}/{league.picks_required} picks this week ·{" "}
        {picks.filter((p) => p.is_correct).length} correct
      </div>
    </button>
  );
}
