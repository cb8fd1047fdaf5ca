/**
 * The staff console's public surface for other features (ADR 0017: a feature imports another
 * only through its `index.ts`): what every feature's staff views share (ADR 0033), re-exported
 * from the staff feature while the concept features move: where
 * a request came from, the resident's mail, signed attachment addresses and internal notes (the
 * reply subject and a mail's text of rich text are the messages feature's).
 */
export { staffAttachments } from './files.ts'
export { mailResident, recipientOf } from './notify.ts'
export { iso, isoDay, originColumns, originJoins, toOrigin, type OriginRow } from './origin.ts'
export { addNote, listNotes } from './repository.ts'
