/**
 * Services read "today" from the app's clock (issue 10: no service calls `todayInHelsinki()`
 * itself): moving the clock moves the Helsinki calendar day the contracts feature works with.
 * Emilia (born 2016-05-03, a child on Aino's rental) becomes an adult on 2034-05-03.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../src/platform/clock.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, login, startTestApp, type TestApp } from '../helpers/app.ts'

// 2034-05-02 23:30 in Helsinki (UTC+3 in May) is 20:30 UTC.
const clock = manualClock(new Date('2034-05-02T20:30:00Z'))
let t: TestApp

beforeAll(async () => {
  t = await startTestApp({}, { clock })
})

afterAll(async () => {
  await t.close()
})

async function emiliaIsAdult(cookie: string): Promise<boolean | null> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/contracts/${demoIds.ainoRentalContract}/tenants`,
    headers: { cookie },
  })
  expect(answer.statusCode).toBe(200)
  const tenants = answer.json<{ id: string; isAdult?: boolean | null }[]>()
  const emilia = tenants.find((tenant) => tenant.id === demoIds.emiliaRentalTenant)
  if (!emilia) throw new Error('Emilia is missing')
  return emilia.isAdult ?? null
}

describe('the contracts feature takes today from the clock', () => {
  it('counts age by the Helsinki day of the clock, not of the machine', async () => {
    const cookie = await login(t.app, AINO)
    expect(await emiliaIsAdult(cookie)).toBe(false)
    clock.advance(60 * 60 * 1000) // 00:30 on 2034-05-03 in Helsinki, still 21:30 UTC on the 2nd
    expect(await emiliaIsAdult(cookie)).toBe(true)
  })
})
