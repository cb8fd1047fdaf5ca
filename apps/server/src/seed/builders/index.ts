/**
 * Typed builders of seed and fixture rows, one per entity, with defaults and overrides; the
 * demo seed (`../demo.ts`), the API tests, the test-only fixtures API and the benchmark use
 * them alike. Rows are typed by `rows.ts` (generated from the migrations) and inserted with
 * `insertRows`.
 */
export { insertRows } from './insert.ts'
export { BULK_BATCH_ROWS, bulkUuid, insertRowsBulk } from './bulk.ts'
export { contact, defectNotice, defectNoticeEvent } from './notices.ts'
export { demoUuid, idKinds, newId, type IdKind } from './ids.ts'
export { apartment, building, buildingInfo, realProperty } from './property.ts'
export { companyTenant, personTenant, user } from './people.ts'
export { contract, finnishReferenceNumber } from './contract.ts'
export {
  arrearNotification,
  bulletin,
  messageEntry,
  messageThread,
  notification,
} from './content.ts'
export { parkingArea, parkingReservation, parkingSpot } from './parking.ts'
export { paymentTarget, paymentsByMonth } from './payments.ts'
export {
  createResident,
  type CreatedResident,
  type ResidentContractSpec,
  type ResidentSpec,
} from './resident.ts'
export type * from './rows.ts'
