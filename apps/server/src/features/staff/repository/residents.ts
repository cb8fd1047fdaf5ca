/** Database access of the staff feature: staff and residents, resident search, the resident detail and the real properties. */
import type { ContractStatus } from '@asukas/contract'
import type { StaffRole } from '@asukas/contract/endpoints/staff'
import type { Queryable } from '../../../platform/db/db.ts'

/** A person as the staff console reads them. */
export interface PersonRow {
  id: string
  email: string
  first_name: string
  last_name: string
}

/** The user `id` with role `role` (a confirmed account for residents), or null. */
export async function findPerson(
  db: Queryable,
  id: string,
  role: 'resident' | 'staff',
): Promise<PersonRow | null> {
  const rows = await db.query<PersonRow>(
    `SELECT id, email, first_name, last_name FROM users
      WHERE id = $1 AND role = $2 AND (role = 'staff' OR confirmed)`,
    [id, role],
  )
  return rows[0] ?? null
}

/** A found resident. */
export interface ResidentRow extends PersonRow {
  phone_number: string | null
}

/** One contract of a found resident. */
export interface ResidentContractRow {
  user_id: string
  contract_id: string
  reference_number: string
  status: ContractStatus
  street_address_line1: string
  postal_code: string
  city: string
}

/** `text` with the LIKE wildcards `%`, `_` and the escape `\` escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Confirmed residents matching `q` as a case-insensitive substring of "first last", "last
 * first", the e-mail, a linked contract's reference number (spaces ignored on both sides), its
 * street address or "postal code city"; at most `limit`, by last and first name.
 */
export async function searchResidents(
  db: Queryable,
  q: string,
  limit: number,
): Promise<ResidentRow[]> {
  const pattern = `%${escapeLike(q)}%`
  const compact = `%${escapeLike(q.replace(/\s+/g, ''))}%`
  return db.query<ResidentRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.phone_number
       FROM users u
      WHERE u.role = 'resident' AND u.confirmed
        AND (
          (u.first_name || ' ' || u.last_name) ILIKE $1 ESCAPE '\\'
          OR (u.last_name || ' ' || u.first_name) ILIKE $1 ESCAPE '\\'
          OR u.email ILIKE $1 ESCAPE '\\'
          OR EXISTS (
            SELECT 1 FROM tenants t
              JOIN contracts c ON c.id = t.contract_id
              JOIN apartments a ON a.id = c.apartment_id
             WHERE t.user_id = u.id
               AND (replace(c.reference_number, ' ', '') ILIKE $2 ESCAPE '\\'
                 OR a.street_address_line1 ILIKE $1 ESCAPE '\\'
                 OR (a.postal_code || ' ' || a.city) ILIKE $1 ESCAPE '\\')))
      ORDER BY lower(u.last_name), lower(u.first_name), u.email
      LIMIT $3`,
    [pattern, compact, limit],
  )
}

/** The contracts linked to the users `userIds`, oldest first. */
export async function contractsOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<ResidentContractRow[]> {
  if (userIds.length === 0) return []
  return db.query<ResidentContractRow>(
    `SELECT t.user_id, c.id AS contract_id, c.reference_number, c.status,
            a.street_address_line1, a.postal_code, a.city
       FROM tenants t
       JOIN contracts c ON c.id = t.contract_id
       JOIN apartments a ON a.id = c.apartment_id
      WHERE t.user_id = ANY($1::uuid[])
      ORDER BY c.start_date, c.id`,
    [userIds],
  )
}

/** The roles of the staff member `userId` (empty without a `staff_accounts` row). */
export async function rolesOf(db: Queryable, userId: string): Promise<StaffRole[]> {
  const rows = await db.query<{ roles: StaffRole[] }>(
    'SELECT roles FROM staff_accounts WHERE user_id = $1',
    [userId],
  )
  return rows[0]?.roles ?? []
}

/** A staff login with its roles and properties (null without a `staff_accounts` row). */
export interface ActorRow {
  id: string
  email: string
  first_name: string
  last_name: string
  roles: StaffRole[] | null
  real_property_ids: string[] | null
}

/** The staff user `userId` with their roles and properties, or null. */
export async function findActor(db: Queryable, userId: string): Promise<ActorRow | null> {
  const rows = await db.query<ActorRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, sa.roles, sa.real_property_ids
       FROM users u LEFT JOIN staff_accounts sa ON sa.user_id = u.id
      WHERE u.id = $1 AND u.role = 'staff'`,
    [userId],
  )
  return rows[0] ?? null
}

/** A real property with its buildings' addresses. */
export interface PropertyRow {
  id: string
  name: string
  buildings: { id: string; address: string }[]
}

/** The real properties `realPropertyIds` (empty: all), by name, with their buildings. */
export function selectProperties(
  q: Queryable,
  realPropertyIds: readonly string[],
): Promise<PropertyRow[]> {
  return q.query<PropertyRow>(
    `SELECT rp.id, rp.name,
            coalesce((SELECT json_agg(json_build_object('id', b.id, 'address',
                        b.street_name || ' ' || b.street_number || coalesce(' ' || b.building, '') || ', ' || b.city)
                        ORDER BY b.street_name, b.street_number)
                        FROM buildings b WHERE b.real_property_id = rp.id), '[]'::json) AS buildings
       FROM real_properties rp
      WHERE cardinality($1::uuid[]) = 0 OR rp.id = ANY($1::uuid[])
      ORDER BY rp.name`,
    [realPropertyIds],
  )
}

/** The confirmed resident `userId` with their phone, or null. */
export async function findConfirmedResident(
  q: Queryable,
  userId: string,
): Promise<ResidentRow | null> {
  const users = await q.query<ResidentRow>(
    `SELECT id, email, first_name, last_name, phone_number FROM users
      WHERE id = $1 AND role = 'resident' AND confirmed`,
    [userId],
  )
  return users[0] ?? null
}

/** One contract of a resident as the detail shows it. */
export interface DetailContractRow {
  id: string
  reference_number: string
  status: string
  contract_type: string
  address: string
  start_date: string
  end_date: string | null
}

/** The contracts of the resident `userId`, oldest first. */
export function detailContractsOf(q: Queryable, userId: string): Promise<DetailContractRow[]> {
  return q.query<DetailContractRow>(
    `SELECT c.id, c.reference_number, c.status, c.contract_type,
            a.street_address_line1 || ', ' || a.postal_code || ' ' || a.city AS address,
            c.start_date, c.end_date
       FROM tenants t JOIN contracts c ON c.id = t.contract_id JOIN apartments a ON a.id = c.apartment_id
      WHERE t.user_id = $1 ORDER BY c.start_date, c.id`,
    [userId],
  )
}

/** One request of a resident's contract (any kind), as the detail lists it. */
export interface DetailRequestRow<Kind extends string = string> {
  contract_id: string
  kind: Kind
  id: string
  title: string
  status: string
  created_at: Date
}

/** Every request on the contracts `contractIds`, newest first. */
export function requestsOfContracts<Kind extends string>(
  q: Queryable,
  contractIds: readonly string[],
): Promise<DetailRequestRow<Kind>[]> {
  return q.query<DetailRequestRow<Kind>>(
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
    [contractIds],
  )
}
