/**
 * Session, password and registration calls (spec 02 §7 login, logout, password and
 * registration rows; spec 01 §2 Registration, login, password).
 */
import { z } from 'zod'
import {
  codeSchema,
  emailSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  passwordSchema,
  registrationCodeFormSchema,
} from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyObject,
  emptyObjectSchema,
  linkSchema,
  localeSchema,
  timestampSchema,
} from '../entities/common.ts'

/**
 * Login body: `loginFormSchema` of `@asukas/domain` — the e-mail as username (lower-cased) and
 * a password of 8..256 characters, not checked against the policy (spec 02 §5 Login).
 */
export const loginBodySchema = loginFormSchema
/** Login body. */
export type LoginBody = z.input<typeof loginBodySchema>

/**
 * Answer of a successful login: the resident's stored portal language (`users.locale`, the one
 * their mail goes out in). The web app opens the portal in it unless the visitor chose a language
 * before logging in (issue 10: the portal follows the resident's language).
 */
export const loginResponseSchema = z.object({ locale: localeSchema })
/** Answer of a successful login. */
export type LoginResponse = z.infer<typeof loginResponseSchema>

/**
 * POST /api/login: starts a session and sets the session cookie (`__Host-asukas_session` over
 * https, `asukas_session` on plain-http localhost); answers {@link loginResponseSchema}. 401
 * INVALID_CREDENTIALS, 403 USER_NOT_CONFIRMED, 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION when
 * locked out (docs/specification.md).
 */
export const login = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  body: loginBodySchema,
  response: loginResponseSchema,
  summary: 'Log in with e-mail and password',
  tag: 'auth',
  errors: [
    'INVALID_CREDENTIALS',
    'USER_NOT_CONFIRMED',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
  ],
})

/** POST /api/logout: ends the session and clears the cookie; answers `{}` even without one. */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  response: emptyObjectSchema,
  summary: 'Log out',
  tag: 'auth',
  errors: [],
})

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
  errors: [
    'CODE_MISMATCH_EXCEPTION',
    'EXPIRED_CODE_EXCEPTION',
    'INVALID_PASSWORD_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
    'USER_NOT_FOUND_EXCEPTION',
    'USER_NOT_CONFIRMED_EXCEPTION',
  ],
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
  errors: [
    'CODE_MISMATCH_EXCEPTION',
    'EXPIRED_CODE_EXCEPTION',
    'INVALID_PASSWORD_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
  ],
})

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
