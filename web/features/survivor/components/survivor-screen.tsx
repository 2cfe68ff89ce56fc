import type { SurvivorPickType } from "#domain/leagues/enums";
import { calendarFor, weekTitle } from "#domain/season/calendars";
import { useEffect } from "react";
import { useServerNow } from "#web/lib/server-time";
import { CachedNotice } from "#web/ui/cached-notice";
import { Card } from "#web/ui/card";
import { LoadFailed } from "#web/ui/load-failed";
import { SkeletonRows } from "#web/ui/skeleton";
import { toast } from "#web/ui/toast";
import { queueSurvivorPick } from "../api/survivor-api";
import { useSurvivor } from "../hooks/use-survivor";
import {
  aliveText,
  gridRows,
  poolOverText,
  gridWeeks,
  teamNamer,
  usedTeamWeeks,
  type TeamRow,
} from "../survivor-rules";
import { SurvivorGrid } from "./survivor-grid";
import { SurvivorWeek } from "./survivor-week";
import "./survivor.css";

/** What the league page hands over: the league's own fields the screen reads. */
export interface SurvivorLeagueInfo {
  sport_key: string;
  survivor_pick_type?: string;
  is_active: boolean;
  league_type?: string;
}

/**
 * A survivor league's page centre (issue 47): "Still alive: 7 of 12", the viewer's week as team
 * rows (tap, then Confirm; the pick goes through the outbox and shows at once, offline too), and
 * the pool's grid of every member's picks.
 */
export function SurvivorScreen({
  leagueId,
  member,
  league,
  onShown,
}: {
  leagueId: number;
  member: boolean;
  league: SurvivorLeagueInfo;
  /** Called once the pool is drawn (the page places what comes below it then). */
  onShown?: () => void;
}) {
  // A public pool reads whole for anyone signed in (the server decides what is hidden); a
  // private one only for its members.
  const readable = member || league.league_type === "public";
  const { userId, table, games, week, over, entry, mine } = useSurvivor(leagueId, readable);
  const drawn = !!table.data && (over || !member || !!games.data || games.isError);
  useEffect(() => {
    if (drawn) onShown?.();
  }, [drawn, onShown]);
  const nowMs = useServerNow(30_000);
  const cal = calendarFor(league.sport_key);
  const title = (w: number) => weekTitle(w, cal);
  const pickType: SurvivorPickType =
    league.survivor_pick_type === "spread" ? "spread" : "straight_up";

  if (!readable)
    return (
      <Card title="Survivor">
        <p className="muted">Survivor picks are visible to members of this league.</p>
      </Card>
    );
  if (table.isError && !table.data)
    return (
      <Card title="Survivor">
        <LoadFailed onRetry={table.retry}>Failed to load the survivor pool</LoadFailed>
      </Card>
    );
  const data = table.data;
  if (!data || week === null)
    return (
      <Card title="Survivor">
        <SkeletonRows label="Loading the survivor pool" rows={6} height={52} />
      </Card>
    );

  const weekName = title(week);
  const current = mine.find((p) => p.week === week) ?? null;
  const alive = entry?.status === "alive";
  const canPick = member && alive && league.is_active;
  const gameList = games.data?.games ?? [];
  const rows = gridRows(data.entries, {
    currentWeek: week,
    viewerId: userId,
    viewer: mine,
    teamName: teamNamer(gameList),
    weekName: title,
  });

  async function confirm(row: TeamRow) {
    try {
      await queueSurvivorPick(
        leagueId,
        { week: week!, game_id: row.gameId, team_id: row.team.id },
        `Survivor pick: ${row.team.name} (${weekName})`,
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Your pick was not saved");
    }
  }

  return (
    <div className="stack survivor">
      <Card>
        <p className="survivor-alive">{aliveText(data.alive_count, data.member_count)}</p>
        {entry && (
          <p className="small muted">
            {alive
              ? `You are alive · ${entry.lives_left} ${entry.lives_left === 1 ? "life" : "lives"} left`
              : entry.eliminated_week === null
                ? "You are out"
                : `You were eliminated in ${title(entry.eliminated_week)}`}
          </p>
        )}
        <CachedNotice path={`/leagues/${leagueId}/survivor/`} />
      </Card>
      {over ? (
        <Card title="Pool over">
          <p className="survivor-over">{poolOverText(data, userId, title)}</p>
        </Card>
      ) : !member ? (
        <Card title={`${weekName} pick`}>
          <p className="muted">
            Join the pool to pick a team: a new member plays from this week, with every life.
          </p>
        </Card>
      ) : (
        <Card title={`${weekName} pick`}>
          {games.isError && !games.data ? (
            <LoadFailed onRetry={games.retry}>{"Failed to load this week's games"}</LoadFailed>
          ) : !games.data ? (
            <SkeletonRows label="Loading this week's games" rows={6} height={56} />
          ) : (
            <SurvivorWeek
              games={gameList}
              weekName={weekName}
              pickType={pickType}
              nowMs={nowMs}
              canPick={canPick}
              used={usedTeamWeeks(mine, week)}
              current={current}
              weekTitle={title}
              onConfirm={confirm}
            />
          )}
        </Card>
      )}
      <Card title="The pool">
        <SurvivorGrid
          rows={rows}
          weeks={gridWeeks(data.entries, week)}
          weekShort={(w) => cal.weekNames[w] ?? String(w)}
        />
      </Card>
    </div>
  );
}
