import { useEffect, useMemo, useState } from "react";
import type { LiveGame, LiveResponse, LiveRow } from "#domain/standings/contract";
import type { LiveWeekLeague } from "#domain/standings/live-week";
import { ApiError } from "#web/api/errors";
import { formatTime, offlineUpdatedText } from "#web/lib/format";
import { useOnline } from "#web/lib/online";
import { useApiQuery } from "#web/lib/query";
import { visibleInterval } from "#web/lib/visible-interval";
import { Button } from "#web/ui/button";
import { Card } from "#web/ui/card";
import { LoadFailed } from "#web/ui/load-failed";
import { NotSaved } from "#web/ui/not-saved";
import { SkeletonRows } from "#web/ui/skeleton";
import { LIVE_POLL_MS, liveQuery } from "../api/live";
import {
  remainingGames,
  splitText,
  survivorWhatIfRows,
  whatIfRows,
  type SurvivorWhatIfRules,
  type WhatIfOutcome,
} from "../live-logic";
import { LiveChips } from "./live-chips";
import { WhatIfPanel } from "./what-if-panel";
import "../gameday.css";

const SURVIVOR_WORDS = { alive: "Alive", at_risk: "At risk", out: "Out" } as const;

/** The league's tiebreakers, when the league answer carries them (a member's view does). */
function rulesOf(league: object, id: number): LiveWeekLeague | null {
  const l = league as Partial<LiveWeekLeague>;
  if (typeof l.primary_tiebreaker !== "string" || typeof l.secondary_tiebreaker !== "string")
    return null;
  return {
    id,
    primary_tiebreaker: l.primary_tiebreaker,
    secondary_tiebreaker: l.secondary_tiebreaker,
    count_push_as_win: !!l.count_push_as_win,
  };
}

/** A survivor league's grading rules, when the league answer carries them. */
function survivorRulesOf(league: object): SurvivorWhatIfRules | null {
  const l = league as { survivor_pick_type?: unknown; survivor_push?: unknown };
  if (l.survivor_pick_type !== "straight_up" && l.survivor_pick_type !== "spread") return null;
  return { pickType: l.survivor_pick_type, push: l.survivor_push === "lose" ? "lose" : "survive" };
}

/**
 * The live leaderboard of the league's current week (issue 48): every member's rank, points so
 * far and still possible, picks as chips, splits of the started games, and a what-if that
 * re-ranks on the phone. Polls once a minute while visible (ADR 0409); offline it shows the last
 * answer with its time.
 */
export function LiveScreen({
  leagueId,
  week,
  league,
}: {
  leagueId: number;
  /** The league's current week; null: the server's current week. */
  week: number | null;
  league: object;
}) {
  const answer = useApiQuery(liveQuery(leagueId, week));
  const { refetch } = answer;
  // Once a minute while the page is visible, none while hidden (ADR 0409).
  useEffect(() => visibleInterval(() => void refetch(), LIVE_POLL_MS), [refetch, leagueId, week]);
  const online = useOnline();
  const [whatIf, setWhatIf] = useState(false);
  const [outcomes, setOutcomes] = useState<Map<number, WhatIfOutcome>>(new Map());
  const data = answer.data?.answer;
  const rules = useMemo(() => rulesOf(league, leagueId), [league, leagueId]);
  const survivorRules = useMemo(() => survivorRulesOf(league), [league]);
  const rows = useMemo(() => {
    if (!data) return [];
    if (data.pool_format === "survivor")
      return survivorRules ? survivorWhatIfRows(data, survivorRules, outcomes) : data.rows;
    return rules ? whatIfRows(data, rules, outcomes) : data.rows;
  }, [data, rules, survivorRules, outcomes]);
  const games = useMemo(() => new Map((data?.games ?? []).map((g) => [g.game_id, g])), [data]);

  // Not a member of a private league (404/403): the page says so elsewhere; nothing to add.
  if (answer.error instanceof ApiError && [403, 404].includes(answer.error.status) && !data)
    return null;
  if (!data) {
    if (answer.isError)
      return online ? (
        <LoadFailed onRetry={answer.retry}>Failed to load the live leaderboard</LoadFailed>
      ) : (
        <NotSaved />
      );
    return (
      <Card title="Live this week">
        <SkeletonRows label="Loading the live leaderboard" rows={3} />
      </Card>
    );
  }
  const survivor = data.pool_format === "survivor";
  const shownAt = answer.cachedAt ?? answer.data!.checkedAt;
  const stale = answer.cachedAt !== null || !online;
  const open = (survivor ? survivorRules : rules) ? remainingGames(data) : [];
  const allChips = data.rows.flatMap((r) => r.picks);
  const active = whatIf && outcomes.size > 0;
  return (
    <Card
      title={`Live: week ${data.week}`}
      className="live-board"
      actions={
        open.length > 0 && (
          <Button
            size="sm"
            variant={whatIf ? "primary" : "secondary"}
            aria-expanded={whatIf}
            onClick={() => {
              setWhatIf(!whatIf);
              setOutcomes(new Map());
            }}
          >
            What if…
          </Button>
        )
      }
    >
      <p className={`small ${stale ? "cached-notice" : "muted"}`} role="status">
        {stale && shownAt
          ? offlineUpdatedText(shownAt)
          : `As of ${formatTime(shownAt || Date.now())}`}
        {" · updates every minute"}
      </p>
      {whatIf && <WhatIfPanel games={open} outcomes={outcomes} onChange={setOutcomes} />}
      {active && (
        <p className="live-whatif-note small" role="status">
          What-if ranks, not the real ones. Reset returns to the real state.
        </p>
      )}
      <ol className="live-rows" aria-label={active ? "What-if ranks" : "Live ranks"}>
        {rows.map((row) => (
          <LiveRowItem
            key={row.user_id}
            row={row}
            games={games}
            survivor={survivorRules}
            outcomes={active ? outcomes : new Map()}
          />
        ))}
      </ol>
      <Splits data={data} games={games} chips={allChips} />
    </Card>
  );
}

function LiveRowItem({
  row,
  games,
  survivor,
  outcomes,
}: {
  row: LiveRow;
  games: ReadonlyMap<number, LiveGame>;
  /** A survivor league's rules (null: a league of points, or rules not at hand). */
  survivor: SurvivorWhatIfRules | null;
  outcomes: ReadonlyMap<number, WhatIfOutcome>;
}) {
  const status = row.survivor_status;
  return (
    <li className="live-row" data-user={row.username}>
      <div className="live-row-head">
        <span className="live-rank">{row.rank}</span>
        <strong className="live-name">{row.username}</strong>
        {status ? (
          <span className={`live-status live-status-${status}`}>
            {SURVIVOR_WORDS[status]}
            {row.lives_left !== undefined && status !== "out" && ` · ${row.lives_left} ♥`}
          </span>
        ) : (
          <span className="live-points">
            <strong>{row.points}</strong> pts
            <span className="muted small"> · up to {row.points_possible}</span>
          </span>
        )}
      </div>
      {!row.can_still_win && !status && (
        <p className="live-out small">Can no longer catch the leader</p>
      )}
      <LiveChips
        chips={row.picks}
        games={games}
        outcomes={outcomes}
        survivorPickType={survivor?.pickType}
      />
    </li>
  );
}

function Splits({
  data,
  games,
  chips,
}: {
  data: LiveResponse;
  games: ReadonlyMap<number, LiveGame>;
  chips: LiveResponse["rows"][number]["picks"];
}) {
  const lines = data.splits.flatMap((s) => {
    const game = games.get(s.game_id);
    return game ? [{ key: `${s.game_id}:${s.pick_type}:${s.game_portion}`, game, s }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <details className="live-splits">
      <summary className="small">How the league picked ({lines.length})</summary>
      <ul className="stack-sm">
        {lines.map(({ key, game, s }) => (
          <li key={key} className="small">
            <span className="muted">
              {game.away_team_short} @ {game.home_team_short}:
            </span>{" "}
            {splitText(s, game, chips)}
          </li>
        ))}
      </ul>
    </details>
  );
}
