import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { Icon } from "#web/ui/icons";
import type { SelectFilter } from "./filter-bar";

/**
 * The first thing on both sportsbook screens, sticky under the top bar: which league the picks are
 * for and which week is shown (both must be right before any pick), and on phones the button that
 * opens the other filters in a bottom sheet.
 */
export function ChooserBar({
  leagues,
  leagueId,
  onLeague,
  needsAction,
  allLabel,
  week,
  onFilters,
  activeFilters,
}: {
  leagues: SportsbookLeague[];
  leagueId: number | null;
  onLeague: (id: number | null) => void;
  needsAction: (league: SportsbookLeague) => boolean;
  /** The entry for no league ('All Leagues'). */
  allLabel: string;
  week: SelectFilter;
  /** Opens the filters (phones); absent where the filters are on screen. */
  onFilters?: () => void;
  /** How many filters differ from their defaults (shown on the Filters button). */
  activeFilters: number;
}) {
  return (
    <div className="chooser-bar" role="group" aria-label="League and week">
      <label className="chooser chooser-league">
        <span className="chooser-label">League</span>
        <select
          className="select"
          aria-label="League"
          value={leagueId ?? ""}
          onChange={(e) => onLeague(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{allLabel}</option>
          {leagues.map((l) => (
            <option key={l.id} value={l.id}>
              {needsAction(l) ? "⚠ " : ""}
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label className="chooser chooser-week">
        <span className="chooser-label">Week</span>
        <select
          className="select"
          aria-label="Week"
          value={week.value}
          onChange={(e) => week.onChange(e.target.value)}
        >
          {week.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {onFilters && (
        <button type="button" className="chooser-filters" onClick={onFilters}>
          <Icon name="sliders" />
          <span className="sr-only">Filters</span>
          {activeFilters > 0 && (
            <>
              <span className="chooser-filters-count">{activeFilters}</span>
              <span className="sr-only"> on</span>
            </>
          )}
        </button>
      )}
    </div>
  );
}
