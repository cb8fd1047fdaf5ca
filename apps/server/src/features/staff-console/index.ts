/**
 * The staff console's public surface for other features (ADR 0017: a feature imports another
 * only through its `index.ts`): the staff login's second-factor challenge, which the accounts
 * feature's login route starts, and the capability check the staff search routes and the
 * integration clients' routes use; the housing provider's decisions and fault report steps,
 * which the integration API's ERP calls share with the console (issue 22 item 5).
 */
export {
  assertNotLocked,
  challengeCookieName,
  challengeCookieOptions,
  startChallenge,
} from './second-factor.ts'
export { decideAsProvider, getContractRequest, listContractRequests } from './contract-requests.ts'
export { recordProviderDefectAction } from './defect-notices.ts'
