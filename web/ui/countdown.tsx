import { lockCountdown } from "#web/lib/format";
import { useServerNow } from "#web/lib/server-time";

/**
 * 'Locks in 2h 05m', ticking every second on its own: only this text re-renders with the clock,
 * not the card or the list around it.
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
  const now = useServerNow(1000);
  return (
    <span className={className} data-testid={testId}>
      {lockCountdown(at, now)}
    </span>
  );
}
