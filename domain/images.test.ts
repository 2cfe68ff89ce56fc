import { describe, expect, it } from "vitest";
import { IMAGE_TEXTS, decodeImageDataUrl, sniffImageType } from "./images";

const bytes = (...b: number[]) => new Uint8Array(b);
const dataUrl = (content: Uint8Array, mime = "image/png") =>
  `data:${mime};base64,${btoa(String.fromCharCode(...content))}`;

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const GIF = bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0);
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 26, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50);

describe("image type by content", () => {
  it("recognises PNG, JPEG, GIF (87a and 89a) and WebP by their bytes", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(GIF)).toBe("image/gif");
    expect(sniffImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x37, 0x61))).toBe("image/gif");
    expect(sniffImageType(WEBP)).toBe("image/webp");
  });
  it("refuses anything else, whatever the file says it is", () => {
    expect(sniffImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(decodeImageDataUrl(dataUrl(new TextEncoder().encode("<html>"), "image/png"))).toEqual({
      ok: false,
      error: IMAGE_TEXTS.notAnImage,
    });
  });
});

describe("image data strings", () => {
  it("decodes an image and keeps the type its bytes say (not the declared one)", () => {
    const decoded = decodeImageDataUrl(dataUrl(GIF, "image/png"));
    expect(decoded).toMatchObject({ ok: true, type: "image/gif" });
  });
  it("refuses what is not a base64 data string", () => {
    for (const bad of ["https://example.com/a.png", "data:image/png,plain", "data:;base64,!!!!"])
      expect(decodeImageDataUrl(bad)).toEqual({ ok: false, error: IMAGE_TEXTS.notAnImage });
  });
  it("refuses an image over the cap before decoding it", () => {
    const big = new Uint8Array(2048);
    big.set(PNG);
    expect(decodeImageDataUrl(dataUrl(big), 1024)).toEqual({
      ok: false,
      error: IMAGE_TEXTS.tooBig,
    });
    expect(decodeImageDataUrl(dataUrl(big), 2048)).toMatchObject({ ok: true, type: "image/png" });
  });
});
