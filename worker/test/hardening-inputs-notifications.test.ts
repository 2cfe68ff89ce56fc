/**
 * Issue 42, N5, the notifications area: its routes that read a JSON body (the read marks and the
 * push subscription), probed with keys that name Object.prototype's members (`__proto__`,
 * `constructor`, …). The rule and the one test each route gets: hardening-support.ts.
 */
import {
  describeBodyRoutes,
  withPrototypeKeys,
  member,
  type BodyRoute,
  type ProbeWorld,
} from "./hardening-support";

/** Notifications and push subscriptions, the clear last. */
const NOTIFICATION_ROUTES: BodyRoute[] = [
  {
    method: "PATCH",
    path: (w) => `/api/notifications/${w.notificationId}/`,
    token: member,
    onlyKeys: 400,
    valid: () => ({ is_read: true }),
    withKeys: 400,
  },
  { method: "POST", path: () => "/api/notifications/mark_all_read/", token: member, onlyKeys: 200 },
  {
    method: "POST",
    path: () => "/api/notifications/push/subscription/",
    token: member,
    onlyKeys: 400,
    valid: (w) => w.push,
    nested: (body) => ({ ...body, keys: withPrototypeKeys((body as ProbeWorld["push"]).keys) }),
    withKeys: 201,
  },
  {
    // Score pushes on the device just subscribed (ADR 0416): a strict body, so extra keys are a 400.
    method: "PATCH",
    path: () => "/api/notifications/push/subscription/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({ endpoint: w.push.endpoint, scores: true }),
    withKeys: 400,
  },
  {
    method: "DELETE",
    path: () => "/api/notifications/push/subscription/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({ endpoint: w.push.endpoint }),
    withKeys: 204,
  },
  { method: "DELETE", path: () => "/api/notifications/clear_all/", token: member, onlyKeys: 200 },
];

describeBodyRoutes("notifications", NOTIFICATION_ROUTES);
