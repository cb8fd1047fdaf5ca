/**
 * The one callback of strong identification, `GET /api/identity/callback` (the `redirect_uri`
 * registered at the brokers, `identityCallbackPath`), and how features plug into it.
 *
 * Whoever starts a flow (`identity.start`) binds its `state` to the browser with
 * {@link bindIdentityState} (an HttpOnly cookie). The callback reads that cookie, clears it, lets
 * the identity service complete the flow of exactly that state (so a callback carried into
 * another browser fails), and hands the outcome to the handler registered for the flow's kind
 * (`registration` by the accounts feature; `confirm_operation` by the confirmation feature). The
 * handler answers with a redirect: the callback is a browser navigation, never JSON.
 *
 * Without a handler for its kind, a flow ends on its `returnTo` page with
 * `?error=CONFIRM_OPERATION_GENERIC_ERROR`; a callback without the state cookie, or whose flow is
 * unknown, ends on `/login?error=registration_failed` (spec 01 §4 "unauthorised entry").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { identityFlowKinds, type IdentityFlowKind } from './identity/flows.ts'
import { IdentityError } from './identity/errors.ts'
import type { CompletedIdentityFlow, IdentityService } from './identity/oidc-client.ts'
import { identityCallbackPath } from './identity/providers.ts'
import type { Config } from './config.ts'
import {
  clearingOptions,
  identityStateCookieName,
  identityStateCookieOptions,
} from './auth/cookie.ts'

/** What a handler gets: the request, and either the completed flow or the failure. */
export type IdentityCallbackOutcome =
  { ok: true; flow: CompletedIdentityFlow } | { ok: false; error: IdentityError }

/**
 * Handles the outcome of one kind of flow.
 *
 * @returns the same-origin path (with query) to redirect the browser to.
 */
export type IdentityCallbackHandler = (
  outcome: IdentityCallbackOutcome,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<string>

/** The handlers by flow kind; features register theirs when their routes are registered. */
export interface IdentityCallbackRegistry {
  /** Sets the handler of `kind` (one per kind; a second registration throws). */
  register(kind: IdentityFlowKind, handler: IdentityCallbackHandler): void
  /** The handler of `kind`, if any. */
  handlerOf(kind: IdentityFlowKind): IdentityCallbackHandler | undefined
}

/** A new, empty registry (one per app). */
export function createIdentityCallbackRegistry(): IdentityCallbackRegistry {
  const handlers = new Map<IdentityFlowKind, IdentityCallbackHandler>()
  return {
    register(kind, handler) {
      if (!identityFlowKinds.includes(kind)) throw new TypeError(`unknown flow kind ${kind}`)
      if (handlers.has(kind)) throw new Error(`an identity callback handler for ${kind} exists`)
      handlers.set(kind, handler)
    },
    handlerOf: (kind) => handlers.get(kind),
  }
}

/** Binds a started flow's `state` to the browser (HttpOnly cookie, 10 minutes). */
export function bindIdentityState(
  reply: FastifyReply,
  config: Pick<Config, 'secureCookies'>,
  state: string,
): void {
  reply.setCookie(identityStateCookieName(config), state, identityStateCookieOptions(config))
}

/** Where an unauthorised or unknown callback ends (spec 01 §4 "registration failed"). */
export const failedEntryPath = '/login?error=registration_failed'

/** Where a callback ends when something unexpected broke (spec 02 §8 login state). */
export const genericErrorPath = '/login?error=generic_error'

/** `path` with `error=<code>` added to its query. */
export function withError(path: string, code: string): string {
  const url = new URL(path, 'http://localhost')
  url.searchParams.set('error', code)
  return `${url.pathname}${url.search}`
}

/** Options of {@link registerIdentityCallback}. */
export interface IdentityCallbackOptions {
  config: Config
  identity: IdentityService
  callbacks: IdentityCallbackRegistry
}

/**
 * Registers `GET /api/identity/callback` (public, hidden from the API docs).
 *
 * @param app the app (or a plugin scope) after `@fastify/cookie`.
 */
export async function registerIdentityCallback(
  app: FastifyInstance,
  options: IdentityCallbackOptions,
): Promise<void> {
  const { config, identity, callbacks } = options
  const cookieName = identityStateCookieName(config)
  const cookieOptions = clearingOptions(identityStateCookieOptions(config))

  app.get(
    identityCallbackPath,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const state = request.cookies[cookieName] ?? ''
      reply.clearCookie(cookieName, cookieOptions)
      reply.header('cache-control', 'no-store')
      try {
        let outcome: IdentityCallbackOutcome
        try {
          outcome = { ok: true, flow: await identity.complete(request.url, state) }
        } catch (error) {
          if (!(error instanceof IdentityError)) throw error
          outcome = { ok: false, error }
        }
        const flow = outcome.ok ? outcome.flow : outcome.error.flow
        if (flow === undefined) return reply.redirect(failedEntryPath, 303)
        const handler = callbacks.handlerOf(flow.kind)
        const target =
          handler === undefined
            ? withError(flow.returnTo, 'CONFIRM_OPERATION_GENERIC_ERROR')
            : await handler(outcome, request, reply)
        return reply.redirect(target, 303)
      } catch (error) {
        request.log.error({ err: error }, 'identity callback failed')
        return reply.redirect(genericErrorPath, 303)
      }
    },
  )
}
