import { LEAGUE_LIMITS } from "#domain/leagues/limits";
import { Avatar } from "#web/ui/avatar";
import { Menu, type MenuItem } from "#web/ui/menu";
import type { PoolStandingRow } from "../api/leagues-api";
import { winPercentageTone } from "./format";
import { ProfileLink } from "./profile-link";

/**
 * The leaderboard as a list that fits a phone: rank, avatar, name with record and win rate,
 * points; a commissioner gets the league's actions (and the member's) in a menu on each row.
 */
export function Leaderboard({
  rows,
  actions,
}: {
  rows: PoolStandingRow[];
  /** The commissioner's menu for a row, or null for a viewer who runs nothing. */
  actions: ((row: PoolStandingRow) => MenuItem[]) | null;
}) {
  if (!rows.length) return <p className="muted">No members.</p>;
  return (
    <ol
      className={`leaderboard-list${rows.length > LEAGUE_LIMITS.leaderboardScrollAfter ? " is-scrolling" : ""}`}
      aria-label="Leaderboard"
    >
      {rows.map((r) => (
        <li key={r.user_id} className={r.is_current_user ? "is-self" : undefined}>
          <span className="lb-rank">{r.rank}</span>
          <Avatar name={r.username} src={r.avatar} size={36} />
          <span className="lb-who">
            <ProfileLink username={r.username} />
            <span className="small muted">
              {r.pick_ratio} ·{" "}
              <span className={`win-${winPercentageTone(r.win_percentage)}`}>
                {r.win_percentage.toFixed(1)}%
              </span>
            </span>
            {/* A confidence league's row: the points its unfinished picks can still score. */}
            {r.points_possible !== undefined && (
              <span className="small muted">{r.points_possible} still possible</span>
            )}
          </span>
          <span className="lb-points">
            <strong>{r.total_points}</strong>
            <span className="small muted">pts</span>
          </span>
          {actions && (
            <Menu label={`Actions for ${r.username}`} title={r.username} items={actions(r)} />
          )}
        </li>
      ))}
    </ol>
  );
}
