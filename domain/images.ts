/**
 * Images users send (board posts, sponsor logos): a data string the phone builds from a file, whose
 * type is decided by its bytes, never by the name or the declared type. The same checks run on the
 * phone before it sends and on the Worker before it stores.
 */

/** Largest image a post may carry (spec: 5,242,880 bytes). */
export const MAX_IMAGE_BYTES = 5_242_880;
/** Largest sponsor logo. */
export const MAX_LOGO_BYTES = 1_048_576;

export const IMAGE_TEXTS = {
  tooBig: "Image must be smaller than 5MB",
  logoTooBig: "Logo must be smaller than 1MB",
  notAnImage: "Please select an image or GIF file",
} as const;

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);

/** The image type of the bytes (PNG, JPEG, GIF — animated too — or WebP), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39))
    return bytes[5] === 0x61 ? "image/gif" : null;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/** Whether a string is a base64 data string (the shape images are sent in). */
export const isDataUrl = (value: string) => value.startsWith("data:");

/** Bytes a base64 payload decodes to, without decoding it. */
const decodedLength = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);

export type DecodedImage =
  { ok: true; bytes: Uint8Array; type: ImageType } | { ok: false; error: string };

/** Decodes and checks an image data string: size first (cheap), then the bytes' own type. */
export function decodeImageDataUrl(
  value: string,
  maxBytes = MAX_IMAGE_BYTES,
  tooBig: string = IMAGE_TEXTS.tooBig,
): DecodedImage {
  const match = DATA_URL.exec(value);
  if (!match) return { ok: false, error: IMAGE_TEXTS.notAnImage };
  const base64 = match[3]!;
  if (decodedLength(base64) > maxBytes) return { ok: false, error: tooBig };
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return { ok: false, error: IMAGE_TEXTS.notAnImage };
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  if (bytes.length === 0) return { ok: false, error: IMAGE_TEXTS.notAnImage };
  const type = sniffImageType(bytes);
  return type ? { ok: true, bytes, type } : { ok: false, error: IMAGE_TEXTS.notAnImage };
}
