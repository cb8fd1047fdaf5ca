/**
 * Readable offline (issue 25 item 4): which API reads the service worker keeps, which requests
 * empty its cache, how the page tells an answer from the cache, and how a write without a
 * network is reported.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appSettings } from '@asukas/contract/endpoints/system'
import { createDefectNotice } from '@asukas/contract/endpoints/defect-notices'
import { routeReadPatterns, readPathFor, type RouteName } from '@asukas/contract'
import { ApiError, apiRequest, isOfflineFailure } from '../src/shared/api/client.ts'
import {
  clearOfflineAnswers,
  noteAnswer,
  noteOfflineWrite,
  offlineState,
} from '../src/shared/api/offline.ts'
import {
  CACHED_AT_HEADER,
  isOfflineRead,
  isSessionChange,
} from '../src/shared/api/offline-reads.ts'
import { createQueryClient, shouldRetry } from '../src/app/query-client.ts'
import { retryOnce } from '../src/features/defect-notices/queries.ts'

const contract = '00000000-0000-4000-8000-000000000001'

afterEach(async () => {
  vi.unstubAllGlobals()
  await clearOfflineAnswers()
})

describe('the reads kept for offline', () => {
  it('keeps every read of the front page, payment information, contacts and fault reports', () => {
    const screens: RouteName[] = ['frontPage', 'paymentInfo', 'paymentHistory', 'contactInfo']
    for (const screen of screens) {
      for (const pattern of routeReadPatterns(screen)) {
        const path = new URL(readPathFor(pattern, contract), 'http://x').pathname
        expect(isOfflineRead(path), `${screen}: ${path}`).toBe(true)
      }
    }
    expect(isOfflineRead(`/api/contracts/${contract}/defect-notices/${contract}`)).toBe(true)
    expect(isOfflineRead(`/api/contracts/${contract}/invoice-address`)).toBe(true)
    expect(isOfflineRead('/api/defect-notice/classes')).toBe(true)
  })

  it('keeps nothing else: documents, parking, messages, staff, files', () => {
    for (const path of [
      `/api/contracts/${contract}/documents`,
      `/api/contracts/${contract}/documents/${contract}`,
      `/api/contracts/${contract}/parking-spots`,
      `/api/contracts/${contract}/tenants`,
      '/api/resident/message-timeline',
      '/api/staff/me',
      '/api/health',
      '/api/login',
      `/api/contracts/${contract}/contacts/x`,
    ]) {
      expect(isOfflineRead(path), path).toBe(false)
    }
  })

  it('empties the cache on every request that changes who is signed in', () => {
    for (const path of [
      '/api/login',
      '/api/logout',
      '/api/remove-user',
      '/api/staff/login',
      '/api/staff/login/second-factor',
      '/api/staff/login/enrolment',
      '/api/staff/impersonation',
      '/api/staff/impersonation/end',
    ]) {
      expect(isSessionChange('POST', path), path).toBe(true)
    }
    expect(isSessionChange('GET', '/api/login')).toBe(false)
    expect(isSessionChange('POST', '/api/create-defect-notice')).toBe(false)
    expect(isSessionChange('POST', '/api/staff/login-other')).toBe(false)
  })
})

describe('the offline state of the page', () => {
  it('tells an answer from the cache by its header, keeps the oldest time, and ends on a network answer', () => {
    noteAnswer(new Response('{}', { headers: { [CACHED_AT_HEADER]: '2026-11-27T08:10:00.000Z' } }))
    noteAnswer(new Response('{}', { headers: { [CACHED_AT_HEADER]: '2026-11-27T08:05:00.000Z' } }))
    noteAnswer(new Response('{}', { headers: { [CACHED_AT_HEADER]: '2026-11-27T08:20:00.000Z' } }))
    expect(offlineState().cachedAt).toBe('2026-11-27T08:05:00.000Z')
    noteOfflineWrite()
    expect(offlineState().writeFailed).toBe(true)
    noteAnswer(new Response('{}'), '2026-11-27T09:00:00.000Z')
    expect(offlineState()).toEqual({
      cachedAt: null,
      lastNetworkAt: '2026-11-27T09:00:00.000Z',
      writeFailed: false,
    })
  })

  it('apiRequest reports a cached answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              contractTerminationOnly: false,
              defectNotice: true,
              customDefectNoticeLinkUrl: null,
              messaging: false,
              legalLinks: {
                privacyStatement: 'https://example.fi/privacy',
                accessibilityStatement: null,
                termsOfUse: null,
                cookiePolicy: null,
              },
              demoMode: true,
            }),
            { status: 200, headers: { [CACHED_AT_HEADER]: '2026-11-27T07:00:00.000Z' } },
          ),
      ),
    )
    await apiRequest(appSettings)
    expect(offlineState().cachedAt).toBe('2026-11-27T07:00:00.000Z')
  })
})

describe('a write without a network', () => {
  it('fails as offline, is not retried, and is reported to the notice', async () => {
    vi.stubGlobal('__ASUKAS_WRITE_DELAY_MS__', 0)
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const client = createQueryClient({ onUnauthorized: vi.fn(), onWriteDenied: vi.fn() })
    const body = {
      contractUuid: contract,
      defectLocation: 'CONTRACT_TARGET' as const,
      defectClassId: 2,
      hasPetsInApartment: false,
      masterKeyAccessAllowed: false,
      noticeReporter: null,
      title: 'Hana vuotaa',
      description: '',
      fileUuids: [],
    }
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => apiRequest(createDefectNotice, { body }),
      retry: retryOnce,
    })
    const error = await mutation.execute(undefined).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(isOfflineFailure(error)).toBe(true)
    expect(retryOnce(0, error)).toBe(false)
    expect(shouldRetry(0, error)).toBe(false)
    expect(offlineState().writeFailed).toBe(true)
  })

  it('an answer with an error status is not an offline failure', () => {
    expect(isOfflineFailure(new ApiError(500, 'UNEXPECTED'))).toBe(false)
    expect(isOfflineFailure(new ApiError(-1, 'UNEXPECTED', { cause: 'x', offline: false }))).toBe(
      false,
    )
  })
})
