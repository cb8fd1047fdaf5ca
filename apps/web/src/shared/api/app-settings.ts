/**
 * The public deployment settings (spec 01 §1 table, legal links): the one query the login page
 * needs, kept apart from the signed-in session queries so the first page stays small.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { appSettings } from '@asukas/contract/endpoints/system'
import { endpointQuery } from './query-keys.ts'

/** GET /api/app-settings (public, no login). */
export const appSettingsQuery = queryOptions(endpointQuery(appSettings))

/** Deployment settings and legal links (public; also on the login page). */
export function useAppSettings() {
  return useQuery(appSettingsQuery)
}
