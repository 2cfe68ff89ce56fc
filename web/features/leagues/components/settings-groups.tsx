import { IMAGE_TEXTS, MAX_LOGO_BYTES } from "#domain/images";
import {
  AUTO_PICK_LABELS,
  AUTO_PICK_LIMIT_MAX,
  AUTO_PICK_MODES,
  type AutoPickMode,
} from "#domain/leagues/auto-pick-settings";
import {
  POOL_FORMATS,
  POOL_FORMAT_LABELS,
  POOL_FORMAT_SENTENCES,
  TIEBREAKER_CHOICES,
  TIEBREAKER_LABELS,
  type PoolFormat,
} from "#domain/leagues/enums";
import {
  resetClashingSecondary,
  secondaryTiebreakerOptions,
} from "#domain/leagues/tiebreaker-choice";
import { ImageField } from "#web/ui/image-field";
import { autoPickSentence } from "../auto-pick-text";
import { Check, SelectField, InputField, labelled, type FieldError } from "./settings-fields";

/** The setting groups both Create League and Edit League show: one component per group. */

export type PrivacyValues = {
  league_type: string;
  max_members: string;
};

/** A group's change: the keys it sets, merged into the dialog's form. */
type OnChange<V> = (patch: Partial<V>) => void;

export function LeagueNameField({
  value,
  onValue,
  error,
}: {
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  return (
    <InputField
      id="league-name"
      label="League Name"
      value={value}
      onValue={onValue}
      error={error}
      maxLength={100}
      placeholder="e.g. Saturday Crew"
      aria-invalid={!!error}
    />
  );
}

const TYPE_TEXT = {
  explained: [
    ["private", "Private (join by code)"],
    ["public", "Public (anyone can join)"],
  ],
  // Edit League: its commissioner knows what the two mean.
  plain: [
    ["private", "Private"],
    ["public", "Public"],
  ],
} as const;

/** Who may join (League Type) and how many (Max Members), side by side. */
export function PrivacyFields({
  values,
  onChange,
  err,
  typeText,
}: {
  values: PrivacyValues;
  onChange: OnChange<PrivacyValues>;
  err: FieldError;
  typeText: keyof typeof TYPE_TEXT;
}) {
  return (
    <div className="form-row">
      <SelectField
        id="league-type"
        label="League Type"
        error={err("league_type")}
        value={values.league_type}
        onValue={(v) => onChange({ league_type: v })}
        options={TYPE_TEXT[typeText]}
      />
      <InputField
        id="league-max-members"
        label="Max Members"
        error={err("max_members")}
        type="number"
        min={2}
        max={10000}
        value={values.max_members}
        onValue={(v) => onChange({ max_members: v })}
      />
    </div>
  );
}

export function PicksPerWeekField({
  value,
  onValue,
  error,
}: {
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  return (
    <InputField
      id="league-picks-per-week"
      label="Picks Per Week"
      error={error}
      type="number"
      min={1}
      max={100}
      value={value}
      onValue={onValue}
    />
  );
}

/** Primary and Secondary Tiebreaker; a new primary resets a secondary that clashes with it. */
export function TiebreakerFields({
  primary,
  secondary,
  onChange,
  err,
}: {
  primary: string;
  secondary: string;
  onChange: (primary: string, secondary: string) => void;
  err: FieldError;
}) {
  return (
    <div className="form-row">
      <SelectField
        id="league-primary-tb"
        label="Primary Tiebreaker"
        error={err("primary_tiebreaker")}
        value={primary}
        onValue={(v) => onChange(v, resetClashingSecondary(v, secondary))}
        options={labelled(TIEBREAKER_CHOICES, TIEBREAKER_LABELS)}
      />
      <SelectField
        id="league-secondary-tb"
        label="Secondary Tiebreaker"
        error={err("secondary_tiebreaker")}
        value={secondary}
        onValue={(v) => onChange(primary, v)}
        options={secondaryTiebreakerOptions(primary).map(
          (t) => [t, TIEBREAKER_LABELS[t as keyof typeof TIEBREAKER_LABELS]] as const,
        )}
      />
    </div>
  );
}

/**
 * The pool format as three tappable cards (Standard, Confidence, Survivor), each with its one
 * sentence on how it scores: native radios in a fieldset, so a screen reader hears one choice of
 * three.
 */
export function PoolFormatField({
  value,
  onValue,
  error,
}: {
  value: PoolFormat;
  onValue: (v: PoolFormat) => void;
  error?: string;
}) {
  return (
    <ChoiceCards
      name="pool_format"
      legend="Pool format"
      className="pool-format-cards"
      choices={choicesOf(POOL_FORMATS, POOL_FORMAT_LABELS, POOL_FORMAT_SENTENCES)}
      value={value}
      onValue={onValue}
      error={error}
    />
  );
}

/** ChoiceCards' choices from a list of values and each value's label and sentence. */
export const choicesOf = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  sentences: Record<T, string>,
) => values.map((value) => ({ value, label: labels[value], sentence: sentences[value] }));

/**
 * One choice of a few as tappable cards (native radios in a fieldset, so a screen reader hears one
 * choice of N), each with its label and, when given, its sentence; the fieldset's hint and error
 * under them.
 */
export function ChoiceCards<T extends string>(props: {
  name: string;
  legend: string;
  className: string;
  choices: readonly { value: T; label: string; sentence?: string }[];
  value: T;
  onValue: (v: T) => void;
  hint?: string;
  error?: string;
}) {
  const { name, error, hint } = props;
  const described = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ");
  return (
    <fieldset className="pool-format" aria-describedby={described || undefined}>
      <legend className="field-label">{props.legend}</legend>
      <div className={props.className}>
        {props.choices.map((choice) => (
          <label key={choice.value} className="pool-format-card">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onValue(choice.value)}
            />
            {choice.sentence === undefined ? (
              <span>{choice.label}</span>
            ) : (
              <span className="pool-format-text">
                <strong>{choice.label}</strong>
                <span className="small muted">{choice.sentence}</span>
              </span>
            )}
          </label>
        ))}
      </div>
      {hint && (
        <span className="field-hint" id={`${name}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${name}-error`}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

export type AutoPickValues = { auto_pick: AutoPickMode; auto_pick_limit: string };

/**
 * Auto-pick (issue 47): Off, Favorites or Home teams as three tappable cards (native radios in a
 * fieldset), its one sentence, and once on the limit of weeks a season. Not a scoring setting:
 * Edit League keeps it editable after the freeze.
 */
export function AutoPickFields({
  values,
  onChange,
  err,
}: {
  values: AutoPickValues;
  onChange: OnChange<AutoPickValues>;
  err: FieldError;
}) {
  const error = err("auto_pick");
  return (
    <>
      <ChoiceCards
        name="auto_pick"
        legend="Auto-pick"
        className="auto-pick-modes"
        choices={AUTO_PICK_MODES.map((mode) => ({ value: mode, label: AUTO_PICK_LABELS[mode] }))}
        value={values.auto_pick}
        onValue={(auto_pick) => onChange({ auto_pick })}
        hint={autoPickSentence(values.auto_pick, values.auto_pick_limit)}
        error={error}
      />
      {values.auto_pick !== "off" && (
        <InputField
          id="league-auto-pick-limit"
          label="Auto-pick limit (weeks a season)"
          error={err("auto_pick_limit")}
          type="number"
          inputMode="numeric"
          min={0}
          max={AUTO_PICK_LIMIT_MAX}
          value={values.auto_pick_limit}
          onValue={(v) => onChange({ auto_pick_limit: v })}
        />
      )}
    </>
  );
}

export type SponsorValues = {
  is_sponsored: boolean;
  sponsor_name: string;
  sponsor_logo_url: string;
  sponsor_message: string;
  prize_description: string;
};

/** 'This league is sponsored' and, once ticked, the sponsor's name, logo, message and prize. */
export function SponsorFields({
  values,
  onChange,
  err,
  nameBesideLogo,
}: {
  values: SponsorValues;
  onChange: OnChange<SponsorValues>;
  err: FieldError;
  /** Create League sets the name and the logo side by side; Edit League stacks them. */
  nameBesideLogo?: boolean;
}) {
  const name = (
    <InputField
      id="league-sponsor-name"
      label="Sponsor Name"
      error={err("sponsor_name")}
      value={values.sponsor_name}
      maxLength={100}
      onValue={(v) => onChange({ sponsor_name: v })}
    />
  );
  const logo = (
    <ImageField
      label="Sponsor Logo"
      value={values.sponsor_logo_url}
      onChange={(url) => onChange({ sponsor_logo_url: url })}
      maxBytes={MAX_LOGO_BYTES}
      tooBig={IMAGE_TEXTS.logoTooBig}
      error={err("sponsor_logo_url")}
    />
  );
  return (
    <>
      <Check
        label="This league is sponsored"
        checked={values.is_sponsored}
        onChange={(v) => onChange({ is_sponsored: v })}
      />
      {values.is_sponsored && (
        <>
          {nameBesideLogo ? (
            <div className="form-row">
              {name}
              {logo}
            </div>
          ) : (
            <>
              {name}
              {logo}
            </>
          )}
          <InputField
            id="league-sponsor-message"
            label="Sponsor Message"
            error={err("sponsor_message")}
            value={values.sponsor_message}
            maxLength={500}
            onValue={(v) => onChange({ sponsor_message: v })}
          />
          <InputField
            id="league-prize"
            label="Prize Description"
            error={err("prize_description")}
            value={values.prize_description}
            maxLength={500}
            onValue={(v) => onChange({ prize_description: v })}
          />
        </>
      )}
    </>
  );
}
