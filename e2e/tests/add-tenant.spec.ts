/**
 * Add tenant in the browser (issue 13; spec 01 §2 "Add tenant": form, preview, success; the
 * first person cannot be removed, more can be added; spec 02 §5): on a phone in Swedish and on a
 * desktop in Finnish (the error view of a refused request). axe-core runs on every page.
 */
import { expect, test, type Page } from '@playwright/test'
import { logIn, noWriteDelay } from '../pages/accounts.ts'
import { desktop, expectNoSeriousViolations, phone, qa } from '../pages/contract-requests.ts'
import { createResident } from '../pages/fixtures.ts'
import { answerConsent } from '../pages/portal.ts'

const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY'
/** A temporary identity code born 5 May 1995 with individual number `n` (900-999). */
const hetu = (n: number) => `050595-${n}${checkCharacters[Number(`050595${n}`) % 31]}`
const newcomer = hetu(990)

/**
 * Logs in a sole tenant of an active rental made for this test alone (the fixtures API), so the
 * two tests, which run in parallel, never see each other's requests.
 *
 * @returns the contract id.
 */
async function soleTenant(page: Page, lang: 'fi' | 'sv'): Promise<string> {
  const resident = await createResident(page.request, { firstName: 'Tuula', locale: lang })
  await noWriteDelay(page)
  await logIn(page, resident.email, resident.password)
  await answerConsent(page)
  if (lang !== 'fi') {
    await qa(page, `lang-${lang}`).click()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  }
  return resident.contracts[0]!.contractId
}

test.describe('add tenant (sv, phone)', () => {
  test.use({ viewport: phone })

  test('adds a person through form, preview and success', async ({ page }) => {
    test.setTimeout(120_000)
    const contractId = await soleTenant(page, 'sv')
    await page.goto(`/asiointi/${contractId}/lisaa-asukas`)
    await expect(qa(page, 'add-tenant-form')).toBeVisible()
    await expectNoSeriousViolations(page)
    // the first person has no remove button; a second one has
    await expect(qa(page, 'add-tenant-0-remove')).toHaveCount(0)
    await qa(page, 'add-tenant-add-person').click()
    await expect(qa(page, 'add-tenant-1-remove')).toBeVisible()
    await qa(page, 'add-tenant-1-remove').click()
    await expect(qa(page, 'add-tenant-person-1')).toHaveCount(0)

    // invalid: a wrong identity code, then the missing names, are marked and focused
    await qa(page, 'add-tenant-0-socialSecurityNumber').fill('050595-9900')
    await qa(page, 'add-tenant-preview-button').click()
    await expect(qa(page, 'add-tenant-0-socialSecurityNumber-error')).toBeVisible()
    await expect(qa(page, 'add-tenant-0-socialSecurityNumber')).toBeFocused()
    await expectNoSeriousViolations(page)
    await qa(page, 'add-tenant-0-socialSecurityNumber').fill(newcomer)
    await qa(page, 'add-tenant-preview-button').click()
    await expect(qa(page, 'add-tenant-0-firstName-error')).toHaveText('Uppgiften är obligatorisk')
    await expect(qa(page, 'add-tenant-0-firstName')).toBeFocused()

    await qa(page, 'add-tenant-0-firstName').fill('Nelli')
    await qa(page, 'add-tenant-0-lastName').fill('Nieminen')
    await qa(page, 'add-tenant-preview-button').click()
    await expect(qa(page, 'add-tenant-preview')).toBeVisible()
    await expect(qa(page, 'add-tenant-preview-0')).toHaveText(`Nelli Nieminen, ${newcomer}`)
    await expectNoSeriousViolations(page)
    // edit keeps the values
    await qa(page, 'add-tenant-edit').click()
    await expect(qa(page, 'add-tenant-0-firstName')).toHaveValue('Nelli')
    await qa(page, 'add-tenant-preview-button').click()
    await qa(page, 'add-tenant-send').click()
    await expect(qa(page, 'add-tenant-success')).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})

test.describe('add tenant refused (fi, desktop)', () => {
  test.use({ viewport: desktop })

  test('a second request while one is open shows the confirmation error view', async ({ page }) => {
    test.setTimeout(120_000)
    const contractId = await soleTenant(page, 'fi')
    // one request is already open (sent by the same resident a moment before)
    const first = await page.request.post(
      `/api/contracts/${contractId}/confirm-operation/add-tenant`,
      {
        headers: { 'x-requested-with': 'asukas' },
        data: {
          locale: 'fi',
          operationData: {
            tenants: [
              {
                socialSecurityNumber: newcomer,
                firstName: 'Nelli',
                lastName: 'Nieminen',
                email: '',
                phoneNumber: '',
                birthDate: null,
              },
            ],
          },
        },
      },
    )
    expect(first.status(), await first.text()).toBe(200)
    await page.goto(`/asiointi/${contractId}/lisaa-asukas`)
    await qa(page, 'add-tenant-0-socialSecurityNumber').fill(
      newcomer.replace('990', '991').slice(0, 10) + checkCharacters[Number('050595991') % 31],
    )
    await qa(page, 'add-tenant-0-firstName').fill('Toinen')
    await qa(page, 'add-tenant-0-lastName').fill('Henkilö')
    await qa(page, 'add-tenant-preview-button').click()
    await qa(page, 'add-tenant-send').click()
    await expect(qa(page, 'confirm-error-title')).toHaveText(
      'Tunnistautumisen aloittaminen epäonnistui',
    )
    await expect(qa(page, 'confirm-error-restart')).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})

test.describe('add tenant is linked where residents look (issue 26 item 13, fi, desktop)', () => {
  test.use({ viewport: desktop })

  test('from the front page tasks and the contract; the e-mail is sent lower-cased', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const contractId = await soleTenant(page, 'fi')
    await page.goto(`/asiointi/${contractId}`)
    await expect(qa(page, 'contract-add-tenant')).toHaveAttribute(
      'href',
      `/asiointi/${contractId}/lisaa-asukas`,
    )
    await qa(page, 'tile-add-tenant').getByRole('link', { name: 'Lisää asukas' }).click()
    await page.waitForURL(new RegExp(`/asiointi/${contractId}/lisaa-asukas$`))
    await expect(qa(page, 'add-tenant-form')).toBeVisible()

    await qa(page, 'add-tenant-0-socialSecurityNumber').fill(newcomer)
    await qa(page, 'add-tenant-0-firstName').fill('Nelli')
    await qa(page, 'add-tenant-0-lastName').fill('Nieminen')
    await qa(page, 'add-tenant-0-email').fill('Nelli.Nieminen@Example.COM')
    await qa(page, 'add-tenant-preview-button').click()
    await expect(qa(page, 'add-tenant-preview-0-email')).toHaveText('nelli.nieminen@example.com')
    const sent = page.waitForRequest((request) => request.url().endsWith('/add-tenant'))
    await qa(page, 'add-tenant-send').click()
    const body = (await sent).postDataJSON() as {
      operationData: { tenants: { email: string }[] }
    }
    expect(body.operationData.tenants[0]?.email).toBe('nelli.nieminen@example.com')
    await expect(qa(page, 'add-tenant-success')).toBeVisible()
  })
})
