import { Suspense, lazy, useState, type ComponentType } from "react";
import { Dialog } from "./dialog";
import { Spinner } from "./spinner";

interface DialogLike {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog whose code is fetched the first time it opens, not with the screen that offers it
 * (the phone's first visit downloads only what draws the screen). Once opened it stays mounted,
 * so a half-filled form survives closing. The service worker precaches the chunk, so it opens
 * offline too.
 *
 *   const CreateLeagueDialog = lazyDialog("Create League", () =>
 *     import("./create-league-dialog").then((m) => m.CreateLeagueDialog));
 */
export function lazyDialog<P extends DialogLike>(
  title: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense
        fallback={
          <Dialog open={props.open} onClose={props.onClose} title={title}>
            <Spinner block label="Loading…" />
          </Dialog>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
