/**
 * A resident's contracts and requests, the real properties, and the audit log view (issue 14
 * "Residents and contracts: … see a resident's contracts and requests"; "Audit log view: who did
 * what and when, filterable, for administrators").
 */
import type {
  AuditQuery,
  StaffProperty,
  StaffResidentDetail,
} from '@asukas/contract/endpoints/staff-console'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import type { StaffActor } from '../staff/index.ts'
import { iso, isoDay } from './origin.ts'

/** The real properties the member covers, with their buildings. */
export async function properties(q: Queryable, actor: StaffActor): Promise<StaffProperty[]> {
  const rows = await q.query<{
    id: string
    name: string
    buildings: { id: string; address: string }[]
  }>(
    `SELECT rp.id, rp.name,
            coalesce((SELECT json_agg(json_build_object('id', b.id, 'address',
                        b.street_name || ' ' || b.street_number || coalesce(' ' || b.building, '') || ', ' || b.city)
                        ORDER BY b.street_name, b.street_number)
                        FROM buildings b WHERE b.real_property_id = rp.id), '[]'::json) AS buildings
       FROM real_properties rp
      WHERE cardinality($1::uuid[]) = 0 OR rp.id = ANY($1::uuid[])
      ORDER BY rp.name`,
    [actor.realPropertyIds],
  )
  return rows
}

/**
 * A confirmed resident with their contracts and each contract's requests, newest first.
 *
 * @throws ApiError 404 NOT_FOUND for anyone but a confirmed resident.
 */
export async function residentDetail(q: Queryable, userId: string): Promise<StaffResidentDetail> {
  const users = await q.query<{
    id: string
    email: string
    first_name: string
    last_name: string
    phone_number: string | null
  }>(
    `SELECT id, email, first_name, last_name, phone_number FROM users
      WHERE id = $1 AND role = 'resident' AND confirmed`,
    [userId],
  )
  const user = users[0]
  if (!user) throw notFound()
  const contracts = await q.query<{
    id: string
    reference_number: string
    status: string
    contract_type: string
    address: string
    start_date: string
    end_date: string | null
  }>(
    `SELECT c.id, c.reference_number, c.status, c.contract_type,
            a.street_address_line1 || ', ' || a.postal_code || ' ' || a.city AS address,
            c.start_date, c.end_date
       FROM tenants t JOIN contracts c ON c.id = t.contract_id JOIN apartments a ON a.id = c.apartment_id
      WHERE t.user_id = $1 ORDER BY c.start_date, c.id`,
    [userId],
  )
  const requests = await q.query<{
    contract_id: string
    kind: StaffResidentDetail['contracts'][number]['requests'][number]['kind']
    id: string
    title: string
    status: string
    created_at: Date
  }>(
    `SELECT contract_id, 'defect_notice' AS kind, id, title, status, created_at FROM defect_notices
      WHERE contract_id = ANY($1::uuid[])
     UNION ALL
     SELECT contract_id, notice_type, id, title, status, created_at FROM feedback_question_notices
      WHERE contract_id = ANY($1::uuid[])
     UNION ALL
     SELECT contract_id, 'message', id, subject, 'thread', created_at FROM message_threads
      WHERE contract_id = ANY($1::uuid[])
     UNION ALL
     SELECT contract_id, 'termination_request', id, termination_reason, status, created_at
       FROM termination_requests WHERE contract_id = ANY($1::uuid[])
     UNION ALL
     SELECT contract_id, 'modification_request', id, coalesce(description, ''), status, created_at
       FROM modification_requests WHERE contract_id = ANY($1::uuid[])
     ORDER BY created_at DESC`,
    [contracts.map((contract) => contract.id)],
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
  const rows = await q.query<{
    id: string
    occurred_at: Date
    action: string
    actor_email: string | null
    impersonator_email: string | null
    entity_type: string | null
    entity_id: string | null
    ip_address: string | null
    details: Record<string, unknown>
  }>(
    `SELECT l.id, l.occurred_at, l.action, au.email AS actor_email, iu.email AS impersonator_email,
            l.entity_type, l.entity_id, l.ip_address, l.details
       FROM audit_log l
       LEFT JOIN users au ON au.id = l.actor_user_id
       LEFT JOIN users iu ON iu.id = l.impersonator_user_id
      WHERE ($1::text IS NULL OR l.action = $1)
        AND ($2::text IS NULL OR au.email ILIKE '%' || $2 || '%' OR iu.email ILIKE '%' || $2 || '%')
        AND ($3::date IS NULL OR l.occurred_at >= ($3::date)::timestamp AT TIME ZONE 'Europe/Helsinki')
        AND ($4::date IS NULL OR l.occurred_at < ($4::date + 1)::timestamp AT TIME ZONE 'Europe/Helsinki')
      ORDER BY l.occurred_at DESC, l.id
      LIMIT ${AUDIT_LIMIT}`,
    [
      filters.action || null,
      filters.actor?.trim() || null,
      filters.from ?? null,
      filters.to ?? null,
    ],
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
