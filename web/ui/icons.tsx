/**
 * The app's icons: inline SVG (24-unit grid, 2-unit strokes, currentColor), so they take the text
 * colour and theme, cost no request and work offline. Decorative by default (aria-hidden); pass
 * `label` when the icon is the only content of a control.
 */

const PATHS = {
  home: "M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z",
  ticket:
    "M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4zM13 6v2m0 3v2m0 3v2",
  grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  trophy: "M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8m-7-3h6",
  sliders: "M4 7h10m4 0h2M4 17h4m4 0h8M16 5v4M10 15v4",
  chevronLeft: "m15 5-7 7 7 7",
  chevronRight: "m9 5 7 7-7 7",
  chevronDown: "m5 9 7 7 7-7",
  chevronUp: "m5 15 7-7 7 7",
  check: "m4 12.5 5 5L20 6.5",
  cross: "M6 6l12 12M18 6 6 18",
  lock: "M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
} satisfies Record<string, string>;

export type IconName = keyof typeof PATHS;

/** `<Icon name="check" />`, or `<Icon d={…} />` for a feature's own path (kept in its chunk). */
export function Icon({
  name,
  d,
  size = 20,
  label,
  className,
}: {
  name?: IconName;
  d?: string;
  size?: number;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d ?? (name ? PATHS[name] : "")} />
    </svg>
  );
}
