import { Link } from "@tanstack/react-router";
import { leagueGameBlock, type RulesGame } from "#domain/picks/rules";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { Banner } from "#web/ui/banner";

/**
 * Why a whole week shows 'Not Available': the league does not play it (week 0, a postseason stage
 * it leaves out). The spec's reason, once, instead of a screen of greyed-out games that say nothing.
 * A league with nothing left to pick this season says so and why, with the way out: its settings
 * for the commissioner, League Central for a fan.
 */
export function WeekBlockNote({
  league,
  games,
}: {
  league: SportsbookLeague | null;
  games: readonly RulesGame[];
}) {
  if (league?.nothing_to_pick)
    return (
      <Banner kind="info">
        <div>
          {league.nothing_to_pick}{" "}
          {league.is_commissioner ? (
            <Link
              to="/leagues/$leagueId"
              params={{ leagueId: String(league.id) }}
              search={{ edit: true }}
            >
              Open league settings
            </Link>
          ) : (
            <Link to="/leagues">Find a league with games to pick</Link>
          )}
        </div>
      </Banner>
    );
  if (!league || games.length === 0) return null;
  const reasons = new Set(games.map((g) => leagueGameBlock(league, g)));
  if (reasons.has(null)) return null;
  return (
    <Banner kind="info">
      {[...reasons].map((reason) => (
        <div key={reason}>{reason}</div>
      ))}
    </Banner>
  );
}
