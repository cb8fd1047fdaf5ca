/** Settings validation (docs/architecture.md "Settings"; spec 01 §1 deployment settings and flags). */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, readConfigFile } from '../../src/platform/config.ts'
import { generateRsaJwk } from '../../src/platform/identity/keys.ts'

/** The settings production requires (issue 4): SMTP, sender, and the bank ID broker. */
let production: Record<string, string>

beforeAll(async () => {
  const [signing, encryption] = await Promise.all([
    generateRsaJwk('RS256'),
    generateRsaJwk('RSA-OAEP-256'),
  ])
  production = {
    SMTP_URL: 'smtp://mail.example.com:587',
    MAIL_FROM: 'asukas@example.com',
    OIDC_TELIA_ISSUER: 'https://tunnistus.example.fi/oidc',
    OIDC_TELIA_CLIENT_ID: 'asukas',
    OIDC_TELIA_PRIVATE_JWK: JSON.stringify(signing),
    OIDC_TELIA_ENCRYPTION_JWK: JSON.stringify(encryption),
    DEVICE_COOKIE_SECRET: 'a-production-device-cookie-key-of-32+-chars',
    TOTP_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
    INTEGRATION_TOKEN_SECRET: 'a-production-integration-token-key-of-32+-chars',
  }
})

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      mode: 'demo',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      databaseUrl: null,
      dataDir: './data',
      logLevel: 'info',
      seedDemoData: true,
      settings: {
        contractTerminationOnly: false,
        defectNotice: true,
        customDefectNoticeLinkUrl: null,
        messaging: false,
      },
      featureFlags: {
        removeUser: true,
        paymentInfo: true,
        passportAuth: false,
        contractModification: true,
        messages: true,
      },
    })
    expect(isAbsolute(config.webDistDir)).toBe(true)
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/)
  })

  it('derives the mode from NODE_ENV and seeds demo data only in demo mode', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...production })).toMatchObject({
      mode: 'production',
      seedDemoData: false,
    })
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ mode: 'test', logLevel: 'silent' })
    expect(() => loadConfig({ NODE_ENV: 'production', ASUKAS_MODE: 'demo' })).toThrow(
      /ASUKAS_MODE=demo with NODE_ENV=production/,
    )
  })

  it('refuses to start in production while a demo part is on, naming the setting', () => {
    expect(() =>
      loadConfig({ ASUKAS_MODE: 'production', SEED_DEMO_DATA: '1', ...production }),
    ).toThrow(/SEED_DEMO_DATA must be false in production/)
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_FILES: 'true', ...production })).toThrow(
      /DEMO_FILES must be false in production/,
    )
    // The dev mailbox (no SMTP_URL) and the test identity provider (no OIDC_TELIA_*).
    expect(() => loadConfig({ ASUKAS_MODE: 'production' })).toThrow(/SMTP_URL is required/)
    expect(() => loadConfig({ ASUKAS_MODE: 'production' })).toThrow(/OIDC_TELIA_ISSUER/)
    const config = loadConfig({ ASUKAS_MODE: 'production', ...production })
    expect(config).toMatchObject({
      seedDemoData: false,
      demoFiles: false,
      apiDocs: false,
      webhookAllowPrivateNetwork: false,
    })
    expect(
      loadConfig({
        ASUKAS_MODE: 'production',
        WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
        ...production,
      }).webhookAllowPrivateNetwork,
    ).toBe(true)
    expect(config.identity.testProvider).toBe(false)
    expect(loadConfig({ ASUKAS_MODE: 'production', API_DOCS: 'true', ...production }).apiDocs).toBe(
      true,
    )
    expect(loadConfig({ ASUKAS_MODE: 'demo' })).toMatchObject({
      apiDocs: true,
      demoFiles: true,
      webhookAllowPrivateNetwork: true,
    })
  })

  it('uses the dev mailbox and the test identity provider outside production', () => {
    for (const mode of ['demo', 'test']) {
      const config = loadConfig({ ASUKAS_MODE: mode })
      expect(config.mail).toEqual({ smtpUrl: null, from: 'no-reply@asukas.invalid' })
      expect(config.identity).toEqual({ providers: {}, testProvider: true })
    }
    const withTelia = loadConfig({ ...production, ASUKAS_MODE: 'demo' })
    expect(withTelia.mail).toEqual({
      smtpUrl: 'smtp://mail.example.com:587',
      from: 'asukas@example.com',
    })
    expect(withTelia.identity.providers.telia).toMatchObject({
      issuer: 'https://tunnistus.example.fi/oidc',
      clientId: 'asukas',
      redirectUri: 'http://localhost:3000/api/identity/callback',
    })
    expect(withTelia.identity.providers.candour).toBeUndefined()
  })

  it('refuses to start in production without SMTP and a real identity provider, naming them', () => {
    const start = loadConfig.bind(null, { ASUKAS_MODE: 'production' })
    expect(start).toThrow(ConfigError)
    for (const name of [
      'SMTP_URL',
      'MAIL_FROM',
      'OIDC_TELIA_ISSUER',
      'OIDC_TELIA_CLIENT_ID',
      'OIDC_TELIA_PRIVATE_JWK',
      'OIDC_TELIA_ENCRYPTION_JWK',
      'DEVICE_COOKIE_SECRET',
      'TOTP_ENCRYPTION_KEY',
      'INTEGRATION_TOKEN_SECRET',
    ]) {
      expect(start).toThrow(name)
    }
    expect(start).not.toThrow('OIDC_CANDOUR')
  })

  it('requires the passport broker in production when passport registration is on', () => {
    expect(() => loadConfig({ ...production, ASUKAS_MODE: 'production' })).not.toThrow()
    expect(() =>
      loadConfig({ ...production, ASUKAS_MODE: 'production', FEATURE_PASSPORT_AUTH: 'true' }),
    ).toThrow(/OIDC_CANDOUR_ISSUER, OIDC_CANDOUR_CLIENT_ID/)
  })

  it('names a malformed provider or mail setting', () => {
    expect(() => loadConfig({ ...production, OIDC_TELIA_PRIVATE_JWK: '{nope' })).toThrow(
      /OIDC_TELIA_PRIVATE_JWK/,
    )
    expect(() => loadConfig({ OIDC_CANDOUR_ISSUER: 'https://passi.example.fi' })).toThrow(
      /OIDC_CANDOUR_CLIENT_ID is required/,
    )
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/)
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/)
  })

  it('parses booleans strictly', () => {
    const config = loadConfig({ MESSAGING: '1', DEFECT_NOTICE: 'false', FEATURE_MESSAGES: '0' })
    expect(config.settings.messaging).toBe(true)
    expect(config.settings.defectNotice).toBe(false)
    expect(config.featureFlags.messages).toBe(false)
    expect(() => loadConfig({ MESSAGING: 'yes' })).toThrow(ConfigError)
    expect(() => loadConfig({ MESSAGING: 'yes' })).toThrow(/MESSAGING/)
    expect(() => loadConfig({ FEATURE_REMOVE_USER: 'TRUE' })).toThrow(/FEATURE_REMOVE_USER/)
  })

  it('names every bad setting in one message', () => {
    let message = ''
    try {
      loadConfig({
        PORT: '99999',
        PUBLIC_URL: 'ftp://example.com',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      })
    } catch (error) {
      message = (error as Error).message
    }
    for (const name of ['PORT', 'PUBLIC_URL', 'DATABASE_URL', 'LOG_LEVEL']) {
      expect(message).toContain(name)
    }
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ COOKIE_POLICY_URL: 'javascript:alert(1)' })).toThrow(
      /COOKIE_POLICY_URL/,
    )
  })

  it('turns on secure cookies for an https PUBLIC_URL and drops its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://asukas.example.com/', PORT: '8080' })
    expect(config.publicUrl).toBe('https://asukas.example.com')
    expect(config.secureCookies).toBe(true)
    expect(config.port).toBe(8080)
  })

  it('reads a JSON file named by ASUKAS_CONFIG; the environment wins', () => {
    const dir = mkdtempSync(join(tmpdir(), 'asukas-config-'))
    const file = join(dir, 'asukas.json')
    writeFileSync(
      file,
      JSON.stringify({
        PORT: 4000,
        MESSAGING: true,
        TERMS_OF_USE_URL: 'https://example.com/ehdot',
      }),
    )
    const config = loadConfig({ ASUKAS_CONFIG: file, PORT: '5000' })
    expect(config.port).toBe(5000)
    expect(config.settings.messaging).toBe(true)
    expect(config.legalLinks.termsOfUse).toBe('https://example.com/ehdot')
  })

  it('refuses unreadable, non-JSON and unknown-key files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'asukas-config-'))
    expect(() => readConfigFile(join(dir, 'missing.json'))).toThrow(/ASUKAS_CONFIG/)
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, '{ nope')
    expect(() => readConfigFile(bad)).toThrow(/not valid JSON/)
    const unknown = join(dir, 'unknown.json')
    writeFileSync(unknown, JSON.stringify({ PROT: 3000 }))
    expect(() => readConfigFile(unknown)).toThrow(/PROT/)
    const mail = join(dir, 'mail.json')
    writeFileSync(mail, JSON.stringify({ SMTP_URL: 'smtp://mail', OIDC_TELIA_CLIENT_ID: 'x' }))
    expect(readConfigFile(mail)).toEqual({ SMTP_URL: 'smtp://mail', OIDC_TELIA_CLIENT_ID: 'x' })
  })
})
