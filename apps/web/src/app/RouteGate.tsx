/**
 * Access check of one authenticated route (spec 01 §2 access behaviour): a feature-gated route
 * whose feature is off, or a route outside the termination-only set in that mode, redirects to
 * /404. The authenticated layout has loaded the settings and flags before any gate renders.
 */
import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { routes } from '@asukas/contract'
import type { RouteName } from '@asukas/contract'
import { useAppSettings } from '../shared/api/app-settings.ts'
import { useFeatureFlags } from '../shared/api/session-queries.ts'
import { isRouteAllowed } from '@asukas/contract'

/** Renders `children` when route `route` is allowed, else redirects to /404. */
export function RouteGate({ route, children }: { route: RouteName; children: ReactNode }) {
  const settings = useAppSettings().data
  const flags = useFeatureFlags().data
  if (!settings || !flags) return null
  if (!isRouteAllowed(route, settings, flags)) return <Navigate to={routes.notFound} replace />
  return children
}
