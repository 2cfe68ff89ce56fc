/**
 * Auth state (spec 000 section 4): loading at start; with a stored token the profile is fetched
 * (success → authenticated, failure → tokens cleared and error 'Session expired'); with no token,
 * unauthenticated. `useAuth()` gives the state and the login/logout/update actions.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { api, SESSION_EXPIRED_EVENT } from "./client";
import { clearTokens, getAccessToken, setTokens } from "./tokens";

export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  bio?: string;
  avatar?: string | null;
  date_joined: string;
}

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
}

interface AuthContextValue extends AuthState {
  /** Stores the tokens of a successful login/verification and loads the user. */
  signIn: (tokens: { access: string; refresh: string }, user: User) => void;
  signOut: () => Promise<void>;
  /** Merges fields into the current user (profile update). */
  mergeUser: (patch: Partial<User>) => void;
  setError: (error: string | null) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Work to do when a user signs out or changes (clearing caches); registered by other modules. */
const signOutHooks = new Set<() => Promise<void> | void>();
export function onSignOut(hook: () => Promise<void> | void) {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({
    user: null,
    isAuthenticated: false,
    isLoading: true,
    error: null,
  });

  useEffect(() => {
    if (!getAccessToken()) {
      setState((s) => ({ ...s, isLoading: false }));
      return;
    }
    api<User>("/users/profile/")
      .then((user) => setState({ user, isAuthenticated: true, isLoading: false, error: null }))
      .catch(() => {
        clearTokens();
        setState({
          user: null,
          isAuthenticated: false,
          isLoading: false,
          error: "Session expired",
        });
      });
  }, []);

  useEffect(() => {
    const expired = () =>
      setState({ user: null, isAuthenticated: false, isLoading: false, error: "Session expired" });
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  }, []);

  const signIn = useCallback((tokens: { access: string; refresh: string }, user: User) => {
    setTokens(tokens, user);
    setState({ user, isAuthenticated: true, isLoading: false, error: null });
  }, []);

  const signOut = useCallback(async () => {
    const refresh = localStorage.getItem("pickem_refresh");
    if (refresh) {
      // Revoke on the server when we can; logging out never waits on the network to succeed.
      void api("/auth/logout/", { method: "POST", body: { refresh } }).catch(() => undefined);
    }
    clearTokens();
    for (const hook of signOutHooks) await hook();
    setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
  }, []);

  const mergeUser = useCallback(
    (patch: Partial<User>) =>
      setState((s) => (s.user ? { ...s, user: { ...s.user, ...patch } } : s)),
    [],
  );
  const setError = useCallback((error: string | null) => setState((s) => ({ ...s, error })), []);

  const value = useMemo(
    () => ({ ...state, signIn, signOut, mergeUser, setError }),
    [state, signIn, signOut, mergeUser, setError],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth outside <AuthProvider>");
  return value;
}
