#!/usr/bin/env node
// Draws the app icons (a football on the navy brand colour) into public/ as real PNGs, with no
// image tools: pixels are computed here (4×4 supersampled) and encoded with node:zlib.
//   node scripts/generate-icons.mjs   → public/icon-192.png, icon-512.png, icon-maskable-512.png,
//                                       apple-touch-icon.png (180), and the demo users'
//                                       avatars (data/demo-avatars/<username>.png, 160) in team colours
import { mkdirSync, writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const NAVY = [11, 27, 51];
const BALL = [154, 74, 28];
const BALL_DARK = [120, 54, 18];
const WHITE = [255, 255, 255];
const ORANGE = [194, 65, 12];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Colour of point (x, y) in unit coordinates (0..1). `scale` shrinks the mark (maskable icons
 * keep it inside the 80 % safe circle); `rounded` gives the plain icon rounded corners.
 */
function shade(x, y, { scale, rounded, background = NAVY }) {
  if (rounded) {
    const r = 0.18;
    const cx = Math.min(Math.max(x, r), 1 - r);
    const cy = Math.min(Math.max(y, r), 1 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  }
  // Football: an ellipse turned 35° (rising to the right) around the centre.
  const dx = (x - 0.5) / scale;
  const dy = (y - 0.46) / scale;
  const a = (35 * Math.PI) / 180;
  const u = dx * Math.cos(a) - dy * Math.sin(a);
  const v = dx * Math.sin(a) + dy * Math.cos(a);
  const ea = 0.4;
  const eb = 0.23;
  const e = (u / ea) ** 2 + (v / eb) ** 2;
  if (e <= 1) {
    // White stripes near each tip.
    if (Math.abs(Math.abs(u) - 0.29) < 0.018) return WHITE;
    // Laces: a seam along the long axis with cross stitches.
    if (Math.abs(v) < 0.014 && Math.abs(u) < 0.14) return WHITE;
    for (const s of [-0.105, -0.052, 0, 0.052, 0.105]) {
      if (Math.abs(u - s) < 0.012 && Math.abs(v) < 0.05) return WHITE;
    }
    return e > 0.82 ? BALL_DARK : BALL;
  }
  // An orange check mark under the ball: the "pick".
  const px = (x - 0.5) / scale;
  const py = (y - 0.5) / scale;
  const onSegment = (x1, y1, x2, y2, w) => {
    const t = Math.max(
      0,
      Math.min(
        1,
        ((px - x1) * (x2 - x1) + (py - y1) * (y2 - y1)) / ((x2 - x1) ** 2 + (y2 - y1) ** 2),
      ),
    );
    return (px - (x1 + t * (x2 - x1))) ** 2 + (py - (y1 + t * (y2 - y1))) ** 2 < w * w;
  };
  if (onSegment(0.1, 0.3, 0.2, 0.4, 0.035) || onSegment(0.2, 0.4, 0.4, 0.18, 0.035)) return ORANGE;
  return background;
}

function draw(size, options) {
  const out = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let alpha = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = shade((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, options);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          alpha += 1;
        }
      }
      const i = (py * size + px) * 4;
      out[i] = alpha ? Math.round(r / alpha) : 0;
      out[i + 1] = alpha ? Math.round(g / alpha) : 0;
      out[i + 2] = alpha ? Math.round(b / alpha) : 0;
      out[i + 3] = Math.round((alpha / (n * n)) * 255);
    }
  }
  return png(size, out);
}

writeFileSync("public/icon-192.png", draw(192, { scale: 1, rounded: true }));
writeFileSync("public/icon-512.png", draw(512, { scale: 1, rounded: true }));
writeFileSync("public/icon-maskable-512.png", draw(512, { scale: 0.72, rounded: false }));
writeFileSync("public/apple-touch-icon.png", draw(180, { scale: 0.85, rounded: false }));
console.log("icons written to public/");

// Demo avatars (scripts/seed-demo-social.ts stores them in R2): the ball on each fan's colours.
const AVATARS = { alice: [158, 27, 50], bob: [191, 87, 0], carol: [21, 71, 52] };
mkdirSync("data/demo-avatars", { recursive: true });
for (const [name, background] of Object.entries(AVATARS))
  writeFileSync(
    `data/demo-avatars/${name}.png`,
    draw(160, { scale: 0.8, rounded: false, background }),
  );
console.log("demo avatars written to data/demo-avatars/");
