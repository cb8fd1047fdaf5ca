/**
 * Starts the Asukas server: validated settings → database (PGlite in DATA_DIR, or DATABASE_URL)
 * → migrations → demo data (demo mode, empty database) → mailer and its delivery worker, the
 * integration webhooks' delivery worker →
 * housekeeping timer → Fastify app → listen. Prints the address and, with demo data, the demo
 * logins. SIGINT/SIGTERM stop listening, drain the requests in flight (keep-alive connections
 * are closed: idle ones at once, busy ones after their answer), stop the mail worker and the
 * housekeeping, close the mailer and the database, and exit 0 — or exit 1 after 10 s whatever
 * is left; a second signal exits at once (exit 1).
 *
 * Run with `npm start` (builds the web app first) or `node apps/server/src/main.ts`.
 */
import { join } from 'node:path'
import pino from 'pino'
import { buildApp } from './app.ts'
import { systemClock } from './platform/clock.ts'
import { ConfigError, loadConfig } from './platform/config.ts'
import { openDatabase } from './platform/db/index.ts'
import { migrate } from './platform/db/migrate.ts'
import { createMailer } from './platform/mail/mailer.ts'
import { startMailWorker } from './platform/mail/worker.ts'
import {
  createWebhookDispatcher,
  startWebhookWorker,
} from './features/integration/webhooks/delivery.ts'
import { fileStorageFor } from './platform/files/s3-storage.ts'
import { startMaintenance } from './platform/maintenance.ts'
import { demoLogins, demoPassword, seedDemoData } from './seed/demo.ts'

/** How long a graceful shutdown may take before the process exits anyway (issue 8 item 10). */
const shutdownDeadlineMs = 10_000

async function main(): Promise<void> {
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Asukas cannot start: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }

  const logger = pino({ level: config.logLevel })
  const db = await openDatabase({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: join(config.dataDir, 'pglite'),
  })
  const applied = await migrate(db)
  if (applied.length > 0) logger.info({ applied }, 'database migrated')
  if (config.seedDemoData) await seedDemoData(db)

  const mailer = createMailer({
    db,
    mode: config.mode,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    logger,
  })
  const mailWorker = startMailWorker(mailer, { logger })
  const webhookWorker = startWebhookWorker(
    createWebhookDispatcher({
      db,
      clock: systemClock,
      logger,
      retentionDays: config.integrationEventRetentionDays,
      allowPrivateNetwork: config.webhookAllowPrivateNetwork,
    }),
    { db, logger },
  )
  const maintenance = startMaintenance({
    db,
    clock: systemClock,
    logger,
    files: fileStorageFor(config),
  })
  const app = await buildApp({ config, db, logger, mailer, clock: systemClock })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) {
      logger.warn({ signal }, 'second signal, exiting now')
      process.exit(1)
    }
    closing = true
    logger.info({ signal }, 'shutting down')
    // Whatever hangs, the process is gone within the deadline (issue 8 item 10).
    setTimeout(() => {
      logger.error({ deadlineMs: shutdownDeadlineMs }, 'shutdown took too long, exiting')
      process.exit(1)
    }, shutdownDeadlineMs).unref()
    // Stop listening and drain the requests in flight (idle keep-alive connections close at
    // once, busy ones after their answer), while the workers finish their current job.
    Promise.all([app.close(), mailWorker.stop(), webhookWorker.stop(), maintenance.stop()])
      .then(() => mailer.close())
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  await app.listen({ port: config.port, host: config.host })

  const lines = [
    '',
    `  Asukas is running at ${config.publicUrl}`,
    `  API documentation: ${config.apiDocs ? `${config.publicUrl}/api/docs` : 'off (API_DOCS)'}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pglite')}`}`,
    `  E-mail: ${config.mail.smtpUrl ? 'SMTP (SMTP_URL)' : `dev mailbox at ${config.publicUrl}/dev/mailbox`}`,
    `  Strong identification: ${
      config.identity.testProvider &&
      !(config.identity.providers.telia && config.identity.providers.candour)
        ? `built-in test identity provider at ${config.publicUrl}/idp`
        : 'OIDC brokers (OIDC_*)'
    }`,
    `  Staff console: ${config.publicUrl}/henkilosto`,
  ]
  if (config.seedDemoData) {
    lines.push('', `  Demo logins (password ${demoPassword}):`)
    for (const login of demoLogins) {
      lines.push(`    ${login.email.padEnd(34)} ${login.description}`)
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`Asukas failed to start: ${(error as Error).stack ?? String(error)}\n`)
  process.exit(1)
})
