import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { errorMessage } from "#web/api/errors";
import { Button } from "#web/ui/button";
import { Spinner } from "#web/ui/spinner";

/**
 * Shown when a screen takes over a second to load (its code chunk or data on a slow network): a
 * spinner named "Loading" for screen readers, no text. (The skeletons are in the signed-in kit,
 * which the signed-out pages this also serves do not load.)
 */
export function RoutePending() {
  return <Spinner block size="lg" />;
}

/** Shown when a screen fails to load or render; 'Try again' reloads just that screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // A chunk that fails to load (offline before it was cached, or replaced by a newer deploy).
  const chunkFailed = /dynamically imported module|Importing a module script failed/i.test(
    error instanceof Error ? error.message : "",
  );
  return (
    <div className="page page-narrow">
      <div className="card">
        <div className="card-body center">
          <div className="status-icon status-icon-error" aria-hidden="true">
            !
          </div>
          <h2>Something went wrong</h2>
          <p className="muted">
            {chunkFailed
              ? "This screen could not be loaded. Check your connection and try again."
              : errorMessage(error)}
          </p>
          <div className="row row-center">
            <Button
              onClick={() => {
                reset();
                void router.invalidate();
              }}
            >
              Try again
            </Button>
            {chunkFailed && (
              <Button variant="ghost" onClick={() => window.location.reload()}>
                Reload app
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
