/**
 * What a new-user walk met (issue 26 items 7, 8, 14-16, 18-23), each fixed and proved here in
 * Chromium: the parking rules beside "I accept the parking rules" (and staff writing them); a
 * spot free only until a later reservation said before the resident tries, and the focus kept in
 * the panel after a 409.
 */
import { expect, request, test } from '@playwright/test'
import { createResident } from '../pages/fixtures.ts'
import {
  declineConsent,
  demoPassword,
  expectNoSeriousViolations,
  logIn,
} from '../pages/accounts.ts'
import {
  contracts,
  helsinkiDay,
  noWriteDelay,
  qa,
  shown,
  signIn,
  spot,
  users,
} from '../pages/property.ts'
import { staffConsoleLogIn, staffLogins } from '../pages/staff.ts'

test.beforeEach(async ({ page }) => {
  await noWriteDelay(page)
})

const parkingUrl = `/asiointi/${contracts.ainoRental}/pysakointi`

test('parking rules: staff write an area’s rules, the resident reads them beside the checkbox', async ({
  browser,
  page,
}) => {
  // Two people's logins (the staff one with its second factor) and two screens: longer than
  // the default minute on a loaded machine.
  test.setTimeout(120_000)
  const resident = await createResident(page.request)
  const realPropertyId = resident.contracts[0]?.realPropertyId ?? ''
  const contractId = resident.contracts[0]?.contractId ?? ''
  const street = `Sääntökatu ${Date.now() % 100000}`

  await staffConsoleLogIn(page, staffLogins.propertyManager, demoPassword)
  const headers = { 'x-requested-with': 'asukas' }
  const area = await page.request.post('/api/staff/parking/areas', {
    headers,
    data: {
      realPropertyId,
      parkingAreaType: 'outdoor',
      locationDetails: 'Piha',
      streetName: street,
      streetNumber: '1',
      city: 'Helsinki',
    },
  })
  expect(area.status(), await area.text()).toBe(200)
  const areaId = ((await area.json()) as { id: string; address: string }[]).find((a) =>
    a.address.startsWith(street),
  )?.id
  const spotId = `SK-${Date.now() % 100000}`
  const created = await page.request.post(`/api/staff/parking/areas/${areaId}/spots`, {
    headers,
    data: {
      rentableParkingSpotId: spotId,
      locationDetails: '',
      additionalDetails: '',
      equipment: ['yard'],
      isInUse: true,
    },
  })
  expect(created.status()).toBe(200)

  // The staff console's parking screen: the area's rules in three languages.
  await page.goto('/henkilosto/pysakointi')
  const section = page.locator('section', { has: page.getByRole('heading', { name: street }) })
  await section.locator('[data-qa="parking-area-rules"] summary').click()
  await section
    .getByLabel('Pysäköintisäännöt suomeksi')
    .fill('Aja hiljaa.\n\nEi pitkäaikaissäilytystä.')
  await section.getByLabel('Pysäköintisäännöt englanniksi').fill('Drive slowly.')
  await section.locator('[data-qa="parking-rules-save"]').click()
  await expect(page.getByText('Muutos tallennettu.')).toBeVisible()
  await expectNoSeriousViolations(page)

  // The resident reads them beside the checkbox: Finnish, and English in English.
  const residentPage = await (await browser.newContext()).newPage()
  await noWriteDelay(residentPage)
  await logIn(residentPage, resident.email, resident.password)
  await declineConsent(residentPage)
  await residentPage.goto(`/asiointi/${contractId}/pysakointi`)
  await spot(residentPage, spotId).click()
  const toggle = qa(residentPage, 'parking-rules-toggle')
  await expect(toggle).toHaveText('Lue pysäköintisäännöt')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(qa(residentPage, 'parking-rules')).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const rules = qa(residentPage, 'parking-rules')
  await expect(rules.getByRole('heading', { name: 'Pysäköintisäännöt' })).toBeVisible()
  await expect(rules.locator('p')).toHaveText(['Aja hiljaa.', 'Ei pitkäaikaissäilytystä.'])
  await qa(residentPage, 'reserve-rules').check()
  await expect(qa(residentPage, 'reserve-submit')).toBeEnabled()
  await qa(residentPage, 'spot-panel-close').click()
  await qa(residentPage, 'lang-en').first().click()
  await spot(residentPage, spotId).click()
  await qa(residentPage, 'parking-rules-toggle').click()
  await expect(qa(residentPage, 'parking-rules').locator('p')).toHaveText(['Drive slowly.'])
  await residentPage.context().close()
})

test('the demo areas’ rules are shown beside the checkbox in Swedish', async ({ page }) => {
  await signIn(page, users.aino, 'sv')
  await page.goto(parkingUrl)
  await spot(page, 'HK21-P03').click()
  await qa(page, 'parking-rules-toggle').click()
  await expect(qa(page, 'parking-rules')).toContainText('Parkera endast på den plats du har bokat.')
  await expectNoSeriousViolations(page)
})

test('a spot free only until a later reservation says so before the resident tries', async ({
  page,
}) => {
  await signIn(page, users.aino)
  await page.goto(parkingUrl)
  // HK21-H03 is free this week, but another resident's reservation starts in 21 days.
  const limited = spot(page, 'HK21-H03')
  await expect(limited).toHaveAttribute('data-status', 'default')
  await expect(limited).toHaveAttribute('data-free-until', helsinkiDay(20))
  await expect(limited).toHaveAccessibleName(
    `Paikka HK21-H03: Vapaa ${shown(helsinkiDay(20))} asti, Pysäköintihalli`,
  )
  await limited.click()
  const panel = qa(page, 'spot-panel')
  await expect(panel).toHaveAccessibleName('Tiedot: HK21-H03')
  await expect(qa(page, 'spot-free-until')).toHaveText(
    `Paikka on vapaa vain ${shown(helsinkiDay(20))} asti: silloin alkaa toisen asukkaan varaus. Varaus on aina voimassa toistaiseksi, joten tätä paikkaa ei voi varata valitusta päivästä alkaen.`,
  )
  await expect(qa(page, 'reserve-form')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

test('after a 409 the focus stays in the panel and Escape closes it', async ({ page, baseURL }) => {
  await signIn(page, users.aino)
  await page.goto(parkingUrl)
  await spot(page, 'HK21-H04').click()
  await qa(page, 'reserve-rules').check()

  const antti = await request.newContext({ baseURL })
  const login = await antti.post('/api/login', {
    data: { username: users.antti, password: demoPassword },
  })
  expect(login.status()).toBe(200)
  const won = await antti.post(
    `/api/contracts/${contracts.ainoRental}/parking-spots/reservations`,
    { data: { rentableParkingSpotId: 'HK21-H04', startDate: helsinkiDay(), endDate: null } },
  )
  expect(won.status()).toBe(200)
  await antti.dispose()

  await qa(page, 'reserve-submit').focus()
  await page.keyboard.press('Enter')
  await expect(qa(page, 'reserve-error')).toBeVisible()
  // The refreshed list turns the form into details; the focus is on the error, in the panel.
  await expect(qa(page, 'reserve-form')).toHaveCount(0)
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelector('[data-qa="spot-panel"]')?.contains(document.activeElement) ??
          false,
      ),
    )
    .toBe(true)
  await page.keyboard.press('Escape')
  await expect(qa(page, 'spot-panel')).toBeHidden()
  await expect(spot(page, 'HK21-H04')).toBeFocused()
})

test('a first-time visitor is not told the session expired; one whose session expired is', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForURL(/\/login/)
  await expect(qa(page, 'login-username')).toBeVisible()
  await expect(qa(page, 'login-state-login_expired')).toHaveCount(0)

  await signIn(page, users.mikko)
  // The session ends on the server side (here: its cookie is gone) while the tab is open.
  await page.context().clearCookies()
  await page.goto('/')
  await page.waitForURL(/\/login/)
  await expect(qa(page, 'login-state-login_expired')).toBeVisible()
  // Told once: the next visit is a plain login page.
  await page.goto('/')
  await page.waitForURL(/\/login/)
  await expect(qa(page, 'login-username')).toBeVisible()
  await expect(qa(page, 'login-state-login_expired')).toHaveCount(0)
})

test('the consent banner is a compact bar on a phone with the same choices', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/login')
  const banner = qa(page, 'consent-banner')
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('heading', { name: 'Evästeet ja seuranta' })).toBeAttached()
  // At most an eighth of the phone's height (it was about a third). Polled: the server's painted
  // banner is replaced by the app's when the app starts.
  await expect
    .poll(async () => (await banner.boundingBox())?.height ?? 999)
    .toBeLessThanOrEqual(844 / 8)
  await expect(qa(page, 'consent-accept')).toBeVisible()
  await expect(qa(page, 'consent-decline')).toBeVisible()
  await banner.getByText('Lisätietoa').click()
  await expect(banner).toContainText('Voit sallia sen tai kieltäytyä')
  await expectNoSeriousViolations(page)
  await qa(page, 'consent-accept').click()
  await expect(banner).toHaveCount(0)
})

test('upload areas have no extra "DropZone" tab stop; a dropped file still uploads', async ({
  page,
}) => {
  await signIn(page, users.aino)
  await page.goto(`/asiointi/${contracts.ainoRental}/vikailmoitus`)
  const upload = qa(page, 'defect-notice-files')
  await expect(upload).toBeVisible()
  // The only control of the empty upload area is the file chooser button.
  await expect(upload.getByRole('button')).toHaveCount(1)
  await expect(upload.getByRole('button')).toHaveAccessibleName('Valitse tiedostot')
  await expect(page.getByRole('button', { name: /DropZone/i })).toHaveCount(0)
  // Dropping a file on the area uploads it.
  const zone = upload.locator('[role="group"]')
  const transfer = await page.evaluateHandle(() => {
    const data = new DataTransfer()
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    )
    data.items.add(new File([png], 'vuoto.png', { type: 'image/png' }))
    return data
  })
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
  await expect(upload).toContainText('vuoto.png')
  await expect(upload.getByRole('button', { name: /vuoto\.png/ })).toBeVisible()
  // By keyboard: Enter on the chooser button opens the system's file chooser (the platform's
  // own input, no React Aria), and the chosen file uploads beside the dropped one.
  const chooser = page.waitForEvent('filechooser')
  await upload.getByRole('button', { name: 'Valitse tiedostot' }).focus()
  await page.keyboard.press('Enter')
  const dialog = await chooser
  expect(dialog.isMultiple()).toBe(true)
  await dialog.setFiles({
    name: 'kaappi.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  })
  await expect(qa(page, 'defect-notice-files-file')).toHaveCount(2)
  await expect(qa(page, 'defect-notice-files-file').nth(1)).toHaveAttribute('data-status', 'done')
})

test('fault report classes have SVG icons, hidden from screen readers, and no emoji', async ({
  page,
}) => {
  await signIn(page, users.aino)
  await page.goto(`/asiointi/${contracts.ainoRental}/vikailmoitus`)
  const repair = qa(page, 'defect-class-1')
  await expect(repair).toHaveAccessibleName('Korjaus')
  for (const id of [1, 2, 4, 11]) {
    const button = qa(page, `defect-class-${id}`)
    await expect(button.locator('svg[aria-hidden="true"]')).toHaveCount(1)
    expect(await button.textContent()).not.toMatch(/\p{Extended_Pictographic}/u)
  }
})

test('a bulletin page omits the current year from its date, as the cards do', async ({ page }) => {
  await signIn(page, users.aino)
  await page.goto(`/asiointi/${contracts.ainoRental}/ilmoitustaulu`)
  const card = qa(page, 'bulletin-card').first()
  const cardDate = (await card.locator('time').textContent()) ?? ''
  const published = (await card.locator('time').getAttribute('datetime')) ?? ''
  const thisYear = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
  }).format(new Date())
  expect(published.startsWith(thisYear)).toBe(true)
  expect(cardDate).toMatch(/^\d{1,2}\.\d{1,2}\.$/)
  await card.getByRole('link').first().click()
  await expect(qa(page, 'bulletin').locator('time')).toHaveText(cardDate)
})

test('feedback over 2,000 characters is never cut: a counter, and the form refuses it', async ({
  page,
}) => {
  await signIn(page, users.aino)
  await page.goto(`/asiointi/${contracts.ainoRental}/palaute`)
  const description = qa(page, 'feedback-description')
  const text = 'Pitkä palaute. '.repeat(150).slice(0, 2240)
  await description.fill(text)
  await expect(description).toHaveValue(text)
  await expect(qa(page, 'feedback-description-counter')).toHaveText('2240/2000 merkkiä')
  await qa(page, 'feedback-title').fill('Palautetta')
  await qa(page, 'feedback-preview-button').click()
  await expect(qa(page, 'feedback-description-error')).toHaveText(
    'Kuvaus on liian pitkä: enintään 2000 merkkiä, nyt 2240. Lyhennä tekstiä.',
  )
  await expect(description).toHaveValue(text)
  await description.fill(text.slice(0, 2000))
  await expect(qa(page, 'feedback-description-counter')).toHaveText('2000/2000 merkkiä')
  await expect(qa(page, 'feedback-description-error')).toHaveCount(0)
})

test('closing a notification moves the focus to the next one, then to the page heading', async ({
  page,
}) => {
  const resident = await createResident(page.request, {
    contracts: [{ notifications: ['message', 'contract_termination_request_tenant_rejected'] }],
  })
  await logIn(page, resident.email, resident.password)
  await declineConsent(page)
  const notifications = qa(page, 'notification')
  await expect(notifications).toHaveCount(2)
  const second = await notifications.nth(1).getAttribute('data-category')
  await qa(page, 'notification-close').first().focus()
  await page.keyboard.press('Enter')
  await expect(notifications).toHaveCount(1)
  await expect(notifications.first()).toBeFocused()
  await expect(notifications.first()).toHaveAttribute('data-category', second ?? '')
  await qa(page, 'notification-close').first().focus()
  await page.keyboard.press('Enter')
  await expect(notifications).toHaveCount(0)
  await expect(page.locator('main h1')).toBeFocused()
})
