/**
 * Payments in the browser (issue 12; spec 01 §2 Payments, spec 02 §1 Payments): the payment
 * information tab (reference number and IBAN with copy buttons, accounts by category, targets, the
 * virtual barcode of the next due payment) and the payment history tab (months with arrear,
 * advance or neutral, remittances) in fi, sv and en, on a 390 px phone and on the desktop, with
 * axe-core on each; the invoice type on own information.
 */
import { expect, test, type Route } from '@playwright/test'
import {
  contracts,
  expectNoSeriousViolations,
  noWriteDelay,
  phone,
  qa,
  signIn,
  users,
} from '../pages/property.ts'

test.beforeEach(async ({ page }) => {
  await noWriteDelay(page)
})

test('payment information and history in Finnish on the desktop, with copy buttons and the virtual barcode', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, users.aino)
  await page.goto(`/asiointi/${contracts.ainoRental}/maksut/tiedot`)
  await expect(page.getByRole('heading', { level: 1, name: 'Maksutiedot' })).toBeVisible()
  await expect(qa(page, 'reference-number')).toHaveText(/^\d[\d ]+\d$/)
  const reference = (await qa(page, 'reference-number').textContent())!.replaceAll(' ', '')

  await qa(page, 'copy-reference').click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Kopioitu leikepöydälle' }).first(),
  ).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference)

  const categories = qa(page, 'payment-category')
  await expect(categories).toHaveCount(3)
  await expect(categories.first().getByRole('heading')).toHaveText('Vuokra')
  await expect(qa(page, 'iban').first()).toHaveText('FI21 1234 5600 0007 85')
  await qa(page, 'copy-iban').first().click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FI2112345600000785')

  await expect(qa(page, 'payment-target')).toHaveCount(2)
  await expect(qa(page, 'payment-targets')).toContainText('890,00\u00a0€')

  // The virtual barcode of next month's rent: version 4, the rent account, 938,00 €.
  const barcode = qa(page, 'barcode')
  await expect(barcode).toHaveText(/^4\d{53}$/)
  const code = (await barcode.textContent())!
  expect(code.slice(1, 17)).toBe('2112345600000785')
  expect(code.slice(17, 25)).toBe('00093800')
  expect(code.slice(28, 48)).toBe(reference.padStart(20, '0'))
  await qa(page, 'copy-barcode').click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
  await expectNoSeriousViolations(page)

  await qa(page, 'tab-history').click()
  await expect(page).toHaveURL(/\/maksut\/historia$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Maksuhistoria' })).toBeVisible()
  const months = qa(page, 'payment-month')
  await expect(months).toHaveCount(7)
  const arrear = page.locator('[data-qa="payment-month"][data-sign="arrear"]')
  await expect(arrear).toHaveCount(1)
  await expect(arrear.locator('[data-qa="difference"]')).toHaveText('−152,40\u00a0€')
  await expect(arrear).toContainText('Maksamatta')
  await expect(qa(page, 'remittance').first()).toContainText('VIRTANEN AINO')
  await expect(qa(page, 'tab-history')).toHaveAttribute('aria-current', 'page')
  await expectNoSeriousViolations(page)
})

test('payments in Swedish and English on a phone; an advance on the right-of-occupancy contract', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await signIn(page, users.aino, 'sv')
  await page.goto(`/asiointi/${contracts.ainoRightOfOccupancy}/maksut/tiedot`)
  await expect(page.getByRole('heading', { level: 1, name: 'Betalningsuppgifter' })).toBeVisible()
  await expect(qa(page, 'payment-category').first().getByRole('heading')).toHaveText(
    'Bruksvederlag',
  )
  await expect(qa(page, 'barcode')).toHaveText(/^4\d{53}$/)
  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  )
  expect(overflow).toEqual([])
  await expectNoSeriousViolations(page)

  await qa(page, 'tab-history').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Betalningshistorik' })).toBeVisible()
  const advance = page.locator('[data-qa="payment-month"][data-sign="advance"]')
  await expect(advance.locator('[data-qa="difference"]')).toHaveText('20,00\u00a0€')
  await expect(advance).toContainText('Förskott')
  await expectNoSeriousViolations(page)

  await qa(page, 'lang-en').first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible()
  await expect(advance).toContainText('Paid in advance')
  await expect(qa(page, 'remittances').getByRole('columnheader', { name: 'Payer' })).toBeVisible()
})

test('payments are not found for another resident’s contract; own information shows the invoice type', async ({
  page,
}) => {
  await signIn(page, users.mikko)
  await page.goto(`/omat-tiedot/${contracts.mikko}`)
  await expect(qa(page, 'own-info-invoice-type')).toHaveAttribute('data-kind', 'electronic')
  await page.goto(`/asiointi/${contracts.mikko}/maksut/historia`)
  await expect(qa(page, 'payment-month').first()).toBeVisible()
  await page.goto(`/asiointi/${contracts.ainoRental}/maksut/tiedot`)
  await expect(page).toHaveURL(/\/404$|\/asiointi\//)
  await expect(qa(page, 'payment-info')).toHaveCount(0)
})

test('payment load failures show the spec’s messages', async ({ page }) => {
  await signIn(page, users.aino)
  await page.route('**/api/contracts/*/payment-categories', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"INTERNAL_SERVER_ERROR"}',
    }),
  )
  await page.route('**/api/contracts/*/remittances', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"INTERNAL_SERVER_ERROR"}',
    }),
  )
  await page.goto(`/asiointi/${contracts.ainoRental}/maksut/tiedot`)
  await expect(qa(page, 'payment-info-error')).toHaveText(/Maksutietojen lataaminen epäonnistui/)
  await qa(page, 'tab-history').click()
  await expect(qa(page, 'payment-history-error')).toHaveText(
    /Maksuhistorian lataaminen epäonnistui/,
  )
})

test('payment empty states: no accounts, no targets, no remittances', async ({ page }) => {
  await signIn(page, users.aino)
  const empty = (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
  await page.route('**/api/contracts/*/payment-categories', empty)
  await page.route('**/api/contracts/*/payments-by-month', empty)
  await page.route('**/api/contracts/*/remittances', empty)
  await page.goto(`/asiointi/${contracts.ainoRental}/maksut/tiedot`)
  await expect(qa(page, 'no-account-data')).toBeVisible()
  await expect(qa(page, 'no-targets')).toBeVisible()
  await expect(qa(page, 'barcode-none')).toBeVisible()
  await qa(page, 'tab-history').click()
  await expect(qa(page, 'no-remittances')).toBeVisible()
})
