/**
 * Password calls (spec 02 §7 password rows; spec 01 §2 Password): the signed-in resident's reset
 * code and new password, and the forgotten password's code and new password.
 */
import type { z } from 'zod'
import { codeSchema, emailSchema, forgotPasswordFormSchema, passwordSchema } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { bodyObject, emptyObjectSchema } from '../entities/common.ts'
import type { ErrorCode } from '../errors.ts'

/**
 * Body with only an e-mail address (forgot password, resend verification code):
 * `forgotPasswordFormSchema` of `@asukas/domain`.
 */
export const emailBodySchema = forgotPasswordFormSchema
/** Body with only an e-mail address. */
export type EmailBody = z.input<typeof emailBodySchema>

/**
 * POST /api/send-password-reset-code: e-mail a 6-digit code to the signed-in resident for a
 * password change (empty body). 429 LIMIT_EXCEEDED_EXCEPTION when asked too often.
 */
export const sendPasswordResetCode = defineEndpoint({
  method: 'POST',
  path: '/api/send-password-reset-code',
  response: emptyObjectSchema,
  summary: 'Send a password change code to the signed-in resident',
  tag: 'auth',
  errors: [
    'USER_NOT_FOUND_EXCEPTION',
    'USER_NOT_CONFIRMED_EXCEPTION',
    'LIMIT_EXCEEDED_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
  ],
})

/**
 * Errors of setting a new password with an e-mailed code (spec 02 §8 "Password change by code"):
 * 400 CODE_MISMATCH_EXCEPTION, EXPIRED_CODE_EXCEPTION, INVALID_PASSWORD_EXCEPTION; 429
 * TOO_MANY_FAILED_ATTEMPTS_EXCEPTION, TOO_MANY_REQUESTS_EXCEPTION.
 */
const codeErrors = [
  'CODE_MISMATCH_EXCEPTION',
  'EXPIRED_CODE_EXCEPTION',
  'INVALID_PASSWORD_EXCEPTION',
  'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
  'TOO_MANY_REQUESTS_EXCEPTION',
] as const satisfies readonly ErrorCode[]

/**
 * Body of `confirmResetPassword`: the 6-digit code and a new password under the policy (the
 * form's `confirmPassword` is not sent; `changePasswordFormSchema` of `@asukas/domain` checks it).
 */
export const confirmResetPasswordBodySchema = bodyObject({
  resetCode: codeSchema,
  newPassword: passwordSchema,
})
/** Body of `confirmResetPassword`. */
export type ConfirmResetPasswordBody = z.input<typeof confirmResetPasswordBodySchema>

/**
 * POST /api/confirm-reset-password: change the signed-in resident's password with the code.
 * 400 CODE_MISMATCH_EXCEPTION, EXPIRED_CODE_EXCEPTION, INVALID_PASSWORD_EXCEPTION; 429
 * TOO_MANY_FAILED_ATTEMPTS_EXCEPTION (spec 02 §8 "Password change by code").
 */
export const confirmResetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/confirm-reset-password',
  body: confirmResetPasswordBodySchema,
  response: emptyObjectSchema,
  summary: 'Change the password with a code',
  tag: 'auth',
  errors: [...codeErrors, 'USER_NOT_FOUND_EXCEPTION', 'USER_NOT_CONFIRMED_EXCEPTION'],
})

/**
 * POST /api/forgot-password: e-mail a reset code if the address has an account. Always `{}`
 * so the answer does not reveal whether an account exists (docs/specification.md account lockout).
 */
export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/forgot-password',
  body: emailBodySchema,
  response: emptyObjectSchema,
  summary: 'Send a password reset code by e-mail',
  tag: 'auth',
  errors: ['LIMIT_EXCEEDED_EXCEPTION', 'TOO_MANY_REQUESTS_EXCEPTION'],
})

/**
 * Body of `confirmForgottenPassword`: e-mail, 6-digit code and a new password (without the
 * form's `confirmPassword`).
 */
export const confirmForgottenPasswordBodySchema = bodyObject({
  email: emailSchema,
  resetCode: codeSchema,
  newPassword: passwordSchema,
})
/** Body of `confirmForgottenPassword`. */
export type ConfirmForgottenPasswordBody = z.input<typeof confirmForgottenPasswordBodySchema>

/**
 * POST /api/confirm-forgotten-password: set a new password with the e-mailed code. Errors as
 * `confirmResetPassword`; an unknown e-mail gives CODE_MISMATCH_EXCEPTION, not a "not found".
 */
export const confirmForgottenPassword = defineEndpoint({
  method: 'POST',
  path: '/api/confirm-forgotten-password',
  body: confirmForgottenPasswordBodySchema,
  response: emptyObjectSchema,
  summary: 'Set a new password with an e-mailed code',
  tag: 'auth',
  errors: codeErrors,
})
