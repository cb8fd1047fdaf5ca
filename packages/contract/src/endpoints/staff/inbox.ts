/**
 * The staff inbox and the real properties it filters by (issue 14): what residents sent, of the
 * kinds the member's roles cover, with the service level the spec promises.
 */
import { z } from 'zod'
import { enumField } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import { timestampSchema, uuidField, uuidSchema } from '../../entities/common.ts'
import { inboxKinds } from './roles.ts'
import { serviceLevelSchema, staffRequestOriginSchema } from './shared.ts'

/** A real property with its buildings (filters, bulletin audiences, parking). */
export const staffPropertySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  buildings: z.array(z.object({ id: uuidSchema, address: z.string() })),
})
/** A real property. */
export type StaffProperty = z.infer<typeof staffPropertySchema>

/** GET /api/staff/properties: the real properties the member works for, by name. */
export const staffProperties = defineEndpoint({
  method: 'GET',
  path: '/api/staff/properties',
  response: z.array(staffPropertySchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Real properties and buildings',
  tag: 'staff',
})

/** Inbox statuses: notices' and requests' statuses mapped to open / in progress / done. */
export const inboxStatuses = ['open', 'in_progress', 'done'] as const

/** Query of the inbox: every filter optional. `olderThanDays` in calendar days. */
export const inboxQuerySchema = z.object({
  kind: enumField(inboxKinds).optional(),
  status: enumField(inboxStatuses).optional(),
  realPropertyId: uuidField.optional(),
  olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
})
/** Inbox filters. */
export type InboxQuery = z.input<typeof inboxQuerySchema>

/** One item of the inbox. */
export const inboxItemSchema = z.object({
  kind: z.enum(inboxKinds),
  id: uuidSchema,
  noticeNumber: z.number().int().nullable(),
  title: z.string(),
  status: z.enum(inboxStatuses),
  rawStatus: z.string(),
  createdAt: timestampSchema,
  origin: staffRequestOriginSchema,
  serviceLevel: serviceLevelSchema.nullable(),
})
/** One inbox item. */
export type InboxItem = z.infer<typeof inboxItemSchema>

/**
 * GET /api/staff/inbox: what residents sent, of the kinds the member's roles cover (maintenance
 * only within its properties), overdue first, then by due date, then oldest first; at most 200.
 */
export const staffInbox = defineEndpoint({
  method: 'GET',
  path: '/api/staff/inbox',
  query: inboxQuerySchema,
  response: z.array(inboxItemSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Inbox of resident requests with service levels',
  tag: 'staff',
})
