/**
 * Access tokens: JWT HS256, 15 minutes, algorithm pinned (a token whose header says anything but
 * HS256 is rejected before its signature is looked at). Issued and checked against the server
 * clock, so the simulated clock of development expires them like real time would.
 */
import { fromBase64Url, toBase64Url } from "#domain/base64url";
import type { Env } from "#worker/env";

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  username: string;
  typ: "access";
  /** The login (refresh-token family) the token was issued for: the device session. */
  sid?: string;
  iat: number;
  exp: number;
}

const encoder = new TextEncoder();
const jsonPart = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)));
/** A token part's bytes; a part that is not base64url fails like a bad signature would. */
const partBytes = (part: string) => {
  const bytes = fromBase64Url(part);
  if (!bytes) throw new Error("not base64url");
  return bytes;
};

/** The imported key per secret, kept for the isolate's life (importing it costs every request). */
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  if (!secret || secret.length < 16) throw new Error("JWT_SECRET is missing or too short");
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  env: Pick<Env, "JWT_SECRET">,
  user: { id: number; username: string; sessionId?: string },
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessClaims = {
    sub: String(user.id),
    username: user.username,
    typ: "access",
    ...(user.sessionId && { sid: user.sessionId }),
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
  };
  const body = `${jsonPart({ alg: "HS256", typ: "JWT" })}.${jsonPart(claims)}`;
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(env.JWT_SECRET), encoder.encode(body));
  return `${body}.${toBase64Url(sig)}`;
}

/** Returns the claims of a valid, unexpired access token, or null. Never throws on bad input. */
export async function verifyAccessToken(
  env: Pick<Env, "JWT_SECRET">,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  if (token.length > 4096) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [headerPart, claimsPart, sigPart] = parts as [string, string, string];
  try {
    const header = JSON.parse(new TextDecoder().decode(partBytes(headerPart))) as {
      alg?: unknown;
    };
    if (header.alg !== "HS256") return null;
    const ok = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(env.JWT_SECRET),
      partBytes(sigPart),
      encoder.encode(`${headerPart}.${claimsPart}`),
    );
    if (!ok) return null;
    const claims = JSON.parse(new TextDecoder().decode(partBytes(claimsPart))) as AccessClaims;
    if (claims.typ !== "access" || typeof claims.exp !== "number" || typeof claims.sub !== "string")
      return null;
    if (claims.exp <= Math.floor(now.getTime() / 1000)) return null;
    return claims;
  } catch {
    return null;
  }
}
