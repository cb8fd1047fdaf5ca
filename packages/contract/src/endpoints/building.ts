/** Building information call (spec 02 §7 building-info). */
import { defineEndpoint } from '../endpoint.ts'
import { buildingInfoSchema } from '../entities/building.ts'
import { contractParamsSchema } from '../entities/common.ts'

/** GET /api/contracts/:contractUuid/building-info: facts about the contract's building. */
export const buildingInfo = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/building-info',
  params: contractParamsSchema,
  response: buildingInfoSchema,
  summary: 'Building information',
  tag: 'building',
  errors: [],
})
