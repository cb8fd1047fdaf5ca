import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { Answer } from './support/accounts-app.tsx'
import { byQa, callsTo, fakeApi, renderApp, residentAnswers } from './support/accounts-app.tsx'

beforeEach(() => {
  window.__ASUKAS_WRITE_DELAY_MS__ = 0
  window.sessionStorage.clear()
  document.documentElement.lang = 'fi'
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function type(label: string, value: string) {
  const input = screen.getByLabelText(label)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}

/** Opens /password/forgot, sends a code to `email` and fills the code step. */
async function toCodeStep(confirm: Answer) {
  const calls = fakeApi(
    residentAnswers({
      'POST /api/forgot-password': { status: 200, body: {} },
      'POST /api/confirm-forgotten-password': confirm,
    }),
  )
  const view = renderApp('/password/forgot')
  expect(await screen.findByText('Vaihe 1/2')).toBeVisible()
  type('Sähköpostiosoite', ' Antti.Nieminen@Example.com ')
  fireEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }))
  expect(await screen.findByText('Vaihe 2/2')).toBeVisible()
  expect(screen.getByText(/Jos osoitteella antti.nieminen@example.com on tunnukset/)).toBeVisible()
  type('Vahvistuskoodi', '123456')
  type('Uusi salasana', 'Uusi-Salasana-77')
  type('Uusi salasana uudelleen', 'Uusi-Salasana-77')
  fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }))
  return { calls, ...view }
}

describe('forgot password /password/forgot (spec 01 §4, spec 02 §8)', () => {
  it('sends the code, then sets the new password with it', async () => {
    const { calls, container } = await toCodeStep({ status: 200, body: {} })
    expect(await screen.findByRole('heading', { name: 'Salasana on vaihdettu' })).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/forgot-password')[0]?.body).toEqual({
      email: 'antti.nieminen@example.com',
    })
    expect(callsTo(calls, 'POST', '/api/confirm-forgotten-password')[0]?.body).toEqual({
      email: 'antti.nieminen@example.com',
      resetCode: '123456',
      newPassword: 'Uusi-Salasana-77',
    })
    expect(byQa(container, 'forgot-password-login').getAttribute('href')).toBe('/login')
  })

  const causes: [Answer, string][] = [
    [{ status: 400, body: { error: 'CODE_MISMATCH_EXCEPTION' } }, 'Vahvistuskoodi on väärä.'],
    [
      { status: 400, body: { error: 'VALIDATION_ERROR', details: { fieldErrors: {} } } },
      'Vahvistuskoodi on väärä.',
    ],
    [
      { status: 400, body: { error: 'EXPIRED_CODE_EXCEPTION' } },
      'Vahvistuskoodi on vanhentunut. Pyydä uusi koodi.',
    ],
    [
      { status: 400, body: { error: 'INVALID_PASSWORD_EXCEPTION' } },
      'Salasana ei kelpaa. Tarkista salasanan vaatimukset.',
    ],
    [
      { status: 429, body: { error: 'LIMIT_EXCEEDED_EXCEPTION' } },
      'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    ],
    [
      { status: 429, body: { error: 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION' } },
      'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    ],
    [
      { status: 429, body: { error: 'TOO_MANY_REQUESTS_EXCEPTION' } },
      'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    ],
    [
      { status: 403, body: { error: 'USER_NOT_CONFIRMED_EXCEPTION' } },
      'Käyttäjätunnusta ei ole vahvistettu. Viimeistele rekisteröityminen.',
    ],
    [{ status: 404, body: { error: 'USER_NOT_FOUND_EXCEPTION' } }, 'Käyttäjätunnusta ei löytynyt.'],
    [{ status: 500, body: { error: 'INTERNAL_SERVER_ERROR' } }, 'Syy ei ole tiedossa.'],
  ]
  for (const [answer, text] of causes) {
    it(`shows 'password change failed' and the cause of ${String((answer.body as { error: string }).error)}`, async () => {
      await toCodeStep(answer)
      expect(
        await screen.findByRole('heading', { name: 'Salasanan vaihtaminen epäonnistui' }),
      ).toBeVisible()
      expect(screen.getByText(text)).toBeVisible()
    })
  }

  it('tries again from the code step with the address kept', async () => {
    await toCodeStep({ status: 400, body: { error: 'CODE_MISMATCH_EXCEPTION' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Yritä uudelleen' }))
    expect(await screen.findByText('Vaihe 2/2')).toBeVisible()
    expect((screen.getByLabelText('Vahvistuskoodi') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Sähköpostiosoite') as HTMLInputElement).value).toBe(
      'antti.nieminen@example.com',
    )
  })

  it('validates the e-mail before sending anything', async () => {
    const calls = fakeApi(residentAnswers())
    renderApp('/password/forgot')
    await screen.findByText('Vaihe 1/2')
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    expect(await screen.findByText('Tieto on pakollinen')).toBeVisible()
    type('Sähköpostiosoite', 'not-an-address')
    expect(await screen.findByText('Virheellinen sähköpostiosoite')).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/forgot-password')).toHaveLength(0)
  })

  it('says so when the code cannot be sent', async () => {
    fakeApi(
      residentAnswers({
        'POST /api/forgot-password': { status: 429, body: { error: 'LIMIT_EXCEEDED_EXCEPTION' } },
      }),
    )
    renderApp('/password/forgot')
    await screen.findByText('Vaihe 1/2')
    type('Sähköpostiosoite', 'antti.nieminen@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    expect(
      await screen.findByText('Liian monta yritystä. Odota hetki ja yritä uudelleen.'),
    ).toBeVisible()
    expect(screen.getByText('Vaihe 1/2')).toBeVisible()
  })
})
