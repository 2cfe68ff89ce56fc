// Shared by the page's outbox (./outbox.ts) and the service worker (../sw.ts).

/** Background Sync tag; the `sync` event only wakes a sender, the Dexie outbox is the truth. */
export const SYNC_TAG = "pickem-outbox";
/** Message a service worker posts to its pages to wake their sender. */
export const WAKE_MESSAGE = "pickem:outbox-wake";
