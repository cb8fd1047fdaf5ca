/**
 * Helpers of the service request and message browser tests (issue 11): log in as Aino, test
 * files as buffers, and an intercepted profile without a phone number.
 */
import { expect, type Page } from '@playwright/test'
import { contractIdOf, declineConsent, noWriteDelay, qa } from './accounts.ts'

export { expectNoSeriousViolations, qa } from './accounts.ts'

/** A 1×1 PNG photo. */
export const photo = {
  name: 'vuoto.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
}

/** A Windows executable named like a photo (the server must refuse it by its bytes). */
export const disguisedExe = {
  name: 'kuva.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58, 0),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64, 0),
    Buffer.from('PE\0\0'),
    Buffer.alloc(200, 0),
  ]),
}

/** A file given to a file chooser. */
type TestFile = { name: string; mimeType: string; buffer: Buffer }

/** Chooses `files` in the kit's file upload `qa` (its file chooser's input). */
export async function chooseFiles(page: Page, qaName: string, ...files: TestFile[]): Promise<void> {
  await qa(page, qaName).locator('input[type="file"]').setInputFiles(files)
}

/**
 * Logs Aino in (optionally in a language), declines the consent banner and answers her first
 * contract's id.
 */
export async function logInAsAino(page: Page, lang?: 'fi' | 'sv' | 'en'): Promise<string> {
  await noWriteDelay(page)
  await page.goto(`/login?lang=${lang ?? 'fi'}`)
  await qa(page, 'login-username').fill('aino.virtanen@example.com')
  await qa(page, 'login-password').fill('Asukas-demo-1')
  await qa(page, 'login-submit').click()
  await page.waitForURL(/\/asiointi\/[0-9a-f-]{36}$/, { timeout: 20_000 })
  await declineConsent(page)
  if (lang) await expect(page.locator('html')).toHaveAttribute('lang', lang)
  return contractIdOf(page)
}

/** Makes the profile answer without a phone number (the missing-phone state). */
export async function withoutPhone(page: Page): Promise<void> {
  await page.route('**/api/user/profile', async (route) => {
    const response = await route.fetch()
    const profile = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...profile, phoneNumber: null } })
  })
}
