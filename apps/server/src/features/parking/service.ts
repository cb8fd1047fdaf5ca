/**
 * Parking (spec 02 §1 Parking, §3 payloads, §5 Parking; spec 01 §2 Parking, §6): the areas and
 * spots of the contract's real property with prices, the resident's own reservations and the
 * free ranges; reserving a spot from a start date (open-ended) and ending a reservation.
 *
 * Double booking is impossible by construction: the database's exclusion constraint
 * (migration 0009) refuses overlapping date ranges of one spot, also for concurrent requests on
 * several server instances; a refused insert is 409 PARKING_RESERVATION_OVERLAP.
 */
import type {
  ParkingArea,
  ParkingList,
  ParkingReservationResult,
  ParkingSpot,
  ReserveParkingSpotBody,
  TerminateParkingReservationBody,
} from '@asukas/contract'
import {
  PARKING_RESERVATION_HORIZON_MONTHS,
  addMonthsIso,
  freeRanges,
  parkingEquipment,
  reservationKindOn,
  type ParkingEquipment,
} from '@asukas/domain'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { recordIntegrationEvent } from '../../platform/integration-events.ts'
import * as repo from './repository.ts'

/** The last day a reservation may start on `today` (today + 6 months). */
export function reservationPossibleUntil(today: string): string {
  return addMonthsIso(today, PARKING_RESERVATION_HORIZON_MONTHS)
}

function validationError(field: string, key: string): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { [field]: key } })
}

/**
 * The parking list of the contract's real property on `today`. `include=own` keeps only the
 * spots the resident has a reservation of (areas without one are left out).
 */
export async function parkingList(
  db: Queryable,
  access: ContractAccess,
  user: SessionUser,
  today: string,
  include: 'all' | 'own',
): Promise<ParkingList> {
  const scope = {
    realPropertyId: access.realPropertyId,
    contractId: access.contractUuid,
    userId: user.residentUserId,
  }
  const [areas, spots, reservations] = [
    await repo.listAreas(db, access.realPropertyId),
    await repo.listSpots(db, access.realPropertyId),
    await repo.listReservations(db, scope, today),
  ]
  const bySpot = new Map<string, repo.ReservationRow[]>()
  for (const r of reservations) {
    const list = bySpot.get(r.parking_spot_id) ?? []
    list.push(r)
    bySpot.set(r.parking_spot_id, list)
  }
  const spotsByArea = new Map<string, ParkingSpot[]>()
  for (const spot of spots) {
    const rows = bySpot.get(spot.id) ?? []
    const own = rows.filter((r) => r.own)
    if (include === 'own' && own.length === 0) continue
    const ranges = rows.map((r) => ({ startDate: r.start_date, endDate: r.end_date }))
    const list = spotsByArea.get(spot.parking_area_id) ?? []
    list.push({
      rentableParkingSpotId: spot.rentable_parking_spot_id,
      isInUse: spot.is_in_use,
      additionalDetails: spot.additional_details,
      locationDetails: spot.location_details,
      equipment: spot.equipment.filter((e): e is ParkingEquipment =>
        (parkingEquipment as readonly string[]).includes(e),
      ),
      heatingKeyType: spot.heating_key_type,
      electricityBillingType: spot.electricity_billing_type,
      prices: spot.prices.map((p) => ({ ...p, price: Number(p.price) })),
      reservations: own.map((r) => ({
        kind: reservationKindOn({ startDate: r.start_date, endDate: r.end_date }, today),
        startDate: r.start_date,
        endDate: r.end_date,
      })),
      availableRanges: spot.is_in_use ? freeRanges(ranges, today) : [],
    })
    spotsByArea.set(spot.parking_area_id, list)
  }
  const parkingAreas: ParkingArea[] = []
  for (const area of areas) {
    const parkingSpots = spotsByArea.get(area.id) ?? []
    if (include === 'own' && parkingSpots.length === 0) continue
    parkingAreas.push({
      location: {
        parkingAreaType: area.parking_area_type,
        locationDetails: area.location_details ?? '',
        address: {
          streetName: area.street_name,
          streetNumber: area.street_number,
          city: area.city,
        },
      },
      parkingRules: { fi: area.rules_fi, sv: area.rules_sv, en: area.rules_en },
      parkingSpots,
    })
  }
  return { parkingAreas, reservationPossibleUntil: reservationPossibleUntil(today) }
}

/**
 * Refuses a resident who is not a tenant (tenant role `tenant`) of a current contract: status
 * `active`, started, not ended, and the tenancy itself started and not ended (spec 01 §6 "Only
 * tenants with a current contract id may reserve or end a parking reservation").
 *
 * @throws ApiError 403 PARKING_CONTRACT_NOT_CURRENT.
 */
async function assertCurrentTenant(db: Queryable, access: ContractAccess, today: string) {
  const t = await repo.findTenancy(db, access.tenantId)
  const current =
    t !== null &&
    t.status === 'active' &&
    t.tenant_role === 'tenant' &&
    t.start_date <= today &&
    (t.end_date === null || t.end_date >= today) &&
    t.tenant_start_date <= today &&
    (t.tenant_end_date === null || t.tenant_end_date >= today)
  if (!current) throw new ApiError(403, 'PARKING_CONTRACT_NOT_CURRENT')
}

/**
 * Reserves spot `body.rentableParkingSpotId` from `body.startDate`, open-ended, in one
 * transaction: current tenancy, the spot in the contract's real property and in use, the start
 * date today … `reservationPossibleUntil`, then an insert the exclusion constraint guards.
 *
 * @throws ApiError 400 VALIDATION_ERROR `startDate: too_small_date | too_big_date`;
 *   403 PARKING_CONTRACT_NOT_CURRENT; 404 NOT_FOUND for a spot outside the contract's property;
 *   409 PARKING_RESERVATION_OVERLAP when the spot is reserved on or after the start date, or not
 *   in use (`details.reason: 'not_in_use'`).
 */
export async function reserve(
  db: Db,
  access: ContractAccess,
  user: SessionUser,
  body: ReserveParkingSpotBody,
  today: string,
  now: Date,
): Promise<ParkingReservationResult> {
  if (body.startDate < today) throw validationError('startDate', 'too_small_date')
  if (body.startDate > reservationPossibleUntil(today)) {
    throw validationError('startDate', 'too_big_date')
  }
  const rentableId = String(body.rentableParkingSpotId).trim()
  return db.transaction(async (tx) => {
    await assertCurrentTenant(tx, access, today)
    const spot = await repo.findSpot(tx, access.realPropertyId, rentableId)
    if (!spot) throw notFound()
    if (!spot.is_in_use) {
      throw new ApiError(409, 'PARKING_RESERVATION_OVERLAP', { reason: 'not_in_use' })
    }
    const row = await repo.insertReservation(tx, {
      spotId: spot.id,
      contractId: access.contractUuid,
      userId: user.residentUserId,
      startDate: body.startDate,
    })
    if (!row) throw new ApiError(409, 'PARKING_RESERVATION_OVERLAP')
    await recordIntegrationEvent(tx, {
      type: 'parking_reservation.created',
      entity: { type: 'parking_reservation', id: row.id },
      occurredAt: now,
      data: {
        id: row.id,
        contractId: access.contractUuid,
        userId: user.residentUserId,
        rentableParkingSpotId: spot.rentable_parking_spot_id,
        startDate: row.start_date,
      },
    })
    return {
      rentableParkingSpotId: spot.rentable_parking_spot_id,
      startDate: row.start_date,
      endDate: row.end_date,
    }
  })
}

/**
 * Ends the resident's open-ended reservation of a spot on `body.endDate` (its last day), in one
 * transaction with the reservation row locked.
 *
 * @throws ApiError 400 VALIDATION_ERROR `endDate: too_small_date` before today or before the
 *   reservation's start; 403 PARKING_CONTRACT_NOT_CURRENT; 404 NOT_FOUND when the resident has
 *   no open-ended reservation of that spot on the contract.
 */
export async function terminate(
  db: Db,
  access: ContractAccess,
  user: SessionUser,
  body: TerminateParkingReservationBody,
  today: string,
  now: Date,
): Promise<ParkingReservationResult> {
  if (body.endDate < today) throw validationError('endDate', 'too_small_date')
  const rentableId = String(body.rentableParkingSpotId).trim()
  return db.transaction(async (tx) => {
    await assertCurrentTenant(tx, access, today)
    const spot = await repo.findSpot(tx, access.realPropertyId, rentableId)
    if (!spot) throw notFound()
    const reservation = await repo.lockOpenReservation(tx, {
      spotId: spot.id,
      contractId: access.contractUuid,
      userId: user.residentUserId,
    })
    if (!reservation) throw notFound()
    if (body.endDate < reservation.start_date) throw validationError('endDate', 'too_small_date')
    await repo.endReservation(tx, reservation.id, body.endDate)
    await recordIntegrationEvent(tx, {
      type: 'parking_reservation.ended',
      entity: { type: 'parking_reservation', id: reservation.id },
      occurredAt: now,
      data: {
        id: reservation.id,
        contractId: access.contractUuid,
        userId: user.residentUserId,
        rentableParkingSpotId: spot.rentable_parking_spot_id,
        startDate: reservation.start_date,
        endDate: body.endDate,
      },
    })
    return {
      rentableParkingSpotId: spot.rentable_parking_spot_id,
      startDate: reservation.start_date,
      endDate: body.endDate,
    }
  })
}
