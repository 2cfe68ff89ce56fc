import { useState, type FormEvent } from "react";
import { changePasswordFormErrors, type FormErrors } from "#domain/accounts/form-errors";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages";
import { ApiError, errorMessage } from "#web/api/errors";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { Dialog } from "#web/ui/dialog";
import { focusFirstInvalid } from "#web/ui/focus-first-invalid";
import { NewPasswordFields } from "#web/ui/new-password-fields";
import { PasswordField } from "#web/ui/password-field";
import { toast } from "#web/ui/toast";
import { changePassword } from "../api/change-password";

type Field = "current_password" | "new_password" | "new_password_confirm";
const EMPTY: Record<Field, string> = {
  current_password: "",
  new_password: "",
  new_password_confirm: "",
};
const FAILED = "Password change failed";
export const NEEDS_CONNECTION =
  "Changing your password needs a connection. Connect to the internet and try again — nothing was changed or queued.";

/**
 * 'Change Password' in 'Your Profile': current, new and confirmation, checked with the
 * domain/accounts rules before any call. Online only (never queued): offline it says so and keeps
 * what was typed.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [offline, setOffline] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setValues(EMPTY);
    setErrors({});
    setOffline(false);
    onClose();
  };

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = changePasswordFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(form);
      return;
    }
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    setOffline(false);
    setBusy(true);
    try {
      const answer = await changePassword(values.current_password, values.new_password);
      toast.success(answer.message ?? ACCOUNT_MESSAGES.passwordChanged);
      setBusy(false);
      setValues(EMPTY);
      onClose();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 0) {
        setOffline(true);
        return;
      }
      const fields = err instanceof ApiError ? err.fieldErrors() : {};
      const mine: FormErrors<Field> = {};
      for (const key of Object.keys(EMPTY) as Field[]) if (fields[key]) mine[key] = fields[key];
      if (Object.keys(mine).length) {
        setErrors(mine);
        focusFirstInvalid(form);
        return;
      }
      toast.error(errorMessage(err, FAILED));
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Change Password">
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Change Password">
        {offline && <Banner kind="warning">{NEEDS_CONNECTION}</Banner>}
        <PasswordField
          label="Current Password"
          name="current_password"
          autoComplete="current-password"
          value={values.current_password}
          onChange={update("current_password")}
          error={errors.current_password}
        />
        <NewPasswordFields
          names={["new_password", "new_password_confirm"]}
          labels={["New Password", "Confirm New Password"]}
          values={values}
          errors={errors}
          update={update}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy} busyText="Changing password...">
            Change Password
          </Button>
          <Button variant="ghost" onClick={close} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
