import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: "sm" | "md";
  /** Full width (forms on phones). */
  block?: boolean;
  /** Shows a spinner, disables the button and, when given, swaps the label for `busyText`. */
  busy?: boolean;
  busyText?: string;
}

/** `<Button variant="primary|secondary|ghost|danger|link" size="sm" block busy busyText="Saving...">` — type defaults to "button". */
export function Button({
  variant = "primary",
  size = "md",
  block,
  busy,
  busyText,
  className,
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  const classes = [
    "btn",
    `btn-${variant}`,
    size === "sm" && "btn-sm",
    block && "btn-block",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner />}
      {busy && busyText ? busyText : children}
    </button>
  );
}
