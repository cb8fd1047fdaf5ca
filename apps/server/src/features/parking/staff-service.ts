/**
 * Parking for staff (issue 14 "Parking: areas, spots, equipment, prices with validity dates,
 * in-use flag; the reservations per spot; end a reservation on a resident's behalf"; issue 26
 * item 7, the parking rules). Property managers; a member limited to some real properties sees
 * and changes only theirs (404 for the others, as another resident's data). Every change is one
 * transaction, audited as `staff_parking_changed` with what changed, and answers the whole list.
 *
 * Ending a reservation for a resident uses the resident's own write (`repo.endReservation`) and
 * rule (the end not before the start), and never moves an end the resident already set later.
 */
import type {
  ParkingAreaBody,
  ParkingPriceBody,
  ParkingRulesBody,
  ParkingSpotBody,
  ParkingSpotPatch,
  StaffParkingArea,
} from '@asukas/contract'
import type { ParkingAreaId, ParkingSpotId } from '@asukas/domain'
import { audit } from '../../platform/audit.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { assertCovers, type StaffActor } from '../staff/index.ts'
import * as repo from './repository.ts'
import { endReservation } from './repository.ts'

/**
 * Every parking area of the member's real properties (all for a member without a limit), with
 * its rules, spots, prices and every reservation.
 */
export async function listStaffParking(
  q: Queryable,
  actor: StaffActor,
): Promise<StaffParkingArea[]> {
  const areas = await repo.listStaffAreas(q, actor.realPropertyIds)
  const spots = await repo.listStaffSpots(
    q,
    areas.map((area) => area.id),
  )
  const spotIds = spots.map((spot) => spot.id)
  const prices = await repo.listStaffPrices(q, spotIds)
  const reservations = await repo.listStaffReservations(q, spotIds)
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
            price: price.price,
            validFrom: price.valid_from,
            validTo: price.valid_to,
          })),
        reservations: reservations
          .filter((reservation) => reservation.parking_spot_id === spot.id)
          .map((reservation) => ({
            id: reservation.id,
            startDate: reservation.start_date,
            endDate: reservation.end_date,
            contractUuid: reservation.contract_id,
            address: reservation.address,
            residentName: reservation.resident,
          })),
      })),
  }))
}

/** A parking change by a staff member (one staff call each). */
export type StaffParkingChange =
  | { kind: 'create_area'; area: ParkingAreaBody }
  | { kind: 'set_rules'; areaId: ParkingAreaId; rules: ParkingRulesBody }
  | { kind: 'create_spot'; areaId: ParkingAreaId; spot: ParkingSpotBody }
  | { kind: 'update_spot'; spotId: ParkingSpotId; patch: ParkingSpotPatch }
  | { kind: 'add_price'; spotId: ParkingSpotId; price: ParkingPriceBody }
  | { kind: 'end_reservation'; reservationId: string; endDate: string }

function validationError(field: string, key: string): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { [field]: key } })
}

/**
 * Applies `change` within the member's properties; answers the changed row's id for the audit.
 *
 * @throws ApiError as {@link changeStaffParking} says.
 */
async function apply(tx: Queryable, actor: StaffActor, change: StaffParkingChange) {
  switch (change.kind) {
    case 'create_area': {
      if (!(await repo.realPropertyExists(tx, change.area.realPropertyId))) {
        throw validationError('realPropertyId', 'invalid_string')
      }
      assertCovers(actor, change.area.realPropertyId)
      return repo.insertArea(tx, change.area)
    }
    case 'set_rules': {
      assertCovers(actor, await repo.propertyOfArea(tx, change.areaId))
      await repo.updateAreaRules(tx, change.areaId, change.rules)
      return change.areaId
    }
    case 'create_spot': {
      assertCovers(actor, await repo.propertyOfArea(tx, change.areaId))
      if (await repo.rentableIdTaken(tx, change.spot.rentableParkingSpotId)) {
        throw validationError('rentableParkingSpotId', 'invalid_string')
      }
      return repo.insertSpot(tx, change.areaId, change.spot)
    }
    case 'update_spot': {
      assertCovers(actor, await repo.propertyOfSpot(tx, change.spotId))
      await repo.updateSpot(tx, change.spotId, change.patch)
      return change.spotId
    }
    case 'add_price': {
      assertCovers(actor, await repo.propertyOfSpot(tx, change.spotId))
      await repo.insertPrice(tx, change.spotId, change.price)
      return change.spotId
    }
    default: {
      const reservation = await repo.lockReservation(tx, change.reservationId)
      if (!reservation) throw notFound()
      assertCovers(actor, reservation.real_property_id)
      if (change.endDate < reservation.start_date) {
        throw validationError('endDate', 'too_small_date')
      }
      if (reservation.end_date !== null && change.endDate > reservation.end_date) {
        throw validationError('endDate', 'too_big_date')
      }
      await endReservation(tx, change.reservationId, change.endDate)
      return change.reservationId
    }
  }
}

/**
 * Applies one change and answers the whole parking list. One transaction, audited as
 * `staff_parking_changed` (`details.change` = the change's kind).
 *
 * @throws ApiError 404 NOT_FOUND for an unknown area, spot or reservation, or another
 *   property's; 400 VALIDATION_ERROR for an unknown real property (`realPropertyId`), a spot id
 *   already taken (`rentableParkingSpotId`) or an end date before the reservation's start or
 *   after its existing end (`endDate: too_small_date | too_big_date`).
 */
export async function changeStaffParking(
  db: Db,
  actor: StaffActor,
  change: StaffParkingChange,
  ipAddress: string | null,
): Promise<StaffParkingArea[]> {
  await db.transaction(async (tx) => {
    const entityId = await apply(tx, actor, change)
    await audit(tx, {
      action: 'staff_parking_changed',
      actorUserId: actor.userId,
      entityType: change.kind === 'end_reservation' ? 'parking_reservation' : 'parking',
      entityId,
      ipAddress,
      details: { change: change.kind },
    })
  })
  return listStaffParking(db, actor)
}
