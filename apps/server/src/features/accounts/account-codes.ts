/**
 * What the account use cases share: their dependencies, code mails (issue 4 "Codes"), the limits
 * of code sending and checking, and the error of a failed code check.
 */
import type { Lang } from '@asukas/domain'
import { audit } from '../../platform/audit.ts'
import {
  issueCode,
  type CodeCheck,
  type CodePurpose,
  type CodeScope,
  type IssuedCode,
} from '../../platform/auth/codes.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError } from '../../platform/errors.ts'
import type { IdentityService } from '../../platform/identity/oidc-client.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { MailTemplate } from '../../platform/mail/templates.ts'
import { consumeRateLimit, type AccountLimits } from '../../platform/rate-limit.ts'
import type * as repo from './repository.ts'

/** What the account services need. */
export interface AccountsDeps {
  db: Db
  mailer: Mailer
  clock: Clock
  limits: AccountLimits
  identity: IdentityService
}

/**
 * The error of a failed code check (spec 02 §8 "Password change by code", "Registration"):
 * wrong or unknown → 400 CODE_MISMATCH_EXCEPTION, expired → 400 EXPIRED_CODE_EXCEPTION, five
 * wrong tries → 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION.
 */
export function codeFailure(result: Exclude<CodeCheck, 'ok'>): ApiError {
  if (result === 'expired') return new ApiError(400, 'EXPIRED_CODE_EXCEPTION')
  if (result === 'too_many') return new ApiError(429, 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION')
  return new ApiError(400, 'CODE_MISMATCH_EXCEPTION')
}

/**
 * Counts one code mail for the address and the IP address.
 *
 * @throws ApiError 429 LIMIT_EXCEEDED_EXCEPTION when either limit is reached (counted the same
 *   whether or not an account has the address).
 */
export async function limitCodeSends(
  deps: AccountsDeps,
  email: string,
  ip: string | null,
  now: Date,
): Promise<void> {
  const { db, limits } = deps
  const byIp =
    ip === null || (await consumeRateLimit(db, `code_send:ip:${ip}`, limits.codeSendsPerIp, now))
  if (!byIp) throw new ApiError(429, 'LIMIT_EXCEEDED_EXCEPTION')
  const byEmail = await consumeRateLimit(
    db,
    `code_send:email:${email}`,
    limits.codeSendsPerEmail,
    now,
  )
  if (!byEmail) throw new ApiError(429, 'LIMIT_EXCEEDED_EXCEPTION')
}

/**
 * Counts one code check for `subject` (an address or account) and the IP address.
 *
 * @throws ApiError 429 TOO_MANY_REQUESTS_EXCEPTION when either limit is reached.
 */
export async function limitCodeChecks(
  deps: AccountsDeps,
  subject: string,
  ip: string | null,
  now: Date,
): Promise<void> {
  const { db, limits } = deps
  const byIp =
    ip === null || (await consumeRateLimit(db, `code_check:ip:${ip}`, limits.codeChecksPerIp, now))
  if (!byIp) throw new ApiError(429, 'TOO_MANY_REQUESTS_EXCEPTION')
  const bySubject = await consumeRateLimit(
    db,
    `code_check:${subject}`,
    limits.codeChecksPerEmail,
    now,
  )
  if (!bySubject) throw new ApiError(429, 'TOO_MANY_REQUESTS_EXCEPTION')
}

/** The mail template of each code purpose (spec 01 §5 mails). */
const codeTemplates = {
  verify_email: 'registration_code',
  reset_password: 'password_reset_code',
  change_password: 'password_change_code',
  change_email: 'email_change_code',
} as const satisfies Record<CodePurpose, MailTemplate>

/** Who a code mail goes to: the language and greeting name, and the account it concerns. */
export interface CodeRecipient {
  lang: Lang
  firstName: string | null
  /** The account (null for a registration without one yet); also the audit actor. */
  userId: string | null
}

/**
 * Issues a code for `scope`, mails it to `scope.email` in the recipient's language with the
 * purpose's template, and audits `code_sent` `{ purpose, email }` (issue 4 "Audit log"); all in
 * `tx`, so code, mail and audit row commit together.
 *
 * @returns the issued code (its `createdAt` is when it was sent).
 */
export async function mailCode(
  tx: Queryable,
  mailer: Mailer,
  scope: CodeScope & { email: string },
  recipient: CodeRecipient,
  ip: string | null,
  now: Date,
): Promise<IssuedCode> {
  const issued = await issueCode(tx, scope, now)
  await mailer.send(
    {
      to: scope.email,
      lang: recipient.lang,
      template: codeTemplates[scope.purpose],
      params: { code: issued.code, firstName: recipient.firstName },
      userId: recipient.userId,
    },
    tx,
  )
  await audit(tx, {
    action: 'code_sent',
    actorUserId: recipient.userId,
    ipAddress: ip,
    at: now,
    details: { purpose: scope.purpose, email: scope.email },
  })
  return issued
}

/** An account as the recipient of its own code mail. */
export function accountRecipient(account: repo.AccountRow): CodeRecipient {
  return { lang: account.locale, firstName: account.first_name, userId: account.id }
}
