/**
 * Web Push on this device (issue 14 section 2): asked for only when the fan taps 'Turn on' (the
 * notifications dropdown, or the offer after a first saved pick, ADR 0410), never on load. The
 * subscription is made with the server's VAPID key and given to the server; 'Turn off' (and
 * logout, web/api/push-subscription.ts) takes it back. Score pushes (ADR 0416) are a setting of
 * that subscription on the server, off until the fan ticks them. These calls need the network (a
 * subscription is this device's, not a change to sync later), so they use the API client directly
 * and say so when offline.
 */
import { fromBase64Url } from "#domain/base64url";
import type {
  PushDevice,
  PushKey,
  PushScoresInput,
  PushUnsubscribeInput,
} from "#domain/notifications/contract";
import { apiQuery } from "#web/lib/query";
import { api } from "./client";
import { ApiError } from "./errors";

const PUSH_PATH = "/notifications/push/";
const SUBSCRIPTION_PATH = `${PUSH_PATH}subscription/`;

/** GET /api/notifications/push/key/ — null when the server does not push. */
export const pushKeyQuery = () => apiQuery<PushKey>(`${PUSH_PATH}key/`);

/** What the opt-in row shows. */
export type PushState = "unsupported" | "off" | "on" | "blocked";

/** This device after 'Turn on': its state and, when on, whether it gets score pushes. */
export interface PushTurnedOn {
  state: PushState;
  scores: boolean;
}

export const pushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** The VAPID key (base64url, as the server gives it) as the bytes `subscribe` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64Url(base64url);
  if (!bytes) throw new Error("The server's push key is not base64url");
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
};

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's state: blocked (the fan said no), on (subscribed), off, or unsupported. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const reg = await registration();
  if (!reg) return "unsupported";
  const subscription = await reg.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/**
 * Asks the browser (this is the tap's answer), subscribes with the server's key and gives the
 * subscription to the server. Resolves with the new state and the server's score-push setting
 * (kept from before for this device); throws when the server cannot be told.
 */
export async function turnOnPush(publicKey: string): Promise<PushTurnedOn> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return { state: "blocked", scores: false };
  if (permission !== "granted") return { state: "off", scores: false };
  const reg = (await registration()) ?? (await navigator.serviceWorker.ready);
  const key = keyBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be used.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  let device: PushDevice;
  try {
    device = await api<PushDevice>(SUBSCRIPTION_PATH, {
      method: "POST",
      body: subscription.toJSON(),
    });
  } catch (error) {
    // A refusal (a push service the server does not send to) is final: keeping the browser's
    // subscription would make this device read 'On' while nothing is ever pushed to it.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      await subscription.unsubscribe();
    throw error;
  }
  return { state: "on", scores: device.scores };
}

/** Score pushes on this device on or off; resolves with what the server stored. */
export async function setScorePush(scores: boolean): Promise<boolean> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) throw new Error("Alerts are off on this device: turn them on first.");
  const device = await api<PushDevice>(SUBSCRIPTION_PATH, {
    method: "PATCH",
    body: { endpoint: subscription.endpoint, scores } satisfies PushScoresInput,
  });
  return device.scores;
}

/** Stops pushes to this device: the server forgets it, then the browser drops it. */
export async function turnOffPush(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await api(SUBSCRIPTION_PATH, {
      method: "DELETE",
      body: { endpoint: subscription.endpoint } satisfies PushUnsubscribeInput,
    });
    await subscription.unsubscribe();
  }
  return "off";
}
