/**
 * Account security in the browser (issue 8 items 2 and 6; issue 10 findings 7 and 19): the login
 * e-mail changes only with the current password and a code mailed to the new address, the old
 * address is told; a locked-out login says how long to wait, in Finnish, Swedish and English;
 * and an empty password change marks every field. axe-core on each new state.
 */
import { expect, test } from '@playwright/test'
import {
  demoPassword,
  expectNoSeriousViolations,
  logIn,
  mailIds,
  mailTo,
  newCode,
  noWriteDelay,
  openOwnInfo,
  qa,
} from '../pages/accounts.ts'
import { createResident } from '../pages/fixtures.ts'

test.beforeEach(async ({ page }) => {
  await noWriteDelay(page)
})

test('the login e-mail changes only with the password and the code sent to the new address', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const old = 'mikko.korhonen@example.com'
  const next = `mikko.uusi.${Date.now()}@example.com`
  await logIn(page, old, demoPassword)
  await openOwnInfo(page)

  await qa(page, 'email-change-start').click()
  await expect(qa(page, 'email-change-request-form')).toBeVisible()
  await expect(qa(page, 'email-change-new-email')).toBeFocused()
  await expectNoSeriousViolations(page)

  // A wrong password sends nothing.
  await qa(page, 'email-change-new-email').fill(next)
  await qa(page, 'email-change-password').fill('Wrong-password-1')
  await qa(page, 'email-change-send').click()
  await expect(qa(page, 'email-change-error')).toHaveText('Salasana on väärä.')
  expect(await mailTo(page.request, next)).toEqual([])

  const seen = await mailIds(page.request, next)
  await qa(page, 'email-change-password').fill(demoPassword)
  await qa(page, 'email-change-send').click()
  await expect(qa(page, 'email-change-code-sent')).toContainText(next)
  await expect(qa(page, 'email-change-code')).toBeFocused()
  await expectNoSeriousViolations(page)
  // Nothing has changed yet.
  await expect(qa(page, 'own-info-email')).toHaveText(old)

  const code = await newCode(page.request, next, seen)
  const oldSeen = await mailIds(page.request, old)
  await qa(page, 'email-change-code').fill(code)
  await qa(page, 'email-change-confirm').click()
  await expect(qa(page, 'email-change-done')).toContainText(next)
  await expect(qa(page, 'own-info-email')).toHaveText(next)
  await expectNoSeriousViolations(page)
  await expect
    .poll(
      async () => (await mailTo(page.request, old)).filter((mail) => !oldSeen.has(mail.id)).length,
    )
    .toBe(1)

  // Put the demo login back (the same steps the other way round).
  await qa(page, 'email-change-done').focus()
  await page.reload()
  await qa(page, 'email-change-start').click()
  const backSeen = await mailIds(page.request, old)
  await qa(page, 'email-change-new-email').fill(old)
  await qa(page, 'email-change-password').fill(demoPassword)
  await qa(page, 'email-change-send').click()
  await qa(page, 'email-change-code').fill(await newCode(page.request, old, backSeen))
  await qa(page, 'email-change-confirm').click()
  await expect(qa(page, 'own-info-email')).toHaveText(old)
})

test('an empty password change marks the code and both password fields', async ({ page }) => {
  await logIn(page, 'antti.nieminen@example.com', demoPassword)
  await openOwnInfo(page)
  await qa(page, 'change-password-send-code').click()
  await expect(qa(page, 'change-password-form')).toBeVisible()
  await qa(page, 'change-password-submit').click()
  for (const field of [
    'change-password-code',
    'change-password-new-password',
    'change-password-confirm-password',
  ]) {
    await expect(qa(page, field)).toHaveAttribute('aria-invalid', 'true')
    await expect(qa(page, `${field}-error`)).toBeVisible()
  }
  await expectNoSeriousViolations(page)
})

for (const [lang, expected] of [
  ['fi', /Voit yrittää uudelleen \d+ sekunnin kuluttua\./],
  ['sv', /Du kan försöka igen om \d+ sekund(er)?\./],
  ['en', /You can try again in \d+ seconds?\./],
] as const) {
  test(`a locked-out login says how long to wait (${lang})`, async ({ page }) => {
    const email = `lukittu.${lang}.${Date.now()}@example.com`
    await page.goto(`/login?lang=${lang}`)
    // 5 failures start a wait of 1 s, doubling: keep trying until the wait is met.
    let status = 0
    for (let i = 0; i < 12 && status !== 429; i += 1) {
      await qa(page, 'login-username').fill(email)
      await qa(page, 'login-password').fill('Wrong-password-1')
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'))
      await qa(page, 'login-submit').click()
      status = (await answer).status()
    }
    expect(status).toBe(429)
    await expect(qa(page, 'login-error')).toHaveText(expected)
    await expectNoSeriousViolations(page)
  })
}

test('a short current password says the password rule, not "Virheellinen arvo" (issue 26 item 10)', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const resident = await createResident(page.request, { firstName: 'Saara' })
  await logIn(page, resident.email, resident.password)
  await openOwnInfo(page)
  await qa(page, 'email-change-start').click()
  await qa(page, 'email-change-new-email').fill(`saara.${Date.now()}@example.com`)
  await qa(page, 'email-change-password').fill('lyhyt')
  await qa(page, 'email-change-send').click()
  await expect(qa(page, 'email-change-password-error')).toHaveText(
    'Salasanassa on vähintään 8 merkkiä. Anna nykyinen salasanasi.',
  )
})
