import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * The building blocks of the league settings forms (Create League, Edit League): a labelled field
 * with its hint and error, a text or number input, a select, a checkbox and a list of checkboxes.
 * The setting groups (settings-groups.tsx, create-league-fields.tsx) are made of these.
 */

/** Sets one key of a settings form: `set("name", "Saturday Crew")`. */
export type SetField<F> = <K extends keyof F>(key: K, value: F[K]) => void;

/** A field's first error message, if it has one. */
export type FieldError = (key: string) => string | undefined;

export function Field({
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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange">;

/** Not `#web/ui/text-field`: that one marks every field with an error invalid (red) and as an alert;
 * these keep the dialogs as they were (only League Name is marked). `<InputField id="league-name" label="League Name" value={…} onValue={…} maxLength={100} />` */
export function InputField({
  id,
  label,
  error,
  hint,
  value,
  onValue,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
} & InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
    </Field>
  );
}

/** Value and label of each choice: `labelled(DURATION_TYPES, DURATION_LABELS)`. */
export const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => [value, labels[value]] as const);

export function SelectField({
  id,
  label,
  error,
  value,
  onValue,
  options,
  blank,
  hint,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  options: ReadonlyArray<readonly [value: string | number, label: string]>;
  /** The first choice, with the value "" ("Choose a day"). */
  blank?: string;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select id={id} className="select" value={value} onChange={(e) => onValue(e.target.value)}>
        {blank !== undefined && <option value="">{blank}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function Check({
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

/** A group of checkboxes that picks several values ('Allowed Bet Types'). */
export function ChecksField({
  label,
  options,
  selected,
  onChange,
  error,
}: {
  label: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
}) {
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      <div className="check-grid">
        {options.map(([value, text]) => (
          <Check
            key={value}
            label={text}
            checked={selected.includes(value)}
            onChange={(on) => onChange(toggle(selected, value, on))}
          />
        ))}
      </div>
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}
