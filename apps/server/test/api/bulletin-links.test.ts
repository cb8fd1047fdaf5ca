/**
 * A bulletin's links (issue 23 item 6): the featured image and attachment addresses are `https:`
 * or a path on the portal's own origin; protocol-relative (`//host`), backslash (`/\host`),
 * tab-split and plain `http:` addresses are refused with the field's `invalid_string`.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { call, staffLogin } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
let admin = ''
beforeAll(async () => {
  admin = await staffLogin(t.app, staffConsoleDemoLogins.administrator)
})

const body = {
  title: { fi: 'Linkkitesti', sv: 'Länktest', en: 'Link test' },
  excerpt: { fi: 'Liite.', sv: 'Bilaga.', en: 'Attachment.' },
  bodyHtml: { fi: '<p>Liite.</p>', sv: '', en: '' },
  featuredImage: null,
  attachments: [] as { name: string; url: string }[],
  audience: { kind: 'buildings', ids: [demoIds.helsinginkatuBuilding] },
  publishAt: null,
}

function create(payload: object) {
  return call(t.app, { method: 'POST', url: '/api/staff/bulletins', cookie: admin, payload })
}

describe('bulletin links', () => {
  it.each([
    '//evil.example/a.pdf',
    '/\\evil.example',
    '/\\evil.example/a.pdf',
    '/\t/evil.example/a.pdf',
    'http://example.com/a.pdf',
    'javascript:alert(1)',
    'https://user:pw@example.com/a.pdf',
  ])('refuses the attachment and image address %j', async (url) => {
    const attachment = await create({ ...body, attachments: [{ name: 'Liite.pdf', url }] })
    expect(attachment.statusCode).toBe(400)
    expect(attachment.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { 'attachments.0.url': 'invalid_string' } },
    })
    const image = await create({ ...body, featuredImage: { url, alt: 'Kuva' } })
    expect(image.statusCode).toBe(400)
    expect(image.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { 'featuredImage.url': 'invalid_string' } },
    })
  })

  it('accepts https and same-origin paths', async () => {
    const created = await create({
      ...body,
      featuredImage: { url: '/demo/bulletins/hissi.jpg', alt: 'Hissi' },
      attachments: [
        { name: 'Oma.pdf', url: '/demo/documents/tiedote.pdf' },
        { name: 'Ulkoinen.pdf', url: 'https://example.com/a.pdf' },
      ],
    })
    expect(created.statusCode, created.body).toBe(200)
  })
})
