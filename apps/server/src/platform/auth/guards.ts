/**
 * The security hooks, attached to every route by one `onRoute` hook so no route can forget them
 * (docs/architecture.md "Security by construction"). For each route, in this order, before the body
 * is parsed or validated:
 *
 * 1. session: routes under `/api` (except `/api/docs`) whose `config.access` is not `public` need
 *    a valid session, else 401 UNAUTHORIZED; `request.user` is set. `user` routes need a resident
 *    or a staff member impersonating one; `staff` routes need a staff member (ADR 0003).
 * 2. impersonation guard: every route whose method is not GET/HEAD/OPTIONS, except those marked
 *    `impersonatorMayWrite` (login, logout, staff login, end of impersonation), is refused with
 *    401 IMPERSONATION_WRITE_ACCESS_DENIED when the session is a staff impersonation (spec 01
 *    §6); each refusal is written to the audit log (`impersonated_write_refused`).
 *    Every read (GET/HEAD) of a `user` route made while impersonating needs the staff member's
 *    `impersonation` capability still (else 401 UNAUTHORIZED: a role taken away ends the look at
 *    once) and is written to the audit log first (`impersonated_read`: the resident as actor, the
 *    staff member as impersonator, the route; issue 23 item 9), so the resident can be shown when
 *    staff last looked as them.
 * 3. membership: routes under `/api/contracts/:contractUuid` resolve `request.contract` through
 *    the resident's tenancy, else 404 NOT_FOUND (`contracts-access.ts`).
 *
 * CSRF (a global `onRequest` hook): a state-changing request (any method but GET, HEAD, OPTIONS)
 * to `/api` must
 *   a) carry `Content-Type: application/json` or an `X-Requested-With` header, or have no body
 *      at all. A cross-site HTML form can send neither header, and a cross-site `fetch` that sets
 *      them needs a CORS preflight, which this server never grants. A request without a body
 *      carries no data to forge (the body-less calls, spec 02 §7 "empty body", issue 8 item 4);
 *      a browser sends `Origin` with any cross-site POST, which b) then refuses; and
 *   b) when the browser sends `Origin` (or, failing that, `Referer`), come from PUBLIC_URL's
 *      origin. The Host header is never trusted for this (issue 8 item 9: a proxy or an attacker
 *      may set it).
 * Otherwise 400 BAD_REQUEST. The SameSite=Lax cookie is a third, independent layer. The
 * integration API (`/api/integration/…`, issue 22) is exempt: it never reads a cookie, its
 * callers authenticate with a bearer token or HTTP Basic, which a browser does not add to a
 * forged request.
 */
import { declaredErrors, type ErrorCode } from '@asukas/contract'
import { capabilitiesOf, type StaffRole } from '@asukas/contract/endpoints/staff'
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  onRequestAsyncHookHandler,
} from 'fastify'
import { audit, auditQuietly } from '../audit.ts'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/db.ts'
import { badRequest, impersonationWriteDenied, unauthorized } from '../errors.ts'
import { isContractScopedPath, type Access } from '../http.ts'
import { contractMembershipHook } from '../contracts-access.ts'
import { sessionCookieName } from './cookie.ts'
import { staffRolesOf } from './repository/sessions.ts'
import { systemClock, type Clock } from '../clock.ts'
import type { SessionCache } from './session-cache.ts'
import { findSessionUser } from './sessions.ts'
import type { SessionUser } from './session-user.ts'

/** Methods that change nothing (RFC 9110 §9.2.1): the session cache serves only these. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** One registered route as the security hooks saw it (`app.routeTable`, for audits and tests). */
export interface RouteTableEntry {
  method: string
  url: string
  /** `public`, or `user` / `staff` when a session of that kind is required. */
  access: Access
  /** True when the impersonation guard refuses this route for impersonators. */
  impersonationGuarded: boolean
  /** True when the contract membership check runs. */
  membershipChecked: boolean
  /**
   * The error codes the route may answer (`declaredErrors` of the contract); empty for routes
   * not made from a contract endpoint (docs, dev mailbox, identity, web app).
   */
  errors: ErrorCode[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the security hooks, with the hooks it got. */
    routeTable: RouteTableEntry[]
  }
}

/** Tells whether a route path is part of the JSON API (and not its documentation). */
function isApiPath(url: string): boolean {
  return (url === '/api' || url.startsWith('/api/')) && !url.startsWith('/api/docs')
}

/**
 * Tells whether a path belongs to the integration API (`/api/integration/…`), whose machine
 * clients send no cookies and so need no CSRF defence (issue 22).
 */
export function isIntegrationPath(url: string): boolean {
  return url.startsWith('/api/integration/')
}

function methodsOf(method: string | string[]): string[] {
  return Array.isArray(method) ? method : [method]
}

/** The origin (`scheme://host[:port]`) of a URL string, or null when it is not a URL. */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/** True when the request has no body: no `Transfer-Encoding` and no or a zero `Content-Length`. */
export function hasNoBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return (
    request.headers['transfer-encoding'] === undefined &&
    (length === undefined || length.trim() === '0')
  )
}

/**
 * The CSRF rule of this module's header comment.
 *
 * @returns true when the request may change state.
 */
export function passesCsrfCheck(request: FastifyRequest, publicUrl: string): boolean {
  const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  const hasJson = contentType === 'application/json'
  const hasXrw = request.headers['x-requested-with'] !== undefined
  if (!hasJson && !hasXrw && !hasNoBody(request)) return false
  const claimed = request.headers.origin ?? request.headers.referer
  if (claimed === undefined) return true
  const origin = originOf(claimed)
  if (origin === null) return false
  return origin === originOf(publicUrl)
}

/**
 * Installs the CSRF check, the `request.user`/`request.contract` decorations and the `onRoute`
 * hook that gives every route its session, impersonation and membership hooks. Must run before
 * any route is registered.
 */
export function registerSecurityHooks(
  app: FastifyInstance,
  deps: { config: Config; db: Queryable; sessionCache?: SessionCache; clock?: Clock },
): void {
  const { config, db, sessionCache, clock = systemClock } = deps
  const cookieName = sessionCookieName(config)
  const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | null>>()

  /** The request's session user, looked up once per request. */
  function sessionOf(request: FastifyRequest): Promise<SessionUser | null> {
    let lookup = sessions.get(request)
    if (!lookup) {
      const token = request.cookies[cookieName]
      // Writes always ask the database: a revoked session can never write, even in the
      // moment before its revocation notice arrives (session-cache.ts).
      const cache = SAFE_METHODS.has(request.method) ? sessionCache : undefined
      lookup = token
        ? findSessionUser(db, token, cache, clock.now().getTime())
        : Promise.resolve(null)
      sessions.set(request, lookup)
    }
    return lookup
  }

  const routeTable: RouteTableEntry[] = []
  app.decorate('routeTable', routeTable)
  app.decorateRequest('user', null)
  app.decorateRequest('contract', null)

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return
    // The integration API authenticates with a bearer token or HTTP Basic, never a cookie: a
    // forged cross-site request carries neither (issue 22).
    if (isIntegrationPath(request.url)) return
    if (!passesCsrfCheck(request, config.publicUrl)) throw badRequest()
  })

  /**
   * A read made while impersonating: refused (401) unless the staff member still has the
   * `impersonation` capability, else audited as `impersonated_read` before it is answered.
   */
  async function auditImpersonatedRead(request: FastifyRequest, user: SessionUser) {
    const roles = await staffRolesOf<StaffRole>(db, user.userId)
    if (!capabilitiesOf(roles ?? []).includes('impersonation')) throw unauthorized()
    await audit(db, {
      action: 'impersonated_read',
      actorUserId: user.residentUserId,
      impersonatorUserId: user.userId,
      entityType: 'route',
      entityId: `${request.method} ${request.routeOptions.url ?? ''}`,
      ipAddress: request.ip,
      details: { path: request.url.split('?')[0] ?? '' },
      at: clock.now(),
    })
  }

  const requireUser: onRequestAsyncHookHandler = async (request) => {
    const user = await sessionOf(request)
    if (!user || (user.role !== 'resident' && !user.isImpersonator)) throw unauthorized()
    request.user = user
    if (user.isImpersonator && SAFE_METHODS.has(request.method)) {
      await auditImpersonatedRead(request, user)
    }
  }

  const requireStaff: onRequestAsyncHookHandler = async (request) => {
    const user = await sessionOf(request)
    if (!user || user.role !== 'staff') throw unauthorized()
    request.user = user
  }

  const refuseImpersonatorWrites: onRequestAsyncHookHandler = async (request) => {
    const user = request.user ?? (await sessionOf(request))
    if (!user?.isImpersonator) return
    await auditQuietly(
      db,
      {
        action: 'impersonated_write_refused',
        actorUserId: user.residentUserId,
        impersonatorUserId: user.userId,
        entityType: 'route',
        entityId: `${request.method} ${request.routeOptions.url ?? ''}`,
        ipAddress: request.ip,
        details: { method: request.method, path: request.url.split('?')[0] ?? '' },
      },
      request.log,
    )
    throw impersonationWriteDenied()
  }

  const checkMembership = contractMembershipHook(db)

  app.addHook('onRoute', (route) => {
    const hooks: onRequestHookHandler[] = []
    const api = isApiPath(route.url)
    const access: Access = api ? (route.config?.access ?? 'user') : 'public'
    if (access === 'user') hooks.push(requireUser)
    if (access === 'staff') hooks.push(requireStaff)
    const writes = methodsOf(route.method).some((method) => !SAFE_METHODS.has(method))
    const impersonationGuarded = writes && !route.config?.impersonatorMayWrite
    if (impersonationGuarded) hooks.push(refuseImpersonatorWrites)
    const membershipChecked = isContractScopedPath(route.url)
    if (membershipChecked) hooks.push(checkMembership)
    const endpoint = route.config?.endpoint
    const errors = endpoint
      ? declaredErrors(endpoint, {
          session: access !== 'public',
          impersonationGuarded,
          contractScoped: membershipChecked,
        })
      : []
    if (endpoint) route.config = { ...route.config, declaredErrors: errors }
    for (const method of methodsOf(route.method)) {
      routeTable.push({
        method,
        url: route.url,
        access,
        impersonationGuarded,
        membershipChecked,
        errors,
      })
    }
    if (hooks.length === 0) return
    const existing = route.onRequest
    route.onRequest = [...hooks, ...(existing ? [existing].flat() : [])]
  })
}
