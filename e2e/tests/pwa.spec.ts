/**
 * The installable portal (issue 25 item 3): a web app manifest in the page's language, a service
 * worker that serves the app shell from its cache on a return visit, keeps the last page for when
 * the network is gone, and offers a new version with an update prompt.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { controlled } from '../pages/service-worker.ts'

/** The service worker of the build that the test server serves. */
const builtWorker = new URL('../../apps/web/dist/sw.js', import.meta.url)

test.use({ serviceWorkers: 'allow' })

test('the manifest names the portal in the page language, with icons', async ({
  page,
  request,
}) => {
  for (const [lang, name] of [
    ['fi', 'Asukas – asukkaan asiointi'],
    ['sv', 'Asukas – invånarens tjänster'],
    ['en', 'Asukas – resident services'],
  ] as const) {
    await page.goto(`/login?lang=${lang}`)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe(`/manifest.${lang}.webmanifest`)
    const answer = await request.get(href ?? '')
    expect(answer.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await answer.json()) as {
      name: string
      lang: string
      display: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({ name, lang, display: 'standalone' })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200)
    }
  }
})

test('a return visit takes the app shell from the worker, and the last page shows offline', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await controlled(page)
  const fromWorker: string[] = []
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname)
  })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The boot entry and the stylesheet that index.html names came from the worker's cache.
  const entry = await page
    .locator('script[type="module"][src^="/assets/"]')
    .first()
    .getAttribute('src')
  const style = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
  expect(fromWorker).toEqual(expect.arrayContaining([entry, style]))

  // No network: the last copy of the page, and its code, from the worker.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(false)
})

test('a new version waiting is offered, and taken on "Update now"', async ({ page }) => {
  await page.goto('/login?lang=en')
  await controlled(page)
  // The next deployment: the built worker with other bytes (restored after the test; the other
  // tests block service workers, so none of them reads it).
  const original = readFileSync(builtWorker, 'utf8')
  writeFileSync(builtWorker, `${original}\n// next version\n`)
  try {
    await nextVersionOffered(page)
  } finally {
    writeFileSync(builtWorker, original)
  }
})

/** Asks the browser to look for a new worker, then takes the offered version. */
async function nextVersionOffered(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })
  // The new worker installs (precaching the shell) and waits for the page's word.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return registration?.waiting?.state ?? registration?.installing?.state ?? 'none'
        }),
      { timeout: 20_000 },
    )
    .toBe('installed')
  const prompt = page
    .getByRole('status')
    .filter({ hasText: 'A new version of Asukas is available.' })
  await expect(prompt).toBeVisible()
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Update now' }).click()
  await reloaded
  await expect(prompt).toBeHidden()
}
