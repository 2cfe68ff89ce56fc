import { useEffect, useState, type ReactNode } from "react";
import { Icon } from "#web/ui/icons";

/** Wide screens show every dashboard card open; a phone folds the secondary ones. */
export const WIDE = "(min-width: 900px)";

function useWide() {
  const [wide, setWide] = useState(() => matchMedia(WIDE).matches);
  useEffect(() => {
    const query = matchMedia(WIDE);
    const change = () => setWide(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return wide;
}

/**
 * A secondary dashboard card that a phone keeps folded to one thumb-sized row (its title and what
 * it holds) until tapped, as fantasy apps do, so the dashboard stays about three screens long and
 * the card's code loads only when asked for. Wide screens draw it open.
 */
export function PhoneFold({
  title,
  hint,
  children,
}: {
  title: string;
  /** What the card holds, under its title while folded. */
  hint: string;
  children: ReactNode;
}) {
  const wide = useWide();
  const [open, setOpen] = useState(false);
  if (wide || open) return <>{children}</>;
  return (
    <section className="card dash-fold" aria-label={title}>
      <h2 className="card-title dash-fold-title">
        <button
          type="button"
          className="dash-fold-toggle"
          aria-expanded="false"
          onClick={() => setOpen(true)}
        >
          <span className="dash-fold-text">
            {title}
            <span className="small muted dash-fold-hint">{hint}</span>
          </span>
          <Icon name="chevronDown" size={20} />
        </button>
      </h2>
    </section>
  );
}
