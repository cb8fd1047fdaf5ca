/**
 * Parking rules per area (issue 26 item 7): reserving needs "I accept the parking rules", so the
 * resident's parking list carries each area's rules in fi/sv/en, and property managers write
 * them in the staff console (PUT /api/staff/parking/areas/:id/rules): validated, audited, refused
 * for roles without parking and for unknown areas.
 */
import { api } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { AINO, call, login, staffLogin } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
const cookies = { aino: '', manager: '', maintenance: '' }
beforeAll(async () => {
  cookies.aino = await login(t.app, AINO)
  cookies.manager = await staffLogin(t.app, staffConsoleDemoLogins.propertyManager)
  cookies.maintenance = await staffLogin(t.app, staffConsoleDemoLogins.maintenance)
})
const rental = `/api/contracts/${demoIds.ainoRentalContract}`

async function residentList() {
  const response = await call(t.app, { url: `${rental}/parking-spots`, cookie: cookies.aino })
  expect(response.statusCode).toBe(200)
  return api.parkingSpots.response.parse(response.json())
}

describe('parking rules', () => {
  it('gives the resident each area’s rules in three languages', async () => {
    const list = await residentList()
    for (const area of list.parkingAreas) {
      expect(area.parkingRules.fi).toMatch(/Pysäköi vain omalle/)
      expect(area.parkingRules.sv).toMatch(/Parkera endast/)
      expect(area.parkingRules.en).toMatch(/Park only/)
    }
    expect(list.parkingAreas[1]?.parkingRules.fi).toMatch(/Hallin ovi/)
  })

  it('lets a property manager rewrite an area’s rules, which the resident then reads', async () => {
    const staff = api.staffParking.response.parse(
      (await call(t.app, { url: '/api/staff/parking', cookie: cookies.manager })).json(),
    )
    const area = staff.find((a) => a.address.startsWith('Helsinginkatu 21'))
    expect(area?.rules.fi).toMatch(/Pysäköi vain omalle/)
    const url = `/api/staff/parking/areas/${area?.id}/rules`
    const rules = { fi: '  Uudet säännöt.  ', sv: 'Nya regler.', en: '' }
    const saved = await call(t.app, { method: 'PUT', url, cookie: cookies.manager, payload: rules })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = api.staffSetParkingRules.response
      .parse(saved.json())
      .find((a) => a.id === area?.id)
    expect(after?.rules).toEqual({ fi: 'Uudet säännöt.', sv: 'Nya regler.', en: '' })
    const list = await residentList()
    expect(list.parkingAreas[0]?.parkingRules).toEqual({
      fi: 'Uudet säännöt.',
      sv: 'Nya regler.',
      en: '',
    })
    const audited = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log
        WHERE action = 'staff_parking_changed' AND entity_id = $1`,
      [area?.id],
    )
    expect(audited[0]?.n).toBe(1)

    const tooLong = await call(t.app, {
      method: 'PUT',
      url,
      cookie: cookies.manager,
      payload: { fi: 'x'.repeat(5001), sv: '', en: '' },
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toMatchObject({ details: { fieldErrors: { fi: 'invalid_string' } } })
    const missing = await call(t.app, {
      method: 'PUT',
      url,
      cookie: cookies.manager,
      payload: { fi: 'x' },
    })
    expect(missing.statusCode).toBe(400)
    const unknown = await call(t.app, {
      method: 'PUT',
      url: '/api/staff/parking/areas/00000000-0000-4000-8000-000000000000/rules',
      cookie: cookies.manager,
      payload: rules,
    })
    expect(unknown.statusCode).toBe(404)
    const maintenance = await call(t.app, {
      method: 'PUT',
      url,
      cookie: cookies.maintenance,
      payload: rules,
    })
    expect(maintenance.statusCode).toBe(403)
  })
})
