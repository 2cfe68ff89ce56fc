import type { ReactNode } from "react";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { Button } from "#web/ui/button";
import { Dialog } from "#web/ui/dialog";
import { Icon } from "#web/ui/icons";
import { Tabs, type TabItem } from "#web/ui/tabs";
import type { SelectFilter } from "./filter-bar";
import { WEEK_COMPLETE } from "#domain/season/calendars";

/** The league chooser, where focus goes when what had it leaves the screen (the emptied slip). */
export const CHOOSER_LEAGUE = "[data-chooser-league]";

/**
 * The first thing on both sportsbook screens, sticky under the top bar: which league the picks are
 * for and which week is shown (both must be right before any pick). The two selects have the
 * whole row, so a phone reads 'Saturday Showdown' rather than 'Saturday Sho…'; the other filters
 * open from the pane tabs below (PaneTabs).
 */
export function ChooserBar({
  leagues,
  leagueId,
  onLeague,
  needsAction,
  allLabel,
  week,
}: {
  leagues: SportsbookLeague[];
  leagueId: number | null;
  onLeague: (id: number | null) => void;
  needsAction: (league: SportsbookLeague) => boolean;
  /** The entry for no league ('All Leagues'). */
  allLabel: string;
  week: SelectFilter;
}) {
  // The closed Week select shows 'Week 12 ✓' for 'Week 12 (Complete)': the whole label does not
  // fit a phone's chooser beside the league's name. Its options keep the spec's labels; the face
  // draws the arrow too (a select's own arrow takes its text's colour, hidden here).
  const shown = week.options.find((o) => String(o.value) === String(week.value))?.label ?? "";
  const complete = shown.endsWith(WEEK_COMPLETE);
  return (
    <div className="chooser-bar" role="group" aria-label="League and week">
      <label className="chooser chooser-league">
        <span className="chooser-label">League</span>
        <select
          className="select"
          aria-label="League"
          data-chooser-league=""
          value={leagueId ?? ""}
          onChange={(e) => onLeague(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{allLabel}</option>
          {leagues.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {needsAction(l) ? " — picks due" : ""}
            </option>
          ))}
        </select>
      </label>
      <label className="chooser chooser-week">
        <span className="chooser-label">Week</span>
        <span className="chooser-face">
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
          <span className="chooser-face-text" aria-hidden="true">
            <span>{complete ? shown.slice(0, -WEEK_COMPLETE.length) : shown}</span>
            {complete && <Icon name="check" size={16} />}
            <Icon name="chevronDown" size={14} className="chooser-face-arrow" />
          </span>
        </span>
      </label>
    </div>
  );
}

export type SportsbookPane = "games" | "leagues" | "top25";

const PANES: TabItem<SportsbookPane>[] = [
  { id: "games", label: "Games" },
  { id: "leagues", label: "My Leagues" },
  { id: "top25", label: "Top 25" },
];

/**
 * Phones: what the screen shows under the chooser — the games, the leagues' picks, the Top 25 —
 * and the button that opens the other filters in a bottom sheet.
 */
export function PaneTabs({
  value,
  onChange,
  onFilters,
  activeFilters,
}: {
  value: SportsbookPane;
  onChange: (pane: SportsbookPane) => void;
  onFilters: () => void;
  /** How many filters differ from their defaults (shown on the Filters button). */
  activeFilters: number;
}) {
  return (
    <div className="pane-row">
      <Tabs segmented label="Sportsbook" value={value} onChange={onChange} tabs={PANES} />
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
    </div>
  );
}

/** Phones: the filters in a bottom sheet, closed by 'Show N games'. */
export function FiltersSheet({
  open,
  onClose,
  games,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Games the filters leave on the list. */
  games: number;
  children: ReactNode;
}) {
  return (
    <Dialog
      sheet
      open={open}
      onClose={onClose}
      title="Filters"
      footer={
        <Button block onClick={onClose}>
          Show {games} {games === 1 ? "game" : "games"}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
