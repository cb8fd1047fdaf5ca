/**
 * What only staff have (spec 01 §1 "A staff user can impersonate a resident", §6 roles; issue 4
 * "Staff and impersonation"; issue 14; ADR 0033), tag `staff`: the staff login, who is signed in,
 * resident search, and starting and ending a read-only impersonation (here); the second factor,
 * roles and capabilities, inbox, residents and audit log, reply attachments and accounts
 * (`./staff/*.ts`, re-exported here), and the shapes every feature's staff views share.
 *
 * While impersonating, every resident call reads as the resident (`/api/user/metadata` answers
 * `isImpersonator: true` and the staff e-mail) and every write but `endImpersonation` and
 * `logout` answers 401 IMPERSONATION_WRITE_ACCESS_DENIED.
 */
import { z } from 'zod'
import { objectField, requiredString } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { uuidField, uuidSchema } from '../entities/common.ts'
import { contractStatuses } from '../entities/contract.ts'
import { loginBodySchema } from './auth.ts'
import { staffLoginStepSchema } from './staff/login.ts'
import { staffCapabilities, staffRoles } from './staff/roles.ts'

export * from './staff/accounts.ts'
export * from './staff/files.ts'
export * from './staff/inbox.ts'
export * from './staff/login.ts'
export * from './staff/residents-audit.ts'
export * from './staff/roles.ts'
export * from './staff/shared.ts'

/** A person as the staff console shows them: id, e-mail (login name) and names. */
export const staffPersonSchema = z.object({
  uuid: uuidSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})
/** A person in the staff console. */
export type StaffPerson = z.infer<typeof staffPersonSchema>

/**
 * The signed-in staff member, and the resident being impersonated (null when not
 * impersonating), with the member's roles and what they allow (issue 14).
 */
export const staffMeSchema = staffPersonSchema.extend({
  impersonating: staffPersonSchema.nullable(),
  roles: z.array(z.enum(staffRoles)),
  capabilities: z.array(z.enum(staffCapabilities)),
})
/** The signed-in staff member. */
export type StaffMe = z.infer<typeof staffMeSchema>

/** One contract of a resident in the search results: reference number and address. */
export const staffResidentContractSchema = z.object({
  contractUuid: uuidSchema,
  referenceNumber: z.string(),
  status: z.enum(contractStatuses),
  streetAddressLine1: z.string(),
  postalCode: z.string(),
  city: z.string(),
})
/** One contract of a found resident. */
export type StaffResidentContract = z.infer<typeof staffResidentContractSchema>

/** A found resident with a portal account: person, phone and contracts. */
export const staffResidentSchema = staffPersonSchema.extend({
  phoneNumber: z.string().nullable(),
  contracts: z.array(staffResidentContractSchema),
})
/** A found resident. */
export type StaffResident = z.infer<typeof staffResidentSchema>

/** Shortest search text (characters, after trimming). */
export const STAFF_SEARCH_MIN_LENGTH = 2
/** Longest search text (characters). */
export const STAFF_SEARCH_MAX_LENGTH = 100
/** Most residents one search answers. */
export const STAFF_SEARCH_LIMIT = 20

/**
 * Query of `staffResidents`: `q`, 2–100 characters after trimming, matched (case-insensitively,
 * as a substring) against first and last name in either order, e-mail, a contract's reference
 * number (spaces ignored) and a contract's street address, postal code or city. Keys:
 * `required`, `invalid_string`.
 */
export const staffResidentsQuerySchema = z.object({
  q: requiredString()
    .min(STAFF_SEARCH_MIN_LENGTH, { error: 'invalid_string' })
    .max(STAFF_SEARCH_MAX_LENGTH, { error: 'invalid_string' }),
})

/** Body of `startImpersonation`: the resident's user id. */
export const startImpersonationBodySchema = objectField({ userId: uuidField })
/** Body of `startImpersonation`. */
export type StartImpersonationBody = z.input<typeof startImpersonationBodySchema>

/**
 * POST /api/staff/login: the password step of the staff login (same body, password rules and
 * throttle as `/api/login`). A resident's credentials answer 401 INVALID_CREDENTIALS here, as a
 * staff member's do at `/api/login`; 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION while throttled.
 * The right password sets a 10-minute login-challenge cookie and answers the next step
 * (`enrolment` or `second_factor`, issue 14); the session starts only after the second factor.
 * The right password of an account locked after wrong second-factor codes answers 403
 * STAFF_ACCOUNT_LOCKED (issue 23 item 3).
 */
export const staffLogin = defineEndpoint({
  method: 'POST',
  path: '/api/staff/login',
  body: loginBodySchema,
  response: staffLoginStepSchema,
  summary: 'Log in as staff',
  tag: 'staff',
  errors: [
    'INVALID_CREDENTIALS',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
    'STAFF_ACCOUNT_LOCKED',
  ],
})

/** GET /api/staff/me: the signed-in staff member (401 UNAUTHORIZED for anyone else). */
export const staffMe = defineEndpoint({
  method: 'GET',
  path: '/api/staff/me',
  response: staffMeSchema,
  summary: 'The signed-in staff member and the impersonated resident',
  tag: 'staff',
  errors: [],
})

/**
 * GET /api/staff/residents?q=…: residents with a confirmed portal account matching `q` (see
 * {@link staffResidentsQuerySchema}), at most 20, by last and first name.
 */
export const staffResidents = defineEndpoint({
  method: 'GET',
  path: '/api/staff/residents',
  query: staffResidentsQuerySchema,
  response: z.array(staffResidentSchema),
  summary: 'Search residents by name, e-mail or contract',
  tag: 'staff',
  errors: ['STAFF_ROLE_REQUIRED'],
})

/**
 * POST /api/staff/impersonation { userId }: start a read-only impersonation of the resident; the
 * session cookie is renewed. Needs the `impersonation` capability (customer service and
 * administrators; issue 23 item 9), else 403 STAFF_ROLE_REQUIRED. 404 NOT_FOUND for anyone but a
 * confirmed resident; 401 IMPERSONATION_WRITE_ACCESS_DENIED while already impersonating (end it
 * first). Every resident read made while impersonating is audited (`impersonated_read`).
 */
export const startImpersonation = defineEndpoint({
  method: 'POST',
  path: '/api/staff/impersonation',
  body: startImpersonationBodySchema,
  response: staffMeSchema,
  summary: 'Start impersonating a resident (read-only)',
  tag: 'staff',
  errors: ['NOT_FOUND', 'STAFF_ROLE_REQUIRED'],
})

/**
 * POST /api/staff/impersonation/end: back to the staff view (empty body); the session cookie is
 * renewed. Allowed while impersonating; answers the staff member also when not impersonating.
 */
export const endImpersonation = defineEndpoint({
  method: 'POST',
  path: '/api/staff/impersonation/end',
  response: staffMeSchema,
  summary: 'End the impersonation',
  tag: 'staff',
  errors: [],
})
