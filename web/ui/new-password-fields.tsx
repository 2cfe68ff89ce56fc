import { ACCOUNT_MESSAGES } from "#domain/accounts/messages";
import { PasswordField } from "./password-field";

type Change = (event: { target: { value: string } }) => void;

/**
 * A new password and its confirmation, the pair register, reset and change password share: the
 * rules hint under the first, `autoComplete="new-password"` on both so password managers offer
 * to generate and save.
 */
export function NewPasswordFields<Field extends string>({
  names: [password, confirm],
  labels: [passwordLabel, confirmLabel],
  values,
  errors,
  update,
}: {
  names: readonly [Field, Field];
  labels: readonly [string, string];
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  update: (field: Field) => Change;
}) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        name={password}
        autoComplete="new-password"
        value={values[password]}
        onChange={update(password)}
        error={errors[password]}
        hint={ACCOUNT_MESSAGES.passwordHint}
      />
      <PasswordField
        label={confirmLabel}
        name={confirm}
        autoComplete="new-password"
        value={values[confirm]}
        onChange={update(confirm)}
        error={errors[confirm]}
      />
    </>
  );
}
