/** Signed staff attachment addresses, now the staff feature's (ADR 0033); kept while the concept features move. */
export { staffAttachments } from '../staff/index.ts'
