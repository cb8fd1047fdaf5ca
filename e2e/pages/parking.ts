/**
 * Page helpers of parking for staff (issue 14): the parking screen at `/henkilosto/pysakointi`.
 * The resident's parking helpers are in `property.ts`. Locators use `data-qa`, never Finnish text.
 */
import { expect, type Page } from '@playwright/test'
import { qa } from './accounts.ts'

/** The staff's parking screen's address. */
export const staffParkingPath = '/henkilosto/pysakointi'

/**
 * Takes the first spot of the staff's parking screen out of use and back into use, checking that
 * the button's label changes each time (the answer replaces the list).
 */
export async function toggleFirstSpotTwice(page: Page): Promise<void> {
  await page.goto(staffParkingPath)
  const toggle = qa(page, 'parking-toggle-use').first()
  const before = await toggle.innerText()
  await toggle.click()
  await expect(toggle).not.toHaveText(before)
  await toggle.click()
  await expect(toggle).toHaveText(before)
}
