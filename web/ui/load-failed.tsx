import { Button } from "./button";
import { NotSaved, useNotSaved } from "./not-saved";

/**
 * What a card says when its data could not be loaded and there is no saved copy: the spec's words
 * ('Failed to load stats', 'Failed to load standings', …) and Retry. Offline, that only means the
 * device never saved it: "Not saved on this device yet" instead (web/ui/not-saved.tsx).
 */
export function LoadFailed({ children, onRetry }: { children: string; onRetry: () => void }) {
  if (useNotSaved(true)) return <NotSaved />;
  return (
    <div className="load-failed" role="alert">
      <p>{children}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
