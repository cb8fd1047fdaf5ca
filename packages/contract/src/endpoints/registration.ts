/**
 * Registration calls (spec 02 §7 registration rows; spec 01 §2 Registration): the identity
 * provider's entry link (bank ID or passport), the e-mail verification code and the account's
 * e-mail and password.
 */
import { z } from 'zod'
import { emailSchema, passwordSchema, registrationCodeFormSchema } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { bodyObject, linkSchema, localeSchema, timestampSchema } from '../entities/common.ts'
import { emailBodySchema } from './password.ts'

/**
 * Query of `registrationEntryLink`: the language for the identity provider and whether to
 * discard an interrupted registration (`resetOldUser=true`) and start over.
 */
export const registrationEntryLinkQuerySchema = z.object({
  locale: localeSchema,
  resetOldUser: z.stringbool().default(false),
})

/**
 * GET /api/registration-entry-link?locale=fi&resetOldUser=false: address of the bank-id
 * identification that starts a registration; the browser goes there after 1 s (spec 02 §7).
 */
export const registrationEntryLink = defineEndpoint({
  method: 'GET',
  path: '/api/registration-entry-link',
  query: registrationEntryLinkQuerySchema,
  response: linkSchema,
  summary: 'Start a registration with bank id',
  tag: 'auth',
  errors: ['TOO_MANY_REQUESTS_EXCEPTION'],
})

/**
 * GET /api/passport-registration-entry-link?locale=fi: as `registrationEntryLink` with passport
 * or identity card identification (needs the passportAuth flag, else 404 NOT_FOUND).
 */
export const passportRegistrationEntryLink = defineEndpoint({
  method: 'GET',
  path: '/api/passport-registration-entry-link',
  query: z.object({ locale: localeSchema }),
  response: linkSchema,
  summary: 'Start a registration with passport or identity card',
  tag: 'auth',
  errors: ['NOT_FOUND', 'TOO_MANY_REQUESTS_EXCEPTION'],
})

/** Answer of `resendVerificationCode`: when the code was sent (shown to the user, spec 02 §8). */
export const verificationCodeSentSchema = z.object({ sentAt: timestampSchema })

/**
 * POST /api/resend-verification-code: e-mail a new 6-digit verification code to the address of
 * the registration in progress. 401 UNAUTHORIZED without one; 429 LIMIT_EXCEEDED_EXCEPTION.
 */
export const resendVerificationCode = defineEndpoint({
  method: 'POST',
  path: '/api/resend-verification-code',
  body: emailBodySchema,
  response: verificationCodeSentSchema,
  summary: 'Send a new e-mail verification code',
  tag: 'auth',
  errors: ['UNAUTHORIZED', 'LIMIT_EXCEEDED_EXCEPTION', 'TOO_MANY_REQUESTS_EXCEPTION'],
})

/**
 * Body of `setVerificationCode`: `registrationCodeFormSchema` of `@asukas/domain` — the e-mail
 * and the 6-digit code sent to it.
 */
export const setVerificationCodeBodySchema = registrationCodeFormSchema
/** Body of `setVerificationCode`. */
export type SetVerificationCodeBody = z.input<typeof setVerificationCodeBodySchema>

/**
 * Answer of `setVerificationCode`: `completed` is true when the right code finished the
 * registration (the account already had its password: an interrupted registration resumed), and
 * false when the password is still to be created (issue 10 finding 2: the web app asks for it
 * instead of declaring the registration complete).
 */
export const verificationCodeCheckedSchema = z.object({ completed: z.boolean() })

/**
 * POST /api/set-verification-code: prove the e-mail address of the registration in progress.
 * 400 CODE_MISMATCH_EXCEPTION or EXPIRED_CODE_EXCEPTION; 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION.
 */
export const setVerificationCode = defineEndpoint({
  method: 'POST',
  path: '/api/set-verification-code',
  body: setVerificationCodeBodySchema,
  response: verificationCodeCheckedSchema,
  summary: 'Verify the e-mail address with a code',
  tag: 'auth',
  errors: [
    'UNAUTHORIZED',
    'CODE_MISMATCH_EXCEPTION',
    'EXPIRED_CODE_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
  ],
})

/**
 * Body of `verifyEmail`: the verified e-mail and the new account's password (without the
 * form's `confirmPassword`).
 */
export const verifyEmailBodySchema = bodyObject({ email: emailSchema, newPassword: passwordSchema })
/** Body of `verifyEmail`. */
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>

/**
 * POST /api/verify-email: create the account of the registration in progress once its e-mail
 * is verified; answers the new resident id. 409 USER_ALREADY_REGISTERED, 403
 * USER_EMAIL_NOT_VERIFIED, 404 NO_TENANT_FOUND.
 */
export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/verify-email',
  body: verifyEmailBodySchema,
  response: z.object({ cognitoId: z.string() }),
  summary: 'Create the account with a password',
  tag: 'auth',
  errors: [
    'UNAUTHORIZED',
    'USER_ALREADY_REGISTERED',
    'NO_TENANT_FOUND',
    'USER_EMAIL_NOT_VERIFIED',
    'INVALID_PASSWORD_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
  ],
})
