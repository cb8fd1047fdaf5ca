/**
 * Responses requested before the code that uses them has loaded (issue 9 "no waterfall"): the
 * app's entry starts the GET requests that the first route needs (`app/route-prefetch.tsx`) at
 * the same time as the route's code, and {@link apiRequest} takes the answer from here instead of
 * asking again. Each response is used once, only with the same `accept-language`, and only
 * within {@link EARLY_RESPONSE_TTL_MS} of its request; it is still checked against the endpoint's
 * schema by `apiRequest`, exactly as a response it fetched itself.
 */
import { noteAnswer } from './offline.ts'

/** How long an unused early response may be taken (ms); later the caller asks again. */
export const EARLY_RESPONSE_TTL_MS = 20_000

interface EarlyResponse {
  lang: string
  startedAt: number
  response: Promise<Response>
  /** The body of a 2xx answer once it has arrived (read by {@link peekArrivedBody}). */
  arrived?: string
}

const pending = new Map<string, EarlyResponse>()
/** GET paths this page has read (early or not): their queries are cached, so not read early again. */
const read = new Set<string>()

/** Notes that `apiRequest` read `GET path` (so a later prefetch of the route leaves it out). */
export function noteRead(path: string): void {
  read.add(path)
}

/** True when this page has already read `GET path` or started it early. */
export function wasRead(path: string): boolean {
  return read.has(path) || pending.has(path)
}

/**
 * The headers of `apiRequest` in language `lang` (an empty `lang` sends none): JSON and the
 * server's CSRF header, so an early GET is the request the query would have made.
 */
export function readHeaders(lang: string): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'asukas',
  }
  if (lang) headers['accept-language'] = lang
  return headers
}

/** Statuses whose response has no body (the Fetch standard's null body statuses). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304])

/**
 * `response` with its body read into memory (same status, status text and headers); a 2xx body
 * is also kept as text in `early.arrived`, for a query that starts after it has arrived. The
 * answer is reported to the offline state (`offline.ts`: did it come from the worker's cache?).
 */
async function buffered(
  response: Response,
  early: EarlyResponse,
  onArrived?: (body: string) => void,
): Promise<Response> {
  noteAnswer(response)
  const body = nullBodyStatuses.has(response.status) ? null : await response.text()
  if (response.ok && body !== null) {
    early.arrived = body
    onArrived?.(body)
  }
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/**
 * Starts `GET path` (path with query string, e.g. `/api/contracts/1/bulletins?page=0`) in
 * language `lang` unless one is already waiting. A network failure is kept as the rejected
 * promise: `apiRequest` reports it as it would its own. `onArrived` gets the body of a 2xx
 * answer as soon as it is in (the entry preloads the bulletin board's first image from it,
 * `lead-image.ts`).
 */
export function startEarlyRequest(
  path: string,
  lang: string,
  now = Date.now(),
  onArrived?: (body: string) => void,
): void {
  if (usable(path, lang, now)) return
  // The body is read at once: a response nobody takes (a screen that did not need it after all)
  // would otherwise keep its request open for as long as the page lives.
  const early: EarlyResponse = {
    lang,
    startedAt: now,
    response: fetch(path, { headers: readHeaders(lang), credentials: 'same-origin' }).then(
      (response) => buffered(response, early, onArrived),
    ),
  }
  // Nobody may take it: keep an unused failure from being reported as unhandled.
  early.response.catch(() => undefined)
  pending.set(path, early)
}

/** The early response of `GET path` when it may be taken in `lang` at `now` (not removed). */
function usable(path: string, lang: string, now: number): EarlyResponse | undefined {
  const early = pending.get(path)
  if (!early || early.lang !== lang || now - early.startedAt >= EARLY_RESPONSE_TTL_MS) return
  return early
}

/**
 * The early response of `GET path` in language `lang`, removed so that it is used once; undefined
 * when none was started, it is older than {@link EARLY_RESPONSE_TTL_MS} or was asked in another
 * language.
 */
export function takeEarlyResponse(
  path: string,
  lang: string,
  now = Date.now(),
): Promise<Response> | undefined {
  const early = usable(path, lang, now)
  pending.delete(path)
  return early?.response
}

/**
 * The body (text) of the early 2xx answer of `GET path` in language `lang` if it has already
 * arrived, else undefined; nothing is removed (the caller takes it with {@link takeEarlyResponse}
 * once it has used it). A query that starts after its answer arrived renders with it at once
 * (`client.ts` `readQuery`).
 */
export function peekArrivedBody(path: string, lang: string, now = Date.now()): string | undefined {
  return usable(path, lang, now)?.arrived
}

/** Forgets every early response (tests; logout). */
export function clearEarlyResponses(): void {
  pending.clear()
  read.clear()
}

/**
 * The GET paths of the reads the server named in a page (`<meta name="asukas-reads">`, whose
 * `content` is the route's pattern, then its reads; `@asukas/contract` route-reads) opened at
 * `pathname`: a read's `:contractId` is the path's segment where the pattern has it, as the
 * browser sent it; reads of a contract are left out when there is none.
 */
export function pageReads(content: string, pathname: string): string[] {
  const [pattern = '', ...reads] = content.split(' ')
  const contractId = pathname.split('/')[pattern.split('/').indexOf(':contractId')]
  return reads
    .filter((read) => read.startsWith('/api/') && (contractId || !read.includes(':contractId')))
    .map((read) => read.replaceAll(':contractId', contractId ?? ''))
}
