/**
 * The service worker as the browser tests meet it (issue 25): tests that allow the worker
 * (`test.use({ serviceWorkers: 'allow' })`) wait for it to control the page before they go
 * offline or look for cached answers.
 */
import { expect, type Page } from '@playwright/test'

/** Waits until the service worker controls `page` (reloading once if it took over late). */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload()
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
}
