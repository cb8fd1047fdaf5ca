/**
 * Server settings, validated once at start-up (docs/architecture.md "Settings": "a wrong setting stops the
 * server with a message naming it").
 *
 * Sources, later wins: built-in defaults → an optional JSON file named by `ASUKAS_CONFIG` (same
 * keys as the environment, values may be JSON booleans and numbers) → the process environment.
 *
 * The deployment settings and feature flags are those of spec 01 §1 ("Deployment settings",
 * "Feature flags"); their defaults follow the spec where it gives one (contractTerminationOnly
 * false, defectNotice true, messaging false) and otherwise suit the demo.
 *
 * E-mail and strong identification (issue 4), each a real part with a built-in default:
 *
 * | setting | meaning |
 * |---|---|
 * | `SMTP_URL` | `smtp://[user:password@]host[:port]` or `smtps://…`; mail goes out through it. Unset: mail is kept in the database and shown at `/dev/mailbox` (demo and test mode only). Required in production. |
 * | `MAIL_FROM` | Sender address (display name "Asukas"). Required in production; default `no-reply@asukas.invalid` otherwise. |
 * | `OIDC_TELIA_ISSUER` | Issuer URL (https) of the bank ID / mobile ID broker. |
 * | `OIDC_TELIA_CLIENT_ID` | Client id the broker gave the housing provider. |
 * | `OIDC_TELIA_PRIVATE_JWK` | RSA private JWK (JSON) signing request objects and `private_key_jwt` client assertions (`alg` RS256 default, or PS256). |
 * | `OIDC_TELIA_ENCRYPTION_JWK` | RSA private JWK (JSON) decrypting the encrypted ID tokens (`alg` RSA-OAEP-256 default, or RSA-OAEP). |
 * | `OIDC_TELIA_ACR_VALUES` | Accepted `acr` values, space or comma separated (default the FTN `loa2` and `loa3` URIs). |
 * | `OIDC_TELIA_SCOPE` | Scope of the request, must include `openid` (default `openid profile personal_identity_code`). |
 * | `OIDC_CANDOUR_*` | The same six for the passport / identity card broker. |
 *
 * In production the four required `OIDC_TELIA_*` settings, `SMTP_URL` and `MAIL_FROM` must be
 * set, and the four required `OIDC_CANDOUR_*` ones too when FEATURE_PASSPORT_AUTH is on; the
 * server refuses to start naming what is missing. In demo and test mode a provider without
 * settings is served by the built-in test identity provider at `/idp`, and mail without SMTP_URL
 * goes to the dev mailbox. The redirect URI to register at a broker is
 * `PUBLIC_URL/api/identity/callback`.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import {
  providerNames,
  providerSettingNameList,
  providerSettingNames,
  readProviderSettings,
  type ProviderSettingsMap,
} from './identity/providers.ts'
import type { S3Settings } from './files/s3-storage.ts'
import { checkMailSettings, mailSettingsShape, type MailConfig } from './mail/settings.ts'
import { ConfigError, modes, type Mode } from './config-error.ts'

export { ConfigError, modes, type Mode } from './config-error.ts'

/** Log levels pino understands, plus `silent`. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** Deployment settings of spec 01 §1, served to the web app by `GET /api/app-settings`. */
export interface DeploymentSettings {
  /** Restricts the app to contract termination and a reduced set of pages (default false). */
  contractTerminationOnly: boolean
  /** Defect notices on or off (default true). */
  defectNotice: boolean
  /** External link for the defect notice tile, or null for the built-in form (default null). */
  customDefectNoticeLinkUrl: string | null
  /** Messaging on or off (default false). */
  messaging: boolean
}

/** The five feature flags of spec 01 §1, served by `GET /api/feature-flags`. */
export interface FeatureFlags {
  removeUser: boolean
  paymentInfo: boolean
  passportAuth: boolean
  contractModification: boolean
  messages: boolean
}

/** Footer legal links (spec 01 §2 "The footer links to …"); null when not configured. */
export interface LegalLinks {
  privacyStatement: string | null
  accessibilityStatement: string | null
  termsOfUse: string | null
  cookiePolicy: string | null
}

/** The validated settings the server runs with. */
export interface Config {
  mode: Mode
  /** TCP port, 1–65535 (default 3000). */
  port: number
  /** Interface to listen on (default 0.0.0.0, so the server also answers inside a container). */
  host: string
  /** The address residents use, without a trailing slash (default `http://localhost:PORT`). */
  publicUrl: string
  /** True when {@link publicUrl} is https: the session cookie is then `__Host-` and Secure. */
  secureCookies: boolean
  /** Trust `X-Forwarded-*` headers from a reverse proxy (default false). */
  trustProxy: boolean
  /**
   * HMAC key of the login device cookies (`DEVICE_COOKIE_SECRET`, at least 32 characters;
   * required in production, a fixed development key otherwise; ADR 0008).
   */
  deviceCookieSecret: string
  /**
   * AES-256-GCM key of the staff TOTP secrets at rest (`TOTP_ENCRYPTION_KEY`: 32 bytes as 64 hex
   * digits or base64; required in production, a fixed development key otherwise; ADR 0011).
   */
  totpEncryptionKey: Buffer
  /**
   * HMAC-SHA-256 key of the integration API's access tokens (`INTEGRATION_TOKEN_SECRET`, at
   * least 32 characters; required in production, a fixed development key otherwise; issue 22).
   * Changing it ends every issued token (they live 10 minutes).
   */
  integrationTokenSecret: string
  /** PostgreSQL URL, or null for the embedded PGlite database in {@link dataDir}. */
  databaseUrl: string | null
  /** Directory of the embedded database and local files (default `./data`). */
  dataDir: string
  logLevel: (typeof logLevels)[number]
  /** Seed the demo residents, contracts and bulletins into an empty database at start-up. */
  seedDemoData: boolean
  /** Absolute directory of the built web app (default `apps/web/dist`). */
  webDistDir: string
  settings: DeploymentSettings
  featureFlags: FeatureFlags
  legalLinks: LegalLinks
  /** E-mail: `SMTP_URL` (null = dev mailbox) and `MAIL_FROM`. */
  mail: MailConfig
  /** Strong identification. */
  identity: IdentityConfig
  /**
   * S3-compatible file storage (`S3_ENDPOINT`, `S3_REGION`, `S3_BUCKET`, `S3_ACCESS_KEY_ID`,
   * `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`), or null for local disk under `DATA_DIR/files`.
   */
  s3: S3Settings | null
  /** Serve the API documentation at `/api/docs` (`API_DOCS`; default on, off in production). */
  apiDocs: boolean
  /**
   * Serve the demo data's attachments and documents (`DEMO_FILES`; default on in demo and test
   * mode, refused in production). They are read from the server's own demo folder through signed
   * download addresses, never from a public folder.
   */
  demoFiles: boolean
  /**
   * Overload protection (`@fastify/under-pressure`, issue 23 item 1): while the event loop's mean
   * delay exceeds `maxEventLoopDelayMs` (ms) or its utilisation exceeds `maxEventLoopUtilization`
   * (0–1), every request answers 503 `SERVICE_UNAVAILABLE` with `Retry-After` at once instead of
   * queueing. 0 turns a check off; both are off by default in test mode.
   */
  overload: { maxEventLoopDelayMs: number; maxEventLoopUtilization: number }
  /**
   * Who decides termination and modification requests (`CONTRACT_REQUEST_DECISIONS`; issue 22
   * item 5): `console` (staff only), `erp` (the integration API only) or `both` (default).
   */
  contractRequestDecisions: ContractRequestDecisions
  /**
   * Days a delivered integration event is kept (`INTEGRATION_EVENT_RETENTION_DAYS`, default 90):
   * older events whose webhook deliveries all succeeded are deleted by the delivery worker
   * (docs/integration.md "Retention").
   */
  integrationEventRetentionDays: number
  /**
   * Whether webhook endpoints may be plain `http` and reach loopback, private, link-local and
   * other non-public addresses (`WEBHOOK_ALLOW_PRIVATE_NETWORK`; default on in demo and test mode,
   * off in production). Off, an endpoint must be `https` on a public address, checked when it is
   * added and again on every connection, so a name that later resolves inside the network is
   * refused too (server-side request forgery, OWASP ASVS V15.3; docs/integration.md "Webhooks").
   */
  webhookAllowPrivateNetwork: boolean
}

/** Where contract requests are decided: the staff console, the ERP (integration API) or both. */
export const contractRequestDecisionModes = ['console', 'erp', 'both'] as const
/** One of {@link contractRequestDecisionModes}. */
export type ContractRequestDecisions = (typeof contractRequestDecisionModes)[number]

/** The strong identification settings (issue 4 "Strong identification"). */
export interface IdentityConfig {
  /** The real providers configured by `OIDC_<NAME>_*` settings (possibly none). */
  providers: ProviderSettingsMap
  /**
   * True in demo and test mode: providers without settings are served by the built-in test
   * identity provider at `/idp`. Never true in production.
   */
  testProvider: boolean
}

/** Raw values as read from a file or the environment. */
export type RawSettings = Record<string, string | number | boolean | undefined>

const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url))

/** A boolean written strictly as true/false/1/0 (or a JSON boolean in the config file). */
const strictBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
    error: () => "must be 'true', 'false', '1' or '0'",
  })
  .optional()
  .transform((value) =>
    value === undefined ? undefined : value === true || value === 'true' || value === '1',
  )

/** {@link strictBoolean} with a default for when the setting is absent. */
function flag(defaultValue: boolean) {
  return strictBoolean.transform((value) => value ?? defaultValue)
}

/** An absolute http(s) URL, or unset. An empty string counts as unset. */
const optionalHttpUrl = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? null : value.trim()))
  .refine((value) => value === null || isHttpUrl(value), {
    message: 'must be an absolute http:// or https:// URL',
  })

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? null : value.trim()))

/** Schema of the settings this module defines, keyed by environment variable name. */
const baseSettingsSchema = z.object({
  ASUKAS_MODE: z.enum(modes).optional(),
  NODE_ENV: z.string().optional(),
  PORT: z.coerce
    .number({ error: () => 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalHttpUrl,
  TRUST_PROXY: flag(false),
  DEVICE_COOKIE_SECRET: optionalText.refine(
    (value) => value === null || value.length >= 32,
    'must be at least 32 characters',
  ),
  TOTP_ENCRYPTION_KEY: optionalText.refine(
    (value) => value === null || totpKeyBytes(value) !== null,
    'must be 32 bytes: 64 hex digits or base64',
  ),
  INTEGRATION_TOKEN_SECRET: optionalText.refine(
    (value) => value === null || value.length >= 32,
    'must be at least 32 characters',
  ),
  INTEGRATION_EVENT_RETENTION_DAYS: z.coerce
    .number({ error: () => 'must be a whole number of days, at least 1' })
    .int('must be a whole number of days, at least 1')
    .min(1, 'must be a whole number of days, at least 1')
    .default(90),
  DATABASE_URL: optionalText.refine(
    (value) => value === null || /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql://',
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(logLevels).optional(),
  SEED_DEMO_DATA: strictBoolean,
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
  CONTRACT_TERMINATION_ONLY: flag(false),
  DEFECT_NOTICE: flag(true),
  CUSTOM_DEFECT_NOTICE_LINK_URL: optionalHttpUrl,
  MESSAGING: flag(false),
  FEATURE_REMOVE_USER: flag(true),
  FEATURE_PAYMENT_INFO: flag(true),
  FEATURE_PASSPORT_AUTH: flag(false),
  FEATURE_CONTRACT_MODIFICATION: flag(true),
  FEATURE_MESSAGES: flag(true),
  PRIVACY_STATEMENT_URL: optionalHttpUrl,
  ACCESSIBILITY_STATEMENT_URL: optionalHttpUrl,
  TERMS_OF_USE_URL: optionalHttpUrl,
  COOKIE_POLICY_URL: optionalHttpUrl,
  CONTRACT_REQUEST_DECISIONS: z.enum(contractRequestDecisionModes).default('both'),
  // File storage (platform/files/s3-storage.ts): S3-compatible object storage when S3_BUCKET is set.
  S3_ENDPOINT: optionalHttpUrl,
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(true),
  API_DOCS: strictBoolean,
  WEBHOOK_ALLOW_PRIVATE_NETWORK: strictBoolean,
  DEMO_FILES: strictBoolean,
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: () => 'must be a whole number of milliseconds, 0 or more' })
    .int('must be a whole number of milliseconds, 0 or more')
    .min(0, 'must be a whole number of milliseconds, 0 or more')
    .optional(),
  MAX_EVENT_LOOP_UTILIZATION: z.coerce
    .number({ error: () => 'must be a number from 0 to 1' })
    .min(0, 'must be a number from 0 to 1')
    .max(1, 'must be a number from 0 to 1')
    .optional(),
})

/**
 * Schema of the base settings and the e-mail ones (`mail/settings.ts`); the `OIDC_*` ones are
 * parsed by `identity/providers.ts`. Built on first use: those modules import `ConfigError` from
 * here, so nothing of theirs may be touched while this module loads.
 */
function buildSettingsSchema() {
  return baseSettingsSchema.extend({ ...mailSettingsShape })
}

let settingsSchema: ReturnType<typeof buildSettingsSchema> | undefined

function settingsSchemaOf(): ReturnType<typeof buildSettingsSchema> {
  settingsSchema ??= buildSettingsSchema()
  return settingsSchema
}

/** Names of every setting the server reads (environment variable names). */
export function settingNames(): string[] {
  return [...Object.keys(settingsSchemaOf().shape), ...providerSettingNameList]
}

/**
 * Reads the JSON config file named by `ASUKAS_CONFIG`.
 *
 * @returns an object of setting name → string, number or boolean.
 * @throws ConfigError when the file cannot be read, is not JSON, or is not a flat object.
 */
export function readConfigFile(path: string): RawSettings {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new ConfigError(`ASUKAS_CONFIG: cannot read ${path}: ${(error as Error).message}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ConfigError(`ASUKAS_CONFIG: ${path} is not valid JSON`)
  }
  const result = z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .safeParse(parsed)
  if (!result.success) {
    throw new ConfigError(
      `ASUKAS_CONFIG: ${path} must be one JSON object of setting names to strings, numbers or booleans`,
    )
  }
  const unknown = Object.keys(result.data).filter((key) => !settingNames().includes(key))
  if (unknown.length > 0) {
    throw new ConfigError(`ASUKAS_CONFIG: unknown setting(s) ${unknown.join(', ')} in ${path}`)
  }
  return Object.fromEntries(
    Object.entries(result.data).map(([key, value]) => [key, value ?? undefined]),
  )
}

/**
 * Validates the settings and returns the server's {@link Config}.
 *
 * @param env the environment (normally `process.env`); wins over the file.
 * @param file settings from a JSON file; defaults to the file named by `env.ASUKAS_CONFIG`, if any.
 * @throws ConfigError naming every invalid setting, e.g. `Invalid settings: PORT must be …`.
 */
export function loadConfig(env: RawSettings, file?: RawSettings): Config {
  const fromFile =
    file ?? (typeof env.ASUKAS_CONFIG === 'string' ? readConfigFile(env.ASUKAS_CONFIG) : {})
  const raw: RawSettings = { ...fromFile }
  for (const name of settingNames()) {
    const value = env[name]
    if (value !== undefined && value !== '') raw[name] = value
  }
  const result = settingsSchemaOf().safeParse(raw)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(settings)'} ${issue.message}`,
    )
    throw new ConfigError(`Invalid settings: ${problems.join('; ')}`)
  }
  const s = result.data
  const mode: Mode =
    s.ASUKAS_MODE ??
    (s.NODE_ENV === 'production' ? 'production' : s.NODE_ENV === 'test' ? 'test' : 'demo')
  const publicUrl = (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/+$/, '')
  const problems: string[] = []
  if (s.NODE_ENV === 'production' && mode !== 'production') {
    problems.push(
      `ASUKAS_MODE=${mode} with NODE_ENV=production: demo and test mode are not for production; set ASUKAS_MODE=production or unset it`,
    )
  }
  const seedDemoData = s.SEED_DEMO_DATA ?? mode === 'demo'
  const demoFiles = s.DEMO_FILES ?? mode !== 'production'
  if (mode === 'production') problems.push(...productionDemoParts({ seedDemoData, demoFiles }))
  const mail = collect(problems, () =>
    checkMailSettings(mode, { SMTP_URL: s.SMTP_URL, MAIL_FROM: s.MAIL_FROM }),
  )
  const providers = collect(problems, () => readProviderSettings(raw, publicUrl)) ?? {}
  if (mode === 'production') {
    problems.push(...missingProductionProviders(raw, providers, s.FEATURE_PASSPORT_AUTH))
  }
  if (s.S3_BUCKET !== null && (s.S3_ACCESS_KEY_ID === null || s.S3_SECRET_ACCESS_KEY === null)) {
    problems.push('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  }
  if (mode === 'production') problems.push(...missingProductionSecrets(s))
  if (problems.length > 0 || mail === undefined) {
    throw new ConfigError(`Invalid settings: ${problems.join('; ')}`)
  }
  const s3: S3Settings | null =
    s.S3_BUCKET === null
      ? null
      : {
          endpoint: s.S3_ENDPOINT,
          region: s.S3_REGION ?? 'eu-north-1',
          bucket: s.S3_BUCKET,
          accessKeyId: s.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: s.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: s.S3_FORCE_PATH_STYLE,
        }
  return {
    s3,
    mode,
    port: s.PORT,
    host: s.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: s.TRUST_PROXY,
    deviceCookieSecret: s.DEVICE_COOKIE_SECRET ?? developmentDeviceCookieSecret,
    totpEncryptionKey:
      (s.TOTP_ENCRYPTION_KEY === null ? null : totpKeyBytes(s.TOTP_ENCRYPTION_KEY)) ??
      developmentTotpKey,
    integrationTokenSecret: s.INTEGRATION_TOKEN_SECRET ?? developmentIntegrationTokenSecret,
    databaseUrl: s.DATABASE_URL,
    dataDir: s.DATA_DIR,
    logLevel: s.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    seedDemoData,
    webDistDir: resolve(s.WEB_DIST_DIR),
    settings: {
      contractTerminationOnly: s.CONTRACT_TERMINATION_ONLY,
      defectNotice: s.DEFECT_NOTICE,
      customDefectNoticeLinkUrl: s.CUSTOM_DEFECT_NOTICE_LINK_URL,
      messaging: s.MESSAGING,
    },
    featureFlags: {
      removeUser: s.FEATURE_REMOVE_USER,
      paymentInfo: s.FEATURE_PAYMENT_INFO,
      passportAuth: s.FEATURE_PASSPORT_AUTH,
      contractModification: s.FEATURE_CONTRACT_MODIFICATION,
      messages: s.FEATURE_MESSAGES,
    },
    legalLinks: {
      privacyStatement: s.PRIVACY_STATEMENT_URL,
      accessibilityStatement: s.ACCESSIBILITY_STATEMENT_URL,
      termsOfUse: s.TERMS_OF_USE_URL,
      cookiePolicy: s.COOKIE_POLICY_URL,
    },
    mail,
    identity: { providers, testProvider: mode !== 'production' },
    apiDocs: s.API_DOCS ?? mode !== 'production',
    demoFiles,
    overload: {
      maxEventLoopDelayMs: s.MAX_EVENT_LOOP_DELAY_MS ?? (mode === 'test' ? 0 : 1000),
      maxEventLoopUtilization: s.MAX_EVENT_LOOP_UTILIZATION ?? (mode === 'test' ? 0 : 0.98),
    },
    contractRequestDecisions: s.CONTRACT_REQUEST_DECISIONS,
    integrationEventRetentionDays: s.INTEGRATION_EVENT_RETENTION_DAYS,
    webhookAllowPrivateNetwork: s.WEBHOOK_ALLOW_PRIVATE_NETWORK ?? mode !== 'production',
  }
}

/**
 * The strong identification providers production needs and lacks (Telia always, the passport
 * provider with FEATURE_PASSPORT_AUTH), each as the settings to give. A provider with any of its
 * settings given is checked by `readProviderSettings` instead.
 */
function missingProductionProviders(
  raw: RawSettings,
  providers: ProviderSettingsMap,
  passportAuth: boolean,
): string[] {
  const required = passportAuth ? providerNames : (['telia'] as const)
  return required
    .filter((name) => providers[name] === undefined && !hasAnyProviderSetting(raw, name))
    .map((name) => {
      const names = providerSettingNames(name)
      return `${[names.issuer, names.clientId, names.privateJwk, names.encryptionJwk].join(', ')} are required in production (strong identification${name === 'candour' ? ' with passport, FEATURE_PASSPORT_AUTH is on' : ''})`
    })
}

/** The secrets production needs and lacks, each as the setting to give. */
function missingProductionSecrets(secrets: {
  TOTP_ENCRYPTION_KEY: string | null
  DEVICE_COOKIE_SECRET: string | null
  INTEGRATION_TOKEN_SECRET: string | null
}): string[] {
  const problems: string[] = []
  if (secrets.TOTP_ENCRYPTION_KEY === null) {
    problems.push(
      'TOTP_ENCRYPTION_KEY is required in production (32 random bytes as 64 hex digits or base64)',
    )
  }
  if (secrets.DEVICE_COOKIE_SECRET === null) {
    problems.push(
      'DEVICE_COOKIE_SECRET is required in production (a random string of 32+ characters)',
    )
  }
  if (secrets.INTEGRATION_TOKEN_SECRET === null) {
    problems.push(
      'INTEGRATION_TOKEN_SECRET is required in production (a random string of 32+ characters)',
    )
  }
  return problems
}

/**
 * The demo parts switched on in production, each as the setting to change (issue 8 item 7:
 * "the server refuses to start while any demo part is on"). The dev mailbox (no `SMTP_URL`) and
 * the test identity provider (no `OIDC_TELIA_*`) are reported by the mail and identity checks.
 */
function productionDemoParts(parts: { seedDemoData: boolean; demoFiles: boolean }): string[] {
  const problems: string[] = []
  if (parts.seedDemoData) {
    problems.push('SEED_DEMO_DATA must be false in production (it seeds demo residents)')
  }
  if (parts.demoFiles) {
    problems.push('DEMO_FILES must be false in production (it serves the demo attachments)')
  }
  return problems
}

/** The device cookie key outside production: public, so never good enough for production. */
const developmentDeviceCookieSecret = 'asukas-development-device-cookie-key-not-secret'

/** The integration token key outside production: public, so never good enough for production. */
const developmentIntegrationTokenSecret = 'asukas-development-integration-token-key-not-secret'

/** The demo and test mode key of the TOTP secrets (never used in production). */
const developmentTotpKey = Buffer.from('asukas-development-totp-key-32b!', 'utf8')

/** The 32 key bytes of a `TOTP_ENCRYPTION_KEY` (64 hex digits or base64), or null. */
function totpKeyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : null
  return bytes?.length === 32 ? bytes : null
}

/** Runs a check that throws ConfigError, collecting its message (without the prefix). */
function collect<T>(problems: string[], check: () => T): T | undefined {
  try {
    return check()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    problems.push(error.message.replace(/^Invalid settings: /, ''))
    return undefined
  }
}

/** True when any `OIDC_<NAME>_*` setting of the provider is set (then it reports its own errors). */
function hasAnyProviderSetting(raw: RawSettings, name: (typeof providerNames)[number]): boolean {
  return Object.values(providerSettingNames(name)).some(
    (variable) => raw[variable] !== undefined && raw[variable] !== '',
  )
}
