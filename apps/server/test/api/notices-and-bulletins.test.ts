/**
 * Read routes of a contract's fault reports and bulletin board (spec 02 §7; spec 01 §2
 * "Bulletin board: paged list … loading from page 0 until nextPage is absent").
 */
import { api, bulletinPageSize } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, call } from '../helpers/app.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
const cookies = useLogins(t, { aino: AINO })
const rental = `/api/contracts/${demoIds.ainoRentalContract}`

describe('defect notices', () => {
  it('lists the contract’s notices newest first, in every status, with events', async () => {
    const response = await call(t.app, { url: `${rental}/defect-notices`, cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const notices = api.defectNotices.response.parse(response.json())
    expect(new Set(notices.map((n) => n.status))).toEqual(
      new Set(['created', 'in_progress', 'completed']),
    )
    const created = notices.map((n) => n.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    for (const notice of notices) {
      expect(notice.contractUuid).toBe(demoIds.ainoRentalContract)
      expect(notice.latestEvent).toEqual(notice.events.at(-1) ?? null)
      const times = notice.events.map((e) => e.createdAt)
      expect(times).toEqual([...times].sort())
    }
  })

  it('answers one notice with its event history', async () => {
    const response = await call(t.app, {
      url: `${rental}/defect-notices/${demoIds.inProgressDefectNotice}`,
      cookie: cookies.aino,
    })
    expect(response.statusCode).toBe(200)
    const notice = api.defectNotice.response.parse(response.json())
    expect(notice.uuid).toBe(demoIds.inProgressDefectNotice)
    expect(notice.status).toBe('in_progress')
    expect(notice.events.length).toBeGreaterThanOrEqual(2)
    expect(notice.events[0]?.eventType).toBe('created')
  })

  it('answers 404 for a notice of another contract or an unknown one', async () => {
    for (const id of ['a5a50000-0008-4000-8000-00000000ffff', 'nope']) {
      const response = await call(t.app, {
        url: `${rental}/defect-notices/${id}`,
        cookie: cookies.aino,
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    }
    const roo = `/api/contracts/${demoIds.ainoRightOfOccupancyContract}`
    const response = await call(t.app, {
      url: `${roo}/defect-notices/${demoIds.inProgressDefectNotice}`,
      cookie: cookies.aino,
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('bulletins', () => {
  it('may be reused for 59 s and then revalidated with 304 (spec 02 §9)', async () => {
    const url = `${rental}/bulletins?page=0`
    const first = await call(t.app, { url, cookie: cookies.aino })
    expect(first.headers['cache-control']).toBe('private, max-age=59')
    const etag = first.headers.etag
    expect(etag).toMatch(/^W\/"/)
    const again = await t.app.inject({
      url,
      headers: { cookie: cookies.aino, 'if-none-match': String(etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const contracts = await call(t.app, { url: '/api/contracts', cookie: cookies.aino })
    expect(contracts.headers['cache-control']).toBe('no-store')
  })

  it('pages from 0 until nextPage is absent, newest first, without repeats', async () => {
    const seen: string[] = []
    const published: string[] = []
    let page: number | undefined = 0
    let pages = 0
    while (page !== undefined) {
      const response = await call(t.app, {
        url: `${rental}/bulletins?page=${page}`,
        cookie: cookies.aino,
      })
      expect(response.statusCode).toBe(200)
      const body = api.bulletins.response.parse(response.json())
      expect(body.bulletins.length).toBeLessThanOrEqual(bulletinPageSize)
      if (body.nextPage !== undefined) {
        expect(body.bulletins.length).toBe(bulletinPageSize)
        expect(body.nextPage).toBe(page + 1)
      }
      seen.push(...body.bulletins.map((b) => b.uuid))
      published.push(...body.bulletins.map((b) => b.publishedAt))
      page = body.nextPage
      pages += 1
      expect(pages).toBeLessThan(20)
    }
    expect(pages).toBeGreaterThanOrEqual(2)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBeGreaterThan(bulletinPageSize)
    expect(seen[0]).toBe(demoIds.elevatorBulletin)
    expect(seen).not.toContain(demoIds.sturenkatuBulletin)
    expect(published).toEqual([...published].sort().reverse())
    const beyond = await call(t.app, {
      url: `${rental}/bulletins?page=${pages}`,
      cookie: cookies.aino,
    })
    expect(beyond.json()).toEqual({ bulletins: [] })
  })

  it('defaults to page 0 and refuses a malformed page', async () => {
    const first = await call(t.app, { url: `${rental}/bulletins`, cookie: cookies.aino })
    expect(first.statusCode).toBe(200)
    expect((first.json() as { nextPage?: number }).nextPage).toBe(1)
    const bad = await call(t.app, { url: `${rental}/bulletins?page=-1`, cookie: cookies.aino })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { page: expect.any(String) } },
    })
  })

  it('answers one bulletin with its featured image and attachments', async () => {
    const response = await call(t.app, {
      url: `${rental}/bulletins/${demoIds.elevatorBulletin}`,
      cookie: cookies.aino,
    })
    expect(response.statusCode).toBe(200)
    const bulletin = api.bulletin.response.parse(response.json())
    expect(bulletin.featuredImage?.url).toMatch(/^\/demo\//)
    expect(bulletin.attachments.map((a) => a.uuid)).toContain(demoIds.elevatorBulletinAttachment)
    expect(bulletin.body).toContain('<p>')
  })

  it('answers 404 BULLETIN_NOT_FOUND for another building’s or an unknown bulletin', async () => {
    for (const id of [demoIds.sturenkatuBulletin, 'a5a50000-000a-4000-8000-00000000ffff']) {
      const response = await call(t.app, { url: `${rental}/bulletins/${id}`, cookie: cookies.aino })
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ error: 'BULLETIN_NOT_FOUND' })
    }
  })

  it('sanitises bulletin bodies on read', async () => {
    await t.db.query(`UPDATE bulletins SET body_html = $2 WHERE id = $1`, [
      demoIds.elevatorBulletin,
      '<p onclick="steal()">Hissi <script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="https://example.com">ok</a></p>',
    ])
    const response = await call(t.app, {
      url: `${rental}/bulletins/${demoIds.elevatorBulletin}`,
      cookie: cookies.aino,
    })
    const { body } = api.bulletin.response.parse(response.json())
    expect(body).not.toMatch(/script|onclick|javascript:/)
    expect(body).toContain('Hissi')
    expect(body).toContain('href="https://example.com"')
  })

  it('answers the address of an attachment, and 404 for one of another bulletin', async () => {
    const base = `${rental}/bulletins/${demoIds.elevatorBulletin}/attachments`
    const response = await call(t.app, {
      url: `${base}/${demoIds.elevatorBulletinAttachment}`,
      cookie: cookies.aino,
    })
    expect(response.statusCode).toBe(200)
    // A demo file: a signed, contract-scoped address (issue 8 item 7; see demo-files.test.ts).
    expect(api.bulletinAttachment.response.parse(response.json()).url).toMatch(
      /^\/api\/contracts\/[0-9a-f-]+\/demo-files\/attachments\/[a-z0-9-]+\.pdf\?expires=/,
    )
    const missing = await call(t.app, {
      url: `${base}/a5a50000-000b-4000-8000-00000000ffff`,
      cookie: cookies.aino,
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'NOT_FOUND' })
  })
})
