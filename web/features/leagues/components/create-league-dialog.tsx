import { IMAGE_TEXTS, MAX_LOGO_BYTES } from "#domain/images";
import { ImageField } from "#web/ui/image-field";
import { useNavigate } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { ApiError } from "#web/api/errors";
import { leagueError } from "../api/league-errors";
import { BET_TYPE_LABELS, LEAGUE_PORTION_LABELS } from "#domain/picks/vocabulary";
import { ALLOWED_SPORTS, SPORT_TYPE_CHOICES } from "#domain/season/sports";
import { Options } from "#web/ui/options";
import {
  CONFERENCE_FILTERS,
  CONFERENCE_FILTER_LABELS,
  DEADLINE_DAYS,
  DURATION_LABELS,
  DURATION_TYPES,
  SUBMISSION_DEADLINES,
  SUBMISSION_DEADLINE_LABELS,
  TIEBREAKERS,
  TIEBREAKER_LABELS,
} from "#domain/leagues/enums";
import {
  LEAGUE_DEFAULTS,
  resetClashingSecondary,
  secondaryTiebreakerOptions,
  validateLeagueSettings,
} from "#domain/leagues/league-settings";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { Dialog } from "#web/ui/dialog";
import { toast } from "#web/ui/toast";
import { createLeague } from "../api/leagues-api";
import { useOnline } from "#web/lib/online";
import { OFFLINE_WRITE_TEXT } from "../offline-text";
import { limitToSport, sportOptions } from "../sport-options";
import { PostseasonWarning } from "./postseason-warning";

type Form = {
  name: string;
  description: string;
  league_type: "private" | "public";
  sport_type: "ncaa" | "nfl" | "custom";
  allowed_sports: string[];
  enable_locks: boolean;
  custom_weeks: string;
  include_week_0: boolean;
  include_conf_championship: boolean;
  include_bowl_games: boolean;
  include_playoffs: boolean;
  postseason_pick_limit: string;
  conference_filter: string;
  duration_type: string;
  custom_start_date: string;
  custom_end_date: string;
  max_members: string;
  picks_per_week: string;
  show_picks_before_lock: boolean;
  allowed_bet_types: string[];
  allowed_game_portions: string[];
  odds_range_enabled: boolean;
  min_odds: string;
  max_odds: string;
  submission_deadline: string;
  custom_deadline_day: string;
  custom_deadline_time: string;
  primary_tiebreaker: string;
  secondary_tiebreaker: string;
  count_push_as_win: boolean;
  is_sponsored: boolean;
  sponsor_name: string;
  sponsor_logo_url: string;
  sponsor_message: string;
  prize_description: string;
};

const d = LEAGUE_DEFAULTS;
const initialForm = (): Form => ({
  name: "",
  description: "",
  league_type: d.league_type,
  sport_type: d.sport_type,
  allowed_sports: [],
  enable_locks: d.enable_locks,
  custom_weeks: "",
  include_week_0: d.include_week_0,
  include_conf_championship: d.include_conf_championship,
  include_bowl_games: d.include_bowl_games,
  include_playoffs: d.include_playoffs,
  postseason_pick_limit: String(d.postseason_pick_limit),
  conference_filter: d.conference_filter,
  duration_type: d.duration_type,
  custom_start_date: "",
  custom_end_date: "",
  max_members: String(d.max_members),
  picks_per_week: String(d.picks_per_week),
  show_picks_before_lock: d.show_picks_before_lock,
  allowed_bet_types: [...d.allowed_bet_types],
  allowed_game_portions: [...d.allowed_game_portions],
  odds_range_enabled: d.odds_range_enabled,
  min_odds: String(d.min_odds),
  max_odds: String(d.max_odds),
  submission_deadline: d.submission_deadline,
  custom_deadline_day: "",
  custom_deadline_time: "",
  primary_tiebreaker: d.primary_tiebreaker,
  secondary_tiebreaker: d.secondary_tiebreaker,
  count_push_as_win: d.count_push_as_win,
  is_sponsored: d.is_sponsored,
  sponsor_name: "",
  sponsor_logo_url: "",
  sponsor_message: "",
  prize_description: "",
});

/**
 * The payload the server expects: numbers as numbers, unused optional parts left out, and only
 * what the chosen sport has (an NFL league: full-game spread, total and moneyline, playoffs).
 */
function toPayload(f: Form) {
  const num = (s: string) => (s.trim() === "" ? "" : Number(s));
  return limitToSport(
    {
      name: f.name,
      description: f.description,
      league_type: f.league_type,
      sport_type: f.sport_type,
      allowed_sports: f.sport_type === "custom" ? f.allowed_sports : [],
      enable_locks: f.enable_locks,
      custom_weeks: num(f.custom_weeks),
      include_week_0: f.include_week_0,
      include_conf_championship: f.include_conf_championship,
      include_bowl_games: f.include_bowl_games,
      include_playoffs: f.include_playoffs,
      postseason_pick_limit: num(f.postseason_pick_limit),
      conference_filter: f.conference_filter,
      duration_type: f.duration_type,
      custom_start_date: f.duration_type === "custom" ? f.custom_start_date : "",
      custom_end_date: f.duration_type === "custom" ? f.custom_end_date : "",
      max_members: num(f.max_members),
      picks_per_week: num(f.picks_per_week),
      show_picks_before_lock: f.show_picks_before_lock,
      allowed_bet_types: f.allowed_bet_types,
      allowed_game_portions: f.allowed_game_portions,
      odds_range_enabled: f.odds_range_enabled,
      min_odds: f.odds_range_enabled ? num(f.min_odds) : null,
      max_odds: f.odds_range_enabled ? num(f.max_odds) : null,
      submission_deadline: f.submission_deadline,
      custom_deadline_day: f.submission_deadline === "custom" ? num(f.custom_deadline_day) : "",
      custom_deadline_time: f.submission_deadline === "custom" ? f.custom_deadline_time : "",
      primary_tiebreaker: f.primary_tiebreaker,
      secondary_tiebreaker: f.secondary_tiebreaker,
      count_push_as_win: f.count_push_as_win,
      is_sponsored: f.is_sponsored,
      sponsor_name: f.is_sponsored ? f.sponsor_name : "",
      sponsor_logo_url: f.is_sponsored ? f.sponsor_logo_url : "",
      sponsor_message: f.is_sponsored ? f.sponsor_message : "",
      prize_description: f.is_sponsored ? f.prize_description : "",
    },
    sportOptions(f.sport_type, f.allowed_sports),
  );
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && <span className="field-hint">{hint}</span>}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);

/** 'Create New League' (spec 001 sections 2, 3, 5, 9): every field, default and message. */
export function CreateLeagueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<Form>(initialForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const navigate = useNavigate();
  const set = <K extends keyof Form>(k: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [k]: value }));
  const err = (k: string) => errors[k];

  const close = () => {
    if (busy) return;
    setForm(initialForm());
    setErrors({});
    setFormError(null);
    onClose();
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const payload = toPayload(form);
    const check = validateLeagueSettings(payload);
    if (!check.ok) {
      setErrors(Object.fromEntries(Object.entries(check.errors).map(([k, v]) => [k, v[0]!])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const league = await createLeague(payload);
      toast.success(`League "${league.name}" created`);
      setForm(initialForm());
      onClose();
      await navigate({ to: "/leagues" });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      const { error: general, ...rest } = fields;
      if (Object.keys(rest).length) setErrors(rest);
      else
        setFormError(general ?? leagueError(error, "Failed to create league. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  // Only what the chosen sport has is offered; the college choices stay in the form.
  const sport = sportOptions(form.sport_type, form.allowed_sports);
  const postseasonOn = sport.postseason.some((p) => form[p.flag]);

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create New League"
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="create-league-form"
            busy={busy}
            busyText="Creating..."
            disabled={!online}
          >
            Create League
          </Button>
        </>
      }
    >
      <form
        id="create-league-form"
        className="form create-league-form"
        onSubmit={submit}
        noValidate
      >
        {!online && <Banner kind="warning">{OFFLINE_WRITE_TEXT}</Banner>}
        {formError && <Banner kind="error">{formError}</Banner>}
        <fieldset className="form-section">
          <legend>Basics</legend>
          <Field id="league-name" label="League Name" error={err("name")}>
            <input
              id="league-name"
              className="input"
              value={form.name}
              maxLength={100}
              placeholder="e.g. Saturday Crew"
              aria-invalid={!!err("name")}
              onChange={(e) => set("name", e.target.value)}
            />
          </Field>
          <Field id="league-description" label="Description" error={err("description")}>
            <textarea
              id="league-description"
              className="textarea"
              value={form.description}
              maxLength={1000}
              onChange={(e) => set("description", e.target.value)}
            />
          </Field>
          <div className="form-row">
            <Field id="league-type" label="League Type" error={err("league_type")}>
              <select
                id="league-type"
                className="select"
                value={form.league_type}
                onChange={(e) => set("league_type", e.target.value as Form["league_type"])}
              >
                <option value="private">Private (join by code)</option>
                <option value="public">Public (anyone can join)</option>
              </select>
            </Field>
            <Field id="league-max-members" label="Max Members" error={err("max_members")}>
              <input
                id="league-max-members"
                className="input"
                type="number"
                min={2}
                max={10000}
                value={form.max_members}
                onChange={(e) => set("max_members", e.target.value)}
              />
            </Field>
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend>Sport and Season</legend>
          <Field id="league-sport-type" label="Sport" error={err("sport") ?? err("season")}>
            <select
              id="league-sport-type"
              className="select"
              value={form.sport_type}
              onChange={(e) => set("sport_type", e.target.value as Form["sport_type"])}
            >
              <Options of={SPORT_TYPE_CHOICES} />
              <option value="custom">Custom (several sports)</option>
            </select>
          </Field>
          {form.sport_type === "custom" && (
            <div className="field">
              <span className="field-label">Allowed Sports</span>
              <div className="check-grid">
                {ALLOWED_SPORTS.map((s) => (
                  <Check
                    key={s}
                    label={s}
                    checked={form.allowed_sports.includes(s)}
                    onChange={(on) => set("allowed_sports", toggle(form.allowed_sports, s, on))}
                  />
                ))}
              </div>
              {err("allowed_sports") && (
                <span className="field-error">{err("allowed_sports")}</span>
              )}
            </div>
          )}
          <div className="form-row">
            <Field id="league-duration" label="Duration" error={err("duration_type")}>
              <select
                id="league-duration"
                className="select"
                value={form.duration_type}
                onChange={(e) => set("duration_type", e.target.value)}
              >
                {DURATION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {DURATION_LABELS[t]}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="league-custom-weeks"
              label="Custom Weeks"
              hint="Optional, 1-52"
              error={err("custom_weeks")}
            >
              <input
                id="league-custom-weeks"
                className="input"
                type="number"
                min={1}
                max={52}
                value={form.custom_weeks}
                onChange={(e) => set("custom_weeks", e.target.value)}
              />
            </Field>
          </div>
          {form.duration_type === "custom" && (
            <div className="form-row">
              <Field id="league-start" label="Start Date" error={err("custom_start_date")}>
                <input
                  id="league-start"
                  className="input"
                  type="date"
                  value={form.custom_start_date}
                  onChange={(e) => set("custom_start_date", e.target.value)}
                />
              </Field>
              <Field id="league-end" label="End Date" error={err("custom_end_date")}>
                <input
                  id="league-end"
                  className="input"
                  type="date"
                  value={form.custom_end_date}
                  onChange={(e) => set("custom_end_date", e.target.value)}
                />
              </Field>
            </div>
          )}
          {sport.conferenceFilter && (
            <Field
              id="league-conference"
              label="Conference Filter"
              error={err("conference_filter")}
            >
              <select
                id="league-conference"
                className="select"
                value={form.conference_filter}
                onChange={(e) => set("conference_filter", e.target.value)}
              >
                {CONFERENCE_FILTERS.map((c) => (
                  <option key={c} value={c}>
                    {CONFERENCE_FILTER_LABELS[c]}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <div className="check-grid">
            {sport.week0 && (
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
            <Field
              id="league-postseason-limit"
              label="Postseason Pick Limit"
              error={err("postseason_pick_limit")}
            >
              <input
                id="league-postseason-limit"
                className="input"
                type="number"
                min={1}
                max={100}
                value={form.postseason_pick_limit}
                onChange={(e) => set("postseason_pick_limit", e.target.value)}
              />
            </Field>
          )}
        </fieldset>

        <fieldset className="form-section">
          <legend>Picks</legend>
          <div className="form-row">
            <Field id="league-picks-per-week" label="Picks Per Week" error={err("picks_per_week")}>
              <input
                id="league-picks-per-week"
                className="input"
                type="number"
                min={1}
                max={100}
                value={form.picks_per_week}
                onChange={(e) => set("picks_per_week", e.target.value)}
              />
            </Field>
            <Field
              id="league-deadline"
              label="Submission Deadline"
              error={err("submission_deadline")}
            >
              <select
                id="league-deadline"
                className="select"
                value={form.submission_deadline}
                onChange={(e) => set("submission_deadline", e.target.value)}
              >
                {SUBMISSION_DEADLINES.map((s) => (
                  <option key={s} value={s}>
                    {SUBMISSION_DEADLINE_LABELS[s]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {form.submission_deadline === "custom" && (
            <div className="form-row">
              <Field
                id="league-deadline-day"
                label="Deadline Day"
                error={err("custom_deadline_day")}
              >
                <select
                  id="league-deadline-day"
                  className="select"
                  value={form.custom_deadline_day}
                  onChange={(e) => set("custom_deadline_day", e.target.value)}
                >
                  <option value="">Choose a day</option>
                  {DEADLINE_DAYS.map((day, i) => (
                    <option key={day} value={i}>
                      {day}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                id="league-deadline-time"
                label="Deadline Time (ET)"
                error={err("custom_deadline_time")}
              >
                <input
                  id="league-deadline-time"
                  className="input"
                  type="time"
                  value={form.custom_deadline_time}
                  onChange={(e) => set("custom_deadline_time", e.target.value)}
                />
              </Field>
            </div>
          )}
          <div className="field">
            <span className="field-label">Allowed Bet Types</span>
            <div className="check-grid">
              {sport.betTypes.map((b) => (
                <Check
                  key={b}
                  label={BET_TYPE_LABELS[b]}
                  checked={form.allowed_bet_types.includes(b)}
                  onChange={(on) => set("allowed_bet_types", toggle(form.allowed_bet_types, b, on))}
                />
              ))}
            </div>
            {err("allowed_bet_types") && (
              <span className="field-error">{err("allowed_bet_types")}</span>
            )}
          </div>
          <div className="field">
            <span className="field-label">Allowed Game Portions</span>
            <div className="check-grid">
              {sport.portions.map((p) => (
                <Check
                  key={p}
                  label={LEAGUE_PORTION_LABELS[p]}
                  checked={form.allowed_game_portions.includes(p)}
                  onChange={(on) =>
                    set("allowed_game_portions", toggle(form.allowed_game_portions, p, on))
                  }
                />
              ))}
            </div>
            {err("allowed_game_portions") && (
              <span className="field-error">{err("allowed_game_portions")}</span>
            )}
          </div>
          <div className="check-grid">
            <Check
              label="Enable Lock Picks"
              checked={form.enable_locks}
              onChange={(v) => set("enable_locks", v)}
            />
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
              <Field id="league-min-odds" label="Minimum Odds" error={err("min_odds")}>
                <input
                  id="league-min-odds"
                  className="input"
                  type="number"
                  value={form.min_odds}
                  onChange={(e) => set("min_odds", e.target.value)}
                />
              </Field>
              <Field id="league-max-odds" label="Maximum Odds" error={err("max_odds")}>
                <input
                  id="league-max-odds"
                  className="input"
                  type="number"
                  value={form.max_odds}
                  onChange={(e) => set("max_odds", e.target.value)}
                />
              </Field>
            </div>
          )}
        </fieldset>

        <fieldset className="form-section">
          <legend>Tiebreakers</legend>
          <div className="form-row">
            <Field
              id="league-primary-tb"
              label="Primary Tiebreaker"
              error={err("primary_tiebreaker")}
            >
              <select
                id="league-primary-tb"
                className="select"
                value={form.primary_tiebreaker}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    primary_tiebreaker: e.target.value,
                    secondary_tiebreaker: resetClashingSecondary(
                      e.target.value,
                      f.secondary_tiebreaker,
                    ),
                  }))
                }
              >
                {TIEBREAKERS.map((t) => (
                  <option key={t} value={t}>
                    {TIEBREAKER_LABELS[t]}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="league-secondary-tb"
              label="Secondary Tiebreaker"
              error={err("secondary_tiebreaker")}
            >
              <select
                id="league-secondary-tb"
                className="select"
                value={form.secondary_tiebreaker}
                onChange={(e) => set("secondary_tiebreaker", e.target.value)}
              >
                {secondaryTiebreakerOptions(form.primary_tiebreaker).map((t) => (
                  <option key={t} value={t}>
                    {TIEBREAKER_LABELS[t as keyof typeof TIEBREAKER_LABELS]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend>Sponsorship</legend>
          <Check
            label="This league is sponsored"
            checked={form.is_sponsored}
            onChange={(v) => set("is_sponsored", v)}
          />
          {form.is_sponsored && (
            <>
              <div className="form-row">
                <Field id="league-sponsor-name" label="Sponsor Name" error={err("sponsor_name")}>
                  <input
                    id="league-sponsor-name"
                    className="input"
                    value={form.sponsor_name}
                    maxLength={100}
                    onChange={(e) => set("sponsor_name", e.target.value)}
                  />
                </Field>
                <ImageField
                  label="Sponsor Logo"
                  value={form.sponsor_logo_url}
                  onChange={(logo) => set("sponsor_logo_url", logo)}
                  maxBytes={MAX_LOGO_BYTES}
                  tooBig={IMAGE_TEXTS.logoTooBig}
                  error={err("sponsor_logo_url")}
                />
              </div>
              <Field
                id="league-sponsor-message"
                label="Sponsor Message"
                error={err("sponsor_message")}
              >
                <input
                  id="league-sponsor-message"
                  className="input"
                  value={form.sponsor_message}
                  maxLength={500}
                  onChange={(e) => set("sponsor_message", e.target.value)}
                />
              </Field>
              <Field id="league-prize" label="Prize Description" error={err("prize_description")}>
                <input
                  id="league-prize"
                  className="input"
                  value={form.prize_description}
                  maxLength={500}
                  onChange={(e) => set("prize_description", e.target.value)}
                />
              </Field>
            </>
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
