/**
 * Which error codes each call may answer (issue 8 item 8: "each endpoint declares its error
 * statuses and codes in the contract"). A call's declared errors are its own `errors` list plus
 * those the platform gives every call of its shape and access level:
 *
 * | when | codes |
 * |---|---|
 * | always | `BAD_REQUEST` (malformed URL or request, CSRF refusal), `INTERNAL_SERVER_ERROR`, `SERVICE_UNAVAILABLE` |
 * | a query or body schema | `VALIDATION_ERROR` |
 * | a body method (POST, PATCH, PUT, DELETE) | `PAYLOAD_TOO_LARGE`, `UNSUPPORTED_MEDIA_TYPE`, `JSON_TOO_DEEP` |
 * | path parameters, or contract-scoped | `NOT_FOUND` |
 * | a session is required | `UNAUTHORIZED` |
 * | a write refused to impersonators | `IMPERSONATION_WRITE_ACCESS_DENIED` |
 * | a public POST (but logout and the integration API): the per-IP limit | `TOO_MANY_REQUESTS_EXCEPTION` |
 *
 * `METHOD_NOT_ALLOWED` (405) and `REQUEST_HEADERS_TOO_LARGE` (431) belong to no call: they answer
 * a method no call has, and a request whose headers the server will not read.
 */
import { z } from 'zod'
import type { EndpointDef } from './endpoint.ts'
import { errorStatus, type ErrorCode } from './errors.ts'

/** What the server's security hooks give a route (its `routeTable` entry). */
export interface RouteSecurity {
  /** A signed-in session is required (access `user` or `staff`). */
  session: boolean
  /** The impersonation guard refuses the route to impersonators. */
  impersonationGuarded: boolean
  /** The contract membership check runs (path under `/api/contracts/:contractUuid`). */
  contractScoped: boolean
}

/** Error answers that belong to no call (see the module comment). */
export const globalErrorCodes = [
  'METHOD_NOT_ALLOWED',
  'REQUEST_HEADERS_TOO_LARGE',
  'NOT_FOUND',
] as const satisfies readonly ErrorCode[]

const bodyMethods = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

/**
 * Every code the call may answer: its own `errors` and the platform's (module comment), in
 * the order of `errorStatus` (so the OpenAPI document is stable).
 */
export function declaredErrors(endpoint: EndpointDef, security: RouteSecurity): ErrorCode[] {
  const codes = new Set<ErrorCode>(endpoint.errors ?? [])
  codes.add('BAD_REQUEST')
  codes.add('INTERNAL_SERVER_ERROR')
  codes.add('SERVICE_UNAVAILABLE')
  if (endpoint.query !== undefined || endpoint.body !== undefined) codes.add('VALIDATION_ERROR')
  if (bodyMethods.has(endpoint.method)) {
    codes.add('PAYLOAD_TOO_LARGE')
    codes.add('UNSUPPORTED_MEDIA_TYPE')
    codes.add('JSON_TOO_DEEP')
  }
  if (endpoint.params !== undefined || security.contractScoped) codes.add('NOT_FOUND')
  if (security.session) codes.add('UNAUTHORIZED')
  if (security.impersonationGuarded) codes.add('IMPERSONATION_WRITE_ACCESS_DENIED')
  if (
    endpoint.method === 'POST' &&
    !security.session &&
    endpoint.path !== '/api/logout' &&
    !endpoint.path.startsWith('/api/integration/')
  ) {
    codes.add('TOO_MANY_REQUESTS_EXCEPTION')
  }
  return (Object.keys(errorStatus) as ErrorCode[]).filter((code) => codes.has(code))
}

/**
 * The error answers of a call by HTTP status, as zod schemas for the OpenAPI document:
 * `{ error: one of the codes of that status, details?: object }`.
 *
 * @param codes the call's declared codes ({@link declaredErrors}); codes without an HTTP status
 *   are skipped.
 */
export function errorResponseSchemas(codes: readonly ErrorCode[]): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of codes) {
    const status = errorStatus[code]
    if (status < 400) continue
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  const schemas: Record<number, z.ZodType> = {}
  for (const [status, list] of byStatus) {
    schemas[status] = z
      .object({
        error: z.enum(list as [ErrorCode, ...ErrorCode[]]),
        details: z.record(z.string(), z.unknown()).optional(),
      })
      .describe(list.join(', '))
  }
  return schemas
}
