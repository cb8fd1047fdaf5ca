/**
 * The Fastify application, built in layers (fastify/demo): external plugins (cookies, OpenAPI),
 * then the platform (error handling, security headers, CSRF, session / impersonation /
 * membership hooks), then the real parts with built-in defaults (mail with the dev mailbox,
 * strong identification with the test identity provider), then the features' routes, then the
 * web app and the not-found handler.
 *
 * Validation and serialisation use the contract's zod schemas (fastify-type-provider-zod), so a
 * request is parsed against the same schema the web app builds it with, and an answer that does
 * not match its schema is a 500, never a wrong shape on the wire.
 */
import { isRouteAllowed } from '@asukas/contract'
import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import pino from 'pino'
import { loginRoutes } from './features/accounts/login-routes.ts'
import { accountRoutes } from './features/accounts/routes.ts'
import { bulletinRoutes } from './features/bulletins/routes.ts'
import { bulletinStaffRoutes } from './features/bulletins/staff-routes.ts'
import { contractRequestRoutes } from './features/contract-requests/routes.ts'
import { contractRequestStaffRoutes } from './features/contract-requests/staff-routes.ts'
import { contractRoutes } from './features/contracts/routes.ts'
import { defectNoticeRoutes } from './features/defect-notices/routes.ts'
import { defectNoticeStaffRoutes } from './features/defect-notices/staff-routes.ts'
import { feedbackQuestionRoutes } from './features/feedback-questions/routes.ts'
import { feedbackQuestionStaffRoutes } from './features/feedback-questions/staff-routes.ts'
import { registerIntegrationAuth } from './features/integration/auth.ts'
import { integrationEventRoutes } from './features/integration/events/routes.ts'
import { integrationRoutes } from './features/integration/routes.ts'
import { messageRoutes } from './features/messages/routes.ts'
import { messageStaffRoutes } from './features/messages/staff-routes.ts'
import { parkingRoutes } from './features/parking/routes.ts'
import { parkingStaffRoutes } from './features/parking/staff-routes.ts'
import { paymentRoutes } from './features/payments/routes.ts'
import { propertyRoutes } from './features/property/routes.ts'
import { staffAccountRoutes } from './features/staff/account-routes.ts'
import { staffAuditRoutes } from './features/staff/audit-routes.ts'
import { staffFileRoutes } from './features/staff/file-routes.ts'
import { staffInboxRoutes } from './features/staff/inbox-routes.ts'
import { staffLoginRoutes } from './features/staff/login-routes.ts'
import { staffRoutes } from './features/staff/routes.ts'
import { systemRoutes } from './features/system/routes.ts'
import { appSettingsOf, featureFlagsOf } from './features/system/service.ts'
import { testFixtureRoutes } from './features/test-fixtures/routes.ts'
import { userRoutes } from './features/user/routes.ts'
import { SAFE_METHODS, isIntegrationPath, registerSecurityHooks } from './platform/auth/guards.ts'
import { startSessionCache } from './platform/auth/session-cache.ts'
import { systemClock, type Clock } from './platform/clock.ts'
import type { Config } from './platform/config.ts'
import type { Db } from './platform/db/db.ts'
import { registerOverloadProtection } from './platform/overload.ts'
import type { AppDeps } from './platform/deps.ts'
import { registerApiDocs } from './platform/docs.ts'
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
} from './platform/error-handler.ts'
import { registerHttpCaching } from './platform/http-cache.ts'
import {
  createFilesService,
  fileRoutes,
  fileStorageFor,
  type FileStorage,
} from './platform/files/index.ts'
import {
  createIdentityCallbackRegistry,
  registerIdentityCallback,
} from './platform/identity-callback.ts'
import { createIdentityService, type IdentityService } from './platform/identity/oidc-client.ts'
import type { ProviderSettingsMap } from './platform/identity/providers.ts'
import { registerTestIdentityProvider, tenantTestIdentities } from './platform/identity/test-idp.ts'
import { registerDevMailbox } from './platform/mail/dev-mailbox.ts'
import { createMailer, type Mailer } from './platform/mail/mailer.ts'
import { registerPublicPostLimit } from './platform/public-rate-limit.ts'
import { defaultAccountLimits, type AccountLimits } from './platform/rate-limit.ts'
import { registerSecurityHeaders } from './platform/security-headers.ts'
import { registerDemoFiles } from './platform/files/demo-files.ts'
import { registerWebApp } from './platform/web-app.ts'

/** What {@link buildApp} needs. */
export interface BuildAppOptions {
  config: Config
  /** An open, migrated database. The app does not close it. */
  db: Db
  /** A pino logger; default: a new one at `config.logLevel`. */
  logger?: FastifyBaseLogger
  /** The clock of the account machinery (default: the system clock; tests pass a manual one). */
  clock?: Clock
  /**
   * The mailer. Default: one made from `config.mail`, closed with the app. `main.ts` passes its
   * own, whose delivery worker it runs.
   */
  mailer?: Mailer
  /**
   * Strong identification. Default: a service over `config.identity.providers`, plus the built-in
   * test identity provider at `/idp` for the providers without settings in demo and test mode.
   */
  identity?: IdentityService
  /** Overrides of the account rate limits (default `defaultAccountLimits`). */
  limits?: Partial<AccountLimits>
  /** Where uploaded files are kept (default: local disk under `DATA_DIR/files`). */
  fileStorage?: FileStorage
}

/**
 * The providers the identity service offers: the configured ones, and in demo and test mode the
 * built-in test provider (mounted on `app` at `/idp`) for the others.
 */
async function identityProviders(
  app: FastifyInstance,
  config: Config,
  db: Db,
): Promise<ProviderSettingsMap> {
  const configured = config.identity.providers
  if (!config.identity.testProvider || (configured.telia && configured.candour)) {
    return { ...configured }
  }
  const testProvider = await registerTestIdentityProvider(app, {
    publicUrl: config.publicUrl,
    identities: () => tenantTestIdentities(db),
    mode: config.mode,
  })
  return {
    telia: configured.telia ?? testProvider.providers.telia,
    candour: configured.candour ?? testProvider.providers.candour,
  }
}

/**
 * Builds the app, ready for `listen()` or `inject()`.
 *
 * @returns the Fastify instance after `ready()`; closing it leaves the database open (and the
 *   mailer too when one was passed in).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options
  const app = Fastify({
    loggerInstance: options.logger ?? pino({ level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Platform hooks first: routes and plugins registered later inherit them.
  await registerSecurityHeaders(app, config)
  registerErrorHandling(app, { mode: config.mode })
  // Overload protection before the session and access hooks (issue 23 item 1; platform/overload.ts).
  await registerOverloadProtection(app, config.overload)
  // Signed-in sessions cached in the process, revoked on every instance through the database.
  const sessionCache = await startSessionCache(db, (error) =>
    app.log.warn({ err: error }, 'session revocation subscription failed; retrying'),
  )
  app.addHook('onClose', () => sessionCache.close())
  // A write's answer waits until the revocations it committed have reached this instance's
  // cache, so the writer's next read cannot meet a session the write ended. Not for the
  // integration API: its machine clients have no sessions and its writes end none, and its bulk
  // load starts streaming its report while its transaction is open, which on the embedded
  // database's one connection would keep the sync's notification (and so the report) waiting
  // behind that transaction for good.
  app.addHook('onSend', async (request) => {
    if (SAFE_METHODS.has(request.method) || isIntegrationPath(request.url)) return
    await sessionCache.sync()
  })
  const clock = options.clock ?? systemClock
  registerSecurityHooks(app, { config, db, sessionCache, clock })

  // Graceful shutdown: once closing, every answer closes its connection, so a keep-alive
  // connection busy with a request ends after its answer instead of holding `close()` open.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })

  // External plugins.
  await app.register(fastifyCookie)
  await registerHttpCaching(app)
  await registerApiDocs(app, config)

  // Real parts with built-in defaults: mail (dev mailbox), strong identification (test IdP).
  let mailer = options.mailer
  if (mailer === undefined) {
    const ownMailer = createMailer({
      db,
      mode: config.mode,
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      logger: app.log,
    })
    app.addHook('onClose', async () => ownMailer.close())
    mailer = ownMailer
  }
  await registerDevMailbox(app, { db, mode: config.mode })
  const identity =
    options.identity ??
    createIdentityService({
      db,
      providers: await identityProviders(app, config, db),
      publicUrl: config.publicUrl,
      logger: app.log,
      now: () => clock.now(),
    })
  const identityCallbacks = createIdentityCallbackRegistry()
  const files = createFilesService({
    db,
    storage: options.fileStorage ?? fileStorageFor(config),
    clock,
  })

  // Features.
  const deps: AppDeps = {
    config,
    db,
    clock,
    mailer,
    identity,
    identityCallbacks,
    files,
    limits: { ...defaultAccountLimits, ...options.limits },
  }
  registerPublicPostLimit(app, deps)
  registerIntegrationAuth(app, deps)
  await app.register(loginRoutes, deps)
  await app.register(fileRoutes, deps)
  await app.register(accountRoutes, deps)
  await app.register(staffRoutes, deps)
  await app.register(staffLoginRoutes, deps)
  await app.register(staffInboxRoutes, deps)
  await app.register(staffAccountRoutes, deps)
  await app.register(staffFileRoutes, deps)
  await app.register(staffAuditRoutes, deps)
  await app.register(systemRoutes, deps)
  await app.register(userRoutes, deps)
  await app.register(contractRoutes, deps)
  await app.register(contractRequestRoutes, deps)
  await app.register(contractRequestStaffRoutes, deps)
  await app.register(defectNoticeRoutes, deps)
  await app.register(defectNoticeStaffRoutes, deps)
  await app.register(feedbackQuestionRoutes, deps)
  await app.register(feedbackQuestionStaffRoutes, deps)
  await app.register(messageRoutes, deps)
  await app.register(messageStaffRoutes, deps)
  await app.register(bulletinRoutes, deps)
  await app.register(bulletinStaffRoutes, deps)
  if (config.mode === 'test') await app.register(testFixtureRoutes, deps)
  await app.register(paymentRoutes, deps)
  await app.register(propertyRoutes, deps)
  await app.register(parkingRoutes, deps)
  await app.register(parkingStaffRoutes, deps)
  await app.register(integrationRoutes, deps)
  await app.register(integrationEventRoutes, deps)
  await registerIdentityCallback(app, { config, identity, callbacks: identityCallbacks })

  // The demo data's files (DEMO_FILES): signed downloads and the public pictures.
  registerDemoFiles(app, { db, enabled: config.demoFiles, now: () => clock.now() })

  // The built web app and everything no route matched; a route's code is preloaded only when the
  // deployment's settings and flags let the route be shown (spec 01 §2 access behaviour).
  const settings = appSettingsOf(config)
  const flags = featureFlagsOf(config)
  await registerWebApp(app, config, {
    routeShown: (route) => isRouteAllowed(route, settings, flags),
  })

  await app.ready()
  return app
}
