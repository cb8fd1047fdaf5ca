/**
 * Registration: the 6-digit verification code step (the contract's `setVerificationCode` body), the provider and e-mail
 * query parameters. Source: spec 02 §5 General and "User info and others" (registration),
 * spec 01 §2 "Registration, login, password".
 */
import type { z } from 'zod'
import { codeSchema, emailSchema, enumField, objectField } from '../fields.ts'

/** Identity providers of registration (spec 02 §5: "Provider must be telia or candour"). */
export const registrationProviders = ['telia', 'candour'] as const
/** A registration identity provider. */
export type RegistrationProvider = (typeof registrationProviders)[number]

/** The provider query parameter or navigation state: `telia` or `candour`. */
export const registrationProviderSchema = enumField(registrationProviders)

/** Step "enter the code": `{ email, verificationCode }`, code 6 digits (`invalid_pin`). */
export const registrationCodeFormSchema = objectField({
  email: emailSchema,
  verificationCode: codeSchema,
})
/** Values of the code step. */
export type RegistrationCodeForm = z.infer<typeof registrationCodeFormSchema>

/**
 * The `email` query parameter of the registration page: URI-decoded (once more, since links may
 * carry it encoded twice), then validated as an e-mail. Returns the lower-cased address, or
 * `null` when absent, undecodable or invalid. Source: spec 02 §5 ("an email query parameter is
 * URI-decoded and must be a valid email").
 */
export function registrationEmailFromQuery(raw: string | null | undefined): string | null {
  if (raw == null) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return null
  }
  const result = emailSchema.safeParse(decoded)
  return result.success ? result.data : null
}
