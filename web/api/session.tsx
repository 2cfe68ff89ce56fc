/**
 * Auth state (spec 000 section 4): loading at start; with a stored token the profile is fetched
 * (success → authenticated, failure → tokens cleared and error 'Session expired'); with no token,
 * unauthenticated. A refresh that fails anywhere later (client.ts) also ends in 'Session expired'.
 *
 * The state lives in a small store outside React so that it changes synchronously: `signIn()`
 * followed at once by `navigate()` must already pass the protected routes' guard, which reads
 * `authState()` through the router context (see docs/decisions/0601-auth-state-store.md).
 * When the network is down at start-up (a stadium), a stored session stays signed in with the
 * stored user instead of being thrown away; the server still checks every call.
 */
import type { AccountUser, LogoutInput } from "#domain/accounts/contract";
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { api, SESSION_EXPIRED_EVENT } from "./client";
import { ApiError } from "./errors";
import {
  ACCESS_KEY,
  clearTokens,
  getAccessToken,
  getRefreshToken,
  getStoredProfile,
  setTokens,
} from "./tokens";

/** The signed-in user: the account answer of the API. */
export type User = AccountUser;

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
}

export const SESSION_EXPIRED = "Session expired";

let state: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: true,
  error: null,
};
const subscribers = new Set<() => void>();

function setState(next: AuthState | ((current: AuthState) => AuthState)) {
  state = typeof next === "function" ? next(state) : next;
  for (const fn of subscribers) fn();
}

/** The current auth state, read synchronously (router guards, event handlers). */
export function authState(): AuthState {
  return state;
}

/** A live view of the auth state whose fields always read the latest value (router context). */
export const authRef: Readonly<AuthState> = {
  get user() {
    return state.user;
  },
  get isAuthenticated() {
    return state.isAuthenticated;
  },
  get isLoading() {
    return state.isLoading;
  },
  get error() {
    return state.error;
  },
};

export function subscribeAuth(fn: () => void): () => void {
  subscribers.add(fn);
  return () => subscribers.delete(fn);
}

/** Work to do when a user signs out (clearing caches, Dexie tables); registered by other modules. */
const signOutHooks = new Set<() => Promise<void> | void>();
export function onSignOut(hook: () => Promise<void> | void) {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

async function runSignOutHooks() {
  for (const hook of signOutHooks) {
    try {
      await hook();
    } catch (error) {
      // One failing cache must not keep the others (or the logout) from happening.
      console.error("sign-out hook failed", error);
    }
  }
}

/** Stores the tokens of a successful login/verification and the user: signed in at once. */
export function signIn(tokens: { access: string; refresh: string }, user: User) {
  setTokens(tokens, user);
  setState({ user, isAuthenticated: true, isLoading: false, error: null });
}

/** Logout: revokes the refresh token when the network allows, clears tokens, user data and state. */
export async function signOut() {
  const refresh = getRefreshToken();
  if (refresh) {
    // Logging out never waits on the network to succeed.
    const body = { refresh } satisfies LogoutInput;
    void api("/auth/logout/", { method: "POST", body, anonymous: true }).catch(() => undefined);
  }
  // Before the tokens go: the server is told with this user's token which device to forget
  // (loaded here, not with the sign-in pages that share this file).
  await import("./push-subscription")
    .then((m) => m.forgetPushSubscription())
    .catch(() => undefined);
  clearTokens();
  setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
  await runSignOutHooks();
}

/** Merges fields into the current user (profile update). */
export function mergeUser(patch: Partial<User>) {
  setState((s) => {
    if (!s.user) return s;
    const user = { ...s.user, ...patch };
    if (patch.username) {
      const access = getAccessToken();
      if (access) setTokens({ access }, user);
    }
    return { ...s, user };
  });
}

export function setAuthError(error: string | null) {
  setState((s) => ({ ...s, error }));
}

function expire() {
  clearTokens();
  setState({ user: null, isAuthenticated: false, isLoading: false, error: SESSION_EXPIRED });
  void runSignOutHooks();
}

let started = false;
/** Loads the session once at start-up (idempotent; StrictMode mounts twice). */
export function startSession() {
  if (started) return;
  started = true;
  window.addEventListener(SESSION_EXPIRED_EVENT, () => {
    if (state.isAuthenticated || state.isLoading) expire();
  });
  // Logout in another tab signs this one out too (a shared phone must not stay signed in).
  window.addEventListener("storage", (event) => {
    if (
      (event.key === ACCESS_KEY || event.key === null) &&
      !getAccessToken() &&
      state.isAuthenticated
    ) {
      setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
      void runSignOutHooks();
    }
  });
  if (!getAccessToken()) {
    setState((s) => ({ ...s, isLoading: false }));
    return;
  }
  api<User>("/users/profile/")
    .then((user) => {
      const access = getAccessToken();
      if (!access) return expire();
      setTokens({ access }, user);
      setState({ user, isAuthenticated: true, isLoading: false, error: null });
    })
    .catch((error: unknown) => {
      const stored = getStoredProfile<User>();
      const unreachable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (unreachable && stored && getAccessToken()) {
        setState({ user: stored, isAuthenticated: true, isLoading: false, error: null });
      } else {
        expire();
      }
    });
}

interface AuthContextValue extends AuthState {
  signIn: typeof signIn;
  signOut: typeof signOut;
  mergeUser: typeof mergeUser;
  setError: typeof setAuthError;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(subscribeAuth, authState);
  useEffect(startSession, []);
  const value = useMemo(
    () => ({ ...current, signIn, signOut, mergeUser, setError: setAuthError }),
    [current],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state and actions: `const { user, isAuthenticated, signIn, signOut } = useAuth()`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth outside <AuthProvider>");
  return value;
}
