/**
 * Whether this browser has had a portal session that may since have expired (issue 26 item 23:
 * a first-time visitor was told "your session has expired"). The session cookie is HttpOnly and
 * an expired one may be gone from the browser, so the app keeps its own mark: set on a
 * successful login, removed on logout and when an expiry has been told. A 401 tells "session
 * expired" only while the mark is set (spec 02 §8 `error=login_expired`).
 */

/** localStorage key of the mark. */
export const SESSION_MARK_KEY = 'asukas.hadSession'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Marks that this browser has a session (after a successful login). */
export function markSession(): void {
  try {
    storage()?.setItem(SESSION_MARK_KEY, '1')
  } catch {
    // Storage full or blocked: an expiry is then told as a plain login page.
  }
}

/** Removes the mark (logout). */
export function clearSessionMark(): void {
  try {
    storage()?.removeItem(SESSION_MARK_KEY)
  } catch {
    // Nothing to remove.
  }
}

/**
 * True when this browser had a session, which a 401 means has expired; removes the mark so that
 * the expiry is told once.
 */
export function takeSessionExpired(): boolean {
  const had = storage()?.getItem(SESSION_MARK_KEY) === '1'
  if (had) clearSessionMark()
  return had
}
