/**
 * The staff console's public surface for other features (ADR 0017: a feature imports another
 * only through its `index.ts`): what every feature's staff views share (ADR 0033), re-exported
 * from the staff feature while the concept features move: where
 * a request came from, the resident's mail, signed attachment addresses, internal notes and the
 * reply subject.
 */
export { staffAttachments } from './files.ts'
export { replyTitle } from './messaging.ts'
export { mailResident, recipientOf, textOfHtml } from './notify.ts'
export { iso, isoDay, originColumns, originJoins, toOrigin, type OriginRow } from './origin.ts'
export { addNote, listNotes } from './repository.ts'
