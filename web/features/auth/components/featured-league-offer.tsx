import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { PublicLeague } from "#domain/leagues/contract";
import { errorMessage } from "#web/api/errors";
import { invalidateApi } from "#web/lib/query";
import { Button } from "#web/ui/button";
import { toast } from "#web/ui/toast";
import { findFeaturedLeague, joinFeaturedLeague } from "../api/featured-league";

/**
 * The featured league a just-verified fan may join: undefined while looking, null when there is
 * nothing to offer (no such league, full, already a member, or the lookup failed).
 */
export function useFeaturedLeague(enabled: boolean): PublicLeague | null | undefined {
  const [league, setLeague] = useState<PublicLeague | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    findFeaturedLeague().then(
      (found) => alive && setLeague(found),
      () => alive && setLeague(null),
    );
    return () => {
      alive = false;
    };
  }, [enabled]);
  return league;
}

/** 'Join Saturday Showdown' in one tap, then straight into the league. */
export function FeaturedLeagueOffer({ league }: { league: PublicLeague }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function join() {
    setBusy(true);
    try {
      const res = await joinFeaturedLeague(league.id);
      toast.success(res.message || "Successfully joined league!");
      invalidateApi("/leagues/");
      void navigate({ to: "/leagues/$leagueId", params: { leagueId: String(res.league_id) } });
    } catch (error) {
      toast.error(errorMessage(error, "Failed to join league"));
      setBusy(false);
    }
  }
  const fans = league.member_count === 1 ? "1 fan is" : `${league.member_count} fans are`;
  return (
    <section className="featured-offer" aria-labelledby="featured-offer-title">
      <h3 id="featured-offer-title">Jump into {league.name}</h3>
      <p className="muted small">The public league anyone can join: {fans} already picking.</p>
      <Button block busy={busy} busyText="Joining..." onClick={() => void join()}>
        Join {league.name}
      </Button>
    </section>
  );
}
