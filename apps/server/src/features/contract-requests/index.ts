/**
 * The public face of contract requests for other features (the integration API): the housing
 * provider's decision through the one state machine (`machine.ts`), inside the caller's
 * transaction, and the staff's and the ERP's view of the requests. Everything else in this
 * folder is the feature's own.
 */
export { decideContractRequest, decideContractRequestIn } from './decision.ts'
export type { RequestKind, RequestStatus } from './machine.ts'
