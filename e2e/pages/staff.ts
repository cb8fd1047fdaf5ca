/**
 * The staff console in the browser (issue 14): logging in with the password and the TOTP second
 * factor. On a member's first login the enrolment page shows the authenticator key; it is kept
 * in a file of this port's test output so later tests (and spec files) can compute codes. Codes
 * are RFC 6238 (HMAC-SHA1, 6 digits, 30 s) computed here with node:crypto; the server accepts
 * each time step once, so a second login in the same 30 s uses the next step (±1 is accepted).
 */
import { createHmac } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Page } from '@playwright/test'

/** Demo staff logins by role (apps/server/src/seed/demo-staff-console.ts). */
export const staffLogins = {
  all: 'staff@example.com',
  maintenance: 'huolto@example.com',
  customerService: 'asiakaspalvelu@example.com',
  propertyManager: 'isannointi@example.com',
  administrator: 'yllapito@example.com',
} as const

const port = process.env.E2E_PORT ?? '3100'
const store = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  `totp-${port}.json`,
)

interface Enrolled {
  secret: string
  lastStep: number
}

function readStore(): Record<string, Enrolled> {
  try {
    return JSON.parse(readFileSync(store, 'utf8')) as Record<string, Enrolled>
  } catch {
    return {}
  }
}

function writeStore(email: string, entry: Enrolled): void {
  mkdirSync(dirname(store), { recursive: true })
  writeFileSync(store, JSON.stringify({ ...readStore(), [email]: entry }))
}

/**
 * Runs `login` holding `email`'s login lock across the test workers (a directory created
 * atomically): the server refuses any step not after the member's last accepted one, so two
 * workers logging the same member in at once could otherwise send steps out of order and one
 * would be refused. A lock older than a minute is a crashed worker's and is taken over.
 */
async function holdingLoginLock<T>(page: Page, email: string, login: () => Promise<T>): Promise<T> {
  const lock = `${store}.${email}.lock`
  mkdirSync(dirname(store), { recursive: true })
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000)
          rmSync(lock, { recursive: true, force: true })
      } catch {
        // released between the two calls
      }
      await page.waitForTimeout(250)
    }
  }
  try {
    return await login()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Forgets the stored keys (the server's database is new on every run). */
export function resetTotpStore(): void {
  mkdirSync(dirname(store), { recursive: true })
  writeFileSync(store, '{}')
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** The TOTP code of `secret` for time step `step` (RFC 6238 / RFC 4226 dynamic truncation). */
export function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(value).padStart(6, '0')
}

const currentStep = () => Math.floor(Date.now() / 30_000)

/**
 * Logs a staff member in at `/henkilosto`: password, then enrolment (first login; the recovery
 * codes are acknowledged) or a TOTP code. Ends on the inbox.
 */
export async function staffConsoleLogIn(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await holdingLoginLock(page, email, async () => {
    await page.goto('/henkilosto')
    await page.locator('[data-qa="staff-login-username"]').fill(email)
    await page.locator('[data-qa="staff-login-password"]').fill(password)
    await page.locator('[data-qa="staff-login-submit"]').click()
    await page.waitForURL(/\/henkilosto\/(tunnistus|kayttoonotto)$/)
    if (page.url().endsWith('/kayttoonotto')) {
      const secret = (await page.locator('[data-qa="staff-totp-secret"]').innerText()).replace(
        /\s/g,
        '',
      )
      const step = currentStep()
      await page.locator('[data-qa="staff-enrol-code"]').fill(totp(secret, step))
      await page.locator('[data-qa="staff-enrol-submit"]').click()
      await expect(page.locator('[data-qa="staff-recovery-codes"] li')).toHaveCount(10)
      writeStore(email, { secret, lastStep: step })
      await page.locator('[data-qa="staff-recovery-continue"]').click()
    } else {
      const enrolled = readStore()[email]
      if (!enrolled) throw new Error(`no stored authenticator key for ${email}`)
      let lastStep = enrolled.lastStep
      // A refused code (a step the clock had not reached, say) is retried once with the next step.
      for (let attempt = 0; ; attempt++) {
        const step = Math.max(currentStep(), lastStep + 1)
        // The server accepts the step after the current one at the earliest.
        while (step > currentStep() + 1) await page.waitForTimeout(2_000)
        await page.locator('[data-qa="staff-totp-code"]').fill(totp(enrolled.secret, step))
        await page.locator('[data-qa="staff-2fa-submit"]').click()
        lastStep = step
        writeStore(email, { secret: enrolled.secret, lastStep })
        const refused = page.locator('[data-qa="staff-2fa-error"]')
        await expect(page.locator('[data-qa="staff-signed-in"]').or(refused)).toBeVisible()
        if (attempt === 1 || !(await refused.isVisible())) break
      }
    }
    await page.waitForURL(/\/henkilosto\/saapuneet$/)
    await expect(page.locator('[data-qa="staff-signed-in"]')).toBeVisible()
  })
}
