/**
 * The access level of a route, on its own so that `http.ts` (route registration) and
 * `auth/session-user.ts` (the request type additions) can both use it without importing each
 * other (issue 10 "Architecture": no import cycles).
 */

/**
 * Who may call a route:
 * - `public`: anyone (login, health, registration steps);
 * - `user` (the default): a signed-in resident, or a staff member impersonating one; anyone else,
 *   a staff member who is not impersonating included, gets 401 UNAUTHORIZED;
 * - `staff`: a signed-in staff member, impersonating or not (the staff console); else 401
 *   UNAUTHORIZED.
 */
export type Access = 'public' | 'user' | 'staff'
