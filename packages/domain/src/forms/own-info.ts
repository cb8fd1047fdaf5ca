/**
 * Own information form. Source: spec 02 §5 "User info and others" (email and phone required;
 * three communication flags, e-mail and SMS default true, marketing false), spec 01 §3 User
 * profile.
 */
import type { z } from 'zod'
import { booleanField, emailSchema, objectField, phoneNumberSchema } from '../fields.ts'

/**
 * `{ email, phoneNumber, communicationByEmail, communicationBySms, marketingAllowed }`.
 * Keys: `required`, `invalid_email`, `invalid_phone_number`, `invalid_string`.
 */
export const ownInfoFormSchema = objectField({
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  communicationByEmail: booleanField(),
  communicationBySms: booleanField(),
  marketingAllowed: booleanField(),
})
/** Values of the own-information form. */
export type OwnInfoForm = z.infer<typeof ownInfoFormSchema>

/**
 * The form's initial values from a profile; a missing flag takes its default (e-mail and SMS
 * true, marketing false) and a missing phone number is `''`.
 */
export function ownInfoDefaults(profile: {
  email: string
  phoneNumber: string | null
  communicationByEmail?: boolean | null
  communicationBySms?: boolean | null
  marketingAllowed?: boolean | null
}): OwnInfoForm {
  return {
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    communicationByEmail: profile.communicationByEmail ?? true,
    communicationBySms: profile.communicationBySms ?? true,
    marketingAllowed: profile.marketingAllowed ?? false,
  }
}
