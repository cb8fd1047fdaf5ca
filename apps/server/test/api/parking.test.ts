/**
 * Parking (spec 02 §1 Parking, §3, §5 Parking, §7; spec 01 §6): the parking list with prices,
 * own reservations and free ranges; reserving and ending; only a tenant of a current contract;
 * impersonators refused; and no double booking, enforced by the database (migration 0009), also
 * under 50 concurrent requests.
 */
import { api } from '@asukas/contract'
import { addDaysIso, addMonthsIso, todayInHelsinki } from '@asukas/domain'
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, MIKKO, STAFF, call, impersonationCookie } from '../helpers/app.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const ANTTI = 'antti.nieminen@example.com'
const t = useTestApp()
const cookies = useLogins(t, { aino: AINO, antti: ANTTI, mikko: MIKKO })
const rental = `/api/contracts/${demoIds.ainoRentalContract}`
const mikko = `/api/contracts/${demoIds.mikkoContract}`
const today = todayInHelsinki()

async function parking(cookie: string, base = rental, include = 'all') {
  const response = await call(t.app, { url: `${base}/parking-spots?include=${include}`, cookie })
  expect(response.statusCode).toBe(200)
  return api.parkingSpots.response.parse(response.json())
}

function spotOf(list: Awaited<ReturnType<typeof parking>>, id: string) {
  const spot = list.parkingAreas
    .flatMap((a) => a.parkingSpots)
    .find((s) => s.rentableParkingSpotId === id)
  if (!spot) throw new Error(`no spot ${id}`)
  return spot
}

function reserve(cookie: string, rentableParkingSpotId: string, startDate: string, base = rental) {
  return call(t.app, {
    method: 'POST',
    url: `${base}/parking-spots/reservations`,
    cookie,
    payload: { rentableParkingSpotId, startDate, endDate: null },
  })
}

function terminate(cookie: string, rentableParkingSpotId: string, endDate: string) {
  return call(t.app, {
    method: 'POST',
    url: `${rental}/parking-spots/reservations/terminate`,
    cookie,
    payload: { rentableParkingSpotId, endDate },
  })
}

describe('parking list', () => {
  it('lists the property’s areas with spots, prices, own reservations and free ranges', async () => {
    const list = await parking(cookies.aino)
    expect(list.reservationPossibleUntil).toBe(addMonthsIso(today, 6))
    expect(list.parkingAreas.map((a) => a.location.address.streetName)).toEqual([
      'Helsinginkatu',
      'Sturenkatu',
    ])
    const hall = spotOf(list, 'HK21-H01')
    expect(hall.reservations).toEqual([
      { kind: 'current', startDate: expect.any(String), endDate: null },
    ])
    expect(hall.availableRanges).toEqual([])
    expect(hall.equipment).toEqual(['building', 'ev_charger'])
    expect(hall.prices).toHaveLength(2)
    const previous = spotOf(list, 'HK21-P03')
    expect(previous.reservations).toEqual([
      { kind: 'previous', startDate: '2021-06-01', endDate: expect.any(String) },
    ])
    expect(previous.availableRanges).toEqual([{ startDate: today, endDate: null }])
    // Antti's upcoming spot: not Aino's own, free only until the day before it starts.
    const antti = spotOf(list, 'HK21-P01')
    expect(antti.reservations).toEqual([])
    expect(antti.availableRanges).toEqual([{ startDate: today, endDate: addDaysIso(today, 4) }])
    expect(spotOf(await parking(cookies.antti), 'HK21-P01').reservations).toEqual([
      { kind: 'future', startDate: addDaysIso(today, 5), endDate: null },
    ])
    // The neighbour's spot ends in 20 days: free from the day after.
    expect(spotOf(list, 'HK21-P02').availableRanges).toEqual([
      { startDate: addDaysIso(today, 21), endDate: null },
    ])
    expect(spotOf(list, 'HK21-H05')).toMatchObject({ isInUse: false, availableRanges: [] })
  })

  it('lists only the own spots with include=own', async () => {
    const list = await parking(cookies.aino, rental, 'own')
    expect(
      list.parkingAreas.flatMap((a) => a.parkingSpots.map((s) => s.rentableParkingSpotId)).sort(),
    ).toEqual(['HK21-H01', 'HK21-P03'])
  })

  it('answers 404 for another resident’s contract and 400 for a bad include', async () => {
    const cross = await call(t.app, { url: `${mikko}/parking-spots`, cookie: cookies.aino })
    expect(cross.statusCode).toBe(404)
    expect(cross.json()).toEqual({ error: 'NOT_FOUND' })
    const bad = await call(t.app, {
      url: `${rental}/parking-spots?include=x`,
      cookie: cookies.aino,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
  })
})

describe('reserving and ending', () => {
  it('reserves a free spot open-ended, shows it as mine, then ends it', async () => {
    const start = addDaysIso(today, 2)
    const response = await reserve(cookies.aino, 'HK21-P04', start)
    expect(response.statusCode).toBe(200)
    expect(api.reserveParkingSpot.response.parse(response.json())).toEqual({
      rentableParkingSpotId: 'HK21-P04',
      startDate: start,
      endDate: null,
    })
    const mine = spotOf(await parking(cookies.aino), 'HK21-P04')
    expect(mine.reservations).toEqual([{ kind: 'future', startDate: start, endDate: null }])
    expect(mine.availableRanges).toEqual([{ startDate: today, endDate: addDaysIso(today, 1) }])
    // Antti cannot take it from a later date either: reservations are open-ended.
    const taken = await reserve(cookies.antti, 'HK21-P04', addDaysIso(today, 30))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ error: 'PARKING_RESERVATION_OVERLAP' })

    const end = addDaysIso(today, 10)
    const ended = await terminate(cookies.aino, 'HK21-P04', end)
    expect(ended.statusCode).toBe(200)
    expect(ended.json()).toEqual({
      rentableParkingSpotId: 'HK21-P04',
      startDate: start,
      endDate: end,
    })
    expect(spotOf(await parking(cookies.aino), 'HK21-P04').reservations).toEqual([
      { kind: 'future', startDate: start, endDate: end },
    ])
    // After the end, the spot is free again for someone else.
    const next = await reserve(cookies.antti, 'HK21-P04', addDaysIso(end, 1))
    expect(next.statusCode).toBe(200)
    const crossContract = await reserve(cookies.mikko, 'HK21-P04', end)
    expect(crossContract.statusCode).toBe(404)
  })

  it('ends a current reservation today', async () => {
    const response = await terminate(cookies.aino, 'HK21-H01', today)
    expect(response.statusCode).toBe(200)
    expect(spotOf(await parking(cookies.aino), 'HK21-H01').reservations).toEqual([
      { kind: 'current', startDate: expect.any(String), endDate: today },
    ])
    // Now it has an end date: no open-ended reservation to end.
    expect((await terminate(cookies.aino, 'HK21-H01', today)).statusCode).toBe(404)
  })

  it('refuses bad bodies with the spec’s keys', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ startDate: today, endDate: null }, { rentableParkingSpotId: 'required' }],
      [
        { rentableParkingSpotId: 'HK21-P03', startDate: '' },
        { startDate: expect.any(String) as unknown as string },
      ],
      [
        { rentableParkingSpotId: 'HK21-P03', startDate: '2026-02-30' },
        { startDate: 'invalid_date' },
      ],
      [
        { rentableParkingSpotId: 'HK21-P03', startDate: addDaysIso(today, -1) },
        { startDate: 'too_small_date' },
      ],
      [
        { rentableParkingSpotId: 'HK21-P03', startDate: addDaysIso(addMonthsIso(today, 6), 1) },
        { startDate: 'too_big_date' },
      ],
      [
        { rentableParkingSpotId: 'HK21-P03', startDate: today, endDate: today },
        { endDate: 'invalid_date' },
      ],
    ]
    for (const [payload, fieldErrors] of cases) {
      const response = await call(t.app, {
        method: 'POST',
        url: `${rental}/parking-spots/reservations`,
        cookie: cookies.aino,
        payload,
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json()).toEqual({ error: 'VALIDATION_ERROR', details: { fieldErrors } })
    }
    const past = await terminate(cookies.aino, 'HK21-P03', addDaysIso(today, -1))
    expect(past.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { endDate: 'too_small_date' } },
    })
    const badDate = await terminate(cookies.aino, 'HK21-P03', '1.1.2027')
    expect(badDate.statusCode).toBe(400)
  })

  it('refuses a spot of another property (404), not in use (409), and an end before the start', async () => {
    const other = await reserve(cookies.aino, 'TT40-P03', today)
    expect(other.statusCode).toBe(404)
    const inactive = await reserve(cookies.aino, 'HK21-H05', today)
    expect(inactive.statusCode).toBe(409)
    expect(inactive.json()).toEqual({
      error: 'PARKING_RESERVATION_OVERLAP',
      details: { reason: 'not_in_use' },
    })
    const early = await terminate(cookies.antti, 'HK21-P01', addDaysIso(today, 1))
    expect(early.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { endDate: 'too_small_date' } },
    })
    const unknown = await terminate(cookies.aino, 'HK21-P06', today)
    expect(unknown.statusCode).toBe(404)
  })

  it('lets only a tenant of a current contract reserve or end', async () => {
    await t.db.query(`UPDATE contracts SET status = 'terminated' WHERE id = $1`, [
      demoIds.mikkoContract,
    ])
    const response = await reserve(cookies.mikko, 'TT40-P03', today, mikko)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'PARKING_CONTRACT_NOT_CURRENT' })
    await t.db.query(`UPDATE contracts SET status = 'active', end_date = $2 WHERE id = $1`, [
      demoIds.mikkoContract,
      addDaysIso(today, -1),
    ])
    expect((await reserve(cookies.mikko, 'TT40-P03', today, mikko)).statusCode).toBe(403)
    await t.db.query(`UPDATE contracts SET end_date = NULL WHERE id = $1`, [demoIds.mikkoContract])
    await t.db.query(`UPDATE tenants SET tenant_role = 'subtenant' WHERE id = $1`, [
      demoIds.mikkoTenant,
    ])
    expect((await reserve(cookies.mikko, 'TT40-P03', today, mikko)).statusCode).toBe(403)
    await t.db.query(`UPDATE tenants SET tenant_role = 'tenant' WHERE id = $1`, [
      demoIds.mikkoTenant,
    ])
    expect((await reserve(cookies.mikko, 'TT40-P03', today, mikko)).statusCode).toBe(200)
  })

  it('refuses an impersonating staff member’s writes and changes nothing', async () => {
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const before = await t.db.query(`SELECT count(*)::int AS n FROM parking_reservations`)
    const reserved = await reserve(cookie, 'HK21-P06', today)
    expect(reserved.statusCode).toBe(401)
    expect(reserved.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
    const ended = await terminate(cookie, 'HK21-P03', today)
    expect(ended.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
    expect(await t.db.query(`SELECT count(*)::int AS n FROM parking_reservations`)).toEqual(before)
    const read = await call(t.app, { url: `${rental}/parking-spots`, cookie })
    expect(read.statusCode).toBe(200)
  })
})

describe('no double booking', () => {
  it('lets exactly 1 of 50 concurrent reservations of one spot and date win; 49 get 409', async () => {
    const start = addDaysIso(today, 3)
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(i % 2 === 0 ? cookies.aino : cookies.antti, 'HK21-P06', start),
      ),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({ error: 'PARKING_RESERVATION_OVERLAP' })
    }
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM parking_reservations r JOIN parking_spots s ON s.id = r.parking_spot_id
        WHERE s.rentable_parking_spot_id = 'HK21-P06'`,
    )
    expect(rows[0]?.n).toBe(1)
  })

  it('lets concurrent reservations of one spot on different start dates also leave one', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reserve(cookies.aino, 'HK21-H04', addDaysIso(today, i))),
    )
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19)
  })

  it('is enforced by the database itself, whatever the server does', async () => {
    const [spot] = await t.db.query<{ id: string }>(
      `SELECT id FROM parking_spots WHERE rentable_parking_spot_id = 'HK21-H02'`,
    )
    await t.db.query(
      `INSERT INTO parking_reservations (parking_spot_id, contract_id, start_date, end_date)
       VALUES ($1, $2, '2030-01-01', '2030-01-31')`,
      [spot!.id, demoIds.neighbourContract],
    )
    for (const [from, to] of [
      ['2030-01-31', '2030-02-10'],
      ['2029-12-01', '2030-01-01'],
      ['2029-01-01', null],
      ['2030-01-10', '2030-01-11'],
    ]) {
      await expect(
        t.db.query(
          `INSERT INTO parking_reservations (parking_spot_id, contract_id, start_date, end_date)
           VALUES ($1, $2, $3, $4)`,
          [spot!.id, demoIds.neighbourContract, from, to],
        ),
        `${from}..${to}`,
      ).rejects.toMatchObject({ code: '23P01' })
    }
    // Adjacent ranges are fine: the day after the end.
    await t.db.query(
      `INSERT INTO parking_reservations (parking_spot_id, contract_id, start_date, end_date)
       VALUES ($1, $2, '2030-02-01', NULL)`,
      [spot!.id, demoIds.neighbourContract],
    )
  })
})
