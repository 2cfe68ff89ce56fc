import { Button } from "./button";

/**
 * What a card says when its data could not be loaded and there is no saved copy: the spec's words
 * ('Failed to load stats', 'Failed to load standings', …) and Retry.
 */
export function LoadFailed({ children, onRetry }: { children: string; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>{children}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
