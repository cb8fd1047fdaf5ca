/**
 * Internal notes (`staff_internal_notes`), now the staff feature's (`features/staff/repository/
 * notes.ts`, ADR 0033), re-exported while the concept features move off this folder; staff
 * accounts are in `features/staff/repository/accounts.ts`.
 */
export { addNote, listNotes, type NoteEntity } from '../staff/index.ts'
