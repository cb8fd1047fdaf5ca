/**
 * Readable offline (issue 25 item 4): with the service worker, the front page, payment
 * information (the virtual barcode and reference), contacts and a fault report of the resident
 * show from the cache when the network is gone, with "offline, last updated HH.MM" in the
 * resident's language; a form says it cannot be sent offline and keeps what was typed; logging
 * out empties the cache of API answers.
 */
import { expect, test, type Page } from '@playwright/test'
import { logInAsAino, qa } from '../pages/defect-notices.ts'
import { controlled } from '../pages/service-worker.ts'

test.use({ serviceWorkers: 'allow' })

/** The name of the worker's cache of API answers (apps/web `shared/api/offline-reads.ts`). */
const API_CACHE = 'asukas-api'

/** The paths of the API answers in the worker's cache. */
function cachedApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return []
    const cache = await caches.open(name)
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  }, API_CACHE)
}

/** Every clock time (HH.MM, Helsinki, Finnish) from `from` to now. */
function clockTimesSince(from: Date): string[] {
  const format = new Intl.DateTimeFormat('fi-FI', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Helsinki',
  })
  const times = new Set<string>()
  for (let at = from.getTime() - 60_000; at <= Date.now() + 60_000; at += 30_000) {
    times.add(format.format(at))
  }
  return [...times]
}

test('the last-seen pages read offline with the time of the data; a form keeps what was typed', async ({
  page,
  context,
}) => {
  const contractId = await logInAsAino(page)
  await controlled(page)
  const seenFrom = new Date()
  const pages = {
    front: `/asiointi/${contractId}`,
    payments: `/asiointi/${contractId}/maksut/tiedot`,
    contacts: `/asiointi/${contractId}/yhteystiedot`,
    newReport: `/asiointi/${contractId}/vikailmoitus`,
  }

  // Online, through the worker: each page once, so its answers are stored.
  await page.goto(pages.front)
  await expect(qa(page, 'defect-notice').first()).toBeVisible()
  await expect(qa(page, 'offline-notice')).toBeHidden()
  const reportHref = await qa(page, 'defect-notice').first().getByRole('link').getAttribute('href')
  const reportTitle = await qa(page, 'defect-notice').first().getByRole('link').textContent()
  expect(reportHref).toMatch(/\/vikailmoitus\/[0-9a-f-]{36}$/)
  await page.goto(pages.payments)
  await expect(qa(page, 'barcode')).toHaveText(/^4\d{53}$/)
  const barcode = await qa(page, 'barcode').textContent()
  const reference = await qa(page, 'reference-number').textContent()
  await page.goto(pages.contacts)
  await expect(qa(page, 'contact-card').first()).toBeVisible()
  const contactCards = await qa(page, 'contact-card').count()
  await page.goto(reportHref ?? '')
  await expect(qa(page, 'defect-notice-timeline')).toBeVisible()
  await page.goto(pages.newReport)
  await expect(qa(page, 'defect-class-2')).toBeVisible()
  await expect(qa(page, 'offline-notice')).toBeHidden()
  expect(await cachedApiPaths(page)).toEqual(
    expect.arrayContaining([
      '/api/user/profile',
      `/api/contracts/${contractId}/payments-by-month`,
      `/api/contracts/${contractId}/contacts`,
    ]),
  )

  // No network: each page again, from the cache, with the notice and the time of its data.
  await context.setOffline(true)
  const times = clockTimesSince(seenFrom)
  const notice = qa(page, 'offline-notice')
  async function expectOfflineNotice(): Promise<void> {
    await expect(notice).toHaveAttribute('role', 'status')
    await expect(notice).toHaveText(
      /^Olet offline-tilassa\. Tiedot päivitetty viimeksi klo \d\d\.\d\d\.$/,
    )
    const time = /klo (\d\d\.\d\d)/.exec((await notice.textContent()) ?? '')?.[1]
    expect(times).toContain(time)
  }

  await page.goto(pages.front)
  await expect(qa(page, 'greeting')).toBeVisible()
  await expect(qa(page, 'defect-notice').first()).toHaveText(new RegExp(reportTitle ?? ''))
  await expectOfflineNotice()

  await page.goto(pages.payments)
  await expect(qa(page, 'barcode')).toHaveText(barcode ?? '')
  await expect(qa(page, 'reference-number')).toHaveText(reference ?? '')
  await expectOfflineNotice()

  await page.goto(pages.contacts)
  await expect(qa(page, 'contact-card')).toHaveCount(contactCards)
  await expectOfflineNotice()

  await page.goto(reportHref ?? '')
  await expect(qa(page, 'defect-notice-timeline')).toBeVisible()
  await expectOfflineNotice()

  // A new fault report cannot be sent offline: the form says so and keeps what was typed.
  await page.goto(pages.newReport)
  await expectOfflineNotice()
  await qa(page, 'defect-location-CONTRACT_TARGET').check()
  await qa(page, 'defect-class-2').click()
  await qa(page, 'defect-notice-title').fill('Hana vuotaa')
  await qa(page, 'defect-notice-description').fill('Keittiön hana tippuu koko ajan.')
  await qa(page, 'defect-notice-preview-button').click()
  await qa(page, 'defect-notice-send').click()
  const unsent = qa(page, 'offline-write')
  await expect(unsent).toHaveAttribute('role', 'alert')
  await expect(unsent).toContainText(
    'Lomaketta ei voi lähettää ilman verkkoyhteyttä. Tekemäsi muutokset ovat tallessa.',
  )
  await expect(qa(page, 'defect-notice-send')).toBeEnabled()
  await qa(page, 'defect-notice-edit').click()
  await expect(qa(page, 'defect-notice-title')).toHaveValue('Hana vuotaa')
  await expect(qa(page, 'defect-notice-description')).toHaveValue('Keittiön hana tippuu koko ajan.')
  await expect(qa(page, 'defect-class-2')).toHaveAttribute('aria-pressed', 'true')

  // The network is back: the data is read again and the notice goes.
  await context.setOffline(false)
  await expect(notice).toBeHidden()
})

test('the notice is in the resident language', async ({ page, context }) => {
  const contractId = await logInAsAino(page, 'sv')
  await controlled(page)
  await page.goto(`/asiointi/${contractId}/maksut/tiedot`)
  await expect(qa(page, 'barcode')).toBeVisible()
  await context.setOffline(true)
  await page.reload()
  await expect(qa(page, 'barcode')).toBeVisible()
  await expect(qa(page, 'offline-notice')).toHaveText(
    /^Du är offline\. Uppgifterna uppdaterades senast kl\. \d\d\.\d\d\.$/,
  )
  await context.setOffline(false)
})

test('logging out empties the cache of API answers', async ({ page }) => {
  const contractId = await logInAsAino(page)
  await controlled(page)
  await page.goto(`/asiointi/${contractId}/maksut/tiedot`)
  await expect(qa(page, 'barcode')).toBeVisible()
  expect(await cachedApiPaths(page)).toContain(`/api/contracts/${contractId}/payment-categories`)

  await qa(page, 'profile-menu').click()
  await qa(page, 'logout').click()
  await page.waitForURL(/\/login/, { timeout: 15_000 })
  // Nothing of the resident's is left; the login page may cache the deployment's settings again
  // (the same for everyone).
  await expect
    .poll(async () => (await cachedApiPaths(page)).filter((path) => path !== '/api/app-settings'))
    .toEqual([])
})

test('a sign-in empties the cache of API answers, so the next person never reads them', async ({
  page,
}) => {
  const contractId = await logInAsAino(page)
  await controlled(page)
  await page.goto(`/asiointi/${contractId}/yhteystiedot`)
  await expect(qa(page, 'contact-card').first()).toBeVisible()
  expect(await cachedApiPaths(page)).toContain(`/api/contracts/${contractId}/contacts`)

  // Someone else signs in on the same browser (here: tries to; any sign-in empties it).
  const status = await page.evaluate(async () => {
    const answer = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'asukas' },
      body: JSON.stringify({
        username: 'mikko.korhonen@example.com',
        password: 'wrong-password-1',
      }),
    })
    return answer.status
  })
  expect(status).toBe(401)
  await expect.poll(() => cachedApiPaths(page)).toEqual([])
})
