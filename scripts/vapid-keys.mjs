#!/usr/bin/env node
// VAPID keys for Web Push (ADR 1402): a P-256 key pair in the two strings the Worker reads.
//   VAPID_PUBLIC_KEY  — the uncompressed public point (0x04‖x‖y, 65 bytes) as base64url: also the
//                       browser's applicationServerKey (GET /api/notifications/push/key/).
//   VAPID_PRIVATE_KEY — the private scalar d (32 bytes) as base64url. A secret.
// `node scripts/vapid-keys.mjs` prints a new pair as KEY=value lines; scripts/dev-vars.mjs uses
// `vapidKeyPair()` for local runs.
import { generateKeyPairSync } from "node:crypto";
import { fileURLToPath } from "node:url";

export function vapidKeyPair() {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x, "base64url"),
    Buffer.from(jwk.y, "base64url"),
  ]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { publicKey, privateKey } = vapidKeyPair();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
  console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
}
