/**
 * Fault reports in the browser (issue 11; spec 01 §2 "Fault report"; spec 02 §1, §5, §8): a fault
 * report with a real photo upload on a 390 px phone in Finnish, its preview, success, the front
 * page and the timeline; editing in English on a desktop; a completed report that cannot be
 * saved; the missing-phone state in Swedish; aborting and refused uploads; all of the contract's
 * reports behind the front page's link, filtered open/completed by keyboard on a phone (issue 26
 * item 21); axe-core on every new page.
 */
import { expect, test } from '@playwright/test'
import {
  chooseFiles,
  disguisedExe,
  expectNoSeriousViolations,
  logInAsAino,
  photo,
  qa,
  withoutPhone,
} from '../pages/defect-notices.ts'

const phone = { width: 390, height: 844 }

test.describe('fault report on a phone', () => {
  test.use({ viewport: phone })

  test('is filed with a photo (fi), previewed, sent, listed on the front page and reopened with its timeline', async ({
    page,
  }) => {
    const contractId = await logInAsAino(page)
    await page.goto(`/asiointi/${contractId}/vikailmoitus`)
    await expect(qa(page, 'defect-notice-form')).toBeVisible()
    await expect(qa(page, 'defect-notice-sidebar')).toBeVisible()
    await expect(qa(page, 'defect-notice-preview-button')).toBeDisabled()
    await expectNoSeriousViolations(page)

    await qa(page, 'defect-location-CONTRACT_TARGET').check()
    await qa(page, 'defect-class-2').click()
    await expect(qa(page, 'defect-class-2')).toHaveAttribute('aria-pressed', 'true')
    const title = `Hana vuotaa ${Date.now()}`
    await qa(page, 'defect-notice-title').fill(title)
    await qa(page, 'defect-notice-description').fill('Keittiön hana tippuu yöllä.')
    await qa(page, 'defect-notice-pets').check()
    await chooseFiles(page, 'defect-notice-files', photo)
    await expect(qa(page, 'defect-notice-files-file')).toContainText('vuoto.png')
    await expect(qa(page, 'defect-notice-files-file')).toHaveAttribute('data-status', 'done')
    await qa(page, 'defect-notice-preview-button').click()

    const preview = qa(page, 'defect-notice-preview')
    await expect(preview).toBeVisible()
    // Focus moves to the new step's heading, not the page body (issue 26 item 16).
    await expect(preview.getByRole('heading', { level: 2 }).first()).toBeFocused()
    await expect(preview).toContainText(title)
    await expect(preview).toContainText('vuoto.png')
    await expect(preview).toContainText('LVI')
    await expectNoSeriousViolations(page)
    await qa(page, 'defect-notice-send').click()

    await expect(qa(page, 'defect-notice-success')).toBeVisible()
    await expect(qa(page, 'defect-notice-success')).toContainText('Vikailmoitus lähetetty')
    await expectNoSeriousViolations(page)
    await qa(page, 'defect-notice-home').click()

    const listed = qa(page, 'defect-notice').filter({ hasText: title })
    await expect(listed).toBeVisible()
    await expect(listed).toContainText('Vastaanotettu')
    await listed.getByRole('link', { name: title }).click()

    await expect(qa(page, 'defect-notice-timeline')).toBeVisible()
    await expect(qa(page, 'defect-notice-event')).toHaveCount(1)
    await expect(qa(page, 'defect-notice-event').first()).toContainText(
      'Vikailmoitus vastaanotettu',
    )
    await expect(qa(page, 'defect-notice-attachments-file')).toHaveText('vuoto.png')
    await expect(qa(page, 'defect-notice-location')).toBeVisible()
    // Nothing changed yet: the preview stays disabled.
    await expect(qa(page, 'defect-notice-preview-button')).toBeDisabled()
    await expectNoSeriousViolations(page)
  })

  test('an upload can be aborted, and an executable named .jpg is refused by the server', async ({
    page,
  }) => {
    const contractId = await logInAsAino(page)
    await page.goto(`/asiointi/${contractId}/vikailmoitus`)
    let release: () => void = () => undefined
    await page.route('**/api/file-upload/**', async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve
        setTimeout(resolve, 15_000)
      })
      await route.continue().catch(() => undefined)
    })
    await chooseFiles(page, 'defect-notice-files', photo)
    const uploading = qa(page, 'defect-notice-files-file').filter({ hasText: 'vuoto.png' })
    await expect(uploading).toHaveAttribute('data-status', 'uploading')
    await expect(qa(page, 'defect-notice-preview-button')).toBeDisabled()
    await qa(page, 'defect-notice-files-abort').click()
    release()
    await expect(uploading).toHaveAttribute('data-status', 'aborted')
    await expect(uploading).toContainText('keskeytettiin')
    await page.unroute('**/api/file-upload/**')

    await chooseFiles(page, 'defect-notice-files', disguisedExe)
    const refused = qa(page, 'defect-notice-files-file').filter({ hasText: disguisedExe.name })
    await expect(refused).toHaveAttribute('data-status', 'failed')
    await expect(refused).toContainText('tyyppiä ei tueta')
    // neither the aborted nor the refused file is an attachment
    await expect(
      page.locator('[data-qa="defect-notice-files-file"][data-status="done"]'),
    ).toHaveCount(0)
  })
})

test('a fault report is edited in English on a desktop', async ({ page }) => {
  const contractId = await logInAsAino(page, 'en')
  await page.goto(`/asiointi/${contractId}/vikailmoitus`)
  await qa(page, 'defect-location-COMMON_AREA').check()
  await qa(page, 'defect-class-select').selectOption('18')
  const title = `Mice in the cellar ${Date.now()}`
  await qa(page, 'defect-notice-title').fill(title)
  await qa(page, 'defect-notice-preview-button').click()
  await qa(page, 'defect-notice-send').click()
  await expect(qa(page, 'defect-notice-success')).toContainText('Fault report sent')
  await qa(page, 'defect-notice-home').click()
  await qa(page, 'defect-notice').filter({ hasText: title }).getByRole('link').click()

  await expect(qa(page, 'defect-notice-location')).toContainText('In common areas')
  await qa(page, 'defect-notice-title').fill(`${title} and the attic`)
  await qa(page, 'defect-notice-preview-button').click()
  await expect(qa(page, 'defect-notice-preview')).toContainText('Pests')
  await qa(page, 'defect-notice-send').click()
  await expect(qa(page, 'defect-notice-success')).toContainText('Changes saved')
  await expectNoSeriousViolations(page)
})

test('a completed fault report shows its timeline and cannot be saved', async ({ page }) => {
  const contractId = await logInAsAino(page, 'en')
  const notices = await page.request.get(`/api/contracts/${contractId}/defect-notices`)
  const completed = ((await notices.json()) as { uuid: string; status: string }[]).find(
    (notice) => notice.status === 'completed',
  )
  expect(completed).toBeDefined()
  await page.goto(`/asiointi/${contractId}/vikailmoitus/${completed?.uuid ?? ''}`)
  await expect(qa(page, 'defect-notice-completed')).toBeVisible()
  await expect(qa(page, 'defect-notice-status')).toHaveText('Completed')
  await expect(qa(page, 'defect-notice-title')).toBeDisabled()
  await expect(qa(page, 'defect-notice-preview-button')).toBeDisabled()
  await expectNoSeriousViolations(page)
})

test('without a phone number the forms show the missing-phone state (sv)', async ({ page }) => {
  await withoutPhone(page)
  const contractId = await logInAsAino(page, 'sv')
  await page.goto(`/asiointi/${contractId}/vikailmoitus`)
  await expect(qa(page, 'missing-phone')).toContainText('Telefonnummer saknas')
  await qa(page, 'defect-location-CONTRACT_TARGET').check()
  await qa(page, 'defect-class-1').click()
  await qa(page, 'defect-notice-title').fill('Något')
  await expect(qa(page, 'defect-notice-preview-button')).toBeDisabled()
  await expect(qa(page, 'missing-phone-link')).toHaveAttribute('href', `/omat-tiedot/${contractId}`)
  await expectNoSeriousViolations(page)
  await page.goto(`/asiointi/${contractId}/kysymys`)
  await expect(qa(page, 'missing-phone')).toBeVisible()
})

test('an attachment opens in a new tab; a blocked pop-up says so', async ({ page }) => {
  const contractId = await logInAsAino(page, 'en')
  await page.goto(`/asiointi/${contractId}/vikailmoitus`)
  await qa(page, 'defect-location-CONTRACT_TARGET').check()
  await qa(page, 'defect-class-11').click()
  await chooseFiles(page, 'defect-notice-files', photo)
  await expect(qa(page, 'defect-notice-files-file')).toHaveAttribute('data-status', 'done')
  await qa(page, 'defect-notice-preview-button').click()
  await qa(page, 'defect-notice-send').click()
  await qa(page, 'defect-notice-home').click()
  // Only a photo, no title: the front page shows the report's number instead. Found by that
  // name, not by place: a test running beside this one may update a demo report of the same
  // contract, which then sorts first.
  await expect(qa(page, 'greeting')).toBeVisible()
  const untitled = page
    .locator('li[data-qa="defect-notice"]')
    .getByRole('link', { name: /^#\d+$/ })
    .first()
  await expect(untitled).toHaveText(/^#\d+$/)
  await untitled.click()

  const popup = page.waitForEvent('popup')
  await qa(page, 'defect-notice-attachments-file').click()
  const tab = await popup
  await expect.poll(() => tab.url()).toMatch(/^blob:/)
  await tab.close()

  await page.evaluate(() => {
    window.open = () => null
  })
  await qa(page, 'defect-notice-attachments-file').click()
  await expect(qa(page, 'defect-notice-attachments-failed-to-open')).toHaveText(
    'Failed to open the file. Allow pop-ups and try again.',
  )
})

test('a failing send is retried once, then shows DEFECT_NOTICE_SUBMIT_ERROR (en)', async ({
  page,
}) => {
  const contractId = await logInAsAino(page, 'en')
  let attempts = 0
  await page.route('**/api/create-defect-notice', async (route) => {
    attempts++
    await route.fulfill({ status: 500, json: { error: 'INTERNAL_SERVER_ERROR' } })
  })
  await page.goto(`/asiointi/${contractId}/vikailmoitus`)
  await qa(page, 'defect-location-CONTRACT_TARGET').check()
  await qa(page, 'defect-class-4').click()
  await qa(page, 'defect-notice-title').fill('Lights out')
  await qa(page, 'defect-notice-preview-button').click()
  await qa(page, 'defect-notice-send').click()
  await expect(qa(page, 'defect-notice-submit-error')).toContainText(
    'please contact customer service',
  )
  expect(attempts).toBe(2)
})

test.describe('all fault reports on a phone', () => {
  test.use({ viewport: phone })

  test('the front page links to every report of the contract, filtered open or completed by keyboard (fi; issue 26 item 21)', async ({
    page,
  }) => {
    const contractId = await logInAsAino(page)
    await expect(qa(page, 'defect-notice').first()).toBeVisible()
    await expect(qa(page, 'defect-notice')).toHaveCount(5)
    const showAll = qa(page, 'defect-notices-show-all')
    await expect(showAll).toHaveText('Näytä kaikki vikailmoitukset')
    await showAll.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`/asiointi/${contractId}/vikailmoitukset`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaikki vikailmoitukset')

    // Open first: created or in progress, never completed.
    await expect(page.getByRole('radio', { name: 'Avoimet' })).toBeChecked()
    const items = qa(page, 'defect-notice-list-item')
    await expect(items.first()).toBeVisible()
    await expect(items.filter({ hasText: 'Valmis' })).toHaveCount(0)
    await expectNoSeriousViolations(page)
    const noSideways = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    )
    expect(noSideways).toBe(true)

    // Arrow keys move to "completed": only completed reports, older ones than the front page's.
    await page.getByRole('radio', { name: 'Avoimet' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: 'Valmiit' })).toBeChecked()
    await expect(page).toHaveURL(/\?tila=valmiit$/)
    await expect(items.first()).toBeVisible()
    const completed = await items.count()
    expect(completed).toBeGreaterThanOrEqual(3)
    await expect(items.filter({ hasText: 'Valmis' })).toHaveCount(completed)
    await expect(items.filter({ hasText: 'Pihan valaisin rikki' })).toHaveCount(1)

    // All: more than the five of the front page; the filter survives a reload.
    await page.getByRole('radio', { name: 'Valmiit' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(page).toHaveURL(/\?tila=kaikki$/)
    expect(await items.count()).toBeGreaterThan(5)
    await page.reload()
    await expect(page.getByRole('radio', { name: 'Kaikki' })).toBeChecked()

    // Each report opens its own page.
    await items.filter({ hasText: 'Pihan valaisin rikki' }).getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/asiointi/${contractId}/vikailmoitus/[0-9a-f-]{36}$`))
  })

  test('says when loading fails and loads again on retry (en)', async ({ page }) => {
    const contractId = await logInAsAino(page, 'en')
    let fail = true
    await page.route('**/api/contracts/*/defect-notices', async (route) => {
      if (fail) return route.fulfill({ status: 500, json: { error: 'INTERNAL_SERVER_ERROR' } })
      return route.fallback()
    })
    await page.goto(`/asiointi/${contractId}/vikailmoitukset`)
    await expect(qa(page, 'defect-notice-list-view-error')).toContainText(
      'Failed to load fault reports.',
    )
    fail = false
    await qa(page, 'defect-notice-list-view-retry').click()
    await expect(qa(page, 'defect-notice-list-item').first()).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Open' })).toBeChecked()
  })
})
