import { Banner } from "#web/ui/banner";
import { useOnline } from "#web/lib/online";

/** Shown across the shell while the device is offline: work is kept and sent later. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Banner kind="warning" className="offline-banner">
      You&apos;re offline. Your changes are saved on this device and will sync when you&apos;re back
      online.
    </Banner>
  );
}
