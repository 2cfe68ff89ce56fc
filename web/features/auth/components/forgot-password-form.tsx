import { Link } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { forgotPasswordFormErrors } from "#domain/accounts/form-errors";
import { ApiError, errorMessage } from "#web/api/errors";
import { Button } from "#web/ui/button";
import { TextField } from "#web/ui/text-field";
import { focusFirstInvalid } from "#web/ui/focus-first-invalid";
import { toast } from "#web/ui/toast";
import { requestPasswordReset } from "../api/request-password-reset";

/** Forgot password (spec sections 2 and 4): form → 'sent' confirmation → 'try again' back to the form. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = forgotPasswordFormErrors({ email });
    setError(found.email);
    if (found.email) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      toast.success("Password reset email sent! Please check your inbox.");
      setSentTo(email.trim());
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors().email : undefined;
      if (field) setError(field);
      else toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="center">
        <div className="status-icon status-icon-success status-mark-mail" aria-hidden="true" />
        <h2>Check your email</h2>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we sent a link to reset your password.
          The link expires in 1 hour.
        </p>
        <p className="muted small">
          Didn&apos;t get it? Check your spam folder or{" "}
          <button type="button" className="btn btn-link" onClick={() => setSentTo(null)}>
            try again
          </button>
          .
        </p>
        <p className="auth-footer">
          <Link to="/login">Back to Login</Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <h2>Forgot your password?</h2>
      <p className="auth-lead">Enter your email and we&apos;ll send you a link to reset it.</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" block busy={busy} busyText="Sending...">
          Send reset link
        </Button>
      </form>
      <p className="auth-footer">
        <Link to="/login">Back to Login</Link>
      </p>
    </>
  );
}
