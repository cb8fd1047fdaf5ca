/**
 * Login form. Source: spec 02 §5 General ("Login: username is an email; password minimum 8").
 */
import type { z } from 'zod'
import { emailSchema, objectField, stringField } from '../fields.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password.ts'

/**
 * `{ username, password }`: username an e-mail (lower-cased), password 8-256 characters (not
 * checked against the full policy: old passwords must still log in). Keys: `required`,
 * `invalid_email`, `invalid_string`.
 */
export const loginFormSchema = objectField({
  username: emailSchema,
  password: stringField()
    .min(1, { error: 'required', abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: 'invalid_string' })
    .max(PASSWORD_MAX_LENGTH, { error: 'invalid_string' }),
})
/** Values of the login form. */
export type LoginForm = z.infer<typeof loginFormSchema>
