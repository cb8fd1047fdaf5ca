/**
 * Messages as customer service handles them (issue 14; ADR 0033: the staff routes of the messages
 * feature, `/api/staff/message-threads/...`): a reply in a resident's thread with sanitised text
 * and the member's own uploads, which reaches the resident as an entry, a notification and a
 * mail; internal notes that stay internal; and the `messages` capability on every call.
 */
import { api } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { staffConsoleDemoIds, staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { AINO, call, login, MIKKO, staffLogin } from '../helpers/app.ts'
import { pngBytes, putBytes, uploadFile } from '../helpers/files.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
const cookies = { maintenance: '', customerService: '', aino: '' }

beforeAll(async () => {
  cookies.maintenance = await staffLogin(t.app, staffConsoleDemoLogins.maintenance)
  cookies.customerService = await staffLogin(t.app, staffConsoleDemoLogins.customerService)
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

describe('replies', () => {
  it('replies in a thread with sanitised text; the resident gets a notification and a mail', async () => {
    const threads = await t.db.query<{ id: string; subject: string }>(
      'SELECT id, subject FROM message_threads WHERE contract_id = $1 ORDER BY created_at DESC LIMIT 1',
      [demoIds.mikkoContract],
    )
    const thread = threads.find((row) => !row.subject.startsWith('VS:')) ?? threads[0]
    const replied = await call(t.app, {
      method: 'POST',
      url: `/api/staff/message-threads/${thread?.id}/reply`,
      cookie: cookies.customerService,
      payload: {
        htmlContent: '<p onclick="x()">Kiitos, <a href="javascript:alert(1)">katso</a></p>',
      },
    })
    expect(replied.statusCode, replied.body).toBe(200)
    const last = api.staffReplyToThread.response.parse(replied.json()).entries.at(-1)
    expect(last).toMatchObject({ fromResident: false, entryType: 'OutgoingEmailMessage' })
    expect(last?.htmlContent).toBe('<p>Kiitos, <a rel="noopener noreferrer">katso</a></p>')
    expect(last?.title).toMatch(/^VS: /)
    const [mail] = await mailsTo(MIKKO)
    expect(mail?.template).toBe('staff_message_reply')
    const empty = await call(t.app, {
      method: 'POST',
      url: `/api/staff/message-threads/${thread?.id}/reply`,
      cookie: cookies.customerService,
      payload: { htmlContent: '<p><script>x</script></p>' },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { htmlContent: 'required' } },
    })
    const unknownFile = await call(t.app, {
      method: 'POST',
      url: `/api/staff/message-threads/${thread?.id}/reply`,
      cookie: cookies.customerService,
      payload: { htmlContent: 'Liite', fileIds: ['a5a50000-00ff-4000-8000-000000000000'] },
    })
    expect(unknownFile.statusCode).toBe(404)
  })

  it('adds an internal note that the resident never sees; other roles are refused', async () => {
    const thread = staffConsoleDemoIds.unansweredThread
    const noted = await call(t.app, {
      method: 'POST',
      url: `/api/staff/message-threads/${thread}/notes`,
      cookie: cookies.customerService,
      payload: { body: 'Soitettu asukkaalle, palaa asiaan.' },
    })
    expect(noted.statusCode, noted.body).toBe(200)
    const body = api.staffAddThreadNote.response.parse(noted.json())
    expect(body.internalNotes.map((note) => note.body)).toContain(
      'Soitettu asukkaalle, palaa asiaan.',
    )
    const audits = await t.db.query<{ entity_id: string }>(
      `SELECT entity_id FROM audit_log WHERE action = 'staff_note_added'
         AND entity_type = 'message_thread'`,
    )
    expect(audits.map((row) => row.entity_id)).toContain(thread)
    const entries = await t.db.query<{ html_content: string }>(
      'SELECT html_content FROM message_entries WHERE thread_id = $1',
      [thread],
    )
    expect(entries.map((entry) => entry.html_content).join()).not.toContain('Soitettu')
    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/staff/message-threads/${thread}/notes`,
      cookie: cookies.maintenance,
      payload: { body: 'x' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: 'STAFF_ROLE_REQUIRED' })
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/staff/message-threads/a5a50000-00ff-4000-8000-000000000000/notes',
      cookie: cookies.customerService,
      payload: { body: 'x' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('attachments of replies', () => {
  it('uploads a file as staff and attaches it to a reply; a resident file is refused', async () => {
    const init = await call(t.app, {
      method: 'POST',
      url: '/api/staff/file-init',
      cookie: cookies.customerService,
      payload: { file: { fileName: 'ohje.png', contentType: 'image/png' } },
    })
    expect(init.statusCode, init.body).toBe(200)
    const started = api.staffFileInit.response.parse(init.json())
    expect(started.metadata.uploadUrl).toMatch(/^\/api\/staff\/file-upload\//)
    const put = await putBytes(t.app, cookies.customerService, started, pngBytes)
    expect(put.statusCode, put.body).toBe(204)
    const complete = await call(t.app, {
      method: 'POST',
      url: '/api/staff/file-complete',
      cookie: cookies.customerService,
      payload: { file: { uuid: started.uuid } },
    })
    expect(complete.statusCode, complete.body).toBe(200)
    // The staff address takes one PUT too (issue 23 item 2).
    const again = await putBytes(t.app, cookies.customerService, started, pngBytes)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: 'FILE_UPLOAD_CONFLICT' })
    const thread = staffConsoleDemoIds.unansweredThread
    const replied = await call(t.app, {
      method: 'POST',
      url: `/api/staff/message-threads/${thread}/reply`,
      cookie: cookies.customerService,
      payload: { htmlContent: '<p>Ohje liitteenä.</p>', fileIds: [started.uuid] },
    })
    expect(replied.statusCode, replied.body).toBe(200)
    const last = api.staffReplyToThread.response.parse(replied.json()).entries.at(-1)
    expect(last?.files).toMatchObject([{ name: 'ohje.png', uuid: started.uuid }])
    const residentFile = await uploadFile(t.app, cookies.aino, 'oma.png', 'image/png', pngBytes)
    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/staff/message-threads/${thread}/reply`,
      cookie: cookies.customerService,
      payload: { htmlContent: 'Toinen', fileIds: [residentFile.uuid] },
    })
    expect(refused.statusCode).toBe(404)
  })
})
