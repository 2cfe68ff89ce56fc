import { useState } from "react";
import { FieldShell, type TextFieldProps } from "./text-field";

/** A TextField for passwords with a Show/Hide toggle: `<PasswordField label="Password" value onChange error autoComplete="current-password" />`. */
export function PasswordField(props: Omit<TextFieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      {...props}
      type={visible ? "text" : "password"}
      adornment={
        <button
          type="button"
          className="input-toggle"
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? "Hide" : "Show"}
        </button>
      }
    />
  );
}
