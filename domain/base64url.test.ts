import { describe, expect, it } from "vitest";
import { fromBase64Url, toBase64Url } from "./base64url";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("base64url", () => {
  it("round-trips every length and every byte value", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let length = 0; length <= 70; length += 1) {
      const slice = all.slice(length, length * 2);
      expect([...fromBase64Url(toBase64Url(slice))!]).toEqual([...slice]);
    }
    expect([...fromBase64Url(toBase64Url(all))!]).toEqual([...all]);
    expect([...fromBase64Url(toBase64Url(all.buffer))!]).toEqual([...all]);
  });

  it("writes the URL-safe alphabet: '-' and '_' where base64 has '+' and '/'", () => {
    // 0xfb 0xff 0xfe is '+//+' in base64.
    expect(toBase64Url(bytes(0xfb, 0xff, 0xfe))).toBe("-__-");
    expect([...fromBase64Url("-__-")!]).toEqual([0xfb, 0xff, 0xfe]);
    expect(toBase64Url(Uint8Array.from({ length: 48 }, () => 0xff))).toMatch(/^_+$/);
  });

  it("writes no padding and reads text with or without it", () => {
    expect(toBase64Url(bytes(1))).toBe("AQ");
    expect(toBase64Url(bytes(1, 2))).toBe("AQI");
    expect(toBase64Url(bytes(1, 2, 3))).toBe("AQID");
    expect([...fromBase64Url("AQ")!]).toEqual([1]);
    expect([...fromBase64Url("AQ==")!]).toEqual([1]);
    expect([...fromBase64Url("AQI=")!]).toEqual([1, 2]);
    expect([...fromBase64Url("AQIDBA")!]).toEqual([1, 2, 3, 4]);
    expect([...fromBase64Url("")!]).toEqual([]);
  });

  it("refuses what is not base64url", () => {
    expect(fromBase64Url("+//+")).toBeNull(); // standard base64's alphabet
    expect(fromBase64Url("AQ ID")).toBeNull();
    expect(fromBase64Url("A")).toBeNull(); // no byte is one character long
    expect(fromBase64Url("AQ=")).toBeNull(); // padding that does not complete the group
    expect(fromBase64Url("AQ===")).toBeNull();
    expect(fromBase64Url("A=QI")).toBeNull();
    expect(fromBase64Url("Zm9v.YmFy")).toBeNull();
  });
});
