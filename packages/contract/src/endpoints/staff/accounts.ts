/**
 * Staff accounts for administrators (issue 14 "admins: accounts, settings"; issue 23 item 3):
 * roles and real properties of each staff login, resetting a lost second factor, unlocking.
 */
import { z } from 'zod'
import { enumField } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import { bodyArray, bodyObject, uuidField, uuidSchema } from '../../entities/common.ts'
import { staffRoles } from './roles.ts'
import { staffIdParamsSchema } from './shared.ts'

/** A staff account: roles, properties and whether an authenticator is enrolled. */
export const staffAccountSchema = z.object({
  uuid: uuidSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(staffRoles)),
  realPropertyIds: z.array(uuidSchema),
  enrolled: z.boolean(),
  /** Locked after too many wrong second-factor codes, until {@link staffUnlockAccount}. */
  locked: z.boolean(),
})
/** A staff account. */
export type StaffAccount = z.infer<typeof staffAccountSchema>

/** GET /api/staff/accounts: every staff account by name (administrators). */
export const staffAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/staff/accounts',
  response: z.array(staffAccountSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Staff accounts',
  tag: 'staff',
})

/** Body of an account change: roles and properties (empty = all properties). */
export const staffAccountBodySchema = bodyObject({
  roles: bodyArray(enumField(staffRoles)),
  realPropertyIds: bodyArray(uuidField),
})
/** An account change. */
export type StaffAccountBody = z.input<typeof staffAccountBodySchema>

/**
 * PUT /api/staff/accounts/:id: sets the roles and properties. An administrator cannot take the
 * administrator role from themselves (400 VALIDATION_ERROR `{ roles: 'invalid_string' }`).
 */
export const staffUpdateAccount = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/accounts/:id',
  params: staffIdParamsSchema,
  body: staffAccountBodySchema,
  response: z.array(staffAccountSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Change the roles of a staff account',
  tag: 'staff',
})

/**
 * POST /api/staff/accounts/:id/reset-second-factor: forgets the authenticator and recovery codes
 * and ends the account's sessions; the next login enrols again.
 */
export const staffResetSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/api/staff/accounts/:id/reset-second-factor',
  params: staffIdParamsSchema,
  response: z.array(staffAccountSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: "Reset a staff account's second factor",
  tag: 'staff',
})

/**
 * POST /api/staff/accounts/:id/unlock: lifts the lock of an account locked after wrong
 * second-factor codes (issue 23 item 3) and forgets the count; the authenticator is kept, so
 * whoever knows the password still needs it.
 */
export const staffUnlockAccount = defineEndpoint({
  method: 'POST',
  path: '/api/staff/accounts/:id/unlock',
  params: staffIdParamsSchema,
  response: z.array(staffAccountSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Unlock a staff account locked after wrong second-factor codes',
  tag: 'staff',
})
