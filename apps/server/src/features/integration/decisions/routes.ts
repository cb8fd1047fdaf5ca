/**
 * Routes of the ERP's decisions and status (issue 22 item 5): the contract request list
 * (`requests:read`), a decision and a fault report step (`requests:decide`).
 */
import { api } from '@asukas/contract'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../../platform/deps.ts'
import { routeFor } from '../../../platform/http.ts'
import { requireId } from '../../../platform/ids.ts'
import { getContractRequest, listContractRequests } from '../../contract-requests/index.ts'
import { auditIntegrationCall, requireIntegrationScope } from '../auth.ts'
import { decideFromErp, defectNoticeStatus, recordDefectStepFromErp } from './service.ts'

/** Registers GET …/contract-requests, POST …/decision and POST …/defect-notices/:id/events. */
export function registerDecisionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const machine = { access: 'public' } as const
  app.route({
    ...routeFor(
      api.integrationContractRequests,
      async (request) => {
        const requests = await listContractRequests(deps.db, request.query.status)
        await auditIntegrationCall(deps.db, request, {
          entityType: 'contract_request',
          externalId: null,
          result: 'ok',
          details: { count: requests.length },
        })
        return requests
      },
      machine,
    ),
    onRequest: requireIntegrationScope('requests:read'),
  })
  app.route({
    ...routeFor(
      api.integrationDecideContractRequest,
      async (request) => {
        const { kind } = request.params
        const id = requireId('ContractRequest', request.params.id)
        await decideFromErp(deps, request, kind, id, request.body)
        return getContractRequest(deps.db, kind, id)
      },
      machine,
    ),
    onRequest: requireIntegrationScope('requests:decide'),
  })
  app.route({
    ...routeFor(
      api.integrationDefectNoticeEvent,
      async (request) => {
        const id = request.params.id.toLowerCase()
        await recordDefectStepFromErp(deps, request, id, request.body)
        return defectNoticeStatus(deps.db, id)
      },
      machine,
    ),
    onRequest: requireIntegrationScope('requests:decide'),
  })
}
