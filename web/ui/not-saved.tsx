import { useOnline } from "#web/lib/online";
import "./not-saved.css";

/** The words for data the device has never saved, read while offline (issue 43). */
export const NOT_SAVED_TEXT = "Not saved on this device yet";

/**
 * What a screen part says offline when its data was never saved on this device: a calm note
 * (not an error, not a spinner); it fills in by itself when the network comes back
 * (`useApiQuery` loads failed answers again on the `online` event).
 */
export function NotSaved({ compact }: { compact?: boolean }) {
  return (
    <p className={compact ? "not-saved not-saved-compact" : "not-saved"} role="status">
      {NOT_SAVED_TEXT}
    </p>
  );
}

/**
 * Whether a failed load is "not saved on this device": the device is offline, so the service
 * worker had no copy to answer with. Online, a failure stays the screen's own error.
 */
export function useNotSaved(failed: boolean): boolean {
  const online = useOnline();
  return failed && !online;
}
