/**
 * Decisions and status from the ERP (issue 22 item 5), through HTTP: the ERP's decision on a
 * contract request and the maintenance system's steps on a fault report reach the residents
 * exactly as the staff console's do (kenno_* notifications, the timeline, the e-mails in each
 * resident's language), with the scopes, errors and the deployment setting
 * `CONTRACT_REQUEST_DECISIONS`.
 */
import { api } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { staffConsoleDemoIds, staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, appOn, call, staffLogin } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'
import {
  integrationClient,
  machineCall,
  type IntegrationTestClient,
} from '../helpers/machine-client.ts'

const t = useTestApp()
let erp: IntegrationTestClient
let reader: IntegrationTestClient
let admin = ''

beforeAll(async () => {
  admin = await staffLogin(t.app, staffConsoleDemoLogins.administrator)
  erp = await integrationClient(t.app, admin, ['requests:read', 'requests:decide', 'events:read'])
  reader = await integrationClient(t.app, admin, ['requests:read'])
})

const ready = staffConsoleDemoIds.readyTerminationRequest
const decisionUrl = (id: string, kind = 'termination') =>
  `/api/integration/v1/contract-requests/${kind}/${id}/decision`
const reason = {
  fi: 'Avaimia ei ole palautettu.',
  sv: 'Nycklarna har inte lämnats tillbaka.',
  en: 'The keys have not been returned.',
}

async function mailsTo(to: string) {
  return t.db.query<{ subject: string; template: string; locale: string; text_body: string }>(
    `SELECT subject, template, locale, text_body FROM mail_outbox WHERE to_address = $1
      ORDER BY seq DESC`,
    [to],
  )
}

describe('contract requests', () => {
  it('lists the requests ready for review with requests:read', async () => {
    const response = await machineCall(t.app, reader, {
      url: '/api/integration/v1/contract-requests?status=ready_for_review',
    })
    expect(response.statusCode, response.body).toBe(200)
    const list = api.integrationContractRequests.response.parse(response.json())
    expect(list.map((r) => r.id)).toContain(ready)
    const bad = await machineCall(t.app, reader, {
      url: '/api/integration/v1/contract-requests?status=nope',
    })
    expect(bad.statusCode).toBe(400)
  })

  it('refuses a decision without requests:decide, or in a console-only deployment', async () => {
    const refused = await machineCall(t.app, reader, {
      method: 'POST',
      url: decisionUrl(ready),
      payload: { decision: 'rejected', reason },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: 'INSUFFICIENT_SCOPE' })
    const consoleOnly = await appOn(t.db, { CONTRACT_REQUEST_DECISIONS: 'console' })
    try {
      const response = await machineCall(consoleOnly, erp, {
        method: 'POST',
        url: decisionUrl(ready),
        payload: { decision: 'rejected', reason },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: 'DECISIONS_NOT_ALLOWED' })
    } finally {
      await consoleOnly.close()
    }
  })

  it('refuses bad bodies and unknown requests', async () => {
    const bad = await machineCall(t.app, erp, {
      method: 'POST',
      url: decisionUrl(ready),
      payload: { decision: 'maybe', reason: { fi: 'x' }, extra: 1 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
    const unknown = await machineCall(t.app, erp, {
      method: 'POST',
      url: decisionUrl('00000000-0000-4000-8000-000000000000'),
      payload: { decision: 'accepted' },
    })
    expect(unknown.statusCode).toBe(404)
    const pending = await machineCall(t.app, erp, {
      method: 'POST',
      url: decisionUrl(demoIds.pendingTerminationRequest),
      payload: { decision: 'accepted' },
    })
    expect(pending.statusCode).toBe(409)
    expect(pending.json()).toEqual({ error: 'REQUEST_NOT_REVIEWABLE' })
  })

  it('rejects with a reason in three languages; both parties get kenno_rejected and mail in their language', async () => {
    const response = await machineCall(t.app, erp, {
      method: 'POST',
      url: decisionUrl(ready),
      payload: { decision: 'rejected', reason },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      id: ready,
      status: 'rejected',
      decisionReason: reason.fi,
    })
    for (const userId of [staffConsoleDemoIds.helmiUser, staffConsoleDemoIds.oskariUser]) {
      const rows = await t.db.query(
        `SELECT id FROM notifications WHERE user_id = $1 AND closed_at IS NULL
            AND category = 'contract_termination_request_kenno_rejected'`,
        [userId],
      )
      expect(rows).toHaveLength(1)
    }
    // The reason is "shown to the residents" (the contract) and is the "more information" the
    // spec's rejection promises by e-mail (spec 01 §3 request status): each mail carries it in
    // the recipient's language, instead of promising another mail from customer service.
    const [helmiMail] = await mailsTo('helmi.saarela@example.com')
    expect(helmiMail).toMatchObject({ locale: 'fi' })
    expect(helmiMail?.text_body).toContain(`Perustelu: ${reason.fi}`)
    expect(helmiMail?.text_body).not.toContain('asiakaspalvelusta')
    const [oskariMail] = await mailsTo('oskari.saarela@example.com')
    expect(oskariMail).toMatchObject({ locale: 'sv' })
    expect(oskariMail?.text_body).toContain(`Motivering: ${reason.sv}`)
    expect(oskariMail?.text_body).not.toContain(reason.fi)
    const [stored] = await t.db.query<{ translations: unknown }>(
      `SELECT decision_reason_translations AS translations FROM termination_requests WHERE id = $1`,
      [ready],
    )
    expect(stored?.translations).toEqual(reason)
    const transitions = await t.db.query<{ event: string; identified_by: string }>(
      `SELECT event, identified_by FROM contract_request_transitions
        WHERE termination_request_id = $1 ORDER BY occurred_at DESC`,
      [ready],
    )
    expect(transitions[0]).toEqual({ event: 'provider_reject', identified_by: 'system' })
    const audits = await t.db.query<{ details: { clientId: string; result: string } }>(
      `SELECT details FROM audit_log WHERE action = 'integration_call' AND entity_id = $1`,
      [ready],
    )
    expect(audits.map((a) => [a.details.clientId, a.details.result])).toContainEqual([
      erp.clientId,
      'rejected',
    ])
    // The decision is an event too.
    const events = await machineCall(t.app, erp, { url: '/api/integration/v1/events?limit=500' })
    const decided = api.integrationEvents.response
      .parse(events.json())
      .events.filter((e) => e.type === 'termination_request.decided' && e.data.id === ready)
    expect(decided).toHaveLength(1)
    expect(decided[0]?.data).toMatchObject({ decision: 'rejected', status: 'rejected' })

    const twice = await machineCall(t.app, erp, {
      method: 'POST',
      url: decisionUrl(ready),
      payload: { decision: 'accepted' },
    })
    expect(twice.statusCode).toBe(409)
  })

  it('refuses the staff console’s decision in an ERP-only deployment', async () => {
    const erpOnly = await appOn(t.db, { CONTRACT_REQUEST_DECISIONS: 'erp' })
    try {
      const manager = await staffLogin(erpOnly, staffConsoleDemoLogins.propertyManager)
      const response = await call(erpOnly, {
        method: 'POST',
        url: `/api/staff/contract-requests/termination/${demoIds.pendingTerminationRequest}/decision`,
        cookie: manager,
        payload: { decision: 'accept', reason: 'x' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: 'DECISIONS_NOT_ALLOWED' })
    } finally {
      await erpOnly.close()
    }
  })
})

describe('fault report steps from the maintenance system', () => {
  const id = demoIds.createdDefectNotice
  const url = `/api/integration/v1/defect-notices/${id}/events`

  it('links a work order, starts, notes and completes; the resident sees each and gets mail', async () => {
    const before = (await mailsTo(AINO)).length
    for (const body of [
      { type: 'work_order', workOrderId: 'TO-2026-501' },
      { type: 'started' },
      { type: 'work_note', description: 'Tiiviste vaihdettu.' },
      { type: 'completed' },
    ]) {
      const response = await machineCall(t.app, erp, { method: 'POST', url, payload: body })
      expect(response.statusCode, response.body).toBe(200)
    }
    const last = await machineCall(t.app, erp, {
      method: 'POST',
      url,
      payload: { type: 'work_note', description: 'Myöhässä' },
    })
    expect(last.statusCode).toBe(409)
    expect(last.json()).toEqual({ error: 'REQUEST_NOT_REVIEWABLE' })

    const resident = await call(t.app, {
      url: `/api/contracts/${demoIds.ainoRentalContract}/defect-notices/${id}`,
      cookie: await (await import('../helpers/app.ts')).login(t.app, AINO),
    })
    const notice = api.defectNotice.response.parse(resident.json())
    expect(notice.status).toBe('completed')
    expect(notice.events.map((e) => e.eventType)).toEqual(
      expect.arrayContaining([
        'work_order_linked',
        'work_order_started',
        'work_note_created',
        'completed',
      ]),
    )
    const mails = await mailsTo(AINO)
    expect(mails.length - before).toBe(4)
    expect(mails[0]).toMatchObject({ template: 'staff_defect_notice_event', locale: 'fi' })
  })

  it('answers 404 for an unknown report and 400 for an unknown step', async () => {
    const unknown = await machineCall(t.app, erp, {
      method: 'POST',
      url: '/api/integration/v1/defect-notices/00000000-0000-4000-8000-000000000000/events',
      payload: { type: 'started' },
    })
    expect(unknown.statusCode).toBe(404)
    const bad = await machineCall(t.app, erp, {
      method: 'POST',
      url,
      payload: { type: 'exploded' },
    })
    expect(bad.statusCode).toBe(400)
  })
})
