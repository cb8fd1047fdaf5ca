import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildPath } from '@asukas/contract'
import { appSettings, featureFlags } from '@asukas/contract/endpoints/system'
import { contracts } from '@asukas/contract/endpoints/contracts'
import { contacts } from '@asukas/contract/endpoints/contacts'
import { defectNotices } from '@asukas/contract/endpoints/notices'
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

  it('reads only the app settings on a public page and nothing on a staff page', () => {
    expect(readPathsOf('/login')).toEqual([appSettings.path])
    expect(readPathsOf('/henkilosto/saapuneet')).toEqual([])
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
