/**
 * base64url (RFC 4648 section 5), the one encoder and decoder of the Worker's tokens and password
 * hashes, the Web Push keys on both sides, and the service worker's look at an access token.
 * Encoding writes no padding; decoding takes it or not, and refuses anything else outside the
 * URL-safe alphabet ('+', '/', spaces) as not base64url.
 */

/** Bytes as base64url, unpadded: what tokens, hashes and VAPID keys are written in. */
export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of base64url text (padding optional), or null when the text is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  const unpadded = text.replace(/={1,2}$/, "");
  if (!/^[A-Za-z0-9_-]*$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  if (unpadded !== text && text.length % 4 !== 0) return null;
  const binary = atob(unpadded.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
