import {
  BET_TYPE_LABELS,
  BET_TYPES,
  PORTION_GROUP_LABELS,
  PORTION_GROUPS,
} from "#domain/picks/names";
import type { WeekCompletion } from "#domain/picks/weeks";
import { weekOptions, type FilterState } from "./format";

export type { FilterState };

/** Toggles a value of a multi-select whose 'all' entry means everything. */
function toggleAll(list: string[], value: string): string[] {
  if (value === "all") return ["all"];
  const without = list.filter((v) => v !== "all");
  const next = without.includes(value) ? without.filter((v) => v !== value) : [...without, value];
  return next.length ? next : ["all"];
}

function MultiSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <details className="multi-select">
      <summary>
        {label}:{" "}
        {value.includes("all")
          ? "All"
          : options
              .filter((o) => value.includes(o.value))
              .map((o) => o.label)
              .join(", ")}
      </summary>
      <div className="multi-select-menu">
        {[{ value: "all", label: "All" }, ...options].map((o) => (
          <label key={o.value} className="row small">
            <input
              type="checkbox"
              checked={o.value === "all" ? value.includes("all") : value.includes(o.value)}
              onChange={() => onChange(toggleAll(value, o.value))}
            />
            {o.label}
          </label>
        ))}
      </div>
    </details>
  );
}

export function FilterBar({
  filters,
  onChange,
  sports,
  weeks,
  conferences,
}: {
  filters: FilterState;
  onChange: (f: FilterState) => void;
  sports: string[];
  weeks: WeekCompletion[];
  conferences: { name: string; slug: string }[];
}) {
  const set = (patch: Partial<FilterState>) => onChange({ ...filters, ...patch });
  return (
    <div className="filter-bar" role="group" aria-label="Filters">
      <label className="field">
        <span className="field-label">Sport</span>
        <select
          className="select"
          value={filters.sport}
          onChange={(e) => set({ sport: e.target.value })}
        >
          <option value="all">All Sports</option>
          {sports.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">Week</span>
        <select
          className="select"
          aria-label="Week"
          value={String(filters.week)}
          onChange={(e) => set({ week: Number(e.target.value) })}
        >
          {weekOptions(weeks, filters.week).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field-label">Conference</span>
        <select
          className="select"
          value={filters.conference}
          onChange={(e) => set({ conference: e.target.value })}
        >
          <option value="all">All Conferences</option>
          <option value="top_25">Top 25</option>
          <option value="power_5">Power 5</option>
          {conferences.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <div className="field odds-filter">
        <label className="row small">
          <input
            type="checkbox"
            checked={filters.oddsRestrictionEnabled}
            onChange={(e) => set({ oddsRestrictionEnabled: e.target.checked })}
          />
          Restrict Odds
        </label>
        <div className="row">
          <input
            className="input input-sm"
            type="number"
            aria-label="Min odds"
            placeholder="Min"
            value={filters.minOdds}
            disabled={!filters.oddsRestrictionEnabled}
            onChange={(e) => set({ minOdds: Number(e.target.value) })}
          />
          <input
            className="input input-sm"
            type="number"
            aria-label="Max odds"
            placeholder="Max"
            value={filters.maxOdds}
            disabled={!filters.oddsRestrictionEnabled}
            onChange={(e) => set({ maxOdds: Number(e.target.value) })}
          />
        </div>
      </div>
      <MultiSelect
        label="Game Portions"
        options={PORTION_GROUPS.map((g) => ({ value: g, label: PORTION_GROUP_LABELS[g] }))}
        value={filters.gamePortions}
        onChange={(v) => set({ gamePortions: v })}
      />
      <MultiSelect
        label="Bet Types"
        options={(["spread", "over_under", "moneyline", "team_props", "player_props"] as const)
          .filter((b) => BET_TYPES.includes(b))
          .map((b) => ({ value: b, label: BET_TYPE_LABELS[b] }))}
        value={filters.betTypes}
        onChange={(v) => set({ betTypes: v })}
      />
    </div>
  );
}
