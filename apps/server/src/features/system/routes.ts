/** Routes of the system feature: health, app settings, feature flags (all public). */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { appSettingsOf, checkHealth, featureFlagsOf } from './service.ts'

const pub = { access: 'public' } as const

/** Registers GET /api/health, /api/app-settings and /api/feature-flags. */
export const systemRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, db }) => {
  const appSettings = appSettingsOf(config)
  const featureFlags = featureFlagsOf(config)

  app.route(
    routeFor(
      api.health,
      async (_request, reply) => {
        const health = await checkHealth(db)
        if (health.database === 'down') reply.code(503)
        return health
      },
      pub,
    ),
  )
  app.route(routeFor(api.appSettings, async () => appSettings, pub))
  app.route(routeFor(api.featureFlags, async () => featureFlags, pub))
}
