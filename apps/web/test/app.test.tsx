import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import type { AppSettings, Contract, FeatureFlags } from '@asukas/contract'
import { AppShell } from '../src/app/App.tsx'
import { navigateOutsideReact } from '../src/app/navigation-bridge.tsx'
import { AppProviders } from '../src/app/providers.tsx'
import { createQueryClient } from '../src/app/query-client.ts'
import { showWriteDenied } from '../src/app/write-denied.ts'
import { buildContract } from './support/builders.ts'

const contractId = '00000000-0000-4000-8000-000000000001'
const otherContractId = '00000000-0000-4000-8000-000000000002'

const settings: AppSettings = {
  contractTerminationOnly: false,
  defectNotice: true,
  customDefectNoticeLinkUrl: null,
  messaging: false,
  legalLinks: {
    privacyStatement: 'https://example.fi/tietosuoja',
    accessibilityStatement: 'javascript:alert(1)',
    termsOfUse: null,
    cookiePolicy: null,
  },
  demoMode: true,
}
const flags: FeatureFlags = {
  removeUser: false,
  paymentInfo: false,
  passportAuth: false,
  contractModification: false,
  messages: true,
}

function contract(uuid: string, street: string): Contract {
  return buildContract({
    uuid,
    postalAddress: {
      streetAddressLine1: street,
      streetAddressLine2: null,
      postalCode: '00100',
      city: 'Helsinki',
    },
  })
}

type Answer = { status: number; body: unknown }

/** A fake API: answers by method and path; anything unknown is a 404 NOT_FOUND. */
function fakeApi(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    'GET /api/app-settings': { status: 200, body: settings },
    'GET /api/feature-flags': { status: 200, body: flags },
    'GET /api/contracts': {
      status: 200,
      body: [contract(contractId, 'Kotikatu 3'), contract(otherContractId, 'Toinenkatu 5')],
    },
    'GET /api/user/metadata': {
      status: 200,
      body: { isImpersonator: false, impersonatorEmail: null, identityProvider: 'ftn' },
    },
    'GET /api/user/profile': {
      status: 200,
      body: {
        uuid: '00000000-0000-4000-8000-000000000010',
        firstName: 'Aino',
        lastName: 'Virtanen',
        email: 'aino.virtanen@example.com',
        phoneNumber: null,
        cognitoId: 'resident-1',
        marketingAllowed: false,
        communicationBySms: true,
        communicationByEmail: true,
      },
    },
    'GET /api/user/permissions': {
      status: 200,
      body: [{ contractUuid: contractId, tenantRoles: ['tenant', 'payer', 'contractParty'] }],
    },
    'GET /api/user/notifications': { status: 200, body: [] },
    [`GET /api/contracts/${contractId}/contacts`]: { status: 200, body: [] },
    [`GET /api/contracts/${contractId}/defect-notices`]: { status: 200, body: [] },
    [`GET /api/contracts/${contractId}/bulletins`]: { status: 200, body: { bulletins: [] } },
    ...overrides,
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
      status: 404,
      body: { error: 'NOT_FOUND' },
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

function renderApp(path: string) {
  const queryClient = createQueryClient({
    onUnauthorized: () => navigateOutsideReact('/login?error=login_expired'),
    onWriteDenied: showWriteDenied,
  })
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppShell />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  )
}

const location = () => screen.getByTestId('location').textContent

beforeEach(() => {
  window.__ASUKAS_WRITE_DELAY_MS__ = 0
  window.sessionStorage.clear()
  window.localStorage.clear()
  document.documentElement.lang = 'fi'
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('routing and access (spec 01 §2)', () => {
  it('redirects / to the first contract front page and greets by first name', async () => {
    fakeApi()
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })).toBeTruthy()
    expect(location()).toBe(`/asiointi/${contractId}`)
    expect(document.title).toBe('Etusivu – Asukas')
  })

  it('sends an anonymous user to login with login_expired', async () => {
    fakeApi({ 'GET /api/contracts': { status: 401, body: { error: 'UNAUTHORIZED' } } })
    renderApp('/asiointi')
    expect(await screen.findByText('Istuntosi on vanhentunut. Kirjaudu uudelleen.')).toBeTruthy()
    expect(location()).toBe('/login?error=login_expired')
  })

  it('shows the no-active-contracts page when the user has none', async () => {
    fakeApi({ 'GET /api/contracts': { status: 200, body: [] } })
    renderApp('/')
    expect(
      await screen.findByRole('heading', { name: 'Ei voimassa olevia sopimuksia' }),
    ).toBeTruthy()
  })

  it('redirects an unknown path to /404 with a back-home button', async () => {
    fakeApi()
    const { container } = renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy()
    expect(location()).toBe('/404')
    expect(container.querySelector('[data-qa="back-home"]')?.getAttribute('href')).toBe('/')
  })

  it('redirects a feature-gated route to /404 when the feature is off', async () => {
    fakeApi()
    renderApp(`/asiointi/${contractId}/viestit`)
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy()
    expect(location()).toBe('/404')
  })

  it('shows the shared coming-later state for screens built later', async () => {
    fakeApi()
    const { container } = renderApp(`/asiointi/${contractId}/yhteystiedot`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Yhteystiedot' })).toBeTruthy()
    expect(container.querySelector('[data-qa="coming-later"]')).toBeTruthy()
  })

  it('renders the authenticated chrome: switcher, language buttons, valid legal links only', async () => {
    fakeApi()
    const { container } = renderApp(`/asiointi/${contractId}`)
    await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })
    const switcher = container.querySelector<HTMLSelectElement>('[data-qa="contract-switcher"]')
    expect([...(switcher?.options ?? [])].map((o) => o.textContent)).toEqual([
      'Kotikatu 3 A 12',
      'Toinenkatu 5 A 12',
    ])
    expect(screen.getByRole('button', { name: /^FI/ }).getAttribute('aria-pressed')).toBe('true')
    const legal = screen.getByRole('navigation', { name: 'Tietoa palvelusta' })
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://example.fi/tietosuoja'])
  })

  it('switches the language and keeps it in session storage and <html lang>', async () => {
    fakeApi()
    renderApp(`/asiointi/${contractId}`)
    await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })
    screen.getByRole('button', { name: /^SV/ }).click()
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Aino!' })).toBeTruthy()
    expect(window.sessionStorage.getItem('lang')).toBe('sv')
    expect(document.documentElement.lang).toBe('sv')
  })

  it('shows an arrear notification as a negative euro amount', async () => {
    fakeApi({
      'GET /api/user/notifications': {
        status: 200,
        body: [
          {
            id: '00000000-0000-4000-9000-000000000001',
            contractUuid: contractId,
            priority: 'important',
            category: 'arrear',
            notificationMeta: { arrearAmount: 152.4 },
            isCloseable: true,
            createdAt: '2026-11-20T08:00:00+02:00',
            closedAt: null,
          },
          {
            id: '00000000-0000-4000-9000-000000000002',
            contractUuid: contractId,
            priority: 'normal',
            category: 'contract_lifecycle',
            notificationMeta: {},
            isCloseable: true,
            createdAt: '2026-11-20T08:00:00+02:00',
            closedAt: null,
          },
        ],
      },
    })
    const { container } = renderApp(`/asiointi/${contractId}`)
    expect(await screen.findByText(/−152,40\s€/)).toBeTruthy()
    expect(container.querySelectorAll('[data-qa="notification"]')).toHaveLength(1)
    expect(container.querySelector('[data-qa="notification-close"]')).toBeTruthy()
  })
})

describe('impersonation (spec 01 §6)', () => {
  const arrear = {
    id: '00000000-0000-4000-9000-000000000001',
    contractUuid: contractId,
    priority: 'normal',
    category: 'message',
    notificationMeta: {},
    isCloseable: true,
    createdAt: '2026-11-20T08:00:00+02:00',
    closedAt: null,
  }

  it('shows the impersonator banner and no close buttons to staff', async () => {
    fakeApi({
      'GET /api/user/metadata': {
        status: 200,
        body: {
          isImpersonator: true,
          impersonatorEmail: 'staff@example.com',
          identityProvider: null,
        },
      },
      'GET /api/user/notifications': { status: 200, body: [arrear] },
    })
    const { container } = renderApp(`/asiointi/${contractId}`)
    expect(await screen.findByText('Käyttäjä staff@example.com')).toBeTruthy()
    await screen.findByText('Sinulle on uusi viesti.')
    expect(container.querySelectorAll('[data-qa="notification"]')).toHaveLength(1)
    expect(container.querySelector('[data-qa="notification-close"]')).toBeNull()
  })

  it('shows the write-denied page on IMPERSONATION_WRITE_ACCESS_DENIED, with a way back', async () => {
    fakeApi({
      'GET /api/user/notifications': { status: 200, body: [arrear] },
      [`POST /api/user/notifications/${arrear.id}/close`]: {
        status: 401,
        body: { error: 'IMPERSONATION_WRITE_ACCESS_DENIED' },
      },
    })
    const { container } = renderApp(`/asiointi/${contractId}`)
    await screen.findByText('Sinulle on uusi viesti.')
    fireEvent.click(screen.getByRole('button', { name: 'Sulje ilmoitus' }))
    expect(await screen.findByRole('heading', { name: 'Ei muokkausoikeutta' })).toBeTruthy()
    fireEvent.click(container.querySelector('[data-qa="write-denied-back"]') as HTMLElement)
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })).toBeTruthy()
  })
})

describe('login page (spec 02 §8 login states)', () => {
  it('shows the state given in the error query parameter', async () => {
    fakeApi()
    renderApp('/login?error=invalid_credentials')
    expect(await screen.findByText('Virheellinen käyttäjätunnus tai salasana.')).toBeTruthy()
    expect(screen.getByLabelText('Sähköpostiosoite')).toBeTruthy()
    expect(screen.getByLabelText('Salasana')).toBeTruthy()
  })

  it('sends error + email to logout, which goes to login carrying them', async () => {
    const fetchMock = fakeApi({ 'POST /api/logout': { status: 200, body: {} } })
    renderApp('/login?error=user_already_registered&email=aino%40example.com')
    expect(
      await screen.findByText(
        'Sähköpostiosoitteella aino@example.com on jo tunnukset. Kirjaudu sisään tai vaihda salasana.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy()
    expect(location()).toBe('/login')
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true)
  })

  function fillAndSubmit(username: string, password: string) {
    fireEvent.input(screen.getByLabelText('Sähköpostiosoite'), { target: { value: username } })
    fireEvent.input(screen.getByLabelText('Salasana'), { target: { value: password } })
    fireEvent.click(screen.getByRole('button', { name: 'Kirjaudu' }))
  }

  it('validates the form with the login schema before sending', async () => {
    const fetchMock = fakeApi()
    renderApp('/login')
    await screen.findByLabelText('Sähköpostiosoite')
    fillAndSubmit('not-an-email', 'short')
    expect(await screen.findByText('Virheellinen sähköpostiosoite')).toBeTruthy()
    expect(screen.getByText('Salasanassa on vähintään 8 merkkiä')).toBeTruthy()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('shows the invalid-credentials message on INVALID_CREDENTIALS', async () => {
    fakeApi({ 'POST /api/login': { status: 401, body: { error: 'INVALID_CREDENTIALS' } } })
    renderApp('/login')
    await screen.findByLabelText('Sähköpostiosoite')
    fillAndSubmit('aino.virtanen@example.com', 'wrong-password')
    expect(await screen.findByText('Virheellinen käyttäjätunnus tai salasana.')).toBeTruthy()
    expect(location()).toBe('/login')
  })

  it('continues registration on USER_NOT_CONFIRMED', async () => {
    fakeApi({ 'POST /api/login': { status: 403, body: { error: 'USER_NOT_CONFIRMED' } } })
    renderApp('/login')
    await screen.findByLabelText('Sähköpostiosoite')
    fillAndSubmit('new.user@example.com', 'Asukas-demo-1')
    expect(await screen.findByRole('heading', { name: 'Rekisteröityminen' })).toBeTruthy()
    expect(location()).toBe('/register?mode=continue&email=new.user%40example.com')
  })

  it('shows a generic error for any other failure', async () => {
    fakeApi({ 'POST /api/login': { status: 500, body: { error: 'INTERNAL_SERVER_ERROR' } } })
    renderApp('/login')
    await screen.findByLabelText('Sähköpostiosoite')
    fillAndSubmit('aino.virtanen@example.com', 'Asukas-demo-1')
    expect(await screen.findByText('Kirjautuminen epäonnistui. Yritä uudelleen.')).toBeTruthy()
  })
})
