/**
 * Accounts in the browser (issue 4; spec 01 §2 "Registration, login, password", "Own
 * information"; spec 02 §8): registration through the built-in test identity provider and the
 * dev mailbox, the registration outcomes that end on a login state, continue mode, forgotten and
 * changed passwords, own information, deleting the account, and axe-core on every new page.
 * Each test that writes makes its own people through the test-only fixtures API (a tenant who may
 * register, a resident whose password it changes), so the tests share no data and run in any
 * order, in parallel.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  declineConsent,
  expectNoSeriousViolations,
  logIn,
  mailIds,
  mailTo,
  newCode,
  noWriteDelay,
  openOwnInfo,
  otherCode,
  people,
  qa,
  RegistrationPages,
  strangerIdentityCode,
} from '../pages/accounts.ts'
import { createResident, fixtureEmail, testIdentityCode } from '../pages/fixtures.ts'

/**
 * Makes a resident whose contract has a co-tenant without an account, identified by a fresh
 * temporary identity code: the person who registers in the test.
 */
async function registrant(page: Page, firstName: string, lastName: string) {
  const code = testIdentityCode()
  await createResident(page.request, {
    contracts: [{ coTenants: [{ firstName, lastName, personalIdentityCode: code }] }],
  })
  return { code, firstName, lastName }
}

test.beforeEach(async ({ page }) => {
  await noWriteDelay(page)
})

/** Deletes the signed-in account through the API (the tests' clean-up). */
async function removeAccount(page: Page): Promise<void> {
  const answer = await page.request.post('/api/remove-user', {
    headers: { 'x-requested-with': 'asukas' },
  })
  expect(answer.status()).toBe(200)
}

test('a new resident registers with bank ID and an e-mailed code, logs in, edits own information, changes the password and deletes the account', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = fixtureEmail('leena')
  const leena = await registrant(page, 'Leena', 'Mäkinen')
  const password = 'Rekisteri-Testi-7'
  const newPassword = 'Vaihdettu-Salasana-8'
  const register = new RegistrationPages(page)

  await page.goto('/register')
  await expect(qa(page, 'register-new')).toBeVisible()
  await expectNoSeriousViolations(page)

  await register.identifyByTyping(leena.code, leena.firstName, leena.lastName)
  await page.waitForURL(/\/register\/verify-email/)
  await register.waitForPhase('confirm-send')
  await expectNoSeriousViolations(page)

  // confirm-send: an address another account has is said once, on the field, with the way to
  // that account's password; no "sending the code failed, start again" (issue 26 item 22)
  await register.sendCode(people.aino.email)
  await expect(qa(page, 'verify-email-email-error')).toHaveText(
    'Sähköpostiosoite on jo käytössä. Anna toinen osoite.',
  )
  await expect(qa(page, 'confirm-email-error')).toHaveCount(0)
  await expect(qa(page, 'verify-email-forgot-password')).toHaveAttribute('href', '/password/forgot')
  await expectNoSeriousViolations(page)

  // confirm-send: the address is lower-cased before it is used
  const seen = await mailIds(page.request, email)
  await register.sendCode(email.toUpperCase())
  await register.waitForPhase('verify-code')
  await expect(qa(page, 'verification-code-sent')).toBeVisible()
  await expect(page.getByText(email, { exact: false }).first()).toBeVisible()
  await expectNoSeriousViolations(page)
  const code = await newCode(page.request, email, seen)
  // A reload keeps the code step and the address (issue 26 item 22).
  await page.reload()
  await register.waitForPhase('verify-code')
  await expect(page.getByText(email, { exact: false }).first()).toBeVisible()

  // a wrong code first, then the right one
  await register.enterCode(otherCode(code))
  await expect(qa(page, 'verification-code-error')).toBeVisible()
  await register.enterCode(code)

  // create-password: the entries must match, then the account is created
  await register.waitForPhase('create-password')
  await expectNoSeriousViolations(page)
  await register.createPassword(password, `${password}x`)
  await expect(qa(page, 'create-password-confirm-password-error')).toBeVisible()
  await qa(page, 'create-password-confirm-password').fill(password)
  await qa(page, 'create-password-submit').click()
  await register.waitForPhase('success')
  await expect(qa(page, 'registration-success')).toBeVisible()
  await expectNoSeriousViolations(page)

  // log in with the new account
  await qa(page, 'register-login').click()
  await page.waitForURL(/\/login$/)
  await logIn(page, email, password)
  await declineConsent(page)
  await expect(qa(page, 'greeting')).toContainText(leena.firstName)

  // own information: view, edit, save, and the profile is refreshed
  await openOwnInfo(page)
  await expect(qa(page, 'own-info-email')).toHaveText(email)
  await expectNoSeriousViolations(page)
  await qa(page, 'own-info-edit').click()
  await expect(qa(page, 'own-info-form')).toBeVisible()
  await expectNoSeriousViolations(page)
  await qa(page, 'own-info-phone-input').fill('12345')
  await qa(page, 'own-info-communication-by-email-input').focus()
  await expect(qa(page, 'own-info-phone-input-error')).toBeVisible()
  await expect(qa(page, 'own-info-save')).toBeDisabled()
  await qa(page, 'own-info-phone-input').fill('+358 40 765 4321')
  await qa(page, 'own-info-communication-by-sms-input').uncheck()
  await qa(page, 'own-info-marketing-allowed-input').check()
  await expect(qa(page, 'own-info-save')).toBeEnabled()
  await qa(page, 'own-info-save').click()
  await expect(qa(page, 'own-info-saved')).toBeVisible()
  await expect(qa(page, 'own-info-phone')).toHaveText('+358 40 765 4321')
  await expect(qa(page, 'own-info-edit')).toBeFocused()
  await page.reload()
  await expect(qa(page, 'own-info-phone')).toHaveText('+358 40 765 4321')
  const profile = (await (await page.request.get('/api/user/profile')).json()) as {
    phoneNumber: string
    communicationBySms: boolean
    marketingAllowed: boolean
  }
  expect(profile).toMatchObject({
    phoneNumber: '+358 40 765 4321',
    communicationBySms: false,
    marketingAllowed: true,
  })

  // change the password with an e-mailed code: a wrong code fails with its cause
  const seenBeforeChange = await mailIds(page.request, email)
  await qa(page, 'change-password-send-code').click()
  await expect(qa(page, 'change-password-form')).toBeVisible()
  await expectNoSeriousViolations(page)
  const changeCode = await newCode(page.request, email, seenBeforeChange)
  await qa(page, 'change-password-code').fill(otherCode(changeCode))
  await qa(page, 'change-password-new-password').fill(newPassword)
  await qa(page, 'change-password-confirm-password').fill(newPassword)
  await qa(page, 'change-password-submit').click()
  await expect(qa(page, 'password-change-cause-wrongCode')).toBeVisible()
  await expectNoSeriousViolations(page)
  await qa(page, 'password-change-try-again').click()
  await qa(page, 'change-password-code').fill(changeCode)
  await qa(page, 'change-password-new-password').fill(newPassword)
  await qa(page, 'change-password-confirm-password').fill(newPassword)
  await qa(page, 'change-password-submit').click()
  await expect(qa(page, 'password-change-completed')).toBeVisible()

  // delete the account: the dialog can be cancelled, then the account goes
  await qa(page, 'delete-account').click()
  await expect(qa(page, 'delete-account-dialog')).toBeVisible()
  await expect(qa(page, 'delete-account-dialog-cancel')).toBeFocused()
  await expectNoSeriousViolations(page)
  await page.keyboard.press('Escape')
  await expect(qa(page, 'delete-account-dialog')).toBeHidden()
  await qa(page, 'delete-account').click()
  await qa(page, 'delete-account-dialog-confirm').click()
  // Issue 10 finding 8: a confirmation page after the logout.
  await page.waitForURL(/\/account-deleted$/, { timeout: 15_000 })
  await expect(qa(page, 'account-deleted')).toBeVisible()
  await expectNoSeriousViolations(page)
  expect((await page.request.get('/api/user/profile')).status()).toBe(401)

  // the login is gone, the housing records stay (the person can register again)
  await qa(page, 'account-deleted-login').click()
  await qa(page, 'login-username').fill(email)
  await qa(page, 'login-password').fill(newPassword)
  await qa(page, 'login-submit').click()
  await expect(qa(page, 'login-error')).toBeVisible()
})

test('an interrupted registration continues from login straight to code entry', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = fixtureEmail('emilia')
  const emilia = await registrant(page, 'Emilia', 'Nieminen')
  const password = 'Jatko-Rekisteri-5'
  const register = new RegistrationPages(page)

  // Identify, get a code, set the password without entering the code: the account exists
  // unconfirmed (steps 3 and 5 of the server's registration, the code step left undone).
  await register.identifyByTyping(emilia.code, emilia.firstName, emilia.lastName)
  await register.sendCode(email)
  await register.waitForPhase('verify-code')
  const created = await page.request.post('/api/verify-email', {
    data: { email, newPassword: password },
  })
  expect(created.status()).toBe(200)

  // Logging in says USER_NOT_CONFIRMED: the register page opens in continue mode
  const seen = await mailIds(page.request, email)
  await page.goto('/login')
  await qa(page, 'login-username').fill(email)
  await qa(page, 'login-password').fill(password)
  await qa(page, 'login-submit').click()
  await page.waitForURL(/\/register\?mode=continue&email=/)
  await expect(qa(page, 'register-continue')).toBeVisible()
  await expectNoSeriousViolations(page)

  // Resume: a new code is sent and the page goes straight to code entry
  await qa(page, 'register-resume').click()
  await page.waitForURL(/\/register\/verify-email\?mode=continue/)
  await register.waitForPhase('verify-code')
  await expect(qa(page, 'verification-code-sent')).toBeVisible()
  await newCode(page.request, email, seen)

  // Resend shows a warning with the time sent; the newest code completes the registration
  const seenAfterFirst = await mailIds(page.request, email)
  await qa(page, 'verify-code-resend').click()
  await expect(qa(page, 'verification-code-sent')).toBeVisible()
  const second = await newCode(page.request, email, seenAfterFirst)
  expect(second).not.toBe('')
  await register.enterCode(second)
  await register.waitForPhase('success')

  await logIn(page, email, password)
  await declineConsent(page)
  await expect(qa(page, 'greeting')).toBeVisible()
  await removeAccount(page)
})

test('registration outcomes that end on the login page', async ({ page }) => {
  test.setTimeout(90_000)
  const register = new RegistrationPages(page)

  // cancelled at the identity provider
  await register.start()
  await register.idp.cancel()
  await page.waitForURL(/\/login/)
  await expect(qa(page, 'login-state-registration_cancelled')).toBeVisible()

  // a person with no tenancy
  await register.newBrowserSession()
  await register.start()
  await register.idp.type(strangerIdentityCode, 'Testi', 'Henkilö')
  await page.waitForURL(/\/login/)
  await expect(qa(page, 'login-state-no_tenant_found')).toBeVisible()

  // an already registered person: the login page names the account's e-mail
  await register.newBrowserSession()
  await register.identifyAs(people.aino.personalIdentityCode)
  await page.waitForURL(/\/login/)
  await expect(qa(page, 'login-state-user_already_registered')).toContainText(people.aino.email)

  // cancel on the verify-email page → logout with registration_cancelled
  await register.newBrowserSession()
  const emilia = await registrant(page, 'Emilia', 'Nieminen')
  await register.identifyByTyping(emilia.code, emilia.firstName, emilia.lastName)
  await register.waitForPhase('confirm-send')
  await qa(page, 'register-cancel').click()
  await page.waitForURL(/\/login$/, { timeout: 15_000 })
  await expect(qa(page, 'login-state-registration_cancelled')).toBeVisible()

  // the registration ended with the logout: entering it again is unauthorised
  await page.goto('/register/verify-email')
  await register.sendCode(`nobody.${Date.now()}@example.com`)
  await page.waitForURL(/\/login$/, { timeout: 15_000 })
  await expect(qa(page, 'login-state-registration_failed')).toBeVisible()
})

test('the auth page refuses an unknown provider', async ({ page }) => {
  await page.goto('/register/auth?provider=somebank')
  await expect(qa(page, 'register-auth-incorrect-provider')).toBeVisible()
  await expectNoSeriousViolations(page)
  await qa(page, 'register-auth-back').click()
  await expect(qa(page, 'register-new')).toBeVisible()
})

test('a resident resets a forgotten password with an e-mailed code', async ({ page }) => {
  test.setTimeout(90_000)
  const { email } = await createResident(page.request, { firstName: 'Antti' })
  const newPassword = 'Unohtunut-Salasana-9'

  await page.goto('/login')
  await expect(qa(page, 'dev-mailbox-link')).toHaveCount(0)
  await qa(page, 'login-forgot-password').click()
  await page.waitForURL(/\/password\/forgot$/)
  await expect(qa(page, 'forgot-password-email-form')).toBeVisible()
  await expectNoSeriousViolations(page)

  const seen = await mailIds(page.request, email)
  await qa(page, 'forgot-password-email').fill(email)
  await qa(page, 'forgot-password-send').click()
  await expect(qa(page, 'forgot-password-code-form')).toBeVisible()
  await expectNoSeriousViolations(page)
  const code = await newCode(page.request, email, seen)

  // a weak password is refused by the form before anything is sent
  await qa(page, 'forgot-password-code').fill(code)
  await qa(page, 'forgot-password-new-password').fill('salasana')
  await qa(page, 'forgot-password-confirm-password').fill('salasana')
  await qa(page, 'forgot-password-submit').click()
  await expect(qa(page, 'forgot-password-new-password-error')).toBeVisible()
  await expect(qa(page, 'password-rule-uppercase')).toHaveAttribute('data-met', 'false')

  // a wrong code: 'password change failed' with the cause, and try again
  await qa(page, 'forgot-password-code').fill(otherCode(code))
  await qa(page, 'forgot-password-new-password').fill(newPassword)
  await qa(page, 'forgot-password-confirm-password').fill(newPassword)
  await expect(qa(page, 'password-rule-uppercase')).toHaveAttribute('data-met', 'true')
  await qa(page, 'forgot-password-submit').click()
  await expect(qa(page, 'password-change-failed')).toBeVisible()
  await expect(qa(page, 'password-change-cause-wrongCode')).toBeVisible()
  await expectNoSeriousViolations(page)
  await qa(page, 'password-change-try-again').click()

  await qa(page, 'forgot-password-code').fill(code)
  await qa(page, 'forgot-password-new-password').fill(newPassword)
  await qa(page, 'forgot-password-confirm-password').fill(newPassword)
  await qa(page, 'forgot-password-submit').click()
  await expect(qa(page, 'password-change-completed')).toBeVisible()
  await qa(page, 'forgot-password-login').click()
  await logIn(page, email, newPassword)
  await declineConsent(page)
  await expect(qa(page, 'greeting')).toBeVisible()
})

test('the portal opens in the resident’s stored language, unless one was chosen before logging in', async ({
  page,
  browser,
}) => {
  const resident = await createResident(page.request, { locale: 'sv' })
  // No choice made: the Finnish login page leads into the portal in Swedish.
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
  await logIn(page, resident.email, resident.password, null)
  await declineConsent(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  await expect(qa(page, 'lang-sv')).toHaveAttribute('aria-pressed', 'true')
  await expect(qa(page, 'greeting')).toBeVisible()

  // English chosen on the login page of another browser: the portal stays in English …
  const chooser = await browser.newContext()
  try {
    const other = await chooser.newPage()
    await other.goto('/login')
    await qa(other, 'lang-en').click()
    await expect(other.locator('html')).toHaveAttribute('lang', 'en')
    await logIn(other, resident.email, resident.password, null)
    await declineConsent(other)
    await expect(other.locator('html')).toHaveAttribute('lang', 'en')
    await expect(qa(other, 'lang-en')).toHaveAttribute('aria-pressed', 'true')
  } finally {
    await chooser.close()
  }

  // … and that choice did not change the stored language: a third browser opens in Swedish.
  const third = await browser.newContext()
  try {
    const fresh = await third.newPage()
    await logIn(fresh, resident.email, resident.password, null)
    await declineConsent(fresh)
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'sv')
  } finally {
    await third.close()
  }
})

test.describe('in an English browser', () => {
  test.use({ locale: 'en-GB' })

  test('mail goes out in the resident’s portal language; choosing a language in the portal changes it (finding 3)', async ({
    page,
  }) => {
    const resident = await createResident(page.request, { locale: 'sv' })
    // An English page in an English browser (the language is kept in session storage).
    await page.goto('/login?lang=en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // The server paints in English at once; the app then records the visitor's choice.
    await expect(qa(page, 'login-submit')).toHaveText('Log in')
    await logIn(page, resident.email, resident.password, null)
    await declineConsent(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await openOwnInfo(page)

    // The stored language is Swedish: the code mail is Swedish, whatever the browser speaks.
    const seen = await mailIds(page.request, resident.email)
    await qa(page, 'change-password-send-code').click()
    await expect(qa(page, 'change-password-form')).toBeVisible()
    await newCode(page.request, resident.email, seen)
    const [swedish] = await mailTo(page.request, resident.email)
    expect(swedish?.subject).toBe('Asukas: kod för byte av lösenordet')

    // Choosing Finnish in the language switcher stores Finnish for the resident's mail.
    const saved = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/user/locale') && answer.request().method() === 'POST',
    )
    await qa(page, 'lang-fi').click()
    expect((await saved).status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await qa(page, 'change-password-cancel').click()
    const seenAgain = await mailIds(page.request, resident.email)
    await qa(page, 'change-password-send-code').click()
    await expect(qa(page, 'change-password-form')).toBeVisible()
    await newCode(page.request, resident.email, seenAgain)
    const [finnish] = await mailTo(page.request, resident.email)
    expect(finnish?.subject).toBe('Asukas: salasanan vaihtamisen koodi')
  })
})
