import { applyUpdate, useUpdateAvailable } from "#web/offline/sw-update";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import "../sync.css";

/** 'A new version is ready — Reload': the new service worker only takes over when asked. */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <Banner kind="info" className="update-prompt">
      <span>A new version is ready — </span>
      <Button size="sm" variant="link" onClick={() => void applyUpdate()}>
        Reload
      </Button>
    </Banner>
  );
}
