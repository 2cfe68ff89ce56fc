import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { resetPasswordFormErrors } from "#domain/accounts/form-errors";
import { ApiError, errorMessage } from "#web/api/errors";
import { Button } from "#web/ui/button";
import { NewPasswordFields } from "#web/ui/new-password-fields";
import { toast } from "#web/ui/toast";
import { confirmPasswordReset } from "../api/confirm-password-reset";
import { useAuthForm } from "../hooks/use-auth-form";

type Field = "new_password" | "new_password_confirm";
const RESET_DONE = "Password reset successful! You can now log in with your new password.";

/** Spec section 8: an error saying invalid or expired means the link is dead, not the form. */
export function isDeadLinkError(message: string): boolean {
  const text = message.toLowerCase();
  return text.includes("invalid") || text.includes("expired");
}

/** Reset password (spec sections 2, 4, 8): form → success, or 'Invalid Reset Link'. */
export function ResetPasswordForm({ token }: { token?: string }) {
  const { values, errors, setErrors, busy, setBusy, update, submit } = useAuthForm<Field>(
    { new_password: "", new_password_confirm: "" },
    resetPasswordFormErrors,
  );
  const [state, setState] = useState<"form" | "invalid" | "done">(token ? "form" : "invalid");

  const onSubmit = submit(async () => {
    if (!token) return;
    try {
      await confirmPasswordReset(token, values.new_password);
      toast.success(RESET_DONE);
      setState("done");
    } catch (err) {
      setBusy(false);
      const fields = err instanceof ApiError ? err.fieldErrors() : {};
      if (fields.new_password) {
        setErrors({ new_password: fields.new_password });
        return;
      }
      const message = errorMessage(err);
      if (fields.token || isDeadLinkError(message)) setState("invalid");
      else toast.error(message);
    }
  }, !!token);

  if (state === "invalid") {
    return (
      <div className="center">
        <div className="status-icon status-icon-error" aria-hidden="true">
          !
        </div>
        <h2>Invalid Reset Link</h2>
        <p>This password reset link is invalid or has expired.</p>
        <div className="form-actions">
          <Link to="/forgot-password" className="btn btn-primary btn-block">
            Request new reset link
          </Link>
          <Link to="/login" className="btn btn-ghost btn-block">
            Back to Login
          </Link>
        </div>
      </div>
    );
  }

  if (state === "done") {
    return (
      <div className="center">
        <div className="status-icon status-icon-success status-mark-check" aria-hidden="true" />
        <h2>Password reset</h2>
        <p>{RESET_DONE}</p>
        <Link to="/login" className="btn btn-primary btn-block">
          Go to Login
        </Link>
      </div>
    );
  }

  return (
    <>
      <h2>Set a new password</h2>
      <p className="auth-lead">Choose a new password for your account.</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          names={["new_password", "new_password_confirm"]}
          labels={["New Password", "Confirm New Password"]}
          values={values}
          errors={errors}
          update={update}
        />
        <Button type="submit" block busy={busy} busyText="Resetting password...">
          Reset password
        </Button>
      </form>
      <p className="auth-footer">
        <Link to="/login">Back to Login</Link>
      </p>
    </>
  );
}
