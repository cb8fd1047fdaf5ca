/**
 * Telling a resident is the staff feature's (`features/staff/notify.ts`), re-exported here while
 * the concept features move off this folder (ADR 0033). A contract's recipient of a staff reply
 * and the plain text of a rich-text answer are the messages feature's.
 */
export { mailResident, recipientOf, notifyResident, type Recipient } from '../staff/index.ts'
