/**
 * A person's picture: their avatar image when they set one (served by our media route and kept by
 * the service worker once seen, so it shows offline), else a round initial in a colour of its own
 * (stable per name). Decorative: the name is always next to it.
 */
export function Avatar({
  name,
  src,
  size = 36,
}: {
  name: string;
  src?: string | null;
  size?: number;
}) {
  if (src)
    return (
      <img
        className="avatar avatar-image"
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
      />
    );
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        background: `hsl(${hash % 360} 45% 38%)`,
      }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
