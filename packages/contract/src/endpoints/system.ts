/** System calls: health, public deployment settings and feature flags (spec 01 §1). */
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

/**
 * Health of the server: `status` is `degraded` and the HTTP status 503 when the database is
 * down (`database: 'down'`); otherwise `ok` / `up` with 200.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
})
/** Health answer. */
export type Health = z.infer<typeof healthSchema>

/**
 * Footer legal links (spec 01 §2 footer); each is null when not configured. The web app shows
 * a link only if it is a valid http or https URL (spec 02 §5).
 */
export const legalLinksSchema = z.object({
  privacyStatement: z.string().nullable(),
  accessibilityStatement: z.string().nullable(),
  termsOfUse: z.string().nullable(),
  cookiePolicy: z.string().nullable(),
})
/** Footer legal links. */
export type LegalLinks = z.infer<typeof legalLinksSchema>

/**
 * Deployment settings (spec 01 §1 table; defaults contractTerminationOnly false, defectNotice
 * true, customDefectNoticeLinkUrl null, messaging false), legal links, and `demoMode` (true
 * when the server runs with seeded demo data and the built-in test services).
 */
export const appSettingsSchema = z.object({
  contractTerminationOnly: z.boolean(),
  defectNotice: z.boolean(),
  customDefectNoticeLinkUrl: z.string().nullable(),
  messaging: z.boolean(),
  legalLinks: legalLinksSchema,
  demoMode: z.boolean(),
})
/** Deployment settings. */
export type AppSettings = z.infer<typeof appSettingsSchema>

/** Feature flags of the signed-in user (spec 01 §1, spec 02 §7). */
export const featureFlagsSchema = z.object({
  removeUser: z.boolean(),
  paymentInfo: z.boolean(),
  passportAuth: z.boolean(),
  contractModification: z.boolean(),
  messages: z.boolean(),
})
/** Feature flags. */
export type FeatureFlags = z.infer<typeof featureFlagsSchema>

/** GET /api/health: liveness and database reachability; public; 503 when the database is down. */
export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: healthSchema,
  summary: 'Health of the server and its database',
  tag: 'system',
  errors: [],
})

/** GET /api/app-settings: deployment settings; public (no login). */
export const appSettings = defineEndpoint({
  method: 'GET',
  path: '/api/app-settings',
  response: appSettingsSchema,
  summary: 'Deployment settings, legal links and demo mode (public)',
  tag: 'system',
  errors: [],
})

/** GET /api/feature-flags: feature flags for the signed-in user. */
export const featureFlags = defineEndpoint({
  method: 'GET',
  path: '/api/feature-flags',
  response: featureFlagsSchema,
  summary: 'Feature flags',
  tag: 'system',
  errors: [],
})
