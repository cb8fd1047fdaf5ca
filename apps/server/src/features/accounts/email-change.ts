/**
 * Changing the login e-mail address with proof (issue 8 item 6; spec 01 §4 Own information): a
 * stolen session alone must not be able to take the account over by changing its login.
 *
 * 1. {@link startEmailChange}: the resident gives the new address and their current password.
 *    The attempt is counted first (`emailChangesPerUser`, then the code-mail limits), then the
 *    password is verified. When no other account has the address, a 6-digit code goes to it
 *    (`change_email`); when one has, its owner gets a notice instead and nothing else happens.
 *    The answer is the same either way (`sentAt`), so it tells nobody whether an address has an
 *    account.
 * 2. {@link confirmEmailChange}: the code mailed to the new address is entered; only then does
 *    the login change. The old address is told, the resident's other sessions end, and the
 *    change is audited as `user_updated` with `previousEmail`.
 */
import type { Lang } from '@asukas/domain'
import { audit } from '../../platform/audit.ts'
import { checkCode, issueCode } from '../../platform/auth/codes.ts'
import { verifyPassword } from '../../platform/auth/passwords.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import { deleteUserSessions } from '../../platform/auth/sessions.ts'
import { ApiError, tooManyAttempts, unauthorized } from '../../platform/errors.ts'
import { takeRateLimit } from '../../platform/rate-limit.ts'
import { codeFailure, limitCodeChecks, limitCodeSends, type AccountsDeps } from './account-codes.ts'
import * as repo from './repository.ts'

/** What starting a change needs: the new address and the current password. */
export interface EmailChangeStart {
  /** The new login address, lower-cased by the contract's `emailSchema`. */
  newEmail: string
  password: string
}

/**
 * Step 1: checks the password and mails a code to the new address (or a notice to its owner).
 *
 * @param lang the language of the request, for the mails (the account's language is used when
 *   it has one).
 * @returns when the mail was written (the same whether it was a code or a notice).
 * @throws ApiError 429 LIMIT_EXCEEDED_EXCEPTION (with `retryAfter`) after 10 starts an hour or
 *   too many code mails; 400 INVALID_CREDENTIALS for a wrong password; 400 VALIDATION_ERROR
 *   `{ newEmail: 'invalid_string' }` for the current address; 401 UNAUTHORIZED when the account
 *   is gone.
 */
export async function startEmailChange(
  deps: AccountsDeps,
  user: SessionUser,
  input: EmailChangeStart,
  ip: string | null,
): Promise<Date> {
  const { db, clock, mailer, limits } = deps
  const now = clock.now()
  const account = await repo.findAccount(db, user.residentUserId)
  if (account === null) throw unauthorized()
  const taken = await takeRateLimit(
    db,
    `email_change:user:${account.id}`,
    limits.emailChangesPerUser,
    now,
  )
  if (!taken.allowed) throw tooManyAttempts('LIMIT_EXCEEDED_EXCEPTION', taken.retryAfterMs)
  const passwordValid = await verifyPassword(
    await repo.passwordHashOf(db, account.id),
    input.password,
  )
  if (!passwordValid) {
    await audit(db, {
      action: 'email_change_refused',
      actorUserId: account.id,
      entityType: 'user',
      entityId: account.id,
      ipAddress: ip,
      at: now,
      details: { newEmail: input.newEmail, reason: 'wrong_password' },
    })
    throw new ApiError(400, 'INVALID_CREDENTIALS')
  }
  if (input.newEmail === account.email) {
    throw new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { newEmail: 'invalid_string' } })
  }
  await limitCodeSends(deps, input.newEmail, ip, now)
  const holder = await repo.findAccountByEmail(db, input.newEmail)
  const inUse = holder !== null && holder.id !== account.id
  const lang: Lang = inUse ? holder.locale : account.locale
  return db.transaction(async (tx) => {
    if (inUse) {
      await mailer.send(
        {
          to: input.newEmail,
          lang,
          template: 'email_in_use',
          params: { firstName: holder.first_name },
          userId: holder.id,
        },
        tx,
      )
    } else {
      const issued = await issueCode(
        tx,
        {
          purpose: 'change_email',
          email: input.newEmail,
          registrationId: null,
          userId: account.id,
        },
        now,
      )
      await mailer.send(
        {
          to: input.newEmail,
          lang,
          template: 'email_change_code',
          params: { code: issued.code, firstName: account.first_name },
          userId: account.id,
        },
        tx,
      )
    }
    await audit(tx, {
      action: 'email_change_requested',
      actorUserId: account.id,
      entityType: 'user',
      entityId: account.id,
      ipAddress: ip,
      at: now,
      details: { newEmail: input.newEmail, inUse },
    })
    return now
  })
}

/**
 * Step 2: with the code mailed to the new address, makes it the login. The old address gets the
 * `email_changed` notice; the resident's other sessions end (this one stays).
 *
 * @returns the new login address.
 * @throws ApiError 400 CODE_MISMATCH_EXCEPTION (also when no change was started, or the address
 *   was taken meanwhile), 400 EXPIRED_CODE_EXCEPTION, 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION, 429
 *   TOO_MANY_REQUESTS_EXCEPTION; 401 UNAUTHORIZED when the account is gone.
 */
export async function confirmEmailChange(
  deps: AccountsDeps,
  user: SessionUser,
  code: string,
  ip: string | null,
): Promise<string> {
  const { db, clock, mailer } = deps
  const now = clock.now()
  const account = await repo.findAccount(db, user.residentUserId)
  if (account === null) throw unauthorized()
  await limitCodeChecks(deps, `user:${account.id}`, ip, now)
  const outcome = await db.transaction(async (tx) => {
    const newEmail = await repo.pendingEmailChange(tx, account.id)
    const checked = await checkCode(
      tx,
      { purpose: 'change_email', email: null, registrationId: null, userId: account.id },
      code,
      now,
    )
    if (checked !== 'ok') return { checked, email: null as string | null }
    if (newEmail === null || (await repo.findAccountByEmail(tx, newEmail)) !== null) {
      return { checked: 'mismatch' as const, email: null }
    }
    const before = await repo.lockAccount(tx, account.id)
    if (before === null) return { checked: 'mismatch' as const, email: null }
    await repo.setEmail(tx, account.id, newEmail)
    await deleteUserSessions(tx, account.id, user.sessionId)
    await mailer.send(
      {
        to: before.email,
        lang: before.locale,
        template: 'email_changed',
        params: { firstName: before.first_name },
        userId: account.id,
      },
      tx,
    )
    await audit(tx, {
      action: 'user_updated',
      actorUserId: account.id,
      entityType: 'user',
      entityId: account.id,
      ipAddress: ip,
      at: now,
      details: { fields: ['email'], previousEmail: before.email },
    })
    return { checked, email: newEmail }
  })
  if (outcome.email === null) {
    throw codeFailure(outcome.checked === 'ok' ? 'mismatch' : outcome.checked)
  }
  return outcome.email
}
