import { LEAGUE_SPORTS, sportOf } from "#domain/season/sports";
import {
  DURATION_LABELS,
  DURATION_TYPES,
  PICKS_PER_WEEK_FILTERS,
  SUBMISSION_DEADLINES,
  SUBMISSION_DEADLINE_LABELS,
} from "#domain/leagues/enums";
import type { PublicSearch } from "../api/leagues-api";

/** The Sport filter's choices, from the one table of sports: those with a season, so none is empty. */
const SPORT_FILTERS = [
  ["", "All Sports"],
  ...LEAGUE_SPORTS.filter((key) => sportOf(key).calendar).map(
    (key) => [key, sportOf(key).name] as const,
  ),
] as const;

type SelectKey = "sport" | "duration_type" | "submission_deadline" | "picks_per_week";

/** One filter: its label over a select whose choices are `[value, label]` pairs. */
function FilterSelect({
  label,
  value,
  options,
  onValue,
}: {
  label: string;
  value: string | undefined;
  options: ReadonlyArray<readonly [value: string | number, label: string]>;
  onValue: (value: string) => void;
}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="select" value={value ?? ""} onChange={(e) => onValue(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Browse Public Leagues' filters: sport, duration, deadline, picks per week, open spots. */
export function PublicLeagueFilters({
  filters,
  onChange,
}: {
  filters: PublicSearch;
  onChange: (update: (filters: PublicSearch) => PublicSearch) => void;
}) {
  const set = (key: SelectKey) => (value: string) => onChange((f) => ({ ...f, [key]: value }));
  return (
    <div id="public-filters" className="filter-panel">
      <FilterSelect
        label="Sport"
        value={filters.sport}
        options={SPORT_FILTERS}
        onValue={set("sport")}
      />
      <FilterSelect
        label="Duration"
        value={filters.duration_type}
        options={[
          ["", "Any Duration"],
          ...DURATION_TYPES.map((t) => [t, DURATION_LABELS[t]] as const),
        ]}
        onValue={set("duration_type")}
      />
      <FilterSelect
        label="Submission Deadline"
        value={filters.submission_deadline}
        options={[
          ["", "Any Deadline"],
          ...SUBMISSION_DEADLINES.map((s) => [s, SUBMISSION_DEADLINE_LABELS[s]] as const),
        ]}
        onValue={set("submission_deadline")}
      />
      <FilterSelect
        label="Picks Per Week"
        value={filters.picks_per_week}
        options={[
          ["", "Any Number"],
          ...PICKS_PER_WEEK_FILTERS.map((n) => [n, `${n} picks`] as const),
        ]}
        onValue={set("picks_per_week")}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={!!filters.has_space}
          onChange={(e) => onChange((f) => ({ ...f, has_space: e.target.checked }))}
        />
        <span>Only leagues with open spots</span>
      </label>
    </div>
  );
}
