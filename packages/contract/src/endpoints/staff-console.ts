/**
 * The housing provider's staff console (issue 14; ADR 0011): the second factor of the staff
 * login, the roles and what each may do, and the calls of the console's work — inbox, messages,
 * contract requests, residents and the audit log (the staff calls of fault reports, questions,
 * bulletins and parking are in `defect-notices.ts`, `feedback-questions.ts`, `bulletins.ts` and
 * `parking.ts`, ADR 0033). The web app's console lives under `/henkilosto`.
 *
 * Every call but the login steps needs a staff session (401 UNAUTHORIZED otherwise) and a role
 * whose capabilities include the call's ({@link capabilitiesByRole}); otherwise 403
 * STAFF_ROLE_REQUIRED. A record outside the member's properties answers 404 NOT_FOUND, as
 * another resident's data does for residents. Every write is refused while impersonating
 * (401 IMPERSONATION_WRITE_ACCESS_DENIED).
 */
import { z } from 'zod'
import {
  codeSchema,
  enumField,
  isoDateSchema,
  optionalText,
  requiredString,
  requiredText,
  type ServiceLevel,
} from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyArray,
  bodyObject,
  emptyObjectSchema,
  timestampSchema,
  uuidField,
  uuidSchema,
  wireDateSchema,
} from '../entities/common.ts'
import { fileRecordSchema } from '../entities/file.ts'
import { fileCompleteBodySchema, fileInitBodySchema, fileInitResponseSchema } from './files.ts'

// ------------------------------------------------------------------------------------------------
// Roles and capabilities
// ------------------------------------------------------------------------------------------------

/** Staff roles (issue 14 "Who"). */
export const staffRoles = [
  'customer_service',
  'maintenance',
  'property_manager',
  'administrator',
] as const
/** A staff role. */
export type StaffRole = (typeof staffRoles)[number]

/** What a staff member may do, by area of the console. */
export const staffCapabilities = [
  'inbox',
  'defect_notices',
  'feedback_questions',
  'messages',
  'contract_requests',
  'bulletins',
  'parking',
  'residents',
  'impersonation',
  'audit',
  'accounts',
  'integrations',
] as const
/** One capability. */
export type StaffCapability = (typeof staffCapabilities)[number]

/**
 * Each role sees only what its work needs (issue 14): maintenance the fault reports of its
 * properties; customer service messages, questions and feedback; property managers contract
 * requests and parking; administrators bulletins, the audit log, the staff accounts and the integration clients (issue 22). Everyone but maintenance may
 * search residents. Looking at the portal as a resident (read-only impersonation) is its own
 * capability, `impersonation`, of customer service and administrators only (issue 23 item 9): an
 * impersonator reads everything the resident can, messages and feedback included, so a role
 * without those capabilities (the property manager) must not get them that way.
 */
export const capabilitiesByRole: Record<StaffRole, readonly StaffCapability[]> = {
  maintenance: ['inbox', 'defect_notices'],
  customer_service: ['inbox', 'feedback_questions', 'messages', 'residents', 'impersonation'],
  property_manager: ['inbox', 'contract_requests', 'parking', 'residents'],
  administrator: [
    'inbox',
    'bulletins',
    'audit',
    'residents',
    'impersonation',
    'accounts',
    'integrations',
  ],
}

/** The capabilities of a member with `roles`, in the order of {@link staffCapabilities}. */
export function capabilitiesOf(roles: readonly StaffRole[]): StaffCapability[] {
  const granted = new Set(roles.flatMap((role) => capabilitiesByRole[role]))
  return staffCapabilities.filter((capability) => granted.has(capability))
}

/** The kinds of resident requests the inbox lists, and the capability each needs. */
export const inboxKinds = [
  'defect_notice',
  'question',
  'feedback',
  'message',
  'termination_request',
  'modification_request',
] as const
/** A kind of inbox item. */
export type InboxKind = (typeof inboxKinds)[number]

/** The capability that lets a member see inbox items of a kind. */
export const capabilityOfInboxKind: Record<InboxKind, StaffCapability> = {
  defect_notice: 'defect_notices',
  question: 'feedback_questions',
  feedback: 'feedback_questions',
  message: 'messages',
  termination_request: 'contract_requests',
  modification_request: 'contract_requests',
}

// ------------------------------------------------------------------------------------------------
// Login: second factor
// ------------------------------------------------------------------------------------------------

/**
 * Answer of `staffLogin` after the right password: the next step. `enrolment` on the first login
 * (no authenticator yet), else `second_factor`. No session exists until that step succeeds.
 */
export const staffLoginStepSchema = z.object({ next: z.enum(['enrolment', 'second_factor']) })
/** The next login step. */
export type StaffLoginStep = z.infer<typeof staffLoginStepSchema>

/** The authenticator to enrol: the base32 secret and its `otpauth://` URI (for a QR code). */
export const staffEnrolmentSchema = z.object({
  email: z.string(),
  secret: z.string(),
  otpauthUri: z.string(),
})
/** Enrolment data. */
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>

/** Body with a 6-digit authenticator code (keys `required`, `invalid_pin`). */
export const staffTotpBodySchema = bodyObject({ code: codeSchema })
/** A TOTP code body. */
export type StaffTotpBody = z.input<typeof staffTotpBodySchema>

/** A recovery code: 10 characters as shown (`xxxxx-xxxxx`, case and dashes ignored). */
export const recoveryCodeSchema = requiredString()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'invalid_pin' }))

/** Body of the second factor: a TOTP code or a recovery code. */
export const staffSecondFactorBodySchema = z.union([
  bodyObject({ code: codeSchema }),
  bodyObject({ recoveryCode: recoveryCodeSchema }),
])
/** Body of the second factor. */
export type StaffSecondFactorBody = z.input<typeof staffSecondFactorBodySchema>

/** The recovery codes given once at enrolment (10 codes). */
export const staffRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })

/**
 * GET /api/staff/login/enrolment: the secret to enrol (public, needs the login-challenge cookie
 * of a password step whose answer was `enrolment`; else 401 UNAUTHORIZED).
 */
export const staffEnrolment = defineEndpoint({
  method: 'GET',
  path: '/api/staff/login/enrolment',
  response: staffEnrolmentSchema,
  errors: ['UNAUTHORIZED'],
  summary: 'Start enrolling the authenticator (first staff login)',
  tag: 'staff',
})

/**
 * POST /api/staff/login/enrolment { code }: proves the authenticator; stores it, answers the
 * recovery codes (shown once) and starts the session. 400 CODE_MISMATCH_EXCEPTION for a wrong
 * code, 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION after 5, 401 UNAUTHORIZED without a challenge.
 * Each code is counted before it is checked; 10 wrong codes in a row on one account, across
 * logins, lock it: 403 STAFF_ACCOUNT_LOCKED until an administrator unlocks it
 * ({@link staffUnlockAccount}).
 */
export const staffConfirmEnrolment = defineEndpoint({
  method: 'POST',
  path: '/api/staff/login/enrolment',
  body: staffTotpBodySchema,
  response: staffRecoveryCodesSchema,
  errors: [
    'UNAUTHORIZED',
    'CODE_MISMATCH_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'STAFF_ACCOUNT_LOCKED',
  ],
  summary: 'Finish enrolling the authenticator and log in',
  tag: 'staff',
})

/**
 * POST /api/staff/login/second-factor { code } or { recoveryCode }: starts the session. A
 * recovery code works once. Errors as {@link staffConfirmEnrolment}.
 */
export const staffSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/api/staff/login/second-factor',
  body: staffSecondFactorBodySchema,
  response: emptyObjectSchema,
  errors: [
    'UNAUTHORIZED',
    'CODE_MISMATCH_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'STAFF_ACCOUNT_LOCKED',
  ],
  summary: 'Second factor of the staff login',
  tag: 'staff',
})

// ------------------------------------------------------------------------------------------------
// Shared shapes
// ------------------------------------------------------------------------------------------------

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

/** Where a request was sent from: contract, address and resident. */
export const staffRequestOriginSchema = z.object({
  contractUuid: uuidSchema,
  realPropertyId: uuidSchema,
  realPropertyName: z.string(),
  address: z.string(),
  residentName: z.string().nullable(),
  residentEmail: z.string().nullable(),
  residentPhone: z.string().nullable(),
})
/** Origin of a request. */
export type StaffRequestOrigin = z.infer<typeof staffRequestOriginSchema>

/** The service level of an item (see `serviceLevelOf` in the domain). */
export const serviceLevelSchema = z.object({
  dueDate: wireDateSchema,
  businessDaysLeft: z.number().int(),
  overdue: z.boolean(),
}) satisfies z.ZodType<ServiceLevel>

/** A note staff keep for each other; never shown to residents. */
export const internalNoteSchema = z.object({
  id: uuidSchema,
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: timestampSchema,
})

/** Body of an internal note (1–3000 characters). */
export const internalNoteBodySchema = bodyObject({ body: requiredText(3000) })

/** Params `:id` of a staff record. */
export const staffIdParamsSchema = z.object({ id: uuidField })

// ------------------------------------------------------------------------------------------------
// Me
// ------------------------------------------------------------------------------------------------

// ------------------------------------------------------------------------------------------------
// Inbox
// ------------------------------------------------------------------------------------------------

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

// ------------------------------------------------------------------------------------------------
// Attachments and rich text of the staff calls (fault reports, questions, messages, bulletins)
// ------------------------------------------------------------------------------------------------

/**
 * A resident's (or staff reply's) attachment as staff see it: `url` is a signed, expiring
 * (15 minutes) address `GET /api/staff/files/:uuid?expires&signature` for this staff member; the
 * download checks the role again and is audited (`staff_file_downloaded`).
 */
export const staffAttachmentSchema = z.object({
  name: z.string(),
  uuid: uuidSchema,
  url: z.string(),
})
/** An attachment with its staff download address. */
export type StaffAttachment = z.infer<typeof staffAttachmentSchema>

/** Message body limit (spec 02 §5 Message: max 3000). */
export const STAFF_MESSAGE_MAX = 3000

/** Rich text of an answer or reply: required, at most 3000 characters of text (sanitised). */
export const staffRichTextSchema = requiredString().max(20_000, { error: 'invalid_string' })

// ------------------------------------------------------------------------------------------------
// Messages
// ------------------------------------------------------------------------------------------------

/** A message thread as staff see it. */
export const staffMessageThreadSchema = z.object({
  id: uuidSchema,
  subject: z.string(),
  origin: staffRequestOriginSchema,
  serviceLevel: serviceLevelSchema.nullable(),
  entries: z.array(
    z.object({
      messageId: z.string(),
      entryType: z.enum([
        'OutgoingEmailMessage',
        'IncomingEmailMessage',
        'ManualEmailConversation',
      ]),
      fromResident: z.boolean(),
      senderName: z.string().nullable(),
      timestamp: timestampSchema,
      title: z.string(),
      htmlContent: z.string(),
      files: z.array(staffAttachmentSchema),
    }),
  ),
  internalNotes: z.array(internalNoteSchema),
})
/** A thread for staff. */
export type StaffMessageThread = z.infer<typeof staffMessageThreadSchema>

/** GET /api/staff/message-threads/:id (customer service). */
export const staffMessageThread = defineEndpoint({
  method: 'GET',
  path: '/api/staff/message-threads/:id',
  params: staffIdParamsSchema,
  response: staffMessageThreadSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'A message thread',
  tag: 'staff',
})

/** Body of a reply: sanitised rich text and uploaded files (uuids). */
export const staffReplyBodySchema = bodyObject({
  htmlContent: staffRichTextSchema,
  fileIds: bodyArray(uuidField).max(10).default([]),
})
/** A reply body. */
export type StaffReplyBody = z.input<typeof staffReplyBodySchema>

/**
 * POST /api/staff/message-threads/:id/reply: a reply in the resident's thread (title "VS:" or
 * "RE:" by the resident's language); the resident gets a `message` notification and an e-mail.
 */
export const staffReplyToThread = defineEndpoint({
  method: 'POST',
  path: '/api/staff/message-threads/:id/reply',
  params: staffIdParamsSchema,
  body: staffReplyBodySchema,
  response: staffMessageThreadSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Reply in a resident message thread',
  tag: 'staff',
})

/** POST /api/staff/message-threads/:id/notes: an internal note. */
export const staffAddThreadNote = defineEndpoint({
  method: 'POST',
  path: '/api/staff/message-threads/:id/notes',
  params: staffIdParamsSchema,
  body: internalNoteBodySchema,
  response: staffMessageThreadSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Add an internal note to a message thread',
  tag: 'staff',
})

// ------------------------------------------------------------------------------------------------
// Residents and audit
// ------------------------------------------------------------------------------------------------

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

// ------------------------------------------------------------------------------------------------
// Attachments of staff replies (the files platform, as staff)
// ------------------------------------------------------------------------------------------------

/**
 * POST /api/staff/file-init: as `fileInit`, for a staff member (customer service); the upload
 * address is `PUT /api/staff/file-upload/:fileUuid?expires&signature`.
 */
export const staffFileInit = defineEndpoint({
  method: 'POST',
  path: '/api/staff/file-init',
  body: fileInitBodySchema,
  response: fileInitResponseSchema,
  errors: ['STAFF_ROLE_REQUIRED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
  summary: 'Start a file upload (staff)',
  tag: 'staff',
})

/** POST /api/staff/file-complete: as `fileComplete`, for a staff member. */
export const staffFileComplete = defineEndpoint({
  method: 'POST',
  path: '/api/staff/file-complete',
  body: fileCompleteBodySchema,
  response: fileRecordSchema,
  errors: [
    'STAFF_ROLE_REQUIRED',
    'NOT_FOUND',
    'FILE_TOO_LARGE',
    'UNSUPPORTED_FILE_TYPE',
    'FILE_UPLOAD_CONFLICT',
  ],
  summary: 'Finish a file upload (staff)',
  tag: 'staff',
})

// ------------------------------------------------------------------------------------------------
// Staff accounts (administrators)
// ------------------------------------------------------------------------------------------------

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
