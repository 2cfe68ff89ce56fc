import type { PushUnsubscribeInput } from "#domain/notifications/contract";
import { api } from "./client";

/**
 * Logout: this device stops getting the user's pushes (issue 14 section 2). Best effort and never
 * waiting on the network: the subscription is looked up on the device, the server is told to
 * forget it (sent now, while the token is still there) and the browser drops it.
 */
export async function forgetPushSubscription(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const body = { endpoint: subscription.endpoint } satisfies PushUnsubscribeInput;
  void api("/notifications/push/subscription/", { method: "DELETE", body }).catch(() => undefined);
  void subscription.unsubscribe().catch(() => false);
}
