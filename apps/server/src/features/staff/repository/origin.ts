/**
 * The SQL fragments of a request's "where from" (`../origin.ts`): the contract, its real property
 * and address, and the resident who sent it, read the same way by every staff list and detail.
 */

/**
 * Columns of an origin, for a query that has the contract as `c` and the sender's user id as the
 * expression `senderExpr`: `o_contract_id`, `o_real_property_id`, `o_real_property_name`,
 * `o_address`, `o_resident_name`, `o_resident_email`, `o_resident_phone`.
 */
export function originColumns(senderExpr: string): string {
  return `c.id AS o_contract_id, rp.id AS o_real_property_id, rp.name AS o_real_property_name,
    concat_ws(', ', a.street_address_line1, a.street_address_line2, a.postal_code || ' ' || a.city) AS o_address,
    (SELECT su.first_name || ' ' || su.last_name FROM users su WHERE su.id = ${senderExpr}) AS o_resident_name,
    (SELECT su.email FROM users su WHERE su.id = ${senderExpr}) AS o_resident_email,
    (SELECT su.phone_number FROM users su WHERE su.id = ${senderExpr}) AS o_resident_phone`
}

/** Joins from the contract `c` to its apartment `a`, building `bd` and real property `rp`. */
export const originJoins = `JOIN apartments a ON a.id = c.apartment_id
  JOIN buildings bd ON bd.id = a.building_id
  JOIN real_properties rp ON rp.id = bd.real_property_id`
