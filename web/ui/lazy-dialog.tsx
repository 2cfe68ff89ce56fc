import { useEffect, useState, type ComponentType } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { SkeletonRows } from "./skeleton";

/**
 * Code fetched the first time it is needed, not with the screen that offers it (the phone's first
 * visit downloads only what draws the screen). The service worker precaches every chunk, so an
 * installed app has it offline; before that, a failed fetch says so and offers Retry instead of
 * breaking the screen.
 *
 *   const { Component, failed, retry } = useLazy(loadWeekPicks, weekShown);
 */
export function useLazy<C>(load: () => Promise<C>, needed: boolean) {
  const [state, setState] = useState<{ value: C | null; failed: boolean; attempt: number }>({
    value: null,
    failed: false,
    attempt: 0,
  });
  useEffect(() => {
    if (!needed || state.value || state.failed) return;
    let live = true;
    load().then(
      (value) => live && setState((s) => ({ ...s, value })),
      () => live && setState((s) => ({ ...s, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [needed, state.value, state.failed, state.attempt, load]);
  return {
    Component: state.value,
    failed: state.failed,
    retry: () => setState((s) => ({ ...s, failed: false, attempt: s.attempt + 1 })),
  };
}

/** What a screen shows while code loads, or when it could not be fetched (with Retry). */
export function LazyFallback({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (!failed) return <SkeletonRows label="Loading" rows={3} />;
  return (
    <div className="stack-sm" role="alert">
      <p>This part of the app has not been downloaded yet. Check your connection and try again.</p>
      <Button size="sm" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

interface DialogLike {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog whose code loads the first time it opens. Once opened it stays mounted, so a
 * half-filled form survives closing.
 *
 *   const CreateLeagueDialog = lazyDialog("Create New League", () =>
 *     import("./create-league-dialog").then((m) => m.CreateLeagueDialog));
 */
export function lazyDialog<P extends DialogLike>(
  title: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  function LazyDialog(props: P) {
    const { Component, failed, retry } = useLazy(load, props.open);
    if (Component) return <Component {...props} />;
    if (!props.open) return null;
    return (
      <Dialog open onClose={props.onClose} title={title}>
        <LazyFallback failed={failed} retry={retry} />
      </Dialog>
    );
  }
  return LazyDialog;
}

/**
 * A part of a screen whose code loads when it is first drawn — for parts a phone shows only on
 * request (the sportsbook's Top 25 tab), so its first visit does not download them.
 *
 *   const Rankings = lazyPart(() => import("…/rankings-widget").then((m) => m.RankingsWidget));
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  // Once loaded, every later instance (the next game card) draws it at once, with no fallback.
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => load().then((c) => (loaded = c));
  function LazyPart(props: P) {
    const { Component, failed, retry } = useLazy(loadOnce, !loaded);
    const Part = loaded ?? Component;
    if (Part) return <Part {...props} />;
    return <LazyFallback failed={failed} retry={retry} />;
  }
  return LazyPart;
}
