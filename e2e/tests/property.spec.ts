/**
 * Documents and building information in the browser (issue 12; spec 01 §2 Documents, Building
 * information; spec 02 §7 "Files are opened in a new tab: a signed address is fetched, then the
 * blob"; §8 FILE_FAILED_TO_OPEN, FILE_FAILED_TO_LOAD; §9 slow message after 8 s): categories with
 * labels per language, opening a document in a new tab, the slow message, both failures, 'no
 * documents'; every building fact, contacts and links; in fi and sv/en, on a phone and the
 * desktop, with axe-core.
 */
import { expect, test } from '@playwright/test'
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

const documentsUrl = `/asiointi/${contracts.ainoRental}/dokumentit`
const buildingUrl = `/asiointi/${contracts.ainoRental}/kiinteiston-tiedot`

test('documents by category in Finnish; a document opens in a new tab from its fetched address', async ({
  page,
}) => {
  await signIn(page, users.aino)
  await page.goto(documentsUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumentit' })).toBeVisible()
  await expect(qa(page, 'document-group').getByRole('heading', { level: 2 })).toHaveText([
    'Asukaskokousten pöytäkirjat',
    'Yleiset asiakirjat',
    'Turvallisuus',
  ])
  await expectNoSeriousViolations(page)

  const linkCall = page.waitForResponse((r) =>
    /\/api\/contracts\/[^/]+\/documents\/[0-9a-f-]{36}$/.test(r.url()),
  )
  const popup = page.waitForEvent('popup')
  await qa(page, 'document-open').first().click()
  expect((await linkCall).status()).toBe(200)
  const tab = await popup
  await expect.poll(() => tab.url()).toMatch(/^blob:/)
  await tab.close()
  await expect(qa(page, 'document-failed-to-load')).toHaveCount(0)
})

test('document labels in Swedish on a phone; the slow message after 8 seconds', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(phone)
  await signIn(page, users.aino, 'sv')
  await page.goto(documentsUrl)
  await expect(qa(page, 'document-group').first().getByRole('heading')).toHaveText(
    'Protokoll från invånarmöten',
  )
  await expectNoSeriousViolations(page)
  await page.route(/\/documents\/[0-9a-f-]{36}$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 9000))
    await route.continue()
  })
  const popup = page.waitForEvent('popup')
  await qa(page, 'document-open').first().click()
  await expect(qa(page, 'document-slow')).toHaveText(
    'Det tar längre tid än vanligt att öppna filen. Vänta en stund.',
    { timeout: 12_000 },
  )
  const tab = await popup
  await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/)
  await expect(qa(page, 'document-slow')).toHaveCount(0)
})

test('FILE_FAILED_TO_LOAD, FILE_FAILED_TO_OPEN and no documents', async ({ page }) => {
  await signIn(page, users.aino)
  await page.route(/\/documents\/[0-9a-f-]{36}$/, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"NOT_FOUND"}' }),
  )
  await page.goto(documentsUrl)
  await qa(page, 'document-open').first().click()
  await expect(qa(page, 'document-failed-to-load')).toHaveText(
    'Tiedoston lataaminen epäonnistui. Yritä myöhemmin uudelleen.',
  )

  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.reload()
  await qa(page, 'document-open').first().click()
  await expect(qa(page, 'document-failed-to-open')).toHaveText(
    'Tiedoston avaaminen epäonnistui. Salli ponnahdusikkunat ja yritä uudelleen.',
  )

  await page.route(/\/api\/contracts\/[^/]+\/documents$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  )
  await page.reload()
  await expect(qa(page, 'no-documents')).toHaveText('Dokumentteja ei ole.')
})

test('building information in Finnish on the desktop: every fact, contacts and links', async ({
  page,
}) => {
  await signIn(page, users.aino)
  await page.goto(buildingUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'Helsinginkatu 21' })).toBeVisible()
  await expect(qa(page, 'building-image')).toBeVisible()
  const facts = qa(page, 'building-facts')
  await expect(qa(page, 'building-year')).toHaveText('1962')
  await expect(qa(page, 'building-heating')).toHaveText('Kaukolämpö')
  await expect(facts).toContainText('42')
  await expect(facts).toContainText('3\u00a0150,5 m²')
  await expect(facts).toContainText('Kallion Kuituverkko Oy')
  await expect(qa(page, 'building-contacts')).toContainText('Jukka Järvinen')
  await expect(qa(page, 'building-contact').nth(1)).toBeVisible()
  await expect(qa(page, 'building-feedback')).toHaveAttribute(
    'href',
    `/asiointi/${contracts.ainoRental}/palaute`,
  )
  await expect(qa(page, 'building-question')).toHaveAttribute(
    'href',
    `/asiointi/${contracts.ainoRental}/kysymys`,
  )
  await expectNoSeriousViolations(page)
})

test('building information in English on a phone, and its load failure', async ({ page }) => {
  await page.setViewportSize(phone)
  await signIn(page, users.mikko, 'en')
  await page.goto(`/asiointi/${contracts.mikko}/kiinteiston-tiedot`)
  await expect(page.getByRole('heading', { level: 1, name: /^Tikkurilantie 40/ })).toBeVisible()
  await expect(qa(page, 'building-facts')).toContainText('Year of construction')
  await expect(qa(page, 'building-heating')).not.toBeEmpty()
  await expect(page.getByRole('link', { name: 'Ask about housing' })).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.route('**/building-info', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"INTERNAL_SERVER_ERROR"}',
    }),
  )
  await page.goto(`/asiointi/${contracts.mikko}/kiinteiston-tiedot`)
  await expect(qa(page, 'building-error')).toContainText(
    'Building information could not be loaded. Please try again later.',
    { timeout: 20_000 },
  )
})
