import { Link } from "@tanstack/react-router";

/** 'Page not found', and the way back to the dashboard. */
export function NotFoundMessage() {
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p className="muted">The page you&apos;re looking for doesn&apos;t exist.</p>
      <Link to="/dashboard" className="btn btn-primary btn-block">
        Go to Dashboard
      </Link>
    </div>
  );
}
