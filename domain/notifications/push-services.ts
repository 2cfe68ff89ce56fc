/**
 * Where a Web Push may be sent (issue 42 N1, ADR 1402). A subscription's endpoint is an address
 * the server POSTs to whenever its owner is notified, and anyone can make that happen (a friend
 * request is enough), so an endpoint is taken only on the push services browsers hand endpoints
 * out on — never an address of the caller's choosing.
 *
 * Guarantees of `isPushServiceEndpoint`:
 * - https, the default port, no user-info, and a host of PUSH_SERVICE_HOSTS: that exact host, or
 *   for a `*.` entry a name under it at a dot boundary, so `evilfcm.googleapis.com` and
 *   `fcm.googleapis.com.evil.example` fail.
 * - Hosts compare as DNS names do: the URL parser lowercases them, and one trailing dot (the DNS
 *   root) is ignored. A name with an empty label is refused.
 * - No IP literal of any form: the URL parser writes decimal, hex and octal IPv4 (`2130706433`,
 *   `0x7f.1`) in dotted form, and dotted IPv4 and bracketed IPv6 are refused before any list.
 * - `testOrigins`, exact origins (scheme, host, port) a development server is configured with for
 *   a fake push service, are taken as they are; nothing else widens the rule.
 */

/** The push services' hosts; `*.` takes any name under the domain, not the domain itself. */
export const PUSH_SERVICE_HOSTS = [
  // Chrome, Chromium Edge, Opera, Brave, Samsung Internet: Firebase Cloud Messaging.
  "fcm.googleapis.com",
  // Chrome's subscriptions from the GCM days, before FCM.
  "android.googleapis.com",
  // Firefox, desktop and Android: Mozilla autopush (push.services.mozilla.com is the browser's
  // own WebSocket, never an endpoint).
  "updates.push.services.mozilla.com",
  // Safari and iOS home-screen apps: Apple hands out web.push.apple.com, documents *.push.apple.com.
  "*.push.apple.com",
  // Windows Push Notification Services (Edge on Windows): wns2-<region>.notify.windows.com and others.
  "*.notify.windows.com",
] as const;

const DOTTED_IPV4 = /^\d+(?:\.\d+){3}$/;

const parse = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

const onListedHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((entry) =>
    entry.startsWith("*.") ? host.endsWith(entry.slice(1)) : host === entry,
  );

/** Whether the server may POST pushes to this endpoint (see the file header). */
export function isPushServiceEndpoint(
  endpoint: string,
  testOrigins: readonly string[] = [],
): boolean {
  const url = parse(endpoint);
  if (!url || url.username || url.password) return false;
  if (testOrigins.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.endsWith(".") ? url.hostname.slice(0, -1) : url.hostname;
  if (host.startsWith("[") || DOTTED_IPV4.test(host)) return false;
  if (host.split(".").some((label) => label === "")) return false;
  return onListedHost(host);
}
