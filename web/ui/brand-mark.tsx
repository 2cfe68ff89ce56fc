/** The round football logo of the header and the signed-out screens: `<BrandMark />` (decorative). */
export function BrandMark() {
  return (
    <span className="brand-mark" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="60%" height="60%" fill="none">
        <ellipse
          cx="12"
          cy="12"
          rx="10"
          ry="6"
          transform="rotate(-35 12 12)"
          fill="currentColor"
          opacity="0.95"
        />
        <path
          d="M9 15l6-6M10.2 11.6l1.6 1.6M11.6 10.2l1.6 1.6M8.8 13l1.6 1.6"
          stroke="var(--primary)"
          strokeWidth="1.3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
