/**
 * Parking administration (issue 14 "Parking: areas, spots, equipment, prices with validity
 * dates, in-use flag; the reservations per spot; end a reservation on a resident's behalf").
 * Property managers; a member limited to some properties sees and changes only theirs (404).
 * Every change is audited as `staff_parking_changed` with what changed.
 *
 * Merge note: the resident-side property feature reserves and ends reservations on the same
 * tables; ending a reservation for a resident here follows its rule (end date not before the
 * start, never later than an end the resident already set).
 */
import type { StaffParkingArea } from '@asukas/contract/endpoints/staff-console'
import { audit } from '../../platform/audit.ts'
import { endParkingReservation } from '../parking/index.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { assertCovers, type StaffActor } from '../staff/index.ts'
import { isoDay } from './origin.ts'

type Equipment = StaffParkingArea['spots'][number]['equipment'][number]

interface AreaRow {
  id: string
  real_property_id: string
  real_property_name: string
  parking_area_type: string
  location_details: string | null
  address: string
  rules_fi: string
  rules_sv: string
  rules_en: string
}
interface SpotRow {
  id: string
  parking_area_id: string
  rentable_parking_spot_id: string
  location_details: string | null
  additional_details: string | null
  equipment: Equipment[]
  is_in_use: boolean
}
interface PriceRow {
  id: string
  parking_spot_id: string
  price: number
  valid_from: string
  valid_to: string | null
}
interface ReservationRow {
  id: string
  parking_spot_id: string
  start_date: string
  end_date: string | null
  contract_id: string
  address: string
  resident: string | null
}

/** Every area the member covers, with spots, prices and reservations. */
export async function listParking(q: Queryable, actor: StaffActor): Promise<StaffParkingArea[]> {
  const scope = actor.realPropertyIds
  const areas = await q.query<AreaRow>(
    `SELECT pa.id, pa.real_property_id, rp.name AS real_property_name, pa.parking_area_type,
            pa.location_details, pa.street_name || ' ' || pa.street_number || ', ' || pa.city AS address,
            pa.rules_fi, pa.rules_sv, pa.rules_en
       FROM parking_areas pa JOIN real_properties rp ON rp.id = pa.real_property_id
      WHERE cardinality($1::uuid[]) = 0 OR pa.real_property_id = ANY($1::uuid[])
      ORDER BY rp.name, pa.sort_order, pa.id`,
    [scope],
  )
  const areaIds = areas.map((area) => area.id)
  const spots = await q.query<SpotRow>(
    `SELECT id, parking_area_id, rentable_parking_spot_id, location_details, additional_details,
            equipment, is_in_use
       FROM parking_spots WHERE parking_area_id = ANY($1::uuid[])
      ORDER BY rentable_parking_spot_id`,
    [areaIds],
  )
  const spotIds = spots.map((spot) => spot.id)
  const prices = await q.query<PriceRow>(
    `SELECT id, parking_spot_id, price, valid_from, valid_to FROM parking_prices
      WHERE parking_spot_id = ANY($1::uuid[]) ORDER BY valid_from, id`,
    [spotIds],
  )
  const reservations = await q.query<ReservationRow>(
    `SELECT r.id, r.parking_spot_id, r.start_date, r.end_date, r.contract_id,
            a.street_address_line1 || ', ' || a.postal_code || ' ' || a.city AS address,
            (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = r.user_id) AS resident
       FROM parking_reservations r
       JOIN contracts c ON c.id = r.contract_id
       JOIN apartments a ON a.id = c.apartment_id
      WHERE r.parking_spot_id = ANY($1::uuid[]) ORDER BY r.start_date, r.id`,
    [spotIds],
  )
  return areas.map((area) => ({
    id: area.id,
    realPropertyId: area.real_property_id,
    realPropertyName: area.real_property_name,
    parkingAreaType: area.parking_area_type,
    locationDetails: area.location_details,
    address: area.address,
    rules: { fi: area.rules_fi, sv: area.rules_sv, en: area.rules_en },
    spots: spots
      .filter((spot) => spot.parking_area_id === area.id)
      .map((spot) => ({
        id: spot.id,
        rentableParkingSpotId: spot.rentable_parking_spot_id,
        locationDetails: spot.location_details,
        additionalDetails: spot.additional_details,
        equipment: spot.equipment,
        isInUse: spot.is_in_use,
        prices: prices
          .filter((price) => price.parking_spot_id === spot.id)
          .map((price) => ({
            id: price.id,
            price: Number(price.price),
            validFrom: isoDay(price.valid_from),
            validTo: price.valid_to === null ? null : isoDay(price.valid_to),
          })),
        reservations: reservations
          .filter((reservation) => reservation.parking_spot_id === spot.id)
          .map((reservation) => ({
            id: reservation.id,
            startDate: isoDay(reservation.start_date),
            endDate: reservation.end_date === null ? null : isoDay(reservation.end_date),
            contractUuid: reservation.contract_id,
            address: reservation.address,
            residentName: reservation.resident,
          })),
      })),
  }))
}

/** The real property of an area, spot or reservation (null when unknown). */
async function propertyOf(
  q: Queryable,
  kind: 'area' | 'spot' | 'reservation',
  id: string,
): Promise<string | undefined> {
  const sql = {
    area: 'SELECT real_property_id FROM parking_areas WHERE id = $1',
    spot: `SELECT pa.real_property_id FROM parking_spots s
             JOIN parking_areas pa ON pa.id = s.parking_area_id WHERE s.id = $1`,
    reservation: `SELECT pa.real_property_id FROM parking_reservations r
             JOIN parking_spots s ON s.id = r.parking_spot_id
             JOIN parking_areas pa ON pa.id = s.parking_area_id WHERE r.id = $1 FOR UPDATE OF r`,
  }[kind]
  const rows = await q.query<{ real_property_id: string }>(sql, [id])
  return rows[0]?.real_property_id
}

/** A parking change by the member. */
export type ParkingChange =
  | {
      kind: 'create_area'
      area: {
        realPropertyId: string
        parkingAreaType: string
        locationDetails: string
        streetName: string
        streetNumber: string
        city: string
      }
    }
  | { kind: 'set_rules'; areaId: string; rules: { fi: string; sv: string; en: string } }
  | {
      kind: 'create_spot'
      areaId: string
      spot: {
        rentableParkingSpotId: string
        locationDetails: string
        additionalDetails: string
        equipment: Equipment[]
        isInUse: boolean
      }
    }
  | {
      kind: 'update_spot'
      spotId: string
      patch: {
        locationDetails?: string | undefined
        additionalDetails?: string | undefined
        equipment?: Equipment[] | undefined
        isInUse?: boolean | undefined
      }
    }
  | {
      kind: 'add_price'
      spotId: string
      price: { price: number; validFrom: string; validTo: string | null }
    }
  | { kind: 'end_reservation'; reservationId: string; endDate: string }

/**
 * Applies one change and answers the whole parking list. One transaction, audited.
 *
 * @throws ApiError 404 NOT_FOUND (unknown, or another property's); 400 VALIDATION_ERROR for a
 *   spot id already taken (`rentableParkingSpotId`) or an end date before the reservation's start
 *   or after its existing end (`endDate: too_small_date | too_big_date`).
 */
export async function changeParking(
  db: Db,
  actor: StaffActor,
  change: ParkingChange,
  ipAddress: string | null,
): Promise<StaffParkingArea[]> {
  await db.transaction(async (tx) => {
    let entityId: string
    switch (change.kind) {
      case 'create_area': {
        const exists = await tx.query('SELECT 1 FROM real_properties WHERE id = $1', [
          change.area.realPropertyId,
        ])
        if (exists.length === 0) {
          throw new ApiError(400, 'VALIDATION_ERROR', {
            fieldErrors: { realPropertyId: 'invalid_string' },
          })
        }
        assertCovers(actor, change.area.realPropertyId)
        const rows = await tx.query<{ id: string }>(
          `INSERT INTO parking_areas (real_property_id, parking_area_type, location_details,
             street_name, street_number, city)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            change.area.realPropertyId,
            change.area.parkingAreaType,
            change.area.locationDetails || null,
            change.area.streetName,
            change.area.streetNumber,
            change.area.city,
          ],
        )
        entityId = rows[0]?.id as string
        break
      }
      case 'set_rules': {
        assertCovers(actor, await propertyOf(tx, 'area', change.areaId))
        await tx.query(
          `UPDATE parking_areas SET rules_fi = $2, rules_sv = $3, rules_en = $4 WHERE id = $1`,
          [change.areaId, change.rules.fi, change.rules.sv, change.rules.en],
        )
        entityId = change.areaId
        break
      }
      case 'create_spot': {
        assertCovers(actor, await propertyOf(tx, 'area', change.areaId))
        const taken = await tx.query(
          'SELECT 1 FROM parking_spots WHERE rentable_parking_spot_id = $1',
          [change.spot.rentableParkingSpotId],
        )
        if (taken.length > 0) {
          throw new ApiError(400, 'VALIDATION_ERROR', {
            fieldErrors: { rentableParkingSpotId: 'invalid_string' },
          })
        }
        const rows = await tx.query<{ id: string }>(
          `INSERT INTO parking_spots (parking_area_id, rentable_parking_spot_id, location_details,
             additional_details, equipment, is_in_use)
           VALUES ($1, $2, $3, $4, $5::text[], $6) RETURNING id`,
          [
            change.areaId,
            change.spot.rentableParkingSpotId,
            change.spot.locationDetails || null,
            change.spot.additionalDetails || null,
            [...new Set(change.spot.equipment)],
            change.spot.isInUse,
          ],
        )
        entityId = rows[0]?.id as string
        break
      }
      case 'update_spot': {
        assertCovers(actor, await propertyOf(tx, 'spot', change.spotId))
        const p = change.patch
        await tx.query(
          `UPDATE parking_spots SET
             location_details = CASE WHEN $2::boolean THEN nullif($3, '') ELSE location_details END,
             additional_details = CASE WHEN $4::boolean THEN nullif($5, '') ELSE additional_details END,
             equipment = coalesce($6::text[], equipment),
             is_in_use = coalesce($7::boolean, is_in_use)
           WHERE id = $1`,
          [
            change.spotId,
            p.locationDetails !== undefined,
            p.locationDetails ?? '',
            p.additionalDetails !== undefined,
            p.additionalDetails ?? '',
            p.equipment === undefined ? null : [...new Set(p.equipment)],
            p.isInUse ?? null,
          ],
        )
        entityId = change.spotId
        break
      }
      case 'add_price': {
        assertCovers(actor, await propertyOf(tx, 'spot', change.spotId))
        await tx.query(
          `INSERT INTO parking_prices (parking_spot_id, price, valid_from, valid_to)
           VALUES ($1, $2, $3, $4)`,
          [change.spotId, change.price.price, change.price.validFrom, change.price.validTo],
        )
        entityId = change.spotId
        break
      }
      default: {
        assertCovers(actor, await propertyOf(tx, 'reservation', change.reservationId))
        const rows = await tx.query<{ start_date: string; end_date: string | null }>(
          'SELECT start_date, end_date FROM parking_reservations WHERE id = $1',
          [change.reservationId],
        )
        const reservation = rows[0]
        if (!reservation) throw notFound()
        if (change.endDate < isoDay(reservation.start_date)) {
          throw new ApiError(400, 'VALIDATION_ERROR', {
            fieldErrors: { endDate: 'too_small_date' },
          })
        }
        if (reservation.end_date !== null && change.endDate > isoDay(reservation.end_date)) {
          throw new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { endDate: 'too_big_date' } })
        }
        await endParkingReservation(tx, change.reservationId, change.endDate)
        entityId = change.reservationId
      }
    }
    await audit(tx, {
      action: 'staff_parking_changed',
      actorUserId: actor.userId,
      entityType: change.kind === 'end_reservation' ? 'parking_reservation' : 'parking',
      entityId,
      ipAddress,
      details: { change: change.kind },
    })
  })
  return listParking(db, actor)
}
