/**
 * Questions and feedback in the browser (issue 11; spec 01 §2 "Contact information"; spec 02 §1,
 * §5, §8): a question and feedback from the contact page and back, their previews and details;
 * axe-core on every new page.
 */
import { expect, test } from '@playwright/test'
import {
  chooseFiles,
  expectNoSeriousViolations,
  logInAsAino,
  photo,
  qa,
} from '../pages/defect-notices.ts'

const phone = { width: 390, height: 844 }

test.describe('questions and feedback from the contact page', () => {
  test('a question is asked from the contact page (en), previewed, sent and read back', async ({
    page,
  }) => {
    const contractId = await logInAsAino(page, 'en')
    await page.goto(`/asiointi/${contractId}/yhteystiedot`)
    await expect(qa(page, 'contact-info')).toBeVisible()
    await expect(qa(page, 'contact-card').first()).toBeVisible()
    await expect(qa(page, 'contact-call').first()).toHaveAttribute('href', /^tel:\+/)
    await expect(qa(page, 'contact-email').first()).toHaveAttribute('href', /^mailto:/)
    await expectNoSeriousViolations(page)

    await qa(page, 'contact-ask-question').click()
    await expect(qa(page, 'question-back')).toHaveText('Back to contact information')
    await expect(qa(page, 'question-preview-button')).toBeDisabled()
    const title = `Sauna times ${Date.now()}`
    await qa(page, 'question-title').fill(title)
    await qa(page, 'question-description').fill('When can I book the sauna?')
    await expect(qa(page, 'question-email')).toHaveValue('aino.virtanen@example.com')
    await expectNoSeriousViolations(page)
    await qa(page, 'question-preview-button').click()
    await expect(qa(page, 'question-preview')).toContainText(title)
    await expect(
      qa(page, 'question-preview').getByRole('heading', { level: 2 }).first(),
    ).toBeFocused()
    await expectNoSeriousViolations(page)
    await qa(page, 'question-send').click()
    await expect(qa(page, 'question-success')).toContainText('Question sent')
    await qa(page, 'question-success-back').click()

    await expect(qa(page, 'contact-info')).toBeVisible()
    const mine = qa(page, 'own-notice').filter({ hasText: title })
    await expect(mine).toBeVisible()
    await mine.getByRole('link').click()
    await expect(qa(page, 'question-details')).toContainText(title)
    await expect(qa(page, 'question-details')).toContainText('When can I book the sauna?')
    await expectNoSeriousViolations(page)
    await qa(page, 'question-back').click()
    await expect(qa(page, 'contact-info')).toBeVisible()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: phone })

    test('feedback with an attachment is given from the contact page (fi); an unknown one is not found', async ({
      page,
    }) => {
      const contractId = await logInAsAino(page)
      await page.goto(`/asiointi/${contractId}/yhteystiedot`)
      await qa(page, 'contact-give-feedback').click()
      await qa(page, 'feedback-description').fill('Pihan valaistus on parantunut, kiitos!')
      await chooseFiles(page, 'feedback-files', photo)
      await expect(qa(page, 'feedback-files-file')).toHaveAttribute('data-status', 'done')
      await qa(page, 'feedback-preview-button').click()
      await expect(qa(page, 'feedback-preview')).toContainText('vuoto.png')
      await qa(page, 'feedback-send').click()
      await expect(qa(page, 'feedback-success')).toContainText('Kiitos palautteestasi!')
      await expectNoSeriousViolations(page)
      await qa(page, 'feedback-success-back').click()
      await expect(qa(page, 'own-notice').first()).toContainText('Palaute')

      await page.goto(`/asiointi/${contractId}/palaute/a5a50000-0000-4000-8000-000000000000`)
      await expect(qa(page, 'feedback-detail-error')).toContainText('Palautetta ei löytynyt.')
      await expectNoSeriousViolations(page)
    })
  })
})
