/**
 * The pick splits of a league's week (issue 48) from its submitted picks as the API serialises
 * them: only games that have kicked off by the server's clock (domain/picks/splits.ts).
 */
import { gameHasStarted } from "#domain/leagues/pick-visibility";
import type { SubmittedPick } from "#domain/picks/contract";
import { pickSplits, type PickSplit, type SplitGame } from "#domain/picks/splits";

export function splitsOfPicks(picks: readonly SubmittedPick[], now: Date): PickSplit[] {
  const games = new Map<number, SplitGame & { kickoff: string; status: string }>();
  for (const p of picks)
    games.set(p.game_id, {
      home_team_id: p.game_detail.home_team_id,
      away_team_id: p.game_detail.away_team_id,
      kickoff: p.game_detail.game_time,
      status: p.game_detail.status,
    });
  return pickSplits(
    picks.map((p) => ({
      game_id: p.game_id,
      pick_type: p.pick_type,
      game_portion: p.game_portion,
      picked_team_id: p.picked_team,
      picked_value: p.picked_value,
    })),
    games,
    (id) => {
      const g = games.get(id);
      return !!g && gameHasStarted(g.kickoff, g.status, now);
    },
  );
}
