/**
 * Filing and editing fault reports through HTTP (spec 02 §5 "Fault report", §7 create / PATCH
 * defect notice, §8; issue 11), and status changes recorded by the housing provider
 * (`recordDefectNoticeEvent`, called directly: there is no staff route yet) with their e-mail.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { api, type DefectNoticeBody } from '@asukas/contract'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { recordDefectNoticeEvent } from '../../src/features/defect-notices/service.ts'
import { systemClock } from '../../src/platform/clock.ts'
import { idOf } from '../../src/platform/ids.ts'
import { createMailer } from '../../src/platform/mail/mailer.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, appOn, call, impersonationCookie, login, MIKKO, STAFF } from '../helpers/app.ts'
import { pngBytes, uploadFile } from '../helpers/files.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'asukas-dn-')) })
const cookies = useLogins(t, { aino: AINO, mikko: MIKKO })
const rental = demoIds.ainoRentalContract

function body(overrides: Partial<DefectNoticeBody> = {}): DefectNoticeBody {
  return {
    contractUuid: rental,
    defectLocation: 'CONTRACT_TARGET',
    defectClassId: 1,
    hasPetsInApartment: true,
    masterKeyAccessAllowed: false,
    noticeReporter: { phoneNumber: '+358 40 123 4567', email: 'aino.virtanen@example.com' },
    title: 'Hana vuotaa',
    description: 'Keittiön hana tippuu.',
    fileUuids: [],
    ...overrides,
  }
}

function create(payload: object, cookie = cookies.aino) {
  return call(t.app, { method: 'POST', url: '/api/create-defect-notice', cookie, payload })
}

function patch(uuid: string, payload: object, cookie = cookies.aino, contract = rental) {
  return call(t.app, {
    method: 'PATCH',
    url: `/api/contracts/${contract}/defect-notice/${uuid}`,
    cookie,
    payload,
  })
}

async function detail(uuid: string, cookie = cookies.aino) {
  const response = await call(t.app, {
    url: `/api/contracts/${rental}/defect-notices/${uuid}`,
    cookie,
  })
  expect(response.statusCode).toBe(200)
  return api.defectNotice.response.parse(response.json())
}

function mailer() {
  return createMailer({
    db: t.db,
    mode: 'test',
    from: 'no-reply@asukas.invalid',
    logger: pino({ level: 'silent' }),
  })
}

describe('create', () => {
  it('files a report with a photo; it shows with a created event and a signed file address', async () => {
    const photo = await uploadFile(t.app, cookies.aino, 'vuoto.png', 'image/png', pngBytes)
    const response = await create(body({ fileUuids: [photo.uuid] }))
    expect(response.statusCode).toBe(200)
    const created = api.createDefectNotice.response.parse(response.json())
    const notice = await detail(created.uuid)
    expect(notice).toMatchObject({
      id: created.id,
      title: 'Hana vuotaa',
      status: 'created',
      defectClassId: 1,
      hasPetsInApartment: true,
      noticeReporter: { phoneNumber: '+358 40 123 4567', email: 'aino.virtanen@example.com' },
    })
    expect(notice.events.map((e) => e.eventType)).toEqual(['created'])
    expect(notice.files).toHaveLength(1)
    const file = await call(t.app, { url: notice.files[0]?.url ?? '', cookie: cookies.aino })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    // The photo is attached now: no longer temporary.
    const rows = await t.db.query<{ temporary: boolean }>(
      `SELECT temporary FROM files WHERE id = $1`,
      [photo.uuid],
    )
    expect(rows[0]?.temporary).toBe(false)
  })

  it('sends "other" as null and a common-area location', async () => {
    const response = await create(
      body({ defectClassId: null, defectLocation: 'COMMON_AREA', noticeReporter: null }),
    )
    expect(response.statusCode).toBe(200)
    const notice = await detail(api.createDefectNotice.response.parse(response.json()).uuid)
    expect(notice.defectClassId).toBeNull()
    expect(notice.defectLocation).toBe('COMMON_AREA')
  })

  it('refuses a report without title, description and files', async () => {
    const response = await create(body({ title: '', description: ' ', fileUuids: [] }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { description: 'title_description_or_files_required' } },
    })
  })

  it('refuses a title over 100 characters and the classes 20, 21 and -1', async () => {
    expect((await create(body({ title: 'x'.repeat(101) }))).statusCode).toBe(400)
    for (const defectClassId of [20, 21, -1]) {
      const response = await create(body({ defectClassId }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
    }
  })

  it('answers 404 for another resident’s contract and for a file that is not the resident’s', async () => {
    expect((await create(body({ contractUuid: demoIds.mikkoContract }))).statusCode).toBe(404)
    const mikkos = await uploadFile(t.app, cookies.mikko, 'm.png', 'image/png', pngBytes)
    const response = await create(body({ fileUuids: [mikkos.uuid] }))
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'NOT_FOUND' })
  })

  it('answers 400 DEFECT_NOTICE_MISSING_PHONE_NUMBER when the profile has no phone', async () => {
    await t.db.query(`UPDATE users SET phone_number = NULL WHERE id = $1`, [demoIds.mikkoUser])
    try {
      const response = await create(
        body({ contractUuid: demoIds.mikkoContract, noticeReporter: null }),
        cookies.mikko,
      )
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: 'DEFECT_NOTICE_MISSING_PHONE_NUMBER' })
    } finally {
      await t.db.query(`UPDATE users SET phone_number = '+358 44 234 5678' WHERE id = $1`, [
        demoIds.mikkoUser,
      ])
    }
  })

  it('is refused for an impersonator', async () => {
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const response = await create(body(), cookie)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
  })

  it('answers 404 everywhere when the defectNotice setting is off', async () => {
    const off = await appOn(t.db, { DEFECT_NOTICE: 'false' })
    try {
      const cookie = await login(off, AINO)
      const created = await call(off, {
        method: 'POST',
        url: '/api/create-defect-notice',
        cookie,
        payload: body(),
      })
      expect(created.statusCode).toBe(404)
      const list = await call(off, { url: `/api/contracts/${rental}/defect-notices`, cookie })
      expect(list.statusCode).toBe(404)
    } finally {
      await off.close()
    }
  })

  it('lists the defect classes', async () => {
    const response = await call(t.app, { url: '/api/defect-notice/classes', cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    expect(api.defectClasses.response.parse(response.json())).toHaveLength(21)
  })
})

describe('edit', () => {
  it('changes the fields and the files but not the location', async () => {
    const created = api.createDefectNotice.response.parse((await create(body())).json())
    const photo = await uploadFile(t.app, cookies.aino, 'uusi.png', 'image/png', pngBytes)
    const response = await patch(
      created.uuid,
      body({ title: 'Hana vuotaa yhä', defectClassId: 2, fileUuids: [photo.uuid] }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
    const notice = await detail(created.uuid)
    expect(notice).toMatchObject({ title: 'Hana vuotaa yhä', defectClassId: 2 })
    expect(notice.files.map((f) => f.uuid)).toEqual([photo.uuid])
    const moved = await patch(created.uuid, body({ defectLocation: 'COMMON_AREA' }))
    expect(moved.statusCode).toBe(400)
    expect(moved.json()).toEqual({ error: 'BAD_REQUEST' })
  })

  it('refuses to overwrite a completed notice with 400 BAD_REQUEST', async () => {
    const before = await detail(demoIds.completedDefectNotice)
    const response = await patch(
      demoIds.completedDefectNotice,
      body({ defectLocation: before.defectLocation, title: 'overwrite' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'BAD_REQUEST' })
    expect((await detail(demoIds.completedDefectNotice)).title).toBe(before.title)
  })

  it('answers 404 for another contract’s notice and to another resident', async () => {
    const created = api.createDefectNotice.response.parse((await create(body())).json())
    const roo = demoIds.ainoRightOfOccupancyContract
    expect(
      (await patch(created.uuid, body({ contractUuid: roo }), cookies.aino, roo)).statusCode,
    ).toBe(404)
    expect((await patch(created.uuid, body(), cookies.mikko)).statusCode).toBe(404)
    const other = await call(t.app, {
      url: `/api/contracts/${rental}/defect-notices/${created.uuid}`,
      cookie: cookies.mikko,
    })
    expect(other.statusCode).toBe(404)
  })

  it('is refused for an impersonator', async () => {
    const created = api.createDefectNotice.response.parse((await create(body())).json())
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const response = await patch(created.uuid, body(), cookie)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
  })
})

describe('status changes from the housing provider', () => {
  it('moves the status, shows in the timeline and the list, and mails the reporter in their language', async () => {
    const created = api.createDefectNotice.response.parse((await create(body())).json())
    await t.db.query(`UPDATE users SET locale = 'sv' WHERE id = $1`, [demoIds.ainoUser])
    // One instant for the three events, as when an integration sends them in one batch: the
    // timeline keeps the order they were recorded in (it came out shuffled on a tie before).
    const instant = new Date()
    const deps = { db: t.db, clock: { now: () => instant }, mailer: mailer() }
    const started = await recordDefectNoticeEvent(deps, {
      defectNoticeUuid: idOf('DefectNotice', created.uuid),
      eventType: 'work_order_started',
      workOrderId: 'WO-1',
    })
    expect(started).toMatchObject({ previousStatus: 'created', status: 'in_progress' })
    await recordDefectNoticeEvent(deps, {
      defectNoticeUuid: idOf('DefectNotice', created.uuid),
      eventType: 'work_note_created',
      workNoteDescription: 'Tiiviste vaihdettu',
    })
    await recordDefectNoticeEvent(deps, {
      defectNoticeUuid: idOf('DefectNotice', created.uuid),
      eventType: 'completed',
      workFinishedAt: new Date('2026-11-24T10:00:00Z'),
    })
    const notice = await detail(created.uuid)
    expect(notice.status).toBe('completed')
    expect(notice.events.map((e) => e.eventType)).toEqual([
      'created',
      'work_order_started',
      'work_note_created',
      'completed',
    ])
    expect(notice.events[2]?.workNoteDescription).toBe('Tiiviste vaihdettu')
    // The front page's five latest read the same list.
    const list = await call(t.app, {
      url: `/api/contracts/${rental}/defect-notices`,
      cookie: cookies.aino,
    })
    const latest = api.defectNotices.response.parse(list.json()).slice(0, 5)
    expect(latest.find((n) => n.uuid === created.uuid)?.status).toBe('completed')
    // Two status changes (the work note changed nothing): two mails, in Swedish.
    const mails = await t.db.query<{ subject: string; locale: string; text_body: string }>(
      `SELECT subject, locale, text_body FROM mail_outbox
        WHERE template = 'defect_notice_status' AND user_id = $1 ORDER BY seq`,
      [demoIds.ainoUser],
    )
    expect(mails.map((m) => m.locale)).toEqual(['sv', 'sv'])
    expect(mails[0]?.subject).toBe('Asukas: statusen för din felanmälan har ändrats')
    expect(mails[1]?.text_body).toContain('Ny status: klar')
    // Completed: the resident can no longer edit it.
    expect((await patch(created.uuid, body())).statusCode).toBe(400)
  })

  it('sends no mail when communicationByEmail is off', async () => {
    const created = api.createDefectNotice.response.parse((await create(body())).json())
    await t.db.query(`UPDATE users SET communication_by_email = false WHERE id = $1`, [
      demoIds.ainoUser,
    ])
    try {
      await recordDefectNoticeEvent(
        { db: t.db, clock: systemClock, mailer: mailer() },
        {
          defectNoticeUuid: idOf('DefectNotice', created.uuid),
          eventType: 'work_order_linked',
          workOrderId: 'WO-2',
        },
      )
      const mails = await t.db.query(
        `SELECT 1 FROM mail_outbox WHERE template = 'defect_notice_status'
            AND text_body LIKE $1`,
        [`%${created.id}%`],
      )
      expect(mails).toHaveLength(0)
      expect((await detail(created.uuid)).status).toBe('in_progress')
    } finally {
      await t.db.query(`UPDATE users SET communication_by_email = true WHERE id = $1`, [
        demoIds.ainoUser,
      ])
    }
  })
})
