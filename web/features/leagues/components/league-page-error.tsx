import { Link } from "@tanstack/react-router";
import { ApiError } from "#web/api/errors";
import { useOnline } from "#web/lib/online";
import { Banner } from "#web/ui/banner";
import { NotSaved } from "#web/ui/not-saved";

/** The league page when the league could not be read: not found (or private), or failed. */
export function LeaguePageError({ error }: { error: unknown }) {
  const online = useOnline();
  const text =
    error instanceof ApiError && error.status === 404
      ? "League not found. A private league opens to its members: join it with its code from League Central."
      : "Failed to load league data";
  return (
    <div className="page stack">
      {online ? <Banner kind="error">{text}</Banner> : <NotSaved />}
      <Link to="/leagues" className="btn btn-secondary">
        Go to League Central
      </Link>
    </div>
  );
}
