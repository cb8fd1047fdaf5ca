/**
 * The staff console's public surface for other features (ADR 0017: a feature imports another
 * only through its `index.ts`): the staff login's second-factor challenge, which the accounts
 * feature's login route starts, and the capability check the staff search routes and the
 * integration clients' routes use.
 */
export {
  assertNotLocked,
  challengeCookieName,
  challengeCookieOptions,
  startChallenge,
} from './second-factor.ts'
export { requireCapability, type StaffActor } from './access.ts'
