/**
 * The Fastify application, built in layers (fastify/demo): external plugins (cookies, OpenAPI),
 * then the platform (error handling, security headers, CSRF, session / impersonation /
 * membership hooks), then the features' routes, then the web app and the not-found handler.
 *
 * Validation and serialisation use the contract's zod schemas (fastify-type-provider-zod), so a
 * request is parsed against the same schema the web app builds it with, and an answer that does
 * not match its schema is a 500, never a wrong shape on the wire.
 */
import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import pino from 'pino'
import { bulletinRoutes } from './features/bulletins/routes.ts'
import { contractRoutes } from './features/contracts/routes.ts'
import { defectNoticeRoutes } from './features/defect-notices/routes.ts'
import { systemRoutes } from './features/system/routes.ts'
import { userRoutes } from './features/user/routes.ts'
import { registerSecurityHooks } from './platform/auth/guards.ts'
import { authRoutes } from './platform/auth/routes.ts'
import type { Config } from './platform/config.ts'
import type { Db } from './platform/db/db.ts'
import { registerApiDocs } from './platform/docs.ts'
import { registerErrorHandling } from './platform/error-handler.ts'
import { registerSecurityHeaders } from './platform/security-headers.ts'
import { registerWebApp } from './platform/web-app.ts'

/** What {@link buildApp} needs. */
export interface BuildAppOptions {
  config: Config
  /** An open, migrated database. The app does not close it. */
  db: Db
  /** A pino logger; default: a new one at `config.logLevel`. */
  logger?: FastifyBaseLogger
}

/**
 * Builds the app, ready for `listen()` or `inject()`.
 *
 * @returns the Fastify instance after `ready()`; closing it leaves the database open.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options
  const app = Fastify({
    loggerInstance: options.logger ?? pino({ level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Platform hooks first: routes and plugins registered later inherit them.
  registerErrorHandling(app)
  registerSecurityHeaders(app, config)
  registerSecurityHooks(app, { config, db })

  // External plugins.
  await app.register(fastifyCookie)
  await registerApiDocs(app, config)

  // Features.
  const deps = { config, db }
  await app.register(authRoutes, deps)
  await app.register(systemRoutes, deps)
  await app.register(userRoutes, deps)
  await app.register(contractRoutes, deps)
  await app.register(defectNoticeRoutes, deps)
  await app.register(bulletinRoutes, deps)

  // The built web app and everything no route matched.
  await registerWebApp(app, config)

  await app.ready()
  return app
}
