import { useId, type InputHTMLAttributes, type ReactNode } from "react";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  /** Error text shown under the field (also marks the input invalid for screen readers). */
  error?: string | null;
  /** Help text under the field (e.g. password rules). */
  hint?: ReactNode;
  /** Adds a muted '(optional)' after the label. */
  optional?: boolean;
  id?: string;
}

/** Wires a label, hint and error to an input: `<TextField label="Email" type="email" value onChange error={errors.email} />`. */
export function TextField(props: TextFieldProps) {
  return <FieldShell {...props} />;
}

/** Shared by TextField and PasswordField: label, input (optionally wrapped with an adornment), hint, error. */
export function FieldShell({
  label,
  error,
  hint,
  optional,
  id,
  className,
  adornment,
  ...input
}: TextFieldProps & { adornment?: ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const control = (
    <input
      id={inputId}
      className="input"
      aria-invalid={error ? true : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      {...input}
    />
  );
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={inputId}>
        {label}
        {optional && <span className="field-optional"> (optional)</span>}
      </label>
      {adornment ? (
        <div className="input-group">
          {control}
          {adornment}
        </div>
      ) : (
        control
      )}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
