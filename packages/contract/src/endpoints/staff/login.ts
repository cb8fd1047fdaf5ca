/**
 * The second factor of the staff login (issue 14; ADR 0011): after the right password
 * (`staffLogin`), enrolment of an authenticator on the first login, then a TOTP or recovery code.
 * No session exists until that step succeeds.
 */
import { z } from 'zod'
import { codeSchema, requiredString } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import { bodyObject, emptyObjectSchema } from '../../entities/common.ts'

/**
 * Answer of `staffLogin` after the right password: the next step. `enrolment` on the first login
 * (no authenticator yet), else `second_factor`. No session exists until that step succeeds.
 */
export const staffLoginStepSchema = z.object({ next: z.enum(['enrolment', 'second_factor']) })
/** The next login step. */
export type StaffLoginStep = z.infer<typeof staffLoginStepSchema>

/** The authenticator to enrol: the base32 secret and its `otpauth://` URI (for a QR code). */
export const staffEnrolmentSchema = z.object({
  email: z.string(),
  secret: z.string(),
  otpauthUri: z.string(),
})
/** Enrolment data. */
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>

/** Body with a 6-digit authenticator code (keys `required`, `invalid_pin`). */
export const staffTotpBodySchema = bodyObject({ code: codeSchema })
/** A TOTP code body. */
export type StaffTotpBody = z.input<typeof staffTotpBodySchema>

/** A recovery code: 10 characters as shown (`xxxxx-xxxxx`, case and dashes ignored). */
export const recoveryCodeSchema = requiredString()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'invalid_pin' }))

/** Body of the second factor: a TOTP code or a recovery code. */
export const staffSecondFactorBodySchema = z.union([
  bodyObject({ code: codeSchema }),
  bodyObject({ recoveryCode: recoveryCodeSchema }),
])
/** Body of the second factor. */
export type StaffSecondFactorBody = z.input<typeof staffSecondFactorBodySchema>

/** The recovery codes given once at enrolment (10 codes). */
export const staffRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })

/**
 * GET /api/staff/login/enrolment: the secret to enrol (public, needs the login-challenge cookie
 * of a password step whose answer was `enrolment`; else 401 UNAUTHORIZED).
 */
export const staffEnrolment = defineEndpoint({
  method: 'GET',
  path: '/api/staff/login/enrolment',
  response: staffEnrolmentSchema,
  errors: ['UNAUTHORIZED'],
  summary: 'Start enrolling the authenticator (first staff login)',
  tag: 'staff',
})

/**
 * POST /api/staff/login/enrolment { code }: proves the authenticator; stores it, answers the
 * recovery codes (shown once) and starts the session. 400 CODE_MISMATCH_EXCEPTION for a wrong
 * code, 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION after 5, 401 UNAUTHORIZED without a challenge.
 * Each code is counted before it is checked; 10 wrong codes in a row on one account, across
 * logins, lock it: 403 STAFF_ACCOUNT_LOCKED until an administrator unlocks it
 * ({@link staffUnlockAccount}).
 */
export const staffConfirmEnrolment = defineEndpoint({
  method: 'POST',
  path: '/api/staff/login/enrolment',
  body: staffTotpBodySchema,
  response: staffRecoveryCodesSchema,
  errors: [
    'UNAUTHORIZED',
    'CODE_MISMATCH_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'STAFF_ACCOUNT_LOCKED',
  ],
  summary: 'Finish enrolling the authenticator and log in',
  tag: 'staff',
})

/**
 * POST /api/staff/login/second-factor { code } or { recoveryCode }: starts the session. A
 * recovery code works once. Errors as {@link staffConfirmEnrolment}.
 */
export const staffSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/api/staff/login/second-factor',
  body: staffSecondFactorBodySchema,
  response: emptyObjectSchema,
  errors: [
    'UNAUTHORIZED',
    'CODE_MISMATCH_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'STAFF_ACCOUNT_LOCKED',
  ],
  summary: 'Second factor of the staff login',
  tag: 'staff',
})
