/**
 * Test support for the account screens: a fake API answering by method and path (an answer may be
 * a function, for sequences), a record of the calls, and the whole app rendered in a memory
 * router with a probe showing the current location.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import type { AppSettings, Contract, FeatureFlags, UserProfile } from '@asukas/contract'
import { AppShell } from '../../src/app/App.tsx'
import { navigateOutsideReact } from '../../src/app/navigation-bridge.tsx'
import { AppProviders } from '../../src/app/providers.tsx'
import { createQueryClient } from '../../src/app/query-client.ts'
import { showWriteDenied } from '../../src/app/write-denied.ts'
import { clearEarlyResponses } from '../../src/shared/api/early-responses.ts'
import { buildContract } from './builders.ts'

export const contractId = '00000000-0000-4000-8000-000000000001'

export const settings: AppSettings = {
  contractTerminationOnly: false,
  defectNotice: true,
  customDefectNoticeLinkUrl: null,
  messaging: false,
  legalLinks: {
    privacyStatement: null,
    accessibilityStatement: null,
    termsOfUse: null,
    cookiePolicy: null,
  },
  demoMode: false,
}

export const flags: FeatureFlags = {
  removeUser: true,
  paymentInfo: true,
  passportAuth: false,
  contractModification: false,
  messages: false,
}

export const profile: UserProfile = {
  uuid: '00000000-0000-4000-8000-000000000010',
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino.virtanen@example.com',
  phoneNumber: '+358 40 123 4567',
  cognitoId: '00000000-0000-4000-8000-000000000010',
  marketingAllowed: false,
  communicationBySms: true,
  communicationByEmail: true,
}

export const contract: Contract = buildContract({ uuid: contractId })

/** One answer of the fake API. */
export type Answer = { status: number; body: unknown }
/** An answer, or a function of the request body giving one (called once per request). */
export type AnswerSource = Answer | ((body: unknown) => Answer)

/** A recorded request. */
export interface Call {
  method: string
  path: string
  search: string
  body: unknown
}

/** The answers of a signed-in resident; `overrides` replace or add `METHOD /path` answers. */
export function residentAnswers(overrides: Record<string, AnswerSource> = {}) {
  return {
    'GET /api/app-settings': { status: 200, body: settings },
    'GET /api/feature-flags': { status: 200, body: flags },
    'GET /api/contracts': { status: 200, body: [contract] },
    'GET /api/user/metadata': {
      status: 200,
      body: { isImpersonator: false, impersonatorEmail: null, identityProvider: 'ftn' },
    },
    'GET /api/user/profile': { status: 200, body: profile },
    'GET /api/user/permissions': {
      status: 200,
      body: [{ contractUuid: contractId, tenantRoles: ['tenant', 'payer', 'contractParty'] }],
    },
    'GET /api/user/notifications': { status: 200, body: [] },
    [`GET /api/contracts/${contractId}/contacts`]: { status: 200, body: [] },
    [`GET /api/contracts/${contractId}/invoice-address`]: {
      status: 200,
      body: {
        contractAddress: 'Kotikatu 3 A 12, 00100 Helsinki',
        electronicInvoiceAddress: null,
        postalInvoiceAddress: null,
        selectedInvoiceType: 'contract_address',
        selectedPostalAddressType: 'contract_address',
      },
    },
    ...overrides,
  } satisfies Record<string, AnswerSource>
}

/**
 * Stubs `fetch` with answers by `METHOD /path`; anything unknown is 404 NOT_FOUND. Returns the
 * recorded calls.
 */
export function fakeApi(answers: Record<string, AnswerSource>): Call[] {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
      calls.push({ method, path: url.pathname, search: url.search, body })
      const source = answers[`${method} ${url.pathname}`]
      const answer =
        typeof source === 'function'
          ? source(body)
          : (source ?? { status: 404, body: { error: 'NOT_FOUND' } })
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }),
  )
  return calls
}

/** The calls with `method` and `path`. */
export function callsTo(calls: Call[], method: string, path: string): Call[] {
  return calls.filter((call) => call.method === method && call.path === path)
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/** Renders the app at `path` in a memory router. */
export function renderApp(path: string) {
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

/** The current location of the memory router. */
export function location(): string {
  return screen.getByTestId('location').textContent ?? ''
}

/** The element with `data-qa="name"` (throws when missing). */
export function byQa(container: HTMLElement, name: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-qa="${name}"]`)
  if (!element) throw new Error(`no [data-qa="${name}"]`)
  return element
}

/**
 * Registers the hooks every app test of a file shares: before each test no write delay, an
 * empty session storage and Finnish; after it the rendered app, stubbed globals and mocks
 * removed. Call once at the top level of a test file.
 */
export function resetAroundEachTest(): void {
  beforeEach(() => {
    window.__ASUKAS_WRITE_DELAY_MS__ = 0
    window.sessionStorage.clear()
    document.documentElement.lang = 'fi'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}
