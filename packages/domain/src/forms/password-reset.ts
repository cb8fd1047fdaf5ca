/**
 * Password reset: the e-mail step (the contract's e-mail body). The code and new-password forms are UI shapes in the web app (`shared/forms/account-forms.ts`). Source: spec 02 §5 General (code 6 digits, password policy,
 * entries match), §7 (forgot password, confirm forgotten password, confirm reset password).
 */
import type { z } from 'zod'
import { emailSchema, objectField } from '../fields.ts'

/** "Forgot password", e-mail step: `{ email }`. */
export const forgotPasswordFormSchema = objectField({ email: emailSchema })
/** Values of the forgot-password e-mail step. */
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>
