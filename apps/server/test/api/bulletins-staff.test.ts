/**
 * Bulletins written by staff, as residents read them (issue 14 "write in fi, sv and en (Finnish
 * required), featured image and attachments, audience …, publish now or at a time, unpublish;
 * residents see them … in their language"): trilingual bulletins with audiences, uploaded images
 * and attachments behind signed addresses, scheduling and the Finnish text required.
 */
import { api } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { AINO, call, login, MIKKO, staffLogin } from '../helpers/app.ts'
import { pdfBytes, pngBytes, putBytes } from '../helpers/files.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
const cookies = { admin: '', aino: '' }

beforeAll(async () => {
  cookies.admin = await staffLogin(t.app, staffConsoleDemoLogins.administrator)
  cookies.aino = await login(t.app, AINO)
})

describe('bulletins', () => {
  const body = {
    title: {
      fi: 'Vesikatko torstaina',
      sv: 'Vattenavbrott på torsdag',
      en: 'Water cut on Thursday',
    },
    excerpt: {
      fi: 'Vesi on poikki klo 9–12.',
      sv: 'Vattnet är avstängt kl. 9–12.',
      en: 'No water 9–12.',
    },
    bodyHtml: {
      fi: '<p>Putkityöt.</p><img src="x" onerror="alert(1)">',
      sv: '<p>Rörarbeten.</p>',
      en: '',
    },
    featuredImage: { url: '/demo/bulletins/hissi.jpg', alt: 'Putkiremontti' },
    attachments: [{ name: 'Tiedote.pdf', url: '/demo/documents/tiedote.pdf' }],
    audience: { kind: 'buildings', ids: [demoIds.helsinginkatuBuilding] },
    publishAt: null,
  }

  it('publishes a trilingual bulletin that residents read in their language, for its audience only', async () => {
    // a file that is not the member's upload (a made-up id, as the contract fuzzing sent)
    const unknownFile = await call(t.app, {
      method: 'POST',
      url: '/api/staff/bulletins',
      cookie: cookies.admin,
      payload: {
        ...body,
        featuredImage: { fileUuid: 'fffffff1-0016-1000-93f2-87b02074b304', alt: 'Piha' },
        attachments: [],
      },
    })
    expect(unknownFile.statusCode).toBe(404)
    expect(unknownFile.json()).toEqual({ error: 'NOT_FOUND' })
    expect(t.app.undeclaredErrors).toEqual([])
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/staff/bulletins',
      cookie: cookies.admin,
      payload: body,
    })
    expect(created.statusCode, created.body).toBe(200)
    const bulletin = api.staffCreateBulletin.response.parse(created.json())
    expect(bulletin).toMatchObject({ status: 'published', author: 'Riikka Ylitalo' })
    expect(bulletin.bodyHtml.fi).toBe('<p>Putkityöt.</p><img src="x" />')
    const asResident = async (
      lang: string,
      contract = demoIds.ainoRentalContract,
      cookie = cookies.aino,
    ) => {
      const response = await t.app.inject({
        url: `/api/contracts/${contract}/bulletins/${bulletin.id}`,
        headers: { cookie, 'accept-language': lang },
      })
      return response
    }
    expect((await asResident('sv')).json()).toMatchObject({ title: 'Vattenavbrott på torsdag' })
    expect((await asResident('en')).json()).toMatchObject({
      title: 'Water cut on Thursday',
      body: '<p>Putkityöt.</p><img src="x" />',
    })
    expect((await asResident('fi')).json()).toMatchObject({ title: 'Vesikatko torstaina' })
    const mikko = await login(t.app, MIKKO)
    expect((await asResident('fi', demoIds.mikkoContract, mikko)).statusCode).toBe(404)

    const hidden = await call(t.app, {
      method: 'POST',
      url: `/api/staff/bulletins/${bulletin.id}/unpublish`,
      cookie: cookies.admin,
    })
    expect(hidden.json()).toMatchObject({ status: 'unpublished' })
    expect((await asResident('fi')).statusCode).toBe(404)
  })

  it('takes an uploaded featured image and attachment that residents open by signed addresses', async () => {
    const upload = async (fileName: string, contentType: string, bytes: Buffer) => {
      const init = await call(t.app, {
        method: 'POST',
        url: '/api/staff/file-init',
        cookie: cookies.admin,
        payload: { file: { fileName, contentType } },
      })
      expect(init.statusCode, init.body).toBe(200)
      const started = api.staffFileInit.response.parse(init.json())
      expect((await putBytes(t.app, cookies.admin, started, bytes)).statusCode).toBe(204)
      const done = await call(t.app, {
        method: 'POST',
        url: '/api/staff/file-complete',
        cookie: cookies.admin,
        payload: { file: { uuid: started.uuid } },
      })
      expect(done.statusCode, done.body).toBe(200)
      return started.uuid
    }
    const image = await upload('piha.png', 'image/png', pngBytes)
    const pdf = await upload('ohje.pdf', 'application/pdf', pdfBytes)
    const notAnImage = await call(t.app, {
      method: 'POST',
      url: '/api/staff/bulletins',
      cookie: cookies.admin,
      payload: { ...body, featuredImage: { fileUuid: pdf, alt: 'Ohje' }, attachments: [] },
    })
    expect(notAnImage.statusCode).toBe(400)
    expect(notAnImage.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { 'featuredImage.fileUuid': 'invalid_string' } },
    })
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/staff/bulletins',
      cookie: cookies.admin,
      payload: {
        ...body,
        featuredImage: { fileUuid: image, alt: 'Piha keväällä' },
        attachments: [{ name: 'Ohje.pdf', fileUuid: pdf }],
      },
    })
    expect(created.statusCode, created.body).toBe(200)
    const bulletin = api.staffCreateBulletin.response.parse(created.json())
    expect(bulletin.featuredImage).toMatchObject({ fileUuid: image, alt: 'Piha keväällä' })
    expect(bulletin.featuredImage?.url).toMatch(/^\/api\/staff\/files\//)
    const staffImage = await call(t.app, {
      url: bulletin.featuredImage?.url ?? '',
      cookie: cookies.admin,
    })
    expect(staffImage.statusCode).toBe(200)

    // The resident reads the image and the attachment through addresses of their contract.
    const contract = demoIds.ainoRentalContract
    const read = await call(t.app, {
      url: `/api/contracts/${contract}/bulletins/${bulletin.id}`,
      cookie: cookies.aino,
    })
    const seen = api.bulletin.response.parse(read.json())
    expect(seen.featuredImage).toMatchObject({ alt: 'Piha keväällä' })
    expect(seen.featuredImage?.url).toMatch(
      new RegExp(`^/api/contracts/${contract}/files/${image}\\?expires=\\d+&signature=`),
    )
    const photo = await call(t.app, { url: seen.featuredImage?.url ?? '', cookie: cookies.aino })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    const attachment = seen.attachments[0]
    expect(attachment?.name).toBe('Ohje.pdf')
    const link = await call(t.app, {
      url: `/api/contracts/${contract}/bulletins/${bulletin.id}/attachments/${attachment?.uuid}`,
      cookie: cookies.aino,
    })
    expect(link.statusCode, link.body).toBe(200)
    const file = await call(t.app, { url: link.json<{ url: string }>().url, cookie: cookies.aino })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')

    // A rewrite by the same bulletin keeps its files without claiming them again.
    const rewritten = await call(t.app, {
      method: 'PUT',
      url: `/api/staff/bulletins/${bulletin.id}`,
      cookie: cookies.admin,
      payload: {
        ...body,
        featuredImage: { fileUuid: image, alt: 'Piha' },
        attachments: [{ name: 'Ohje.pdf', fileUuid: pdf }],
      },
    })
    expect(rewritten.statusCode, rewritten.body).toBe(200)
  })

  it('schedules a bulletin for later and requires the Finnish text', async () => {
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString()
    const scheduled = await call(t.app, {
      method: 'POST',
      url: '/api/staff/bulletins',
      cookie: cookies.admin,
      payload: { ...body, audience: { kind: 'all' }, publishAt: later },
    })
    const bulletin = api.staffCreateBulletin.response.parse(scheduled.json())
    expect(bulletin.status).toBe('scheduled')
    const resident = await call(t.app, {
      url: `/api/contracts/${demoIds.ainoRentalContract}/bulletins/${bulletin.id}`,
      cookie: cookies.aino,
    })
    expect(resident.statusCode).toBe(404)
    const noFinnish = await call(t.app, {
      method: 'POST',
      url: '/api/staff/bulletins',
      cookie: cookies.admin,
      payload: { ...body, title: { fi: '', sv: 'x', en: 'y' } },
    })
    expect(noFinnish.statusCode).toBe(400)
    expect(noFinnish.json()).toMatchObject({ details: { fieldErrors: { 'title.fi': 'required' } } })
  })
})
