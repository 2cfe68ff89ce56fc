/** A round initial in a colour of its own (stable per name), for people in lists. */
export function Avatar({ name, size = 36 }: { name: string; size?: number }) {
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
