/**
 * What customer service's answer to a question does on the resident's side (issue 14 "Proof: …
 * the event, the notification, the e-mail in the dev mailbox"): a message thread, a notification
 * and a mail; the answer's rich text is sanitised.
 */
import { api } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { staffConsoleDemoIds, staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { AINO, call, login, MIKKO, staffLogin } from '../helpers/app.ts'
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

async function openNotifications(userId: string, category: string) {
  return t.db.query<{ id: string }>(
    `SELECT id FROM notifications WHERE user_id = $1 AND category = $2 AND closed_at IS NULL`,
    [userId, category],
  )
}

describe('questions and feedback', () => {
  it('answers an overdue question: a message thread, a notification and a mail to the resident', async () => {
    const id = staffConsoleDemoIds.overdueQuestion
    const before = await call(t.app, {
      url: `/api/staff/feedback-questions/${id}`,
      cookie: cookies.customerService,
    })
    expect(api.staffFeedbackQuestion.response.parse(before.json()).serviceLevel.overdue).toBe(true)
    const answered = await call(t.app, {
      method: 'POST',
      url: `/api/staff/feedback-questions/${id}/answer`,
      cookie: cookies.customerService,
      payload: {
        htmlContent:
          '<p>Vakiovuoro maksaa <strong>25 €</strong> kuussa.</p><script>alert(1)</script>',
        complete: true,
      },
    })
    expect(answered.statusCode, answered.body).toBe(200)
    const body = api.staffAnswerFeedbackQuestion.response.parse(answered.json())
    expect(body.status).toBe('completed')
    expect(body.answers[0]?.htmlContent).toBe(
      '<p>Vakiovuoro maksaa <strong>25 €</strong> kuussa.</p>',
    )
    const threadId = body.answers[0]?.messageThreadUuid
    const entries = await t.db.query<{ entry_type: string; title: string; html_content: string }>(
      'SELECT entry_type, title, html_content FROM message_entries WHERE thread_id = $1',
      [threadId],
    )
    expect(entries).toEqual([
      {
        entry_type: 'OutgoingEmailMessage',
        title: 'VS: Saunavuorojen hinnat',
        html_content: '<p>Vakiovuoro maksaa <strong>25 €</strong> kuussa.</p>',
      },
    ])
    expect(await openNotifications(demoIds.mikkoUser, 'message')).not.toHaveLength(0)
    const [mail] = await mailsTo(MIKKO)
    expect(mail).toMatchObject({
      template: 'staff_notice_answered',
      subject: 'Asukas: olemme vastanneet viestiisi',
    })
    expect(mail?.text_body).toContain('Vakiovuoro maksaa 25 € kuussa.')
  })

  it('adds an internal note, audited in the same transaction as staff_note_added', async () => {
    const id = staffConsoleDemoIds.overdueQuestion
    const noted = await call(t.app, {
      method: 'POST',
      url: `/api/staff/feedback-questions/${id}/notes`,
      cookie: cookies.customerService,
      payload: { body: 'Hinta tarkistettu isännöitsijältä.' },
    })
    expect(noted.statusCode, noted.body).toBe(200)
    const body = api.staffAddFeedbackQuestionNote.response.parse(noted.json())
    expect(body.internalNotes.map((note) => note.body)).toEqual([
      'Hinta tarkistettu isännöitsijältä.',
    ])
    const [notice] = await t.db.query<{ contract_id: string }>(
      'SELECT contract_id FROM feedback_question_notices WHERE id = $1',
      [id],
    )
    const audits = await t.db.query<{ entity_id: string; contract_id: string; details: object }>(
      `SELECT entity_id, contract_id, details FROM audit_log
        WHERE action = 'staff_note_added' AND entity_type = 'feedback_question_notice'`,
    )
    expect(audits).toEqual([{ entity_id: id, contract_id: notice?.contract_id, details: {} }])
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/staff/feedback-questions/a5a50000-00ff-4000-8000-000000000000/notes',
      cookie: cookies.customerService,
      payload: { body: 'Ei löydy.' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})
