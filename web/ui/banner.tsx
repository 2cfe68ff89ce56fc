import type { ReactNode } from "react";

/** An inline message strip: `<Banner kind="warning">Offline — updated 10:42</Banner>`; errors are announced (role=alert). */
export function Banner({
  kind = "info",
  children,
  className,
}: {
  kind?: "info" | "success" | "warning" | "error";
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={["banner", `banner-${kind}`, className].filter(Boolean).join(" ")}
      role={kind === "error" ? "alert" : "status"}
    >
      {children}
    </div>
  );
}
