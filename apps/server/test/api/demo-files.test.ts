/**
 * The demo data's files (issue 8 item 7): attachments and documents only through signed,
 * expiring (15 min), contract-scoped addresses, never from the public web folder; off with
 * DEMO_FILES=false.
 */
import { describe, expect, it } from 'vitest'
import { signDemoFileUrl } from '../../src/platform/files/demo-files.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, MIKKO, appOn, call, login } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
const contract = demoIds.ainoRentalContract

/** A published bulletin attachment of Aino's rental with a demo file address. */
async function demoAttachment(): Promise<{ bulletin: string; attachment: string; url: string }> {
  const cookie = await login(t.app, AINO)
  const rows = await t.db.query<{ bulletin: string; attachment: string; url: string }>(
    `SELECT b.id AS bulletin, ba.id AS attachment, ba.url
       FROM bulletin_attachments ba JOIN bulletins b ON b.id = ba.bulletin_id
      WHERE ba.url LIKE '/demo/attachments/%' AND b.published_at <= now()`,
  )
  for (const row of rows) {
    const response = await call(t.app, {
      url: `/api/contracts/${contract}/bulletins/${row.bulletin}/attachments/${row.attachment}`,
      cookie,
    })
    if (response.statusCode === 200) return row
  }
  throw new Error('no demo attachment in the scope of Aino’s rental')
}

describe('demo attachments', () => {
  it('answers a signed, contract-scoped address that serves the PDF', async () => {
    const cookie = await login(t.app, AINO)
    const { bulletin, attachment } = await demoAttachment()
    const link = await call(t.app, {
      url: `/api/contracts/${contract}/bulletins/${bulletin}/attachments/${attachment}`,
      cookie,
    })
    const { url } = link.json() as { url: string }
    expect(url).toMatch(
      new RegExp(
        `^/api/contracts/${contract}/demo-files/attachments/[a-z0-9-]+\\.pdf\\?expires=\\d+&signature=`,
      ),
    )
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'))
    const inMinutes = (expires * 1000 - Date.now()) / 60_000
    expect(inMinutes).toBeGreaterThan(14)
    expect(inMinutes).toBeLessThanOrEqual(15)

    const file = await call(t.app, { url, cookie })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(file.headers['cache-control']).toBe('private, no-store')

    // Without a session, with a changed signature, or in another resident's contract: refused.
    expect((await call(t.app, { url })).statusCode).toBe(401)
    // Change the signature's first character (to one it is not).
    const forged = url.replace(/signature=(.)/, (_match, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    )
    expect((await call(t.app, { url: forged, cookie })).statusCode).toBe(404)
    const mikko = await login(t.app, MIKKO)
    expect((await call(t.app, { url, cookie: mikko })).statusCode).toBe(404)
    const repointed = url.replace(contract, demoIds.mikkoContract)
    expect((await call(t.app, { url: repointed, cookie: mikko })).statusCode).toBe(404)
  })

  it('refuses an expired address', async () => {
    const cookie = await login(t.app, AINO)
    const { url: stored } = await demoAttachment()
    const url = await signDemoFileUrl(t.db, {
      contractUuid: contract,
      storedUrl: stored,
      now: new Date(Date.now() - 16 * 60_000),
    })
    const response = await call(t.app, { url, cookie })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'NOT_FOUND' })
  })

  it('is not served from the public web folder', async () => {
    const { url: stored } = await demoAttachment()
    const response = await call(t.app, { url: stored })
    expect(response.headers['content-type']).not.toBe('application/pdf')
    const document = await call(t.app, { url: '/demo/documents/asukasopas.pdf' })
    expect(document.headers['content-type']).not.toBe('application/pdf')
  })

  it('serves the public bulletin and building pictures', async () => {
    const response = await call(t.app, { url: '/demo/bulletins/hissi.jpg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
  })

  it('serves nothing with DEMO_FILES=false', async () => {
    const app = await appOn(t.db, { DEMO_FILES: 'false' })
    try {
      const cookie = await login(app, AINO)
      const { bulletin, attachment, url: stored } = await demoAttachment()
      const link = await call(app, {
        url: `/api/contracts/${contract}/bulletins/${bulletin}/attachments/${attachment}`,
        cookie,
      })
      expect(link.statusCode).toBe(404)
      const url = await signDemoFileUrl(t.db, {
        contractUuid: contract,
        storedUrl: stored,
        now: new Date(),
      })
      expect((await call(app, { url, cookie })).statusCode).toBe(404)
      const picture = await call(app, { url: '/demo/bulletins/hissi.jpg' })
      expect(picture.headers['content-type']).not.toBe('image/jpeg')
    } finally {
      await app.close()
    }
  })
})
