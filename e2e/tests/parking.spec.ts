/**
 * Parking in the browser (issue 12; spec 01 §2 Parking, §4 panel logic; spec 02 §1 Parking, §5,
 * §8): on a 390 px phone by keyboard only, Aino reserves a free spot, sees it as hers, ends it
 * and sees "cancelled from"; the date filter, the legend and the price summaries on the desktop
 * in English; the overlap error when someone else wins the spot first; the contract error, 'no
 * parking areas' and the load failure; axe-core on the page and the open panel.
 */
import { expect, request, test, type Page } from '@playwright/test'
import {
  contracts,
  expectNoSeriousViolations,
  helsinkiDay,
  noWriteDelay,
  phone,
  qa,
  shown,
  shownInField,
  signIn,
  spot,
  typeDate,
  dateValue,
  users,
} from '../pages/property.ts'

test.beforeEach(async ({ page }) => {
  await noWriteDelay(page)
})

/** Presses Tab until the element `data-qa=name` has the focus (at most 15 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 15; i++) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-qa'))
    if (focused === name) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${name}`)
}

const parkingUrl = `/asiointi/${contracts.ainoRental}/pysakointi`

test('on a phone, by keyboard: reserve a free spot, see it as mine, end it, see it cancelled', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await signIn(page, users.aino)
  await page.goto(parkingUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'Pysäköinti' })).toBeVisible()
  await expect(qa(page, 'parking-area')).toHaveCount(2)
  await expect(qa(page, 'parking-legend')).toBeVisible()
  await expect(qa(page, 'parking-range')).toHaveText(
    `Vapaat paikat ajalla ${shown(helsinkiDay())}–${shown(helsinkiDay(7))}`,
  )
  await expect(qa(page, 'parking-area-price').first()).toHaveText('alkaen 15\u00a0€/kk')
  await expect(spot(page, 'HK21-H01')).toHaveAttribute('data-status', 'active')
  await expect(spot(page, 'HK21-H05')).toHaveAttribute('data-status', 'not_in_use')
  await expect(spot(page, 'HK21-P01')).toHaveAttribute('data-status', 'disabled')
  const free = spot(page, 'HK21-P04')
  await expect(free).toHaveAttribute('data-status', 'default')
  await expectNoSeriousViolations(page)

  await free.focus()
  await page.keyboard.press('Enter')
  const panel = qa(page, 'spot-panel')
  await expect(panel).toBeVisible()
  await expect(panel).toHaveAccessibleName('Varaa: HK21-P04')
  await expect(dateValue(page, 'reserve-start-date')).toHaveValue(helsinkiDay())
  await expect(qa(page, 'reserve-submit')).toBeDisabled()
  await expectNoSeriousViolations(page)
  await tabTo(page, 'reserve-rules')
  await page.keyboard.press('Space')
  await tabTo(page, 'reserve-submit')
  await page.keyboard.press('Enter')
  await expect(qa(page, 'reserve-success')).toBeVisible()
  await expect(qa(page, 'reserve-success-start')).toHaveText(shown(helsinkiDay()))
  await expect(qa(page, 'reserve-success-price')).toHaveText('30\u00a0€/kk')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(free).toBeFocused()
  await expect(free).toHaveAttribute('data-status', 'active')

  await page.keyboard.press('Enter')
  await expect(panel).toHaveAccessibleName('Tiedot: HK21-P04')
  await expect(dateValue(page, 'terminate-end-date')).toHaveValue(helsinkiDay())
  await tabTo(page, 'terminate-submit')
  await page.keyboard.press('Enter')
  await expect(qa(page, 'terminate-success')).toContainText(
    `Varaus päättyy ${shown(helsinkiDay())}.`,
  )
  await page.keyboard.press('Escape')
  await expect(free).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(qa(page, 'spot-cancelled')).toHaveText(
    `Varaus on irtisanottu päättymään ${shown(helsinkiDay())}.`,
  )
  await expect(qa(page, 'terminate-form')).toHaveCount(0)
  await page.keyboard.press('Escape')
})

test('the date filter, legend and prices by validity in English on the desktop', async ({
  page,
}) => {
  await signIn(page, users.aino, 'en')
  await page.goto(parkingUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'Parking' })).toBeVisible()
  await expect(qa(page, 'parking-legend')).toContainText('Mine, upcoming')
  const prices = qa(page, 'parking-area-price')
  await expect(prices.nth(1)).toHaveText('from 89\u00a0€/month')
  // The neighbour's spot is reserved for 20 more days: free only in a later window.
  await expect(spot(page, 'HK21-P02')).toHaveAttribute('data-status', 'disabled')
  // The range is typed, the end first, as a user would type; the field shows it dd.MM.yyyy as
  // the page's text does, in English too (issue 26 item 19: not dd/MM/yyyy).
  const dates = qa(page, 'parking-dates')
  await typeDate(page, dates, helsinkiDay(48), 3)
  await typeDate(page, dates, helsinkiDay(41))
  await expect
    .poll(() => shownInField(dates))
    .toBe(`${shown(helsinkiDay(41))}–${shown(helsinkiDay(48))}`)
  await expect(qa(page, 'parking-range')).toHaveText(
    `Free spots ${shown(helsinkiDay(41))}–${shown(helsinkiDay(48))}`,
  )
  await expect(spot(page, 'HK21-P02')).toHaveAttribute('data-status', 'default')
  // The hall's new prices are valid from day 40: 92,50 € shows its decimals.
  await expect(prices.nth(1)).toHaveText('from 92,50\u00a0€/month')
  await typeDate(page, dates, helsinkiDay(30), 3)
  await expect(qa(page, 'parking-dates-error')).toBeVisible()

  await spot(page, 'HK21-P02').click()
  await expect(qa(page, 'spot-panel')).toHaveAccessibleName('Reserve: HK21-P02')
  await expect(dateValue(page, 'reserve-start-date')).toHaveValue(helsinkiDay(41))
  await expect(qa(page, 'spot-equipment')).toHaveText('Yard spot, Heating outlet')
  await qa(page, 'spot-panel-close').click()
  await spot(page, 'HK21-H05').click()
  await expect(qa(page, 'spot-not-in-use')).toBeVisible()
  await expectNoSeriousViolations(page)
})

test('someone else wins the spot first: the overlap error (409)', async ({ page, baseURL }) => {
  await signIn(page, users.aino)
  await page.goto(parkingUrl)
  await spot(page, 'HK21-H02').click()
  await qa(page, 'reserve-rules').check()

  const antti = await request.newContext({ baseURL })
  const login = await antti.post('/api/login', {
    data: { username: users.antti, password: 'Asukas-demo-1' },
  })
  expect(login.status()).toBe(200)
  const won = await antti.post(
    `/api/contracts/${contracts.ainoRental}/parking-spots/reservations`,
    {
      data: { rentableParkingSpotId: 'HK21-H02', startDate: helsinkiDay(), endDate: null },
    },
  )
  expect(won.status()).toBe(200)
  await antti.dispose()

  await qa(page, 'reserve-submit').click()
  await expect(qa(page, 'reserve-error')).toHaveText(
    'Paikka on jo varattu valitusta päivästä alkaen. Valitse toinen paikka tai päivä.',
  )
  await page.keyboard.press('Escape')
  await expect(spot(page, 'HK21-H02')).toHaveAttribute('data-status', 'disabled')
})

test('contract error, no parking areas and the load failure', async ({ page }) => {
  await signIn(page, users.aino, 'sv')
  await page.route('**/parking-spots/reservations', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: '{"error":"PARKING_CONTRACT_NOT_CURRENT"}',
    }),
  )
  await page.goto(parkingUrl)
  await spot(page, 'HK21-P06').click()
  await qa(page, 'reserve-rules').check()
  await qa(page, 'reserve-submit').click()
  await expect(qa(page, 'reserve-error')).toHaveText(
    'Endast en hyresgäst med ett gällande avtal kan boka eller säga upp en plats.',
  )
  await page.keyboard.press('Escape')

  await page.route('**/parking-spots?include=all', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ parkingAreas: [], reservationPossibleUntil: null }),
    }),
  )
  await page.reload()
  await expect(qa(page, 'no-parking-areas')).toHaveText('Inga parkeringsområden finns.')
  await page.unroute('**/parking-spots?include=all')
  await page.route('**/parking-spots?include=all', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"INTERNAL_SERVER_ERROR"}',
    }),
  )
  await page.reload()
  await expect(qa(page, 'parking-error')).toBeVisible({ timeout: 20_000 })
})
