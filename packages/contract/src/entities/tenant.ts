/**
 * Tenants of a contract (spec 01 §3 Tenant (person) and Company tenant). The `tenantType`
 * discriminator is ours: the spec tells the two apart only by their fields.
 */
import { z } from 'zod'
import { tenantRoleSchema } from './contract.ts'
import { uuidSchema, wireDateSchema } from './common.ts'

/**
 * A person on a contract. `email`/`phoneNumber` are null when unknown or hidden by
 * `nonDisclosure`; `isAdult` is null when the age cannot be determined (the
 * `tenants_with_undetermined_age` disallowed reason); `hasResidentUser` tells whether the person
 * has a portal account. Dates `yyyy-MM-dd`; `endDate` null is open-ended.
 */
export const personTenantSchema = z.object({
  tenantType: z.literal('person'),
  id: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  contractUuid: uuidSchema,
  tenantRole: tenantRoleSchema,
  isContractParty: z.boolean(),
  isPayer: z.boolean(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  nonDisclosure: z.boolean(),
  isAdult: z.boolean().nullable(),
  startDate: wireDateSchema,
  endDate: wireDateSchema.nullable(),
  hasResidentUser: z.boolean(),
})
/** A person tenant. */
export type PersonTenant = z.infer<typeof personTenantSchema>

/** A company on a contract; unsupported in beneficiary prefill (spec 01 §3). */
export const companyTenantSchema = z.object({
  tenantType: z.literal('company'),
  id: uuidSchema,
  companyName: z.string(),
  contractUuid: uuidSchema,
  tenantRole: tenantRoleSchema.nullable(),
  isContractParty: z.boolean(),
  isPayer: z.boolean(),
  startDate: wireDateSchema,
  endDate: wireDateSchema.nullable(),
})
/** A company tenant. */
export type CompanyTenant = z.infer<typeof companyTenantSchema>

/** A tenant of a contract, person or company, told apart by `tenantType`. */
export const tenantSchema = z.discriminatedUnion('tenantType', [
  personTenantSchema,
  companyTenantSchema,
])
/** A tenant of a contract. */
export type Tenant = z.infer<typeof tenantSchema>
