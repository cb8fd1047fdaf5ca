/**
 * Page helpers of the property screens (issue 12): payments, documents, building information and
 * parking. Locators use `data-qa` and roles, never Finnish text, so one test runs in fi, sv and en.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { declineConsent, logIn, qa } from './accounts.ts'

export { expectNoSeriousViolations, noWriteDelay, qa } from './accounts.ts'

/** The demo contracts (fixed ids of the seed, `demoIds`). */
export const contracts = {
  ainoRental: 'a5a50000-0005-4000-8000-000000000001',
  ainoRightOfOccupancy: 'a5a50000-0005-4000-8000-000000000002',
  mikko: 'a5a50000-0005-4000-8000-000000000003',
} as const

/** Demo logins. */
export const users = {
  aino: 'aino.virtanen@example.com',
  antti: 'antti.nieminen@example.com',
  mikko: 'mikko.korhonen@example.com',
} as const

/** The 390 px phone viewport of the issue. */
export const phone = { width: 390, height: 844 }

/** Logs `email` in (demo password), answers the consent banner and picks `lang`. */
export async function signIn(page: Page, email: string, lang: 'fi' | 'sv' | 'en' = 'fi') {
  await logIn(page, email, 'Asukas-demo-1')
  await declineConsent(page)
  if (lang !== 'fi') {
    await qa(page, `lang-${lang}`).first().click()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  }
}

/** Today in Helsinki, `yyyy-MM-dd`, moved by `days`. */
export function helsinkiDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** `yyyy-MM-dd` → `dd.MM.yyyy`, as the app shows dates. */
export function shown(date: string): string {
  const [y, m, d] = date.split('-')
  return `${d}.${m}.${y}`
}

/** The spot button `id` of the parking grid. */
export const spot = (page: Page, id: string) =>
  page.locator(`[data-qa="parking-spot"][data-spot="${id}"]`)

/**
 * Types `date` (`yyyy-MM-dd`) into the kit's date field `field` (React Aria segments: day, month
 * and year come in that order in fi, sv and en). `from` is the index of the first segment (3 for
 * the end of a date range). A `yyyy-MM-ddTHH:mm` value also types the hour and minute segments
 * that follow the year in a field with `granularity="minute"`.
 */
export async function typeDate(page: Page, field: Locator, date: string, from = 0) {
  const [day, time = ''] = date.split('T')
  const [y, m, d] = (day ?? '').split('-')
  await field.getByRole('spinbutton').nth(from).click()
  await page.keyboard.type(`${d}${m}${y}${time.replace(':', '')}`)
}

/**
 * What the kit's date field `field` shows in its segments, as a user reads it: `27.05.2027`, or
 * `27.05.2027–03.06.2027` for a range (bidirectional marks, spaces and the calendar button left
 * out).
 */
export async function shownInField(field: Locator): Promise<string> {
  const text = await field.getByRole('group').first().textContent()
  return (text ?? '').replace(/[\u200e\u200f\u2066-\u2069\s▾]/g, '')
}

/** The `yyyy-MM-dd` value of the kit's single date field `qaName`. */
export const dateValue = (page: Page, qaName: string) => qa(page, qaName).locator('input')
