/**
 * Shared piece of the password forms: a new password under the policy and its confirmation,
 * which must match (spec 02 §5 General: "the two entries must match").
 */
import type { z } from 'zod'
import { passwordSchema, stringField } from '../fields.ts'

/** `newPassword` (policy) and `confirmPassword` (`required`, `invalid_string` when different). */
export const newPasswordFields = {
  newPassword: passwordSchema,
  confirmPassword: stringField().min(1, { error: 'required' }),
}

/**
 * Adds the "entries must match" rule to an object schema with `newPassword` and
 * `confirmPassword`: a mismatch gives `invalid_string` on `confirmPassword`.
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
