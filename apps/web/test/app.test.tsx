import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { errorStatus, notAnHttpStatus, routes } from '@asukas/contract'
import type { AppSettings, Contract, ErrorCode, FeatureFlags } from '@asukas/contract'
import { AppShell } from '../src/app/App.tsx'
import { navigateOutsideReact } from '../src/app/navigation-bridge.tsx'
import { AppProviders } from '../src/app/providers.tsx'
import { createQueryClient } from '../src/app/query-client.ts'
import { showWriteDenied } from '../src/app/write-denied.ts'
import { clearEarlyResponses } from '../src/shared/api/early-responses.ts'
import { en } from '../src/shared/i18n/en.ts'
import { fi } from '../src/shared/i18n/fi.ts'
import { sv } from '../src/shared/i18n/sv.ts'
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
  // Each test answers with its own fake API: no response requested early by an earlier test.
  clearEarlyResponses()
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })).toBeVisible()
    expect(location()).toBe(`/asiointi/${contractId}`)
    await waitFor(() => expect(document.title).toBe('Etusivu – Asukas'))
  })

  it('sends an anonymous user to login with login_expired', async () => {
    fakeApi({ 'GET /api/contracts': { status: 401, body: { error: 'UNAUTHORIZED' } } })
    renderApp('/asiointi')
    expect(await screen.findByText('Istuntosi on vanhentunut. Kirjaudu uudelleen.')).toBeVisible()
    expect(location()).toBe('/login?error=login_expired')
  })

  it('shows the no-active-contracts page when the user has none', async () => {
    fakeApi({ 'GET /api/contracts': { status: 200, body: [] } })
    renderApp('/')
    expect(
      await screen.findByRole('heading', { name: 'Ei voimassa olevia sopimuksia' }),
    ).toBeVisible()
  })

  it('redirects an unknown path to /404 with a back-home button', async () => {
    fakeApi()
    const { container } = renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible()
    expect(location()).toBe('/404')
    expect(container.querySelector('[data-qa="back-home"]')?.getAttribute('href')).toBe('/')
  })

  it('redirects a feature-gated route to /404 when the feature is off', async () => {
    fakeApi()
    renderApp(`/asiointi/${contractId}/viestit`)
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible()
    expect(location()).toBe('/404')
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Aino!' })).toBeVisible()
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
    expect(await screen.findByText(/−152,40\s€/)).toBeVisible()
    expect(container.querySelectorAll('[data-qa="notification"]')).toHaveLength(1)
    expect(container.querySelector('[data-qa="notification-close"]')).toBeVisible()
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
      // A message notification shows only while messaging is on (issue 10 finding 9).
      'GET /api/app-settings': { status: 200, body: { ...settings, messaging: true } },
      'GET /api/user/notifications': { status: 200, body: [arrear] },
    })
    const { container } = renderApp(`/asiointi/${contractId}`)
    expect(await screen.findByText('Käyttäjä staff@example.com')).toBeVisible()
    await screen.findByText('Sinulle on uusi viesti.')
    expect(container.querySelectorAll('[data-qa="notification"]')).toHaveLength(1)
    expect(container.querySelector('[data-qa="notification-close"]')).toBeNull()
  })

  it('shows the write-denied page on IMPERSONATION_WRITE_ACCESS_DENIED, with a way back', async () => {
    fakeApi({
      // A message notification shows only while messaging is on (issue 10 finding 9).
      'GET /api/app-settings': { status: 200, body: { ...settings, messaging: true } },
      'GET /api/user/notifications': { status: 200, body: [arrear] },
      [`POST /api/user/notifications/${arrear.id}/close`]: {
        status: 401,
        body: { error: 'IMPERSONATION_WRITE_ACCESS_DENIED' },
      },
    })
    const { container } = renderApp(`/asiointi/${contractId}`)
    await screen.findByText('Sinulle on uusi viesti.')
    fireEvent.click(screen.getByRole('button', { name: 'Sulje ilmoitus' }))
    expect(await screen.findByRole('heading', { name: 'Ei muokkausoikeutta' })).toBeVisible()
    fireEvent.click(container.querySelector('[data-qa="write-denied-back"]') as HTMLElement)
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' })).toBeVisible()
  })
})

describe('login page (spec 02 §8 login states)', () => {
  it('shows the state given in the error query parameter', async () => {
    fakeApi()
    renderApp('/login?error=invalid_credentials')
    expect(await screen.findByText('Virheellinen käyttäjätunnus tai salasana.')).toBeVisible()
    expect(screen.getByLabelText('Sähköpostiosoite')).toBeVisible()
    expect(screen.getByLabelText('Salasana')).toBeVisible()
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
    ).toBeVisible()
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
    expect(await screen.findByText('Virheellinen sähköpostiosoite')).toBeVisible()
    expect(screen.getByText('Salasanassa on vähintään 8 merkkiä')).toBeVisible()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('shows the invalid-credentials message on INVALID_CREDENTIALS', async () => {
    fakeApi({ 'POST /api/login': { status: 401, body: { error: 'INVALID_CREDENTIALS' } } })
    renderApp('/login')
    await screen.findByLabelText('Sähköpostiosoite')
    fillAndSubmit('aino.virtanen@example.com', 'wrong-password')
    expect(await screen.findByText('Virheellinen käyttäjätunnus tai salasana.')).toBeVisible()
    expect(location()).toBe('/login')
  })

  it('continues registration on USER_NOT_CONFIRMED', async () => {
    fakeApi({ 'POST /api/login': { status: 403, body: { error: 'USER_NOT_CONFIRMED' } } })
    renderApp('/login')
    await screen.findByLabelText('Sähköpostiosoite')
    fillAndSubmit('new.user@example.com', 'Asukas-demo-1')
    expect(await screen.findByRole('heading', { name: 'Rekisteröityminen' })).toBeVisible()
    expect(location()).toBe('/register?mode=continue&email=new.user%40example.com')
  })

  it('shows a generic error for any other failure', async () => {
    fakeApi({ 'POST /api/login': { status: 500, body: { error: 'INTERNAL_SERVER_ERROR' } } })
    renderApp('/login')
    await screen.findByLabelText('Sähköpostiosoite')
    fillAndSubmit('aino.virtanen@example.com', 'Asukas-demo-1')
    expect(await screen.findByText('Kirjautuminen epäonnistui. Yritä uudelleen.')).toBeVisible()
  })
})

describe('error codes reach the user as their translated message (spec 02 §8)', () => {
  const notificationId = '00000000-0000-4000-9000-000000000001'
  const closeable = {
    id: notificationId,
    contractUuid: contractId,
    priority: 'important',
    category: 'arrear',
    notificationMeta: { arrearAmount: 152.4 },
    isCloseable: true,
    createdAt: '2026-11-20T08:00:00+02:00',
    closedAt: null,
  }
  // UNAUTHORIZED logs out and IMPERSONATION_WRITE_ACCESS_DENIED opens the write-denied page (both
  // tested above); the others are shown where the failure happens.
  type ByCode = keyof typeof fi.errors.byCode
  const shownInPlace = (Object.keys(fi.errors.byCode) as ByCode[]).filter(
    (code) =>
      code !== 'UNAUTHORIZED' &&
      code !== 'IMPERSONATION_WRITE_ACCESS_DENIED' &&
      errorStatus[code] !== notAnHttpStatus,
  )
  const byKind: [ErrorCode, 'badRequest' | 'notFoundResource' | 'coreApi'][] = [
    ['BAD_REQUEST', 'badRequest'],
    ['VALIDATION_ERROR', 'badRequest'],
    ['NOT_FOUND', 'notFoundResource'],
    ['INTERNAL_SERVER_ERROR', 'coreApi'],
  ]
  const cases = (['fi', 'sv', 'en'] as const).flatMap((lang) => {
    const t = { fi, sv, en }[lang]
    return [
      ...shownInPlace.map((code) => [lang, code, t.errors.byCode[code]] as const),
      ...byKind.map(([code, key]) => [lang, code, t.errors[key]] as const),
    ]
  })

  it.each(cases)(
    '%s: a failed close answering %s shows "%s"',
    async (lang, code, message) => {
      window.sessionStorage.setItem('lang', lang)
      fakeApi({
        'GET /api/user/notifications': { status: 200, body: [closeable] },
        [`POST /api/user/notifications/${notificationId}/close`]: {
          status: errorStatus[code],
          body: { error: code },
        },
      })
      // Swedish and English load on demand: await the act() so the suspended first render resumes.
      const { container } = await act(async () => renderApp(`/asiointi/${contractId}`))
      const close = await waitFor(
        () => {
          const button = container.querySelector<HTMLElement>('[data-qa="notification-close"]')
          if (!button) throw new Error('no close button yet')
          return button
        },
        { timeout: 4000 },
      )
      fireEvent.click(close)
      const closeFailed = { fi, sv, en }[lang].frontPage.notifications.closeFailed
      expect(await screen.findByRole('alert')).toHaveTextContent(`${closeFailed} ${message}`)
    },
    20_000,
  )
})

describe('route guards refuse what the settings and flags switch off (spec 01 §2)', () => {
  const uuid = '00000000-0000-4000-8000-0000000000aa'
  const on: AppSettings = { ...settings, messaging: true }
  const allFlags: FeatureFlags = { ...flags, paymentInfo: true, contractModification: true }
  const c = contractId
  const refused: [string, string, Partial<AppSettings>, Partial<FeatureFlags>][] = [
    ['messaging setting off', routes.messages(c), { messaging: false }, {}],
    ['messaging setting off', routes.messageThread(c, uuid), { messaging: false }, {}],
    ['messages flag off', routes.messages(c), {}, { messages: false }],
    ['defectNotice off', routes.defectNoticeCreate(c), { defectNotice: false }, {}],
    ['defectNotice off', routes.defectNoticeEdit(c, uuid), { defectNotice: false }, {}],
    ['paymentInfo off', routes.paymentInfo(c), {}, { paymentInfo: false }],
    ['paymentInfo off', routes.paymentHistory(c), {}, { paymentInfo: false }],
    ...[
      routes.documents(c),
      routes.buildingInfo(c),
      routes.contactInfo(c),
      routes.bulletinBoard(c),
      routes.defectNoticeCreate(c),
      routes.questionCreate(c),
      routes.feedbackCreate(c),
      routes.paymentInfo(c),
    ].map(
      (path) =>
        ['termination-only mode', path, { contractTerminationOnly: true }, {}] as [
          string,
          string,
          Partial<AppSettings>,
          Partial<FeatureFlags>,
        ],
    ),
  ]

  it.each(refused)('%s: %s answers the not-found page', async (_, path, set, flag) => {
    fakeApi({
      'GET /api/app-settings': { status: 200, body: { ...on, ...set } },
      'GET /api/feature-flags': { status: 200, body: { ...allFlags, ...flag } },
    })
    renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible()
    expect(location()).toBe('/404')
  })

  const kept = [
    routes.frontPage(c),
    routes.terminate(c),
    routes.parking(c),
    routes.messages(c),
    routes.ownInfo(c),
    routes.bulletin(c, uuid),
  ]
  it.each(kept)('termination-only mode keeps %s', async (path) => {
    fakeApi({
      'GET /api/app-settings': { status: 200, body: { ...on, contractTerminationOnly: true } },
      'GET /api/feature-flags': { status: 200, body: allFlags },
    })
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(location()).toBe(path)
    expect(screen.queryByRole('heading', { name: 'Sivua ei löytynyt' })).not.toBeInTheDocument()
  })
})
