/**
 * Feedback and questions through HTTP (spec 02 §1 "Feedback and questions", §5, §7, §8): create,
 * list newest first, detail with files, the missing-phone codes, 404 for another resident or
 * contract, impersonation refusal.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { api } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, call, impersonationCookie, MIKKO, STAFF } from '../helpers/app.ts'
import { pdfBytes, uploadFile } from '../helpers/files.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'asukas-fq-')) })
const cookies = useLogins(t, { aino: AINO, mikko: MIKKO })
const rental = demoIds.ainoRentalContract
const reporter = { phoneNumber: '+358 40 123 4567', email: 'aino.virtanen@example.com' }

function post(kind: 'feedback' | 'question', payload: object, cookie = cookies.aino) {
  return call(t.app, { method: 'POST', url: `/api/${kind}`, cookie, payload })
}

describe.each([
  ['feedback', 'feedbacks', 'FEEDBACK_MISSING_PHONE_NUMBER'],
  ['question', 'questions', 'QUESTION_MISSING_PHONE_NUMBER'],
] as const)('%s', (kind, plural, missingPhone) => {
  it('creates one with a file; the list shows it first; the detail has files and reporter', async () => {
    const file = await uploadFile(t.app, cookies.aino, 'liite.pdf', 'application/pdf', pdfBytes)
    const first = await post(kind, {
      contractUuid: rental,
      title: 'Ensimmäinen',
      description: 'Kuvaus',
      fileUuids: [],
      noticeReporter: reporter,
    })
    expect(first.statusCode).toBe(200)
    const second = await post(kind, {
      contractUuid: rental,
      title: 'Toinen',
      description: '',
      fileUuids: [file.uuid],
      noticeReporter: reporter,
    })
    expect(second.statusCode).toBe(200)
    const created = api.createFeedback.response.parse(second.json())
    const list = await call(t.app, {
      url: `/api/contracts/${rental}/${plural}`,
      cookie: cookies.aino,
    })
    const notices = api.feedbacks.response.parse(list.json())
    expect(notices.map((n) => n.title).slice(0, 2)).toEqual(['Toinen', 'Ensimmäinen'])
    expect(notices[0]).toMatchObject({ noticeType: kind, status: 'created', latestEvent: null })
    const detail = await call(t.app, {
      url: `/api/contracts/${rental}/${plural}/${created.uuid}`,
      cookie: cookies.aino,
    })
    expect(detail.statusCode).toBe(200)
    const notice = api.feedback.response.parse(detail.json())
    expect(notice.noticeReporter).toEqual(reporter)
    expect(notice.files.map((f) => f.fileName)).toEqual(['liite.pdf'])
    const bytes = await call(t.app, { url: notice.files[0]?.url ?? '', cookie: cookies.aino })
    expect(bytes.headers['content-type']).toBe('application/pdf')
  })

  it('answers 404 NOT_FOUND for another resident, another contract, the other kind, a bad id', async () => {
    const created = api.createFeedback.response.parse(
      (
        await post(kind, {
          contractUuid: rental,
          title: 'Oma',
          description: '',
          fileUuids: [],
          noticeReporter: reporter,
        })
      ).json(),
    )
    const other = kind === 'feedback' ? 'questions' : 'feedbacks'
    for (const [url, cookie] of [
      [`/api/contracts/${rental}/${plural}/${created.uuid}`, cookies.mikko],
      [
        `/api/contracts/${demoIds.ainoRightOfOccupancyContract}/${plural}/${created.uuid}`,
        cookies.aino,
      ],
      [`/api/contracts/${rental}/${other}/${created.uuid}`, cookies.aino],
      [`/api/contracts/${rental}/${plural}/a5a50000-0000-4000-8000-000000000000`, cookies.aino],
    ] as const) {
      const response = await call(t.app, { url, cookie })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    }
    const foreign = await post(kind, {
      contractUuid: demoIds.mikkoContract,
      title: 'x',
      description: '',
      fileUuids: [],
      noticeReporter: reporter,
    })
    expect(foreign.statusCode).toBe(404)
  })

  it('validates: title, description or files; lengths', async () => {
    const empty = await post(kind, {
      contractUuid: rental,
      title: '',
      description: '',
      fileUuids: [],
      noticeReporter: reporter,
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({
      details: { fieldErrors: { description: 'title_description_or_files_required' } },
    })
    const long = await post(kind, {
      contractUuid: rental,
      title: 'x'.repeat(101),
      description: '',
      fileUuids: [],
      noticeReporter: reporter,
    })
    expect(long.statusCode).toBe(400)
  })

  it(`answers 400 ${missingPhone} without a phone in the profile`, async () => {
    await t.db.query(`UPDATE users SET phone_number = NULL WHERE id = $1`, [demoIds.mikkoUser])
    try {
      const response = await post(
        kind,
        {
          contractUuid: demoIds.mikkoContract,
          title: 'x',
          description: '',
          fileUuids: [],
          noticeReporter: { phoneNumber: '+358 40 000 0000', email: 'mikko.korhonen@example.com' },
        },
        cookies.mikko,
      )
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: missingPhone })
    } finally {
      await t.db.query(`UPDATE users SET phone_number = '+358 44 234 5678' WHERE id = $1`, [
        demoIds.mikkoUser,
      ])
    }
  })

  it('is refused for an impersonator', async () => {
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const response = await post(
      kind,
      {
        contractUuid: rental,
        title: 'x',
        description: '',
        fileUuids: [],
        noticeReporter: reporter,
      },
      cookie,
    )
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
  })
})

describe('feedback and question specifics', () => {
  it('feedback allows no reporter and a description up to 2000', async () => {
    const ok = await post('feedback', {
      contractUuid: rental,
      title: '',
      description: 'x'.repeat(2000),
      fileUuids: [],
      noticeReporter: null,
    })
    expect(ok.statusCode).toBe(200)
    const tooLong = await post('feedback', {
      contractUuid: rental,
      title: '',
      description: 'x'.repeat(2001),
      fileUuids: [],
      noticeReporter: null,
    })
    expect(tooLong.statusCode).toBe(400)
  })

  it('a question needs e-mail and phone', async () => {
    const response = await post('question', {
      contractUuid: rental,
      title: 'x',
      description: '',
      fileUuids: [],
      noticeReporter: null,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
  })
})
