/**
 * Reading the login page state (spec 02 §8 "Login page states"; spec 01 §4 "Login errors arriving
 * as state"): from the `error` query parameter or from router state `{ error, email }`.
 */
import { loginStateSchema } from '@asukas/contract'
import type { LoginState } from '@asukas/contract'

/** Router state the logout page passes to the login page. */
export interface LoginRouteState {
  error?: string
  email?: string
}

/** The login state and e-mail shown on the login page. */
export interface LoginMessage {
  state: LoginState
  email: string
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * The state to show: the query's `error` wins over router state; unknown values give null. The
 * e-mail (for `user_already_registered`) comes from the same source's `email`.
 */
export function readLoginMessage(
  search: URLSearchParams,
  routerState: unknown,
): LoginMessage | null {
  const state = (
    typeof routerState === 'object' && routerState !== null ? routerState : {}
  ) as Record<string, unknown>
  const fromQuery = search.get('error')
  const error = fromQuery ?? stringOf(state.error)
  const email = (fromQuery !== null ? search.get('email') : stringOf(state.email)) ?? ''
  const parsed = loginStateSchema.safeParse(error)
  return parsed.success ? { state: parsed.data, email } : null
}

/**
 * Spec 02 §8: "An error query parameter with an email redirects to logout carrying the error".
 * Returns the logout URL to go to, or null when the query has not both parameters.
 */
export function logoutRedirectFor(search: URLSearchParams, logoutPath: string): string | null {
  const error = search.get('error')
  const email = search.get('email')
  if (!error || !email) return null
  return `${logoutPath}?${new URLSearchParams({ error, email }).toString()}`
}
