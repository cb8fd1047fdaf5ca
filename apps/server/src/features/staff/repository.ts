/** Database access of the staff console: staff and residents, resident search. */
import type { ContractStatus } from '@asukas/contract'
import type { StaffRole } from '@asukas/contract/endpoints/staff-console'
import type { Queryable } from '../../platform/db/db.ts'

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
