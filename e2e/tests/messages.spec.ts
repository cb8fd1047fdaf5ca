/**
 * Messages in the browser (issue 11; spec 02 §1 "Messages", §5, §9): a new message with rich
 * text and a reply ('VS:' in Finnish, 'RE:' in English), the link dialog, the character counter
 * from 2,900 and red at 3,000, the message notification closed by visiting the page, script
 * never rendered, on a desktop and a 390 px phone, with axe-core on both pages.
 */
import { expect, test } from '@playwright/test'
import {
  chooseFiles,
  expectNoSeriousViolations,
  logInAsAino,
  photo,
  qa,
} from '../pages/service-requests.ts'

test('a message is written in Finnish and replied to with VS:', async ({ page }) => {
  const contractId = await logInAsAino(page)
  await page.goto(`/asiointi/${contractId}/viestit`)
  await expect(qa(page, 'messages')).toBeVisible()
  await expectNoSeriousViolations(page)

  const subject = `Saunavuoro ${Date.now()}`
  await qa(page, 'new-message-subject').fill(subject)
  const editor = qa(page, 'new-message-body-content')
  await editor.click()
  await page.keyboard.type('Tärkeää:')
  await page.keyboard.press('Shift+Home')
  await qa(page, 'new-message-body-bold').click()
  await expect(qa(page, 'new-message-body-bold')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('End')
  await page.keyboard.type(' voisinko saada saunavuoron torstaisin?')
  await chooseFiles(page, 'new-message-files', photo)
  await expect(qa(page, 'new-message-files-file')).toHaveAttribute('data-status', 'done')
  await qa(page, 'new-message-send').click()
  await expect(qa(page, 'new-message-sent')).toBeVisible()
  // The form resets after a successful send.
  await expect(qa(page, 'new-message-subject')).toHaveValue('')
  await expect(qa(page, 'new-message-files-file')).toHaveCount(0)

  await qa(page, 'thread').filter({ hasText: subject }).getByRole('link').click()
  await expect(qa(page, 'message-entry')).toHaveCount(1)
  await expect(qa(page, 'message-entry').first().locator('.message__content strong')).toContainText(
    'Tärkeää:',
  )
  await expect(qa(page, 'message-attachments-file')).toHaveText('vuoto.png')
  await expect(qa(page, 'reply-subject')).toHaveValue(`VS: ${subject}`)
  await expectNoSeriousViolations(page)

  await qa(page, 'reply-body-content').click()
  await page.keyboard.type('Lisäksi perjantai kävisi.')
  await qa(page, 'reply-send').click()
  await expect(qa(page, 'reply-sent')).toBeVisible()
  await expect(qa(page, 'message-entry')).toHaveCount(2)
  await expect(qa(page, 'message-entry').nth(1)).toContainText(`VS: ${subject}`)

  // Visiting the messages page closed the message notification.
  await page.goto(`/asiointi/${contractId}`)
  await expect(qa(page, 'greeting')).toBeVisible()
  await expect(page.locator('[data-qa="notification"][data-category="message"]')).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('English: required fields, link dialog, counter from 2900 and red at 3000, reply with RE:, no script', async ({
    page,
  }) => {
    const contractId = await logInAsAino(page, 'en')
    await page.goto(`/asiointi/${contractId}/viestit`)
    await qa(page, 'new-message-send').click()
    await expect(qa(page, 'new-message-subject-error')).toHaveText('This information is required')
    await expect(qa(page, 'new-message-body-error')).toHaveText('This information is required')

    const subject = `Parking ${Date.now()}`
    await qa(page, 'new-message-subject').fill(subject)
    await qa(page, 'new-message-body-content').click()
    await page.keyboard.type('See ')
    await qa(page, 'new-message-body-link').click()
    await expect(qa(page, 'new-message-body-link-dialog')).toBeVisible()
    await qa(page, 'new-message-body-link-url').fill('javascript:alert(1)')
    await qa(page, 'new-message-body-link-add').click()
    await expect(qa(page, 'new-message-body-link-dialog')).toContainText(
      'This information is required',
    )
    await expect(qa(page, 'new-message-body-link-dialog')).toContainText('valid address')
    await qa(page, 'new-message-body-link-text').fill('the rules')
    await qa(page, 'new-message-body-link-url').fill('https://example.com/rules')
    await qa(page, 'new-message-body-link-add').click()
    await expect(qa(page, 'new-message-body-link-dialog')).toBeHidden()
    await expect(qa(page, 'new-message-body-content').locator('a')).toHaveAttribute(
      'href',
      'https://example.com/rules',
    )
    await expectNoSeriousViolations(page)

    await qa(page, 'new-message-body-content').click()
    await page.keyboard.press('End')
    await page.keyboard.insertText(` <script>window.hacked = true</script>${'x'.repeat(2890)}`)
    const counter = qa(page, 'new-message-counter')
    await expect(counter).toBeVisible()
    await expect(counter).toHaveAttribute('data-red', 'false')
    await page.keyboard.insertText('y'.repeat(100))
    await expect(counter).toHaveAttribute('data-red', 'true')
    await qa(page, 'new-message-send').click()
    await expect(qa(page, 'new-message-body-error')).toHaveText('The text is too long')
    await qa(page, 'new-message-body-content').click()
    await page.keyboard.press('Control+End')
    for (let i = 0; i < 100; i++) await page.keyboard.press('Backspace')
    await expect(counter).toHaveAttribute('data-red', 'false')
    await qa(page, 'new-message-send').click()
    await expect(qa(page, 'new-message-sent')).toBeVisible()

    await qa(page, 'thread').filter({ hasText: subject }).getByRole('link').click()
    const entry = qa(page, 'message-entry').first()
    await expect(entry.locator('a')).toHaveAttribute('href', 'https://example.com/rules')
    await expect(entry.locator('a')).toHaveAttribute('rel', /noopener/)
    await expect(entry.locator('script')).toHaveCount(0)
    expect(
      await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked),
    ).toBeUndefined()
    await expect(qa(page, 'reply-subject')).toHaveValue(`RE: ${subject}`)
    await expectNoSeriousViolations(page)
  })

  test('another resident’s thread is not found', async ({ page }) => {
    const contractId = await logInAsAino(page, 'sv')
    await page.goto(`/asiointi/${contractId}/viestit/a5a50000-0000-4000-8000-000000000000`)
    await expect(qa(page, 'message-thread-error')).toContainText('Meddelandetråden hittades inte.')
  })
})
