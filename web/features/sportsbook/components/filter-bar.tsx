/**
 * The filter bar of both sportsbook screens: sport, week and conference choices, the user's odds
 * restriction, and groups of checkboxes (game portions, bet types, postseason stages). Each screen
 * says which choices it offers (spec section 2); the bar only draws them.
 */
export interface Choice {
  value: string;
  label: string;
}

export interface SelectFilter {
  value: string;
  options: Choice[];
  onChange: (value: string) => void;
}

export interface CheckboxGroup {
  label: string;
  options: Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Offers an 'All' entry: choosing it clears the others, an empty choice falls back to it. */
  allOption?: boolean;
}

export interface OddsFilter {
  label: string;
  enabled: boolean;
  min: number;
  max: number;
  onChange: (odds: { enabled: boolean; min: number; max: number }) => void;
}

/** Toggles a value of a group whose 'all' entry means everything. */
export function toggleChoice(list: readonly string[], value: string, allOption: boolean): string[] {
  if (allOption && value === "all") return ["all"];
  const without = list.filter((v) => v !== "all");
  const next = without.includes(value) ? without.filter((v) => v !== value) : [...without, value];
  return allOption && !next.length ? ["all"] : next;
}

function Select({ label, filter }: { label: string; filter: SelectFilter }) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select
        className="select"
        aria-label={label}
        value={filter.value}
        onChange={(e) => filter.onChange(e.target.value)}
      >
        {filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Group({ group }: { group: CheckboxGroup }) {
  const options = group.allOption
    ? [{ value: "all", label: "All" }, ...group.options]
    : group.options;
  const chosen =
    group.allOption && group.value.includes("all")
      ? "All"
      : group.options
          .filter((o) => group.value.includes(o.value))
          .map((o) => o.label)
          .join(", ") || "None";
  return (
    <details className="multi-select">
      <summary>
        {group.label}: {chosen}
      </summary>
      <div className="multi-select-menu">
        {options.map((o) => (
          <label key={o.value} className="row small">
            <input
              type="checkbox"
              checked={group.value.includes(o.value)}
              onChange={() =>
                group.onChange(toggleChoice(group.value, o.value, group.allOption ?? false))
              }
            />
            {o.label}
          </label>
        ))}
      </div>
    </details>
  );
}

export function FilterBar({
  sport,
  week,
  conference,
  odds,
  groups,
}: {
  sport: SelectFilter;
  /** Absent where the chooser bar holds the week. */
  week?: SelectFilter;
  conference: SelectFilter;
  odds: OddsFilter;
  groups: CheckboxGroup[];
}) {
  const setOdds = (patch: Partial<Omit<OddsFilter, "label" | "onChange">>) =>
    odds.onChange({ enabled: odds.enabled, min: odds.min, max: odds.max, ...patch });
  return (
    <div className="filter-bar" role="group" aria-label="Filters">
      <Select label="Sport" filter={sport} />
      {week && <Select label="Week" filter={week} />}
      <Select label="Conference" filter={conference} />
      <div className="field odds-filter">
        <label className="row small">
          <input
            type="checkbox"
            checked={odds.enabled}
            onChange={(e) => setOdds({ enabled: e.target.checked })}
          />
          {odds.label}
        </label>
        <div className="row">
          <input
            className="input input-sm"
            type="number"
            aria-label="Min odds"
            placeholder="Min"
            value={odds.min}
            disabled={!odds.enabled}
            onChange={(e) => setOdds({ min: Number(e.target.value) })}
          />
          <input
            className="input input-sm"
            type="number"
            aria-label="Max odds"
            placeholder="Max"
            value={odds.max}
            disabled={!odds.enabled}
            onChange={(e) => setOdds({ max: Number(e.target.value) })}
          />
        </div>
      </div>
      {groups.map((g) => (
        <Group key={g.label} group={g} />
      ))}
    </div>
  );
}
