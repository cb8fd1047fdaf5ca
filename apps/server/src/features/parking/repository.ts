/**
 * Database access of parking, every statement of the feature (ADR 0033: one repository file per
 * feature): the residents' areas, spots and reservations, reserving and ending a reservation
 * (the same write ends one on a resident's behalf for staff), and the property managers' upkeep
 * of areas, spots, prices and rules. Reservations are inclusive date ranges; the database refuses
 * two overlapping reservations of one spot (exclusion constraint `parking_reservations_no_overlap`,
 * migration 0009). `date` columns are `yyyy-MM-dd` strings and `numeric` ones numbers
 * (platform/db/types.ts).
 */
import type {
  ContractId,
  ParkingAreaId,
  ParkingSpotId,
  RealPropertyId,
  TenantId,
  ParkingEquipment,
} from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'

// ------------------------------------------------------------------------------------------------
// Database access of parking for residents: the areas, spots and reservations a tenancy sees,
// reserving a spot, and ending a reservation (the same write ends one on a resident's behalf for
// staff). Reservations are inclusive date ranges; the database refuses two overlapping
// reservations of one spot (exclusion constraint `parking_reservations_no_overlap`, migration
// 0009). `date` columns are `yyyy-MM-dd` strings and `numeric` ones numbers (platform/db/types.ts).
// ------------------------------------------------------------------------------------------------

/** A parking area of a real property. */
export interface AreaRow {
  id: ParkingAreaId
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
export async function listAreas(db: Queryable, realPropertyId: RealPropertyId): Promise<AreaRow[]> {
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
  id: ParkingSpotId
  parking_area_id: ParkingAreaId
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
export async function listSpots(db: Queryable, realPropertyId: RealPropertyId): Promise<SpotRow[]> {
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
  parking_spot_id: ParkingSpotId
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
  scope: { realPropertyId: RealPropertyId; contractId: ContractId; userId: string },
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
export async function findTenancy(db: Queryable, tenantId: TenantId): Promise<TenancyRow | null> {
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
  id: ParkingSpotId
  rentable_parking_spot_id: string
  is_in_use: boolean
}

/** The spot `rentableId` among the real property's areas, or null. */
export async function findSpot(
  db: Queryable,
  realPropertyId: RealPropertyId,
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
  row: { spotId: ParkingSpotId; contractId: ContractId; userId: string; startDate: string },
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
  scope: { spotId: ParkingSpotId; contractId: ContractId; userId: string },
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

// ------------------------------------------------------------------------------------------------
// Database access of parking for staff: the areas, spots, prices and reservations of the real
// properties they cover, adding and changing areas (with their rules), spots and prices, and
// locking a reservation staff end. `date` columns are `yyyy-MM-dd` strings and `numeric` ones
// numbers (platform/db/types.ts).
// ------------------------------------------------------------------------------------------------

/** A parking area as staff see it, with its real property and one-line address. */
export interface StaffAreaRow {
  id: ParkingAreaId
  real_property_id: string
  real_property_name: string
  parking_area_type: string
  location_details: string | null
  address: string
  rules_fi: string
  rules_sv: string
  rules_en: string
}

/** The areas of the real properties `realPropertyIds` (empty = every property), by property name. */
export async function listStaffAreas(
  q: Queryable,
  realPropertyIds: readonly string[],
): Promise<StaffAreaRow[]> {
  return q.query<StaffAreaRow>(
    `SELECT pa.id, pa.real_property_id, rp.name AS real_property_name, pa.parking_area_type,
            pa.location_details, pa.street_name || ' ' || pa.street_number || ', ' || pa.city AS address,
            pa.rules_fi, pa.rules_sv, pa.rules_en
       FROM parking_areas pa JOIN real_properties rp ON rp.id = pa.real_property_id
      WHERE cardinality($1::uuid[]) = 0 OR pa.real_property_id = ANY($1::uuid[])
      ORDER BY rp.name, pa.sort_order, pa.id`,
    [realPropertyIds],
  )
}

/** A spot as staff edit it. */
export interface StaffSpotRow {
  id: ParkingSpotId
  parking_area_id: ParkingAreaId
  rentable_parking_spot_id: string
  location_details: string | null
  additional_details: string | null
  equipment: ParkingEquipment[]
  is_in_use: boolean
}

/** The spots of the areas `areaIds`, by rentable id. */
export async function listStaffSpots(
  q: Queryable,
  areaIds: readonly string[],
): Promise<StaffSpotRow[]> {
  return q.query<StaffSpotRow>(
    `SELECT id, parking_area_id, rentable_parking_spot_id, location_details, additional_details,
            equipment, is_in_use
       FROM parking_spots WHERE parking_area_id = ANY($1::uuid[])
      ORDER BY rentable_parking_spot_id`,
    [areaIds],
  )
}

/** A price of a spot (euros per month, inclusive validity dates). */
export interface StaffPriceRow {
  id: string
  parking_spot_id: string
  price: number
  valid_from: string
  valid_to: string | null
}

/** The prices of the spots `spotIds`, oldest validity first. */
export async function listStaffPrices(
  q: Queryable,
  spotIds: readonly string[],
): Promise<StaffPriceRow[]> {
  return q.query<StaffPriceRow>(
    `SELECT id, parking_spot_id, price, valid_from, valid_to FROM parking_prices
      WHERE parking_spot_id = ANY($1::uuid[]) ORDER BY valid_from, id`,
    [spotIds],
  )
}

/** A reservation with the contract's address and the resident's name. */
export interface StaffReservationRow {
  id: string
  parking_spot_id: string
  start_date: string
  end_date: string | null
  contract_id: string
  address: string
  resident: string | null
}

/** Every reservation of the spots `spotIds`, oldest first. */
export async function listStaffReservations(
  q: Queryable,
  spotIds: readonly string[],
): Promise<StaffReservationRow[]> {
  return q.query<StaffReservationRow>(
    `SELECT r.id, r.parking_spot_id, r.start_date, r.end_date, r.contract_id,
            a.street_address_line1 || ', ' || a.postal_code || ' ' || a.city AS address,
            (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = r.user_id) AS resident
       FROM parking_reservations r
       JOIN contracts c ON c.id = r.contract_id
       JOIN apartments a ON a.id = c.apartment_id
      WHERE r.parking_spot_id = ANY($1::uuid[]) ORDER BY r.start_date, r.id`,
    [spotIds],
  )
}

/** The real property of area `areaId`, or undefined. */
export async function propertyOfArea(
  q: Queryable,
  areaId: ParkingAreaId,
): Promise<string | undefined> {
  const rows = await q.query<{ real_property_id: string }>(
    'SELECT real_property_id FROM parking_areas WHERE id = $1',
    [areaId],
  )
  return rows[0]?.real_property_id
}

/** The real property of spot `spotId`, or undefined. */
export async function propertyOfSpot(
  q: Queryable,
  spotId: ParkingSpotId,
): Promise<string | undefined> {
  const rows = await q.query<{ real_property_id: string }>(
    `SELECT pa.real_property_id FROM parking_spots s
       JOIN parking_areas pa ON pa.id = s.parking_area_id WHERE s.id = $1`,
    [spotId],
  )
  return rows[0]?.real_property_id
}

/**
 * Reservation `id` with its spot's real property, locked for update (so its end is not changed
 * twice at once), or null.
 */
export async function lockReservation(
  q: Queryable,
  id: string,
): Promise<{ real_property_id: string; start_date: string; end_date: string | null } | null> {
  const rows = await q.query<{
    real_property_id: string
    start_date: string
    end_date: string | null
  }>(
    `SELECT pa.real_property_id, r.start_date, r.end_date FROM parking_reservations r
       JOIN parking_spots s ON s.id = r.parking_spot_id
       JOIN parking_areas pa ON pa.id = s.parking_area_id WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  )
  return rows[0] ?? null
}

/** True when real property `id` exists. */
export async function realPropertyExists(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM real_properties WHERE id = $1', [id])
  return rows.length > 0
}

/** A new parking area's columns ('' location details = none). */
export interface NewArea {
  realPropertyId: string
  parkingAreaType: string
  locationDetails: string
  streetName: string
  streetNumber: string
  city: string
}

/** Inserts a parking area; returns its id. */
export async function insertArea(q: Queryable, area: NewArea): Promise<ParkingAreaId> {
  const rows = await q.query<{ id: ParkingAreaId }>(
    `INSERT INTO parking_areas (real_property_id, parking_area_type, location_details,
       street_name, street_number, city)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      area.realPropertyId,
      area.parkingAreaType,
      area.locationDetails || null,
      area.streetName,
      area.streetNumber,
      area.city,
    ],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('parking area insert returned no id')
  return id
}

/** Replaces the parking rules of area `areaId` (plain text per language, '' = not written). */
export async function updateAreaRules(
  q: Queryable,
  areaId: ParkingAreaId,
  rules: { fi: string; sv: string; en: string },
): Promise<void> {
  await q.query(
    `UPDATE parking_areas SET rules_fi = $2, rules_sv = $3, rules_en = $4 WHERE id = $1`,
    [areaId, rules.fi, rules.sv, rules.en],
  )
}

/** True when some spot already has the rentable id `rentableId` (they are unique overall). */
export async function rentableIdTaken(q: Queryable, rentableId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM parking_spots WHERE rentable_parking_spot_id = $1', [
    rentableId,
  ])
  return rows.length > 0
}

/** A new spot's columns ('' details = none; equipment without repeats). */
export interface NewSpot {
  rentableParkingSpotId: string
  locationDetails: string
  additionalDetails: string
  equipment: readonly ParkingEquipment[]
  isInUse: boolean
}

/** Inserts a spot in area `areaId`; returns its id. */
export async function insertSpot(
  q: Queryable,
  areaId: ParkingAreaId,
  spot: NewSpot,
): Promise<ParkingSpotId> {
  const rows = await q.query<{ id: ParkingSpotId }>(
    `INSERT INTO parking_spots (parking_area_id, rentable_parking_spot_id, location_details,
       additional_details, equipment, is_in_use)
     VALUES ($1, $2, $3, $4, $5::text[], $6) RETURNING id`,
    [
      areaId,
      spot.rentableParkingSpotId,
      spot.locationDetails || null,
      spot.additionalDetails || null,
      [...new Set(spot.equipment)],
      spot.isInUse,
    ],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('parking spot insert returned no id')
  return id
}

/** A change of a spot: only the given fields change ('' details = none). */
export interface SpotPatch {
  locationDetails?: string | undefined
  additionalDetails?: string | undefined
  equipment?: readonly ParkingEquipment[] | undefined
  isInUse?: boolean | undefined
}

/** Changes the given fields of spot `spotId`. */
export async function updateSpot(
  q: Queryable,
  spotId: ParkingSpotId,
  patch: SpotPatch,
): Promise<void> {
  await q.query(
    `UPDATE parking_spots SET
       location_details = CASE WHEN $2::boolean THEN nullif($3, '') ELSE location_details END,
       additional_details = CASE WHEN $4::boolean THEN nullif($5, '') ELSE additional_details END,
       equipment = coalesce($6::text[], equipment),
       is_in_use = coalesce($7::boolean, is_in_use)
     WHERE id = $1`,
    [
      spotId,
      patch.locationDetails !== undefined,
      patch.locationDetails ?? '',
      patch.additionalDetails !== undefined,
      patch.additionalDetails ?? '',
      patch.equipment === undefined ? null : [...new Set(patch.equipment)],
      patch.isInUse ?? null,
    ],
  )
}

/** Adds a price to spot `spotId` (euros per month, valid `validFrom` … `validTo`, null = open). */
export async function insertPrice(
  q: Queryable,
  spotId: ParkingSpotId,
  price: { price: number; validFrom: string; validTo: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO parking_prices (parking_spot_id, price, valid_from, valid_to)
     VALUES ($1, $2, $3, $4)`,
    [spotId, price.price, price.validFrom, price.validTo],
  )
}
