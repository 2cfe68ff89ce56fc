import {
  CONFERENCE_FILTERS,
  CONFERENCE_FILTER_LABELS,
  DEADLINE_DAYS,
  DURATION_LABELS,
  DURATION_TYPES,
  SUBMISSION_DEADLINES,
  SUBMISSION_DEADLINE_LABELS,
} from "#domain/leagues/enums";
import { BET_TYPE_LABELS, LEAGUE_PORTION_LABELS } from "#domain/picks/vocabulary";
import { ALLOWED_SPORTS, SEASON_SPORTS, SPORT_TYPE_CHOICES } from "#domain/season/sports";
import type { SportOptions } from "../sport-options";
import { EVERY_CARD_GAME } from "#domain/leagues/enums";
import type { Form } from "./create-league-form";
import { PostseasonWarning } from "./postseason-warning";
import {
  Check,
  ChecksField,
  SelectField,
  InputField,
  labelled,
  type FieldError,
  type SetField,
} from "./settings-fields";
import { PicksPerWeekField } from "./settings-groups";

/** A custom league's choices: the allowed sports with a season, so none is empty. */
const CUSTOM_SPORTS = ALLOWED_SPORTS.filter((name) => SEASON_SPORTS.some((s) => s.name === name));

/** The setting groups only Create League has (they freeze with the league; Edit shows them no more). */

interface GroupProps {
  form: Form;
  set: SetField<Form>;
  err: FieldError;
  /** What the chosen sport has (an NFL league: no week 0, no conference filter, playoffs only). */
  sport: SportOptions;
}

/** Sport (with what its season offers), and for a custom league the sports it allows. */
export function SportFields({ form, set, err, sport }: GroupProps) {
  return (
    <>
      <SelectField
        id="league-sport-type"
        label="Sport"
        hint={sport.offers}
        error={err("sport") ?? err("season")}
        value={form.sport_type}
        onValue={(v) => set("sport_type", v as Form["sport_type"])}
        options={[
          ...SPORT_TYPE_CHOICES.map((s) => [s.value, s.label] as const),
          ["custom", "Custom (several sports)"],
        ]}
      />
      {form.sport_type === "custom" && (
        <ChecksField
          label="Allowed Sports"
          options={CUSTOM_SPORTS.map((s) => [s, s] as const)}
          selected={form.allowed_sports}
          onChange={(v) => set("allowed_sports", v)}
          error={err("allowed_sports")}
        />
      )}
    </>
  );
}

/** Duration, custom weeks and dates, and the conference filter. */
export function SeasonFields({ form, set, err, sport }: GroupProps) {
  return (
    <>
      <div className="form-row">
        <SelectField
          id="league-duration"
          label="Duration"
          error={err("duration_type")}
          value={form.duration_type}
          onValue={(v) => set("duration_type", v)}
          options={labelled(DURATION_TYPES, DURATION_LABELS)}
        />
        <InputField
          id="league-custom-weeks"
          label="Custom Weeks"
          hint="Optional, 1-52"
          error={err("custom_weeks")}
          type="number"
          min={1}
          max={52}
          value={form.custom_weeks}
          onValue={(v) => set("custom_weeks", v)}
        />
      </div>
      {form.duration_type === "custom" && (
        <div className="form-row">
          <InputField
            id="league-start"
            label="Start Date"
            error={err("custom_start_date")}
            type="date"
            value={form.custom_start_date}
            onValue={(v) => set("custom_start_date", v)}
          />
          <InputField
            id="league-end"
            label="End Date"
            error={err("custom_end_date")}
            type="date"
            value={form.custom_end_date}
            onValue={(v) => set("custom_end_date", v)}
          />
        </div>
      )}
      {sport.conferenceFilter && (
        <SelectField
          id="league-conference"
          label="Conference Filter"
          error={err("conference_filter")}
          value={form.conference_filter}
          onValue={(v) => set("conference_filter", v)}
          options={labelled(CONFERENCE_FILTERS, CONFERENCE_FILTER_LABELS)}
        />
      )}
    </>
  );
}

/** A survivor pool's one season choice: whether it plays week 0 (its weeks are the regular season). */
export function SurvivorWeekZero({ form, set, sport }: Omit<GroupProps, "err">) {
  if (!sport.week0) return null;
  return (
    <Check
      label="Include Week 0"
      checked={form.include_week_0}
      onChange={(v) => set("include_week_0", v)}
    />
  );
}

/** Week 0, the sport's postseason parts, and the postseason pick limit once one is in. */
export function PostseasonFields({ form, set, err, sport }: GroupProps) {
  const postseasonOn = sport.postseason.some((p) => form[p.flag]);
  return (
    <>
      {sport.postseason.length > 0 && (
        <Check
          label="Postseason card only (a bowl pool)"
          checked={form.postseason_only}
          onChange={(v) => set("postseason_only", v)}
        />
      )}
      <div className="check-grid">
        {sport.week0 && !form.postseason_only && (
          <Check
            label="Include Week 0"
            checked={form.include_week_0}
            onChange={(v) => set("include_week_0", v)}
          />
        )}
        {sport.postseason.map((p) => (
          <Check
            key={p.flag}
            label={p.label}
            checked={form[p.flag]}
            onChange={(v) => set(p.flag, v)}
          />
        ))}
      </div>
      <PostseasonWarning
        calendar={sport.calendar}
        postseasonOn={postseasonOn}
        onInclude={() => sport.postseason.forEach((p) => set(p.flag, true))}
      />
      {postseasonOn && (
        <InputField
          id="league-postseason-limit"
          label="Postseason Pick Limit"
          hint={
            Number(form.postseason_pick_limit) >= EVERY_CARD_GAME
              ? "Every game on the card"
              : undefined
          }
          error={err("postseason_pick_limit")}
          type="number"
          min={1}
          max={100}
          value={form.postseason_pick_limit}
          onValue={(v) => set("postseason_pick_limit", v)}
        />
      )}
    </>
  );
}

/** Picks Per Week beside the Submission Deadline; a custom deadline's day and time. */
export function DeadlineFields({ form, set, err }: Omit<GroupProps, "sport">) {
  return (
    <>
      <div className="form-row">
        <PicksPerWeekField
          value={form.picks_per_week}
          onValue={(v) => set("picks_per_week", v)}
          error={err("picks_per_week")}
        />
        <SelectField
          id="league-deadline"
          label="Submission Deadline"
          error={err("submission_deadline")}
          value={form.submission_deadline}
          onValue={(v) => set("submission_deadline", v)}
          options={labelled(SUBMISSION_DEADLINES, SUBMISSION_DEADLINE_LABELS)}
        />
      </div>
      {form.submission_deadline === "custom" && (
        <div className="form-row">
          <SelectField
            id="league-deadline-day"
            label="Deadline Day"
            error={err("custom_deadline_day")}
            value={form.custom_deadline_day}
            onValue={(v) => set("custom_deadline_day", v)}
            blank="Choose a day"
            options={DEADLINE_DAYS.map((day, i) => [i, day] as const)}
          />
          <InputField
            id="league-deadline-time"
            label="Deadline Time (ET)"
            error={err("custom_deadline_time")}
            type="time"
            value={form.custom_deadline_time}
            onValue={(v) => set("custom_deadline_time", v)}
          />
        </div>
      )}
    </>
  );
}

/** The markets a league allows: bet types and game portions the sport offers. */
export function MarketFields({ form, set, err, sport }: GroupProps) {
  return (
    <>
      <ChecksField
        label="Allowed Bet Types"
        options={sport.betTypes.map((b) => [b, BET_TYPE_LABELS[b]] as const)}
        selected={form.allowed_bet_types}
        onChange={(v) => set("allowed_bet_types", v)}
        error={err("allowed_bet_types")}
      />
      <ChecksField
        label="Allowed Game Portions"
        options={sport.portions.map((p) => [p, LEAGUE_PORTION_LABELS[p]] as const)}
        selected={form.allowed_game_portions}
        onChange={(v) => set("allowed_game_portions", v)}
        error={err("allowed_game_portions")}
      />
    </>
  );
}

/** Scoring switches (locks, visibility, pushes) and the odds range; a confidence league has no lock. */
export function ScoringFields({ form, set, err }: Omit<GroupProps, "sport">) {
  return (
    <>
      <div className="check-grid">
        {form.pool_format !== "confidence" && (
          <Check
            label="Enable Lock Picks"
            checked={form.enable_locks}
            onChange={(v) => set("enable_locks", v)}
          />
        )}
        <Check
          label="Show picks before lock"
          checked={form.show_picks_before_lock}
          onChange={(v) => set("show_picks_before_lock", v)}
        />
        <Check
          label="Count push as win"
          checked={form.count_push_as_win}
          onChange={(v) => set("count_push_as_win", v)}
        />
        <Check
          label="Restrict odds range"
          checked={form.odds_range_enabled}
          onChange={(v) => set("odds_range_enabled", v)}
        />
      </div>
      {form.odds_range_enabled && (
        <div className="form-row">
          <InputField
            id="league-min-odds"
            label="Minimum Odds"
            error={err("min_odds")}
            type="number"
            value={form.min_odds}
            onValue={(v) => set("min_odds", v)}
          />
          <InputField
            id="league-max-odds"
            label="Maximum Odds"
            error={err("max_odds")}
            type="number"
            value={form.max_odds}
            onValue={(v) => set("max_odds", v)}
          />
        </div>
      )}
    </>
  );
}
