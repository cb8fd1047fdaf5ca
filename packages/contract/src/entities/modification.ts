/** Contract modification requests (spec 01 §3 Modification request). */
import { z } from 'zod'
import { modificationRequestStatusSchema } from './contract.ts'
import { timestampSchema, uuidSchema, wireDateSchema } from './common.ts'
import { tenantApprovalSchema } from './termination.ts'

/**
 * A person added to the contract (spec 01 §3 addTenantEvents). `socialSecurityNumber` is
 * masked by the server (`010190-****`) for anyone but the creator of the request.
 */
export const addTenantEventSchema = z.object({
  id: uuidSchema,
  email: z.string().nullable(),
  socialSecurityNumber: z.string(),
  birthDate: wireDateSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
})
/** A person added by a modification. */
export type AddTenantEvent = z.infer<typeof addTenantEventSchema>

/** Contract-party status passed from one tenant to another (spec 01 §3 transferTenantEvent). */
export const transferTenantEventSchema = z.object({
  sourceTenantId: uuidSchema,
  destinationTenantId: uuidSchema,
  contractModificationEventId: uuidSchema,
})
/** A transfer of contract-party status. */
export type TransferTenantEvent = z.infer<typeof transferTenantEventSchema>

/** A tenant moving out (spec 01 §3 removeTenantEvents). */
export const removeTenantEventSchema = z.object({
  removeTenantId: uuidSchema,
  contractModificationEventId: uuidSchema,
})
/** A tenant moving out. */
export type RemoveTenantEvent = z.infer<typeof removeTenantEventSchema>

/**
 * A contract modification request (spec 01 §3). `inEffect` is the date the change takes effect
 * (`yyyy-MM-dd`). The spec's `contractId` is `contractUuid` here, like every contract
 * reference of the API; `id` and `uuid` are both UUIDs (see the file record);
 * `tenantApprovals` is ours (see termination).
 */
export const modificationRequestSchema = z.object({
  id: uuidSchema,
  uuid: uuidSchema,
  status: modificationRequestStatusSchema,
  description: z.string(),
  contractUuid: uuidSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  createdByResidentUserId: uuidSchema,
  inEffect: wireDateSchema,
  addTenantEvents: z.array(addTenantEventSchema),
  transferTenantEvent: transferTenantEventSchema.nullable(),
  removeTenantEvents: z.array(removeTenantEventSchema),
  tenantApprovals: z.array(tenantApprovalSchema),
})
/** A modification request. */
export type ModificationRequest = z.infer<typeof modificationRequestSchema>
