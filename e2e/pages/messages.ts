/**
 * Messages in the browser, the staff's side (issue 14; ADR 0033: the messages feature's page
 * object): a resident's thread in the staff console and the reply form under it (rich text and
 * attachments).
 */
import { expect, type Page } from '@playwright/test'
import { qa } from './accounts.ts'

/** A file given to the reply's file chooser. */
export interface ReplyFile {
  name: string
  mimeType: string
  buffer: Buffer
}

/**
 * Types `text` into the rich-text field `qaName` (the messages' editor) once the editor has
 * replaced the plain text area it paints first: the field loads the editor when it is reached
 * for, and a fill racing that swap could land in the text area just removed.
 */
export async function fillRichText(page: Page, qaName: string, text: string): Promise<void> {
  const content = qa(page, `${qaName}-content`)
  await content.click()
  await expect(page.locator(`[data-qa="${qaName}-content"][contenteditable="true"]`)).toBeVisible()
  await content.fill(text)
}

/** Waits until the staff thread screen shows its entries (`/henkilosto/viestit/:id`). */
export async function waitForStaffThread(page: Page): Promise<void> {
  await page.waitForURL(/\/henkilosto\/viestit\//)
  await expect(qa(page, 'thread-entry').first()).toBeVisible()
}

/**
 * Replies in the open staff thread with `text` and `files` (each uploaded before sending) and
 * waits for the "sent" notice.
 */
export async function replyInStaffThread(page: Page, text: string, ...files: ReplyFile[]) {
  await fillRichText(page, 'thread-reply-input', text)
  if (files.length > 0) {
    await page.locator('[data-qa="thread-file"] input[type="file"]').setInputFiles(files)
    await expect(qa(page, 'thread-file-file')).toHaveCount(files.length)
    for (const file of await qa(page, 'thread-file-file').all()) {
      await expect(file).toHaveAttribute('data-status', 'done')
    }
  }
  await qa(page, 'thread-send').click()
  await expect(qa(page, 'thread-sent')).toBeVisible()
}
