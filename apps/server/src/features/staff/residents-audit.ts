/**
 * A resident's contracts and requests, the real properties, and the audit log view (issue 14
 * "Residents and contracts: … see a resident's contracts and requests"; "Audit log view: who did
 * what and when, filterable, for administrators").
 */
import type {
  AuditQuery,
  StaffProperty,
  StaffResidentDetail,
} from '@asukas/contract/endpoints/staff'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import type { StaffActor } from './access.ts'
import { iso, isoDay } from './origin.ts'
import { selectAuditEntries } from './repository.ts'
import {
  detailContractsOf,
  findConfirmedResident,
  requestsOfContracts,
  selectProperties,
} from './repository.ts'

/** The real properties the member covers, with their buildings. */
export function properties(q: Queryable, actor: StaffActor): Promise<StaffProperty[]> {
  return selectProperties(q, actor.realPropertyIds)
}

/**
 * A confirmed resident with their contracts and each contract's requests, newest first.
 *
 * @throws ApiError 404 NOT_FOUND for anyone but a confirmed resident.
 */
export async function residentDetail(q: Queryable, userId: string): Promise<StaffResidentDetail> {
  const user = await findConfirmedResident(q, userId)
  if (!user) throw notFound()
  const contracts = await detailContractsOf(q, userId)
  type Kind = StaffResidentDetail['contracts'][number]['requests'][number]['kind']
  const requests = await requestsOfContracts<Kind>(
    q,
    contracts.map((contract) => contract.id),
  )
  return {
    uuid: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phoneNumber: user.phone_number,
    contracts: contracts.map((contract) => ({
      contractUuid: contract.id,
      referenceNumber: contract.reference_number,
      status: contract.status,
      contractType: contract.contract_type,
      address: contract.address,
      startDate: isoDay(contract.start_date),
      endDate: contract.end_date === null ? null : isoDay(contract.end_date),
      requests: requests
        .filter((request) => request.contract_id === contract.id)
        .map((request) => ({
          kind: request.kind,
          id: request.id,
          title: request.title,
          status: request.status,
          createdAt: iso(request.created_at),
        })),
    })),
  }
}

/** Most audit entries one call answers. */
export const AUDIT_LIMIT = 200

/**
 * Audit entries matching the filters, newest first: `action` exact, `actor` a substring of the
 * actor's or impersonator's e-mail, `from`/`to` Helsinki calendar days (inclusive).
 */
export async function auditLog(q: Queryable, _actor: StaffActor, filters: AuditQuery) {
  const rows = await selectAuditEntries(
    q,
    {
      action: filters.action || null,
      actor: filters.actor?.trim() || null,
      from: filters.from ?? null,
      to: filters.to ?? null,
    },
    AUDIT_LIMIT,
  )
  return rows.map((row) => ({
    id: row.id,
    occurredAt: iso(row.occurred_at),
    action: row.action,
    actorEmail: row.actor_email,
    impersonatorEmail: row.impersonator_email,
    entityType: row.entity_type,
    entityId: row.entity_id,
    ipAddress: row.ip_address,
    details: row.details,
  }))
}
