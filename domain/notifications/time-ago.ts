/**
 * How long ago a notification was raised, in words ('just now', '1 minute ago', '3 days ago'),
 * measured on the server's clock when the list is answered (the phone's clock decides nothing).
 */
const UNITS: Array<[name: string, seconds: number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

export function timeAgo(createdAt: string | Date, now: Date): string {
  const then = createdAt instanceof Date ? createdAt.getTime() : Date.parse(createdAt);
  const seconds = Math.floor((now.getTime() - then) / 1000);
  // A moment ago, or stamped a little ahead of this clock (another isolate): both are 'just now'.
  if (!Number.isFinite(seconds) || seconds < 60) return "just now";
  for (const [name, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? "" : "s"} ago`;
  }
  return "just now";
}
