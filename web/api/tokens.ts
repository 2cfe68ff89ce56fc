/**
 * Where the auth tokens live. The access token is in localStorage under `pickem_token` (spec), the
 * refresh token under `pickem_refresh`. Listeners hear every change (login, refresh, logout) so
 * other stores (the offline session table the service worker reads) can mirror them.
 */
export const ACCESS_KEY = "pickem_token";
export const REFRESH_KEY = "pickem_refresh";
export const USER_KEY = "pickem_user";
/** The last profile the server gave us: lets an offline start show the signed-in shell. */
export const PROFILE_KEY = "pickem_profile";

export interface StoredUser {
  id: number;
  username: string;
}

type Listener = (tokens: {
  access: string | null;
  refresh: string | null;
  user: StoredUser | null;
}) => void;
const listeners = new Set<Listener>();

export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  const snapshot = { access: getAccessToken(), refresh: getRefreshToken(), user: getStoredUser() };
  for (const listener of listeners) listener(snapshot);
}

export const getAccessToken = () => localStorage.getItem(ACCESS_KEY);
export const getRefreshToken = () => localStorage.getItem(REFRESH_KEY);

export function getStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

/** The full profile saved at the last sign-in or start-up, or null. */
export function getStoredProfile<T extends StoredUser>(): T | null {
  try {
    const raw = localStorage.getItem(PROFILE_KEY);
    const profile = raw ? (JSON.parse(raw) as T) : null;
    return profile && profile.id === getStoredUser()?.id ? profile : null;
  } catch {
    return null;
  }
}

export function setTokens(tokens: { access: string; refresh?: string }, user?: StoredUser) {
  localStorage.setItem(ACCESS_KEY, tokens.access);
  if (tokens.refresh) localStorage.setItem(REFRESH_KEY, tokens.refresh);
  if (user) {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: user.id, username: user.username }));
    localStorage.setItem(PROFILE_KEY, JSON.stringify(user));
  }
  notify();
}

export function clearTokens() {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(PROFILE_KEY);
  notify();
}
