/** What `visibleInterval` reads of the page (the real `document`, or a test's stand-in). */
export type VisibilitySource = Pick<
  Document,
  "visibilityState" | "addEventListener" | "removeEventListener"
>;

/**
 * Calls `tick` every `ms` while the page is visible and never while it is hidden (a phone in a
 * pocket sends nothing); when the page shows again after `ms` or more without a tick, ticks at
 * once and counts the next `ms` from then (ADR 0409). Returns the function that stops it.
 */
export function visibleInterval(
  tick: () => void,
  ms: number,
  page: VisibilitySource = document,
): () => void {
  let last = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const run = () => {
    last = Date.now();
    tick();
  };
  const start = () => {
    clearInterval(timer);
    timer = setInterval(() => {
      if (page.visibilityState === "visible") run();
    }, ms);
  };
  const onChange = () => {
    if (page.visibilityState !== "visible" || Date.now() - last < ms) return;
    run();
    start();
  };
  start();
  page.addEventListener("visibilitychange", onChange);
  return () => {
    clearInterval(timer);
    page.removeEventListener("visibilitychange", onChange);
  };
}
