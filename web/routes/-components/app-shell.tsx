import type { ReactNode } from "react";
import { ScoresTicker } from "#web/features/season/components/scores-ticker";
import { OfflineBanner } from "#web/features/sync/components/offline-banner";
import { Header } from "./header";

/**
 * The signed-in frame around every screen: the header (on phones the top bar and the bottom tab
 * bar), the scores ticker and the offline banner.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <Header />
      <ScoresTicker />
      <OfflineBanner />
      <main className="app-main">{children}</main>
    </div>
  );
}
