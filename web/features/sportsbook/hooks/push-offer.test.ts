import { describe, expect, it } from "vitest";
import {
  PUSH_OFFER_KEY,
  offerDue,
  rememberOffered,
  wasOffered,
  type OfferFacts,
} from "./push-offer";

const due: OfferFacts = {
  phone: true,
  supported: true,
  state: "off",
  publicKey: "AQID",
  offered: false,
};

/** A device's localStorage, in memory. */
const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
};

describe("the offer of Web Push after a first saved pick", () => {
  it("is due on a phone that can push, with push off, the server pushing and no offer before", () => {
    expect(offerDue(due)).toBe(true);
  });

  it("is not due on a desktop, without push, once on or blocked, or without the server's key", () => {
    expect(offerDue({ ...due, phone: false })).toBe(false);
    expect(offerDue({ ...due, supported: false })).toBe(false);
    expect(offerDue({ ...due, state: "on" })).toBe(false);
    expect(offerDue({ ...due, state: "blocked" })).toBe(false);
    expect(offerDue({ ...due, state: "unsupported" })).toBe(false);
    expect(offerDue({ ...due, publicKey: null })).toBe(false);
  });

  it("comes once per device: shown, then remembered (dismissed or not), never again", () => {
    const storage = memory();
    expect(wasOffered(storage)).toBe(false);
    rememberOffered(storage, new Date("2026-12-03T15:00:00Z"));
    expect(storage.items.get(PUSH_OFFER_KEY)).toBe("2026-12-03T15:00:00.000Z");
    expect(wasOffered(storage)).toBe(true);
    expect(offerDue({ ...due, offered: wasOffered(storage) })).toBe(false);
  });

  it("never offers where the device cannot remember it (no storage, or storage that throws)", () => {
    expect(wasOffered(undefined)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(wasOffered(broken)).toBe(true);
    expect(() =>
      rememberOffered(
        {
          setItem: () => {
            throw new Error("QuotaExceeded");
          },
        },
        new Date(),
      ),
    ).not.toThrow();
  });
});
