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
