import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { dismissWriteDenied } from '../src/app/write-denied.ts'
import {
  byQa,
  callsTo,
  contractId,
  fakeApi,
  flags,
  location,
  profile,
  renderApp,
  residentAnswers,
} from './support/accounts-app.tsx'

const path = `/omat-tiedot/${contractId}`
const impersonating = {
  'GET /api/user/metadata': {
    status: 200,
    body: { isImpersonator: true, impersonatorEmail: 'staff@example.com', identityProvider: null },
  },
}

beforeEach(() => {
  window.__ASUKAS_WRITE_DELAY_MS__ = 0
  window.sessionStorage.clear()
  document.documentElement.lang = 'fi'
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  dismissWriteDenied()
})

function type(label: string, value: string) {
  const input = screen.getByLabelText(label)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}

describe('own information (spec 01 §2 Own information, spec 02 §5 User info)', () => {
  it('shows the details, communication choices and invoice type', async () => {
    const { container } = renderAppWith()
    expect(await screen.findByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible()
    expect(byQa(container, 'own-info-email').textContent).toBe(profile.email)
    expect(byQa(container, 'own-info-phone').textContent).toBe('+358 40 123 4567')
    expect(byQa(container, 'own-info-marketing-allowed').textContent).toBe('Ei')
    expect((await screen.findByText('Paperilasku')).getAttribute('data-kind')).toBe('paper')
    expect(screen.getByRole('button', { name: 'Poista käyttäjätunnus' })).toBeVisible()
  })

  it('edits and saves; the form validates, and the profile is refreshed', async () => {
    const saved = { ...profile, phoneNumber: '+358 50 765 4321', marketingAllowed: true }
    let profileCalls = 0
    const calls = fakeApi(
      residentAnswers({
        'GET /api/user/profile': () =>
          ++profileCalls === 1 ? { status: 200, body: profile } : { status: 200, body: saved },
        'POST /api/user/update': { status: 200, body: saved },
      }),
    )
    const { container } = renderApp(path)
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa tietoja' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Puhelinnumero')))
    // The login e-mail is not edited here (it needs the password and a code).
    expect(screen.queryByLabelText('Sähköpostiosoite')).toBeNull()
    const save = screen.getByRole('button', { name: 'Tallenna' }) as HTMLButtonElement

    type('Puhelinnumero', '')
    expect(await screen.findByText('Tieto on pakollinen')).toBeVisible()
    await waitFor(() => expect(save.disabled).toBe(true))
    type('Puhelinnumero', '040 123')
    expect(
      await screen.findByText(/^Virheellinen puhelinnumero\. Anna numero muodossa \+358/),
    ).toBeVisible()
    expect(screen.getByLabelText('Puhelinnumero').getAttribute('aria-invalid')).toBe('true')

    type('Puhelinnumero', '+358 50 765 4321')
    fireEvent.click(screen.getByLabelText('Markkinointi sallittu'))
    await waitFor(() => expect(save.disabled).toBe(false))
    fireEvent.click(save)

    expect(await screen.findByText('Tiedot on tallennettu.')).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/user/update')[0]?.body).toEqual({
      email: 'aino.virtanen@example.com',
      phoneNumber: '+358 50 765 4321',
      communicationByEmail: true,
      communicationBySms: true,
      marketingAllowed: true,
    })
    await waitFor(() => expect(profileCalls).toBeGreaterThanOrEqual(2))
    expect(byQa(container, 'own-info-phone').textContent).toBe('+358 50 765 4321')
    expect(byQa(container, 'own-info-marketing-allowed').textContent).toBe('Kyllä')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Muokkaa tietoja' })),
    )
  })

  it('keeps save disabled for an impersonating staff user', async () => {
    const calls = fakeApi(residentAnswers(impersonating))
    renderApp(path)
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa tietoja' }))
    expect(
      screen.getByText('Asioit asiakkaan puolesta, joten et voi tallentaa muutoksia.'),
    ).toBeVisible()
    const save = screen.getByRole('button', { name: 'Tallenna' }) as HTMLButtonElement
    const phone = screen.getByLabelText('Puhelinnumero')
    // Validation runs on these fields: a wrong number is marked, and the right one (which enables
    // save for a resident) clears the mark, so save stays disabled only for the impersonation.
    type('Puhelinnumero', '040 123')
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'))
    type('Puhelinnumero', '+358 50 765 4321')
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBeNull())
    expect(save.disabled).toBe(true)
    fireEvent.click(save)
    expect(callsTo(calls, 'POST', '/api/user/update')).toHaveLength(0)
  })

  it('shows an e-invoice, and hides invoicing the server does not have', async () => {
    fakeApi(
      residentAnswers({
        [`GET /api/contracts/${contractId}/invoice-address`]: {
          status: 200,
          body: {
            contractAddress: 'Kotikatu 3 A 12, 00100 Helsinki',
            electronicInvoiceAddress: {
              id: 'e1',
              businessIdentityCode: null,
              companyName: null,
              identifier: 'FI1234',
              intermediator: 'OKOYFIHH',
            },
            postalInvoiceAddress: null,
            selectedInvoiceType: 'corporate_electronic',
            selectedPostalAddressType: 'contract_address',
          },
        },
      }),
    )
    renderApp(path)
    expect(await screen.findByText('E-lasku')).toBeVisible()
    expect(screen.getByText('FI1234, OKOYFIHH')).toBeVisible()
    cleanup()
    vi.unstubAllGlobals()

    fakeApi(
      residentAnswers({
        [`GET /api/contracts/${contractId}/invoice-address`]: {
          status: 404,
          body: { error: 'NOT_FOUND' },
        },
      }),
    )
    const { container } = renderApp(path)
    await screen.findByRole('button', { name: 'Muokkaa tietoja' })
    await waitFor(() => expect(container.querySelector('[data-qa="own-info-invoice"]')).toBeNull())
  })

  it('changes the password with a code; a failure shows its cause', async () => {
    let confirms = 0
    const calls = fakeApi(
      residentAnswers({
        'POST /api/send-password-reset-code': { status: 200, body: {} },
        'POST /api/confirm-reset-password': () =>
          ++confirms === 1
            ? { status: 400, body: { error: 'EXPIRED_CODE_EXCEPTION' } }
            : { status: 200, body: {} },
      }),
    )
    renderApp(path)
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    expect(await screen.findByText(/Vahvistuskoodi lähetettiin osoitteeseen aino/)).toBeVisible()
    type('Vahvistuskoodi', '123456')
    type('Uusi salasana', 'Uusi-Salasana-77')
    type('Uusi salasana uudelleen', 'Uusi-Salasana-77')
    fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }))
    expect(await screen.findByText('Salasanan vaihtaminen epäonnistui')).toBeVisible()
    expect(screen.getByText('Vahvistuskoodi on vanhentunut. Pyydä uusi koodi.')).toBeVisible()

    // an expired code cannot be used again: try again starts from sending a code
    fireEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    await screen.findByLabelText('Vahvistuskoodi')
    type('Vahvistuskoodi', '654321')
    type('Uusi salasana', 'Uusi-Salasana-77')
    type('Uusi salasana uudelleen', 'Uusi-Salasana-77')
    fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }))
    expect(await screen.findByText('Salasana on vaihdettu')).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/send-password-reset-code')).toHaveLength(2)
    expect(callsTo(calls, 'POST', '/api/confirm-reset-password')[1]?.body).toEqual({
      resetCode: '654321',
      newPassword: 'Uusi-Salasana-77',
    })
  })

  it('shows the write-denied page when an impersonator tries a write, with a way back', async () => {
    fakeApi(
      residentAnswers({
        ...impersonating,
        'POST /api/send-password-reset-code': {
          status: 401,
          body: { error: 'IMPERSONATION_WRITE_ACCESS_DENIED' },
        },
      }),
    )
    const { container } = renderApp(path)
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä vahvistuskoodi' }))
    expect(await screen.findByRole('heading', { name: 'Ei muokkausoikeutta' })).toBeVisible()
    fireEvent.click(byQa(container, 'write-denied-back'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible()
  })

  it('deletes the account after confirmation and logs out', async () => {
    const calls = fakeApi(
      residentAnswers({
        'POST /api/remove-user': { status: 200, body: {} },
        'POST /api/logout': { status: 200, body: {} },
      }),
    )
    renderApp(path)
    fireEvent.click(await screen.findByRole('button', { name: 'Poista käyttäjätunnus' }))
    // The kit's dialog (React Aria) is modal, named by its title, and starts on 'cancel'.
    const dialog = await screen.findByRole('alertdialog', { name: 'Poistetaanko käyttäjätunnus?' })
    expect(dialog.getAttribute('data-qa')).toBe('delete-account-dialog')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Peruuta' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(callsTo(calls, 'POST', '/api/remove-user')).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Poista käyttäjätunnus' }))
    const again = await screen.findByRole('alertdialog')
    fireEvent.click(within(again).getByRole('button', { name: 'Poista tunnus' }))
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/remove-user')).toHaveLength(1))
    // Finding 8: a confirmation page after the logout, not the bare login page.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Käyttäjätunnus on poistettu' }),
    ).toBeVisible()
    expect(location()).toBe('/account-deleted')
    expect(callsTo(calls, 'POST', '/api/logout')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Kirjautumissivulle' })).toHaveAttribute(
      'href',
      '/login',
    )
    // The dialog and the confirmation page load lazily, and logout waits 1 s (spec 02 §9).
  }, 20_000)

  it('has no delete section without the removeUser flag', async () => {
    fakeApi(
      residentAnswers({
        'GET /api/feature-flags': { status: 200, body: { ...flags, removeUser: false } },
      }),
    )
    const { container } = renderApp(path)
    await screen.findByRole('button', { name: 'Muokkaa tietoja' })
    expect(container.querySelector('[data-qa="delete-account"]')).toBeNull()
  })
})

/** Renders own information with the default resident answers. */
function renderAppWith() {
  fakeApi(residentAnswers())
  return renderApp(path)
}

describe("the resident's portal language (issue 10 finding 3)", () => {
  it('stores the language the resident picks as the language of their mail', async () => {
    const calls = fakeApi(
      residentAnswers({
        'POST /api/user/locale': (body) => ({ status: 200, body }),
      }),
    )
    const { container } = renderApp(path)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Omat tiedot' }, { timeout: 10_000 }),
    ).toBeVisible()
    fireEvent.click(byQa(container, 'lang-sv'))
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/user/locale').map((call) => call.body)).toEqual([
        { locale: 'sv' },
      ]),
    )
    // The Swedish texts load on first use.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Egna uppgifter' }, { timeout: 10_000 }),
    ).toBeVisible()
  })

  it('does not store it for an impersonating staff member', async () => {
    const calls = fakeApi(residentAnswers(impersonating))
    const { container } = renderApp(path)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Omat tiedot' }, { timeout: 10_000 }),
    ).toBeVisible()
    fireEvent.click(byQa(container, 'lang-sv'))
    // The switch took the click (the page is in Swedish); a save would have started with it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Egna uppgifter' }, { timeout: 10_000 }),
    ).toBeVisible()
    expect(callsTo(calls, 'POST', '/api/user/locale')).toEqual([])
  })
})
