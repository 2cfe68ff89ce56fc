import { describe, expect, it } from "vitest";
import { isPushServiceEndpoint } from "./push-services";

describe("isPushServiceEndpoint: the server only ever pushes to the browsers' push services", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bTest",
    "https://fcm.googleapis.com/wp/dGVzdA:APA91bTest",
    "https://android.googleapis.com/gcm/send/dGVzdA",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABtest",
    "https://web.push.apple.com/QGxhbGFsYWxh",
    "https://api.push.apple.com/3/device/abc",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
    "https://db3.notify.windows.com/?token=AgUAAAD",
  ])("takes %s", (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    ["a host in capitals", "https://FCM.GoogleAPIs.com/fcm/send/x"],
    ["a trailing dot (the DNS root)", "https://fcm.googleapis.com./fcm/send/x"],
    ["the default port spelt out", "https://web.push.apple.com:443/x"],
  ])("takes %s as the same host", (_name, endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    // The addresses of issue 42 N1.
    ["loopback", "https://127.0.0.1/push"],
    ["a private network", "https://10.0.0.7/push"],
    ["the cloud metadata address", "https://169.254.169.254/latest/meta-data/"],
    ["Google's metadata name", "https://metadata.google.internal/computeMetadata/v1/"],
    ["IPv6 loopback", "https://[::1]/push"],
    ["IPv4-mapped IPv6", "https://[::ffff:127.0.0.1]/push"],
    ["an IPv6 address", "https://[2001:db8::1]/push"],
    ["decimal IPv4", "https://2130706433/push"],
    ["hex IPv4", "https://0x7f000001/push"],
    ["octal IPv4", "https://0177.0.0.1/push"],
    ["short IPv4", "https://127.1/push"],
    ["a wildcard DNS name", "https://127.0.0.1.nip.io/push"],
    ["a push host inside another domain", "https://fcm.googleapis.com.evil.nip.io/push"],
    ["a push host without its dot boundary", "https://evilfcm.googleapis.com/push"],
    ["a suffix without its dot boundary", "https://evilpush.apple.com/push"],
    ["the domain of a *. entry itself", "https://notify.windows.com/push"],
    ["another googleapis.com host", "https://storage.googleapis.com/bucket/push"],
    ["an empty label", "https://x..push.apple.com/push"],
    ["http to a push service", "http://fcm.googleapis.com/fcm/send/x"],
    ["another port", "https://fcm.googleapis.com:8443/fcm/send/x"],
    ["user-info", "https://user:pw@fcm.googleapis.com/fcm/send/x"],
    ["user-info hiding the host", "https://fcm.googleapis.com@evil.example/push"],
    ["ftp", "ftp://fcm.googleapis.com/x"],
    ["a local push service in development, unconfigured", "http://127.0.0.1:9090/push/1"],
    ["localhost", "https://localhost/push"],
    ["no URL at all", "not a url"],
  ])("refuses %s", (_name, endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });

  it("takes a configured test origin exactly, and nothing near it", () => {
    const origins = ["http://127.0.0.1:9090", "https://push.example.test"];
    expect(isPushServiceEndpoint("http://127.0.0.1:9090/push/1", origins)).toBe(true);
    expect(isPushServiceEndpoint("https://push.example.test/send/1", origins)).toBe(true);
    expect(isPushServiceEndpoint("http://127.0.0.1:9091/push/1", origins)).toBe(false);
    expect(isPushServiceEndpoint("https://127.0.0.1:9090/push/1", origins)).toBe(false);
    expect(isPushServiceEndpoint("http://localhost:9090/push/1", origins)).toBe(false);
    expect(isPushServiceEndpoint("https://a.push.example.test/send/1", origins)).toBe(false);
    expect(isPushServiceEndpoint("http://u:p@127.0.0.1:9090/push/1", origins)).toBe(false);
  });
});
