/**
 * The e-mail settings, validated at start-up (docs/architecture.md "Settings") by `config.ts`:
 *
 * - `SMTP_URL`: `smtp://[user:password@]host[:port]` (STARTTLS when the server offers it) or
 *   `smtps://…` (TLS from the start); nodemailer options may follow as query parameters
 *   (e.g. `?requireTLS=true`). Unset: mail is kept in the database for the dev mailbox.
 * - `MAIL_FROM`: the sender address; the display name is always "Asukas".
 *
 * Production needs both (issue 4 "E-mail": the dev mailbox exists in demo and test mode only).
 */
import { isValidEmail, normalizeEmail } from '@asukas/domain'
import { z } from 'zod'
import { ConfigError, type Mode } from '../config-error.ts'

/** Sender address outside production when `MAIL_FROM` is unset (`.invalid` is never routable). */
export const defaultDevMailFrom = 'no-reply@asukas.invalid'

/** An `smtp:` or `smtps:` URL with a host. */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** Unset or blank → null, else trimmed. */
const optionalSetting = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? null : value.trim()))

/**
 * The zod fields of the two settings, keyed by environment variable name, to spread into the
 * settings schema of `config.ts` (`z.object({ ...existing, ...mailSettingsShape })`). Messages
 * follow `config.ts` ("SMTP_URL must be …").
 */
export const mailSettingsShape = {
  SMTP_URL: optionalSetting.refine((value) => value === null || isSmtpUrl(value), {
    message: 'must be an smtp:// or smtps:// URL with a host',
  }),
  MAIL_FROM: optionalSetting.refine((value) => value === null || isValidEmail(value), {
    message: 'must be an e-mail address, e.g. no-reply@example.com',
  }),
}

/** The validated e-mail settings the server runs with. */
export interface MailConfig {
  /** SMTP server URL, or null: mail is then kept for the dev mailbox (never in production). */
  smtpUrl: string | null
  /** Sender address, lower case; the display name "Asukas" is added when sending. */
  from: string
}

/**
 * Checks the e-mail settings against the mode and returns them.
 *
 * @param mode server mode.
 * @param settings `SMTP_URL` and `MAIL_FROM` as parsed by {@link mailSettingsShape} (null = unset).
 * @returns the mail config; outside production an unset `MAIL_FROM` is {@link defaultDevMailFrom}.
 * @throws ConfigError in production without `SMTP_URL` or without `MAIL_FROM` (mail must really
 *   go out there, and the dev mailbox is off), or when a value is malformed.
 */
export function checkMailSettings(
  mode: Mode,
  settings: { SMTP_URL: string | null; MAIL_FROM: string | null },
): MailConfig {
  const problems: string[] = []
  const smtpUrl = settings.SMTP_URL
  const from = settings.MAIL_FROM
  if (smtpUrl !== null && !isSmtpUrl(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL with a host')
  }
  if (from !== null && !isValidEmail(from)) {
    problems.push('MAIL_FROM must be an e-mail address, e.g. no-reply@example.com')
  }
  if (mode === 'production') {
    if (smtpUrl === null) {
      problems.push(
        'SMTP_URL is required in production (without it mail would only be kept for the dev mailbox, which production does not have)',
      )
    }
    if (from === null) problems.push('MAIL_FROM is required in production')
  }
  if (problems.length > 0) throw new ConfigError(`Invalid settings: ${problems.join('; ')}`)
  return { smtpUrl, from: normalizeEmail(from ?? defaultDevMailFrom) }
}
