/** Add tenant (spec 02 §5 Add tenant, §7 confirm-operation/add-tenant). */
import { z } from 'zod'
import { addTenantFormSchema } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import { bodyObject, contractParamsSchema, localeSchema } from '../../entities/common.ts'

/**
 * Body of `addTenant`: `operationData` is `addTenantFormSchema` of `@asukas/domain` — at least
 * one person `{ socialSecurityNumber, firstName, lastName, email, phoneNumber, birthDate }`
 * (identity code valid, names required, e-mail and phone optional: `''` when not given) — and
 * the language (spec 02 §5 Add tenant, §7).
 */
export const addTenantBodySchema = bodyObject({
  operationData: addTenantFormSchema,
  locale: localeSchema,
})
/** Body of `addTenant`. */
export type AddTenantBody = z.input<typeof addTenantBodySchema>

/**
 * Answer of `addTenant`: `success`, and in `message` an error code of the refusal (null on
 * success).
 */
export const addTenantResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
})
/** Answer of `addTenant`. */
export type AddTenantResponse = z.infer<typeof addTenantResponseSchema>

/**
 * POST /api/contracts/:contractUuid/confirm-operation/add-tenant: ask to add persons to the
 * contract (creates a modification request with add-tenant events). 401
 * IMPERSONATION_WRITE_ACCESS_DENIED for impersonators; 409
 * CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS when a termination is under way.
 */
export const addTenant = defineEndpoint({
  method: 'POST',
  path: '/api/contracts/:contractUuid/confirm-operation/add-tenant',
  params: contractParamsSchema,
  body: addTenantBodySchema,
  response: addTenantResponseSchema,
  summary: 'Ask to add tenants to the contract',
  tag: 'contract-requests',
  errors: [
    'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR',
    'CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT',
    'CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS',
  ],
})
