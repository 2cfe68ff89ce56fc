import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { CommissionerActResponse } from "#domain/commissioner/contract";
import { REASON_MAX } from "#domain/commissioner/contract";
import { ApiError, errorMessage } from "#web/api/errors";
import { useOnline } from "#web/lib/online";
import { invalidateApi } from "#web/lib/query";
import { Button } from "#web/ui/button";
import { TextField } from "#web/ui/text-field";
import { toast } from "#web/ui/toast";

/** The commissioner's acts need the server's answer at once: offline they wait, unsent. */
export const ACTS_OFFLINE_TEXT =
  "You're offline. Entering picks, voiding games and correcting points need a connection.";

/** The first message per field, as a form shows them (`form`: the refusal of no field). */
type FieldErrors = Record<string, string>;

/**
 * One act's form: its fields (given the server's field errors), the reason every act needs, and
 * the send: straight to the API (online only), the server's field errors under their fields, its
 * other refusal under the form, success in the one toast, and the league's answers reloaded (the
 * log, the standings, the week's picks).
 */
export function ActForm({
  leagueId,
  submitText,
  success,
  send,
  children,
  ready = true,
}: {
  leagueId: number;
  submitText: string;
  success: string;
  /** The act with this reason (null: the commissioner thought better of it), or the form's own refusals. */
  send: (reason: string) => Promise<CommissionerActResponse | null> | FieldErrors;
  children: (errors: FieldErrors) => ReactNode;
  /** False while the form lacks a choice (no member, no game). */
  ready?: boolean;
}) {
  const online = useOnline();
  const id = useId();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!online) return setErrors({ form: ACTS_OFFLINE_TEXT });
    const sent = send(reason.trim());
    if (!(sent instanceof Promise)) return setErrors(sent);
    setBusy(true);
    setErrors({});
    try {
      if (!(await sent)) return;
      toast.success(success);
      setReason("");
      invalidateApi(`/leagues/${leagueId}/`);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors() : {};
      const known = Object.keys(fields).length > 0;
      setErrors(known ? fields : { form: errorMessage(err, "The change was not saved") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="act-form stack-sm" onSubmit={submit} noValidate>
      {children(errors)}
      <TextField
        id={`${id}-reason`}
        label="Reason (the whole league sees it)"
        value={reason}
        maxLength={REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        required
      />
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" busy={busy} disabled={!online || !ready || !reason.trim()}>
        {submitText}
      </Button>
    </form>
  );
}

/** A labelled select with its error under it. */
export function ActSelect({
  label,
  value,
  onChange,
  options,
  error,
  blank,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  blank?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {blank !== undefined && <option value="">{blank}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
