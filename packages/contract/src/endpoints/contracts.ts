/** Contract calls (spec 02 §7): the user's contracts, one contract and its tenants. */
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { contractParamsSchema } from '../entities/common.ts'
import { contractSchema } from '../entities/contract.ts'
import { tenantSchema } from '../entities/tenant.ts'

/** GET /api/contracts: the signed-in resident's contracts (may be empty). */
export const contracts = defineEndpoint({
  method: 'GET',
  path: '/api/contracts',
  response: z.array(contractSchema),
  summary: 'Contracts of the resident',
  tag: 'contracts',
  errors: [],
})

/** GET /api/contracts/:contractUuid: one contract; 404 NOT_FOUND if not the resident's. */
export const contract = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid',
  params: contractParamsSchema,
  response: contractSchema,
  summary: 'One contract',
  tag: 'contracts',
  errors: [],
})

/** GET /api/contracts/:contractUuid/tenants: persons and companies on the contract. */
export const tenants = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/tenants',
  params: contractParamsSchema,
  response: z.array(tenantSchema),
  summary: 'Tenants of the contract',
  tag: 'contracts',
  errors: [],
})
