/**
 * The line above /sportsbook's games: on a phone the league's count of picks and what it allows
 * (or where to find a league); on desktop the filters' summary, then the league's.
 */
import { calendarFor } from "#domain/season/calendars";
import { Fragment } from "react";
import { Link } from "@tanstack/react-router";
import { leagueOddsBounds } from "#domain/picks/rules";
import type { WeekCompletion } from "#domain/picks/weeks";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { Skeleton } from "#web/ui/skeleton";
import { filterSummary, leagueRestrictionLabels, type FilterState } from "./format";

export function SummaryLine({
  phone,
  league,
  rules,
  picks,
  cap,
  week,
  filters,
  weeks,
  conferences,
  noLeagues,
  leaguesLoading,
}: {
  phone: boolean;
  league: SportsbookLeague | null;
  /** The league's markets as the games call answered them. */
  rules: Pick<SportsbookLeague, "allowed_bet_types" | "allowed_game_portions"> | null;
  /** The league's picks this week, submitted and pending. */
  picks: number;
  cap: number | null;
  week: number | null;
  filters: FilterState;
  weeks: readonly WeekCompletion[];
  conferences: readonly { name: string; slug: string }[];
  /** The league status answered: the fan is in no league. */
  noLeagues: boolean;
  leaguesLoading: boolean;
}) {
  // The league's odds range, when it restricts them ('-500 to 500'); a sport whose lines have no
  // prices (NBA, MLB) has nothing for a range to limit.
  const oddsBounds =
    league && !calendarFor(league.sport_key).linesUnpriced && leagueOddsBounds(league);
  const leagueOdds =
    oddsBounds && !(oddsBounds.min <= -1000 && oddsBounds.max >= 1000)
      ? `${oddsBounds.min} to ${oddsBounds.max}`
      : null;
  const labels = rules && leagueRestrictionLabels(rules);
  return phone ? (
    <p className="summary-line small">
      {league ? (
        [
          // The count once the week's cap is known (never "0/null").
          cap !== null && `${picks}/${cap} picks this week`,
          labels?.betTypes,
          // Why some prices are greyed out (a phone shows no button titles).
          leagueOdds && `odds ${leagueOdds}`,
        ]
          .filter(Boolean)
          // Each part wraps whole ("odds -500 to 500" never splits across lines).
          .map((part, i, parts) => (
            <Fragment key={i}>
              <span className="nowrap">
                {part}
                {i < parts.length - 1 && " ·"}
              </span>
              {i < parts.length - 1 && " "}
            </Fragment>
          ))
      ) : noLeagues ? (
        // A fan in no league: where to get one, not a chooser with nothing in it.
        <>
          <Link to="/leagues" className="tap-area">
            Join a league
          </Link>{" "}
          to make picks
        </>
      ) : leaguesLoading ? (
        // The leagues are on their way: no 'Choose a league' before the remembered one shows.
        <Skeleton width="70%" />
      ) : (
        "Choose a league above to make picks"
      )}
    </p>
  ) : (
    <p className="summary-line small" data-testid="filter-summary">
      {week !== null && filterSummary({ ...filters, week }, { weeks, conferences })}
      {league && (
        <>
          {" "}
          | <strong>{league.name}</strong>
          {cap !== null && ` · ${picks}/${cap} picks`}
          {labels &&
            ` · restrictions: ${labels.betTypes}; ${labels.portions}; ${leagueOdds ? `odds ${leagueOdds}` : "not restricted"}`}
        </>
      )}
    </p>
  );
}
