/**
 * The public face of contract requests for other features (the staff console): the housing
 * provider's decision through the one state machine (`machine.ts`), inside the caller's
 * transaction. Everything else in this folder is the feature's own.
 */
export { decideContractRequest, decideContractRequestIn } from './service.ts'
export type { RequestKind, RequestStatus } from './machine.ts'
