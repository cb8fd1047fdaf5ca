/**
 * The staff feature's public surface for other features (ADR 0017: a feature imports another only
 * through its `index.ts`): who a staff member is and what they may do, and the route guard every
 * feature's staff routes use (ADR 0033); the second-factor challenge the accounts feature's staff
 * login starts; and what every feature's staff views share: where a request came from, telling
 * the resident, signed attachment addresses and internal notes.
 */
export {
  assertCovers,
  coversProperty,
  requireCapability,
  staffActor,
  type StaffActor,
} from './access.ts'
export { staffAttachments } from './files.ts'
export { staffRouteGuard, type StaffRouteGuard } from './guard.ts'
export {
  mailResident,
  notifyResident,
  recipientOf,
  toRecipient,
  type Recipient,
  type StaffMailTemplate,
  type StaffNotificationCategory,
} from './notify.ts'
export { iso, isoDay, toOrigin, type OriginRow } from './origin.ts'
export { originColumns, originJoins } from './repository.ts'
export { listNotes, type NoteEntity } from './repository.ts'
export { addInternalNote } from './notes.ts'
export {
  assertNotLocked,
  challengeCookieName,
  challengeCookieOptions,
  startChallenge,
} from './second-factor.ts'
