import type { PendingPickRow } from "#web/offline/db";
import { Banner } from "#web/ui/banner";

const SOON_MS = 30 * 60 * 1000;

/** Offline with an unsent pick whose game locks within 30 minutes: it may not arrive in time. */
export function OfflineLockWarning({
  online,
  rows,
  nowMs,
}: {
  online: boolean;
  rows: PendingPickRow[];
  nowMs: number;
}) {
  if (online) return null;
  const soon = rows
    .filter((r) => r.rejection === null)
    .map((r) => r.pick)
    .filter((p) => Date.parse(p.lockAt) > nowMs && Date.parse(p.lockAt) - nowMs < SOON_MS);
  if (!soon.length) return null;
  return (
    <Banner kind="warning">
      You are offline and{" "}
      {soon.length === 1 ? `"${soon[0]!.name}" locks` : `${soon.length} picks lock`} in under 30
      minutes — {soon.length === 1 ? "it" : "they"} may not reach the server in time.
    </Banner>
  );
}
