import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Keeps keyboard focus on the screen when the element holding it leaves the page: a Remove button
 * whose row went, a Submit whose slip emptied. Without this, focus falls to the page's body and a
 * keyboard or screen-reader user starts again from the top.
 *
 * When focus left something inside `container` for nowhere (no new focus target) and that element
 * is gone after a render that changed `change`, `target()` gets focus (the page's main region
 * when it names nothing). Focus that moved on, or that a click on the page left with an element
 * still there, is never taken back.
 */
export function useKeepFocus(
  container: RefObject<HTMLElement | null>,
  target: () => HTMLElement | null | undefined,
  change: unknown,
): void {
  const left = useRef<Element | null>(null);
  // Every render: the container mounts and unmounts with its content.
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const onOut = (e: FocusEvent) => {
      left.current = e.relatedTarget ? null : (e.target as Element);
    };
    el.addEventListener("focusout", onOut);
    return () => el.removeEventListener("focusout", onOut);
  });
  useLayoutEffect(() => {
    const gone = left.current;
    if (!gone || gone.isConnected) return;
    left.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = target() ?? mainRegion();
    next?.focus({ preventScroll: true });
    // `target` is read when needed, not a reason to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [change]);
}

/** The page's <main>, focusable by script only (not a Tab stop). */
function mainRegion(): HTMLElement | null {
  const main = document.querySelector("main");
  if (main && !main.hasAttribute("tabindex")) main.tabIndex = -1;
  return main;
}
