/**
 * The account forms' shapes (issue 10 "UI form shapes move out of the domain package into the web
 * app"): each is the contract's request body schema (spec 02 §7), plus what only the form has —
 * the password typed twice (spec 02 §5 General "the two entries must match") — and the form's
 * starting values. The server validates the same body schemas; nothing here is sent that the
 * contract does not define (`confirmPassword` stays in the browser).
 */
import type { z } from 'zod'
import {
  confirmForgottenPasswordBodySchema,
  confirmResetPasswordBodySchema,
  emailBodySchema,
} from '@asukas/contract/endpoints/password'
import {
  setVerificationCodeBodySchema,
  verifyEmailBodySchema,
} from '@asukas/contract/endpoints/registration'
import type { UpdateUserBody } from '@asukas/contract'
import { stringField } from '@asukas/domain'

/** The confirmation entry of a new password: required; the match is checked by {@link withMatchingPasswords}. */
export const confirmPasswordField = { confirmPassword: stringField().min(1, { error: 'required' }) }

/**
 * Adds the rule 'the two entries must match' to a form with `newPassword` and
 * `confirmPassword`: a mismatch is the key `invalid_string` on `confirmPassword` (shown as
 * 'passwords do not match'); an empty confirmation is left to its own `required`.
 */
export function withMatchingPasswords<
  T extends z.ZodType<{ newPassword: string; confirmPassword: string }>,
>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (value.confirmPassword !== '' && value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'invalid_string', path: ['confirmPassword'] })
    }
  })
}

/** Registration step 1 (the address to verify): the body of `resendVerificationCode`. */
export const registrationEmailFormSchema = emailBodySchema

/** Registration step 2 (the e-mailed code): the body of `setVerificationCode`. */
export const registrationCodeFormSchema = setVerificationCodeBodySchema

/** Registration step 3: the body of `verifyEmail` plus the password's confirmation. */
export const registrationPasswordFormSchema = withMatchingPasswords(
  verifyEmailBodySchema.extend(confirmPasswordField),
)

/** Forgotten password step 1: the body of `forgotPassword`. */
export const forgotPasswordFormSchema = emailBodySchema

/** Forgotten password step 2: the body of `confirmForgotPassword` plus the confirmation. */
export const confirmForgottenPasswordFormSchema = withMatchingPasswords(
  confirmForgottenPasswordBodySchema.extend(confirmPasswordField),
)

/** Password change of a signed-in resident: the body of `confirmResetPassword` plus the confirmation. */
export const changePasswordFormSchema = withMatchingPasswords(
  confirmResetPasswordBodySchema.extend(confirmPasswordField),
)

/**
 * The starting values of the own-information form from the profile (spec 02 §5 User info:
 * e-mail and SMS communication default on, marketing off; a missing phone is '').
 */
export function ownInfoDefaults(profile: {
  email: string
  phoneNumber: string | null
  communicationByEmail?: boolean | null
  communicationBySms?: boolean | null
  marketingAllowed?: boolean | null
}): UpdateUserBody {
  return {
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    communicationByEmail: profile.communicationByEmail ?? true,
    communicationBySms: profile.communicationBySms ?? true,
    marketingAllowed: profile.marketingAllowed ?? false,
  }
}
