/**
 * Full-page navigation (leaving the single-page app or restarting it), behind one object so that
 * tests can observe it: jsdom does not navigate.
 */
export const browser = {
  /** Loads `url` in the window (`window.location.assign`). */
  assign(url: string): void {
    window.location.assign(url)
  },
  /**
   * Loads `url` in place of the current history entry (`window.location.replace`), for pages that
   * only redirect: the back button then skips them instead of redirecting again.
   */
  replace(url: string): void {
    window.location.replace(url)
  },
}
