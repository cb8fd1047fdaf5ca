/**
 * What the staff console's actions do on the resident's side (issue 14 "Proof: … for each
 * action's effect on the resident's side (the event, the notification, the e-mail in the dev
 * mailbox)"): contract decisions to every party, the inbox's service levels and the audit view
 * (replies in threads, bulletins and parking: `messages-staff.test.ts`,
 * `bulletins-staff.test.ts`, `parking-staff.test.ts`).
 */
import { api } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { staffConsoleDemoIds, staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { AINO, call, login, MIKKO, staffLogin } from '../helpers/app.ts'
import { pngBytes, uploadFile } from '../helpers/files.ts'
import { useTestApp } from '../helpers/lifecycle.ts'
import { loadUrlSigner } from '../../src/platform/files/index.ts'

const t = useTestApp()
const cookies = { maintenance: '', customerService: '', manager: '', admin: '', aino: '' }

beforeAll(async () => {
  cookies.maintenance = await staffLogin(t.app, staffConsoleDemoLogins.maintenance)
  cookies.customerService = await staffLogin(t.app, staffConsoleDemoLogins.customerService)
  cookies.manager = await staffLogin(t.app, staffConsoleDemoLogins.propertyManager)
  cookies.admin = await staffLogin(t.app, staffConsoleDemoLogins.administrator)
  cookies.aino = await login(t.app, AINO)
})

/** Mails to `to`, newest first. */
async function mailsTo(to: string) {
  return t.db.query<{ subject: string; text_body: string; template: string; locale: string }>(
    `SELECT subject, text_body, template, locale FROM mail_outbox WHERE to_address = $1
      ORDER BY seq DESC`,
    [to],
  )
}

async function openNotifications(userId: string, category: string) {
  return t.db.query<{ id: string }>(
    `SELECT id FROM notifications WHERE user_id = $1 AND category = $2 AND closed_at IS NULL`,
    [userId, category],
  )
}

describe("downloads of residents' attachments", () => {
  it('gives customer service a signed, audited address; other members and roles are refused', async () => {
    const residentFile = await uploadFile(t.app, cookies.aino, 'kuva.png', 'image/png', pngBytes)
    await t.db.query(
      `INSERT INTO message_entry_files (message_entry_id, file_id) VALUES ($1, $2)`,
      [staffConsoleDemoIds.unansweredEntry, residentFile.uuid],
    )
    const thread = await call(t.app, {
      url: `/api/staff/message-threads/${staffConsoleDemoIds.unansweredThread}`,
      cookie: cookies.customerService,
    })
    const file = api.staffMessageThread.response
      .parse(thread.json())
      .entries.flatMap((entry) => entry.files)
      .find((f) => f.uuid === residentFile.uuid)
    expect(file?.url).toMatch(/^\/api\/staff\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/)
    const url = file?.url ?? ''
    const download = await call(t.app, { url, cookie: cookies.customerService })
    expect(download.statusCode, download.body).toBe(200)
    expect(download.headers['content-type']).toBe('image/png')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="kuva.png"; filename*=UTF-8''kuva.png`,
    )
    expect(download.rawPayload.subarray(0, 8)).toEqual(pngBytes.subarray(0, 8))
    const audits = await t.db.query<{ entity_id: string; details: { fileUuid: string } }>(
      `SELECT entity_id, details FROM audit_log WHERE action = 'staff_file_downloaded'`,
    )
    expect(audits).toEqual([
      { entity_id: staffConsoleDemoIds.unansweredThread, details: { fileUuid: residentFile.uuid } },
    ])

    // The address is the member's own: another staff member, or a resident, cannot use it.
    expect((await call(t.app, { url, cookie: cookies.admin })).statusCode).toBe(404)
    expect((await call(t.app, { url, cookie: cookies.aino })).statusCode).toBe(401)
    expect(
      (
        await call(t.app, {
          // a changed first character (never the same one: a signature may start with x)
          url: url.replace(/signature=(.)/, (_, first: string) =>
            first === 'x' ? 'signature=y' : 'signature=x',
          ),
          cookie: cookies.customerService,
        })
      ).statusCode,
    ).toBe(404)
    // A role without messages, even with an address signed for it, is refused by role.
    const [maintenance] = await t.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [staffConsoleDemoLogins.maintenance],
    )
    const expires = Math.floor(Date.now() / 1000) + 600
    const signature = (await loadUrlSigner(t.db)).sign(
      'staff_file_download',
      [residentFile.uuid, maintenance?.id ?? ''],
      expires,
    )
    const byRole = await call(t.app, {
      url: `/api/staff/files/${residentFile.uuid}?expires=${expires}&signature=${signature}`,
      cookie: cookies.maintenance,
    })
    expect(byRole.statusCode).toBe(403)
    expect(byRole.json()).toEqual({ error: 'STAFF_ROLE_REQUIRED' })
  })
})

describe('contract requests', () => {
  const url = `/api/staff/contract-requests/termination/${staffConsoleDemoIds.readyTerminationRequest}`

  it('lists the ready request, requires a reason to reject, and accepts; both parties are told', async () => {
    const list = await call(t.app, { url: '/api/staff/contract-requests', cookie: cookies.manager })
    expect(list.json<{ id: string }[]>().map((r) => r.id)).toContain(
      staffConsoleDemoIds.readyTerminationRequest,
    )
    const noReason = await call(t.app, {
      method: 'POST',
      url: `${url}/decision`,
      cookie: cookies.manager,
      payload: { decision: 'reject', reason: '' },
    })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { reason: 'required' } },
    })
    const accepted = await call(t.app, {
      method: 'POST',
      url: `${url}/decision`,
      cookie: cookies.manager,
      payload: { decision: 'accept', reason: 'Avaimet palautetaan huoltoon.' },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({
      status: 'approved',
      decisionReason: 'Avaimet palautetaan huoltoon.',
    })
    for (const userId of [staffConsoleDemoIds.helmiUser, staffConsoleDemoIds.oskariUser]) {
      expect(
        await openNotifications(userId, 'contract_termination_request_kenno_accepted'),
      ).toHaveLength(1)
    }
    // The contract requests' state machine decided: the same mail, transition and end date as
    // the resident-side flow, with the staff member's reason and audit entry alongside.
    // The form says the reason is sent to the parties: each mail carries it as written.
    expect((await mailsTo('helmi.saarela@example.com'))[0]).toMatchObject({
      subject: 'Asukas: irtisanomispyyntö on hyväksytty',
      locale: 'fi',
      text_body: expect.stringContaining('Perustelu: Avaimet palautetaan huoltoon.'),
    })
    expect((await mailsTo('oskari.saarela@example.com'))[0]).toMatchObject({
      subject: 'Asukas: uppsägningsbegäran har godkänts',
      locale: 'sv',
      text_body: expect.stringContaining('Motivering: Avaimet palautetaan huoltoon.'),
    })
    const [contract] = await t.db.query<{ end_date: string; request_end: string }>(
      `SELECT c.end_date::text AS end_date, tr.end_date::text AS request_end
         FROM termination_requests tr JOIN contracts c ON c.id = tr.contract_id
        WHERE tr.id = $1`,
      [staffConsoleDemoIds.readyTerminationRequest],
    )
    expect(contract?.end_date).toBe(contract?.request_end)
    const transitions = await t.db.query<{ event: string; identified_by: string }>(
      `SELECT event, identified_by FROM contract_request_transitions
        WHERE termination_request_id = $1 ORDER BY occurred_at DESC`,
      [staffConsoleDemoIds.readyTerminationRequest],
    )
    expect(transitions[0]).toEqual({ event: 'provider_approve', identified_by: 'staff' })
    const audits = await t.db.query<{ details: { status: string } }>(
      `SELECT details FROM audit_log WHERE action = 'staff_contract_request_decided'
          AND entity_id = $1`,
      [staffConsoleDemoIds.readyTerminationRequest],
    )
    expect(audits.map((a) => a.details.status)).toEqual(['approved'])
    const twice = await call(t.app, {
      method: 'POST',
      url: `${url}/decision`,
      cookie: cookies.manager,
      payload: { decision: 'reject', reason: 'Myöhässä' },
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({ error: 'REQUEST_NOT_REVIEWABLE' })
    // A refused second decision leaves the first one's reason as it was.
    const [kept] = await t.db.query<{ decision_reason: string }>(
      'SELECT decision_reason FROM termination_requests WHERE id = $1',
      [staffConsoleDemoIds.readyTerminationRequest],
    )
    expect(kept?.decision_reason).toBe('Avaimet palautetaan huoltoon.')
  })

  it('names the persons an add-tenant request adds, in the inbox and the request (issue 26 item 24)', async () => {
    const mikko = await login(t.app, MIKKO)
    const added = await call(t.app, {
      method: 'POST',
      url: `/api/contracts/${demoIds.mikkoContract}/confirm-operation/add-tenant`,
      cookie: mikko,
      payload: {
        locale: 'fi',
        operationData: {
          tenants: [
            {
              socialSecurityNumber: '010190-995S',
              firstName: 'Niilo',
              lastName: 'Lisättävä',
              email: 'Niilo.Lisattava@Example.com',
              phoneNumber: '',
              birthDate: null,
            },
          ],
        },
      },
    })
    expect(added.statusCode, added.body).toBe(200)
    const inbox = api.staffInbox.response.parse(
      (
        await call(t.app, {
          url: '/api/staff/inbox?kind=modification_request',
          cookie: cookies.manager,
        })
      ).json(),
    )
    const item = inbox.find((entry) => entry.title === 'Niilo Lisättävä')
    expect(item).toBeDefined()
    const request = await call(t.app, {
      url: `/api/staff/contract-requests/modification/${item?.id}`,
      cookie: cookies.manager,
    })
    expect(request.statusCode, request.body).toBe(200)
    expect(request.json()).toMatchObject({
      kind: 'modification',
      addedPersons: [
        {
          firstName: 'Niilo',
          lastName: 'Lisättävä',
          birthDate: '1990-01-01',
          email: 'niilo.lisattava@example.com',
        },
      ],
    })
  })

  it('refuses a request that is not ready for review', async () => {
    const pending = await call(t.app, {
      method: 'POST',
      url: `/api/staff/contract-requests/termination/${demoIds.pendingTerminationRequest}/decision`,
      cookie: cookies.manager,
      payload: { decision: 'reject', reason: 'Ei' },
    })
    expect(pending.statusCode).toBe(409)
  })
})

describe('inbox and audit', () => {
  it('orders the inbox overdue first and filters by kind and status', async () => {
    const inbox = api.staffInbox.response.parse(
      (await call(t.app, { url: '/api/staff/inbox', cookie: cookies.customerService })).json(),
    )
    expect(new Set(inbox.map((item) => item.kind))).toEqual(
      new Set(['question', 'feedback', 'message']),
    )
    const overdue = inbox.map((item) => item.serviceLevel?.overdue ?? false)
    expect(overdue).toEqual([...overdue].sort((a, b) => Number(b) - Number(a)))
    const completed = await call(t.app, {
      method: 'POST',
      url: `/api/staff/feedback-questions/${staffConsoleDemoIds.overdueQuestion}/status`,
      cookie: cookies.customerService,
      payload: { status: 'completed' },
    })
    expect(completed.statusCode, completed.body).toBe(200)
    const questions = api.staffInbox.response.parse(
      (
        await call(t.app, {
          url: '/api/staff/inbox?kind=question&status=done',
          cookie: cookies.customerService,
        })
      ).json(),
    )
    expect(questions.map((item) => item.id)).toContain(staffConsoleDemoIds.overdueQuestion)
    expect(questions.every((item) => item.kind === 'question' && item.status === 'done')).toBe(true)
    const bad = await call(t.app, {
      url: '/api/staff/inbox?kind=nope',
      cookie: cookies.customerService,
    })
    expect(bad.statusCode).toBe(400)
  })

  it('lets administrators change roles and reset a second factor, never their own admin role', async () => {
    const url = `/api/staff/accounts/${staffConsoleDemoIds.customerServiceUser}`
    const changed = await call(t.app, {
      method: 'PUT',
      url,
      cookie: cookies.admin,
      payload: { roles: ['customer_service', 'property_manager'], realPropertyIds: [] },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const account = api.staffUpdateAccount.response
      .parse(changed.json())
      .find((a) => a.uuid === staffConsoleDemoIds.customerServiceUser)
    expect(account).toMatchObject({
      roles: ['customer_service', 'property_manager'],
      enrolled: true,
    })
    const parking = await call(t.app, {
      url: '/api/staff/parking',
      cookie: cookies.customerService,
    })
    expect(parking.statusCode).toBe(200)
    const reset = await call(t.app, {
      method: 'POST',
      url: `${url}/reset-second-factor`,
      cookie: cookies.admin,
    })
    expect(reset.statusCode).toBe(200)
    expect(
      api.staffResetSecondFactor.response
        .parse(reset.json())
        .find((a) => a.uuid === staffConsoleDemoIds.customerServiceUser)?.enrolled,
    ).toBe(false)
    const ended = await call(t.app, { url: '/api/staff/me', cookie: cookies.customerService })
    expect(ended.statusCode).toBe(401)
    const self = await call(t.app, {
      method: 'PUT',
      url: `/api/staff/accounts/${staffConsoleDemoIds.administratorUser}`,
      cookie: cookies.admin,
      payload: { roles: ['customer_service'], realPropertyIds: [] },
    })
    expect(self.statusCode).toBe(400)
    const resident = await call(t.app, {
      method: 'POST',
      url: `/api/staff/accounts/${demoIds.ainoUser}/reset-second-factor`,
      cookie: cookies.admin,
    })
    expect(resident.statusCode).toBe(404)
    // Each change is audited once with what changed; a refused one leaves no entry.
    const audits = await t.db.query<{ entity_id: string; details: object }>(
      `SELECT entity_id, details FROM audit_log
        WHERE action = 'staff_account_changed' AND entity_type = 'user' ORDER BY occurred_at`,
    )
    expect(audits).toEqual([
      {
        entity_id: staffConsoleDemoIds.customerServiceUser,
        details: { roles: ['customer_service', 'property_manager'], realPropertyIds: [] },
      },
      {
        entity_id: staffConsoleDemoIds.customerServiceUser,
        details: { secondFactorReset: true },
      },
    ])
  })

  it('shows administrators who did what', async () => {
    const log = api.staffAuditLog.response.parse(
      (
        await call(t.app, {
          url: '/api/staff/audit?action=staff_contract_request_decided',
          cookie: cookies.admin,
        })
      ).json(),
    )
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({
      actorEmail: staffConsoleDemoLogins.propertyManager,
      entityId: staffConsoleDemoIds.readyTerminationRequest,
      details: { decision: 'accept', status: 'approved' },
    })
    for (const step of ['work-order', 'start']) {
      const stepped = await call(t.app, {
        method: 'POST',
        url: `/api/staff/defect-notices/${demoIds.createdDefectNotice}/${step}`,
        cookie: cookies.maintenance,
        payload: step === 'work-order' ? { workOrderId: 'WO-AUDIT-1' } : undefined,
      })
      expect(stepped.statusCode, stepped.body).toBe(200)
    }
    const byActor = api.staffAuditLog.response.parse(
      (await call(t.app, { url: '/api/staff/audit?actor=huolto', cookie: cookies.admin })).json(),
    )
    expect(byActor.length).toBeGreaterThan(3)
    expect(byActor.every((entry) => entry.actorEmail === staffConsoleDemoLogins.maintenance)).toBe(
      true,
    )
  })
})
