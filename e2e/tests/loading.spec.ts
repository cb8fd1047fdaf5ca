/**
 * Issue 9 "no layout shift" and "no waterfall", as a resident meets them: while the front page's
 * data is on its way the page shows skeletons of its blocks and of the footer's contacts, then
 * the page at once; the first load reads each API path once (the reads that started with the
 * page's code are the ones the page uses).
 */
import { expect, test, type Page } from '@playwright/test'
import { createResident } from '../pages/fixtures.ts'
import { FrontPage, LoginPage, answerConsent } from '../pages/portal.ts'

/** Holds every request matching `url` until the returned function is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Logs the demo resident in (consent answered) and gives their building page's URL. */
async function buildingPageOfDemoResident(page: Page): Promise<string> {
  const login = new LoginPage(page)
  await login.open()
  await login.logIn()
  await answerConsent(page)
  return page.url().replace(/(\/asiointi\/[^/]+).*/, '$1/kiinteiston-tiedot')
}

test('the front page shows skeletons while its data loads, then the page', async ({ page }) => {
  const resident = await createResident(page.request, { firstName: 'Siiri' })
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(resident)
  await answerConsent(page)
  const front = new FrontPage(page)
  await expect(front.greeting()).toContainText('Siiri')
  const frontUrl = page.url()

  // Hold the notifications and the footer's contacts until the skeletons have been seen.
  const release = await hold(page, /\/api\/(user\/notifications|contracts\/[^/]+\/contacts)$/)
  const reads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search)
  })

  await page.goto(frontUrl)
  await expect(page.locator('[data-qa="front-page-skeleton"]')).toBeVisible()
  await expect(page.locator('[data-qa="skeleton-footer-contact"]').first()).toBeAttached()
  await expect(front.greeting()).toHaveCount(0)
  release()

  await expect(front.greeting()).toContainText('Siiri')
  await expect(page.locator('[data-qa="front-page-skeleton"]')).toHaveCount(0)
  await expect(page.locator('[data-qa="footer-contact"]').first()).toBeAttached()
  await expect(page.locator('[data-qa="skeleton-footer-contact"]')).toHaveCount(0)

  // Each read once: the requests started with the code were taken by the page's queries.
  const repeated = reads.filter((path, index) => reads.indexOf(path) !== index)
  expect(repeated).toEqual([])
  expect(reads).toContain('/api/user/notifications')
})

test('the building page keeps the picture’s and the facts’ place while they load', async ({
  page,
}) => {
  const buildingUrl = await buildingPageOfDemoResident(page)

  const release = await hold(page, /\/api\/contracts\/[^/]+\/building-info$/)
  await page.goto(buildingUrl)
  const imageSkeleton = page.locator('[data-qa="building-image-skeleton"]')
  await expect(imageSkeleton).toBeVisible()
  await expect(page.locator('[data-qa="building-facts-skeleton"]')).toBeVisible()
  // the contacts below are placed where they stay once the building has arrived
  await expect(page.locator('[data-qa="building-contact"]').first()).toBeVisible()
  const contactsBefore = await page.locator('[data-qa="building-contacts"]').boundingBox()
  const pictureBox = await imageSkeleton.boundingBox()
  release()

  await expect(page.locator('[data-qa="building-facts"]')).toBeVisible()
  await expect(imageSkeleton).toHaveCount(0)
  expect(await page.locator('[data-qa="building-image"]').boundingBox()).toEqual(pictureBox)
  const contactsAfter = await page.locator('[data-qa="building-contacts"]').boundingBox()
  // within a few pixels (the facts' text may wrap a line differently from the placeholder)
  expect(Math.abs((contactsAfter?.y ?? 0) - (contactsBefore?.y ?? 0))).toBeLessThan(8)
})

test('a data screen’s data and texts load with its code, and the screen opens without a loader', async ({
  page,
}) => {
  const buildingUrl = await buildingPageOfDemoResident(page)
  // Whether the screen's loader (its place in the main area while its code or texts load) is
  // ever shown; the building's own data has its skeletons and loaders inside the screen.
  await page.addInitScript(() => {
    const seen = { loader: false }
    Object.assign(window, { asukasSeen: seen })
    new MutationObserver(() => {
      if (document.querySelector('main > [data-qa="loader"]')) seen.loader = true
    }).observe(document, { childList: true, subtree: true })
  })

  // Hold the app's own module: what is requested meanwhile does not wait for the app to run.
  const release = await hold(page, /\/assets\/main-[\w-]+\.js$/)
  const requested: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    requested.push(url.pathname + url.search)
  })

  await page.goto(`${buildingUrl}?lang=sv`)
  const isBuildingRead = (path: string) => /^\/api\/contracts\/[^/]+\/building-info$/.test(path)
  // The screen's data and its Swedish texts (the app's, the building section's and the contacts
  // section's, which has the resident committee's roles) are on their way.
  await expect.poll(() => requested.some(isBuildingRead)).toBe(true)
  await expect.poll(() => requested.filter((path) => /^\/assets\/sv-/.test(path)).length).toBe(3)
  release()

  await expect(page.locator('[data-qa="building-facts"]')).toBeVisible()
  await expect(page.locator('[data-qa="building-feedback"]')).toHaveText('Ge respons')
  // The early answer was the one the screen used: the building was read once.
  expect(requested.filter(isBuildingRead)).toHaveLength(1)
  expect(
    await page.evaluate(
      () => (window as unknown as { asukasSeen: { loader: boolean } }).asukasSeen.loader,
    ),
  ).toBe(false)
})
