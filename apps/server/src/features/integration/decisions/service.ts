/**
 * Decisions and status from the housing provider's ERP and maintenance system (issue 22 item 5):
 * they reach the residents exactly as a staff member's action in the console does, because they
 * run the staff's own code paths (`decideAsProvider` of contract requests,
 * `recordProviderDefectAction` of fault reports, which run the contract requests' state machine
 * and the fault reports' event rule):
 * kenno_accepted / kenno_rejected notifications, the fault report's timeline and status, and the
 * e-mails in each resident's language. Each call is audited as `integration_call` in the same
 * transaction (`auditIntegrationCall`).
 */
import type {
  IntegrationDecisionBody,
  IntegrationDefectEventBody,
} from '@asukas/contract/endpoints/integration-events'
import type { ContractRequestId } from '@asukas/domain'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../../platform/db/db.ts'
import type { AppDeps } from '../../../platform/deps.ts'
import { ApiError, notFound } from '../../../platform/errors.ts'
import { requireId } from '../../../platform/ids.ts'
import { decideAsProvider } from '../../contract-requests/index.ts'
import { recordProviderDefectAction } from '../../defect-notices/index.ts'
import { auditIntegrationCall } from '../auth.ts'
import * as repo from './repository.ts'

/** Kind of contract request. */
type RequestKind = 'termination' | 'modification'

/**
 * The ERP's decision on a `ready_for_review` request. The reason (fi, sv, en) is kept with the
 * request (its Finnish text as the decision reason the console shows, all three in
 * `decision_reason_translations`) and goes to each party in their language in the decision's
 * mail (`decideAsProvider`).
 *
 * @throws ApiError 403 DECISIONS_NOT_ALLOWED when the deployment decides in the console only
 *   (`CONTRACT_REQUEST_DECISIONS=console`); 404 NOT_FOUND; 409 REQUEST_NOT_REVIEWABLE.
 */
export async function decideFromErp(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>,
  request: FastifyRequest,
  kind: RequestKind,
  id: ContractRequestId,
  body: IntegrationDecisionBody,
): Promise<void> {
  if (deps.config.contractRequestDecisions === 'console') {
    throw new ApiError(403, 'DECISIONS_NOT_ALLOWED')
  }
  await deps.db.transaction(async (tx) => {
    const result = await decideAsProvider(deps, tx, {
      kind,
      id,
      decision: body.decision === 'accepted' ? 'accept' : 'reject',
      reason: body.reason?.fi ?? null,
      reasonTranslations: body.reason ?? null,
      deciderUserId: null,
    })
    await auditIntegrationCall(tx, request, {
      entityType: `${kind}_request`,
      externalId: id,
      result: body.decision,
      details: { status: result.status },
    })
  })
}

/**
 * A step of the maintenance system on a fault report: a work order linked, the work started, a
 * work note the resident sees, or the work completed.
 *
 * @throws ApiError 404 NOT_FOUND; 409 REQUEST_NOT_REVIEWABLE when the report is completed.
 */
export async function recordDefectStepFromErp(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock'>,
  request: FastifyRequest,
  id: string,
  body: IntegrationDefectEventBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const recorded = await recordProviderDefectAction(
      deps,
      tx,
      requireId('DefectNotice', id),
      body.type === 'work_order'
        ? { kind: 'link_work_order', workOrderId: body.workOrderId }
        : body.type === 'started'
          ? { kind: 'start' }
          : body.type === 'work_note'
            ? { kind: 'work_note', description: body.description }
            : { kind: 'complete' },
    )
    await auditIntegrationCall(tx, request, {
      entityType: 'defect_notice',
      externalId: id,
      result: recorded.eventType,
    })
  })
}

/**
 * A fault report's status and resident-visible timeline, as the maintenance system sees it.
 *
 * @throws ApiError 404 NOT_FOUND.
 */
export async function defectNoticeStatus(q: Queryable, id: string) {
  const row = await repo.noticeStatus(q, id)
  if (!row) throw notFound()
  const events = await repo.noticeEvents(q, id)
  return {
    id: row.id,
    noticeNumber: row.notice_number,
    status: row.status,
    events: events.map((event) => ({
      id: event.id,
      eventType: event.event_type,
      createdAt: event.created_at.toISOString(),
      workOrderId: event.work_order_id,
      workNoteDescription: event.work_note_description,
      workFinishedAt: event.work_finished_at?.toISOString() ?? null,
    })),
  }
}
