import { useEffect, useRef, type ReactNode } from "react";
import "./table-scroll.css";

/**
 * The one frame for a table that can be wider than its card (issue 43). It promises:
 * - the table scrolls sideways inside the frame, never the page;
 * - cells marked `pin` (the name column, and the rank before it) stay put while the rest scroll;
 * - a shadow shows at each edge that has more columns behind it: the right edge while columns are
 *   still to the right, the pinned column's edge once columns have slid under it;
 * - the frame is a named, focusable region, so the keyboard can scroll it too.
 * The edges are set as data attributes straight on the frame (no React render on scroll), from the
 * scroll position and whenever the frame or the table changes size.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outer = frame.current;
    const el = scroller.current;
    if (!outer || !el) return;
    const update = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      outer.toggleAttribute("data-more-start", el.scrollLeft > 1);
      outer.toggleAttribute("data-more-end", el.scrollLeft < hidden - 1);
    };
    update();
    el.addEventListener("scroll", update, { passive: true });
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    resized?.observe(el);
    if (el.firstElementChild) resized?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", update);
      resized?.disconnect();
    };
  }, []);
  return (
    <div ref={frame} className="table-scroll">
      <div ref={scroller} className="table-wrap" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
