import { formatAverageOdds } from "#web/lib/format";
import { Badge } from "#web/ui/badge";
import { TableScroll } from "#web/ui/table-scroll";
import type { PoolStandingRow } from "../api/leagues-api";
import { ProfileLink } from "./profile-link";

/**
 * Every member's season: totals, then one column per week (scrolls sideways; names stay). A
 * confidence league has no locks: its Locks column gives its place to the points still possible.
 */
export function LeagueSummary({
  standings,
  weeks,
}: {
  standings: PoolStandingRow[];
  weeks: number[];
}) {
  if (!standings.length) return <p className="muted">No standings data available</p>;
  const possible = standings.some((r) => r.points_possible !== undefined);
  return (
    <TableScroll label="Season standings by week">
      <table className="table summary-table">
        <thead>
          <tr>
            <th className="num pin">#</th>
            <th className="pin">Player</th>
            <th>Picks</th>
            {possible ? <th className="num">Still possible</th> : <th>Locks</th>}
            <th className="num">Avg Odds</th>
            <th className="num">Total</th>
            {weeks.map((w) => (
              <th key={w} className="num">
                W{w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings.map((r) => (
            <tr key={r.user_id} className={r.is_current_user ? "is-self" : undefined}>
              <td className="num pin">{r.rank}</td>
              <td className="pin">
                <ProfileLink username={r.username} />
                {r.is_commissioner && (
                  <>
                    {" "}
                    <Badge tone="primary">Commissioner</Badge>
                  </>
                )}
              </td>
              <td>{r.pick_ratio}</td>
              {possible ? (
                <td className="num">{r.points_possible ?? "–"}</td>
              ) : (
                <td>{r.lock_ratio}</td>
              )}
              <td className="num">{formatAverageOdds(r.average_odds)}</td>
              <td className="num">
                <strong>{r.total_points}</strong>
              </td>
              {weeks.map((w) => (
                <td key={w} className="num">
                  {/* No key: a week not played yet (worker/standings/queries.ts). */}
                  {r.weekly_points[`week_${w}`] ?? "–"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
