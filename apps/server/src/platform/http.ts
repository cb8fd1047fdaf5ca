/**
 * Route registration from the contract: one line per route in each feature.
 *
 * `routeFor(api.contracts, handler)` turns an endpoint of `@asukas/contract` into Fastify route
 * options: method, path, zod schemas (params, query, body, 200 response) for validation, response
 * serialisation and the OpenAPI document, plus the route's access level in `config`. The
 * security hooks (session, impersonation guard, contract membership) are attached to every route
 * by `platform/auth/guards.ts` from that access level and the path, never by hand.
 */
import type { EndpointDef, ErrorCode } from '@asukas/contract'
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify'
import type { z } from 'zod'
import type { SessionUser } from './auth/session-user.ts'
import type { Access } from './access.ts'
import type { ContractAccess } from './contracts-access.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route was made from (`routeFor`). */
    endpoint?: EndpointDef
    /** Every error code the route may answer (set by the security hooks from the endpoint). */
    declaredErrors?: ErrorCode[]
  }
}

export type { Access } from './access.ts'

/** Options of {@link routeFor}. */
export interface RouteForOptions<A extends Access> {
  /** Access level; default `user`. */
  access?: A
  /**
   * Lets an impersonating staff member call this non-GET route. Only login, logout, the staff
   * login and the end of an impersonation use it; every other write is refused with
   * IMPERSONATION_WRITE_ACCESS_DENIED (spec 01 §6).
   */
  impersonatorMayWrite?: boolean
  /**
   * The body field holding a new password. When validation fails on that field alone, the answer
   * is 400 INVALID_PASSWORD_EXCEPTION (spec 02 §8 "invalid password gives wrong password"),
   * not VALIDATION_ERROR (which the password pages show as a wrong code).
   */
  newPasswordField?: string
  /**
   * Seconds a browser may reuse this GET answer (`Cache-Control: private, max-age=N`). Only for
   * the answers the spec caches (bulletins and building info, 59 s: spec 02 §9); every other API
   * answer is `no-store`. With the ETag of `platform/http-cache.ts` a repeated request after
   * that answers 304.
   */
  cacheSeconds?: number
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>

/** The contract-scoped paths get `request.contract` from the membership check. */
type ContractScoped<P extends string> = P extends `/api/contracts/:contractUuid${string}`
  ? { contract: ContractAccess }
  : unknown

/** The request a handler sees: parsed params, query and body, and the user when signed in. */
export type RequestFor<E extends EndpointDef, A extends Access> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body'
> & {
  params: Parsed<E['params']>
  query: Parsed<E['query']>
  body: Parsed<E['body']>
} & (A extends 'user' | 'staff' ? { user: SessionUser } : unknown) &
  ContractScoped<E['path']>

/** A handler: returns the 200 answer in the contract's response shape (validated on the way out). */
export type HandlerFor<E extends EndpointDef, A extends Access> = (
  request: RequestFor<E, A>,
  reply: FastifyReply,
) => Promise<z.output<E['response']>>

/** Tells whether a route path is scoped to one contract (and so gets the membership check). */
export function isContractScopedPath(path: string): boolean {
  return path === '/api/contracts/:contractUuid' || path.startsWith('/api/contracts/:contractUuid/')
}

/**
 * Builds Fastify route options for one endpoint of the contract.
 *
 * @param endpoint an entry of `api` from `@asukas/contract`.
 * @param handler returns the 200 answer; throw `ApiError` for error answers.
 * @param options access level (default `user`) and the impersonation exemption.
 * @returns route options for `app.route(...)`; `config.access` drives the security hooks.
 */
export function routeFor<const E extends EndpointDef, A extends Access = 'user'>(
  endpoint: E,
  handler: HandlerFor<E, A>,
  options: RouteForOptions<A> = {},
): RouteOptions {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
      summary: endpoint.summary,
      tags: [endpoint.tag],
    },
    config: {
      endpoint,
      access: options.access ?? 'user',
      impersonatorMayWrite: options.impersonatorMayWrite ?? false,
      ...(options.newPasswordField ? { newPasswordField: options.newPasswordField } : {}),
    },
    handler: (options.cacheSeconds === undefined
      ? handler
      : withCacheControl(handler, options.cacheSeconds)) as unknown as RouteHandlerMethod,
  }
}

function withCacheControl<E extends EndpointDef, A extends Access>(
  handler: HandlerFor<E, A>,
  seconds: number,
): HandlerFor<E, A> {
  const value = `private, max-age=${seconds}`
  return (request, reply) => {
    reply.header('cache-control', value)
    return handler(request, reply)
  }
}
