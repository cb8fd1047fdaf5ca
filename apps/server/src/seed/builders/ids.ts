/**
 * Ids of seed and fixture rows. The demo data uses fixed, readable UUIDs (`demoUuid`); fixtures
 * made for one test use random ones (`newId`), so that tests running side by side never collide.
 */
import { randomUUID } from 'node:crypto'

/** The kind numbers of `demoUuid` (the KK part). */
export const idKinds = {
  realProperty: 1,
  building: 2,
  apartment: 3,
  user: 4,
  contract: 5,
  tenant: 6,
  notification: 7,
  defectNotice: 8,
  defectNoticeEvent: 9,
  bulletin: 10,
  bulletinAttachment: 11,
  document: 12,
  contact: 13,
  paymentCategory: 14,
  bankAccount: 15,
  paymentsByMonth: 16,
  paymentTarget: 17,
  remittance: 18,
  invoiceAddress: 19,
  messageThread: 20,
  messageEntry: 21,
  parkingArea: 22,
  parkingSpot: 23,
  parkingPrice: 24,
  parkingReservation: 25,
  terminationRequest: 26,
  beneficiary: 27,
  modificationRequest: 28,
  modificationEvent: 29,
  tenantApproval: 30,
  feedbackQuestionNotice: 31,
} as const

/** A kind of demo row. */
export type IdKind = keyof typeof idKinds

/**
 * A fixed, valid (version 4 layout) UUID `a5a50000-00KK-4000-8000-NNNNNNNNNNNN`: KK is the kind
 * of row (`idKinds`), N the running number (hex).
 */
export function demoUuid(kind: IdKind | number, n: number): string {
  const k = typeof kind === 'number' ? kind : idKinds[kind]
  return `a5a50000-00${k.toString(16).padStart(2, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`
}

/** A random UUID for a fixture row. */
export function newId(): string {
  return randomUUID()
}
