/**
 * Names shared by the service worker (web/sw.ts) and the page: Cache Storage buckets, the
 * headers stamped on cached API answers, and the messages the worker posts to its pages.
 * Every cache whose name starts with USER_CACHE_PREFIX holds one user's data and is deleted at
 * logout and on a change of signed-in user (web/offline/start.ts).
 */
export const USER_CACHE_PREFIX = "pickem-user-";
export const USER_API_CACHE = `${USER_CACHE_PREFIX}api`;
/** Avatars and board images (`/api/media/…`): keys never change content, so cache first. */
export const USER_MEDIA_CACHE = `${USER_CACHE_PREFIX}media`;
export const PUBLIC_API_CACHE = "pickem-public-api";
export const PUBLIC_IMAGE_CACHE = "pickem-public-images";

/** Set by the worker on what it stores: epoch ms the answer came from the network. */
export const FETCHED_AT_HEADER = "x-pickem-fetched-at";
/** Set on answers served from the cache instead of the network: epoch ms they were fetched. */
export const CACHED_AT_HEADER = "x-pickem-cached-at";

/**
 * Worker → page: `{type, path, cachedAt, startedAt, instance}` when a GET was answered from the
 * cache. `startedAt` (epoch ms, fractional) is when the worker began that request and `instance`
 * names the worker's run, so the page can tell a late message about an older request from news.
 */
export const CACHE_MESSAGE = "pickem:cache";
/** Worker → page: `{type, path, startedAt, instance}` when a GET was answered by the network again. */
export const FRESH_MESSAGE = "pickem:fresh";
