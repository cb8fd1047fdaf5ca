/**
 * Registration (spec 01 §4 "Registration, login, password", spec 02
 * §5 General, §7 password and registration rows, §8 "Password change by code", "Registration";
 * issue 4 "Registration, login and passwords"; ADR 0003).
 *
 * Registration, step by step:
 *
 * 1. `registrationLink`: a strong identification flow starts (telia, or candour with passportAuth).
 * 2. The identity callback (`registrationIdentified`): no tenant with the identity code →
 *    `no_tenant_found`; a confirmed account with it → `user_already_registered` with its e-mail;
 *    an unconfirmed one → continue mode (or, with `resetOldUser`, it is deleted and the
 *    registration starts over); otherwise a registration session starts.
 * 3. `sendRegistrationCode`: the e-mail address is recorded and a code mailed to it.
 * 4. `checkRegistrationCode`: the code proves the address.
 * 5. `createAccount`: the resident account gets its password. With a proven address it is
 *    confirmed at once (steps 3, 4, 5); with an address whose code has not been entered yet it is
 *    created unconfirmed and step 4 confirms it (steps 3, 5, 4). An unconfirmed account that
 *    logs in gets USER_NOT_CONFIRMED and a continue-mode registration session: steps 3 and 4.
 *
 * Confirming links the person's tenant rows to the account and ends the registration session.
 * Answers never tell a stranger whether an account exists: forgot password always answers `{}`,
 * and a code for an unknown address is simply a wrong code.
 */
import type { Lang } from '@asukas/domain'
import { audit } from '../../platform/audit.ts'
import { checkCode } from '../../platform/auth/codes.ts'
import { hashPassword } from '../../platform/auth/passwords.ts'
import {
  createRegistrationSession,
  lockRegistration,
  type RegistrationRow,
} from '../../platform/auth/registration-session.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { isUniqueViolation } from '../../platform/db/errors.ts'
import { ApiError, unauthorized } from '../../platform/errors.ts'
import { IdentityError } from '../../platform/identity/errors.ts'
import type { CompletedIdentityFlow } from '../../platform/identity/oidc-client.ts'
import { isProviderName, type ProviderName } from '../../platform/identity/providers.ts'
import { consumeRateLimit } from '../../platform/rate-limit.ts'
import * as repo from './repository.ts'
import {
  limitCodeChecks,
  limitCodeSends,
  mailCode,
  codeFailure,
  type AccountsDeps,
} from './account-codes.ts'

/** The page the web app shows after the identification (spec 01 §2 /register/verify-email). */
export const verifyEmailPath = '/register/verify-email'

/** 400 VALIDATION_ERROR with one field error (spec 02 §5 key). */
function fieldError(field: string, key: 'invalid_email'): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { [field]: key } })
}

/** A started registration: the provider's address and the flow state to bind to the browser. */
export interface RegistrationLink {
  link: string
  state: string
}

/**
 * Starts the strong identification of a registration (spec 02 §7 registration entry links).
 *
 * @param input provider (`telia` for bank ID / mobile ID, `candour` for passport), the language
 *   of the provider's pages, and `resetOldUser`: discard an unconfirmed account of the same person
 *   once identified, and start over (spec 01 §4 "restarted").
 * @throws ApiError 503 SERVICE_UNAVAILABLE when the provider is not configured or unreachable
 *   (the web app shows `registration_link_fetch_failed`); 429 TOO_MANY_REQUESTS_EXCEPTION after
 *   60 starts from one IP address in an hour.
 */
export async function registrationLink(
  deps: AccountsDeps,
  input: { provider: ProviderName; locale: Lang; resetOldUser: boolean },
  ip: string | null,
): Promise<RegistrationLink> {
  const { db, limits, clock } = deps
  if (
    ip !== null &&
    !(await consumeRateLimit(
      db,
      `registration_start:ip:${ip}`,
      limits.registrationStartsPerIp,
      clock.now(),
    ))
  ) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS_EXCEPTION')
  }
  try {
    const started = await deps.identity.start({
      provider: input.provider,
      kind: 'registration',
      locale: input.locale,
      operationData: { resetOldUser: input.resetOldUser },
      returnTo: verifyEmailPath,
    })
    return { link: started.url, state: started.state }
  } catch (error) {
    if (error instanceof IdentityError) throw new ApiError(503, 'SERVICE_UNAVAILABLE')
    throw error
  }
}

/** Where the browser goes after the identity callback, and the registration session to set. */
export interface IdentifiedOutcome {
  /** Same-origin path with query. */
  redirect: string
  /** The registration cookie token, when a registration session started. */
  token: string | null
}

/** `/login?error=<state>[&email=…]` (spec 02 §8 login page states). */
function loginState(state: string, email?: string): string {
  const query = new URLSearchParams({ error: state })
  if (email !== undefined) query.set('email', email)
  return `/login?${query.toString()}`
}

/**
 * The registration outcome of a strong identification (spec 01 §4 Registration): decides where
 * the browser goes and starts the registration session. Audited as `registration_identified`.
 *
 * @param outcome the completed flow, or why it failed (`cancelled` → `registration_cancelled`,
 *   anything else → `registration_failed`).
 */
export async function registrationIdentified(
  deps: AccountsDeps,
  outcome: { ok: true; flow: CompletedIdentityFlow } | { ok: false; error: IdentityError },
  ip: string | null,
): Promise<IdentifiedOutcome> {
  const { db, clock } = deps
  const now = clock.now()
  const base = { action: 'registration_identified' as const, ipAddress: ip, at: now }
  if (!outcome.ok) {
    const { reason, flow } = outcome.error
    const cancelled = reason === 'cancelled'
    await audit(db, {
      ...base,
      details: {
        provider: flow?.provider ?? null,
        outcome: cancelled ? 'cancelled' : 'failed',
        reason,
      },
    })
    return {
      redirect: loginState(cancelled ? 'registration_cancelled' : 'registration_failed'),
      token: null,
    }
  }
  const { flow } = outcome
  const identity = flow.identity
  const facts = { provider: identity.provider, acr: identity.acr }
  if (!isProviderName(identity.provider)) {
    await audit(db, { ...base, details: { ...facts, outcome: 'incorrect_provider' } })
    return { redirect: loginState('registration_failed'), token: null }
  }
  const code = identity.personalIdentityCode
  if (!(await repo.tenantExists(db, code))) {
    await audit(db, { ...base, details: { ...facts, outcome: 'no_tenant_found' } })
    return { redirect: loginState('no_tenant_found'), token: null }
  }
  const resetOldUser =
    typeof flow.operationData === 'object' &&
    flow.operationData !== null &&
    (flow.operationData as { resetOldUser?: unknown }).resetOldUser === true

  return db.transaction(async (tx) => {
    let existing = await repo.findAccountByIdentityCode(tx, code)
    if (existing?.confirmed) {
      await audit(tx, {
        ...base,
        actorUserId: existing.id,
        details: { ...facts, outcome: 'user_already_registered' },
      })
      return { redirect: loginState('user_already_registered', existing.email), token: null }
    }
    await repo.deleteRegistrationsOf(tx, code, existing?.id ?? null)
    let result = 'new'
    if (existing !== null && resetOldUser) {
      await repo.deleteUnconfirmedAccount(tx, existing.id)
      existing = null
      result = 'restarted'
    } else if (existing !== null) {
      result = 'continue'
    }
    const { token } = await createRegistrationSession(
      tx,
      {
        personalIdentityCode: code,
        firstName: identity.givenName,
        lastName: identity.familyName,
        identityProvider: identity.identityProvider,
        acr: identity.acr,
        locale: flow.locale,
        email: existing?.email ?? null,
        userId: existing?.id ?? null,
      },
      now,
    )
    await audit(tx, {
      ...base,
      actorUserId: existing?.id ?? null,
      details: { ...facts, outcome: result },
    })
    const redirect =
      existing === null
        ? verifyEmailPath
        : `/register?${new URLSearchParams({ mode: 'continue', email: existing.email }).toString()}`
    return { redirect, token }
  })
}

/**
 * Mails a registration code to `email` and records the address on the registration
 * (spec 02 §7 resend verification code). A new address must be proven again.
 *
 * @returns when the code was sent (the web app shows it, spec 02 §8).
 * @throws ApiError 400 VALIDATION_ERROR `{ email: 'invalid_email' }` when another confirmed
 *   account has the address (only a strongly identified registrant reaches this); 429
 *   LIMIT_EXCEEDED_EXCEPTION.
 */
export async function sendRegistrationCode(
  deps: AccountsDeps,
  registration: RegistrationRow,
  email: string,
  ip: string | null,
): Promise<Date> {
  const { db, clock, mailer } = deps
  const now = clock.now()
  await limitCodeSends(deps, email, ip, now)
  const holder = await repo.findAccountByEmail(db, email)
  if (holder !== null && holder.id !== registration.user_id && holder.confirmed) {
    throw fieldError('email', 'invalid_email')
  }
  return db.transaction(async (tx) => {
    await repo.setRegistrationEmail(tx, registration.id, email)
    const issued = await mailCode(
      tx,
      mailer,
      { purpose: 'verify_email', email, registrationId: registration.id, userId: null },
      {
        lang: registration.locale,
        firstName: registration.first_name,
        userId: registration.user_id,
      },
      ip,
      now,
    )
    return issued.createdAt
  })
}

/**
 * Gives `email` to the account `userId`: another unconfirmed account holding the address (it
 * never proved it) is deleted; a confirmed one keeps it.
 *
 * @throws ApiError 400 VALIDATION_ERROR `{ email: 'invalid_email' }` when a confirmed account
 *   holds the address, or an unconfirmed one does and `proven` is false.
 */
async function claimEmail(
  tx: Queryable,
  email: string,
  userId: string | null,
  proven: boolean,
): Promise<void> {
  const holder = await repo.findAccountByEmail(tx, email)
  if (holder === null || holder.id === userId) return
  if (holder.confirmed || !proven) throw fieldError('email', 'invalid_email')
  await repo.deleteUnconfirmedAccount(tx, holder.id)
}

/**
 * Confirms the account of a registration whose address is proven: e-mail set, confirmed, tenant
 * rows linked, registration session ended, `registration_completed` audited.
 */
async function confirmAccount(
  tx: Queryable,
  registration: RegistrationRow,
  userId: string,
  email: string,
  ip: string | null,
  now: Date,
): Promise<void> {
  await claimEmail(tx, email, userId, true)
  await repo.updatePendingAccount(tx, userId, { email, passwordHash: null, confirmed: true })
  const account = await repo.findAccount(tx, userId)
  const code = registration.personal_identity_code ?? account?.personal_identity_code ?? null
  const linked = code === null ? 0 : await repo.linkTenants(tx, userId, code)
  await repo.deleteRegistration(tx, registration.id)
  await audit(tx, {
    action: 'registration_completed',
    actorUserId: userId,
    entityType: 'user',
    entityId: userId,
    ipAddress: ip,
    at: now,
    details: { identityProvider: registration.identity_provider, linkedTenants: linked },
  })
}

/**
 * Checks the registration code mailed to `email` (spec 02 §7 set verification code). When the
 * account already has its password (continue mode, or the password came first), the account is
 * confirmed and the registration is over.
 *
 * @returns `completed`: true when the account is now confirmed (the web app shows success).
 * @throws ApiError 400 CODE_MISMATCH_EXCEPTION (also for an address no code was sent to), 400
 *   EXPIRED_CODE_EXCEPTION, 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION, 429
 *   TOO_MANY_REQUESTS_EXCEPTION.
 */
export async function checkRegistrationCode(
  deps: AccountsDeps,
  registration: RegistrationRow,
  email: string,
  code: string,
  ip: string | null,
): Promise<{ completed: boolean }> {
  const { db, clock } = deps
  const now = clock.now()
  await limitCodeChecks(deps, `email:${email}`, ip, now)
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRegistration(tx, registration.id)
    if (current === null) return { result: 'gone' as const, completed: false }
    const result = await checkCode(
      tx,
      { purpose: 'verify_email', email, registrationId: current.id, userId: null },
      code,
      now,
    )
    if (result !== 'ok') return { result, completed: false }
    await repo.markRegistrationVerified(tx, current.id, now)
    const account = current.user_id === null ? null : await repo.findAccount(tx, current.user_id)
    if (account === null || !account.has_password) return { result, completed: false }
    await confirmAccount(tx, current, account.id, email, ip, now)
    return { result, completed: true }
  })
  if (outcome.result === 'gone') throw unauthorized()
  if (outcome.result !== 'ok') throw codeFailure(outcome.result)
  return { completed: outcome.completed }
}

/**
 * Creates (or completes) the registration's account with its password (spec 02 §7 verify email).
 * Confirmed at once when `email` is the proven address; created unconfirmed when a code was sent
 * to `email` but not entered yet (the code step then confirms it).
 *
 * @returns the account id (`cognitoId`, spec 01 §3) and whether it is confirmed.
 * @throws ApiError 403 USER_EMAIL_NOT_VERIFIED when no code of this registration went to `email`;
 *   404 NO_TENANT_FOUND when the person is no longer a tenant; 409 USER_ALREADY_REGISTERED when
 *   the person got a confirmed account meanwhile; 400 VALIDATION_ERROR `{ email: 'invalid_email' }`
 *   when another account has the address; 401 UNAUTHORIZED when the registration is gone.
 */
export async function createAccount(
  deps: AccountsDeps,
  registration: RegistrationRow,
  email: string,
  password: string,
  ip: string | null,
): Promise<{ userId: string; completed: boolean }> {
  const { db, clock } = deps
  if (registration.email === null || registration.email !== email) {
    throw new ApiError(403, 'USER_EMAIL_NOT_VERIFIED')
  }
  const now = clock.now()
  const passwordHash = await hashPassword(password)
  try {
    return await db.transaction(async (tx) => {
      const current = await lockRegistration(tx, registration.id)
      if (current === null) throw unauthorized()
      if (current.email !== email) throw new ApiError(403, 'USER_EMAIL_NOT_VERIFIED')
      const proven = current.email_verified_at !== null
      const code = current.personal_identity_code
      let userId = current.user_id
      if (userId === null) {
        if (code === null || current.identity_provider === null) throw unauthorized()
        if (!(await repo.tenantExists(tx, code))) throw new ApiError(404, 'NO_TENANT_FOUND')
        const other = await repo.findAccountByIdentityCode(tx, code)
        if (other?.confirmed) throw new ApiError(409, 'USER_ALREADY_REGISTERED')
        if (other !== null) await repo.deleteUnconfirmedAccount(tx, other.id)
        await claimEmail(tx, email, null, proven)
        userId = await repo.insertAccount(tx, {
          email,
          passwordHash,
          firstName: current.first_name ?? '',
          lastName: current.last_name ?? '',
          personalIdentityCode: code,
          identityProvider: current.identity_provider,
          locale: current.locale,
          confirmed: false,
        })
        await repo.setRegistrationUser(tx, current.id, userId)
      } else {
        await claimEmail(tx, email, userId, proven)
        await repo.updatePendingAccount(tx, userId, { email, passwordHash, confirmed: false })
      }
      if (proven) await confirmAccount(tx, current, userId, email, ip, now)
      return { userId, completed: proven }
    })
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw fieldError('email', 'invalid_email')
    if (isUniqueViolation(error, 'users_personal_identity_code_key')) {
      throw new ApiError(409, 'USER_ALREADY_REGISTERED')
    }
    throw error
  }
}
