/**
 * Password reset and change forms. Source: spec 02 §5 General (code 6 digits, password policy,
 * entries match), §7 (forgot password, confirm forgotten password, confirm reset password).
 */
import type { z } from 'zod'
import { codeSchema, emailSchema, objectField } from '../fields.ts'
import { newPasswordFields, withMatchingPasswords } from './passwords.ts'

/** "Forgot password", e-mail step: `{ email }`. */
export const forgotPasswordFormSchema = objectField({ email: emailSchema })
/** Values of the forgot-password e-mail step. */
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>

/**
 * "Forgot password", code step: `{ email, resetCode, newPassword, confirmPassword }`.
 * Keys: `required`, `invalid_email`, `invalid_pin`, `invalid_string`.
 */
export const confirmForgottenPasswordFormSchema = withMatchingPasswords(
  objectField({ email: emailSchema, resetCode: codeSchema, ...newPasswordFields }),
)
/** Values of the forgot-password code step. */
export type ConfirmForgottenPasswordForm = z.infer<typeof confirmForgottenPasswordFormSchema>

/**
 * Change password of a signed-in user (after a code was sent): `{ resetCode, newPassword,
 * confirmPassword }`.
 */
export const changePasswordFormSchema = withMatchingPasswords(
  objectField({ resetCode: codeSchema, ...newPasswordFields }),
)
/** Values of the change-password form. */
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>
