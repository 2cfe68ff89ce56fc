/**
 * How the league picked a game that has kicked off, on its sportsbook card (issue 48): "72 % took
 * GA -6.5" for each market the league's members picked, from the league's weekly answer (the
 * server sends a game's split only once it has kicked off). Loaded with the first started card a
 * league's screen draws, so a first visit before kickoff downloads none of it.
 */
import type { WeeklyPicksResponse } from "#domain/leagues/contract";
import { splitShares } from "#domain/picks/split-shares";
import { apiQuery, useApiQuery } from "#web/lib/query";
import "./card-splits.css";

export function CardSplits(p: { leagueId: number; week: number; gameId: number }) {
  const { data } = useApiQuery(
    apiQuery<Pick<WeeklyPicksResponse, "splits" | "weekly_picks">>(
      `/leagues/${p.leagueId}/weekly_picks/`,
      { week: p.week },
    ),
  );
  if (!data) return null;
  const picks = data.weekly_picks.flatMap((w) => w.picks);
  const lines = data.splits
    .filter((s) => s.game_id === p.gameId)
    .flatMap((s) => splitShares(s, picks).slice(0, 1));
  if (lines.length === 0) return null;
  return (
    <ul className="card-splits small" aria-label="How the league picked">
      {lines.map((share) => (
        <li key={share.words}>
          <span className="share-bar" aria-hidden="true">
            <span style={{ width: `${share.percent}%` }} />
          </span>
          {share.text}
        </li>
      ))}
    </ul>
  );
}
