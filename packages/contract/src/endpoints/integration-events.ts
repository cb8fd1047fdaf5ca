/**
 * Outgoing events and the ERP's decisions of the integration API (issue 22 items 4 and 5;
 * ADR 0024), OpenAPI tag `Integration`.
 *
 * - Every resident action the housing provider must act on becomes an event `{id, type,
 *   occurredAt, data}` in the same transaction as the action. `type` is `<entity>.<verb>` in
 *   snake_case ({@link integrationEventTypes}); `data` carries our ids and the provider's external
 *   ids where they exist, and the fields an ERP needs.
 * - Pull feed: `GET /api/integration/v1/events?after=CURSOR&limit=N` (scope `events:read`) answers
 *   `{events, next}`; `next` is an opaque cursor to pass as `after`, stable across calls.
 * - Webhooks per machine client (administrators): each event is POSTed as JSON, signed per the
 *   Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`),
 *   retried with exponential backoff for 3 days, in order per entity; undeliverable ones are in a
 *   dead-letter list and can be sent again.
 * - Decisions: `POST /api/integration/v1/contract-requests/{kind}/{id}/decision` and `POST
 *   /api/integration/v1/defect-notices/{id}/events` (scope `requests:decide`) reach the resident as
 *   a staff member's action does; `GET /api/integration/v1/contract-requests` (`requests:read`).
 */
import { z } from 'zod'
import { enumField, requiredText, stringField } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyArray,
  bodyObject,
  emptyObjectSchema,
  timestampSchema,
  uuidSchema,
} from '../entities/common.ts'
import { bearerErrors, integrationClientParamsSchema, integrationTag } from './integration.ts'
import { defectNoticeEventTypes, noticeStatuses } from '../entities/notice.ts'
import { staffContractRequestSchema } from './contract-requests/staff.ts'

// ------------------------------------------------------------------------------------------------
// Events
// ------------------------------------------------------------------------------------------------

/**
 * Event types (issue 22 item 4), `<snake_case entity>.<past-tense verb>`:
 * - `defect_notice.created` / `.updated`: a fault report filed / edited by the resident;
 * - `question.created`, `feedback.created`;
 * - `message.sent`: a message or reply from the resident;
 * - `termination_request.created` / `.confirmed` / `.rejected` (a party confirmed or rejected
 *   it) / `.decided` (the provider accepted or rejected it; `data.decision`), and the same for
 *   `modification_request`;
 * - `parking_reservation.created` / `.ended` (the resident ended it);
 * - `resident.updated`: the resident changed their own information.
 */
export const integrationEventTypes = [
  'defect_notice.created',
  'defect_notice.updated',
  'question.created',
  'feedback.created',
  'message.sent',
  'termination_request.created',
  'termination_request.confirmed',
  'termination_request.rejected',
  'termination_request.decided',
  'modification_request.created',
  'modification_request.confirmed',
  'modification_request.rejected',
  'modification_request.decided',
  'parking_reservation.created',
  'parking_reservation.ended',
  'resident.updated',
] as const
/** One event type. */
export type IntegrationEventType = (typeof integrationEventTypes)[number]

/** One event, as in the feed and in a webhook's body. */
export const integrationEventSchema = z.object({
  /** The event's id (uuid); also the webhook's `webhook-id`, so a receiver can deduplicate. */
  id: z.string(),
  type: z.enum(integrationEventTypes),
  occurredAt: timestampSchema,
  /** The entity's ids (ours: `id`; the provider's: `externalId` where one exists) and fields. */
  data: z.record(z.string(), z.unknown()),
})
/** An event. */
export type IntegrationEvent = z.infer<typeof integrationEventSchema>

/** Query of the feed: after a cursor (absent: from the start), at most `limit` (1–500, 100). */
export const integrationEventsQuerySchema = z.object({
  after: stringField()
    .regex(/^[0-9]+-[0-9]+$/, { error: 'invalid_string' })
    .optional(),
  limit: z.coerce
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(1, { error: 'invalid_number' })
    .max(500, { error: 'invalid_number' })
    .default(100),
})

/** GET /api/integration/v1/events (scope `events:read`). */
export const integrationEvents = defineEndpoint({
  method: 'GET',
  path: '/api/integration/v1/events',
  query: integrationEventsQuerySchema,
  response: z.object({
    events: z.array(integrationEventSchema),
    /** Pass as `after` for the next page; the same cursor when there was nothing new. */
    next: z.string().nullable(),
  }),
  errors: [...bearerErrors],
  summary: 'Events after a cursor, oldest first',
  tag: integrationTag,
})

// ------------------------------------------------------------------------------------------------
// Webhooks (staff console, administrators)
// ------------------------------------------------------------------------------------------------

/** An endpoint URL: https, or http (a receiver inside the provider's network). */
export const webhookUrlSchema = stringField()
  .trim()
  .max(2000, { error: 'invalid_string' })
  .refine(
    (value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === ''
      } catch {
        return false
      }
    },
    { error: 'invalid_string' },
  )

/** Body of `createIntegrationWebhook`: the URL and the event types it receives. */
export const integrationWebhookBodySchema = bodyObject({
  url: webhookUrlSchema,
  events: bodyArray(enumField(integrationEventTypes)).min(1, { error: 'required' }),
})
/** A new webhook. */
export type IntegrationWebhookBody = z.input<typeof integrationWebhookBodySchema>

/** A webhook as the console lists it (never its secret). */
export const integrationWebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(integrationEventTypes)),
  createdAt: timestampSchema,
  /** Deliveries waiting (pending or being sent) and dead. */
  pending: z.number(),
  dead: z.number(),
})
/** A listed webhook. */
export type IntegrationWebhook = z.infer<typeof integrationWebhookSchema>

/** POST /api/staff/integration-clients/:clientId/webhooks (administrators): 201 `{id, secret}`. */
export const createIntegrationWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integration-clients/:clientId/webhooks',
  params: integrationClientParamsSchema,
  body: integrationWebhookBodySchema,
  response: z.object({
    id: z.string(),
    /** The Standard Webhooks signing secret `whsec_…`, shown only in this answer. */
    secret: z.string(),
  }),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Add a webhook endpoint to a machine client',
  tag: integrationTag,
})

/** GET /api/staff/integration-clients/:clientId/webhooks (administrators). */
export const integrationWebhooks = defineEndpoint({
  method: 'GET',
  path: '/api/staff/integration-clients/:clientId/webhooks',
  params: integrationClientParamsSchema,
  response: z.array(integrationWebhookSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: "A machine client's webhook endpoints",
  tag: integrationTag,
})

/** Path of one webhook. */
export const integrationWebhookParamsSchema = z.object({
  clientId: integrationClientParamsSchema.shape.clientId,
  webhookId: uuidSchema,
})

/** DELETE /api/staff/integration-clients/:clientId/webhooks/:webhookId (administrators). */
export const deleteIntegrationWebhook = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/integration-clients/:clientId/webhooks/:webhookId',
  params: integrationWebhookParamsSchema,
  response: emptyObjectSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Delete a webhook endpoint (its waiting deliveries stop)',
  tag: integrationTag,
})

/** One delivery in the dead-letter list. */
export const deadWebhookDeliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  url: z.string(),
  event: integrationEventSchema,
  attempts: z.number(),
  lastAttemptAt: timestampSchema.nullable(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
})
/** A dead delivery. */
export type DeadWebhookDelivery = z.infer<typeof deadWebhookDeliverySchema>

/** GET /api/staff/integration-clients/:clientId/dead-letters (administrators), newest first. */
export const integrationDeadLetters = defineEndpoint({
  method: 'GET',
  path: '/api/staff/integration-clients/:clientId/dead-letters',
  params: integrationClientParamsSchema,
  response: z.array(deadWebhookDeliverySchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: "Deliveries of a client's webhooks given up after 3 days",
  tag: integrationTag,
})

/** One delivery of an event to a webhook, as the administrators' list shows it. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  url: z.string(),
  /** `pending` (waiting for its next attempt), `sending`, `delivered` or `dead`. */
  status: z.enum(['pending', 'sending', 'delivered', 'dead']),
  eventId: z.string(),
  eventType: z.string(),
  occurredAt: timestampSchema,
  attempts: z.number(),
  lastAttemptAt: timestampSchema.nullable(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: timestampSchema.nullable(),
  nextAttemptAt: timestampSchema.nullable(),
})
/** A delivery and its status. */
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>

/**
 * GET /api/staff/integration-clients/:clientId/deliveries (administrators): the latest 100
 * deliveries of the client's webhooks, newest event first.
 */
export const integrationDeliveries = defineEndpoint({
  method: 'GET',
  path: '/api/staff/integration-clients/:clientId/deliveries',
  params: integrationClientParamsSchema,
  response: z.array(webhookDeliverySchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: "The latest deliveries of a client's webhooks and their status",
  tag: integrationTag,
})

/** Path of one delivery. */
export const integrationDeliveryParamsSchema = z.object({
  clientId: integrationClientParamsSchema.shape.clientId,
  deliveryId: uuidSchema,
})

/** POST /api/staff/integration-clients/:clientId/dead-letters/:deliveryId/resend. */
export const resendIntegrationDelivery = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integration-clients/:clientId/dead-letters/:deliveryId/resend',
  params: integrationDeliveryParamsSchema,
  response: emptyObjectSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Send a dead delivery again (a new 3-day retry window)',
  tag: integrationTag,
})

// ------------------------------------------------------------------------------------------------
// Decisions and status from the ERP
// ------------------------------------------------------------------------------------------------

/** A text in the three languages (each 1–1000 characters). */
export const translatedReasonSchema = bodyObject({
  fi: requiredText(1000),
  sv: requiredText(1000),
  en: requiredText(1000),
})

/** Body of a decision: accepted or rejected, with a reason shown to the residents. */
export const integrationDecisionBodySchema = bodyObject({
  decision: enumField(['accepted', 'rejected'] as const),
  reason: translatedReasonSchema.optional(),
})
/** A decision. */
export type IntegrationDecisionBody = z.input<typeof integrationDecisionBodySchema>

/** Path of one request. */
export const integrationRequestParamsSchema = z.object({
  kind: z.enum(['termination', 'modification']),
  id: uuidSchema,
})

/**
 * POST /api/integration/v1/contract-requests/:kind/:id/decision (scope `requests:decide`): the
 * provider's decision on a `ready_for_review` request, as the staff console's (kenno_accepted /
 * kenno_rejected notification and e-mail in each resident's language). 409
 * REQUEST_NOT_REVIEWABLE when not ready for review; 403 DECISIONS_NOT_ALLOWED when the
 * deployment decides in the console only.
 */
export const integrationDecideContractRequest = defineEndpoint({
  method: 'POST',
  path: '/api/integration/v1/contract-requests/:kind/:id/decision',
  params: integrationRequestParamsSchema,
  body: integrationDecisionBodySchema,
  response: staffContractRequestSchema,
  errors: [...bearerErrors, 'REQUEST_NOT_REVIEWABLE', 'DECISIONS_NOT_ALLOWED'],
  summary: 'Accept or reject a termination or modification request',
  tag: integrationTag,
})

/** Query of the request list: its status (default `ready_for_review`). */
export const integrationRequestsQuerySchema = z.object({
  status: z
    .enum([
      'pending_strong_authentication',
      'pending_tenant_approval',
      'ready_for_review',
      'approved',
      'rejected',
    ])
    .default('ready_for_review'),
})

/** GET /api/integration/v1/contract-requests?status= (scope `requests:read`), oldest first. */
export const integrationContractRequests = defineEndpoint({
  method: 'GET',
  path: '/api/integration/v1/contract-requests',
  query: integrationRequestsQuerySchema,
  response: z.array(staffContractRequestSchema),
  errors: [...bearerErrors],
  summary: 'Termination and modification requests in a status',
  tag: integrationTag,
})

/** Body of a fault report event from the maintenance system. */
export const integrationDefectEventBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('work_order'), workOrderId: requiredText(50) }).strict(),
  z.object({ type: z.literal('started') }).strict(),
  z.object({ type: z.literal('work_note'), description: requiredText(1000) }).strict(),
  z.object({ type: z.literal('completed') }).strict(),
])
/** A fault report event. */
export type IntegrationDefectEventBody = z.input<typeof integrationDefectEventBodySchema>

/** A fault report's status and resident-visible timeline (oldest event first). */
export const integrationDefectNoticeSchema = z.object({
  id: z.string(),
  noticeNumber: z.number(),
  status: z.enum(noticeStatuses),
  events: z.array(
    z.object({
      id: z.string(),
      eventType: z.enum(defectNoticeEventTypes),
      createdAt: timestampSchema,
      workOrderId: z.string().nullable(),
      workNoteDescription: z.string().nullable(),
      workFinishedAt: timestampSchema.nullable(),
    }),
  ),
})

/**
 * POST /api/integration/v1/defect-notices/:id/events (scope `requests:decide`): a work order,
 * start, resident-visible work note or completion, as the staff console records it (timeline
 * event, status, e-mail in the resident's language). 409 REQUEST_NOT_REVIEWABLE when completed.
 */
export const integrationDefectNoticeEvent = defineEndpoint({
  method: 'POST',
  path: '/api/integration/v1/defect-notices/:id/events',
  params: z.object({ id: uuidSchema }),
  body: integrationDefectEventBodySchema,
  response: integrationDefectNoticeSchema,
  errors: [...bearerErrors, 'REQUEST_NOT_REVIEWABLE'],
  summary: 'Record a work order, start, work note or completion on a fault report',
  tag: integrationTag,
})
