/**
 * Contract modification calls (spec 02 §7 confirm-operation/init/contract-modification/*,
 * modification request). Need the contractModification flag, else 404 NOT_FOUND. Like
 * termination, create and approve answer a `link` to strong identification.
 */
import type { z } from 'zod'
import { modificationFormBaseSchema } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import { contractParamsSchema, linkSchema } from '../../entities/common.ts'
import { modificationRequestSchema } from '../../entities/modification.ts'
import { approvalBody, identificationStartBody } from './termination.ts'

/**
 * The modification as sent in `operationData`: the wire equals the form, so this is
 * `modificationFormBaseSchema` of `@asukas/domain` itself (`{ inEffect, description,
 * removeTenantIds, transferDestinationTenantId }`, tenant ids UUID strings). The server checks
 * the rules that need the contract's tenants and today (date today … 2 months, tenants of the
 * contract, transfer destination; spec 02 §5 Contract modification) with the domain's
 * `modificationFormSchema`.
 */
export const modificationOperationDataSchema = modificationFormBaseSchema
/** The modification as sent (the domain's `ModificationForm` before parsing). */
export type ModificationOperationData = z.input<typeof modificationOperationDataSchema>

/** Body of `createModification`: the modification, the language and the identity provider. */
export const createModificationBodySchema = identificationStartBody(modificationOperationDataSchema)
/** Body of `createModification`. */
export type CreateModificationBody = z.input<typeof createModificationBodySchema>

/** Body of `approveModification`: which request, accept or reject, and the language. */
export const approveModificationBodySchema = approvalBody('modificationRequestId')
/** Body of `approveModification`. */
export type ApproveModificationBody = z.input<typeof approveModificationBodySchema>

/**
 * GET /api/contracts/:contractUuid/modification-request: the contract's latest modification
 * request; 404 NOT_FOUND when it has none.
 */
export const modificationRequest = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/modification-request',
  params: contractParamsSchema,
  response: modificationRequestSchema,
  summary: 'Latest modification request of the contract',
  tag: 'contract-requests',
  errors: [],
})

/**
 * POST /api/contracts/:contractUuid/confirm-operation/init/contract-modification/create: check
 * the modification and start the creator's identification. 409
 * CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS, CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT; 502
 * MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR when the identity service fails.
 */
export const createModification = defineEndpoint({
  method: 'POST',
  path: '/api/contracts/:contractUuid/confirm-operation/init/contract-modification/create',
  params: contractParamsSchema,
  body: createModificationBodySchema,
  response: linkSchema,
  summary: 'Start identification to modify the contract',
  tag: 'contract-requests',
  errors: [
    'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR',
    'CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED',
    'CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT',
    'CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS',
  ],
})

/**
 * POST /api/contracts/:contractUuid/confirm-operation/init/contract-modification/approve: start
 * the identification of another party who accepts or rejects the modification.
 */
export const approveModification = defineEndpoint({
  method: 'POST',
  path: '/api/contracts/:contractUuid/confirm-operation/init/contract-modification/approve',
  params: contractParamsSchema,
  body: approveModificationBodySchema,
  response: linkSchema,
  summary: 'Start identification to accept or reject a modification',
  tag: 'contract-requests',
  errors: ['MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR', 'CONFIRM_OPERATION_INVALID_CONFIRM_TYPE'],
})
