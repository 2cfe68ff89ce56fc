import { useState, type FormEvent } from "react";
import type { FormErrors } from "#domain/accounts/form-errors";
import { focusFirstInvalid } from "#web/ui/focus-first-invalid";

/**
 * The plumbing the account forms share: field values, errors shown beside the fields (a field's
 * error clears as soon as it is edited), the busy flag, and a submit that runs the client rules
 * from domain/ first — on any error it shows them, focuses the first invalid field and sends
 * nothing.
 */
export function useAuthForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FormErrors<Field>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /**
   * An onSubmit handler: validates, then (when `ready` too) marks the form busy and calls `send`
   * with the form element, for focusing server field errors.
   */
  const submit =
    (send: (form: HTMLFormElement) => Promise<void>, ready = true) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length || !ready) {
        focusFirstInvalid(form);
        return;
      }
      setBusy(true);
      await send(form);
    };

  return { values, errors, setErrors, busy, setBusy, update, submit };
}
