import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildPath, routePatterns, routeReadPatterns } from '@asukas/contract'
import type { RouteName } from '@asukas/contract'
import { appSettings, featureFlags } from '@asukas/contract/endpoints/system'
import { contracts } from '@asukas/contract/endpoints/contracts'
import { contacts } from '@asukas/contract/endpoints/contacts'
import { defectClasses, defectNotices } from '@asukas/contract/endpoints/defect-notices'
import { feedbacks, questions } from '@asukas/contract/endpoints/feedback-questions'
import { messageThreads } from '@asukas/contract/endpoints/messages'
import { buildingInfo } from '@asukas/contract/endpoints/building'
import { documents } from '@asukas/contract/endpoints/documents'
import { parkingSpots } from '@asukas/contract/endpoints/parking'
import {
  paymentCategories,
  paymentsByMonth,
  remittances,
} from '@asukas/contract/endpoints/payments'
import { bulletins } from '@asukas/contract/endpoints/bulletins'
import {
  notifications,
  userMetadata,
  userPermissions,
  userProfile,
} from '@asukas/contract/endpoints/user'
import { matchRoute, prefetchRoute, readPathsOf } from '../src/app/route-prefetch.tsx'
import { apiRequest } from '../src/shared/api/client.ts'
import {
  EARLY_RESPONSE_TTL_MS,
  clearEarlyResponses,
  pageReads,
  startEarlyRequest,
  takeEarlyResponse,
} from '../src/shared/api/early-responses.ts'

const contractUuid = 'a5a50000-0005-4000-8000-000000000001'

function answerEverything() {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ featureFlags: true }), { status: 500 }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

beforeEach(() => {
  clearEarlyResponses()
  document.documentElement.lang = 'fi'
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('route prefetch: what a screen reads', () => {
  it('matches screens by their most specific pattern', () => {
    expect(matchRoute(`/asiointi/${contractUuid}`)).toEqual({
      name: 'frontPage',
      contractId: contractUuid,
    })
    expect(matchRoute(`/asiointi/${contractUuid}/ilmoitustaulu`)?.name).toBe('bulletinBoard')
    expect(matchRoute('/login')).toEqual({ name: 'login', contractId: undefined })
    expect(matchRoute('/henkilosto/saapuneet')).toBeNull()
  })

  it("lists exactly the paths the front page's queries request (checked against the contract)", () => {
    const params = { contractUuid }
    expect(readPathsOf(`/asiointi/${contractUuid}`).sort()).toEqual(
      [
        contracts.path,
        appSettings.path,
        featureFlags.path,
        userMetadata.path,
        userPermissions.path,
        userProfile.path,
        buildPath(contacts.path, params),
        notifications.path,
        buildPath(defectNotices.path, params),
        `${buildPath(bulletins.path, params)}?page=0`,
      ].sort(),
    )
  })

  it("lists each data screen's own reads after the session's (checked against the contract)", () => {
    const params = { contractUuid }
    const own = (screenPath: string) =>
      readPathsOf(`/asiointi/${contractUuid}${screenPath}`).slice(
        readPathsOf(`/asiointi/${contractUuid}/kysymys`).length,
      )
    expect(readPathsOf(`/asiointi/${contractUuid}/kysymys`)).toContain(
      buildPath(contacts.path, params),
    )
    expect(own('/kiinteiston-tiedot')).toEqual([buildPath(buildingInfo.path, params)])
    expect(own('/pysakointi')).toEqual([`${buildPath(parkingSpots.path, params)}?include=all`])
    expect(own('/maksut/tiedot')).toEqual([
      buildPath(paymentCategories.path, params),
      buildPath(paymentsByMonth.path, params),
    ])
    expect(own('/maksut/historia')).toEqual([
      buildPath(paymentsByMonth.path, params),
      buildPath(remittances.path, params),
    ])
    expect(own('/dokumentit')).toEqual([buildPath(documents.path, params)])
    expect(own('/yhteystiedot')).toEqual([
      buildPath(feedbacks.path, params),
      buildPath(questions.path, params),
    ])
    expect(own('/vikailmoitus')).toEqual([defectClasses.path])
    expect(own('/viestit')).toEqual([messageThreads.path, notifications.path])
  })

  it('reads only the app settings on a public page and nothing on a staff page', () => {
    expect(readPathsOf('/login')).toEqual([appSettings.path])
    expect(readPathsOf('/henkilosto/saapuneet')).toEqual([])
  })
})

describe('route reads named in the page (boot entry)', () => {
  it("gives the same paths as the app's own prefetch, for every route of spec 01 §2", () => {
    let withContract = 0
    for (const [name, pattern] of Object.entries(routePatterns)) {
      const pathname = pattern.replace(':contractId', contractUuid).replace(/:\w+/g, 'x')
      if (matchRoute(pathname)?.name !== name) continue
      const content = [pattern, ...routeReadPatterns(name as RouteName)].join(' ')
      expect(pageReads(content, pathname), name).toEqual(readPathsOf(pathname))
      if (pattern.includes(':contractId')) withContract++
    }
    expect(withContract).toBeGreaterThan(20)
  })

  it("leaves out what is not a read, and a contract's reads without a contract", () => {
    expect(pageReads('/login /api/app-settings https://elsewhere.example/x', '/login')).toEqual([
      '/api/app-settings',
    ])
    expect(pageReads('/login /api/contracts/:contractId/contacts', '/login')).toEqual([])
    expect(pageReads('', '/login')).toEqual([])
  })
})

describe('early responses', () => {
  it('lets the query take the early answer instead of asking again', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify([]), { status: 200 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    prefetchRoute(`/asiointi/${contractUuid}`, 'fi')
    const started = fetchMock.mock.calls.length
    expect(started).toBe(readPathsOf(`/asiointi/${contractUuid}`).length)
    await expect(apiRequest(notifications)).resolves.toEqual([])
    expect(fetchMock).toHaveBeenCalledTimes(started)
    // Used once: a second read asks the server.
    await apiRequest(notifications)
    expect(fetchMock).toHaveBeenCalledTimes(started + 1)
  })

  it('checks the early answer against the schema like any other', async () => {
    answerEverything()
    startEarlyRequest(featureFlags.path, 'fi')
    await expect(apiRequest(featureFlags)).rejects.toMatchObject({ status: 500 })
  })

  it('is not used in another language or after its time to live', () => {
    answerEverything()
    startEarlyRequest('/api/user/profile', 'fi', 0)
    expect(takeEarlyResponse('/api/user/profile', 'sv', 1)).toBeUndefined()
    startEarlyRequest('/api/user/profile', 'fi', 0)
    expect(takeEarlyResponse('/api/user/profile', 'fi', EARLY_RESPONSE_TTL_MS)).toBeUndefined()
    startEarlyRequest('/api/user/profile', 'fi', 0)
    expect(takeEarlyResponse('/api/user/profile', 'fi', 1)).toBeDefined()
  })

  it('does not read again on navigation what the page has already read', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify([]), { status: 200 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await apiRequest(notifications)
    fetchMock.mockClear()
    prefetchRoute(`/asiointi/${contractUuid}`, 'fi')
    const paths = fetchMock.mock.calls.map(([input]) => String(input))
    expect(paths).not.toContain(notifications.path)
    expect(paths).toContain(contracts.path)
  })
})
