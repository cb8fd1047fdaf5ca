/**
 * Who is calling: the signed-in user of a request, as resolved from the session cookie by
 * `platform/auth/guards.ts`, and the Fastify type additions that carry it.
 */
import type { Access } from '../access.ts'
import type { ContractAccess } from '../contracts-access.ts'

/** Role of a login account (users.role). */
export type UserRole = 'resident' | 'staff'

/**
 * The signed-in user of a request.
 *
 * - `userId`: the account that logged in (the staff member when impersonating).
 * - `residentUserId`: the resident whose data the session reads (the impersonated resident, or
 *   `userId` itself); every resident query uses this id.
 * - `isImpersonator`, `impersonatorEmail`: staff impersonation (spec 01 §1, §6), read-only.
 * - `role`: role of the account that logged in.
 * - `sessionId`: SHA-256 of the cookie token, the key of the `sessions` row.
 */
export interface SessionUser {
  userId: string
  residentUserId: string
  isImpersonator: boolean
  impersonatorEmail: string | null
  role: UserRole
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; null on public routes without a session. Set by the auth hooks. */
    user: SessionUser | null
    /** The contract of a `/api/contracts/:contractUuid…` route, set by the membership check. */
    contract: ContractAccess | null
  }
  interface FastifyContextConfig {
    /** Access level of a route (see `routeFor`); routes under /api default to `user`. */
    access?: Access
    /** True for the few non-GET routes an impersonator may call (login, logout, …). */
    impersonatorMayWrite?: boolean
    /** Body field of a new password: its policy failure answers INVALID_PASSWORD_EXCEPTION. */
    newPasswordField?: string
  }
}
