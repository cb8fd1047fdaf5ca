/**
 * Termination of a contract (spec 01 §3 Termination request, Termination reasons, Beneficiary,
 * Confirm operation types; spec 02 §5 Termination).
 */
import { z } from 'zod'
import { terminationReasons } from '@asukas/domain'
import { attachedFileSchema } from './file.ts'
import { terminationRequestStatusSchema } from './contract.ts'
import { timestampSchema, uuidSchema, wireDateSchema } from './common.ts'

/**
 * Schema of a termination reason: the 21 wire values, `terminationReasons` of `@asukas/domain`
 * (spec 01 §3; docs/specification.md: the server accepts all 21, the form offers the 19 of
 * `terminationFormReasons`).
 */
export const terminationReasonSchema = z.enum(terminationReasons)
/** A termination reason. */
export type TerminationReason = z.infer<typeof terminationReasonSchema>

/**
 * A stored beneficiary of a deposit refund (spec 01 §3 Beneficiary). `returnPercentage` 0..100;
 * `bic` null for Finnish IBANs where it was not given; `tenantId` null when not a tenant.
 */
export const beneficiarySchema = z.object({
  id: uuidSchema,
  tenantId: uuidSchema.nullable(),
  beneficiaryName: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  returnPercentage: z.number().min(0).max(100),
})
/** A stored beneficiary. */
export type Beneficiary = z.infer<typeof beneficiarySchema>

/** A new address after moving out (spec 01 §3 Termination request.newAddress). */
export const newAddressSchema = z.object({
  recipientName: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
})
/** A new address. */
export type NewAddress = z.infer<typeof newAddressSchema>

/** Approval states of one tenant for a request awaiting other parties (spec 01 §4). */
export const tenantApprovalStatuses = ['pending', 'accepted', 'rejected'] as const
/** Schema of a tenant approval state. */
export const tenantApprovalStatusSchema = z.enum(tenantApprovalStatuses)

/**
 * One contract party's approval of a termination or modification request. Ours: the spec's
 * confirm view needs to know who must still approve; `isCurrentUser` marks the signed-in one;
 * `decidedAt` is when they accepted or rejected (null while pending; issue 26: the move notice
 * page shows who confirmed when).
 */
export const tenantApprovalSchema = z.object({
  tenantId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  status: tenantApprovalStatusSchema,
  isCurrentUser: z.boolean(),
  decidedAt: timestampSchema.nullable(),
})
/** One party's approval. */
export type TenantApproval = z.infer<typeof tenantApprovalSchema>

/**
 * A termination request (spec 01 §3 Termination request). Dates `yyyy-MM-dd`; `displaysSelf`
 * true when the tenant shows the apartment, with the viewing window `displayStartDate` ..
 * `displayEndDate`; `isCollateral`/`collateralLender` only for right-of-occupancy (else null).
 * Adds `contractUuid`, `createdAt`, `decidedAt` (when it was approved or rejected; null while
 * open) and `tenantApprovals`.
 */
export const terminationRequestSchema = z.object({
  id: uuidSchema,
  contractUuid: uuidSchema,
  createdAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
  status: terminationRequestStatusSchema,
  movingOutDate: wireDateSchema.nullable(),
  endDate: wireDateSchema,
  terminationReason: terminationReasonSchema,
  givingContactInfoAllowed: z.boolean(),
  masterKeyAccessAllowed: z.boolean(),
  hasPetsInApartment: z.boolean(),
  displaysSelf: z.boolean(),
  displayStartDate: wireDateSchema.nullable(),
  displayEndDate: wireDateSchema.nullable(),
  additionalDetails: z.string(),
  files: z.array(attachedFileSchema),
  newAddress: newAddressSchema.nullable(),
  isCollateral: z.boolean().nullable(),
  collateralLender: z.string().nullable(),
  beneficiaries: z.array(beneficiarySchema),
  tenantApprovals: z.array(tenantApprovalSchema),
})
/** A termination request. */
export type TerminationRequest = z.infer<typeof terminationRequestSchema>

/** What a confirm operation is about (spec 01 §3 Confirm operation types). */
export const confirmOperationTargets = ['contract_termination', 'contract_modification'] as const
/** Schema of a confirm operation target. */
export const confirmOperationTargetSchema = z.enum(confirmOperationTargets)
/** A confirm operation target. */
export type ConfirmOperationTarget = z.infer<typeof confirmOperationTargetSchema>

/**
 * Confirm operation types (spec 01 §3): the creator confirms, another party accepts or rejects.
 * Each applies to both {@link confirmOperationTargets}.
 */
export const confirmOperationTypes = [
  'resident_app_accept',
  'resident_app_confirm',
  'resident_app_reject',
] as const
/** Schema of a confirm operation type. */
export const confirmOperationTypeSchema = z.enum(confirmOperationTypes)
/** A confirm operation type. */
export type ConfirmOperationType = z.infer<typeof confirmOperationTypeSchema>

/** Actions of another party on a request (spec 01 §3 "Actions: accept, reject"). */
export const confirmActions = ['accept', 'reject'] as const
/** Schema of a confirm action. */
export const confirmActionSchema = z.enum(confirmActions)
/** A confirm action. */
export type ConfirmAction = z.infer<typeof confirmActionSchema>
