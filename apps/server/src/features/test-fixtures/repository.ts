/**
 * The test fixtures' own statements (ADR 0033: SQL only in repository files): removing what the
 * fixtures made, and a contract's stored deposit refund beneficiaries.
 */
import type { Queryable } from '../../platform/db/db.ts'

/**
 * Deletes the contracts of the real properties whose name is LIKE `propertyPattern`, then those
 * properties, then the users whose e-mail is LIKE `emailPattern` (their sessions and the rest go
 * with them by the foreign keys).
 *
 * @returns how many users were deleted.
 */
export async function deleteFixtureRows(
  tx: Queryable,
  propertyPattern: string,
  emailPattern: string,
): Promise<number> {
  await tx.query(
    `delete from contracts where apartment_id in (
       select a.id from apartments a join buildings b on b.id = a.building_id
         join real_properties p on p.id = b.real_property_id where p.name like $1)`,
    [propertyPattern],
  )
  await tx.query('delete from real_properties where name like $1', [propertyPattern])
  const removed = await tx.query<{ id: string }>(
    'delete from users where email like $1 returning id',
    [emailPattern],
  )
  return removed.length
}

/** Stores a deposit refund beneficiary of `contractId`; returns its id (undefined if none came back). */
export async function insertBeneficiary(
  tx: Queryable,
  contractId: string,
  b: { beneficiaryName: string; iban: string; returnPercentage: number },
): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO contract_beneficiaries (contract_id, beneficiary_name, iban, return_percentage)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [contractId, b.beneficiaryName, b.iban, b.returnPercentage],
  )
  return row?.id
}
