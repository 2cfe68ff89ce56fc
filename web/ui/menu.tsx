import { useId, type CSSProperties, type ReactNode } from "react";

export interface MenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * A menu of actions on the native popover (`popover` + `popovertarget`): the browser gives light
 * dismiss, Escape and focus return, with no JavaScript of ours. On phones it opens as an action
 * sheet above the tab bar; on desktop as a small card under its trigger (CSS anchor positioning:
 * the trigger names the anchor, the menu is placed against it; where the browser has no anchor
 * positioning it opens in the middle of the window).
 * `<Menu label="Actions for bob" title="bob" items={[{ label: "Remove member", onSelect, danger: true }]} />`
 */
export function Menu({
  label,
  title,
  items,
  trigger,
  triggerClassName = "menu-trigger",
}: {
  /** Accessible name of the trigger button. */
  label: string;
  /** Heading of the open menu (whom or what it acts on). */
  title?: ReactNode;
  items: MenuItem[];
  /** What the trigger shows (default: ⋯). */
  trigger?: ReactNode;
  triggerClassName?: string;
}) {
  const id = useId();
  // useId's ":r1:" is not a CSS identifier; the anchor's name is its letters and digits.
  const anchor = `--menu-${id.replace(/[^\w-]/g, "")}`;
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        popovertarget={id}
        aria-label={label}
        style={{ anchorName: anchor } as CSSProperties}
      >
        {trigger ?? <span aria-hidden="true">⋯</span>}
      </button>
      <div
        id={id}
        className="menu"
        popover="auto"
        role="menu"
        aria-label={label}
        style={{ positionAnchor: anchor } as CSSProperties}
      >
        {title && <div className="menu-title">{title}</div>}
        {items.map((item) => (
          <button
            key={item.label}
            type="button"
            role="menuitem"
            className={item.danger ? "menu-item menu-item-danger" : "menu-item"}
            popovertarget={id}
            popovertargetaction="hide"
            onClick={item.onSelect}
          >
            {item.label}
          </button>
        ))}
      </div>
    </>
  );
}
