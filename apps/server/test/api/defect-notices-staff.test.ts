/**
 * What staff's steps on a fault report do on the resident's side (issue 14 "Proof: … for each
 * action's effect on the resident's side (the event, the notification, the e-mail in the dev
 * mailbox)"): each step is an event in the resident's timeline and a mail in their language;
 * internal notes stay internal; a completed report refuses further steps.
 */
import { api } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { AINO, call, login, staffLogin } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

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

describe('fault reports', () => {
  const id = demoIds.createdDefectNotice
  const url = `/api/staff/defect-notices/${id}`

  it('links a work order, starts, notes and completes; the resident sees each event and gets mail', async () => {
    const mailsBefore = (await mailsTo(AINO)).length
    const linked = await call(t.app, {
      method: 'POST',
      url: `${url}/work-order`,
      cookie: cookies.maintenance,
      payload: { workOrderId: 'TO-2026-118' },
    })
    expect(linked.statusCode, linked.body).toBe(200)
    expect(api.staffLinkWorkOrder.response.parse(linked.json()).workOrderId).toBe('TO-2026-118')
    const started = await call(t.app, {
      method: 'POST',
      url: `${url}/start`,
      cookie: cookies.maintenance,
    })
    expect(started.json()).toMatchObject({ status: 'in_progress' })
    const internal = await call(t.app, {
      method: 'POST',
      url: `${url}/work-notes`,
      cookie: cookies.maintenance,
      payload: { description: 'Avain huoltoyhtiön toimistolta', internal: true },
    })
    expect(internal.statusCode).toBe(200)
    const noteAudits = await t.db.query<{ entity_id: string; contract_id: string }>(
      `SELECT entity_id, contract_id FROM audit_log
        WHERE action = 'staff_note_added' AND entity_type = 'defect_notice'`,
    )
    expect(noteAudits).toEqual([{ entity_id: id, contract_id: demoIds.ainoRentalContract }])
    const note = await call(t.app, {
      method: 'POST',
      url: `${url}/work-notes`,
      cookie: cookies.maintenance,
      payload: { description: 'Tiiviste vaihdettu, vuoto tarkistetaan huomenna.' },
    })
    expect(note.statusCode).toBe(200)
    const completed = await call(t.app, {
      method: 'POST',
      url: `${url}/complete`,
      cookie: cookies.maintenance,
    })
    const done = api.staffCompleteDefect.response.parse(completed.json())
    expect(done.status).toBe('completed')
    expect(done.internalNotes.map((n) => n.body)).toEqual(['Avain huoltoyhtiön toimistolta'])
    expect(done.events.map((event) => event.eventType).slice(-4)).toEqual([
      'work_order_linked',
      'work_order_started',
      'work_note_created',
      'completed',
    ])

    const resident = await call(t.app, {
      url: `/api/contracts/${demoIds.ainoRentalContract}/defect-notices/${id}`,
      cookie: cookies.aino,
    })
    expect(resident.statusCode, resident.body).toBe(200)
    expect(resident.body).not.toContain('huoltoyhtiön toimistolta')
    expect(resident.json()).toMatchObject({ status: 'completed' })
    expect(resident.body).toContain('Tiiviste vaihdettu')

    const mails = (await mailsTo(AINO)).slice(0, (await mailsTo(AINO)).length - mailsBefore)
    expect(mails.map((mail) => mail.template)).toEqual(Array(4).fill('staff_defect_notice_event'))
    expect(mails[0]).toMatchObject({ locale: 'fi' })
    expect(mails[0]?.text_body).toContain('Työ on valmis')
    expect(mails.map((mail) => mail.text_body).join('\n')).not.toContain('huoltoyhtiön toimistolta')
  })

  it('refuses actions on a completed report (409) and validates the body (400)', async () => {
    const again = await call(t.app, {
      method: 'POST',
      url: `${url}/start`,
      cookie: cookies.maintenance,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: 'REQUEST_NOT_REVIEWABLE' })
    const empty = await call(t.app, {
      method: 'POST',
      url: `/api/staff/defect-notices/${demoIds.inProgressDefectNotice}/work-order`,
      cookie: cookies.maintenance,
      payload: { workOrderId: '  ' },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { workOrderId: 'required' } },
    })
  })

  it('mails nothing when the resident has e-mail off', async () => {
    await t.db.query('UPDATE users SET communication_by_email = false WHERE email = $1', [AINO])
    const before = (await mailsTo(AINO)).length
    const started = await call(t.app, {
      method: 'POST',
      url: `/api/staff/defect-notices/${demoIds.inProgressDefectNotice}/work-notes`,
      cookie: cookies.maintenance,
      payload: { description: 'Tarkastettu' },
    })
    expect(started.statusCode).toBe(200)
    expect((await mailsTo(AINO)).length).toBe(before)
    await t.db.query('UPDATE users SET communication_by_email = true WHERE email = $1', [AINO])
  })
})
