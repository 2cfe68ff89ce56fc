import { useState } from "react";
import { ApiError, errorMessage } from "#web/api/errors";
import { invalidateApi, useApiQuery } from "#web/lib/query";
import { useOnline } from "#web/lib/online";
import { Button } from "#web/ui/button";
import { SkeletonRows } from "#web/ui/skeleton";
import { toast } from "#web/ui/toast";
import { weeklyPicksQuery } from "../api/leagues-api";
import { nudgeLeague } from "../api/nudge-api";
import { ProfileLink } from "./profile-link";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Commissioner view: members who have not completed this week's picks (`title`: 'Week 14'), the
 * 'Nudge' that tells them once (ADR 0410; 'Nudged' after, the server's words when the week was
 * nudged already) and how many members get push notifications (a count the server gives the
 * commissioner only).
 */
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
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [nudged, setNudged] = useState(false);
  if (!data) return <SkeletonRows label="Loading picks" rows={2} height="1.25em" />;
  const facts = data.nudge;
  const reach = facts && (
    <p className="small muted" data-testid="push-reach">
      {facts.push_members} of {plural(facts.members, "member")}{" "}
      {facts.push_members === 1 ? "gets" : "get"} push notifications
    </p>
  );
  const missing = data.weekly_picks.filter((w) => !w.is_complete);
  if (!missing.length)
    return (
      <>
        <p className="small">Everyone has made their picks for {title}.</p>
        {reach}
      </>
    );
  const done = nudged || !!facts?.nudged_at;
  const nudge = async () => {
    setBusy(true);
    try {
      const answer = await nudgeLeague(leagueId, week);
      setNudged(true);
      toast.success(`Nudged ${plural(answer.nudged, "member")} about ${title}.`);
      invalidateApi(`/leagues/${leagueId}/weekly_picks/`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setNudged(true);
      toast.error(errorMessage(error, "Could not nudge the members."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
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
      {facts && missing.some((w) => !w.is_current_user) && (
        <div className="nudge-row">
          <Button
            size="sm"
            variant="secondary"
            busy={busy}
            disabled={done || !online}
            onClick={() => void nudge()}
          >
            {done ? "Nudged" : "Nudge"}
          </Button>
          <span className="small muted">
            {done
              ? `They were reminded about ${title}.`
              : online
                ? "One reminder each, with the deadline."
                : "Nudging needs a connection."}
          </span>
        </div>
      )}
      {reach}
    </>
  );
}
