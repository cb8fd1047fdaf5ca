/**
 * The public face of contract requests for other features: the housing provider's decision
 * through the one state machine (`machine.ts`), inside the caller's transaction, and the
 * requests as staff see them, which the integration API's ERP calls share (issue 22 item 5).
 * Everything else in this folder is the feature's own.
 */
export { decideContractRequest, decideContractRequestIn } from './decision.ts'
export type { RequestKind, RequestStatus } from './machine.ts'
export { decideAsProvider, getContractRequest, listContractRequests } from './staff-service.ts'
