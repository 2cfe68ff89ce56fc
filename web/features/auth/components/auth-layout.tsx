import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { BrandMark } from "#web/ui/brand-mark";
import "../auth.css";

/** The frame of every signed-out screen: headline 'NCAA Pick'em', subtitle 'Championship Platform', one card. */
export function AuthLayout({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="auth-page">
      <Link to="/login" className="auth-brand">
        <BrandMark />
        <h1>NCAA Pick&apos;em</h1>
        <p>Championship Platform</p>
      </Link>
      <main className={wide ? "auth-card auth-card-wide" : "auth-card"}>{children}</main>
    </div>
  );
}
