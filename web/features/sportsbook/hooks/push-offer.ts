/**
 * The offer of Web Push right after a fan's first saved pick on a phone (issue 48, ADR 0410):
 * once per device, dismissible, and never the browser's question without the fan's tap — a toast
 * with 'Turn on' whose tap runs the one subscribe flow (web/api/push.ts). Loaded by the outbox's
 * applied-pick event (./pick-writes.ts, itself loaded with the first tap), so the sportsbook's
 * first visit carries none of it. Whether it was offered is kept on the device.
 */
import { PHONE_QUERY } from "#web/lib/media";
import { pushKeyQuery, pushState, pushSupported, turnOnPush, type PushState } from "#web/api/push";
import { errorMessage } from "#web/api/errors";
import { toast } from "#web/ui/toast";

/** localStorage: set once the offer was shown (its × or its timeout then keeps it away). */
export const PUSH_OFFER_KEY = "pickem.pushOffer";

export const PUSH_OFFER_TEXT = {
  offer:
    "Get pick reminders and your commissioner's nudges on this phone, even with the app closed.",
  action: "Turn on",
  on: "Alerts are on for this phone.",
  blocked:
    "Notifications are blocked for this site: allow them in your browser's site settings to get alerts.",
  failed: "Could not turn on alerts.",
} as const;

/** What decides the offer: a phone that can push, push off, the server pushing, never offered. */
export interface OfferFacts {
  phone: boolean;
  supported: boolean;
  state: PushState;
  publicKey: string | null;
  offered: boolean;
}

export const offerDue = (f: OfferFacts): f is OfferFacts & { publicKey: string } =>
  f.phone && f.supported && f.state === "off" && !!f.publicKey && !f.offered;

/** The device's memory of the offer (localStorage; a storage that throws reads as offered). */
export function wasOffered(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    return !storage || storage.getItem(PUSH_OFFER_KEY) !== null;
  } catch {
    return true;
  }
}

export function rememberOffered(storage: Pick<Storage, "setItem"> | undefined, now: Date): void {
  try {
    storage?.setItem(PUSH_OFFER_KEY, now.toISOString());
  } catch {
    // A storage that refuses: the offer may come once more, never a browser pop-up.
  }
}

let running = false;

/** After a saved pick: offers push once on this device when it is due (never throws). */
export async function offerPushOnce(): Promise<void> {
  if (running || typeof window === "undefined" || wasOffered(window.localStorage)) return;
  running = true;
  try {
    const supported = pushSupported();
    const phone = window.matchMedia(PHONE_QUERY).matches;
    if (!supported || !phone) return;
    const [state, key] = await Promise.all([
      pushState(),
      pushKeyQuery()
        .queryFn({ signal: new AbortController().signal })
        .catch(() => null),
    ]);
    const facts = { phone, supported, state, publicKey: key?.public_key ?? null, offered: false };
    if (!offerDue(facts)) return;
    rememberOffered(window.localStorage, new Date());
    toast.info(PUSH_OFFER_TEXT.offer, {
      ms: 12_000,
      action: {
        label: PUSH_OFFER_TEXT.action,
        run: () =>
          void turnOnPush(facts.publicKey).then(
            ({ state }) => {
              if (state === "on") toast.success(PUSH_OFFER_TEXT.on);
              if (state === "blocked") toast.warning(PUSH_OFFER_TEXT.blocked);
            },
            (error: unknown) => toast.error(`${PUSH_OFFER_TEXT.failed} ${errorMessage(error)}`),
          ),
      },
    });
  } catch (error) {
    console.error("push offer failed", error);
  } finally {
    running = false;
  }
}
