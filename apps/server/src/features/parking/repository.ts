/**
 * Database access of the parking feature. Reservations are inclusive date ranges; the database
 * refuses two overlapping reservations of one spot (exclusion constraint
 * `parking_reservations_no_overlap`, migration 0009).
 */
import type { Queryable } from '../../platform/db/db.ts'

/** A parking area of a real property. */
export interface AreaRow {
  id: string
  parking_area_type: string
  location_details: string | null
  street_name: string
  street_number: string
  city: string
  rules_fi: string
  rules_sv: string
  rules_en: string
}

/** The parking areas of a real property in the staff's order. */
export async function listAreas(db: Queryable, realPropertyId: string): Promise<AreaRow[]> {
  return db.query<AreaRow>(
    `SELECT id, parking_area_type, location_details, street_name, street_number, city,
            rules_fi, rules_sv, rules_en
       FROM parking_areas
      WHERE real_property_id = $1
      ORDER BY sort_order, street_name, street_number, id`,
    [realPropertyId],
    { name: 'parking.areas' },
  )
}

/** A spot with its prices (oldest validity first). */
export interface SpotRow {
  id: string
  parking_area_id: string
  rentable_parking_spot_id: string
  location_details: string | null
  additional_details: string | null
  equipment: string[]
  is_in_use: boolean
  heating_key_type: string | null
  electricity_billing_type: string | null
  prices: { price: number; validFrom: string; validTo: string | null }[]
}

/** Every spot of a real property's areas with its prices; one query. */
export async function listSpots(db: Queryable, realPropertyId: string): Promise<SpotRow[]> {
  return db.query<SpotRow>(
    `SELECT s.id, s.parking_area_id, s.rentable_parking_spot_id, s.location_details,
            s.additional_details, s.equipment, s.is_in_use, s.heating_key_type,
            s.electricity_billing_type,
            coalesce((SELECT json_agg(json_build_object('price', p.price, 'validFrom',
                                                        p.valid_from, 'validTo', p.valid_to)
                                      ORDER BY p.valid_from)
                        FROM parking_prices p WHERE p.parking_spot_id = s.id), '[]'::json)
              AS prices
       FROM parking_spots s
       JOIN parking_areas a ON a.id = s.parking_area_id
      WHERE a.real_property_id = $1
      ORDER BY s.rentable_parking_spot_id`,
    [realPropertyId],
    { name: 'parking.spots' },
  )
}

/** A reservation of a spot; `own` when it is the resident's on this contract. */
export interface ReservationRow {
  parking_spot_id: string
  start_date: string
  end_date: string | null
  own: boolean
}

/**
 * The reservations of a real property's spots that have not ended before `today`, and the
 * resident's own ones on the contract whatever their dates.
 */
export async function listReservations(
  db: Queryable,
  scope: { realPropertyId: string; contractId: string; userId: string },
  today: string,
): Promise<ReservationRow[]> {
  return db.query<ReservationRow>(
    `SELECT r.parking_spot_id, r.start_date, r.end_date,
            coalesce(r.user_id = $3 AND r.contract_id = $2, false) AS own
       FROM parking_reservations r
       JOIN parking_spots s ON s.id = r.parking_spot_id
       JOIN parking_areas a ON a.id = s.parking_area_id
      WHERE a.real_property_id = $1
        AND (r.end_date IS NULL OR r.end_date >= $4::date
             OR (r.user_id = $3 AND r.contract_id = $2))
      ORDER BY r.parking_spot_id, r.start_date`,
    [scope.realPropertyId, scope.contractId, scope.userId, today],
    { name: 'parking.reservations' },
  )
}

/** What decides whether the resident's tenancy is current. */
export interface TenancyRow {
  status: string
  start_date: string
  end_date: string | null
  tenant_role: string | null
  tenant_start_date: string
  tenant_end_date: string | null
}

/** The contract and the resident's tenant row `tenantId` on it. */
export async function findTenancy(db: Queryable, tenantId: string): Promise<TenancyRow | null> {
  const rows = await db.query<TenancyRow>(
    `SELECT c.status, c.start_date, c.end_date, t.tenant_role,
            t.start_date AS tenant_start_date, t.end_date AS tenant_end_date
       FROM tenants t JOIN contracts c ON c.id = t.contract_id
      WHERE t.id = $1`,
    [tenantId],
  )
  return rows[0] ?? null
}

/** A spot of the real property by its rentable id, with its price list. */
export interface SpotRef {
  id: string
  rentable_parking_spot_id: string
  is_in_use: boolean
}

/** The spot `rentableId` among the real property's areas, or null. */
export async function findSpot(
  db: Queryable,
  realPropertyId: string,
  rentableId: string,
): Promise<SpotRef | null> {
  const rows = await db.query<SpotRef>(
    `SELECT s.id, s.rentable_parking_spot_id, s.is_in_use
       FROM parking_spots s JOIN parking_areas a ON a.id = s.parking_area_id
      WHERE a.real_property_id = $1 AND s.rentable_parking_spot_id = $2`,
    [realPropertyId, rentableId],
  )
  return rows[0] ?? null
}

/**
 * Inserts an open-ended reservation unless it would overlap another reservation of the spot:
 * `ON CONFLICT DO NOTHING` covers the exclusion constraint, so a conflict (also with a
 * concurrent transaction, which is waited for) inserts nothing instead of raising.
 *
 * @returns the new row's id and dates, or null when the spot was taken.
 */
export async function insertReservation(
  db: Queryable,
  row: { spotId: string; contractId: string; userId: string; startDate: string },
): Promise<{ id: string; start_date: string; end_date: string | null } | null> {
  const rows = await db.query<{ id: string; start_date: string; end_date: string | null }>(
    `INSERT INTO parking_reservations (parking_spot_id, contract_id, user_id, start_date, end_date)
     VALUES ($1, $2, $3, $4, NULL)
     ON CONFLICT DO NOTHING
     RETURNING id, start_date, end_date`,
    [row.spotId, row.contractId, row.userId, row.startDate],
  )
  return rows[0] ?? null
}

/**
 * The resident's open-ended reservation of spot `spotId` on the contract, locked for update
 * (the latest one if several, which the constraint makes impossible anyway), or null.
 */
export async function lockOpenReservation(
  db: Queryable,
  scope: { spotId: string; contractId: string; userId: string },
): Promise<{ id: string; start_date: string } | null> {
  const rows = await db.query<{ id: string; start_date: string }>(
    `SELECT id, start_date FROM parking_reservations
      WHERE parking_spot_id = $1 AND contract_id = $2 AND user_id = $3 AND end_date IS NULL
      ORDER BY start_date DESC
      LIMIT 1
      FOR UPDATE`,
    [scope.spotId, scope.contractId, scope.userId],
  )
  return rows[0] ?? null
}

/** Sets the last day of reservation `id`. */
export async function endReservation(db: Queryable, id: string, endDate: string): Promise<void> {
  await db.query(`UPDATE parking_reservations SET end_date = $2 WHERE id = $1`, [id, endDate])
}
