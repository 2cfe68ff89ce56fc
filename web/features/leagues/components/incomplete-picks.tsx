import { useApiQuery } from "#web/lib/query";
import { SkeletonRows } from "#web/ui/skeleton";
import { weeklyPicksQuery } from "../api/leagues-api";
import { ProfileLink } from "./profile-link";

/** Commissioner view: members who have not completed this week's picks (`title`: 'Week 14'). */
export function IncompletePicks({
  leagueId,
  week,
  title,
}: {
  leagueId: number;
  week: number;
  title: string;
}) {
  const { data } = useApiQuery(weeklyPicksQuery(leagueId, week));
  if (!data) return <SkeletonRows label="Loading picks" rows={2} height="1.25em" />;
  const missing = data.weekly_picks.filter((w) => !w.is_complete);
  if (!missing.length) return <p className="small">Everyone has made their picks for {title}.</p>;
  return (
    <ul className="incomplete-list small">
      {missing.map((w) => (
        <li key={w.user_id}>
          <ProfileLink username={w.username} />{" "}
          <span className="muted">
            {w.picks_submitted}/{data.picks_required} picks
            {data.enable_locks && !w.locks_submitted ? ", no lock" : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
