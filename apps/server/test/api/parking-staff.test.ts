/**
 * Parking upkeep by staff (issue 14 "Parking: areas, spots, equipment, prices with validity dates,
 * in-use flag; the reservations per spot; end a reservation on a resident's behalf"): a property
 * manager adds a price, takes a spot out of use and ends a resident's reservation (not before its
 * start). The rules per area: `parking-rules.test.ts`.
 */
import { api } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { call, staffLogin } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
const cookies = { manager: '' }

beforeAll(async () => {
  cookies.manager = await staffLogin(t.app, staffConsoleDemoLogins.propertyManager)
})

describe('parking for staff', () => {
  it('adds a price, switches a spot off and ends a reservation for the resident', async () => {
    const list = api.staffParking.response.parse(
      (await call(t.app, { url: '/api/staff/parking', cookie: cookies.manager })).json(),
    )
    const spot = list
      .flatMap((area) => area.spots)
      .find((s) => s.reservations.some((r) => r.endDate === null))
    expect(spot).toBeDefined()
    const priced = await call(t.app, {
      method: 'POST',
      url: `/api/staff/parking/spots/${spot?.id}/prices`,
      cookie: cookies.manager,
      payload: { price: 49.5, validFrom: '2027-01-01', validTo: null },
    })
    expect(priced.statusCode, priced.body).toBe(200)
    const off = await call(t.app, {
      method: 'PATCH',
      url: `/api/staff/parking/spots/${spot?.id}`,
      cookie: cookies.manager,
      payload: { isInUse: false },
    })
    const after = api.staffParking.response
      .parse(off.json())
      .flatMap((a) => a.spots)
      .find((s) => s.id === spot?.id)
    expect(after?.isInUse).toBe(false)
    expect(after?.prices.at(-1)).toMatchObject({
      price: 49.5,
      validFrom: '2027-01-01',
      validTo: null,
    })
    const reservation = spot?.reservations.find((r) => r.endDate === null)
    const tooEarly = await call(t.app, {
      method: 'POST',
      url: `/api/staff/parking/reservations/${reservation?.id}/end`,
      cookie: cookies.manager,
      payload: { endDate: '2000-01-01' },
    })
    expect(tooEarly.statusCode).toBe(400)
    const ended = await call(t.app, {
      method: 'POST',
      url: `/api/staff/parking/reservations/${reservation?.id}/end`,
      cookie: cookies.manager,
      payload: { endDate: '2030-12-31' },
    })
    expect(ended.statusCode, ended.body).toBe(200)
    const rows = await t.db.query<{ end_date: string }>(
      'SELECT end_date FROM parking_reservations WHERE id = $1',
      [reservation?.id],
    )
    expect(rows[0]?.end_date).toBe('2030-12-31')
  })
})
