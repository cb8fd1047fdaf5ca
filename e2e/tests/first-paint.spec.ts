/**
 * Issue 9, docs/decisions/0019: a first visit is painted from the server's HTML (the consent
 * banner in the visitor's language) before any script runs; the app then takes the banner over,
 * and once it is answered the server paints none.
 */
import { expect, test } from '@playwright/test'
import { logInAsAino } from '../pages/defect-notices.ts'
import { holdScript } from '../pages/portal.ts'

const banner = '[data-qa="consent-banner"]'

test('a first visit shows the consent banner without any script, in the chosen language', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/login?lang=sv')
    await expect(page.locator(banner)).toContainText('Kakor och spårning')
    // Nothing can be answered before the app runs.
    await expect(page.locator('[data-qa="consent-accept"]')).toBeDisabled()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    await page.goto('/login')
    await expect(page.locator(banner)).toContainText('Evästeet ja seuranta')
  } finally {
    await context.close()
  }
})

test('the app takes the banner over; the answer and the language reach the server', async ({
  page,
}) => {
  await page.goto('/login')
  await expect(page.locator(banner)).toContainText('Evästeet ja seuranta')
  // The chosen language is the next first paint's.
  await page.locator('[data-qa="lang-en"]').click()
  await expect(page.locator(banner)).toContainText('Cookies and tracking')
  const english = await (await page.request.get('/login')).text()
  expect(english).toContain('<html lang="en">')
  expect(english).toContain('Cookies and tracking')
  // The live banner answers; the server then paints no banner.
  await page.locator('[data-qa="consent-decline"]').click()
  await expect(page.locator(banner)).toHaveCount(0)
  expect(await (await page.request.get('/login')).text()).not.toContain('consent-banner')
  await page.reload()
  await expect(page.locator('[data-qa="login-submit"]')).toBeVisible()
  await expect(page.locator(banner)).toHaveCount(0)
})

test('the bulletin board asks for its first image as soon as its bulletins arrive, before the screen’s code runs', async ({
  page,
}) => {
  const contractId = await logInAsAino(page)
  // The screen's code is held back, as on a slow phone.
  const { release } = await holdScript(page, 'BulletinBoardScreen')
  const images: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname)
  })
  await page.goto(`/asiointi/${contractId}/ilmoitustaulu`)
  await expect.poll(() => images.length).toBeGreaterThan(0)
  await expect(page.locator('[data-qa="bulletin-card"]')).toHaveCount(0)
  release()
  const firstImage = page.locator('[data-qa="bulletin-card"] img').first()
  await expect(firstImage).toBeVisible()
  // The card's image is the one already asked for, and it has loaded.
  const src = new URL((await firstImage.getAttribute('src')) ?? '', page.url()).pathname
  expect(images[0]).toBe(src)
  await expect
    .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
})
