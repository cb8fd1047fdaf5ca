/**
 * The administrators' webhook endpoints of a machine client, their deliveries with status and the
 * dead-letter list (issue 22 item 4), under `/api/staff/integration-clients/:clientId/…` with
 * the `integrations` capability.
 */
import { api } from '@asukas/contract'
import type { FastifyInstance, RouteOptions } from 'fastify'
import type { AppDeps } from '../../../platform/deps.ts'
import { routeFor } from '../../../platform/http.ts'
import { staffRouteGuard } from '../../staff/index.ts'
import {
  addWebhook,
  deadLetters,
  deliveries,
  removeWebhook,
  resend,
  webhooksOf,
} from './service.ts'

/** Registers the webhook and dead-letter routes. */
export function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps
  const staff = { access: 'staff' } as const
  const { actorOf, withCapability } = staffRouteGuard(db)
  /** Administrators only: the staff route guard checks the capability before the body is read. */
  const administrators = (route: RouteOptions): RouteOptions =>
    withCapability('integrations', route)

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
            deps.config.webhookAllowPrivateNetwork,
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
        api.integrationDeliveries,
        async (request) => deliveries(db, request.params.clientId),
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
