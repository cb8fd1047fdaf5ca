/** Contacts of a contract's property (spec 01 §3 Contact). */
import { z } from 'zod'
import { uuidSchema } from './common.ts'

/** Contact categories (spec 01 §3). */
export const contactCategories = [
  'property_maintenance',
  'customer_service',
  'property_management',
  'sales_representative',
  'resident_committee',
  'other',
] as const
/** Schema of a contact category. */
export const contactCategorySchema = z.enum(contactCategories)
/** A contact category. */
export type ContactCategory = z.infer<typeof contactCategorySchema>

/** Roles of a residents committee member (spec 01 §3). */
export const residentCommitteeRoles = [
  'chairperson',
  'vice_chairperson',
  'member',
  'treasurer',
  'secretary',
  'contact_person',
  'representative',
  'board_member',
  'supervisor',
] as const
/** Schema of a residents committee role. */
export const residentCommitteeRoleSchema = z.enum(residentCommitteeRoles)
/** A residents committee role. */
export type ResidentCommitteeRole = z.infer<typeof residentCommitteeRoleSchema>

/**
 * A contact person or service (spec 01 §3 Contact). `serviceRole` is a free-text title;
 * `residentCommitteeRole` is set for `resident_committee` contacts (null otherwise).
 */
export const contactSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  serviceRole: z.string().nullable(),
  officeName: z.string().nullable(),
  url: z.string().nullable(),
  contactCategory: contactCategorySchema,
  residentCommitteeRole: residentCommitteeRoleSchema.nullable(),
})
/** A contact. */
export type Contact = z.infer<typeof contactSchema>
