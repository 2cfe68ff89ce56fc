import { Link, useNavigate } from "@tanstack/react-router";
import { registrationFormErrors, type FormErrors } from "#domain/accounts/form-errors";
import { ApiError, errorMessage } from "#web/api/errors";
import { Button } from "#web/ui/button";
import { NewPasswordFields } from "#web/ui/new-password-fields";
import { TextField } from "#web/ui/text-field";
import { focusFirstInvalid } from "#web/ui/focus-first-invalid";
import { toast } from "#web/ui/toast";
import type { RegistrationPayload } from "#domain/accounts/contract";
import { register } from "../api/register";
import { useAuthForm } from "../hooks/use-auth-form";

type Field = keyof RegistrationPayload;
const FIELDS: Field[] = [
  "email",
  "username",
  "first_name",
  "last_name",
  "password",
  "password_confirm",
];
const REGISTERED = "Registration successful! Please check your email to verify your account.";

/** Registration (spec section 2): client rules from domain/, server field errors beside the fields. */
export function RegisterForm() {
  const navigate = useNavigate();
  const { values, errors, setErrors, busy, setBusy, update, submit } = useAuthForm<Field>(
    {
      email: "",
      username: "",
      first_name: "",
      last_name: "",
      password: "",
      password_confirm: "",
    },
    registrationFormErrors,
  );

  const onSubmit = submit(async (form) => {
    try {
      const result = await register({
        ...values,
        email: values.email.trim(),
        username: values.username.trim(),
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
      });
      toast.success(REGISTERED);
      await navigate({
        to: "/verify-email",
        // The toast has just said what the server's message says: the screen does not repeat it.
        state: { email: result.email ?? values.email.trim(), justSent: true },
      });
    } catch (err) {
      setBusy(false);
      const fields = err instanceof ApiError ? err.fieldErrors() : {};
      const besideFields: FormErrors<Field> = {};
      for (const field of FIELDS) if (fields[field]) besideFields[field] = fields[field];
      setErrors(besideFields);
      focusFirstInvalid(form);
      // Errors that belong to no field on the form still need to be seen.
      const shown = Object.keys(besideFields).length > 0;
      const other = Object.keys(fields).some((key) => !FIELDS.includes(key as Field));
      if (!shown || other) toast.error(errorMessage(err, "Registration failed"));
    }
  });

  return (
    <>
      <h2>Create your account</h2>
      <p className="auth-lead">
        Join a league, pick games against the odds and climb the standings.
      </p>
      <form className="form" noValidate onSubmit={onSubmit}>
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
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={update("username")}
          error={errors.username}
          hint="3–29 letters, numbers or underscores"
        />
        <div className="form-row">
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            optional
            value={values.first_name}
            onChange={update("first_name")}
            error={errors.first_name}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            optional
            value={values.last_name}
            onChange={update("last_name")}
            error={errors.last_name}
          />
        </div>
        <NewPasswordFields
          names={["password", "password_confirm"]}
          labels={["Password", "Confirm password"]}
          values={values}
          errors={errors}
          update={update}
        />
        <Button type="submit" block busy={busy} busyText="Creating account...">
          Create account
        </Button>
      </form>
      <p className="auth-footer">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </>
  );
}
