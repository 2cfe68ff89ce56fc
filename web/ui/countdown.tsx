import { lockCountdown, lockCountdownChangesAt } from "#web/lib/format";
import { serverNowMs, useServerNowCrossing } from "#web/lib/server-time";

/**
 * 'Locks in 2h 05m', re-rendering on its own when its text changes (each second only in the last
 * hour): only this text follows the clock, not the card or the list around it.
 */
export function LockCountdown({
  at,
  className = "countdown small",
  testId,
}: {
  /** The deadline, epoch ms (server time). */
  at: number;
  className?: string;
  testId?: string;
}) {
  const next = lockCountdownChangesAt(at, serverNowMs());
  const now = useServerNowCrossing(next === null ? [] : [next]);
  return (
    <span className={className} data-testid={testId}>
      {lockCountdown(at, now)}
    </span>
  );
}
