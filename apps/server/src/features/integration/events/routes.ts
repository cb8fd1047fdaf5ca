/**
 * Routes of the integration API's outgoing events (issue 22 items 4 and 5; ADR 0024): the pull
 * feed (`events:read`), the administrators' webhook endpoints and dead-letter list, and the
 * ERP's decisions and fault report steps.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../../platform/deps.ts'
import { routeFor } from '../../../platform/http.ts'
import { auditIntegrationCall, requireIntegrationScope } from '../auth.ts'
import { registerDecisionRoutes } from '../decisions/routes.ts'
import { registerWebhookRoutes } from '../webhooks/routes.ts'
import { readEvents } from './feed.ts'

/** Registers the feed, the webhook administration and the decision routes. */
export const integrationEventRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  app.route({
    ...routeFor(
      api.integrationEvents,
      async (request) => {
        const page = await readEvents(deps.db, request.query)
        await auditIntegrationCall(deps.db, request, {
          entityType: 'event',
          externalId: null,
          result: 'ok',
          details: { count: page.events.length },
        })
        return page
      },
      { access: 'public' },
    ),
    onRequest: requireIntegrationScope('events:read'),
  })
  registerWebhookRoutes(app, deps)
  registerDecisionRoutes(app, deps)
}
