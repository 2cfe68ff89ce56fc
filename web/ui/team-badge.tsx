/**
 * A team's badge, drawn here from the real data's colours and abbreviation (never a hot-linked
 * logo: no third-party request, works offline, and the art is not ours to use). A disc in the
 * team's colour, a ring in its alternate colour, the abbreviation (up to 4 letters, spec) in
 * whichever of white or near-black reads better on the disc.
 */
export interface TeamColours {
  color?: string | null;
  alternate_color?: string | null;
}

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** '#rrggbb' for a valid hex colour, else null. */
export function normaliseHex(value: string | null | undefined): string | null {
  const match = value ? HEX.exec(value.trim()) : null;
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex}`;
}

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const INK = "#111827";

/** The text colour (white or near-black) with the higher contrast on `background`. */
export function inkOn(background: string): string {
  const l = luminance(background);
  return contrast(l, 1) >= contrast(l, luminance(INK)) ? "#ffffff" : INK;
}

/** A stable colour for a team without one in the data (a hue from its abbreviation). */
function fallbackColour(abbreviation: string): string {
  let hash = 0;
  for (const ch of abbreviation) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  // hsl(h, 45%, 35%) as hex, dark enough for white text.
  const s = 0.45;
  const l = 0.35;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export function teamBadgeColours(team: TeamColours & { abbreviation: string }) {
  const fill = normaliseHex(team.color) ?? fallbackColour(team.abbreviation);
  const ring = normaliseHex(team.alternate_color) ?? fill;
  return { fill, ring, ink: inkOn(fill) };
}

// The card surfaces of the light and dark themes (--surface in web/ui/styles/tokens.css).
const LIGHT_CARD = luminance("#ffffff");
const DARK_CARD = luminance("#121b2d");

/**
 * The team colour a control wears on a light card and on a dark one: its main colour, else its
 * alternate, whichever first stands out from the card by 3:1 (WCAG's contrast for a control's
 * edge); null when neither does (the caller's own colour then). A navy team is navy by day and
 * its alternate orange at night, never navy on a navy card.
 */
export function teamAccents(team: TeamColours & { abbreviation: string }) {
  const { fill, ring } = teamBadgeColours(team);
  const on = (card: number) =>
    [fill, ring].find((colour) => contrast(luminance(colour), card) >= 3) ?? null;
  const light = on(LIGHT_CARD);
  const dark = on(DARK_CARD);
  // The ink of the check drawn on that colour (white on navy, near-black on gold).
  return { light, dark, lightInk: light && inkOn(light), darkInk: dark && inkOn(dark) };
}

export function TeamBadge({
  team,
  size = 28,
  title,
}: {
  team: TeamColours & { abbreviation: string };
  size?: number;
  /** Accessible name; omit when the team's name is written next to the badge. */
  title?: string;
}) {
  const { fill, ring, ink } = teamBadgeColours(team);
  const text = team.abbreviation.slice(0, 4).toUpperCase();
  // Two sizes, not three: every badge size then costs the page two font strikes (ADR 1108).
  const fontSize = text.length <= 3 ? 12.5 : 10;
  return (
    <svg
      className="team-badge"
      width={size}
      height={size}
      viewBox="0 0 36 36"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <circle cx="18" cy="18" r="16.5" fill={fill} stroke={ring} strokeWidth="3" />
      <text
        x="18"
        y="18"
        dy="0.35em"
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill={ink}
        letterSpacing="-0.3"
      >
        {text}
      </text>
    </svg>
  );
}
