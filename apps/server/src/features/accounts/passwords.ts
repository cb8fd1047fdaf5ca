/**
 * Passwords (spec 02 §7 forgot password, confirm forgotten password, send password reset code,
 * confirm reset password; spec 02 §8 "Password change by code"): resetting a forgotten password
 * and changing it while signed in, both with an e-mailed code.
 */
import type { Lang } from '@asukas/domain'
import { audit } from '../../platform/audit.ts'
import { checkCode } from '../../platform/auth/codes.ts'
import { clearLoginFailures } from '../../platform/auth/login-throttle.ts'
import { hashPassword } from '../../platform/auth/passwords.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import { deleteUserSessions } from '../../platform/auth/sessions.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError } from '../../platform/errors.ts'
import * as repo from './repository.ts'
import {
  accountRecipient,
  type CodeRecipient,
  codeFailure,
  limitCodeChecks,
  limitCodeSends,
  mailCode,
  type AccountsDeps,
} from './account-codes.ts'

/**
 * Forgot password, step 1 (spec 02 §7 forgot password): mails a reset code when a confirmed
 * account has the address. The caller answers `{}` either way, and both ways do the same work
 * (issue 8 item 5: no account enumeration by timing): the account look-up, then one transaction
 * that issues a code, renders the mail into the outbox and writes the audit row, committed when
 * the account exists and rolled back when it does not.
 *
 * @param lang the language of the request, for the look-alike mail of an unknown address.
 *
 * @throws ApiError 429 LIMIT_EXCEEDED_EXCEPTION (counted per address whether or not it has an
 *   account, so the limit reveals nothing either).
 */
export async function forgotPassword(
  deps: AccountsDeps,
  email: string,
  ip: string | null,
  lang: Lang = 'fi',
): Promise<void> {
  const { db, clock, mailer } = deps
  const now = clock.now()
  await limitCodeSends(deps, email, ip, now)
  const found = await repo.findAccountByEmail(db, email)
  const account = found?.confirmed ? found : null
  const recipient: CodeRecipient =
    account === null ? { lang, firstName: null, userId: null } : accountRecipient(account)
  try {
    await db.transaction(async (tx) => {
      await mailCode(
        tx,
        mailer,
        { purpose: 'reset_password', email, registrationId: null, userId: account?.id ?? null },
        recipient,
        ip,
        now,
      )
      // No account: the same code, mail and audit row were made, and are rolled back unseen.
      if (account === null) throw noAccount
    })
  } catch (error) {
    if (error !== noAccount) throw error
  }
}

/** Thrown to roll back the look-alike work of a forgot-password request without an account. */
const noAccount = new Error('no confirmed account: rolled back')

/**
 * Forgot password, step 2 (spec 02 §7 confirm forgotten password): sets the new password with
 * the mailed code, ends every session of the account and forgets its failed logins.
 *
 * @throws ApiError 400 CODE_MISMATCH_EXCEPTION (also for an address without an account), 400
 *   EXPIRED_CODE_EXCEPTION, 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION, 429
 *   TOO_MANY_REQUESTS_EXCEPTION.
 */
export async function confirmForgottenPassword(
  deps: AccountsDeps,
  input: { email: string; code: string; password: string },
  ip: string | null,
): Promise<void> {
  const { db, clock } = deps
  const now = clock.now()
  await limitCodeChecks(deps, `email:${input.email}`, ip, now)
  const passwordHash = await hashPassword(input.password)
  const account = await repo.findAccountByEmail(db, input.email)
  const userId = account?.confirmed ? account.id : null
  const result = await db.transaction(async (tx) => {
    const checked = await checkCode(
      tx,
      { purpose: 'reset_password', email: input.email, registrationId: null, userId },
      input.code,
      now,
    )
    if (checked !== 'ok' || userId === null) return checked === 'ok' ? 'mismatch' : checked
    await repo.setPasswordHash(tx, userId, passwordHash)
    await deleteUserSessions(tx, userId)
    await clearLoginFailures(tx, input.email)
    await audit(tx, {
      action: 'password_changed',
      actorUserId: userId,
      entityType: 'user',
      entityId: userId,
      ipAddress: ip,
      at: now,
      details: { via: 'reset' },
    })
    return checked
  })
  if (result !== 'ok') throw codeFailure(result)
}

/**
 * The signed-in resident's account for a password change.
 *
 * @throws ApiError 404 USER_NOT_FOUND_EXCEPTION when the account is gone, 403
 *   USER_NOT_CONFIRMED_EXCEPTION when it is not confirmed (spec 02 §8 "Password change by code").
 */
async function changingAccount(db: Queryable, user: SessionUser): Promise<repo.AccountRow> {
  const account = await repo.findAccount(db, user.residentUserId)
  if (account === null) throw new ApiError(404, 'USER_NOT_FOUND_EXCEPTION')
  if (!account.confirmed) throw new ApiError(403, 'USER_NOT_CONFIRMED_EXCEPTION')
  return account
}

/**
 * Change password, step 1 (spec 02 §7 send password reset code): mails a code to the signed-in
 * resident, in their language.
 *
 * @throws ApiError 429 LIMIT_EXCEEDED_EXCEPTION; 404 USER_NOT_FOUND_EXCEPTION; 403
 *   USER_NOT_CONFIRMED_EXCEPTION.
 */
export async function sendPasswordChangeCode(
  deps: AccountsDeps,
  user: SessionUser,
  ip: string | null,
): Promise<void> {
  const { db, clock, mailer } = deps
  const now = clock.now()
  const account = await changingAccount(db, user)
  await limitCodeSends(deps, account.email, ip, now)
  await db.transaction(async (tx) => {
    await mailCode(
      tx,
      mailer,
      {
        purpose: 'change_password',
        email: account.email,
        registrationId: null,
        userId: account.id,
      },
      accountRecipient(account),
      ip,
      now,
    )
  })
}

/**
 * Change password, step 2 (spec 02 §7 confirm reset password): sets the new password with the
 * mailed code; the resident's other sessions end, this one stays.
 *
 * @throws ApiError 400 CODE_MISMATCH_EXCEPTION, 400 EXPIRED_CODE_EXCEPTION, 429
 *   TOO_MANY_FAILED_ATTEMPTS_EXCEPTION, 429 TOO_MANY_REQUESTS_EXCEPTION, 404
 *   USER_NOT_FOUND_EXCEPTION, 403 USER_NOT_CONFIRMED_EXCEPTION.
 */
export async function confirmPasswordChange(
  deps: AccountsDeps,
  user: SessionUser,
  input: { code: string; password: string },
  ip: string | null,
): Promise<void> {
  const { db, clock } = deps
  const now = clock.now()
  const account = await changingAccount(db, user)
  await limitCodeChecks(deps, `user:${account.id}`, ip, now)
  const passwordHash = await hashPassword(input.password)
  const result = await db.transaction(async (tx) => {
    const checked = await checkCode(
      tx,
      { purpose: 'change_password', email: null, registrationId: null, userId: account.id },
      input.code,
      now,
    )
    if (checked !== 'ok') return checked
    await repo.setPasswordHash(tx, account.id, passwordHash)
    await deleteUserSessions(tx, account.id, user.sessionId)
    await audit(tx, {
      action: 'password_changed',
      actorUserId: account.id,
      entityType: 'user',
      entityId: account.id,
      ipAddress: ip,
      at: now,
      details: { via: 'change' },
    })
    return checked
  })
  if (result !== 'ok') throw codeFailure(result)
}
