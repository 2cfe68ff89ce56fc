import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { takeFirstVisit } from "#web/lib/first-visit";
import { formatLongDate } from "#web/lib/format";
import { Badge } from "#web/ui/badge";
import { useGreetingStats } from "../api/greeting-stats";
import { greetingText, leagueCountsText, liveGamesText } from "../greeting";

/**
 * The dashboard hero: today's date, a new account's welcome or the greeting of the hour with the
 * username (kept current), the counts of the user's active and total leagues, and a LIVE mark
 * while games are being played.
 */
export function DashboardGreeting({ username }: { username: string }) {
  const { leagues, liveGames } = useGreetingStats();
  const [now, setNow] = useState(() => new Date());
  // Read once per visit: the welcome stays while this dashboard is open, the next one says hello.
  const [firstVisit] = useState(() => takeFirstVisit(username));
  useEffect(() => {
    // A dashboard left open over lunch should not keep saying good morning.
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section className="hero" aria-label="Welcome">
      <div>
        <p className="hero-eyebrow">{formatLongDate(now)}</p>
        <h1>{greetingText(now.getHours(), username, firstVisit)}</h1>
        {leagues && <p data-testid="league-counts">{leagueCountsText(leagues)}</p>}
        {leagues?.total === 0 && (
          // A new fan has nothing to pick in yet: the two ways in, right here.
          <div className="hero-actions">
            <Link to="/leagues" className="btn btn-primary">
              Join a league
            </Link>
            <Link to="/leagues" search={{ create: true }} className="btn btn-secondary">
              Create a league
            </Link>
          </div>
        )}
      </div>
      {liveGames > 0 && (
        <Badge tone="live" title={liveGamesText(liveGames)}>
          LIVE
        </Badge>
      )}
    </section>
  );
}
