/**
 * System answers: health (spec: "503 when the database is down"), the public deployment
 * settings of spec 01 §1 and the feature flags.
 */
import type { AppSettings, FeatureFlags, Health } from '@asukas/contract'
import type { Config } from '../../platform/config.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { pingDatabase } from './repository.ts'

/** How long the health check waits for the database, in milliseconds. */
export const HEALTH_DB_TIMEOUT_MS = 2000

/** Health of the server: `ok`/`up` when the database answers within 2 s, else `degraded`/`down`. */
export async function checkHealth(db: Queryable): Promise<Health> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DB_TIMEOUT_MS)
  })
  const up = await Promise.race([pingDatabase(db).catch(() => false), timeout])
  clearTimeout(timer)
  return up ? { status: 'ok', database: 'up' } : { status: 'degraded', database: 'down' }
}

/**
 * The deployment settings, legal links and demo mode served to the web app, so one build of the
 * web app runs in every deployment (ADR 0002).
 */
export function appSettingsOf(config: Config): AppSettings {
  return {
    ...config.settings,
    legalLinks: config.legalLinks,
    demoMode: config.mode === 'demo',
  }
}

/** The five feature flags of spec 01 §1, from the server settings. */
export function featureFlagsOf(config: Config): FeatureFlags {
  return { ...config.featureFlags }
}
