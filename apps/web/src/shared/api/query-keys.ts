/**
 * Query keys derived from the contract (issue 24), as eVaka's `lib-common/query.ts` derives them
 * from its API: a read's key is the endpoint's identity, `'GET /api/contracts/:contractUuid/…'`
 * (method and path pattern), followed by its path parameters and query when it has any:
 *
 * ```
 * queryKeyOf(parkingSpots, { params: { contractUuid }, query: { include: 'all' } })
 *   → ['GET /api/contracts/:contractUuid/parking-spots', { params: { contractUuid }, query: { include: 'all' } }]
 * ```
 *
 * Two reads of the same call with the same parameters share one cache entry wherever they are
 * (the front page and the fault report list read the same list), and an invalidation names the
 * endpoint it refreshes: {@link invalidate} with no parameters refreshes every read of the call,
 * with some parameters (a contract) the reads that have them, whatever else they have (TanStack
 * Query's partial key match). Where a write refreshes a whole area (the staff data after a
 * login), {@link underPath} matches every read whose path begins with a prefix.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import type { EndpointDef, PathParams, QueryOf } from '@asukas/contract'
import { readQuery, type OptionsArgs, type RequestOptions } from './client.ts'

/** The parameters a read's key holds: the endpoint's path parameters and its query. */
export type ReadOptions<E extends EndpointDef> = Omit<RequestOptions<E>, 'body' | 'signal'>

type ReadArgs<E extends EndpointDef> =
  Record<never, never> extends ReadOptions<E>
    ? [options?: ReadOptions<E>]
    : [options: ReadOptions<E>]

/** Some of a read's parameters: what an invalidation of part of a call's reads names. */
export interface ReadFilter<E extends EndpointDef> {
  params?: Partial<PathParams<E['path']>>
  query?: Partial<NonNullable<QueryOf<E>>>
}

/** The identity of an endpoint in a key: its method and path pattern, e.g. `'GET /api/contracts'`. */
export function endpointId(endpoint: Pick<EndpointDef, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`
}

/** `value` without its `undefined` entries (a query part left out is no part of the key). */
function defined(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined))
}

/**
 * The key's second part: path parameters as the text the path carries, and the query; an empty
 * part is left out, so `{ params: {} }` is the same key as no options.
 */
function argsOf(options: { params?: object; query?: unknown } | undefined) {
  const args: { params?: Record<string, string>; query?: Record<string, unknown> } = {}
  const params = defined(options?.params ?? {})
  if (Object.keys(params).length > 0) {
    args.params = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, String(value)]),
    )
  }
  const query =
    typeof options?.query === 'object' && options.query !== null ? defined(options.query) : {}
  if (Object.keys(query).length > 0) args.query = query
  return args
}

/**
 * The query key of a read of `endpoint` with `options`' path parameters and query: `[id]` when
 * it has neither, else `[id, { params?, query? }]` ({@link endpointId}). Equal calls give equal
 * keys (TanStack Query hashes objects with sorted keys); a path parameter given as a number is
 * the same key as its text, as it is the same path.
 */
export function queryKeyOf<E extends EndpointDef>(
  endpoint: E,
  ...[options]: ReadArgs<E>
): QueryKey {
  return keyOf(endpoint, options)
}

function keyOf(endpoint: EndpointDef, options: { params?: object; query?: unknown } | undefined) {
  const args = argsOf(options)
  return Object.keys(args).length === 0 ? [endpointId(endpoint)] : [endpointId(endpoint), args]
}

/**
 * The key, query function and initial data of a read of the GET `endpoint`, for `queryOptions`
 * or `useQuery`: `useQuery({ ...endpointQuery(building, { params }), staleTime })`. The key is
 * {@link queryKeyOf}; the rest is `readQuery` (`client.ts`), which takes the page's early
 * answer when it has arrived.
 */
export function endpointQuery<E extends EndpointDef>(endpoint: E, ...[options]: ReadArgs<E>) {
  return {
    queryKey: queryKeyOf(endpoint, ...([options] as ReadArgs<E>)),
    ...readQuery(endpoint, ...([options] as OptionsArgs<E>)),
  }
}

/**
 * The key prefix of the reads of `endpoint` that have `filter`'s parameters (every read of it
 * without a filter), for `invalidateQueries({ queryKey })` and the like: partial matching takes
 * `{ params: { contractUuid } }` to every read of that contract whatever its other parameters
 * and query.
 */
export function keyPrefixOf<E extends EndpointDef>(endpoint: E, filter?: ReadFilter<E>): QueryKey {
  return keyOf(endpoint, filter)
}

/**
 * Invalidates the reads of `endpoint` that have `filter`'s parameters (every read of it without
 * one): the active ones are read again, the others when next used.
 */
export function invalidate<E extends EndpointDef>(
  queryClient: QueryClient,
  endpoint: E,
  filter?: ReadFilter<E>,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: keyPrefixOf(endpoint, filter) })
}

/**
 * A query filter (`{ predicate }`) matching every read whose endpoint's path begins with
 * `prefix`, e.g. `'/api/staff/'`, and none whose path begins with one of `except`.
 */
export function underPath(prefix: string, ...except: string[]) {
  return {
    predicate: (query: Query): boolean => {
      const id = query.queryKey[0]
      if (typeof id !== 'string' || !id.startsWith('GET ')) return false
      const path = id.slice('GET '.length)
      return path.startsWith(prefix) && !except.some((other) => path.startsWith(other))
    },
  }
}
