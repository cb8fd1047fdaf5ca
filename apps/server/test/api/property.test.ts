/**
 * Building information and documents of a contract (spec 01 §2 Documents, Building information;
 * §3 Building info, Document; spec 02 §7 building-info, documents, document link).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { api, heatingMethods } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../src/platform/clock.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, MIKKO, call } from '../helpers/app.ts'
import { pdfBytes, uploadFile } from '../helpers/files.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const clock = manualClock(new Date())
const t = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'asukas-property-')) }, { clock })
const cookies = useLogins(t, { aino: AINO, mikko: MIKKO })
const rental = `/api/contracts/${demoIds.ainoRentalContract}`
const mikko = `/api/contracts/${demoIds.mikkoContract}`

describe('building information', () => {
  it('answers every field of the contract’s building', async () => {
    const response = await call(t.app, { url: `${rental}/building-info`, cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const info = api.buildingInfo.response.parse(response.json())
    expect(info.address).toMatchObject({
      streetName: 'Helsinginkatu',
      streetNumber: '21',
      city: 'Helsinki',
    })
    expect(info.postalAddress.streetAddressLine1).toBe('Helsinginkatu 21')
    expect(info.constructionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(heatingMethods).toContain(info.heatingMethod)
    expect(info.realPropertyImageUrl).toBe('/demo/buildings/helsinginkatu-21.jpg')
  })

  it('answers a building without an information row with nulls and not_set', async () => {
    await t.db.query(`DELETE FROM building_info WHERE building_id = $1`, [
      demoIds.tikkurilantieBuilding,
    ])
    const info = api.buildingInfo.response.parse(
      (await call(t.app, { url: `${mikko}/building-info`, cookie: cookies.mikko })).json(),
    )
    expect(info).toMatchObject({
      constructionDate: null,
      floorCount: null,
      apartmentCount: null,
      realPropertyAreasTotal: null,
      heatingMethod: 'not_set',
      realPropertyImageUrl: null,
      internetOperator: null,
    })
  })

  it('is 404 on another resident’s contract', async () => {
    const response = await call(t.app, { url: `${mikko}/building-info`, cookie: cookies.aino })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'NOT_FOUND' })
  })
})

describe('documents', () => {
  it('groups the building’s, property’s and global documents by category, labels in fi/sv/en', async () => {
    const response = await call(t.app, { url: `${rental}/documents`, cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const groups = api.documents.response.parse(response.json())
    expect(groups.map((g) => g.category.id)).toEqual(['memos', 'general', 'safety'])
    expect(groups[0]?.category.labels).toEqual({
      fi: 'Asukaskokousten pöytäkirjat',
      sv: 'Protokoll från invånarmöten',
      en: "Residents' meeting minutes",
    })
    const names = groups.flatMap((g) => g.documents.map((d) => d.name))
    expect(names).toContain('Muuttajan muistilista')
    expect(names).toContain('Pelastussuunnitelma, Helsinginkatu 21')
    expect(names).not.toContain('Pelastussuunnitelma, Tikkurilantie 40')
    for (const group of groups) {
      for (const d of group.documents) expect(d.category.id).toBe(group.category.id)
    }
  })

  it('answers a document’s address, 404 for another property’s or an unknown one', async () => {
    const groups = api.documents.response.parse(
      (await call(t.app, { url: `${rental}/documents`, cookie: cookies.aino })).json(),
    )
    const doc = groups[0]!.documents[0]!
    const response = await call(t.app, {
      url: `${rental}/documents/${doc.uuid}`,
      cookie: cookies.aino,
    })
    expect(response.statusCode).toBe(200)
    expect(api.documentLink.response.parse(response.json())).toEqual({
      uuid: doc.uuid,
      url: expect.stringMatching(
        /^\/api\/contracts\/[0-9a-f-]{36}\/demo-files\/documents\/.+\.pdf\?expires=\d+&signature=/,
      ),
    })
    const other = api.documents.response.parse(
      (await call(t.app, { url: `${mikko}/documents`, cookie: cookies.mikko })).json(),
    )
    const tikkurila = other
      .flatMap((g) => g.documents)
      .find((d) => d.name.includes('Tikkurilantie'))!
    for (const id of [tikkurila.uuid, 'a5a50000-000c-4000-8000-00000000ffff', 'nope']) {
      const refused = await call(t.app, { url: `${rental}/documents/${id}`, cookie: cookies.aino })
      expect(refused.statusCode, id).toBe(404)
      expect(refused.json()).toEqual({ error: 'NOT_FOUND' })
    }
    const cross = await call(t.app, { url: `${mikko}/documents`, cookie: cookies.aino })
    expect(cross.statusCode).toBe(404)
  })

  it('opens a stored document through a signed, contract-scoped address that expires', async () => {
    const file = await uploadFile(
      t.app,
      cookies.aino,
      'Kuntotutkimus.pdf',
      'application/pdf',
      pdfBytes,
    )
    await t.db.query(`UPDATE files SET temporary = false WHERE id = $1`, [file.uuid])
    const [document] = await t.db.query<{ id: string }>(
      `INSERT INTO documents (building_id, category_id, name, file_id)
       VALUES ($1, 'general', 'Kuntotutkimus 2026', $2) RETURNING id`,
      [demoIds.helsinginkatuBuilding, file.uuid],
    )
    const groups = api.documents.response.parse(
      (await call(t.app, { url: `${rental}/documents`, cookie: cookies.aino })).json(),
    )
    expect(groups.flatMap((g) => g.documents.map((d) => d.uuid))).toContain(document!.id)
    const link = api.documentLink.response.parse(
      (
        await call(t.app, { url: `${rental}/documents/${document!.id}`, cookie: cookies.aino })
      ).json(),
    )
    expect(link.url).toMatch(
      new RegExp(
        `^/api/contracts/${demoIds.ainoRentalContract}/files/${file.uuid}\\?expires=\\d+&signature=`,
      ),
    )
    const download = await call(t.app, { url: link.url, cookie: cookies.aino })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toMatch(/^application\/pdf/)
    expect(download.rawPayload.equals(pdfBytes)).toBe(true)
    // A tampered signature, another resident, and the address after 15 minutes: 404.
    const tampered = await call(t.app, {
      url: link.url.replace(/signature=(.)/, (_m, first: string) =>
        first === 'x' ? 'signature=y' : 'signature=x',
      ),
      cookie: cookies.aino,
    })
    expect(tampered.statusCode).toBe(404)
    const other = await call(t.app, { url: link.url, cookie: cookies.mikko })
    expect(other.statusCode).toBe(404)
    clock.advance(16 * 60 * 1000)
    try {
      const expired = await call(t.app, { url: link.url, cookie: cookies.aino })
      expect(expired.statusCode).toBe(404)
    } finally {
      clock.advance(-16 * 60 * 1000)
    }
  })

  it('answers an empty list when the property has no documents', async () => {
    await t.db.query(
      `DELETE FROM documents WHERE real_property_id = $1 OR real_property_id IS NULL`,
      [demoIds.tikkurilaRealProperty],
    )
    const response = await call(t.app, { url: `${mikko}/documents`, cookie: cookies.mikko })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })
})
