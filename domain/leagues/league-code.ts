/**
 * League codes: 8 characters, upper case, from an alphabet without look-alikes (no 0/O, 1/I/L),
 * so a code read aloud or copied from a screen is typed right. Joining is case-insensitive.
 */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 8;

/** A fresh random code; `random` fills bytes (crypto.getRandomValues in both runtimes). */
export function generateLeagueCode(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => {
    crypto.getRandomValues(b);
    return b;
  },
): string {
  let code = "";
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 31).
  const limit = 256 - (256 % CODE_ALPHABET.length);
  while (code.length < CODE_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte >= limit) continue;
      code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (code.length === CODE_LENGTH) break;
    }
  }
  return code;
}

/** What the join form sends: trimmed and upper-cased (the field forces upper case too). */
export function normaliseLeagueCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isWellFormedLeagueCode(code: string): boolean {
  return code.length >= 1 && code.length <= CODE_LENGTH && /^[A-Z0-9]+$/.test(code);
}
