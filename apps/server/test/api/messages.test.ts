/**
 * Messages through HTTP (spec 02 §1 "Messages", §7 message-timeline and send-message; issue 11):
 * new thread, reply, files, the flag and setting, 404 for another resident's thread, refusal for
 * an impersonator, and the sanitiser against vectors of the OWASP XSS filter evasion cheat sheet.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { api } from '@asukas/contract'
import type { MessageThreadId } from '@asukas/domain'
import { describe, expect, it } from 'vitest'
import { insertThread } from '../../src/features/messages/repository.ts'
import { deliverMessageToResident } from '../../src/features/messages/service.ts'
import { systemClock } from '../../src/platform/clock.ts'
import { idOf } from '../../src/platform/ids.ts'
import { sanitizeMessageHtml } from '../../src/platform/html.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, appOn, call, impersonationCookie, login, MIKKO, STAFF } from '../helpers/app.ts'
import { pngBytes, uploadFile } from '../helpers/files.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'asukas-msg-')), MESSAGING: 'true' })
const ANTTI = 'antti.nieminen@example.com'
const cookies = useLogins(t, { aino: AINO, mikko: MIKKO, antti: ANTTI })
const rental = idOf('Contract', demoIds.ainoRentalContract)

function send(payload: object, cookie = cookies.aino, contract: string = rental) {
  return call(t.app, {
    method: 'POST',
    url: `/api/contracts/${contract}/send-message`,
    cookie,
    payload,
  })
}

const message = (overrides: object = {}) => ({
  subject: 'Saunavuoro',
  htmlContent: '<p>Voisinko saada <strong>saunavuoron</strong>?</p>',
  fileIds: [],
  messageThreadUuid: null,
  ...overrides,
})

describe('threads', () => {
  it('starts a thread, replies in it, and lists it with both entries and the file', async () => {
    const started = await send(message())
    expect(started.statusCode).toBe(200)
    const { messageThreadUuid, success } = api.sendMessage.response.parse(started.json())
    expect(success).toBe(true)
    const photo = await uploadFile(t.app, cookies.aino, 'sauna.png', 'image/png', pngBytes)
    const reply = await send(
      message({ subject: 'VS: Saunavuoro', messageThreadUuid, fileIds: [photo.uuid] }),
    )
    expect(reply.statusCode).toBe(200)
    expect(api.sendMessage.response.parse(reply.json()).messageThreadUuid).toBe(messageThreadUuid)
    const list = await call(t.app, { url: '/api/resident/message-timeline', cookie: cookies.aino })
    const threads = api.messageThreads.response.parse(list.json())
    expect(threads[0]?.id).toBe(messageThreadUuid)
    const thread = await call(t.app, {
      url: `/api/resident/message-timeline/${messageThreadUuid}`,
      cookie: cookies.aino,
    })
    const parsed = api.messageThread.response.parse(thread.json())
    expect(parsed.entries.map((e) => [e.type, e.title])).toEqual([
      ['IncomingEmailMessage', 'Saunavuoro'],
      ['IncomingEmailMessage', 'VS: Saunavuoro'],
    ])
    expect(parsed.entries[0]?.htmlContent).toBe(
      '<p>Voisinko saada <strong>saunavuoron</strong>?</p>',
    )
    expect(parsed.entries[1]?.files.map((f) => f.name)).toEqual(['sauna.png'])
    const file = await call(t.app, {
      url: parsed.entries[1]?.files[0]?.url ?? '',
      cookie: cookies.aino,
    })
    expect(file.statusCode).toBe(200)
  })

  it('answers 404 for another resident’s thread, to read or to reply', async () => {
    const { messageThreadUuid } = api.sendMessage.response.parse((await send(message())).json())
    const read = await call(t.app, {
      url: `/api/resident/message-timeline/${messageThreadUuid}`,
      cookie: cookies.mikko,
    })
    expect(read.statusCode).toBe(404)
    const reply = await send(message({ messageThreadUuid }), cookies.mikko, demoIds.mikkoContract)
    expect(reply.statusCode).toBe(404)
    expect(reply.json()).toEqual({ error: 'NOT_FOUND' })
    // A thread of another contract of the same resident is not replied to through this one.
    const moved = await send(
      message({ messageThreadUuid }),
      cookies.aino,
      demoIds.ainoRightOfOccupancyContract,
    )
    expect(moved.statusCode).toBe(404)
    const mikkos = await call(t.app, {
      url: '/api/resident/message-timeline',
      cookie: cookies.mikko,
    })
    const visible = api.messageThreads.response.parse(mikkos.json())
    expect(visible.map((thread) => thread.id)).not.toContain(messageThreadUuid)
    expect(visible.every((thread) => thread.contractUuid === demoIds.mikkoContract)).toBe(true)
    expect((await send(message(), cookies.aino, demoIds.mikkoContract)).statusCode).toBe(404)
  })

  it('validates subject (required, ≤ 200) and body (required, ≤ 3000 characters of text)', async () => {
    const cases: [object, string][] = [
      [message({ subject: '' }), 'subject'],
      [message({ subject: 'x'.repeat(201) }), 'subject'],
      [message({ htmlContent: '<p> </p>' }), 'htmlContent'],
      [message({ htmlContent: `<p>${'x'.repeat(3001)}</p>` }), 'htmlContent'],
      [message({ htmlContent: '<script>alert(1)</script>' }), 'htmlContent'],
    ]
    for (const [payload, field] of cases) {
      const response = await send(payload)
      expect(response.statusCode).toBe(400)
      const json = response.json<{
        error: string
        details: { fieldErrors: Record<string, string> }
      }>()
      expect(json.error).toBe('VALIDATION_ERROR')
      expect(Object.keys(json.details.fieldErrors)).toContain(field)
    }
    const exact = await send(message({ htmlContent: `<p>${'x'.repeat(3000)}</p>` }))
    expect(exact.statusCode).toBe(200)
  })

  it('is refused for an impersonator', async () => {
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const response = await send(message(), cookie)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
  })

  it('a message from the housing provider opens a closeable message notification', async () => {
    const threadId = await deliverMessageToResident(
      { db: t.db, clock: systemClock },
      {
        contractUuid: rental,
        residentUserId: demoIds.ainoUser,
        subject: 'Vastaus',
        htmlContent: '<p>Hei!</p>',
      },
    )
    const rows = await t.db.query<{ is_closeable: boolean }>(
      `SELECT is_closeable FROM notifications
        WHERE user_id = $1 AND category = 'message' AND closed_at IS NULL`,
      [demoIds.ainoUser],
    )
    expect(rows.length).toBeGreaterThan(0)
    const thread = await call(t.app, {
      url: `/api/resident/message-timeline/${threadId}`,
      cookie: cookies.aino,
    })
    expect(api.messageThread.response.parse(thread.json()).entries[0]?.type).toBe(
      'OutgoingEmailMessage',
    )
  })

  it('answers 404 when messaging or the messages flag is off', async () => {
    for (const settings of [
      { MESSAGING: 'false' },
      { MESSAGING: 'true', FEATURE_MESSAGES: 'false' },
    ]) {
      const off = await appOn(t.db, settings)
      try {
        const cookie = await login(off, AINO)
        expect(
          (await call(off, { url: '/api/resident/message-timeline', cookie })).statusCode,
        ).toBe(404)
        const sent = await call(off, {
          method: 'POST',
          url: `/api/contracts/${rental}/send-message`,
          cookie,
          payload: message(),
        })
        expect(sent.statusCode).toBe(404)
      } finally {
        await off.close()
      }
    }
  })
})

describe('unread messages and the message notification (issue 26 items 4 and 5)', () => {
  /** The contract's unread count of the resident with `cookie`. */
  async function unread(cookie: string): Promise<number> {
    const answer = await call(t.app, {
      url: `/api/contracts/${rental}/message-unread-count`,
      cookie,
    })
    expect(answer.statusCode).toBe(200)
    return api.messageUnreadCount.response.parse(answer.json()).unreadCount
  }

  /** The unread count of thread `id` in the resident's thread list. */
  async function threadUnread(cookie: string, id: string): Promise<number | undefined> {
    const list = await call(t.app, { url: '/api/resident/message-timeline', cookie })
    return api.messageThreads.response.parse(list.json()).find((thread) => thread.id === id)
      ?.unreadCount
  }

  /** Shows thread `id` to the resident with `cookie`. */
  async function show(cookie: string, id: string) {
    const answer = await call(t.app, { url: `/api/resident/message-timeline/${id}`, cookie })
    expect(answer.statusCode).toBe(200)
    return api.messageThread.response.parse(answer.json())
  }

  /** The user's open message notifications of thread `id`. */
  async function openNotifications(cookie: string, id: string) {
    const answer = await call(t.app, { url: '/api/user/notifications', cookie })
    return api.notifications.response
      .parse(answer.json())
      .filter((n) => n.category === 'message' && n.notificationMeta.messageThreadUuid === id)
  }

  /** A thread the housing provider starts on Aino's rental: Aino and co-tenant Antti see it. */
  async function sharedThread(): Promise<MessageThreadId> {
    const id = await t.db.transaction((tx) =>
      insertThread(tx, { contractId: rental, userId: null, subject: 'Tiedote', at: new Date() }),
    )
    return id
  }

  const deliver = (threadUuid: MessageThreadId, residentUserId = demoIds.ainoUser) =>
    deliverMessageToResident(
      { db: t.db, clock: systemClock },
      {
        contractUuid: rental,
        residentUserId,
        subject: 'Tiedote',
        htmlContent: '<p>Vesikatko torstaina.</p>',
        threadUuid,
      },
    )

  it('counts unread entries per resident; showing the thread clears only the reader’s count', async () => {
    const thread = await sharedThread()
    const [ainoBefore, anttiBefore] = [await unread(cookies.aino), await unread(cookies.antti)]
    await deliver(thread)
    await deliver(thread)
    expect(await unread(cookies.aino)).toBe(ainoBefore + 2)
    expect(await unread(cookies.antti)).toBe(anttiBefore + 2)
    expect(await threadUnread(cookies.aino, thread)).toBe(2)

    expect((await show(cookies.aino, thread)).unreadCount).toBe(0)
    expect(await unread(cookies.aino)).toBe(ainoBefore)
    expect(await threadUnread(cookies.aino, thread)).toBe(0)
    // The co-tenant reads separately.
    expect(await unread(cookies.antti)).toBe(anttiBefore + 2)
    expect(await threadUnread(cookies.antti, thread)).toBe(2)

    // Aino's own reply is not unread for her, but is for Antti.
    const reply = await send(message({ subject: 'RE: Tiedote', messageThreadUuid: thread }))
    expect(reply.statusCode).toBe(200)
    expect(await threadUnread(cookies.aino, thread)).toBe(0)
    expect(await threadUnread(cookies.antti, thread)).toBe(3)
    await show(cookies.antti, thread)
    expect(await unread(cookies.antti)).toBe(anttiBefore)

    // A new entry after the read is unread again.
    await deliver(thread)
    expect(await threadUnread(cookies.aino, thread)).toBe(1)
    expect(await unread(cookies.aino)).toBe(ainoBefore + 1)
    await show(cookies.aino, thread)
  })

  it('another resident’s contract has no count for them; an impersonator’s look reads nothing', async () => {
    const other = await call(t.app, {
      url: `/api/contracts/${rental}/message-unread-count`,
      cookie: cookies.mikko,
    })
    expect(other.statusCode).toBe(404)
    const thread = await sharedThread()
    await deliver(thread)
    const before = await unread(cookies.aino)
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const looked = await call(t.app, { url: `/api/resident/message-timeline/${thread}`, cookie })
    expect(looked.statusCode).toBe(200)
    expect(await unread(cookies.aino)).toBe(before)
    expect(await openNotifications(cookies.aino, thread)).toHaveLength(1)
    await show(cookies.aino, thread)
  })

  it('the request that shows the thread closes the notification it raised, and only that one', async () => {
    const first = await sharedThread()
    const second = await sharedThread()
    await deliver(first)
    await deliver(second)
    expect(await openNotifications(cookies.aino, first)).toHaveLength(1)
    // The list alone does not close it: the message has not been shown.
    await threadUnread(cookies.aino, first)
    expect(await openNotifications(cookies.aino, first)).toHaveLength(1)
    await show(cookies.aino, first)
    expect(await openNotifications(cookies.aino, first)).toHaveLength(0)
    expect(await openNotifications(cookies.aino, second)).toHaveLength(1)
    await show(cookies.aino, second)
    expect(await openNotifications(cookies.aino, second)).toHaveLength(0)
  })

  it('a message notification that names no thread is closed by the thread list', async () => {
    await t.db.query(
      `INSERT INTO notifications (user_id, contract_id, category, is_closeable)
       VALUES ($1, $2, 'message', true)`,
      [demoIds.ainoUser, rental],
    )
    const open = async () =>
      (
        await t.db.query<{ id: string }>(
          `SELECT id FROM notifications WHERE user_id = $1 AND category = 'message'
              AND message_thread_id IS NULL AND closed_at IS NULL`,
          [demoIds.ainoUser],
        )
      ).length
    expect(await open()).toBeGreaterThan(0)
    await call(t.app, { url: '/api/resident/message-timeline', cookie: cookies.aino })
    expect(await open()).toBe(0)
  })
})

describe('sanitiser (OWASP XSS filter evasion cheat sheet)', () => {
  const vectors = [
    '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
    '<IMG SRC="javascript:alert(\'XSS\');">',
    "<IMG SRC=JaVaScRiPt:alert('XSS')>",
    '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
    '<a onmouseover="alert(document.cookie)">xxs link</a>',
    '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
    '<IMG SRC=# onmouseover="alert(\'xxs\')">',
    '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
    '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
    '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
    '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
    '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
    '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
    '<iframe src=http://xss.rocks/scriptlet.html <',
    "<svg/onload=alert('XSS')>",
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">x</a>',
    '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
    '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
    '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
    '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
    '<a href="javascript:alert(1)">x</a>',
  ]

  it.each(vectors)('neutralises %s', (vector) => {
    const clean = sanitizeMessageHtml(`<p>ok</p>${vector}`).toLowerCase()
    expect(clean).not.toMatch(/<script|<img|<iframe|<svg|<style|<meta|<object|<body|<div|<table/)
    expect(clean).not.toMatch(/\son[a-z]+\s*=/)
    expect(clean).not.toMatch(/href="\s*(javascript|data|vbscript):/)
    expect(clean).not.toContain('javascript:')
  })

  it('keeps bold, italic, lists and https links (with rel and target)', () => {
    expect(
      sanitizeMessageHtml(
        '<p><strong>b</strong> <em>i</em></p><ul><li>a</li></ul><ol><li>b</li></ol><a href="https://example.com">l</a>',
      ),
    ).toBe(
      '<p><strong>b</strong> <em>i</em></p><ul><li>a</li></ul><ol><li>b</li></ol><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">l</a>',
    )
  })

  it('stores and answers only sanitised HTML', async () => {
    const response = await send(
      message({
        htmlContent: '<p>hei<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
      }),
    )
    const { messageThreadUuid } = api.sendMessage.response.parse(response.json())
    const stored = await t.db.query<{ html_content: string }>(
      `SELECT e.html_content FROM message_entries e WHERE e.thread_id = $1`,
      [messageThreadUuid],
    )
    expect(stored[0]?.html_content).toBe(
      '<p>hei<a rel="noopener noreferrer nofollow" target="_blank">x</a></p>',
    )
  })
})
