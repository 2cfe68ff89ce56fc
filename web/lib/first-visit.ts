/**
 * A new account's first visit, as this device knows it. Verifying the e-mail is an account's
 * first sign-in (registration signs nobody in), so the verify screen marks it; the dashboard
 * greets that one visit with a welcome instead of the greeting of the hour, then forgets it.
 * Kept in localStorage per username, so a reload before the dashboard still counts as the first
 * visit and another account on the same device is not welcomed by mistake. See ADR 1110.
 */
const key = (username: string) => `pickem.first-visit.${username.toLowerCase()}`;

/** The account has just been verified and signed in on this device. */
export function markFirstVisit(username: string): void {
  try {
    localStorage.setItem(key(username), "1");
  } catch {
    // Storage refused (private mode, full): the dashboard greets by the hour, nothing breaks.
  }
}

/** Whether this is the account's first visit; the mark is used up by the asking. */
export function takeFirstVisit(username: string): boolean {
  try {
    const first = localStorage.getItem(key(username)) === "1";
    if (first) localStorage.removeItem(key(username));
    return first;
  } catch {
    return false;
  }
}
