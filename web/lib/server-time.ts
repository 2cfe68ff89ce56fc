/**
 * The server's clock as the device knows it. The server decides every deadline; the screens only
 * count down to it, so they use the server's now (learned from answers that carry it), never the
 * phone's own clock, which may be wrong or — in development — days away from the replayed season.
 */
import { useEffect, useState } from "react";

let serverOffsetMs = 0;
const listeners = new Set<() => void>();

/** Records the server's time from an answer (e.g. `fetch_status.fetched_at`). */
export function learnServerTime(serverIso: string): void {
  const offset = Date.parse(serverIso) - Date.now();
  if (!Number.isFinite(offset)) return;
  serverOffsetMs = offset;
  for (const fn of listeners) fn();
}

/** The server's now in epoch ms, as best known. */
export const serverNowMs = (): number => Date.now() + serverOffsetMs;

/** The server's now, re-rendering every `intervalMs` and whenever the offset is learned again. */
export function useServerNow(intervalMs = 1000): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((t) => t + 1);
    const id = setInterval(bump, intervalMs);
    listeners.add(bump);
    return () => {
      clearInterval(id);
      listeners.delete(bump);
    };
  }, [intervalMs]);
  return serverNowMs();
}

/**
 * The server's now for screens whose state changes only at known instants (a game's deadline, its
 * kickoff): re-renders when the clock passes the next of `times`, and at least every `maxMs`, not
 * every second. Second-by-second countdowns are their own small components (`LockCountdown`).
 */
export function useServerNowCrossing(times: readonly number[], maxMs = 60_000): number {
  const [, setTick] = useState(0);
  const now = serverNowMs();
  let next = now + maxMs;
  for (const t of times) if (t > now && t < next) next = t;
  const waitMs = next - now + 5;
  useEffect(() => {
    const bump = () => setTick((t) => t + 1);
    const id = setTimeout(bump, waitMs);
    listeners.add(bump);
    return () => {
      clearTimeout(id);
      listeners.delete(bump);
    };
  }, [waitMs]);
  return now;
}
