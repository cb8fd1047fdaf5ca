import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { browser } from '../src/shared/lib/browser.ts'
import {
  byQa,
  callsTo,
  fakeApi,
  flags,
  location,
  renderApp,
  resetAroundEachTest,
  residentAnswers,
  settings,
} from './support/accounts-app.tsx'

const publicAnswers = (overrides = {}) =>
  residentAnswers({
    'GET /api/registration-entry-link': {
      status: 200,
      body: { link: 'https://idp.example.com/auth?state=1' },
    },
    'GET /api/passport-registration-entry-link': {
      status: 200,
      body: { link: 'https://idp.example.com/passport?state=2' },
    },
    'POST /api/logout': { status: 200, body: {} },
    ...overrides,
  })

resetAroundEachTest()

function type(label: string, value: string) {
  const input = screen.getByLabelText(label)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}

describe('register page /register (spec 01 §2)', () => {
  it('a new registration lists the steps and goes on with telia when passportAuth is off', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined)
    const calls = fakeApi(publicAnswers())
    const { container } = renderApp('/register')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekisteröityminen' }),
    ).toBeVisible()
    expect(container.querySelectorAll('ol li')).toHaveLength(4)
    fireEvent.click(byQa(container, 'register-start'))
    await waitFor(() => expect(location()).toBe('/register/auth'))
    const link = await screen.findByRole('link', { name: /jatka tästä tunnistautumiseen/ })
    expect(link.getAttribute('href')).toBe('https://idp.example.com/auth?state=1')
    expect(callsTo(calls, 'GET', '/api/registration-entry-link')[0]?.search).toBe(
      '?locale=fi&resetOldUser=false',
    )
    // spec 02 §9: the browser goes to the provider after 1 s
    expect(replace).not.toHaveBeenCalled()
    await waitFor(
      () => expect(replace).toHaveBeenCalledWith('https://idp.example.com/auth?state=1'),
      {
        timeout: 2500,
      },
    )
  })

  it('continue mode: resume sends a new code and goes straight to code entry', async () => {
    const calls = fakeApi(
      publicAnswers({
        'POST /api/resend-verification-code': {
          status: 200,
          body: { sentAt: '2026-11-21T10:05:00.000Z' },
        },
      }),
    )
    const { container } = renderApp('/register?mode=continue&email=leena%40example.com')
    expect(await screen.findByText(/Rekisteröityminen osoitteella leena@example.com/)).toBeVisible()
    fireEvent.click(byQa(container, 'register-resume'))
    expect(await screen.findByLabelText('Vahvistuskoodi')).toBeVisible()
    expect(location()).toBe('/register/verify-email?mode=continue&email=leena%40example.com')
    // Helsinki is UTC+2 in November
    expect(screen.getByText('Vahvistuskoodi lähetettiin klo 12.05.')).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/resend-verification-code')[0]?.body).toEqual({
      email: 'leena@example.com',
    })
  })

  it('continue mode in a fresh browser says how to go on instead of failing (finding 2)', async () => {
    fakeApi(
      publicAnswers({
        'POST /api/resend-verification-code': { status: 401, body: { error: 'UNAUTHORIZED' } },
      }),
    )
    renderApp('/register?mode=continue&email=leena%40example.com')
    fireEvent.click(await screen.findByRole('button', { name: 'Jatka rekisteröitymistä' }))
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('Tässä selaimessa ei ole keskeneräistä rekisteröitymistä.')
    expect(within(notice).getByRole('link', { name: 'Tunnistaudu ja jatka' })).toHaveAttribute(
      'href',
      '/register/chooseAuth',
    )
    expect(within(notice).getByRole('link', { name: 'Kirjaudu ja jatka' })).toHaveAttribute(
      'href',
      '/login',
    )
    expect(location()).toBe('/register?mode=continue&email=leena%40example.com')
  })

  it('restart identifies again with resetOldUser', async () => {
    vi.spyOn(browser, 'replace').mockImplementation(() => undefined)
    const calls = fakeApi(publicAnswers())
    const { container } = renderApp('/register?mode=continue&email=leena%40example.com')
    fireEvent.click(await screen.findByRole('link', { name: 'Aloita rekisteröityminen alusta' }))
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/registration-entry-link')).toHaveLength(1),
    )
    expect(callsTo(calls, 'GET', '/api/registration-entry-link')[0]?.search).toContain(
      'resetOldUser=true',
    )
    expect(byQa(container, 'register-auth')).toBeVisible()
  })
})

describe('method choice /register/chooseAuth (passportAuth on)', () => {
  it('asks for a method, then starts the passport identification', async () => {
    vi.spyOn(browser, 'replace').mockImplementation(() => undefined)
    const calls = fakeApi(
      publicAnswers({
        'GET /api/feature-flags': { status: 200, body: { ...flags, passportAuth: true } },
      }),
    )
    const { container } = renderApp('/register/chooseAuth')
    expect(await screen.findByRole('group', { name: 'Tunnistautumistapa' })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Jatka tunnistautumiseen' }))
    expect(await screen.findByText('Valitse tunnistautumistapa')).toBeVisible()
    expect(byQa(container, 'choose-auth-telia').getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(screen.getByLabelText('Passi tai henkilökortti'))
    fireEvent.click(screen.getByRole('button', { name: 'Jatka tunnistautumiseen' }))
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/passport-registration-entry-link')).toHaveLength(1),
    )
    expect(location()).toBe('/register/auth')
    expect(callsTo(calls, 'GET', '/api/registration-entry-link')).toHaveLength(0)
  })
})

describe('identification redirect /register/auth', () => {
  it("says 'incorrect registration provider' without a known provider", async () => {
    const calls = fakeApi(publicAnswers())
    renderApp('/register/auth?provider=somebank')
    expect(await screen.findByText('Virheellinen tunnistautumistapa')).toBeVisible()
    expect(callsTo(calls, 'GET', '/api/registration-entry-link')).toHaveLength(0)
  })

  it('takes the provider from the query', async () => {
    vi.spyOn(browser, 'replace').mockImplementation(() => undefined)
    const calls = fakeApi(publicAnswers())
    renderApp('/register/auth?provider=candour')
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/passport-registration-entry-link')).toHaveLength(1),
    )
  })

  it('goes to login with registration_link_fetch_failed when the link cannot be fetched', async () => {
    fakeApi(
      publicAnswers({
        'GET /api/registration-entry-link': {
          status: 400,
          body: { error: 'BAD_REQUEST' },
        },
      }),
    )
    renderApp('/register/auth?provider=telia')
    expect(
      await screen.findByText(
        'Rekisteröityminen on tilapäisesti epäkunnossa. Yritä myöhemmin uudelleen.',
      ),
    ).toBeVisible()
    expect(location()).toBe('/login?error=registration_link_fetch_failed')
  })
})

describe('verify-email page /register/verify-email (spec 01 §4, spec 02 §8 Registration)', () => {
  it('sends the code, refuses a wrong one, then creates the account under the password policy', async () => {
    let checks = 0
    const calls = fakeApi(
      publicAnswers({
        'POST /api/resend-verification-code': {
          status: 200,
          body: { sentAt: '2026-11-21T08:30:00.000Z' },
        },
        'POST /api/set-verification-code': () =>
          ++checks === 1
            ? { status: 400, body: { error: 'CODE_MISMATCH_EXCEPTION' } }
            : { status: 200, body: { completed: false } },
        'POST /api/verify-email': { status: 200, body: { cognitoId: 'abc' } },
      }),
    )
    const { container } = renderApp('/register/verify-email?email=Leena%40Example.com')
    const email = (await screen.findByLabelText('Sähköpostiosoite')) as HTMLInputElement
    expect(email.value).toBe('leena@example.com')
    expect(screen.getByText('Vaihe 1/3')).toBeVisible()
    expect(byQa(container, 'register-cancel').getAttribute('href')).toBe(
      '/logout?error=registration_cancelled',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }))

    expect(await screen.findByText('Vahvistuskoodi lähetettiin klo 10.30.')).toBeVisible()
    const codeHeading = screen.getByRole('heading', { name: /Syötä vahvistuskoodi/ })
    expect(document.activeElement).toBe(codeHeading)
    type('Vahvistuskoodi', '12345')
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista koodi' }))
    expect(await screen.findByText('Virheellinen koodi')).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/set-verification-code')).toHaveLength(0)
    type('Vahvistuskoodi', '000000')
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista koodi' }))
    expect(
      await screen.findByText('Vahvistuskoodi on väärä. Tarkista koodi ja yritä uudelleen.'),
    ).toBeVisible()
    type('Vahvistuskoodi', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista koodi' }))

    expect(await screen.findByRole('heading', { name: /Luo salasana/ })).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/set-verification-code')[1]?.body).toEqual({
      email: 'leena@example.com',
      verificationCode: '123456',
    })
    type('Uusi salasana', 'salasana')
    type('Uusi salasana uudelleen', 'toinen')
    fireEvent.click(screen.getByRole('button', { name: 'Luo tunnukset' }))
    expect(await screen.findByText('Salasana ei täytä vaatimuksia')).toBeVisible()
    expect(screen.getByText('Salasanat eivät ole samat')).toBeVisible()
    expect(byQa(container, 'password-rule-uppercase').getAttribute('data-met')).toBe('false')
    const input = screen.getByLabelText('Uusi salasana')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toContain(
      byQa(container, 'password-policy').querySelector('ul')?.id ?? 'missing',
    )

    type('Uusi salasana', 'Kotona-Asun-42')
    type('Uusi salasana uudelleen', 'Kotona-Asun-42')
    expect(byQa(container, 'password-rule-uppercase').getAttribute('data-met')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Luo tunnukset' }))
    expect(await screen.findByText(/Tunnuksesi ovat valmiit/)).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/verify-email')[0]?.body).toEqual({
      email: 'leena@example.com',
      newPassword: 'Kotona-Asun-42',
    })
    expect(byQa(container, 'register-login').getAttribute('href')).toBe('/login')
  })

  it('shows a resend failure as verificationCodeResendError', async () => {
    let sends = 0
    fakeApi(
      publicAnswers({
        'POST /api/resend-verification-code': () =>
          ++sends === 1
            ? { status: 200, body: { sentAt: '2026-11-21T08:30:00.000Z' } }
            : { status: 500, body: { error: 'INTERNAL_SERVER_ERROR' } },
      }),
    )
    renderApp('/register/verify-email?email=leena%40example.com')
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä uusi koodi' }))
    expect(
      await screen.findByText(
        'Uuden vahvistuskoodin lähettäminen epäonnistui. Yritä hetken kuluttua uudelleen.',
      ),
    ).toBeVisible()
  })

  it('says an address in use once, on the field, with a link to reset its password', async () => {
    fakeApi(
      publicAnswers({
        'POST /api/resend-verification-code': {
          status: 400,
          body: { error: 'VALIDATION_ERROR', details: { fieldErrors: { email: 'invalid_email' } } },
        },
      }),
    )
    const { container } = renderApp('/register/verify-email?email=aino%40example.com')
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    expect(
      await screen.findByText('Sähköpostiosoite on jo käytössä. Anna toinen osoite.'),
    ).toBeVisible()
    expect(screen.getByLabelText('Sähköpostiosoite').getAttribute('aria-invalid')).toBe('true')
    expect(
      screen.getByRole('link', { name: 'Vaihda unohtunut salasana' }).getAttribute('href'),
    ).toBe('/password/forgot')
    // Issue 26 item 22: no second, generic "sending failed / start again".
    expect(screen.queryByText('Vahvistuskoodin lähettäminen epäonnistui.')).toBeNull()
    expect(container.querySelector('[data-qa="register-reset-old"]')).toBeNull()
  })

  it("shows a failure to send as 'confirmEmailSubmitError' with a link to reset the old registration", async () => {
    fakeApi(
      publicAnswers({
        'POST /api/resend-verification-code': {
          status: 500,
          body: { error: 'INTERNAL_SERVER_ERROR' },
        },
      }),
    )
    const { container } = renderApp('/register/verify-email?email=aino%40example.com')
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    expect(await screen.findByText('Vahvistuskoodin lähettäminen epäonnistui.')).toBeVisible()
    expect(byQa(container, 'register-reset-old').getAttribute('href')).toBe('/register/chooseAuth')
    expect(screen.getByLabelText('Sähköpostiosoite').getAttribute('aria-invalid')).not.toBe('true')
  })

  it('goes to logout with registration_failed on an unauthorised entry', async () => {
    fakeApi(
      publicAnswers({
        'POST /api/resend-verification-code': { status: 401, body: { error: 'UNAUTHORIZED' } },
      }),
    )
    renderApp('/register/verify-email')
    type('Sähköpostiosoite', 'someone@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    expect(
      await screen.findByText(
        'Rekisteröityminen epäonnistui. Yritä uudelleen.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible()
  })

  it('continue mode completes with the right code when the server says so', async () => {
    const calls = fakeApi(
      publicAnswers({
        'POST /api/set-verification-code': { status: 200, body: { completed: true } },
      }),
    )
    renderApp('/register/verify-email?mode=continue&email=leena%40example.com')
    await screen.findByText('Jos et ole saanut koodia, lähetä uusi koodi.')
    type('Vahvistuskoodi', '654321')
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista koodi' }))
    expect(await screen.findByText(/Tunnuksesi ovat valmiit/)).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/verify-email')).toHaveLength(0)
  })

  it('continue mode asks for the password when the code did not complete it (finding 2)', async () => {
    fakeApi(
      publicAnswers({
        'POST /api/set-verification-code': { status: 200, body: { completed: false } },
      }),
    )
    renderApp('/register/verify-email?mode=continue&email=leena%40example.com')
    await screen.findByText('Jos et ole saanut koodia, lähetä uusi koodi.')
    type('Vahvistuskoodi', '654321')
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista koodi' }))
    expect(await screen.findByRole('heading', { name: /Luo salasana/ })).toBeVisible()
    expect(screen.queryByText(/Tunnuksesi ovat valmiit/)).toBeNull()
  })

  it('sends an already registered person to the login state user_already_registered', async () => {
    fakeApi(
      publicAnswers({
        'POST /api/resend-verification-code': {
          status: 200,
          body: { sentAt: '2026-11-21T08:30:00.000Z' },
        },
        'POST /api/set-verification-code': { status: 200, body: { completed: false } },
        'POST /api/verify-email': { status: 409, body: { error: 'USER_ALREADY_REGISTERED' } },
      }),
    )
    renderApp('/register/verify-email?email=leena%40example.com')
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    await screen.findByLabelText('Vahvistuskoodi')
    type('Vahvistuskoodi', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista koodi' }))
    await screen.findByRole('heading', { name: /Luo salasana/ })
    type('Uusi salasana', 'Kotona-Asun-42')
    type('Uusi salasana uudelleen', 'Kotona-Asun-42')
    fireEvent.click(screen.getByRole('button', { name: 'Luo tunnukset' }))
    expect(
      await screen.findByText(
        'Olet jo rekisteröitynyt. Kirjaudu sisään tai vaihda salasana.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible()
  })
})

describe('dev mailbox link (issue 4 E-mail)', () => {
  it('is on the login page in demo mode', async () => {
    fakeApi(
      publicAnswers({
        'GET /api/app-settings': { status: 200, body: { ...settings, demoMode: true } },
      }),
    )
    renderApp('/login')
    const link = await screen.findByRole('link', { name: /Avaa kehittäjän postilaatikko/ })
    expect(link.getAttribute('href')).toBe('/dev/mailbox')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('is not there outside demo mode', async () => {
    fakeApi(publicAnswers())
    const { container } = renderApp('/login')
    await screen.findByLabelText('Sähköpostiosoite')
    expect(screen.getByRole('link', { name: 'Rekisteröidy' })).toBeVisible()
    expect(container.querySelector('[data-qa="dev-mailbox-link"]')).toBeNull()
  })
})
