/**
 * The survivor screen's data: the pool's table and the week's games through the one data-loading
 * hook, the viewer's picks still in the outbox laid over the server's, and the outbox's answers
 * (an applied pick reloads the table; a refused one says the server's words and reloads it).
 */
import { useEffect, useMemo } from "react";
import { useAuth } from "#web/api/session";
import type { OutboxRow } from "#web/offline/db";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { useQueuedRows } from "#web/offline/queued-rows";
import { invalidateApi, updateApiData, useApiQuery } from "#web/lib/query";
import { learnServerTime } from "#web/lib/server-time";
import { toast } from "#web/ui/toast";
import {
  survivorGamesQuery,
  survivorQuery,
  type SurvivorPickJson,
  type SurvivorResponse,
} from "../api/survivor-api";
import {
  SURVIVOR_PICK_KIND,
  survivorRowLeague,
  type SurvivorPickBody,
} from "../api/survivor-mutations";
import { viewerPicks, withPick, type QueuedPick } from "../survivor-rules";

const isSurvivorRow = (row: OutboxRow) => row.kind === SURVIVOR_PICK_KIND;

/** The league's picks waiting in the outbox, in send order (a refused one is the Sync panel's). */
export function queuedPicks(rows: readonly OutboxRow[], leagueId: number): QueuedPick[] {
  return rows
    .filter((r) => r.status !== "rejected" && survivorRowLeague(r.path) === leagueId)
    .map((r) => ({ ...(r.body as SurvivorPickBody), mutationId: r.mutationId }));
}

export function useSurvivor(leagueId: number, enabled: boolean) {
  const userId = useAuth().user?.id ?? null;
  const table = useApiQuery({ ...survivorQuery(leagueId), enabled });
  const data = table.data;
  // A pool that is over shows its last week and loads no games to pick.
  const over = !!data && (data.winner !== null || data.current_week > data.last_week);
  const week = data ? Math.min(data.current_week, data.last_week) : null;
  const games = useApiQuery({
    ...survivorGamesQuery(leagueId, week ?? 0),
    enabled: enabled && week !== null && !over,
    keepPreviousData: true,
  });
  const fetchedAt = games.data?.fetch_status.fetched_at;
  useEffect(() => {
    if (fetchedAt && games.cachedAt === null) learnServerTime(fetchedAt);
  }, [fetchedAt, games.cachedAt]);

  const rows = useQueuedRows(userId, isSurvivorRow);
  const queued = useMemo(() => queuedPicks(rows, leagueId), [rows, leagueId]);
  const entry = table.data?.entries.find((e) => e.user_id === userId);
  const mine = useMemo(() => viewerPicks(entry, queued), [entry, queued]);

  useEffect(() => {
    const ours = (row: OutboxRow) => survivorRowLeague(row.path) === leagueId;
    const path = `/leagues/${leagueId}/survivor/`;
    const reload = () => invalidateApi(path);
    const stops = [
      onMutationApplied((row, answer) => {
        if (!ours(row)) return;
        const pick = (answer as { pick?: SurvivorPickJson } | null)?.pick;
        if (pick) updateApiData<SurvivorResponse>(path, (data) => withPick(data, userId, pick));
        reload();
      }, SURVIVOR_PICK_KIND),
      onMutationRejected((row) => {
        if (!ours(row)) return false;
        toast.error(row.lastError?.trim() || "Your survivor pick was not saved");
        reload();
        return true;
      }, SURVIVOR_PICK_KIND),
    ];
    return () => stops.forEach((stop) => stop());
  }, [leagueId, userId]);

  return { userId, table, games, week, over, entry, mine, queued };
}
