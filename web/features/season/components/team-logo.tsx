import { useState } from "react";

/** A team's logo; when the image cannot load (offline, blocked CDN) its abbreviation instead. */
export function TeamLogo({
  src,
  abbreviation,
  size = 24,
}: {
  src: string | null;
  abbreviation: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        className="team-logo team-logo-fallback"
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        {abbreviation.slice(0, 4)}
      </span>
    );
  }
  return (
    <img
      className="team-logo"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
