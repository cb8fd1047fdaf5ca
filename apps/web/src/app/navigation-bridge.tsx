/**
 * Lets code outside React (the query client's session-error handling) navigate with the router:
 * {@link NavigationBridge}, rendered inside the router, registers its `navigate`;
 * {@link navigateOutsideReact} uses it, or a full page load before the router has rendered.
 */
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import type { NavigateFunction } from 'react-router'

let navigateFn: NavigateFunction | null = null

/** Navigates to `to` (replacing the current entry) from outside React. */
export function navigateOutsideReact(to: string): void {
  if (navigateFn) void navigateFn(to, { replace: true })
  else window.location.replace(to)
}

/** Registers the router's navigate function while mounted. Renders nothing. */
export function NavigationBridge() {
  const navigate = useNavigate()
  useEffect(() => {
    navigateFn = navigate
    return () => {
      if (navigateFn === navigate) navigateFn = null
    }
  }, [navigate])
  return null
}
