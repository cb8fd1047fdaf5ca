/**
 * Contract requests as staff see them (issue 14; ADR 0033): the termination and modification
 * requests by status, one request, and the housing provider's decision on one that is
 * `ready_for_review`. Property managers only (capability `contract_requests`): 401 UNAUTHORIZED
 * without a staff session, 403 STAFF_ROLE_REQUIRED for another role; the decision is refused
 * while impersonating (401 IMPERSONATION_WRITE_ACCESS_DENIED).
 */
import { z } from 'zod'
import { enumField, optionalText } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import {
  bodyObject,
  timestampSchema,
  uuidField,
  uuidSchema,
  wireDateSchema,
} from '../../entities/common.ts'
import { staffRequestOriginSchema } from '../staff/shared.ts'

/** Kinds of contract requests. */
export const contractRequestKinds = ['termination', 'modification'] as const

/** A termination or modification request for review. */
export const staffContractRequestSchema = z.object({
  kind: z.enum(contractRequestKinds),
  id: uuidSchema,
  status: z.string(),
  createdAt: timestampSchema,
  origin: staffRequestOriginSchema,
  /** Termination: end date; modification: in effect. */
  effectiveDate: wireDateSchema,
  reason: z.string().nullable(),
  details: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: timestampSchema.nullable(),
  tenants: z.array(
    z.object({ name: z.string(), decision: z.string().nullable(), email: z.string().nullable() }),
  ),
  /**
   * The persons a modification asks to add (add tenant; empty otherwise), so staff see whom they
   * approve (issue 26 item 24). Identity codes are not shown here.
   */
  addedPersons: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      birthDate: wireDateSchema.nullable(),
      email: z.string().nullable(),
    }),
  ),
})
/** A contract request for staff. */
export type StaffContractRequest = z.infer<typeof staffContractRequestSchema>

/** GET /api/staff/contract-requests?status=…: requests by status (default ready_for_review). */
export const staffContractRequests = defineEndpoint({
  method: 'GET',
  path: '/api/staff/contract-requests',
  query: z.object({
    status: enumField([
      'ready_for_review',
      'approved',
      'rejected',
      'pending_tenant_approval',
    ]).default('ready_for_review'),
  }),
  response: z.array(staffContractRequestSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Termination and modification requests',
  tag: 'contract-requests',
})

/** Params of one contract request. */
export const contractRequestParamsSchema = z.object({
  kind: enumField(contractRequestKinds),
  id: uuidField,
})

/** GET /api/staff/contract-requests/:kind/:id (property managers). */
export const staffContractRequest = defineEndpoint({
  method: 'GET',
  path: '/api/staff/contract-requests/:kind/:id',
  params: contractRequestParamsSchema,
  response: staffContractRequestSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'A contract request',
  tag: 'contract-requests',
})

/** Body of a decision: accept or reject, with a reason (required when rejecting). */
export const contractDecisionBodySchema = bodyObject({
  decision: enumField(['accept', 'reject']),
  reason: optionalText(1000),
}).refine((body) => body.decision === 'accept' || body.reason.length > 0, {
  path: ['reason'],
  error: 'required',
})
/** A decision body. */
export type ContractDecisionBody = z.input<typeof contractDecisionBodySchema>

/**
 * POST /api/staff/contract-requests/:kind/:id/decision: a `ready_for_review` request becomes
 * approved or rejected; every tenant with an account gets a `kenno_accepted` / `kenno_rejected`
 * notification and an e-mail. 409 REQUEST_NOT_REVIEWABLE in any other status.
 */
export const staffDecideContractRequest = defineEndpoint({
  method: 'POST',
  path: '/api/staff/contract-requests/:kind/:id/decision',
  params: contractRequestParamsSchema,
  body: contractDecisionBodySchema,
  response: staffContractRequestSchema,
  errors: ['STAFF_ROLE_REQUIRED', 'REQUEST_NOT_REVIEWABLE', 'DECISIONS_NOT_ALLOWED'],
  summary: 'Accept or reject a contract request',
  tag: 'contract-requests',
})
