/**
 * The signed-in user's own data (spec 01 §3 User profile, User permissions, User metadata,
 * Notification; spec 01 §4 Notifications), mapped from rows to the contract's wire shapes.
 */
import type {
  ClosedNotification,
  ContractPermission,
  LastStaffView,
  Notification,
  PermissionRole,
  UserMetadata,
  UserLocale,
  UserProfile,
} from '@asukas/contract'
import { audit } from '../../platform/audit.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Config } from '../../platform/config.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound, unauthorized } from '../../platform/errors.ts'
import { isUuid } from '../../platform/ids.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { type AccountLimits } from '../../platform/rate-limit.ts'
import { recordIntegrationEvent } from '../../platform/integration-events.ts'
import * as repo from './repository.ts'

/**
 * Session metadata: impersonation from the session, identity provider of the resident.
 *
 * @throws ApiError 401 UNAUTHORIZED when the resident's account no longer exists.
 */
export async function userMetadata(db: Queryable, user: SessionUser): Promise<UserMetadata> {
  const resident = await repo.findUser(db, user.residentUserId)
  if (!resident) throw unauthorized()
  return {
    isImpersonator: user.isImpersonator,
    impersonatorEmail: user.impersonatorEmail,
    identityProvider: resident.identity_provider,
  }
}

/**
 * The resident's profile; `cognitoId` is the resident id (our user id, spec 01 §3 "cognitoId
 * (the resident id)").
 *
 * @throws ApiError 401 UNAUTHORIZED when the account no longer exists.
 */
export async function userProfile(db: Queryable, user: SessionUser): Promise<UserProfile> {
  const row = await repo.findUser(db, user.residentUserId)
  if (!row) throw unauthorized()
  return toProfile(row)
}

/**
 * When staff last looked at the portal as the resident: the newest `impersonated_read` audit row
 * with the resident as actor (issue 23 item 9; the guard writes one per read made while
 * impersonating). Uses `audit_log_actor_user_id_idx`.
 *
 * @returns `lastViewedAt` as an ISO timestamp, or null when staff never did.
 */
export async function lastStaffView(db: Queryable, user: SessionUser): Promise<LastStaffView> {
  const at = await repo.lastImpersonatedRead(db, user.residentUserId)
  return { lastViewedAt: at === null ? null : at.toISOString() }
}

/**
 * Stores the resident's portal language, the language of every mail to them (issue 10 finding
 * 3: mail follows the language the resident chose, not the browser of the last login).
 *
 * @throws ApiError 401 UNAUTHORIZED when the account no longer exists.
 */
export async function updateLocale(
  db: Queryable,
  user: SessionUser,
  body: UserLocale,
): Promise<UserLocale> {
  if (!(await repo.setLocale(db, user.residentUserId, body.locale))) throw unauthorized()
  return { locale: body.locale }
}

/**
 * Permission roles of one tenancy (spec 01 §6): `tenant` for the tenant role `tenant`, `payer`
 * for a payer, `contractParty` for a contract party; none when nothing matches.
 */
export function permissionRolesOf(row: repo.TenancyRow): PermissionRole[] {
  const roles: PermissionRole[] = []
  if (row.tenant_role === 'tenant') roles.push('tenant')
  if (row.is_payer) roles.push('payer')
  if (row.is_contract_party) roles.push('contractParty')
  return roles
}

/** Tenant roles of the resident on each of their contracts. */
export async function userPermissions(
  db: Queryable,
  user: SessionUser,
): Promise<ContractPermission[]> {
  const rows = await repo.listTenancies(db, user.residentUserId)
  return rows.map((row) => ({ contractUuid: row.contract_id, tenantRoles: permissionRolesOf(row) }))
}

/** The wire profile of a user row. */
function toProfile(row: repo.UserRow): UserProfile {
  return {
    uuid: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    cognitoId: row.id,
    marketingAllowed: row.marketing_allowed,
    communicationBySms: row.communication_by_sms,
    communicationByEmail: row.communication_by_email,
  }
}

/** What updating and removing the account need. */
export interface OwnAccountDeps {
  config: Config
  db: Db
  clock: Clock
  mailer: Mailer
  limits: AccountLimits
}

/**
 * Saves own information (spec 01 §4 Own information; spec 02 §5 "User info and others", §7
 * update user details): phone and the three communication choices. The login e-mail is not
 * changed here: it needs the current password and a code sent to the new address
 * (`features/accounts/email-change.ts`, issue 8 item 6), so `values.email` must be the current
 * address. Impersonators never get here (the impersonation guard). Audited as `user_updated`
 * with the changed fields.
 *
 * @returns the updated profile.
 * @throws ApiError 400 VALIDATION_ERROR `{ email: 'invalid_string' }` when `values.email` is
 *   another address; 401 UNAUTHORIZED when the account is gone.
 */
export async function updateUser(
  deps: OwnAccountDeps,
  user: SessionUser,
  values: repo.ContactValues,
  ipAddress: string | null,
): Promise<UserProfile> {
  const { db, clock } = deps
  const now = clock.now()
  return db.transaction(async (tx) => {
    const before = await repo.lockUser(tx, user.residentUserId)
    if (!before) throw unauthorized()
    if (values.email !== before.email) {
      throw new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { email: 'invalid_string' } })
    }
    const row = await repo.updateContact(tx, before.id, values)
    if (!row) throw unauthorized()
    const changed = [
      before.phone_number !== row.phone_number ? 'phoneNumber' : null,
      before.communication_by_email !== row.communication_by_email ? 'communicationByEmail' : null,
      before.communication_by_sms !== row.communication_by_sms ? 'communicationBySms' : null,
      before.marketing_allowed !== row.marketing_allowed ? 'marketingAllowed' : null,
    ].filter((field) => field !== null)
    if (changed.length > 0) {
      await audit(tx, {
        action: 'user_updated',
        actorUserId: row.id,
        entityType: 'user',
        entityId: row.id,
        ipAddress,
        at: now,
        details: { fields: changed },
      })
      await recordIntegrationEvent(tx, {
        type: 'resident.updated',
        entity: { type: 'resident', id: row.id },
        occurredAt: now,
        data: {
          id: row.id,
          changed,
          email: row.email,
          phoneNumber: row.phone_number,
          communicationByEmail: row.communication_by_email,
          communicationBySms: row.communication_by_sms,
          marketingAllowed: row.marketing_allowed,
        },
      })
    }
    return toProfile(row)
  })
}

/**
 * Deletes the resident's account (spec 01 §4 Own information "delete account", spec 02 §7 remove
 * user): the login goes (users row, sessions, registrations, codes, portal notifications), the
 * housing records stay (tenants, requests, notices keep their rows with the user link nulled).
 * The "account deleted" mail goes out in the resident's language and the deletion is audited as
 * `account_deleted`, both in the same transaction.
 *
 * @throws ApiError 404 NOT_FOUND when the removeUser flag is off (spec 01 §6); 401 UNAUTHORIZED
 *   when the account is already gone.
 */
export async function removeUser(
  deps: OwnAccountDeps,
  user: SessionUser,
  ipAddress: string | null,
): Promise<void> {
  const { config, db, clock, mailer } = deps
  if (!config.featureFlags.removeUser) throw notFound()
  const now = clock.now()
  await db.transaction(async (tx) => {
    const row = await repo.lockUser(tx, user.residentUserId)
    if (!row) throw unauthorized()
    const lang = (await repo.localeOf(tx, row.id)) ?? 'fi'
    await mailer.send(
      { to: row.email, lang, template: 'account_deleted', params: { firstName: row.first_name } },
      tx,
    )
    await audit(tx, {
      action: 'account_deleted',
      actorUserId: row.id,
      entityType: 'user',
      entityId: row.id,
      ipAddress,
      at: now,
      details: { email: row.email },
    })
    await repo.deleteUser(tx, row.id)
  })
}

/**
 * Maps a notification row; `arrearAmount` (euros owed, positive) and `messageThreadUuid` only
 * when the row has them.
 */
export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    contractUuid: row.contract_id,
    priority: row.priority,
    category: row.category,
    notificationMeta: {
      ...(row.arrear_amount === null ? {} : { arrearAmount: row.arrear_amount }),
      ...(row.message_thread_id ? { messageThreadUuid: row.message_thread_id } : {}),
    },
    isCloseable: row.is_closeable,
    createdAt: row.created_at.toISOString(),
    closedAt: row.closed_at === null ? null : row.closed_at.toISOString(),
  }
}

/** The resident's open notifications, newest first. */
export async function openNotifications(db: Queryable, user: SessionUser): Promise<Notification[]> {
  const rows = await repo.listOpenNotifications(db, user.residentUserId)
  return rows.map(toNotification)
}

/**
 * Closes one of the resident's notifications (spec 01 §4: "an open notification can be closed by
 * the user"); closing again answers the first close time. Impersonators never get here (the
 * impersonation guard refuses every write).
 *
 * @throws ApiError 404 NOT_FOUND for an unknown id, another user's or a non-closeable notification.
 */
export async function closeNotification(
  db: Queryable,
  user: SessionUser,
  id: string,
): Promise<ClosedNotification> {
  const row = isUuid(id) ? await repo.closeNotification(db, user.residentUserId, id) : null
  if (!row) throw notFound()
  return { id: row.id, closedAt: row.closed_at.toISOString() }
}
