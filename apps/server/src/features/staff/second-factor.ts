/**
 * The second factor of the staff login (issue 14 "Staff log in with a password and a second
 * factor (TOTP …, with recovery codes); enrolment on first login"; ADR 0011).
 *
 * 1. `POST /api/staff/login` proves the password (shared throttle, `logIn` with
 *    `startSession: false`) and stores a login challenge: a random 32-byte token in an HttpOnly
 *    cookie (`asukas_staff_login`, 10 minutes), only its SHA-256 in `staff_login_challenges`.
 * 2. Without an authenticator the member enrols: `GET /api/staff/login/enrolment` offers a new
 *    base32 secret (kept on the challenge), `POST` with the first code stores it and answers 10
 *    one-time recovery codes (stored as SHA-256).
 * 3. With one, `POST /api/staff/login/second-factor` takes a TOTP code (RFC 6238: SHA-1, 6 digits,
 *    30 s, ±1 step; a step is never accepted twice) or an unused recovery code.
 *
 * Secrets, on the challenge and on the account, are sealed with AES-256-GCM
 * (`totp-secrets.ts`, key `TOTP_ENCRYPTION_KEY`); a secret stored before that is sealed at the
 * member's next TOTP login.
 *
 * Each code is counted before it is checked (issue 23 item 3), in one transaction that locks the
 * challenge row and increments both counters, so parallel codes queue and at most 5 are ever
 * checked per challenge (then 429 and the challenge is gone). Codes are also counted per account
 * across logins (`staff_accounts.second_factor_failures`, reset by a right code): the 10th wrong
 * code in a row locks the account (`locked_at`; 403 STAFF_ACCOUNT_LOCKED, also at the password
 * step), and the member and every administrator are mailed (`staff_account_locked`, each in
 * their own language). An administrator unlocks it on the console's accounts page
 * (`accounts.ts` `unlockAccount`). TOTP is otplib's (`verify` with `epochTolerance` and
 * `afterTimeStep`); time comes from the injectable clock.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { CookieSerializeOptions } from '@fastify/cookie'
import { generateSecret, generateURI, verify } from 'otplib'
import type { StaffEnrolment } from '@asukas/contract/endpoints/staff'
import { audit } from '../../platform/audit.ts'
import { sessionCookieOptions } from '../../platform/auth/cookie.ts'
import { createSession, deleteEndedSessions } from '../../platform/auth/sessions.ts'
import type { Config } from '../../platform/config.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, unauthorized } from '../../platform/errors.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { mailLangOf } from '../../platform/mail/templates.ts'
import * as repo from './repository.ts'
import type { ChallengeRow } from './repository.ts'
import { isSealed, openTotpSecret, sealTotpSecret } from './totp-secrets.ts'

/** Life of a login challenge, in minutes. */
export const CHALLENGE_MINUTES = 10
/** Wrong codes allowed per challenge. */
export const CHALLENGE_MAX_FAILURES = 5
/**
 * Wrong codes in a row allowed per account, across logins, before it is locked (issue 23 item 3):
 * two challenges' worth, so a mistyping member is not locked out by one bad login.
 */
export const ACCOUNT_MAX_FAILURES = 10
/** Recovery codes made at enrolment. */
export const RECOVERY_CODE_COUNT = 10
/** TOTP period in seconds (RFC 6238 default, what authenticator apps use). */
export const TOTP_PERIOD_SECONDS = 30
/** Issuer shown in the authenticator app. */
export const TOTP_ISSUER = 'Asukas henkilöstö'

/** Name of the login-challenge cookie (`__Host-` over https). */
export function challengeCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-asukas_staff_login' : 'asukas_staff_login'
}

/** Attributes of the challenge cookie: as the session cookie, living {@link CHALLENGE_MINUTES}. */
export function challengeCookieOptions(
  config: Pick<Config, 'secureCookies'>,
): CookieSerializeOptions {
  return { ...sessionCookieOptions(config), maxAge: CHALLENGE_MINUTES * 60 }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/**
 * Starts a challenge for `userId` after the right password (a staff account without a
 * `staff_accounts` row gets one with no roles: it can enrol but reaches nothing).
 *
 * @returns the cookie token and whether the member must enrol first.
 */
export async function startChallenge(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ token: string; next: 'enrolment' | 'second_factor' }> {
  const token = randomBytes(32).toString('base64url')
  return db.transaction(async (tx) => {
    await repo.ensureStaffAccount(tx, userId)
    await repo.deleteOldChallenges(tx, userId, now)
    await repo.insertChallenge(tx, sha256(token), userId, now, CHALLENGE_MINUTES)
    const enrolled = await repo.isEnrolled(tx, userId)
    return { token, next: enrolled ? 'second_factor' : 'enrolment' }
  })
}

/**
 * Asserts that the staff account is not locked after wrong second-factor codes; the password step
 * calls it after the right password, before a challenge is made.
 *
 * @throws ApiError 403 STAFF_ACCOUNT_LOCKED.
 */
export async function assertNotLocked(db: Queryable, userId: string): Promise<void> {
  if (await repo.isLocked(db, userId, ACCOUNT_MAX_FAILURES))
    throw new ApiError(403, 'STAFF_ACCOUNT_LOCKED')
}

/** The live challenge of a cookie token, locked for the transaction, or 401. */
async function lockChallenge(
  tx: Queryable,
  token: string | undefined,
  now: Date,
): Promise<ChallengeRow> {
  if (!token) throw unauthorized()
  const row = await repo.lockChallengeRow(tx, sha256(token), now)
  if (!row) throw unauthorized()
  return row
}

/**
 * The secret to enrol (made once per challenge and kept on it).
 *
 * @throws ApiError 401 UNAUTHORIZED without a live challenge or when already enrolled.
 */
export async function enrolment(
  db: Db,
  key: Buffer,
  token: string | undefined,
  now: Date,
): Promise<StaffEnrolment> {
  return db.transaction(async (tx) => {
    const challenge = await lockChallenge(tx, token, now)
    if (challenge.totp_secret !== null) throw unauthorized()
    let secret =
      challenge.pending_totp_secret === null
        ? null
        : openTotpSecret(key, challenge.user_id, challenge.pending_totp_secret)
    if (secret === null) {
      secret = generateSecret()
      await repo.setPendingSecret(
        tx,
        challenge.token_hash,
        sealTotpSecret(key, challenge.user_id, secret),
      )
    }
    return {
      email: challenge.email,
      secret,
      otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: challenge.email, secret }),
    }
  })
}

/** The accepted time step of `code` for `secret` at `now`, or null. */
async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: string | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: Number(lastStep) }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

/** A code counted before its check: the challenge and the account's count including it. */
interface ReservedCheck {
  challenge: ChallengeRow
  /** Codes tried on this challenge, this one included. */
  challengeTries: number
  /** Codes tried on the account since its last right code, this one included. */
  accountTries: number
}

/**
 * Counts one code BEFORE it is checked (issue 23 item 3): locks the challenge row, refuses when
 * the challenge has used its {@link CHALLENGE_MAX_FAILURES} tries or the account is locked or has
 * used its {@link ACCOUNT_MAX_FAILURES}, else adds the try to both counters and commits. Parallel
 * codes of one challenge queue on the row lock; codes of several challenges of one account on
 * the account row's, so neither count can be overrun.
 *
 * @throws ApiError 401 UNAUTHORIZED without a live challenge, 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION
 *   when the challenge has no tries left, 403 STAFF_ACCOUNT_LOCKED.
 */
async function reserveCheck(db: Db, token: string | undefined, now: Date): Promise<ReservedCheck> {
  const outcome = await db.transaction(async (tx) => {
    const challenge = await lockChallenge(tx, token, now)
    if (challenge.failed_attempts >= CHALLENGE_MAX_FAILURES) return 'challenge_used' as const
    const accountTries = await repo.countAccountTry(tx, challenge.user_id, ACCOUNT_MAX_FAILURES)
    if (accountTries === null) {
      await repo.deleteChallenge(tx, challenge.token_hash)
      return 'locked' as const
    }
    const challengeTries = challenge.failed_attempts + 1
    await repo.setChallengeTries(tx, challenge.token_hash, challengeTries)
    return { challenge, challengeTries, accountTries }
  })
  if (outcome === 'challenge_used') {
    throw new ApiError(429, 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION')
  }
  if (outcome === 'locked') throw new ApiError(403, 'STAFF_ACCOUNT_LOCKED')
  return outcome
}

/**
 * Settles a counted code as wrong: audited as `second_factor_failed`; the challenge's fifth ends
 * it (429); the account's {@link ACCOUNT_MAX_FAILURES}th in a row locks the account, ends all its
 * challenges, is audited as `staff_account_locked` and mailed to the member and every
 * administrator (403 STAFF_ACCOUNT_LOCKED). Else 400 CODE_MISMATCH_EXCEPTION.
 *
 * @returns the error to answer.
 */
async function failedCode(
  db: Db,
  mailer: Mailer,
  reserved: ReservedCheck,
  ipAddress: string | null,
  now: Date,
): Promise<ApiError> {
  const { challenge, challengeTries, accountTries } = reserved
  const locks = accountTries >= ACCOUNT_MAX_FAILURES
  await db.transaction(async (tx) => {
    if (challengeTries >= CHALLENGE_MAX_FAILURES || locks) {
      await repo.deleteChallenge(tx, challenge.token_hash)
    }
    await audit(tx, {
      action: 'second_factor_failed',
      actorUserId: challenge.user_id,
      entityType: 'user',
      entityId: challenge.user_id,
      ipAddress,
      details: { failures: challengeTries, accountFailures: accountTries },
    })
    if (locks) await lockAccount(tx, mailer, challenge.user_id, accountTries, ipAddress, now)
  })
  if (locks) return new ApiError(403, 'STAFF_ACCOUNT_LOCKED')
  if (challengeTries >= CHALLENGE_MAX_FAILURES) {
    return new ApiError(429, 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION')
  }
  return new ApiError(400, 'CODE_MISMATCH_EXCEPTION')
}

/**
 * Locks the account (once: a second caller finds it locked and does nothing), ends its login
 * challenges, audits `staff_account_locked` and mails the member and every administrator in
 * their own language (`users.locale`), through the outbox in the caller's transaction.
 */
async function lockAccount(
  tx: Queryable,
  mailer: Mailer,
  userId: string,
  failures: number,
  ipAddress: string | null,
  now: Date,
): Promise<void> {
  if (!(await repo.lockAccountRow(tx, userId, now))) return
  await repo.deleteChallengesOf(tx, userId)
  await audit(tx, {
    action: 'staff_account_locked',
    actorUserId: userId,
    entityType: 'user',
    entityId: userId,
    ipAddress,
    details: { failures },
  })
  const people = await repo.memberAndAdministrators(tx, userId)
  const member = people.find((person) => person.id === userId)
  if (!member) return
  for (const person of people) {
    await mailer.send(
      {
        to: person.email,
        lang: mailLangOf(person.locale),
        template: 'staff_account_locked',
        params: {
          firstName: person.first_name,
          memberName: `${member.first_name} ${member.last_name}`,
          memberEmail: member.email,
          self: person.id === userId,
          failures,
        },
        userId: person.id,
      },
      tx,
    )
  }
}

/** Ends the challenge, starts the session and audits the login. */
async function finishLogin(
  tx: Queryable,
  challenge: ChallengeRow,
  ipAddress: string | null,
  secondFactor: 'totp' | 'recovery_code' | 'enrolment',
): Promise<string> {
  await repo.deleteChallenge(tx, challenge.token_hash)
  // A right code ends the run of wrong ones (the account's count, issue 23 item 3).
  await repo.resetAccountFailures(tx, challenge.user_id)
  await deleteEndedSessions(tx, challenge.user_id)
  const session = await createSession(tx, challenge.user_id)
  await audit(tx, {
    action: 'login_succeeded',
    actorUserId: challenge.user_id,
    entityType: 'user',
    entityId: challenge.user_id,
    ipAddress,
    details: { door: 'staff', secondFactor },
  })
  return session
}

/** A recovery code as shown: `xxxxx-xxxxx`, lower-case letters and digits. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(10)
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

/** The stored hash of a recovery code (normalised: no dashes or spaces, lower case). */
export function recoveryCodeHash(userId: string, code: string): string {
  return sha256(`${userId}:${code.replace(/[\s-]/g, '').toLowerCase()}`)
}

/**
 * Finishes the enrolment with the first code from the authenticator.
 *
 * @returns the session token and the recovery codes (shown once).
 * @throws ApiError 401 UNAUTHORIZED, 400 CODE_MISMATCH_EXCEPTION, 429 after 5 wrong codes, 403
 *   STAFF_ACCOUNT_LOCKED (see {@link reserveCheck}).
 */
export async function confirmEnrolment(
  db: Db,
  mailer: Mailer,
  key: Buffer,
  token: string | undefined,
  code: string,
  now: Date,
  ipAddress: string | null,
): Promise<{ session: string; recoveryCodes: string[] }> {
  const peek = await db.transaction((tx) => lockChallenge(tx, token, now))
  if (peek.totp_secret !== null || peek.pending_totp_secret === null) throw unauthorized()
  const reserved = await reserveCheck(db, token, now)
  const { challenge } = reserved
  const sealed = challenge.pending_totp_secret
  if (challenge.totp_secret !== null || sealed === null) throw unauthorized()
  const secret = openTotpSecret(key, challenge.user_id, sealed)
  const step = await acceptedStep(secret, code, now, null)
  if (step === null) throw await failedCode(db, mailer, reserved, ipAddress, now)
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  const session = await db.transaction(async (tx) => {
    const again = await lockChallenge(tx, token, now)
    if (again.totp_secret !== null) throw unauthorized()
    const sealed = sealTotpSecret(key, challenge.user_id, secret)
    await repo.storeAuthenticator(tx, challenge.user_id, sealed, now, step)
    await repo.deleteRecoveryCodes(tx, challenge.user_id)
    for (const recovery of recoveryCodes) {
      await repo.insertRecoveryCode(
        tx,
        challenge.user_id,
        recoveryCodeHash(challenge.user_id, recovery),
      )
    }
    await audit(tx, {
      action: 'second_factor_enrolled',
      actorUserId: challenge.user_id,
      entityType: 'user',
      entityId: challenge.user_id,
      ipAddress,
    })
    return finishLogin(tx, again, ipAddress, 'enrolment')
  })
  return { session, recoveryCodes }
}

/**
 * The second factor: a TOTP code or a recovery code (used up).
 *
 * @returns the session token.
 * Each code is counted before it is checked ({@link reserveCheck}).
 *
 * @throws ApiError 401 UNAUTHORIZED (no challenge, or not enrolled), 400 CODE_MISMATCH_EXCEPTION,
 *   429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION after 5 wrong codes, 403 STAFF_ACCOUNT_LOCKED after
 *   {@link ACCOUNT_MAX_FAILURES} in a row on the account.
 */
export async function secondFactor(
  db: Db,
  mailer: Mailer,
  key: Buffer,
  token: string | undefined,
  proof: { code: string } | { recoveryCode: string },
  now: Date,
  ipAddress: string | null,
): Promise<string> {
  const peek = await db.transaction((tx) => lockChallenge(tx, token, now))
  if (peek.totp_secret === null) throw unauthorized()
  const reserved = await reserveCheck(db, token, now)
  const { challenge } = reserved
  const stored = challenge.totp_secret
  if (stored === null) throw unauthorized()
  if ('code' in proof) {
    const secret = openTotpSecret(key, challenge.user_id, stored)
    const step = await acceptedStep(secret, proof.code, now, challenge.totp_last_step)
    if (step === null) throw await failedCode(db, mailer, reserved, ipAddress, now)
    const session = await db.transaction(async (tx) => {
      const again = await lockChallenge(tx, token, now)
      // A secret stored before encryption is sealed now (lazy upgrade, ADR 0011).
      const resealed = isSealed(stored) ? null : sealTotpSecret(key, challenge.user_id, secret)
      if (!(await repo.acceptTotpStep(tx, challenge.user_id, step, resealed))) return null
      return finishLogin(tx, again, ipAddress, 'totp')
    })
    if (session === null) throw await failedCode(db, mailer, reserved, ipAddress, now)
    return session
  }
  const session = await db.transaction(async (tx) => {
    const again = await lockChallenge(tx, token, now)
    const hash = recoveryCodeHash(challenge.user_id, proof.recoveryCode)
    if (!(await repo.useRecoveryCode(tx, challenge.user_id, hash, now))) return null
    await audit(tx, {
      action: 'recovery_code_used',
      actorUserId: challenge.user_id,
      entityType: 'user',
      entityId: challenge.user_id,
      ipAddress,
    })
    return finishLogin(tx, again, ipAddress, 'recovery_code')
  })
  if (session === null) throw await failedCode(db, mailer, reserved, ipAddress, now)
  return session
}
