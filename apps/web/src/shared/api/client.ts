/**
 * The one way the web app talks to the API (spec 02 §7, §8): builds the path from the contract's
 * endpoint definition, sends JSON with the session cookie, waits the write delay before POST and
 * PATCH, parses every 2xx answer with the endpoint's `response` schema and turns every failure
 * into an {@link ApiError} carrying status, kind, code and details.
 */
import { apiErrorSchema, buildPath } from '@asukas/contract'
import type { z } from 'zod'
import { noteRead, peekArrivedBody, readHeaders, takeEarlyResponse } from './early-responses.ts'
import { noteAnswer } from './offline.ts'
import type {
  BodyOf,
  EndpointDef,
  ErrorCode,
  PathParams,
  QueryOf,
  ResponseOf,
} from '@asukas/contract'

/**
 * Client error kinds of spec 02 §8: redirect (303), validation (400 VALIDATION_ERROR), bad
 * request (other 400 and other 4xx), authorization (401, 403), not found (404), internal (500 and
 * other 5xx), service unavailable (503) and client (-1: no answer, or an answer the client could
 * not use).
 */
export type ApiErrorKind =
  | 'redirect'
  | 'validation'
  | 'bad_request'
  | 'authorization'
  | 'not_found'
  | 'internal'
  | 'service_unavailable'
  | 'client'

/** Status used for failures that never produced an HTTP answer (spec 02 §8 "client error (-1)"). */
export const CLIENT_ERROR_STATUS = -1

/** Maps an HTTP status and error code to the spec 02 §8 error kind. */
export function errorKindOf(status: number, code: ErrorCode): ApiErrorKind {
  if (status === CLIENT_ERROR_STATUS) return 'client'
  if (status === 303) return 'redirect'
  if (status === 400) return code === 'VALIDATION_ERROR' ? 'validation' : 'bad_request'
  if (status === 401 || status === 403) return 'authorization'
  if (status === 404) return 'not_found'
  if (status === 503) return 'service_unavailable'
  if (status >= 500) return 'internal'
  if (status >= 400) return 'bad_request'
  return 'client'
}

/**
 * A failed API call. `status` is the HTTP status (or -1 when no answer arrived), `code` the
 * `error` of the answer body (`INVALID_RESPONSE` when a 2xx answer did not match the contract,
 * `UNEXPECTED` when an error answer could not be parsed or no answer arrived), `details` the
 * answer's `details` (for VALIDATION_ERROR: `{ fieldErrors: Record<field, MessageKey> }`).
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly kind: ApiErrorKind
  readonly details: unknown

  constructor(status: number, code: ErrorCode, details?: unknown) {
    super(`API error ${status} ${code}`)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.kind = errorKindOf(status, code)
    this.details = details
  }
}

/** True when `error` is an {@link ApiError}, optionally with one of the given codes. */
export function isApiError(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code))
}

/**
 * True when `error` is a call that got no answer because there is no network (the browser is
 * offline, or the request failed as a network error): issue 25 item 4, a form says it cannot be
 * sent offline.
 */
export function isOfflineFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === CLIENT_ERROR_STATUS &&
    (error.details as { offline?: boolean } | undefined)?.offline === true
  )
}

/** Spec 02 §7: "POST and PATCH wait 1 second before sending". */
export const DEFAULT_WRITE_DELAY_MS = 1000

/**
 * The write delay in milliseconds: `window.__ASUKAS_WRITE_DELAY_MS__` when it is a non-negative
 * number (set by tests before the app starts), else the build-time `VITE_ASUKAS_WRITE_DELAY_MS`,
 * else {@link DEFAULT_WRITE_DELAY_MS} (docs/specification.md "write delays").
 */
export function writeDelayMs(): number {
  const runtime = typeof window === 'undefined' ? undefined : window.__ASUKAS_WRITE_DELAY_MS__
  if (typeof runtime === 'number' && Number.isFinite(runtime) && runtime >= 0) return runtime
  const built = import.meta.env.VITE_ASUKAS_WRITE_DELAY_MS
  if (built !== undefined && built !== '') {
    const value = Number(built)
    if (Number.isFinite(value) && value >= 0) return value
  }
  return DEFAULT_WRITE_DELAY_MS
}

type HasParams<E extends EndpointDef> = keyof PathParams<E['path']> extends never ? false : true

/** Options of {@link apiRequest}: path parameters, query and body typed by the endpoint. */
export type RequestOptions<E extends EndpointDef> = (HasParams<E> extends true
  ? { params: PathParams<E['path']> }
  : { params?: undefined }) &
  (E['body'] extends z.ZodType ? { body: BodyOf<E> } : { body?: undefined }) & {
    query?: QueryOf<E>
    signal?: AbortSignal
  }

/** The options argument of a call of `endpoint`: optional when the endpoint needs none. */
export type OptionsArgs<E extends EndpointDef> =
  Record<never, never> extends RequestOptions<E>
    ? [options?: RequestOptions<E>]
    : [options: RequestOptions<E>]

/** Serialises a query object: `undefined` and `null` values are left out, arrays repeat the key. */
export function toQueryString(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The path and query string of a call of `endpoint` with `options`' params and query. */
function pathOf(endpoint: EndpointDef, options: { params?: object; query?: unknown }): string {
  return (
    buildPath(endpoint.path, (options.params ?? {}) as PathParams<string>) +
    toQueryString(options.query)
  )
}

/**
 * The interface language (set by the language provider), in which requests ask: the server
 * answers bulletins in it (issue 14). A resident's mail follows their stored portal language
 * (`portal-language.ts`).
 */
function currentLang(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang
}

/**
 * Calls one endpoint of the contract's `api` object and returns its parsed answer.
 *
 * - The path is built with `buildPath(endpoint.path, params)`, the query serialised from `query`.
 * - Requests carry `credentials: 'same-origin'`, `accept: application/json` and
 *   `x-requested-with: asukas` (the server's CSRF check); a body is sent as JSON.
 * - POST and PATCH wait {@link writeDelayMs} first (spec 02 §7).
 * - A 2xx answer is parsed with `endpoint.response`; a mismatch or non-JSON body throws
 *   `ApiError(status, 'INVALID_RESPONSE')`.
 * - An error answer `{ error: CODE, details? }` throws `ApiError(status, CODE, details)`; an
 *   answer that is not of that shape throws `ApiError(status, 'UNEXPECTED')`.
 * - A GET whose answer the entry already requested (`early-responses.ts`) uses that answer.
 * - A network failure throws `ApiError(-1, 'UNEXPECTED', { cause, offline })` (see
 *   {@link isOfflineFailure}); an abort rethrows the abort reason.
 * - Every answer is reported to the offline state (`offline.ts`): one the service worker served
 *   from its cache carries the time it was stored.
 */
export async function apiRequest<E extends EndpointDef>(
  endpoint: E,
  ...[options]: OptionsArgs<E>
): Promise<ResponseOf<E>> {
  const opts = (options ?? {}) as {
    params?: Record<string, string>
    query?: unknown
    body?: unknown
    signal?: AbortSignal
  }
  const path = pathOf(endpoint, opts)
  const pageLang = currentLang()
  const headers = readHeaders(pageLang)
  let body: string | undefined
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(opts.body)
  }
  if (endpoint.method === 'POST' || endpoint.method === 'PATCH') {
    await sleep(writeDelayMs(), opts.signal)
  }

  let response: Response
  try {
    // A GET that the entry started with the route's code (issue 9 "no waterfall").
    const early = endpoint.method === 'GET' ? takeEarlyResponse(path, pageLang) : undefined
    if (endpoint.method === 'GET') noteRead(path)
    response = await (early ??
      fetch(path, {
        method: endpoint.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: opts.signal,
      }))
    if (opts.signal?.aborted) throw opts.signal.reason
  } catch (error) {
    if (opts.signal?.aborted) throw opts.signal.reason
    // fetch rejects with a TypeError when no answer came (no network, or the connection failed).
    const offline =
      error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine)
    throw new ApiError(CLIENT_ERROR_STATUS, 'UNEXPECTED', { cause: String(error), offline })
  }
  noteAnswer(response)

  const text = await response.text().catch(() => '')
  if (!response.ok) {
    const json = parseJson(text)
    const parsed = json.ok ? apiErrorSchema.safeParse(json.value) : undefined
    if (!parsed?.success) throw new ApiError(response.status, 'UNEXPECTED')
    throw new ApiError(response.status, parsed.data.error, parsed.data.details)
  }

  const json = text === '' ? { ok: true as const, value: undefined } : parseJson(text)
  if (!json.ok) throw new ApiError(response.status, 'INVALID_RESPONSE')
  const parsed = endpoint.response.safeParse(json.value)
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', { issues: parsed.error.issues })
  }
  return parsed.data as ResponseOf<E>
}

/**
 * The parsed answer of the GET `endpoint` with `options` if the page's early request for it
 * (`early-responses.ts`) has already arrived, else undefined. Used, the early response is taken,
 * so the answer is not read twice. An answer that does not parse is left for {@link apiRequest},
 * which reports it as `INVALID_RESPONSE`.
 */
export function arrivedAnswer<E extends EndpointDef>(
  endpoint: E,
  ...[options]: OptionsArgs<E>
): ResponseOf<E> | undefined {
  if (endpoint.method !== 'GET') return undefined
  const path = pathOf(endpoint, options ?? {})
  const lang = currentLang()
  const text = peekArrivedBody(path, lang)
  if (text === undefined) return undefined
  const json = parseJson(text)
  const parsed = json.ok ? endpoint.response.safeParse(json.value) : undefined
  if (!parsed?.success) return undefined
  void takeEarlyResponse(path, lang)
  noteRead(path)
  return parsed.data as ResponseOf<E>
}

/**
 * The query function and initial data of a read of the GET `endpoint` with `options` (params and
 * query; TanStack Query passes the abort signal), for `queryOptions` / `useQuery`; with the key
 * derived from the contract it is `endpointQuery(endpoint, options)` (`query-keys.ts`). Issue 9:
 * when the page's early request for it has already arrived, the query starts with that answer
 * ({@link arrivedAnswer}), so the screen's first render shows the data instead of a loader that
 * the data then replaces (a layout shift and a second render); otherwise it reads through
 * {@link apiRequest}.
 */
export function readQuery<E extends EndpointDef>(endpoint: E, ...[options]: OptionsArgs<E>) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ResponseOf<E>> =>
      apiRequest(endpoint, ...([{ ...options, signal }] as OptionsArgs<E>)),
    initialData: (): ResponseOf<E> | undefined =>
      arrivedAnswer(endpoint, ...([options] as OptionsArgs<E>)),
  }
}
