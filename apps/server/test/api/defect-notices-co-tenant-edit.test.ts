/**
 * A co-tenant edits another party's fault report (issue 23 item 4): the reporter's attachments
 * stay unless the reporter removes them, the reporter's contact stays the reporter's, each user
 * removes only their own files, and the edit is recorded in the timeline as the co-tenant's.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { api, type DefectNoticeBody } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, call } from '../helpers/app.ts'
import { pngBytes, uploadFile } from '../helpers/files.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'asukas-dn-edit-')) })
const cookies = useLogins(t, { aino: AINO, antti: 'antti.nieminen@example.com' })
const rental = demoIds.ainoRentalContract

function body(overrides: Partial<DefectNoticeBody> = {}): DefectNoticeBody {
  return {
    contractUuid: rental,
    defectLocation: 'CONTRACT_TARGET',
    defectClassId: 1,
    hasPetsInApartment: false,
    masterKeyAccessAllowed: false,
    noticeReporter: { phoneNumber: '+358 40 123 4567', email: 'aino.virtanen@example.com' },
    title: 'Hana vuotaa',
    description: 'Keittiön hana tippuu.',
    fileUuids: [],
    ...overrides,
  }
}

function patch(uuid: string, payload: object, cookie: string) {
  return call(t.app, {
    method: 'PATCH',
    url: `/api/contracts/${rental}/defect-notice/${uuid}`,
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

describe('a co-tenant edits the reporter’s fault report', () => {
  it('keeps the reporter’s files and contact, and records the edit as the co-tenant’s', async () => {
    const photo = await uploadFile(t.app, cookies.aino, 'vuoto.png', 'image/png', pngBytes)
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/create-defect-notice',
      cookie: cookies.aino,
      payload: body({ fileUuids: [photo.uuid] }),
    })
    expect(created.statusCode, created.body).toBe(200)
    const { uuid } = api.createDefectNotice.response.parse(created.json())

    // Antti's edit names no files and his own contact.
    const edited = await patch(
      uuid,
      body({
        title: 'Hana vuotaa yhä',
        noticeReporter: { phoneNumber: '+358 50 999 8888', email: 'antti.nieminen@example.com' },
        fileUuids: [],
      }),
      cookies.antti,
    )
    expect(edited.statusCode, edited.body).toBe(200)
    let notice = await detail(uuid)
    expect(notice.title).toBe('Hana vuotaa yhä')
    expect(notice.files.map((f) => f.uuid)).toEqual([photo.uuid])
    expect(notice.noticeReporter).toEqual({
      phoneNumber: '+358 40 123 4567',
      email: 'aino.virtanen@example.com',
    })
    expect(notice.events.map((e) => e.eventType)).toEqual(['created', 'edited'])
    expect(notice.events[1]?.actorName).toBe('Antti Nieminen')
    expect(notice.events[0]?.actorName).toBeNull()

    // Antti adds a photo of his own; Aino's edit without it cannot remove it, only hers.
    const his = await uploadFile(t.app, cookies.antti, 'hana.png', 'image/png', pngBytes)
    expect(
      (await patch(uuid, body({ fileUuids: [photo.uuid, his.uuid] }), cookies.antti)).statusCode,
    ).toBe(200)
    notice = await detail(uuid)
    expect(notice.files.map((f) => f.uuid).toSorted()).toEqual([photo.uuid, his.uuid].toSorted())
    expect((await patch(uuid, body({ fileUuids: [] }), cookies.aino)).statusCode).toBe(200)
    notice = await detail(uuid)
    expect(notice.files.map((f) => f.uuid)).toEqual([his.uuid])
    // The reporter's own edit is not another party's: no new timeline event.
    expect(notice.events.map((e) => e.eventType)).toEqual(['created', 'edited', 'edited'])
    // Antti removes his own photo.
    expect((await patch(uuid, body({ fileUuids: [] }), cookies.antti)).statusCode).toBe(200)
    notice = await detail(uuid)
    expect(notice.files).toEqual([])
  })
})
