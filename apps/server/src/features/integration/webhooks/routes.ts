/**
 * The administrators' webhook endpoints of a machine client and their dead-letter list (issue 22
 * item 4), under `/api/staff/integration-clients/:clientId/…` with the `integrations` capability.
 */
import { api } from '@asukas/contract'
import type { FastifyInstance, RouteOptions } from 'fastify'
import type { AppDeps } from '../../../platform/deps.ts'
import { unauthorized } from '../../../platform/errors.ts'
import { routeFor } from '../../../platform/http.ts'
import { requireCapability } from '../../staff/index.ts'
import { addWebhook, deadLetters, removeWebhook, resend, webhooksOf } from './service.ts'

/** Registers the webhook and dead-letter routes. */
export function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps
  const staff = { access: 'staff' } as const
  const actors = new WeakMap<object, { userId: string }>()

  /** Administrators only: the capability is checked before the body is read. */
  function administrators(route: RouteOptions): RouteOptions {
    return {
      ...route,
      onRequest: async (request) => {
        if (!request.user) throw unauthorized()
        actors.set(request, await requireCapability(db, request.user, 'integrations'))
      },
    }
  }
  function actorOf(request: object): { userId: string } {
    const actor = actors.get(request)
    if (!actor) throw new Error('webhook route without its capability hook')
    return actor
  }

  app.route(
    administrators(
      routeFor(
        api.createIntegrationWebhook,
        async (request, reply) => {
          const created = await addWebhook(
            db,
            actorOf(request).userId,
            request.params.clientId,
            request.body,
            request.ip,
          )
          reply.code(201)
          return created
        },
        staff,
      ),
    ),
  )
  app.route(
    administrators(
      routeFor(
        api.integrationWebhooks,
        async (request) => webhooksOf(db, request.params.clientId),
        staff,
      ),
    ),
  )
  app.route(
    administrators(
      routeFor(
        api.deleteIntegrationWebhook,
        async (request) =>
          removeWebhook(
            db,
            actorOf(request).userId,
            request.params.clientId,
            request.params.webhookId.toLowerCase(),
            request.ip,
          ),
        staff,
      ),
    ),
  )
  app.route(
    administrators(
      routeFor(
        api.integrationDeadLetters,
        async (request) => deadLetters(db, request.params.clientId),
        staff,
      ),
    ),
  )
  app.route(
    administrators(
      routeFor(
        api.resendIntegrationDelivery,
        async (request) =>
          resend(
            db,
            clock,
            actorOf(request).userId,
            request.params.clientId,
            request.params.deliveryId.toLowerCase(),
            request.ip,
          ),
        staff,
      ),
    ),
  )
}
