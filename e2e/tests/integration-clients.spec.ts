/**
 * Integration clients in the staff console (issue 22 item 1): an administrator creates a client
 * of the ERP, sees its secret once, and the secret works at the token endpoint; rotating shows a
 * new secret; its webhooks panel opens (endpoints, deliveries, dead letters); disabling stops the
 * client's tokens. The page passes axe.
 */
import { expect, test } from '@playwright/test'
import { demoPassword, expectNoSeriousViolations, qa } from '../pages/accounts.ts'
import { staffConsoleLogIn, staffLogins } from '../pages/staff.ts'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { __ASUKAS_WRITE_DELAY_MS__: number }).__ASUKAS_WRITE_DELAY_MS__ = 0
  })
})

test('an administrator creates, rotates and disables an integration client', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await staffConsoleLogIn(page, staffLogins.administrator, demoPassword)
  await page.getByRole('link', { name: 'Integraatiot' }).click()
  await page.waitForURL(/\/henkilosto\/integraatiot$/)
  await expect(qa(page, 'integration-client-form')).toBeVisible()
  await expectNoSeriousViolations(page)

  const name = `ERP ${Date.now()}`
  await qa(page, 'integration-client-name').fill(name)
  await qa(page, 'integration-scope-master-data:write').check()
  await qa(page, 'integration-scope-payments:write').check()
  await qa(page, 'integration-client-create').click()
  await expect(qa(page, 'integration-client-secret')).toBeVisible()
  const clientId = await qa(page, 'integration-client-id').innerText()
  const secret = await qa(page, 'integration-secret-value').innerText()
  expect(secret).toMatch(/^ias_/)
  const row = page.locator(`[data-qa="integration-client"][data-client-id="${clientId}"]`)
  await expect(row).toContainText(name)
  await expect(row).toContainText('master-data:write, payments:write')
  await expectNoSeriousViolations(page)

  const token = (credentials: string) =>
    request.post('/api/integration/oauth/token', {
      headers: {
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      data: 'grant_type=client_credentials',
    })
  const issued = await token(`${clientId}:${secret}`)
  expect(issued.status()).toBe(200)
  expect(await issued.json()).toMatchObject({
    token_type: 'Bearer',
    scope: 'master-data:write payments:write',
  })

  await row.locator('[data-qa="integration-client-rotate"]').click()
  await expect(qa(page, 'integration-secret-value')).not.toHaveText(secret)
  const rotated = await qa(page, 'integration-secret-value').innerText()
  expect((await token(`${clientId}:${rotated}`)).status()).toBe(200)
  await expect(row).toContainText('Voimassa olevia avaimia: 2')

  // The client's webhooks, deliveries and dead letters (none yet for a new client).
  await row.getByRole('button', { name: 'Webhookit ja toimitukset' }).click()
  const webhooks = row.locator('[data-qa="integration-webhooks"]')
  await expect(webhooks).toContainText('Ei webhook-osoitteita.')
  await expect(webhooks).toContainText('Ei toimituksia.')
  await expect(webhooks.locator('[data-qa="integration-no-dead-letters"]')).toBeVisible()
  await expectNoSeriousViolations(page)

  page.once('dialog', (dialog) => void dialog.accept())
  await row.locator('[data-qa="integration-client-disable"]').click()
  await expect(row.locator('[data-qa="integration-client-status"]')).toHaveText(
    'Poistettu käytöstä',
  )
  expect((await token(`${clientId}:${rotated}`)).status()).toBe(401)
})
