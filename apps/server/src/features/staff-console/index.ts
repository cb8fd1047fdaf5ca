/**
 * The staff console's public surface for other features (ADR 0017: a feature imports another
 * only through its `index.ts`): the staff login's second-factor challenge, which the accounts
 * feature's login route starts, and the capability check the staff search routes and the
 * integration clients' routes use; and what every feature's staff views share (ADR 0033): where
 * a request came from, the resident's mail, signed attachment addresses, internal notes and the
 * reply subject.
 */
export {
  assertNotLocked,
  challengeCookieName,
  challengeCookieOptions,
  startChallenge,
} from './second-factor.ts'
export { staffAttachments } from './files.ts'
export { replyTitle } from './messaging.ts'
export { mailResident, recipientOf, textOfHtml } from './notify.ts'
export { iso, isoDay, originColumns, originJoins, toOrigin, type OriginRow } from './origin.ts'
export { addNote, listNotes } from './repository.ts'
