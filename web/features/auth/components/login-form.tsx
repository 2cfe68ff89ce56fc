import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { loginFormErrors } from "#domain/accounts/form-errors";
import { ApiError, errorMessage } from "#web/api/errors";
import { SESSION_EXPIRED, useAuth } from "#web/api/session";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { PasswordField } from "#web/ui/password-field";
import { TextField } from "#web/ui/text-field";
import { toast } from "#web/ui/toast";
import { login } from "../api/login";
import { useAuthForm } from "../hooks/use-auth-form";
import { safeRedirect } from "../navigation";

type Field = "email" | "password";

/** Login (spec section 2): validates first, then signs in and returns to `redirect` or /dashboard. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const { signIn, error: authError, setError } = useAuth();
  const router = useRouter();
  const navigate = useNavigate();
  const { values, errors, setErrors, busy, setBusy, update, submit } = useAuthForm<Field>(
    { email: "", password: "" },
    loginFormErrors,
  );

  const onSubmit = submit(async () => {
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
  });

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
