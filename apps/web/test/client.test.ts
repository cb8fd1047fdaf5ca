import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appSettings } from '@asukas/contract/endpoints/system'
import { bulletins } from '@asukas/contract/endpoints/bulletins'
import { login } from '@asukas/contract/endpoints/auth'
import {
  ApiError,
  DEFAULT_WRITE_DELAY_MS,
  apiRequest,
  errorKindOf,
  toQueryString,
  writeDelayMs,
} from '../src/shared/api/client.ts'

const validSettings = {
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
}

function respond(status: number, body: string) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

beforeEach(() => {
  window.__ASUKAS_WRITE_DELAY_MS__ = 0
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  delete window.__ASUKAS_WRITE_DELAY_MS__
})

describe('apiRequest: answers', () => {
  it('returns the parsed answer when it matches the response schema', async () => {
    respond(200, JSON.stringify(validSettings))
    await expect(apiRequest(appSettings)).resolves.toEqual(validSettings)
  })

  it('throws INVALID_RESPONSE when a 2xx answer does not match the schema', async () => {
    respond(200, JSON.stringify({ ...validSettings, defectNotice: 'yes' }))
    const error = await failure(apiRequest(appSettings))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.status).toBe(200)
  })

  it('throws INVALID_RESPONSE when a 2xx answer is not JSON', async () => {
    respond(200, '<html>proxy page</html>')
    expect((await failure(apiRequest(appSettings))).code).toBe('INVALID_RESPONSE')
  })

  it('throws an ApiError with the status, code and details of an error body', async () => {
    const details = { fieldErrors: { username: 'invalid_email' } }
    respond(400, JSON.stringify({ error: 'VALIDATION_ERROR', details }))
    const error = await failure(apiRequest(appSettings))
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      kind: 'validation',
      details,
    })
  })

  it('keeps 401 codes apart: UNAUTHORIZED and IMPERSONATION_WRITE_ACCESS_DENIED', async () => {
    respond(401, JSON.stringify({ error: 'UNAUTHORIZED' }))
    expect(await failure(apiRequest(appSettings))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      kind: 'authorization',
    })
    respond(401, JSON.stringify({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' }))
    expect((await failure(apiRequest(appSettings))).code).toBe('IMPERSONATION_WRITE_ACCESS_DENIED')
  })

  it('throws UNEXPECTED when an error body cannot be parsed', async () => {
    respond(502, 'Bad Gateway')
    expect(await failure(apiRequest(appSettings))).toMatchObject({
      status: 502,
      code: 'UNEXPECTED',
    })
  })

  it('throws UNEXPECTED when an error body names an unknown code', async () => {
    respond(500, JSON.stringify({ error: 'SOMETHING_ELSE' }))
    expect(await failure(apiRequest(appSettings))).toMatchObject({
      status: 500,
      code: 'UNEXPECTED',
    })
  })

  it('throws a client error (-1, UNEXPECTED) when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await failure(apiRequest(appSettings))).toMatchObject({
      status: -1,
      code: 'UNEXPECTED',
      kind: 'client',
    })
  })
})

describe('apiRequest: requests', () => {
  it('builds the path and query and sends the session headers', async () => {
    const fetchMock = respond(200, JSON.stringify({ bulletins: [] }))
    await apiRequest(bulletins, {
      params: { contractUuid: '00000000-0000-4000-8000-000000000001' },
      query: { page: 2 },
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/contracts/00000000-0000-4000-8000-000000000001/bulletins?page=2')
    expect(init?.method).toBe('GET')
    expect(init?.credentials).toBe('same-origin')
    expect(init?.headers).toMatchObject({ 'x-requested-with': 'asukas' })
    expect(init?.body).toBeUndefined()
  })

  it('sends a JSON body on POST', async () => {
    const fetchMock = respond(200, '{"locale":"fi"}')
    await apiRequest(login, { body: { username: 'aino@example.com', password: 'Asukas-demo-1' } })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' })
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'aino@example.com',
      password: 'Asukas-demo-1',
    })
  })

  it('waits the write delay before a POST but not before a GET', async () => {
    vi.useFakeTimers()
    window.__ASUKAS_WRITE_DELAY_MS__ = 1000
    const fetchMock = respond(200, '{"locale":"sv"}')
    const pending = apiRequest(login, { body: { username: 'a@example.com', password: '12345678' } })
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toEqual({ locale: 'sv' })
    expect(fetchMock).toHaveBeenCalledTimes(1)

    respond(200, JSON.stringify(validSettings))
    await expect(apiRequest(appSettings)).resolves.toEqual(validSettings)
  })
})

describe('write delay setting', () => {
  it('defaults to the spec 1000 ms and follows the window override', () => {
    delete window.__ASUKAS_WRITE_DELAY_MS__
    expect(writeDelayMs()).toBe(DEFAULT_WRITE_DELAY_MS)
    window.__ASUKAS_WRITE_DELAY_MS__ = 0
    expect(writeDelayMs()).toBe(0)
    window.__ASUKAS_WRITE_DELAY_MS__ = -5
    expect(writeDelayMs()).toBe(DEFAULT_WRITE_DELAY_MS)
  })
})

describe('error kinds (spec 02 §8)', () => {
  it('maps statuses to kinds', () => {
    expect(errorKindOf(303, 'REDIRECT')).toBe('redirect')
    expect(errorKindOf(400, 'VALIDATION_ERROR')).toBe('validation')
    expect(errorKindOf(400, 'BAD_REQUEST')).toBe('bad_request')
    expect(errorKindOf(401, 'UNAUTHORIZED')).toBe('authorization')
    expect(errorKindOf(404, 'NOT_FOUND')).toBe('not_found')
    expect(errorKindOf(500, 'INTERNAL_SERVER_ERROR')).toBe('internal')
    expect(errorKindOf(503, 'SERVICE_UNAVAILABLE')).toBe('service_unavailable')
    expect(errorKindOf(-1, 'UNEXPECTED')).toBe('client')
  })
})

describe('toQueryString', () => {
  it('leaves out empty values and repeats arrays', () => {
    expect(toQueryString(undefined)).toBe('')
    expect(toQueryString({ a: undefined, b: null })).toBe('')
    expect(toQueryString({ page: 0, include: ['all', 'own'] })).toBe(
      '?page=0&include=all&include=own',
    )
  })
})
