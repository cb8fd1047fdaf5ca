/**
 * A resident's contracts and requests, and the audit log view (issue 14 "Residents and
 * contracts", "Audit log view: who did what and when, filterable, for administrators").
 */
import { z } from 'zod'
import { isoDateSchema, optionalText } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import { timestampSchema, uuidSchema, wireDateSchema } from '../../entities/common.ts'
import { inboxKinds } from './roles.ts'
import { staffIdParamsSchema } from './shared.ts'

/** A resident's contracts with their requests. */
export const staffResidentDetailSchema = z.object({
  uuid: uuidSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  contracts: z.array(
    z.object({
      contractUuid: uuidSchema,
      referenceNumber: z.string(),
      status: z.string(),
      contractType: z.string(),
      address: z.string(),
      startDate: wireDateSchema,
      endDate: wireDateSchema.nullable(),
      requests: z.array(
        z.object({
          kind: z.enum(inboxKinds),
          id: uuidSchema,
          title: z.string(),
          status: z.string(),
          createdAt: timestampSchema,
        }),
      ),
    }),
  ),
})
/** A resident for staff. */
export type StaffResidentDetail = z.infer<typeof staffResidentDetailSchema>

/** GET /api/staff/residents/:id: a resident's contracts and requests. */
export const staffResident = defineEndpoint({
  method: 'GET',
  path: '/api/staff/residents/:id',
  params: staffIdParamsSchema,
  response: staffResidentDetailSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: "A resident's contracts and requests",
  tag: 'staff',
})

/** Query of the audit log. */
export const auditQuerySchema = z.object({
  action: optionalText(100).optional(),
  actor: optionalText(200).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
})
/** Audit filters. */
export type AuditQuery = z.input<typeof auditQuerySchema>

/** One audit entry. */
export const auditEntrySchema = z.object({
  id: uuidSchema,
  occurredAt: timestampSchema,
  action: z.string(),
  actorEmail: z.string().nullable(),
  impersonatorEmail: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
})

/** GET /api/staff/audit: newest first, at most 200 (administrators). */
export const staffAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/staff/audit',
  query: auditQuerySchema,
  response: z.array(auditEntrySchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Audit log',
  tag: 'staff',
})
