/**
 * The Contract entity and its enumerations (spec 01 §3 Contract, Termination disallowed reasons,
 * request statuses; spec 01 §4 contract status).
 */
import { z } from 'zod'
import { contractTypes, terminationDisallowedReasons } from '@asukas/domain'
import { postalAddressSchema, timestampSchema, uuidSchema, wireDateSchema } from './common.ts'

/** Schema of a contract type (`contractTypes` of `@asukas/domain`: rental, right_of_occupancy). */
export const contractTypeSchema = z.enum(contractTypes)
/** A contract type. */
export type ContractType = z.infer<typeof contractTypeSchema>

/** Contract statuses (spec 01 §4): active, signed (starts later), terminated. */
export const contractStatuses = ['active', 'signed', 'terminated'] as const
/** Schema of a contract status. */
export const contractStatusSchema = z.enum(contractStatuses)
/** A contract status. */
export type ContractStatus = z.infer<typeof contractStatusSchema>

/** Tenant roles of a person on a contract (spec 01 §3 Tenant roles). */
export const tenantRoles = [
  'non_tenant',
  'replacement_apartment_tenant',
  'subtenant',
  'tenant',
] as const
/** Schema of a tenant role. */
export const tenantRoleSchema = z.enum(tenantRoles)
/** A tenant role. */
export type TenantRole = z.infer<typeof tenantRoleSchema>

/**
 * Termination request statuses (spec 01 §3 "Termination and modification request statuses").
 */
export const terminationRequestStatuses = [
  'pending_tenant_approval',
  'ready_for_review',
  'approved',
  'rejected',
] as const
/** Schema of a termination request status. */
export const terminationRequestStatusSchema = z.enum(terminationRequestStatuses)
/** A termination request status. */
export type TerminationRequestStatus = z.infer<typeof terminationRequestStatusSchema>

/**
 * Modification request statuses: the termination ones plus `pending_strong_authentication`
 * (spec 01 §3).
 */
export const modificationRequestStatuses = [
  'pending_strong_authentication',
  ...terminationRequestStatuses,
] as const
/** Schema of a modification request status. */
export const modificationRequestStatusSchema = z.enum(modificationRequestStatuses)
/** A modification request status. */
export type ModificationRequestStatus = z.infer<typeof modificationRequestStatusSchema>

/**
 * Schema of a reason a contract cannot be terminated (spec 01 §3; the 12 values are
 * `terminationDisallowedReasons` of `@asukas/domain`).
 */
export const terminationDisallowedReasonSchema = z.enum(terminationDisallowedReasons)
/** A termination disallowed reason. */
export type TerminationDisallowedReason = z.infer<typeof terminationDisallowedReasonSchema>

/** Summary of a contract's open termination request: status and creation time. */
export const terminationRequestSummarySchema = z.object({
  status: terminationRequestStatusSchema,
  createdAt: timestampSchema,
})
/** Summary of an open termination request. */
export type TerminationRequestSummary = z.infer<typeof terminationRequestSummarySchema>

/** Summary of a contract's open modification request: status and creation time. */
export const modificationRequestSummarySchema = z.object({
  status: modificationRequestStatusSchema,
  createdAt: timestampSchema,
})
/** Summary of an open modification request. */
export type ModificationRequestSummary = z.infer<typeof modificationRequestSummarySchema>

/**
 * The signed-in user's own tenant record on the contract (spec 01 §3 Contract.tenant); `id` is
 * the tenant id used by termination and modification calls.
 */
export const contractTenantSchema = z.object({
  id: uuidSchema,
  isPayer: z.boolean(),
  isContractParty: z.boolean(),
  tenantRole: tenantRoleSchema,
})
/** The user's own tenant record on a contract. */
export type ContractTenant = z.infer<typeof contractTenantSchema>

/**
 * A rental or right-of-occupancy contract as the resident sees it (spec 01 §3 Contract).
 * Dates are `yyyy-MM-dd`; `endDate` null means open-ended. `referenceNumber` is the invoice
 * reference. `collateral` is present for right-of-occupancy contracts with a known collateral.
 */
export const contractSchema = z.object({
  uuid: uuidSchema,
  realPropertyName: z.string(),
  contractType: contractTypeSchema,
  status: contractStatusSchema,
  startDate: wireDateSchema,
  endDate: wireDateSchema.nullable(),
  postalAddress: postalAddressSchema,
  addressDetails: z.object({
    staircaseLetter: z.string().nullable(),
    apartmentNumber: z.string().nullable(),
  }),
  terminationRequest: terminationRequestSummarySchema.optional(),
  modificationRequest: modificationRequestSummarySchema.optional(),
  terminationDisallowedReason: terminationDisallowedReasonSchema.optional(),
  referenceNumber: z.string(),
  propertyCompanyName: z.string(),
  propertyCompanyAddress: z.object({
    streetAddressLine1: z.string(),
    postalCode: z.string(),
    city: z.string(),
  }),
  collateral: z.object({ bankName: z.string().nullable(), isCollateral: z.boolean() }).optional(),
  tenant: contractTenantSchema,
})
/** A contract. */
export type Contract = z.infer<typeof contractSchema>
