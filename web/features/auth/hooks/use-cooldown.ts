import { useCallback, useEffect, useState } from "react";

/**
 * A countdown in whole seconds: `const { remaining, start } = useCooldown(60, startNow)`.
 * `remaining` is 0 when the action may run again. Computed from a deadline, so a throttled
 * background tab still ends on time.
 */
export function useCooldown(seconds: number, startNow = false) {
  const [until, setUntil] = useState<number | null>(() =>
    startNow ? Date.now() + seconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, [seconds]);

  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
}
