/** User entities: profile, permissions and metadata (spec 01 §3). */
import { z } from 'zod'
import { uuidSchema } from './common.ts'

/**
 * The signed-in resident's profile (spec 01 §3 User profile). `email` is the login name,
 * `cognitoId` the resident id. Communication defaults: e-mail and SMS true, marketing false.
 */
export const userProfileSchema = z.object({
  uuid: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  cognitoId: z.string(),
  marketingAllowed: z.boolean(),
  communicationBySms: z.boolean(),
  communicationByEmail: z.boolean(),
})
/** A user profile. */
export type UserProfile = z.infer<typeof userProfileSchema>

/** Per-contract permission roles (spec 01 §6, spec 02 §6). */
export const permissionRoles = ['tenant', 'payer', 'contractParty'] as const
/** Schema of a permission role. */
export const permissionRoleSchema = z.enum(permissionRoles)
/** A per-contract permission role. */
export type PermissionRole = z.infer<typeof permissionRoleSchema>

/** The user's roles on one contract; an empty list when none match (spec 01 §3). */
export const contractPermissionSchema = z.object({
  contractUuid: uuidSchema,
  tenantRoles: z.array(permissionRoleSchema),
})
/** The user's roles on one contract. */
export type ContractPermission = z.infer<typeof contractPermissionSchema>

/** Identity providers of strong identification: bank id (FTN) or passport (spec 01 §3). */
export const identityProviders = ['ftn', 'passport'] as const
/** Schema of an identity provider. */
export const identityProviderSchema = z.enum(identityProviders)
/** An identity provider. */
export type IdentityProvider = z.infer<typeof identityProviderSchema>

/**
 * Session metadata (spec 01 §3 User metadata): whether staff impersonates the resident, the
 * impersonator's e-mail, and the identity provider the resident registered with (null if none).
 */
export const userMetadataSchema = z.object({
  isImpersonator: z.boolean(),
  impersonatorEmail: z.string().nullable(),
  identityProvider: identityProviderSchema.nullable(),
})
/** Session metadata. */
export type UserMetadata = z.infer<typeof userMetadataSchema>
