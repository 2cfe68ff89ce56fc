import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";

/**
 * List virtualisation for long lists of cards of varying height (a 67-game week): the children
 * are drawn only while the item is within `margin` of the viewport; elsewhere a light `shell`
 * keeps the item's last measured height, so the page neither jumps nor grows with every card.
 * A sideways row (the scores ticker) passes its scroll container as `root`: the margin is then
 * sideways, around what the row shows. Without IntersectionObserver (very old browsers, some test
 * runtimes) everything is drawn.
 */
export function NearViewport({
  children,
  shell,
  estimate,
  eager = false,
  margin = 800,
  keep = false,
  root,
  className,
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
  /** The sideways-scrolling container the item scrolls in (default: the page, up and down). */
  root?: RefObject<HTMLElement>;
  /** Class of the item's box (in a flex row, the box is the row's item). */
  className?: string;
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
      root
        ? { root: root.current, rootMargin: `0px ${margin}px` }
        : { rootMargin: `${margin}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, keep, root]);
  return (
    <div ref={box} className={className}>
      {near ? children : shell(height.current)}
    </div>
  );
}
