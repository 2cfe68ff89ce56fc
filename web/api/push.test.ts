import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#web/api/errors";
import { keyBytes, turnOnPush } from "./push";

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

describe("turning alerts on when the server refuses this device's push service", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("drops the browser's subscription, so the row does not read 'On' for a device never pushed to", async () => {
    let unsubscribed = 0;
    const subscription = {
      endpoint: "https://push.example.net/s/1",
      options: { applicationServerKey: keyBytes("AQID").buffer },
      toJSON: () => ({
        endpoint: "https://push.example.net/s/1",
        keys: { p256dh: "a", auth: "b" },
      }),
      unsubscribe: async () => {
        unsubscribed += 1;
        return true;
      },
    };
    const registration = { pushManager: { getSubscription: async () => subscription } };
    vi.stubGlobal("Notification", { requestPermission: async () => "granted" });
    vi.stubGlobal("navigator", {
      serviceWorker: { getRegistration: async () => registration, ready: registration },
    });
    vi.stubGlobal("localStorage", { getItem: () => null, setItem() {}, removeItem() {} });
    vi.stubGlobal("window", new EventTarget());
    vi.stubGlobal("location", { origin: "http://app.test" });
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(JSON.stringify({ endpoint: ["Not a push service this app sends to"] }), {
          status: 400,
          headers: { "content-type": "application/json" },
        }),
    );

    await expect(turnOnPush("AQID")).rejects.toBeInstanceOf(ApiError);
    expect(unsubscribed).toBe(1);
  });
});
