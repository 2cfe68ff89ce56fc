import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { loginFormErrors, type FormErrors } from "../../../../domain/accounts/form-errors";
import { ApiError, errorMessage } from "../../../api/errors";
import { SESSION_EXPIRED, useAuth } from "../../../api/session";
import { Banner } from "../../../ui/banner";
import { Button } from "../../../ui/button";
import { PasswordField } from "../../../ui/password-field";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid } from "../../../ui/focus-first-invalid";
import { toast } from "../../../ui/toast";
import { login } from "../api/login";
import { safeRedirect } from "../navigation";

type Field = "email" | "password";

/** Login (spec section 2): validates first, then signs in and returns to `redirect` or /dashboard. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const { signIn, error: authError, setError } = useAuth();
  const router = useRouter();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = loginFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      const { tokens, user } = await login({
        email: values.email.trim(),
        password: values.password,
      });
      signIn(tokens, user);
      toast.success("Login successful!");
      router.history.push(safeRedirect(redirect));
    } catch (err) {
      const message = errorMessage(err, "Login failed");
      if (message.toLowerCase().includes("not verified")) {
        toast.error(message);
        await navigate({ to: "/verify-email", state: { email: values.email.trim(), message } });
        return;
      }
      if (err instanceof ApiError) {
        const fields = err.fieldErrors();
        if (fields.email || fields.password)
          setErrors({ email: fields.email, password: fields.password });
      }
      toast.error(message);
      setBusy(false);
    }
  }

  return (
    <>
      <h2>Welcome back</h2>
      <p className="auth-lead">Log in to make your picks and check your leagues.</p>
      {authError === SESSION_EXPIRED && (
        <Banner kind="warning" className="auth-banner">
          <span>{SESSION_EXPIRED}. Please log in again.</span>
        </Banner>
      )}
      <form
        className="form"
        noValidate
        onSubmit={onSubmit}
        onChange={() => authError && setError(null)}
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={update("email")}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={update("password")}
          error={errors.password}
        />
        <div className="form-links">
          <span />
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" block busy={busy} busyText="Logging in...">
          Log in
        </Button>
      </form>
      <p className="auth-footer">
        New here? <Link to="/register">Create an account</Link>
      </p>
    </>
  );
}
