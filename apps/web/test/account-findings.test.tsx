/**
 * The account findings of issue 10 (4, 5, 7, 19) and the login e-mail change of issue 8 item 6,
 * as the resident sees them: an address in use is not called invalid, a too-long password is
 * told its limit, an empty password change marks every field, a lockout tells how long to wait
 * (fi, sv, en), and the e-mail changes only after the password and the mailed code.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.setConfig({ testTimeout: 20_000 })
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { dismissWriteDenied } from '../src/app/write-denied.ts'
import { tooManyAttemptsText } from '../src/features/auth/LoginScreen.tsx'
import { ApiError } from '../src/shared/api/client.ts'
import { retryWaitOf } from '../src/shared/lib/retry-after.ts'
import {
  callsTo,
  contractId,
  fakeApi,
  profile,
  renderApp,
  residentAnswers,
} from './support/accounts-app.tsx'

const ownInfo = `/omat-tiedot/${contractId}`

/** The element with `data-qa` `name`. */
function byQa(name: string): HTMLElement {
  const element = document.querySelector(`[data-qa="${name}"]`)
  if (!(element instanceof HTMLElement)) throw new Error(`no [data-qa="${name}"]`)
  return element
}
const slow = { timeout: 5000 }

beforeEach(() => {
  window.__ASUKAS_WRITE_DELAY_MS__ = 0
  window.sessionStorage.clear()
  document.documentElement.lang = 'fi'
  chooseLang('fi')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  dismissWriteDenied()
})

/** Opens the app in `lang` (the language is remembered in a cookie and the session). */
function chooseLang(lang: 'fi' | 'sv' | 'en') {
  window.sessionStorage.setItem('lang', lang)
  document.cookie = `lang=${lang}; path=/`
}

/** Waits until the element `qa` says exactly `text` (what the user sees). */
async function sees(qa: string, text: string): Promise<void> {
  await waitFor(() => expect(byQa(qa).textContent).toBe(text), { timeout: 5000 })
}

function type(label: string, value: string) {
  const input = screen.getByLabelText(label)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}

function submitLogin(password: string) {
  fireEvent.input(screen.getAllByRole('textbox')[0] as HTMLElement, {
    target: { value: 'aino.virtanen@example.com' },
  })
  const passwordInput = document.querySelector('input[type="password"]') as HTMLInputElement
  fireEvent.input(passwordInput, { target: { value: password } })
  fireEvent.click(document.querySelector('[data-qa="login-submit"]') as HTMLElement)
}

const lockedError = (retryAfter: number) =>
  new ApiError(429, 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION', { retryAfter })

describe('finding 19: a lockout tells how long to wait', () => {
  const locked = (retryAfter: number) => ({
    'POST /api/login': {
      status: 429,
      body: { error: 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION', details: { retryAfter } },
    },
  })

  it('in Finnish, in seconds', async () => {
    fakeApi(residentAnswers(locked(30)))
    renderApp('/login')
    await screen.findByLabelText('Salasana', {}, slow)
    submitLogin('Wrong-password-1')
    await sees(
      'login-error',
      'Liian monta epäonnistunutta yritystä. Voit yrittää uudelleen 30 sekunnin kuluttua.',
    )
  })

  it('in Swedish, in minutes rounded up', async () => {
    const { sv } = await import('../src/shared/i18n/sv.ts')
    expect(tooManyAttemptsText(sv, retryWaitOf(lockedError(14 * 60 + 1)))).toBe(
      'För många misslyckade försök. Du kan försöka igen om 15 minuter.',
    )
    expect(tooManyAttemptsText(sv, retryWaitOf(lockedError(1)))).toBe(
      'För många misslyckade försök. Du kan försöka igen om 1 sekund.',
    )
  })

  it('in English, one second', async () => {
    // (The English bundle is checked directly: jsdom here does not switch the login page to it.)
    const { en } = await import('../src/shared/i18n/en.ts')
    expect(tooManyAttemptsText(en, retryWaitOf(lockedError(1)))).toBe(
      'Too many failed attempts. You can try again in 1 second.',
    )
    expect(tooManyAttemptsText(en, retryWaitOf(lockedError(61)))).toBe(
      'Too many failed attempts. You can try again in 2 minutes.',
    )
    expect(
      tooManyAttemptsText(en, retryWaitOf(new ApiError(429, 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION'))),
    ).toBe('Too many failed attempts. Wait a moment and try again.')
  })
})

describe('finding 5: a too-long password', () => {
  it('is told the limit of 256, not "at least 8"', async () => {
    const calls = fakeApi(residentAnswers())
    renderApp('/login')
    await screen.findByLabelText('Salasana', {}, slow)
    submitLogin(`Aa1!${'x'.repeat(300)}`)
    await sees('login-password-error', 'Salasanassa on enintään 256 merkkiä')
    expect(screen.queryByText('Salasanassa on vähintään 8 merkkiä')).toBeNull()
    expect(callsTo(calls, 'POST', '/api/login')).toHaveLength(0)
  })
})

describe('finding 7: an empty password change', () => {
  it('marks the code and both password fields', async () => {
    fakeApi(residentAnswers({ 'POST /api/send-password-reset-code': { status: 200, body: {} } }))
    renderApp(ownInfo)
    await screen.findByRole('button', { name: 'Vaihda sähköpostiosoite' }, slow)
    fireEvent.click(byQa('change-password-send-code'))
    await screen.findByLabelText('Vahvistuskoodi')
    fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Vahvistuskoodi').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(screen.getByLabelText('Uusi salasana').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Uusi salasana uudelleen').getAttribute('aria-invalid')).toBe(
      'true',
    )
  })
})

describe('finding 4: an address in use at registration', () => {
  it('is said to be in use on the field, not "invalid e-mail"', async () => {
    fakeApi(
      residentAnswers({
        'POST /api/resend-verification-code': {
          status: 400,
          body: { error: 'VALIDATION_ERROR', details: { fieldErrors: { email: 'invalid_email' } } },
        },
      }),
    )
    renderApp('/register/verify-email?email=aino%40example.com')
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä vahvistuskoodi' }, slow))
    await sees('verify-email-email-error', 'Sähköpostiosoite on jo käytössä. Anna toinen osoite.')
    expect(screen.queryByText('Virheellinen sähköpostiosoite')).toBeNull()
    expect(screen.getByLabelText('Sähköpostiosoite').getAttribute('aria-invalid')).toBe('true')
  })
})

describe('changing the login e-mail (issue 8 item 6)', () => {
  it('needs the password, then the code sent to the new address', async () => {
    let profileCalls = 0
    const calls = fakeApi(
      residentAnswers({
        'GET /api/user/profile': () =>
          ++profileCalls === 1
            ? { status: 200, body: profile }
            : { status: 200, body: { ...profile, email: 'aino.uusi@example.com' } },
        'POST /api/user/email-change': (body) =>
          (body as { password: string }).password === 'Asukas-demo-1'
            ? { status: 200, body: { sentAt: '2026-11-21T10:15:00.000Z' } }
            : { status: 400, body: { error: 'INVALID_CREDENTIALS' } },
        'POST /api/user/email-change/confirm': (body) =>
          (body as { code: string }).code === '123456'
            ? { status: 200, body: { email: 'aino.uusi@example.com' } }
            : { status: 400, body: { error: 'CODE_MISMATCH_EXCEPTION' } },
      }),
    )
    renderApp(ownInfo)
    fireEvent.click(await screen.findByRole('button', { name: 'Vaihda sähköpostiosoite' }, slow))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Uusi sähköpostiosoite')),
    )
    type('Uusi sähköpostiosoite', 'Aino.Uusi@Example.com')
    type('Nykyinen salasana', 'Wrong-password-1')
    fireEvent.click(byQa('email-change-send'))
    await sees('email-change-error', 'Salasana on väärä.')

    type('Nykyinen salasana', 'Asukas-demo-1')
    fireEvent.click(byQa('email-change-send'))
    await sees(
      'email-change-code-sent',
      'Jos osoitteen aino.uusi@example.com voi ottaa käyttöön, lähetimme siihen vahvistuskoodin klo 12.15. Koodi on voimassa 10 minuuttia.',
    )
    type('Vahvistuskoodi', '000000')
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista uusi osoite' }))
    await sees('email-change-error', 'Vahvistuskoodi on väärä. Tarkista koodi ja yritä uudelleen.')
    type('Vahvistuskoodi', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista uusi osoite' }))
    await sees(
      'email-change-done',
      'Sähköpostiosoitteesi on nyt aino.uusi@example.com. Kirjaudu jatkossa tällä osoitteella. Vanhaan osoitteeseen lähetettiin ilmoitus muutoksesta.',
    )
    await waitFor(() => expect(profileCalls).toBeGreaterThanOrEqual(2))
    expect(callsTo(calls, 'POST', '/api/user/email-change')[1]?.body).toEqual({
      newEmail: 'aino.uusi@example.com',
      password: 'Asukas-demo-1',
    })
  })

  it('tells how long to wait after too many tries', async () => {
    fakeApi(
      residentAnswers({
        'POST /api/user/email-change': {
          status: 429,
          body: { error: 'LIMIT_EXCEEDED_EXCEPTION', details: { retryAfter: 600 } },
        },
      }),
    )
    renderApp(ownInfo)
    fireEvent.click(await screen.findByRole('button', { name: 'Vaihda sähköpostiosoite' }, slow))
    type('Uusi sähköpostiosoite', 'aino.uusi@example.com')
    type('Nykyinen salasana', 'Asukas-demo-1')
    fireEvent.click(byQa('email-change-send'))
    await sees(
      'email-change-error',
      'Liian monta yritystä. Voit yrittää uudelleen 10 minuutin kuluttua.',
    )
  })
})
