/**
 * The security audit log (issue 4 "Audit log"): one append-only row per security event in
 * `audit_log` (0001_init.sql; UPDATE and DELETE are refused by a trigger).
 *
 * Events and what `details` holds (never a password, code or token):
 *
 * | action                          | actor                 | details                                  |
 * |---------------------------------|-----------------------|------------------------------------------|
 * | `login_succeeded`               | the account           | `{ door }` (`resident` or `staff`)       |
 * | `login_failed`                  | the account or null   | `{ email, door, reason }` ¹              |
 * | `login_locked_out`              | the account or null   | `{ email, door, failures, waitMs }`      |
 * | `registration_identified`       | the account or null   | `{ provider, acr, outcome }` ²           |
 * | `registration_completed`        | the new account       | `{ identityProvider, linkedTenants }`    |
 * | `code_sent`                     | the account or null   | `{ purpose, email }`                     |
 * | `password_changed`              | the account           | `{ via }` (`reset` or `change`)          |
 * | `user_updated`                  | the resident          | `{ fields, previousEmail? }`             |
 * | `email_change_requested`        | the resident          | `{ newEmail, inUse }` ⁴                  |
 * | `email_change_refused`          | the resident          | `{ newEmail, reason }` (`wrong_password`) |
 * | `account_deleted`               | the resident          | `{ email }`                              |
 * | `impersonation_started`         | the staff user        | `{ residentEmail }`, entity = resident   |
 * | `impersonation_ended`           | the staff user        | `{}`, entity = resident                  |
 * | `impersonated_write_refused`    | the resident          | `{ method, path }`; impersonator set ³   |
 * | `impersonated_read`             | the resident          | `{ path }`; impersonator set ³ (issue 23 item 9) |
 * | `login_password_verified`       | the staff user        | `{ door }`: password right, second factor next |
 * | `second_factor_enrolled`, `second_factor_failed`, `recovery_code_used` | the staff user | `{}` / `{ failures, accountFailures }` |
 * | `staff_account_locked`          | the staff user        | `{ failures }`: wrong codes in a row (issue 23 item 3) |
 * | `staff_*`                       | the staff user        | what was done, entity = the record ⁵     |
 * | `integration_client_*`          | the administrator     | entity = the client's public id          |
 * | `integration_token_issued`, `integration_token_refused` | null | `{ clientId, scopes }` / `{ clientId, reason }` |
 * | `integration_webhook_created`, `integration_webhook_deleted`, `integration_delivery_resent` | the administrator | entity = the endpoint or delivery, `{ clientId, … }` |
 * | `integration_call`              | null                  | `{ clientId, scope, result, status, method, path }`, entity = the entity type and external id ⁶ |
 *
 * ¹ `reason`: `invalid_credentials` (unknown e-mail or wrong password), `wrong_door` (a staff
 * account at the resident login or the other way round), `not_confirmed` (right password, the
 * registration is not finished).
 * ² `outcome`: `new`, `continue`, `restarted`, `no_tenant_found`, `user_already_registered`,
 * `incorrect_provider`, or `cancelled` / `failed` with the identity failure `reason`.
 * ³ `entity_id` is the route, e.g. `POST /api/user/update` or `GET /api/contracts/:contractUuid`.
 * ⁴ `inUse`: another account had the address, so its owner got a notice instead of a code.
 * ⁵ the staff's actions (issue 14), see `features/staff/` and each feature's `staff-routes.ts`.
 * ⁶ one row per call of a machine client (issue 22), `features/integration/auth.ts`.
 *
 * `ip_address` is the request's address (`request.ip`, honouring TRUST_PROXY).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Queryable } from './db/db.ts'
import { insertAuditRow } from './repository.ts'

/** The audited security events. */
export const auditActions = [
  'login_succeeded',
  'login_failed',
  'login_locked_out',
  'registration_identified',
  'registration_completed',
  'code_sent',
  'password_changed',
  'user_updated',
  'email_change_requested',
  'email_change_refused',
  'account_deleted',
  'impersonation_started',
  'impersonation_ended',
  'impersonated_write_refused',
  'impersonated_read',
  // Staff actions (issue 14; features/staff and the features' staff-routes.ts write them).
  'login_password_verified',
  'second_factor_enrolled',
  'second_factor_failed',
  'recovery_code_used',
  'staff_account_locked',
  'staff_defect_notice_event',
  'staff_note_added',
  'staff_feedback_question_answered',
  'staff_feedback_question_status',
  'staff_message_replied',
  'staff_contract_request_decided',
  'staff_bulletin_saved',
  'staff_bulletin_unpublished',
  'staff_parking_changed',
  'staff_account_changed',
  'staff_file_downloaded',
  // Integration API (issue 22; features/integration/): clients by administrators, tokens and
  // every call of a machine client (actor null; details.clientId names the client).
  'integration_client_created',
  'integration_client_secret_rotated',
  'integration_client_disabled',
  'integration_token_issued',
  'integration_token_refused',
  'integration_call',
  'integration_webhook_created',
  'integration_webhook_deleted',
  'integration_delivery_resent',
] as const
/** One audited event, see {@link auditActions}. */
export type AuditAction = (typeof auditActions)[number]

/** One audit entry. */
export interface AuditEntry {
  action: AuditAction
  /** The account acting (for impersonation: the resident whose data was touched). */
  actorUserId?: string | null
  /** The staff user when the actor is impersonated. */
  impersonatorUserId?: string | null
  /** What the event is about, e.g. `user`. */
  entityType?: string | null
  entityId?: string | null
  contractId?: string | null
  ipAddress?: string | null
  /** Machine-readable facts; JSON. */
  details?: Record<string, unknown>
  /** When it happened (default: the database's `now()`). */
  at?: Date
}

/**
 * Appends one entry.
 *
 * @param q the database, or the transaction of the change being audited (the entry then commits
 *   or rolls back with it).
 * @throws the database error.
 */
export async function audit(q: Queryable, entry: AuditEntry): Promise<void> {
  await insertAuditRow(q, {
    at: entry.at ?? null,
    actorUserId: entry.actorUserId ?? null,
    impersonatorUserId: entry.impersonatorUserId ?? null,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    contractId: entry.contractId ?? null,
    ipAddress: entry.ipAddress ?? null,
    detailsJson: JSON.stringify(entry.details ?? {}),
  })
}

/**
 * Appends one entry outside any transaction of the caller, logging instead of throwing when the
 * database refuses: for events written on the way to an error answer (a refused write, a failed
 * login), where the answer must not change because the log could not be written.
 */
export async function auditQuietly(
  q: Queryable,
  entry: AuditEntry,
  logger: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  try {
    await audit(q, entry)
  } catch (error) {
    logger.error({ err: error, action: entry.action }, 'audit log write failed')
  }
}
