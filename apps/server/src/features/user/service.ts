/**
 * The signed-in user's own data (spec 01 §3 User profile, User permissions, User metadata,
 * Notification; spec 01 §4 Notifications), mapped from rows to the contract's wire shapes.
 */
import type {
  ClosedNotification,
  ContractPermission,
  Notification,
  PermissionRole,
  UserMetadata,
  UserProfile,
} from '@asukas/contract'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound, unauthorized } from '../../platform/errors.ts'
import { isUuid } from '../../platform/ids.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
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

/** Maps a notification row; `arrearAmount` (euros owed, positive) only when the row has one. */
export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    contractUuid: row.contract_id,
    priority: row.priority,
    category: row.category,
    notificationMeta: row.arrear_amount === null ? {} : { arrearAmount: row.arrear_amount },
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
