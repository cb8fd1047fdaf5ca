/**
 * Paths of web-only account pages that are not resident screens of spec 01 §2 (so the contract's
 * `routePatterns` does not list them), like `staff-paths.ts`.
 */
export const accountPaths = {
  /**
   * The confirmation after the account was deleted (issue 10 finding 8). Reached through
   * `/logout?next=account-deleted`, so the session is ended first.
   */
  accountDeleted: '/account-deleted',
} as const

/** The `next` value of the logout page that leads to {@link accountPaths.accountDeleted}. */
export const ACCOUNT_DELETED_NEXT = 'account-deleted'
