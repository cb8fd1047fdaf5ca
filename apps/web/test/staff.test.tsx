import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { StaffMe, StaffResident } from '@asukas/contract/endpoints/staff'
import { browser } from '../src/shared/lib/browser.ts'
import {
  byQa,
  callsTo,
  contractId,
  fakeApi,
  location,
  renderApp,
  resetAroundEachTest,
  residentAnswers,
} from './support/accounts-app.tsx'

const staffMember: StaffMe = {
  uuid: '00000000-0000-4000-8000-000000000004',
  email: 'staff@example.com',
  firstName: 'Johanna',
  lastName: 'Lehtonen',
  impersonating: null,
  roles: ['customer_service'],
  capabilities: ['inbox', 'feedback_questions', 'messages', 'residents', 'impersonation'],
}

const aino: StaffResident = {
  uuid: '00000000-0000-4000-8000-000000000001',
  email: 'aino.virtanen@example.com',
  firstName: 'Aino',
  lastName: 'Virtanen',
  phoneNumber: '+358 40 123 4567',
  contracts: [
    {
      contractUuid: contractId,
      referenceNumber: '1234561',
      status: 'active',
      streetAddressLine1: 'Kotikatu 3 A 12',
      postalCode: '00100',
      city: 'Helsinki',
    },
  ],
}

resetAroundEachTest()

function type(label: string, value: string) {
  const input = screen.getByLabelText(label)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}

describe('staff console (issue 4 "Staff and impersonation")', () => {
  it('logs in at /henkilosto with the password and a TOTP code, then opens the inbox', async () => {
    let signedIn = false
    const calls = fakeApi(
      residentAnswers({
        'GET /api/staff/me': () =>
          signedIn
            ? { status: 200, body: staffMember }
            : { status: 401, body: { error: 'UNAUTHORIZED' } },
        'POST /api/staff/login': { status: 200, body: { next: 'second_factor' } },
        'POST /api/staff/login/second-factor': () => {
          signedIn = true
          return { status: 200, body: {} }
        },
        'GET /api/staff/inbox': { status: 200, body: [] },
        'GET /api/staff/properties': { status: 200, body: [] },
      }),
    )
    renderApp('/staff')
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    expect(heading.textContent).toBe('Henkilöstön kirjautuminen')
    expect(location()).toBe('/henkilosto')
    type('Sähköpostiosoite', 'Staff@Example.com')
    type('Salasana', 'Asukas-demo-1')
    fireEvent.click(screen.getByRole('button', { name: 'Jatka' }))
    await waitFor(() => expect(location()).toBe('/henkilosto/tunnistus'))
    expect(callsTo(calls, 'POST', '/api/staff/login')[0]?.body).toEqual({
      username: 'staff@example.com',
      password: 'Asukas-demo-1',
    })
    type('Vahvistuskoodi', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Kirjaudu' }))
    await waitFor(() => expect(location()).toBe('/henkilosto/saapuneet'))
    expect(callsTo(calls, 'POST', '/api/staff/login/second-factor')[0]?.body).toEqual({
      code: '123456',
    })
    const signedInText = await screen.findByText(/^Kirjautuneena: Johanna Lehtonen/)
    expect(signedInText.textContent).toBe('Kirjautuneena: Johanna Lehtonen (Asiakaspalvelu)')
    expect(callsTo(calls, 'POST', '/api/login')).toHaveLength(0)
  })

  it('refuses wrong credentials', async () => {
    fakeApi(
      residentAnswers({
        'GET /api/staff/me': { status: 401, body: { error: 'UNAUTHORIZED' } },
        'POST /api/staff/login': { status: 401, body: { error: 'INVALID_CREDENTIALS' } },
      }),
    )
    renderApp('/henkilosto')
    await screen.findByLabelText('Sähköpostiosoite', undefined, { timeout: 5000 })
    type('Sähköpostiosoite', 'aino.virtanen@example.com')
    type('Salasana', 'Asukas-demo-1')
    fireEvent.click(screen.getByRole('button', { name: 'Jatka' }))
    const error = await screen.findByText('Virheellinen käyttäjätunnus tai salasana.')
    expect(error.textContent).toBe('Virheellinen käyttäjätunnus tai salasana.')
    expect(location()).toBe('/henkilosto')
  })

  it('sends a visitor without a staff session from the staff view to the staff login', async () => {
    fakeApi(
      residentAnswers({ 'GET /api/staff/me': { status: 401, body: { error: 'UNAUTHORIZED' } } }),
    )
    renderApp('/staff/residents')
    await waitFor(() => expect(location()).toBe('/henkilosto'))
    const password = await screen.findByLabelText('Salasana')
    expect(password.getAttribute('type')).toBe('password')
  })

  it('searches residents and starts an impersonation that opens the portal', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const calls = fakeApi(
      residentAnswers({
        'GET /api/staff/me': { status: 200, body: staffMember },
        'GET /api/staff/residents': { status: 200, body: [aino] },
        'POST /api/staff/impersonation': {
          status: 200,
          body: { ...staffMember, impersonating: aino },
        },
      }),
    )
    const { container } = renderApp('/henkilosto/asukkaat')
    await screen.findByRole('search')
    type('Hakusana', 'v')
    fireEvent.click(screen.getByRole('button', { name: 'Hae' }))
    // Finding 6: one character says how long the search text must be, not 'invalid value'.
    expect(await screen.findByText('Kirjoita vähintään 2 merkkiä.')).toBeVisible()
    expect(screen.getByLabelText('Hakusana')).toHaveAttribute('aria-invalid', 'true')
    expect(callsTo(calls, 'GET', '/api/staff/residents')).toHaveLength(0)

    type('Hakusana', 'virtanen')
    fireEvent.click(screen.getByRole('button', { name: 'Hae' }))
    expect(await screen.findByText('1 asukas löytyi.')).toBeVisible()
    expect(callsTo(calls, 'GET', '/api/staff/residents')[0]?.search).toBe('?q=virtanen')
    expect(byQa(container, 'staff-resident-contract').textContent).toContain('1234561')
    fireEvent.click(screen.getByRole('button', { name: /^Asioi asukkaana\s*Aino Virtanen$/ }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(callsTo(calls, 'POST', '/api/staff/impersonation')[0]?.body).toEqual({
      userId: aino.uuid,
    })
  })

  it('offers no impersonation to a member whose roles lack it (issue 23 item 9)', async () => {
    fakeApi(
      residentAnswers({
        'GET /api/staff/me': {
          status: 200,
          body: {
            ...staffMember,
            roles: ['property_manager'],
            capabilities: ['inbox', 'contract_requests', 'parking', 'residents'],
          },
        },
        'GET /api/staff/residents': { status: 200, body: [aino] },
      }),
    )
    renderApp('/henkilosto/asukkaat')
    await screen.findByRole('search')
    type('Hakusana', 'virtanen')
    fireEvent.click(screen.getByRole('button', { name: 'Hae' }))
    expect(await screen.findByText('1 asukas löytyi.')).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Asioi asukkaana/ })).toBeNull()
  })

  it('shows no residents found', async () => {
    fakeApi(
      residentAnswers({
        'GET /api/staff/me': { status: 200, body: staffMember },
        'GET /api/staff/residents': { status: 200, body: [] },
      }),
    )
    renderApp('/henkilosto/asukkaat')
    await screen.findByRole('search')
    type('Hakusana', 'nobody')
    fireEvent.click(screen.getByRole('button', { name: 'Hae' }))
    expect(await screen.findByText('Haulla ei löytynyt asukkaita.')).toBeVisible()
  })

  it('offers the portal and the end of an impersonation in progress', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    fakeApi(
      residentAnswers({
        'GET /api/staff/me': { status: 200, body: { ...staffMember, impersonating: aino } },
        'POST /api/staff/impersonation/end': { status: 200, body: staffMember },
      }),
    )
    const { container } = renderApp('/staff/residents')
    expect(await screen.findByText(/Asioit asukkaana Aino Virtanen/)).toBeVisible()
    expect(byQa(container, 'staff-to-portal').getAttribute('href')).toBe('/')
    fireEvent.click(byQa(container, 'end-impersonation'))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/henkilosto/asukkaat'))
  })

  it('logs the staff member out back to the staff login', async () => {
    let signedIn = true
    fakeApi(
      residentAnswers({
        'GET /api/staff/me': () =>
          signedIn
            ? { status: 200, body: staffMember }
            : { status: 401, body: { error: 'UNAUTHORIZED' } },
        'POST /api/logout': () => {
          signedIn = false
          return { status: 200, body: {} }
        },
      }),
    )
    renderApp('/staff/residents')
    fireEvent.click(await screen.findByRole('button', { name: 'Kirjaudu ulos' }, { timeout: 5000 }))
    await waitFor(() => expect(location()).toBe('/henkilosto'))
    expect(await screen.findByLabelText('Salasana')).toBeVisible()
  })
})

describe('impersonator banner in the portal (spec 01 §1)', () => {
  it("shows 'user {impersonator}' and ends the impersonation back to the staff view", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const calls = fakeApi(
      residentAnswers({
        'GET /api/user/metadata': {
          status: 200,
          body: {
            isImpersonator: true,
            impersonatorEmail: 'staff@example.com',
            identityProvider: null,
          },
        },
        [`GET /api/contracts/${contractId}/defect-notices`]: { status: 200, body: [] },
        [`GET /api/contracts/${contractId}/bulletins`]: { status: 200, body: { bulletins: [] } },
        'POST /api/staff/impersonation/end': {
          status: 500,
          body: { error: 'INTERNAL_SERVER_ERROR' },
        },
      }),
    )
    const { container } = renderApp(`/asiointi/${contractId}`)
    expect(await screen.findByText('Käyttäjä staff@example.com')).toBeVisible()
    const end = await screen.findByRole('button', { name: 'Lopeta asiakkaan puolesta asiointi' })
    fireEvent.click(end)
    expect(
      await screen.findByText(
        'Asiakkaan puolesta asioinnin lopettaminen epäonnistui. Yritä uudelleen.',
      ),
    ).toBeVisible()
    expect(assign).not.toHaveBeenCalled()
    expect(byQa(container, 'impersonator-banner').contains(end)).toBe(true)
    expect(callsTo(calls, 'POST', '/api/staff/impersonation/end')).toHaveLength(1)
  })
})
