/**
 * Page helpers of bulletins (issue 14): the staff's editor at `/henkilosto/tiedotteet` and the
 * resident's bulletin cards. Locators use `data-qa`, never Finnish text.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { qa } from './accounts.ts'

/** A 1×1 PNG, for a featured image. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A minimal PDF, for an attachment. */
export const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** A bulletin's title, excerpt and body text in one language. */
export type BulletinTexts = readonly [title: string, excerpt: string, body: string]

/** Types the title, excerpt and body of each language into the staff's bulletin editor. */
export async function writeBulletinTexts(
  page: Page,
  texts: Record<'fi' | 'sv' | 'en', BulletinTexts>,
): Promise<void> {
  for (const lang of ['fi', 'sv', 'en'] as const) {
    const [title, excerpt, body] = texts[lang]
    await qa(page, `bulletin-title-${lang}`).fill(title)
    await qa(page, `bulletin-excerpt-${lang}`).fill(excerpt)
    await qa(page, `bulletin-body-${lang}-content`).fill(body)
  }
}

/** Uploads `file` into the editor's upload field `field` and waits until it is sent. */
export async function uploadBulletinFile(
  page: Page,
  field: 'bulletin-image-file' | 'bulletin-attachment-files',
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.locator(`[data-qa="${field}"] input[type="file"]`).setInputFiles(file)
  await expect(qa(page, `${field}-file`)).toHaveAttribute('data-status', 'done')
}

/**
 * Waits until the image of a resident's bulletin card has loaded. The cards' images load lazily
 * (only the first card of the board loads at once), so the card is scrolled into view first, as
 * a reader would; otherwise an image far below the fold never starts loading.
 */
export async function expectCardImageLoaded(card: Locator): Promise<void> {
  const image = card.locator('img')
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
}
