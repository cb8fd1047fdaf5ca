/**
 * The pure rules of the registration flow (spec 01 §2 "Registration, login, password", §4
 * "Registration phases"; spec 02 §5 "User info and others", §8 "Registration"): which mode the
 * register page is in, which provider the auth page uses, where the verify-email page starts,
 * and where cancel and unauthorised entry lead.
 */
import { routes } from '@asukas/contract'
import type { LoginState } from '@asukas/contract'
import { registrationEmailFromQuery, registrationProviderSchema } from '@asukas/domain'
import type { RegistrationProvider } from '@asukas/domain'

/** Spec 02 §9 "provider redirect delay 1 s": the wait before the browser goes to the provider. */
export const PROVIDER_REDIRECT_DELAY_MS = 1000

/**
 * Router state passed between the registration pages: the chosen provider, whether to discard an
 * interrupted registration (`resetOldUser`), and when the last code was sent (ISO timestamp).
 */
export interface RegistrationRouteState {
  provider?: RegistrationProvider
  resetOldUser?: boolean
  sentAt?: string
}

/** Reads {@link RegistrationRouteState} from untrusted router state (anything else is ignored). */
export function registrationStateOf(state: unknown): RegistrationRouteState {
  if (typeof state !== 'object' || state === null) return {}
  const { provider, resetOldUser, sentAt } = state as Record<string, unknown>
  const parsed = registrationProviderSchema.safeParse(provider)
  return {
    ...(parsed.success ? { provider: parsed.data } : {}),
    ...(resetOldUser === true ? { resetOldUser: true } : {}),
    ...(typeof sentAt === 'string' && sentAt !== '' ? { sentAt } : {}),
  }
}

/** Mode of `/register`: a new registration, or continuing the interrupted one of `email`. */
export type RegisterMode = { kind: 'new' } | { kind: 'continue'; email: string }

/**
 * The register page's mode from its query: `?mode=continue&email=…` with a valid (URI-decoded)
 * e-mail continues; anything else, including continue mode with a missing or invalid e-mail, is
 * a new registration (spec 02 §5 "an email query parameter is URI-decoded and must be valid").
 */
export function registerModeOf(search: URLSearchParams): RegisterMode {
  if (search.get('mode') !== 'continue') return { kind: 'new' }
  const email = registrationEmailFromQuery(search.get('email'))
  return email === null ? { kind: 'new' } : { kind: 'continue', email }
}

/**
 * The provider of `/register/auth`: from router state, else from the `provider` query parameter;
 * each must be `telia` or `candour`. Null means 'incorrect registration provider' (spec 01 §2).
 */
export function registrationProviderOf(
  state: unknown,
  search: URLSearchParams,
): RegistrationProvider | null {
  const fromState = registrationStateOf(state).provider
  if (fromState) return fromState
  const parsed = registrationProviderSchema.safeParse(search.get('provider'))
  return parsed.success ? parsed.data : null
}

/** Phases of `/register/verify-email` (spec 01 §2, §4), in order. */
export const verifyEmailPhases = [
  'confirm-send',
  'verify-code',
  'create-password',
  'success',
] as const
/** A phase of the verify-email page. */
export type VerifyEmailPhase = (typeof verifyEmailPhases)[number]

/** Where the verify-email page starts. */
export interface VerifyEmailStart {
  phase: VerifyEmailPhase
  /** The e-mail from the query (valid and lower-cased), or '' when none. */
  email: string
  /**
   * Continue mode: the account already has its password, so a verified code completes the
   * registration (no create-password phase).
   */
  continueMode: boolean
  /** When the last code was sent, if known (ISO timestamp). */
  sentAt: string | null
}

/**
 * The first phase: continue mode with a valid e-mail goes straight to code entry (spec 01 §2
 * "An interrupted registration can be resumed (jumps straight to code entry)"); otherwise the
 * page asks for the e-mail (pre-filled from a valid `email` query parameter).
 */
export function verifyEmailStartOf(search: URLSearchParams, state: unknown): VerifyEmailStart {
  const email = registrationEmailFromQuery(search.get('email'))
  const continueMode = search.get('mode') === 'continue' && email !== null
  return {
    phase: continueMode ? 'verify-code' : 'confirm-send',
    email: email ?? '',
    continueMode,
    sentAt: registrationStateOf(state).sentAt ?? null,
  }
}

/** The query `mode=continue&email=…` of the verify-email page's code step. */
export function continueVerifyEmailSearch(email: string): URLSearchParams {
  return new URLSearchParams({ mode: 'continue', email })
}

/** `/register/verify-email?mode=continue&email=…`: code entry of an interrupted registration. */
export function continueVerifyEmailPath(email: string): string {
  return `${routes.registerVerifyEmail}?${continueVerifyEmailSearch(email).toString()}`
}

/** `/logout?error=<state>[&email=…]`: logs out (ending the registration) and shows the state. */
export function logoutWithState(state: LoginState, email?: string): string {
  const query = new URLSearchParams({ error: state })
  if (email) query.set('email', email)
  return `${routes.logout}?${query.toString()}`
}

/** Cancel → logout with `registration_cancelled` (spec 01 §4). */
export const registrationCancelledPath = logoutWithState('registration_cancelled')

/** Unauthorised entry (no registration in progress) → logout with `registration_failed`. */
export const registrationFailedPath = logoutWithState('registration_failed')

/** The login page with `registration_link_fetch_failed` (spec 02 §8 login page states). */
export const registrationLinkFailedPath = `${routes.login}?error=registration_link_fetch_failed`
