/**
 * TanStack Query hooks for the session-wide data of a signed-in resident (spec 02 §7): the
 * contracts, feature flags, session metadata, profile, permissions and the contacts of a
 * contract. The public deployment settings are in `app-settings.ts`, so the login page does not
 * load these schemas. Stale time and retry come from
 * the query client's defaults (15 min, one retry).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { contacts } from '@asukas/contract/endpoints/contacts'
import { contracts } from '@asukas/contract/endpoints/contracts'
import { featureFlags } from '@asukas/contract/endpoints/system'
import { userMetadata, userPermissions, userProfile } from '@asukas/contract/endpoints/user'
import { endpointQuery } from './query-keys.ts'

/** GET /api/contracts. */
export const contractsQuery = queryOptions({
  ...endpointQuery(contracts),
})

/** GET /api/feature-flags. */
export const featureFlagsQuery = queryOptions({
  ...endpointQuery(featureFlags),
})

/** GET /api/user/metadata. */
export const userMetadataQuery = queryOptions({
  ...endpointQuery(userMetadata),
})

/** GET /api/user/profile. */
export const userProfileQuery = queryOptions({
  ...endpointQuery(userProfile),
})

/** GET /api/user/permissions. */
export const userPermissionsQuery = queryOptions({
  ...endpointQuery(userPermissions),
})

/** GET /api/contracts/:contractUuid/contacts. */
export function contactsQuery(contractUuid: string) {
  return queryOptions(endpointQuery(contacts, { params: { contractUuid } }))
}

/** The resident's contracts. */
export function useContracts() {
  return useQuery(contractsQuery)
}

/** Feature flags. */
export function useFeatureFlags() {
  return useQuery(featureFlagsQuery)
}

/** Session metadata (impersonation). */
export function useUserMetadata() {
  return useQuery(userMetadataQuery)
}

/** The resident's profile. */
export function useUserProfile() {
  return useQuery(userProfileQuery)
}

/** Tenant roles per contract. */
export function useUserPermissions() {
  return useQuery(userPermissionsQuery)
}

/** Contacts of a contract's property. */
export function useContacts(contractUuid: string) {
  return useQuery(contactsQuery(contractUuid))
}
