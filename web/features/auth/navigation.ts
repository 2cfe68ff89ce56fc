/**
 * Where auth screens send people: the `redirect` search parameter of /login (the protected page the
 * user came from) and the history state /verify-email reads (spec section 2: it carries the e-mail
 * and message).
 */

declare module "@tanstack/history" {
  interface HistoryState {
    /** /verify-email: the address the verification mail went to. */
    email?: string;
    /** /verify-email: the server's message after registration or login. */
    message?: string;
    /** /verify-email: a mail was just sent, so resending starts on cooldown. */
    justSent?: boolean;
  }
}

export const DEFAULT_AFTER_LOGIN = "/dashboard";

/**
 * The page to open after login: the remembered in-app path, or /dashboard. Anything that is not a
 * plain same-origin path (`//evil.com`, `https://…`, `javascript:`) or points back at an auth
 * screen is ignored, so a crafted link cannot send a user off-site.
 */
export function safeRedirect(target: string | undefined | null): string {
  if (!target || typeof target !== "string") return DEFAULT_AFTER_LOGIN;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\"))
    return DEFAULT_AFTER_LOGIN;
  if (/\p{Cc}/u.test(target)) return DEFAULT_AFTER_LOGIN;
  const path = target.split(/[?#]/)[0] ?? target;
  if (
    ["/login", "/register", "/verify-email", "/forgot-password", "/reset-password"].includes(path)
  )
    return DEFAULT_AFTER_LOGIN;
  return target;
}
