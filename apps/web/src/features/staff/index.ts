/**
 * The staff feature's public surface (ADR 0017): the signed-in staff member and the query keys
 * the staff console invalidates.
 */
export { staffKeys, useStaffMe } from './queries.ts'
