import { describe, expect, it } from "vitest";
import { keyBytes } from "./push";

describe("the server's VAPID key for subscribe()", () => {
  it("decodes base64url without padding into its bytes", () => {
    // 0xfb 0xff 0xfe: '+/' in base64, '-_' in base64url.
    expect([...keyBytes("-__-")]).toEqual([0xfb, 0xff, 0xfe]);
    expect([...keyBytes("AQID")]).toEqual([1, 2, 3]);
    expect([...keyBytes("AQIDBA")]).toEqual([1, 2, 3, 4]);
  });

  it("gives the 65 bytes of an uncompressed P-256 key", () => {
    const raw = String.fromCharCode(4, ...Array.from({ length: 64 }, (_, i) => i));
    const key = btoa(raw).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const bytes = keyBytes(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});
