/**
 * The public deployment settings (spec 01 §1 table, legal links): the one query the login page
 * needs, kept apart from the signed-in session queries so the first page stays small.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { appSettings } from '@asukas/contract/endpoints/system'
import { readQuery } from './client.ts'

/** Query key of the app settings. */
export const appSettingsKey = ['session', 'appSettings'] as const

/** GET /api/app-settings (public, no login). */
export const appSettingsQuery = queryOptions({
  queryKey: appSettingsKey,
  ...readQuery(appSettings),
})

/** Deployment settings and legal links (public; also on the login page). */
export function useAppSettings() {
  return useQuery(appSettingsQuery)
}
