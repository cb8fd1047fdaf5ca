/**
 * Paths of the staff console (issue 4 "Staff and impersonation": "Staff users log in at
 * `/staff`"). They are not resident screens of spec 01 §2, so they are not in the contract's
 * `routePatterns`; the server serves the web app for them like for every other path.
 */
export const staffPaths = {
  /** The staff login page. */
  login: '/staff',
  /** The staff view: resident search and impersonation. */
  residents: '/staff/residents',
} as const
