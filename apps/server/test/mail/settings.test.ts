import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ConfigError } from '../../src/platform/config.ts'
import { createMailer } from '../../src/platform/mail/mailer.ts'
import {
  checkMailSettings,
  defaultDevMailFrom,
  mailSettingsShape,
} from '../../src/platform/mail/settings.ts'
import type { Db } from '../../src/platform/db/db.ts'

const settingsSchema = z.object(mailSettingsShape)
const silent = { info: () => {}, warn: () => {}, error: () => {} }

describe('mail settings', () => {
  it('parses SMTP_URL and MAIL_FROM, blank meaning unset', () => {
    expect(
      settingsSchema.parse({
        SMTP_URL: ' smtps://user:secret@smtp.example.com:465 ',
        MAIL_FROM: '',
      }),
    ).toEqual({ SMTP_URL: 'smtps://user:secret@smtp.example.com:465', MAIL_FROM: null })
    expect(settingsSchema.parse({})).toEqual({ SMTP_URL: null, MAIL_FROM: null })
  })

  it('rejects a URL that is not smtp:// or smtps:// and a sender that is not an address', () => {
    const result = settingsSchema.safeParse({
      SMTP_URL: 'http://mail.example.com',
      MAIL_FROM: 'Asukas',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'MAIL_FROM',
      'SMTP_URL',
    ])
    expect(settingsSchema.safeParse({ SMTP_URL: 'smtp://' }).success).toBe(false)
  })

  it('is a start-up error in production without SMTP_URL or MAIL_FROM', () => {
    expect(() =>
      checkMailSettings('production', { SMTP_URL: null, MAIL_FROM: 'a@example.com' }),
    ).toThrow(ConfigError)
    expect(() =>
      checkMailSettings('production', { SMTP_URL: null, MAIL_FROM: 'a@example.com' }),
    ).toThrow(/SMTP_URL is required in production/)
    expect(() =>
      checkMailSettings('production', { SMTP_URL: 'smtp://smtp.example.com', MAIL_FROM: null }),
    ).toThrow(/MAIL_FROM is required in production/)
    expect(
      checkMailSettings('production', {
        SMTP_URL: 'smtp://smtp.example.com',
        MAIL_FROM: 'No-Reply@Example.com',
      }),
    ).toEqual({ smtpUrl: 'smtp://smtp.example.com', from: 'no-reply@example.com' })
  })

  it('allows the dev mailbox and a default sender in demo and test mode', () => {
    for (const mode of ['demo', 'test'] as const) {
      expect(checkMailSettings(mode, { SMTP_URL: null, MAIL_FROM: null })).toEqual({
        smtpUrl: null,
        from: defaultDevMailFrom,
      })
    }
  })

  it('will not create a production mailer without SMTP_URL', () => {
    const db = {} as Db
    expect(() =>
      createMailer({ db, mode: 'production', from: 'no-reply@example.com', logger: silent }),
    ).toThrow(ConfigError)
    expect(
      createMailer({ db, mode: 'demo', from: 'no-reply@example.com', logger: silent }).delivery,
    ).toBe('dev_mailbox')
  })
})
