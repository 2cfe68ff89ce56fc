import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * List virtualisation for long lists of cards of varying height (a 67-game week): the children
 * are drawn only while the item is within `margin` of the viewport; elsewhere a light `shell`
 * keeps the item's last measured height, so the page neither jumps nor grows with every card.
 * Without IntersectionObserver (very old browsers, some test runtimes) everything is drawn.
 */
export function NearViewport({
  children,
  shell,
  estimate,
  eager = false,
  margin = 800,
  keep = false,
}: {
  children: ReactNode;
  /** What stands in for the item far from the screen (keep it to a few elements). */
  shell: (height: number) => ReactNode;
  /** Height, in px, of an item not drawn yet. */
  estimate: number;
  /** Draw at once (the first items of a list: they are on the first screen). */
  eager?: boolean;
  margin?: number;
  /** Once drawn, stay drawn (a part whose state must survive scrolling away, like a form). */
  keep?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const height = useRef(estimate);
  const [near, setNear] = useState(eager || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (!entry.isIntersecting) height.current = Math.max(el.offsetHeight, 1);
        setNear((was) => (keep && was) || entry.isIntersecting);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, keep]);
  return <div ref={box}>{near ? children : shell(height.current)}</div>;
}
