/**
 * /sportsbook's filter bar: the choices it offers (spec section 2) from the week's filter options
 * and the season's markets. Drawn at once on desktop and only in the Filters sheet on a phone, so
 * it loads with the bar's code when first drawn and a phone's first visit does not download it.
 */
import type { GamesResponse } from "#domain/sportsbook/contract";
import { NCAA_CALENDAR, type SportCalendar } from "#domain/season/calendars";
import { FilterBar } from "./filter-bar";
import { marketChoices, type FilterState } from "./format";

export function SportsbookFilters({
  filters,
  cal,
  options,
  onChange,
}: {
  filters: FilterState;
  /** The calendar of the season shown. */
  cal: SportCalendar;
  options: GamesResponse["filter_options"] | null;
  onChange: (next: FilterState) => void;
}) {
  const markets = marketChoices(cal);
  return (
    <FilterBar
      sport={{
        value: filters.sport,
        options: [
          { value: "all", label: "All Sports" },
          ...(options?.sports ?? []).map((x) => ({ value: x, label: x })),
        ],
        onChange: (sport) => onChange({ ...filters, sport }),
      }}
      conference={{
        value: filters.conference,
        options: [
          { value: "all", label: "All Conferences" },
          // The AP poll and the Power 5 are college football's.
          ...(cal === NCAA_CALENDAR
            ? [
                { value: "top_25", label: "Top 25" },
                { value: "power_5", label: "Power 5" },
              ]
            : []),
          ...(options?.conferences ?? []).map((c) => ({
            value: c.slug,
            label: c.name,
          })),
        ],
        onChange: (conference) => onChange({ ...filters, conference }),
      }}
      odds={{
        label: "Restrict Odds",
        enabled: filters.oddsRestrictionEnabled,
        min: filters.minOdds,
        max: filters.maxOdds,
        onChange: (o) =>
          onChange({
            ...filters,
            oddsRestrictionEnabled: o.enabled,
            minOdds: o.min,
            maxOdds: o.max,
          }),
      }}
      groups={[
        {
          label: "Game Portions",
          options: markets.portions,
          value: filters.gamePortions,
          onChange: (gamePortions) => onChange({ ...filters, gamePortions }),
          allOption: true,
        },
        {
          label: "Bet Types",
          options: markets.betTypes,
          value: filters.betTypes,
          onChange: (betTypes) => onChange({ ...filters, betTypes }),
          allOption: true,
        },
      ]}
    />
  );
}
