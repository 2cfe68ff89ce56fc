/**
 * Opaque tokens (refresh, e-mail verification, password reset): 32 random bytes, base64url, given
 * to the client or put in a link; only their SHA-256 is stored, so a database leak holds no usable
 * token.
 */
import { toBase64Url } from "#domain/base64url";

export const TOKEN_BYTES = 32;

export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
