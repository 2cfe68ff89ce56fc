/**
 * Password hashing: PBKDF2-HMAC-SHA-256, 100,000 iterations (the most the Workers runtime allows;
 * never more), a random 16-byte salt per hash and a secret pepper (PASSWORD_PEPPER).
 *
 * hash = PBKDF2-SHA256(key = HMAC-SHA256(pepper, password), salt, iterations, 256 bits)
 * stored as "pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>" so the count can be raised
 * later (verifyPassword reports `needsRehash` for hashes below the current count).
 * The pepper never sits in the database: a stolen D1 copy alone cannot be brute-forced.
 *
 * Pure WebCrypto: the same module runs in the Worker and in Node 22 (the demo seed).
 */
import { fromBase64Url, toBase64Url } from "#domain/base64url";

export const PASSWORD_ALGORITHM = "pbkdf2-sha256";
/** The Workers runtime rejects PBKDF2 above 100,000 iterations; this is also our floor and ceiling. */
export const MAX_PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

/** Equal-length byte comparison whose time does not depend on where the bytes differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

async function pepperedKey(pepper: string, password: string): Promise<CryptoKey> {
  if (!pepper || pepper.length < 16) throw new Error("PASSWORD_PEPPER is missing or too short");
  const hmac = await crypto.subtle.importKey(
    "raw",
    encoder.encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const peppered = await crypto.subtle.sign("HMAC", hmac, encoder.encode(password));
  return crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
}

async function derive(
  pepper: string,
  password: string,
  salt: Uint8Array,
  iterations: number,
): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS)
    throw new Error(`PBKDF2 iterations must be 1..${MAX_PBKDF2_ITERATIONS}`);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    await pepperedKey(pepper, password),
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export interface ParsedPasswordHash {
  algorithm: typeof PASSWORD_ALGORITHM;
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

/** Parses a stored hash; null for anything that is not one of ours (e.g. a placeholder). */
export function parsePasswordHash(stored: string): ParsedPasswordHash | null {
  const parts = stored.split("$");
  if (parts.length !== 4 || parts[0] !== PASSWORD_ALGORITHM) return null;
  const iterations = Number(parts[1]);
  if (!/^\d{1,7}$/.test(parts[1]!) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS)
    return null;
  const salt = fromBase64Url(parts[2]!);
  const hash = fromBase64Url(parts[3]!);
  if (!salt || !hash || salt.length < 8 || hash.length !== HASH_BITS / 8) return null;
  return { algorithm: PASSWORD_ALGORITHM, iterations, salt, hash };
}

export async function hashPassword(pepper: string, password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(pepper, password, salt, PBKDF2_ITERATIONS);
  return `${PASSWORD_ALGORITHM}$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export interface PasswordCheck {
  ok: boolean;
  /** The hash was made with fewer iterations than today's: store a fresh one after login. */
  needsRehash: boolean;
}

/**
 * Checks a password against a stored hash. A malformed stored value never matches, but still costs
 * one derivation so that its answer takes as long as a real check.
 */
export async function verifyPassword(
  pepper: string,
  password: string,
  stored: string,
): Promise<PasswordCheck> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) {
    await derive(pepper, password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
    return { ok: false, needsRehash: false };
  }
  const candidate = await derive(pepper, password, parsed.salt, parsed.iterations);
  const ok = constantTimeEqual(candidate, parsed.hash);
  return { ok, needsRehash: ok && parsed.iterations < PBKDF2_ITERATIONS };
}

/** Spends the same work as a real check (unknown e-mail at login, existing e-mail at register). */
export async function burnPasswordCheck(pepper: string, password: string): Promise<void> {
  await derive(pepper, password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
}
